import type { AlertOutcome } from "../../db/types";
import { cutText } from "../shared/compact";
import type { View } from "../lists/paging";
import { ts } from "../shared/timestamps";
import type { AlertCompact, AlertItem, RuleEvaluation } from "./views.schema";

/* Renders the two views of an alert; their schemas are in views.schema.ts. */

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
