import type { AlertOutcome } from "../../db/types";
import { cutText } from "../compact";
import type { View } from "../listing";
import { ts } from "../timestamps";

/* The two views of an alert (decisions.md "What each view holds"). */

export const ALERT_OUTCOMES = ["sent", "suppressed", "failed"] as const satisfies readonly AlertOutcome[];

export interface RuleEvaluation {
  rule: string;
  matched: boolean;
  detail: string;
}

export interface AlertCompact {
  id: string;
  entityId: string;
  companyName: string | null;
  signalId: string | null;
  outcome: AlertOutcome;
  /** Why it was sent, suppressed or failed; cut to 300 characters in the compact view. */
  reason: string;
  createdAt: string;
}

export interface AlertFull extends AlertCompact {
  recipients: string[];
  subject: string | null;
  ruleEvaluations: RuleEvaluation[];
}

export type AlertItem = AlertCompact | AlertFull;

export interface AlertViewRow {
  id: string;
  entity_id: string;
  company_name: string | null;
  signal_id: string | null;
  outcome: AlertOutcome;
  reason: string;
  created_at: Date;
  recipients?: string[];
  subject?: string | null;
  rule_evaluations?: unknown;
}

function ruleEvaluations(stored: unknown): RuleEvaluation[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null)
    .map((r) => ({
      rule: typeof r.rule === "string" ? r.rule : String(r.rule ?? ""),
      matched: r.matched === true,
      detail: typeof r.detail === "string" ? r.detail : "",
    }));
}

export function renderAlert(r: AlertViewRow, view: View): AlertItem {
  const compact: AlertCompact = {
    id: r.id,
    entityId: r.entity_id,
    companyName: r.company_name,
    signalId: r.signal_id,
    outcome: r.outcome,
    reason: view === "compact" ? cutText(r.reason) : r.reason,
    createdAt: ts(r.created_at),
  };
  if (view === "compact") return compact;
  return {
    ...compact,
    recipients: r.recipients ?? [],
    subject: r.subject ?? null,
    ruleEvaluations: ruleEvaluations(r.rule_evaluations),
  };
}
