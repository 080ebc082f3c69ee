import { sql, type SqlBool } from "kysely";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { validationError } from "../../errors";
import type { Actor } from "../access/actor";
import { classificationParam, classificationParams } from "../lists/classification-filter";
import { entityLookupParams, withOneCompanyLookup } from "../lists/company-lookup";
import { runList, type ListPage, type ListSpec } from "../lists/run";
import { boolParam, dateRangeParams, enumListParam, pageParams, textParam, withDateRange } from "../lists/paging";
import { likeContainsPattern } from "../../taxonomy/resolve";
import {
  FULL_SIGNAL_COLUMNS,
  renderSignal,
  SIGNAL_COLUMNS,
  SIGNAL_RECOMMENDATIONS,
  SIGNAL_SEVERITIES,
  SIGNAL_TYPES,
  type SignalViewRow,
} from "./views";
import type { SignalItem } from "./views.schema";

/**
 * GET /signals query (spec 4.3, decisions "Filter names left open"), as query-string values; list
 * values match any of them. The tool `list_signals` takes the same fields as JSON values.
 * since before until, and not both company parameters, are checked with the other fields.
 */
export const SignalListQuery = withOneCompanyLookup(
  "entity",
  withDateRange(
    z
      .object({
        ...dateRangeParams,
        needsAttention: boolParam
          .optional()
          .describe("Only signals that need (true) or do not need (false) the investor's attention."),
        ...entityLookupParams,
        ...classificationParams,
        type: enumListParam(SIGNAL_TYPES, "type").optional(),
        severity: enumListParam(SIGNAL_SEVERITIES, "severity").optional(),
        recommendation: enumListParam(SIGNAL_RECOMMENDATIONS, "recommendation").optional(),
        q: textParam("Text search: every word must appear (ignoring case) in the summary or the analysis."),
        ...pageParams,
      })
      .strict(),
  ),
);
export type SignalListQuery = z.output<typeof SignalListQuery>;

export type ListSignalsResponse = ListPage<SignalItem, "entity">;

/** `q` is split into words; more than this is refused (each word is a condition). */
export const MAX_TEXT_WORDS = 8;

export function textWords(q: string | undefined): string[] {
  if (q === undefined) return [];
  const words = [...new Set(q.trim().toLowerCase().split(/\s+/).filter(Boolean))];
  if (words.length > MAX_TEXT_WORDS) {
    const message = `at most ${MAX_TEXT_WORDS} words`;
    throw validationError([{ path: "q", message }]);
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

const signalList: ListSpec<SignalListQuery, { words: string[] }, SignalViewRow, SignalItem, "entity"> = {
  columns: {
    orgId: "s.org_id",
    createdAt: "s.created_at",
    id: "s.id",
    classification: { paths: "e.classification_paths", ids: "e.classification" },
  },
  dateRange: true,
  company: { kind: "entity", column: "s.entity_id" },
  filters: (f) => ({ words: textWords(f.q) }),
  binding: ({ words }, f) => ({
    needsAttention: f.needsAttention ?? null,
    type: f.type ? [...new Set(f.type)].sort() : null,
    severity: f.severity ? [...new Set(f.severity)].sort() : null,
    recommendation: f.recommendation ? [...new Set(f.recommendation)].sort() : null,
    q: words.length ? [...words].sort() : null,
  }),
  query({ db, view, filters: { words }, q: f }) {
    let qb = db
      .selectFrom("signals as s")
      // The row carries its company's name (migration 0010): the company is joined only for the sector filter.
      .$if(classificationParam(f) !== undefined, (b) => b.innerJoin("entities as e", "e.id", "s.entity_id"))
      .select([...SIGNAL_COLUMNS])
      .$if(view === "full", (b) => b.select([...FULL_SIGNAL_COLUMNS]));
    if (f.needsAttention !== undefined) qb = qb.where("s.needs_attention", "=", f.needsAttention);
    if (f.type?.length) qb = qb.where("s.type", "in", f.type);
    if (f.severity?.length) qb = qb.where("s.severity", "in", f.severity);
    if (f.recommendation?.length) qb = qb.where("s.recommendation", "in", f.recommendation);
    for (const w of words) qb = qb.where(textCondition(w));
    return qb;
  },
  render: (rows, view) => rows.map((r) => renderSignal(r, view)),
};

/** GET /api/v1/signals and the tool `list_signals`: newest first, compact by default. */
export function listSignals(deps: AppDeps, actor: Actor, q: SignalListQuery): Promise<ListSignalsResponse> {
  return runList(deps, actor, signalList, q);
}
