import { sql, type SqlBool } from "kysely";
import type { AppDeps } from "../deps";
import { ApiError } from "../../errors";
import type { Actor } from "../actor";
import { classificationFingerprint, resolveClassificationFilter, type ClassificationResolution } from "../classification-filter";
import { resolveCompanyFilter, type CompanyResolution } from "../company-lookup";
import { checkRange, DEFAULT_LIMIT, finishPage, type CursorScope, type Instant, keysetPage, timestampParam, type View } from "../listing";
import { likeContainsPattern } from "../../taxonomy";
import { FULL_SIGNAL_COLUMNS, renderSignal, SIGNAL_COLUMNS, type SignalItem, type SignalRecommendation, type SignalSeverity, type SignalType } from "./views";

/** GET /signals filters (spec 4.3, decisions "Filter names left open"); list values match any of them. */
export interface ListSignalsFilters {
  since?: Instant;
  until?: Instant;
  needsAttention?: boolean;
  entityId?: string;
  entityQuery?: string;
  /** Sector terms, comma-separated (`classification`, `sector` and `sectors` together). */
  classification?: string;
  type?: SignalType[];
  severity?: SignalSeverity[];
  recommendation?: SignalRecommendation[];
  /** Words that must all appear (case-insensitively) in the summary or the analysis. */
  q?: string;
  view?: View;
  limit?: number;
  cursor?: string;
}

export interface ListSignalsResponse {
  data: SignalItem[];
  nextCursor: string | null;
  /** Present when `entityQuery` picked the company. */
  entityResolution?: CompanyResolution;
  classificationResolution?: ClassificationResolution;
}

/** `q` is split into words; more than this is refused (each word is a condition). */
export const MAX_TEXT_WORDS = 8;

export function textWords(q: string | undefined): string[] {
  if (q === undefined) return [];
  const words = [...new Set(q.trim().toLowerCase().split(/\s+/).filter(Boolean))];
  if (words.length > MAX_TEXT_WORDS) {
    const message = `at most ${MAX_TEXT_WORDS} words`;
    throw new ApiError("validation_error", `Invalid request: q: ${message}`, { issues: [{ path: "q", message }] });
  }
  return words;
}

/** The word in the summary, or in any string value anywhere in the analysis JSON (not its keys). */
function textCondition(word: string) {
  const pattern = likeContainsPattern(word);
  return sql<SqlBool>`(s.summary ilike ${pattern} or exists (
    select 1 from jsonb_path_query(s.analysis, 'strict $.**') as v(x)
    where jsonb_typeof(v.x) = 'string' and (v.x #>> '{}') ilike ${pattern}))`;
}

/** GET /api/v1/signals and the tool `list_signals`: newest first, compact by default. */
export async function listSignals(deps: AppDeps, actor: Actor, f: ListSignalsFilters): Promise<ListSignalsResponse> {
  checkRange(f.since, f.until);
  const view = f.view ?? "compact";
  const limit = f.limit ?? DEFAULT_LIMIT;
  const words = textWords(f.q);
  const company = await resolveCompanyFilter(deps, actor, "entity", { id: f.entityId, query: f.entityQuery });
  const classification = await resolveClassificationFilter(deps, f.classification);
  const cursorScope: CursorScope = {
    orgId: actor.orgId,
    query: {
      since: f.since ?? null,
      until: f.until ?? null,
      needsAttention: f.needsAttention ?? null,
      entity: company?.entityId ?? null,
      classification: classificationFingerprint(classification),
      type: f.type ? [...new Set(f.type)].sort() : null,
      severity: f.severity ? [...new Set(f.severity)].sort() : null,
      recommendation: f.recommendation ? [...new Set(f.recommendation)].sort() : null,
      q: words.length ? [...words].sort() : null,
      view,
    },
  };
  const pos = await deps.cursors.positionOf(f.cursor, cursorScope);

  let qb = deps.db
    .selectFrom("signals as s")
    .innerJoin("entities as e", "e.id", "s.entity_id")
    .select([...SIGNAL_COLUMNS])
    .$if(view === "full", (b) => b.select([...FULL_SIGNAL_COLUMNS]))
    .where("s.org_id", "=", actor.orgId);
  if (f.since) qb = qb.where("s.created_at", ">=", timestampParam(f.since));
  if (f.until) qb = qb.where("s.created_at", "<", timestampParam(f.until));
  if (f.needsAttention !== undefined) qb = qb.where("s.needs_attention", "=", f.needsAttention);
  if (company) qb = qb.where("s.entity_id", "=", company.entityId);
  if (f.type?.length) qb = qb.where("s.type", "in", f.type);
  if (f.severity?.length) qb = qb.where("s.severity", "in", f.severity);
  if (f.recommendation?.length) qb = qb.where("s.recommendation", "in", f.recommendation);
  for (const w of words) qb = qb.where(textCondition(w));
  if (classification) qb = qb.where(classification.predicate({ paths: "e.classification_paths", ids: "e.classification" }));

  const rows = await keysetPage(qb, { createdAt: "s.created_at", id: "s.id" }, pos, limit).execute();
  const page = await finishPage(rows, limit, deps.cursors, cursorScope);
  return {
    data: page.rows.map((r) => renderSignal(r, view)),
    nextCursor: page.nextCursor,
    ...(company?.resolution ? { entityResolution: company.resolution } : {}),
    ...(classification ? { classificationResolution: classification.resolution } : {}),
  };
}
