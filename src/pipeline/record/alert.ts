import type { Db } from "../../db/database";
import { json } from "../../db/database";
import type { EntityRow } from "../../db/types";
import { newId } from "../../platform/ids";
import { composeAlertEmail, type AlertEmail } from "./alert-email";
import { evaluateAlertRules, type AlertDecision } from "./alert-rules";
import type { PipelineSettings } from "../ports";
import { recentSentAlerts } from "./recent-alerts";
import type { SignalDraft } from "../signal";
import type { RunRef } from "./run-ref";

/*
 * Whether the run's signal emails the investor, and the alert that records why (spec 2.7, spec 6;
 * docs/pipeline.md, "Alert rules" and "Mail").
 */

/** The alert rules on the company as it is at commit time and the alerts it emailed lately. */
export async function judgeAlert(
  trx: Db,
  company: EntityRow,
  signal: SignalDraft,
  now: Date,
  settings: PipelineSettings,
): Promise<AlertDecision> {
  const recentSent = await recentSentAlerts(trx, company.id, now, settings.duplicateWindowDays);
  return evaluateAlertRules({
    company: {
      status: company.status,
      emailAlertsEnabled: company.email_alerts_enabled,
      alertEmails: company.alert_emails,
    },
    signal: {
      type: signal.type,
      severity: signal.severity,
      summary: signal.summary,
      matchedWatchItems: signal.matchedWatchItems,
      // Nothing was compared when the site could not be read, or the run itself failed.
      siteUnreadable:
        (signal.analysis as { siteFailure?: unknown }).siteFailure !== undefined ||
        (signal.analysis as { runFailed?: boolean }).runFailed === true,
    },
    recentSent,
    now,
    settings: {
      minSeverity: settings.alertMinSeverity,
      duplicateWindowDays: settings.duplicateWindowDays,
      duplicateSimilarity: settings.duplicateSimilarity,
    },
  });
}

/** The email of an alert the rules sent (null when they suppressed it): what changed, why it matters, evidence. */
export function alertEmailFor(company: EntityRow, signal: SignalDraft, decision: AlertDecision): AlertEmail | null {
  if (decision.outcome !== "sent") return null;
  return composeAlertEmail({
    companyName: company.company_name ?? company.company_website ?? "A tracked company",
    website: company.company_website,
    type: signal.type,
    severity: signal.severity,
    recommendation: signal.recommendation,
    summary: signal.summary,
    matchedWatchItems: signal.matchedWatchItems,
    thingsToTrack: company.things_to_track,
    evidence: signal.evidence,
  });
}

/** The alert of the run's signal: sent or suppressed, why, to whom, and every rule's evaluation. Returns its id. */
export async function storeAlert(
  trx: Db,
  run: RunRef,
  signalId: string,
  decision: AlertDecision,
  email: AlertEmail | null,
  now: Date,
): Promise<string> {
  const id = newId();
  await trx
    .insertInto("alerts")
    .values({
      id,
      org_id: run.orgId,
      entity_id: run.entityId,
      signal_id: signalId,
      run_id: run.runId,
      outcome: decision.outcome,
      reason: decision.reason,
      recipients: decision.recipients,
      subject: email?.subject ?? null,
      rule_evaluations: json(decision.ruleEvaluations),
      created_at: now,
    })
    .execute();
  return id;
}
