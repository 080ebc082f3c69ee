import { sql, type SqlBool } from "kysely";
import type { AppDeps } from "../deps";
import { validationError } from "../../errors";
import { normalizePersonName } from "../../search/normalize";
import { likeContainsPattern } from "../../taxonomy";
import type { Actor } from "../actor";
import { classificationFingerprint, resolveClassificationFilter, type ClassificationResolution } from "../classification-filter";
import { resolveCompanyFilter, type CompanyResolution } from "../company-lookup";
import { DEFAULT_LIMIT, finishPage, type CursorScope, type Instant, keysetPage, type View } from "../listing";
import { COMPACT_COLUMNS, FULL_COLUMNS, renderLead, type LeadDecisionStatus, type LeadItem, type LeadStage } from "./views";

/** GET /leads filters (spec 4.4, decisions "Filter names left open"); list values match any of them. */
export interface ListLeadsFilters {
  decision?: LeadDecisionStatus[];
  sourceEntityId?: string;
  sourceQuery?: string;
  stage?: LeadStage[];
  /** Sector terms, comma-separated (`classification`, `sector` and `sectors` together). */
  classification?: string;
  /** A part of the founder's name, ignoring case, accents, spacing and punctuation. */
  founderName?: string;
  view?: View;
  limit?: number;
  cursor?: string;
}

export interface ListLeadsResponse {
  data: LeadItem[];
  nextCursor: string | null;
  /** Present when `sourceQuery` picked the source company. */
  sourceResolution?: CompanyResolution;
  classificationResolution?: ClassificationResolution;
}

/** The compact key `founderName` is matched with; a value without letters or digits is refused. */
export function founderNameKey(value: string | undefined): string | null {
  if (value === undefined) return null;
  const key = normalizePersonName(value);
  if (key === "") throw validationError([{ path: "founderName", message: "must contain a letter or digit" }]);
  return key;
}

/** GET /api/v1/leads and the tool `list_leads`: newest first, compact by default. */
export async function listLeads(deps: AppDeps, actor: Actor, f: ListLeadsFilters): Promise<ListLeadsResponse> {
  const view = f.view ?? "compact";
  const limit = f.limit ?? DEFAULT_LIMIT;
  const founderKey = founderNameKey(f.founderName);
  const source = await resolveCompanyFilter(deps, actor, "source", { id: f.sourceEntityId, query: f.sourceQuery });
  const classification = await resolveClassificationFilter(deps, f.classification);
  const decisions = f.decision?.length ? [...new Set(f.decision)].sort() : null;
  const cursorScope: CursorScope = {
    orgId: actor.orgId,
    query: {
      decision: decisions,
      source: source?.entityId ?? null,
      stage: f.stage?.length ? [...new Set(f.stage)].sort() : null,
      classification: classificationFingerprint(classification),
      founderName: founderKey,
      view,
    },
  };
  const pos = await deps.cursors.positionOf(f.cursor, cursorScope);

  let qb = deps.db
    .selectFrom("leads as l")
    .leftJoin("entities as src", "src.id", "l.source_entity_id")
    .select(COMPACT_COLUMNS)
    .$if(view === "full", (b) => b.select(FULL_COLUMNS))
    .where("l.org_id", "=", actor.orgId);
  if (decisions) {
    const decided = decisions.filter((d) => d !== "unreviewed");
    const unreviewed = decisions.includes("unreviewed");
    qb = qb.where((eb) =>
      eb.or([
        ...(unreviewed ? [eb("l.decision_status", "is", null)] : []),
        ...(decided.length ? [eb("l.decision_status", "in", decided)] : []),
      ]),
    );
  }
  if (source) qb = qb.where("l.source_entity_id", "=", source.entityId);
  if (f.stage?.length) qb = qb.where("l.stage", "in", f.stage);
  if (founderKey) {
    // founder_name_norm holds normalizePersonName(founder_name); the raw-name test also finds rows
    // written without it, as long as the query is spelled as stored.
    const raw = f.founderName!.trim();
    qb = qb.where(
      sql<SqlBool>`(l.founder_name_norm like ${likeContainsPattern(founderKey)} or l.founder_name ilike ${likeContainsPattern(raw)})`,
    );
  }
  if (classification) qb = qb.where(classification.predicate({ paths: "l.classification_paths", ids: "l.classification" }));

  const rows = await keysetPage(qb, { createdAt: "l.created_at", id: "l.id" }, pos, limit).execute();
  const page = await finishPage(rows, limit, deps.cursors, cursorScope);
  return {
    data: page.rows.map((r) => renderLead(r, view)),
    nextCursor: page.nextCursor,
    ...(source?.resolution ? { sourceResolution: source.resolution } : {}),
    ...(classification ? { classificationResolution: classification.resolution } : {}),
  };
}
