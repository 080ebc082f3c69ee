import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { pagedCsv, many } from "../lists/csv-pages";
import { MAX_LIMIT } from "../lists/paging";
import { listSignals, type SignalListQuery } from "./list";
import type { SignalFull } from "./views.schema";

export const SIGNAL_CSV_COLUMNS = [
  "created_at",
  "company",
  "type",
  "severity",
  "recommendation",
  "needs_attention",
  "summary",
  "evidence_urls",
  "signal_id",
  "company_id",
] as const;

/** The signals the filters select, newest first, with their whole summaries and every evidence link. */
export function signalsCsv(deps: AppDeps, actor: Actor, query: SignalListQuery): AsyncGenerator<string> {
  return pagedCsv<SignalFull>(
    SIGNAL_CSV_COLUMNS,
    (cursor) => listSignals(deps, actor, { ...query, view: "full", limit: MAX_LIMIT, cursor }),
    (s) => [
      s.createdAt,
      s.companyName,
      s.type,
      s.severity,
      s.recommendation,
      s.needsAttention,
      s.summary,
      many(s.evidence.map((e) => e.url)),
      s.id,
      s.entityId,
    ],
  );
}
