import { sql } from "kysely";
import type { Db } from "./database";

/*
 * The notes an alert owes (docs/integrations.md, "Notes"): one per active CRM connection whose list
 * links the alert's company, each with its `integration-note` job, written in the alert's own
 * transaction (as the webhook deliveries of its event are), so a note is owed exactly when its
 * alert committed. The job that writes it is services/integrations/write-note.ts.
 */

export const JOB_INTEGRATION_NOTE = "integration-note";
/** Attempts of one note: the first and retries over about a day (write-note.ts NOTE_RETRY_DELAYS_MS). */
export const NOTE_MAX_ATTEMPTS = 8;

/** Queues the alert's notes; returns their jobs, to dispatch after commit. */
export async function queueCrmNotes(
  trx: Db,
  a: { orgId: string; entityId: string; alertId: string; now: Date },
): Promise<string[]> {
  const r = await sql<{ id: string }>`
    with notes as (
      insert into integration_notes
        (id, org_id, integration_id, alert_id, entity_id, crm_record_id, status, attempts, created_at, updated_at)
      select gen_random_uuid(), l.org_id, l.integration_id, ${a.alertId}, l.entity_id, l.crm_record_id, 'pending', 0,
        ${a.now}, ${a.now}
      from integration_links l
      join integrations i on i.id = l.integration_id
      where l.entity_id = ${a.entityId} and l.org_id = ${a.orgId} and l.on_list and i.state = 'active'
      on conflict (integration_id, alert_id) do nothing
      returning id)
    insert into jobs (id, kind, payload, entity_id, dedupe_key, status, attempts, max_attempts, run_at, locked_until,
      last_error, created_at, updated_at)
    select gen_random_uuid(), ${JOB_INTEGRATION_NOTE}, jsonb_build_object('noteId', n.id), ${a.entityId},
      ${`${JOB_INTEGRATION_NOTE}:`} || n.id, 'pending', 0, ${NOTE_MAX_ATTEMPTS}, ${a.now}, null, null,
      ${a.now}, ${a.now}
    from notes n
    returning id`.execute(trx);
  return r.rows.map((row) => row.id);
}
