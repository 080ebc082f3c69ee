import type { Db } from "../../db/database";
import { queueCrmNotes } from "../../db/crm-notes";
import { recordObjectEvent, type EventDataRenderer } from "../../db/events";
import type { RunRef } from "./run-ref";

/**
 * The events a recorded run emits (docs/webhooks.md): `signal.created` always, `alert.sent` when
 * its alert emailed, and then the alert's notes on the company's CRM records (docs/integrations.md,
 * "Notes"). Returns the delivery jobs to dispatch after commit.
 */
export async function recordRunEvents(
  trx: Db,
  eventData: EventDataRenderer,
  run: RunRef,
  recorded: { signalId: string; alertId: string; alertSent: boolean },
  now: Date,
): Promise<string[]> {
  const jobIds = await recordObjectEvent(trx, eventData, {
    orgId: run.orgId,
    type: "signal.created",
    entityId: run.entityId,
    objectId: recorded.signalId,
    payload: { runId: run.runId },
    now,
  });
  if (!recorded.alertSent) return jobIds;
  const alertJobIds = await recordObjectEvent(trx, eventData, {
    orgId: run.orgId,
    type: "alert.sent",
    entityId: run.entityId,
    objectId: recorded.alertId,
    payload: { signalId: recorded.signalId },
    now,
  });
  const noteJobIds = await queueCrmNotes(trx, {
    orgId: run.orgId,
    entityId: run.entityId,
    alertId: recorded.alertId,
    now,
  });
  return [...jobIds, ...alertJobIds, ...noteJobIds];
}
