import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { AlertOutcome } from "../../db/types";
import type { AppDeps } from "../deps";
import type { Actor } from "../actor";
import { classificationFingerprint, resolveClassificationFilter, type ClassificationResolution } from "../classification-filter";
import { resolveCompanyFilter, type CompanyResolution } from "../company-lookup";
import { checkRange, DEFAULT_LIMIT, finishPage, type CursorScope, type Instant, keysetPage, timestampParam, type View } from "../listing";
import { renderAlert, type AlertItem } from "./views";

export type AlertOutcomeFilter = AlertOutcome | "all";

/** GET /alerts filters (spec 4.3). */
export interface ListAlertsFilters {
  since?: Instant;
  until?: Instant;
  /** One or more outcomes, or `all`. Default: `sent`. */
  outcome?: AlertOutcomeFilter[];
  /** Only each company's newest alert among those the other filters keep. */
  latestPerEntity?: boolean;
  entityId?: string;
  entityQuery?: string;
  /** Sector terms, comma-separated (`classification`, `sector` and `sectors` together). */
  classification?: string;
  view?: View;
  limit?: number;
  cursor?: string;
}

export interface ListAlertsResponse {
  data: AlertItem[];
  nextCursor: string | null;
  entityResolution?: CompanyResolution;
  classificationResolution?: ClassificationResolution;
}

/** The outcomes to keep, or null for all of them. */
export function outcomesOf(filter: AlertOutcomeFilter[] | undefined): AlertOutcome[] | null {
  const values: AlertOutcomeFilter[] = filter?.length ? filter : ["sent"];
  if (values.includes("all")) return null;
  return [...new Set(values as AlertOutcome[])].sort();
}

/**
 * GET /api/v1/alerts and the tool `list_alerts`: newest first, compact by default, `sent` unless
 * `outcome` says otherwise.
 */
export async function listAlerts(deps: AppDeps, actor: Actor, f: ListAlertsFilters): Promise<ListAlertsResponse> {
  checkRange(f.since, f.until);
  const view = f.view ?? "compact";
  const limit = f.limit ?? DEFAULT_LIMIT;
  const outcomes = outcomesOf(f.outcome);
  const company = await resolveCompanyFilter(deps, actor, "entity", { id: f.entityId, query: f.entityQuery });
  const classification = await resolveClassificationFilter(deps, f.classification);
  const cursorScope: CursorScope = {
    orgId: actor.orgId,
    query: {
      since: f.since ?? null,
      until: f.until ?? null,
      outcome: outcomes,
      latestPerEntity: f.latestPerEntity ?? false,
      entity: company?.entityId ?? null,
      classification: classificationFingerprint(classification),
      view,
    },
  };
  const pos = await deps.cursors.positionOf(f.cursor, cursorScope);

  // The per-alert conditions, for the listed alert `a` and, with latestPerEntity, a newer one `b`.
  const conditions = (alias: "a" | "b"): RawBuilder<SqlBool>[] => {
    const col = (c: string) => sql.ref(`${alias}.${c}`);
    const out = [sql<SqlBool>`${col("org_id")} = ${actor.orgId}`];
    if (outcomes) out.push(sql<SqlBool>`${col("outcome")} = any(${outcomes}::text[])`);
    if (f.since) out.push(sql<SqlBool>`${col("created_at")} >= ${timestampParam(f.since)}`);
    if (f.until) out.push(sql<SqlBool>`${col("created_at")} < ${timestampParam(f.until)}`);
    return out;
  };

  let qb = deps.db
    .selectFrom("alerts as a")
    .innerJoin("entities as e", "e.id", "a.entity_id")
    .select(["a.id", "a.entity_id", "e.company_name", "a.signal_id", "a.outcome", "a.reason", "a.created_at"])
    .$if(view === "full", (b) => b.select(["a.recipients", "a.subject", "a.rule_evaluations"]));
  for (const c of conditions("a")) qb = qb.where(c);
  if (company) qb = qb.where("a.entity_id", "=", company.entityId);
  if (classification) qb = qb.where(classification.predicate({ paths: "e.classification_paths", ids: "e.classification" }));
  if (f.latestPerEntity) {
    // Keeps an alert only when its company has no newer one passing the same filters. The set does
    // not depend on the page, so keyset cursors over it skip and repeat nothing.
    qb = qb.where(
      sql<SqlBool>`not exists (select 1 from alerts b
        where b.entity_id = a.entity_id and ${sql.join(conditions("b"), sql` and `)}
          and (b.created_at, b.id) > (a.created_at, a.id))`,
    );
  }

  const rows = await keysetPage(qb, { createdAt: "a.created_at", id: "a.id" }, pos, limit).execute();
  const page = await finishPage(rows, limit, deps.cursors, cursorScope);
  return {
    data: page.rows.map((r) => renderAlert(r, view)),
    nextCursor: page.nextCursor,
    ...(company?.resolution ? { entityResolution: company.resolution } : {}),
    ...(classification ? { classificationResolution: classification.resolution } : {}),
  };
}
