/** The signal vocabulary (docs/spec/decisions.md "Enumerations"): every run makes exactly one signal. */

/** The types a change can be about (not the two catch-alls). */
export const CHANGE_TYPES = [
  "product_update",
  "metrics_shared",
  "founder_amplified",
  "fundraising",
  "hiring",
  "customer_partnership",
  "leadership_change",
  "corporate_event",
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** Every signal's type: a change's, or one of the two catch-alls. */
export const SIGNAL_TYPES = [...CHANGE_TYPES, "other", "no_material_change"] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

export const SEVERITIES = ["none", "low", "medium", "high"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const RECOMMENDATIONS = ["no_action", "monitor", "reach_out", "escalate"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export function severityRank(s: Severity): number {
  return SEVERITIES.indexOf(s);
}

/**
 * Whether a signal needs the investor's attention: medium or high severity, whoever analysed it
 * (the model is asked the same, and its own answer is not kept where it contradicts the
 * severity, so `needsAttention=true` finds every severe signal).
 */
export function needsAttentionFor(severity: Severity): boolean {
  return severity === "medium" || severity === "high";
}

/**
 * Corporate events (acquisition, merger, shutdown, layoffs, rebrand) change what the investor
 * holds, so they are severe wherever they appear, watched for or not. Whether
 * they email is still the alert rules' call (a watch item must match).
 */
export function isAlwaysSevere(type: SignalType): boolean {
  return type === "corporate_event";
}

/** What a severity asks the investor to do, unless an analyser says otherwise. */
export function recommendationFor(severity: Severity, type: SignalType): Recommendation {
  if (isAlwaysSevere(type) && severity !== "none") return "escalate";
  if (severity === "none") return "no_action";
  if (severity === "low") return "monitor";
  if (severity === "medium") return "reach_out";
  return type === "fundraising" ? "escalate" : "reach_out";
}

export interface Evidence {
  url: string;
  title: string;
}

/** One signal as a run records it. */
export interface SignalDraft {
  type: SignalType;
  severity: Severity;
  recommendation: Recommendation;
  needsAttention: boolean;
  summary: string;
  evidence: Evidence[];
  /** The full analysis (what changed, per-watch-item matches, which analyser). */
  analysis: Record<string, unknown>;
  /** Labels of the watch items the change matched (the alert rules read it). */
  matchedWatchItems: string[];
}

/** Human label of a type, for summaries and email. */
export const TYPE_LABELS: Record<SignalType, string> = {
  product_update: "Product update",
  metrics_shared: "Metrics shared",
  founder_amplified: "Founders amplified",
  fundraising: "Fundraising",
  hiring: "Hiring",
  customer_partnership: "Customer / partnership",
  leadership_change: "Leadership change",
  corporate_event: "Corporate event",
  other: "Update",
  no_material_change: "No material change",
};
