import { z } from "zod";
import { recentSentBefore, sentAlertsSince } from "../../pipeline/record/recent-alerts";
import { notFound } from "../../errors";
import { previewAlert } from "../../pipeline/record/alert-preview";
import { DEFAULT_PIPELINE_SETTINGS } from "../../pipeline/ports";
import type { Severity } from "../../pipeline/signal";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { requireUuid } from "../shared/path-id";
import { thingsToTrack } from "./fields.schema";

/*
 * The preview of a new `thingsToTrack` (the web app's company page, docs/web.md): which of the
 * company's last 20 signals would have alerted under it, and which would not, beside what each
 * did. The alert rules are judged again on the findings each signal keeps (pipeline/record/alert-preview);
 * nothing is fetched and nothing is written.
 */

export const PREVIEW_SIGNALS = 20;

export const PreviewAlertsInput = z.object({ thingsToTrack }).strict();

export interface AlertPreviewRow {
  signalId: string;
  createdAt: Date;
  summary: string;
  /** The decision recorded when the signal was made (null: none was recorded). */
  before: { outcome: "sent" | "suppressed" | "failed"; reason: string } | null;
  /** Under the new text. */
  after: {
    outcome: "sent" | "suppressed";
    reason: string;
    type: string;
    severity: Severity;
    matchedWatchItems: string[];
  };
}

export interface AlertPreviewResult {
  thingsToTrack: string;
  rows: AlertPreviewRow[];
  /** Signals that would now alert and did not, and the reverse. */
  gained: number;
  lost: number;
}

export async function previewAlerts(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  id: string,
  input: z.input<typeof PreviewAlertsInput>,
): Promise<AlertPreviewResult> {
  requireUuid(id);
  const { thingsToTrack: text } = input;
  const company = await deps.db
    .selectFrom("entities")
    .select(["status", "email_alerts_enabled", "alert_emails"])
    .where("id", "=", id)
    .where("org_id", "=", actor.orgId)
    .executeTakeFirst();
  if (!company) throw notFound("Company");
  const signals = await deps.db
    .selectFrom("signals")
    .select(["id", "type", "severity", "summary", "analysis", "created_at"])
    .where("entity_id", "=", id)
    .where("org_id", "=", actor.orgId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PREVIEW_SIGNALS)
    .execute();
  if (!signals.length) return { thingsToTrack: text, rows: [], gained: 0, lost: 0 };
  const alerts = await deps.db
    .selectFrom("alerts")
    .select(["signal_id", "outcome", "reason"])
    // By company first: alerts_entity_created_idx (signal_id has no index of its own).
    .where("entity_id", "=", id)
    .where("org_id", "=", actor.orgId)
    .where(
      "signal_id",
      "in",
      signals.map((s) => s.id),
    )
    .execute();
  const settings = DEFAULT_PIPELINE_SETTINGS;
  const oldest = signals[signals.length - 1]!.created_at;
  // The company is the actor's (read above): its alerts are the organisation's.
  const sent = await sentAlertsSince(
    deps.db,
    id,
    new Date(oldest.getTime() - settings.duplicateWindowDays * 86_400_000),
  );
  const byId = new Map(alerts.map((a) => [a.signal_id, a]));
  const rows = signals.map((s): AlertPreviewRow => {
    const decision = previewAlert({
      thingsToTrack: text,
      company: {
        status: company.status,
        emailAlertsEnabled: company.email_alerts_enabled,
        alertEmails: company.alert_emails,
      },
      signal: {
        type: s.type,
        severity: s.severity as Severity,
        summary: s.summary,
        createdAt: s.created_at,
        analysis: s.analysis,
      },
      // The same alerts the run compared it with (pipeline/record/recent-alerts.ts).
      recentSent: recentSentBefore(sent, s.created_at, settings.duplicateWindowDays),
      settings: {
        minSeverity: settings.alertMinSeverity,
        duplicateWindowDays: settings.duplicateWindowDays,
        duplicateSimilarity: settings.duplicateSimilarity,
      },
    });
    const was = byId.get(s.id);
    return {
      signalId: s.id,
      createdAt: s.created_at,
      summary: s.summary,
      before: was ? { outcome: was.outcome, reason: was.reason } : null,
      after: {
        outcome: decision.outcome,
        reason: decision.reason,
        type: decision.type,
        severity: decision.severity,
        matchedWatchItems: decision.matchedWatchItems,
      },
    };
  });
  const alerted = (o: string | undefined) => o === "sent" || o === "failed";
  return {
    thingsToTrack: text,
    rows,
    gained: rows.filter((r) => r.after.outcome === "sent" && !alerted(r.before?.outcome)).length,
    lost: rows.filter((r) => r.after.outcome !== "sent" && alerted(r.before?.outcome)).length,
  };
}
