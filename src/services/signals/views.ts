import { compactEvidence, cutText, evidenceLinks } from "../shared/compact";
import type { View } from "../lists/paging";
import { ts, withApiTimestamps } from "../shared/timestamps";
import type { SignalCompact, SignalFull, SignalItem } from "./views.schema";

/* Renders the two views of a signal (their schemas are in views.schema.ts), and its enumerations. */

// The vocabulary is the pipeline's (docs/spec/decisions.md "Enumerations"); views re-export it under API names.
export {
  RECOMMENDATIONS as SIGNAL_RECOMMENDATIONS,
  SEVERITIES as SIGNAL_SEVERITIES,
  SIGNAL_TYPES,
  type Recommendation as SignalRecommendation,
  type Severity as SignalSeverity,
  type SignalType,
} from "../../pipeline/signal";
import type {
  Recommendation as SignalRecommendation,
  Severity as SignalSeverity,
  SignalType,
} from "../../pipeline/signal";

/**
 * Columns of a signal row (`s`; it carries its company's name, migration 0010) that both views read; full adds
 * `FULL_SIGNAL_COLUMNS`.
 */
export const SIGNAL_COLUMNS = [
  "s.id",
  "s.entity_id",
  "s.company_name",
  "s.type",
  "s.severity",
  "s.recommendation",
  "s.needs_attention",
  "s.summary",
  "s.evidence",
  "s.created_at",
] as const;
export const FULL_SIGNAL_COLUMNS = ["s.analysis", "s.run_id"] as const;

export type { SignalCompact, SignalFull, SignalItem };

/** The columns a view needs; `analysis` and `run_id` only for the full view. */
export interface SignalViewRow {
  id: string;
  entity_id: string;
  company_name: string | null;
  type: string;
  severity: string;
  recommendation: string;
  needs_attention: boolean;
  summary: string;
  evidence: unknown;
  created_at: Date;
  analysis?: unknown;
  run_id?: string | null;
}

export function renderSignal(r: SignalViewRow, view: "compact"): SignalCompact;
export function renderSignal(r: SignalViewRow, view: "full"): SignalFull;
export function renderSignal(r: SignalViewRow, view: View): SignalItem;
export function renderSignal(r: SignalViewRow, view: View): SignalItem {
  const base = {
    id: r.id,
    entityId: r.entity_id,
    companyName: r.company_name,
    // The pipeline writes only the enumerated values (docs/spec/decisions.md "Enumerations").
    type: r.type as SignalType,
    severity: r.severity as SignalSeverity,
    recommendation: r.recommendation as SignalRecommendation,
    needsAttention: r.needs_attention,
    createdAt: ts(r.created_at),
  };
  if (view === "compact") {
    const { createdAt, ...rest } = base;
    return { ...rest, summary: cutText(r.summary), evidence: compactEvidence(r.evidence), createdAt };
  }
  const { createdAt, ...rest } = base;
  return {
    ...rest,
    summary: r.summary,
    evidence: withApiTimestamps(evidenceLinks(r.evidence)),
    analysis: withApiTimestamps(r.analysis ?? {}),
    runId: r.run_id ?? null,
    createdAt,
  };
}
