import { sql } from "kysely";
import type { Db } from "./database";

/*
 * Leads into the pipeline (docs/integrations.md, "Leads"): a tracked lead's company is owed to each
 * active connection that puts leads on its list, unless the list links it already; one row and one
 * `integration-lead` job each, in the track's own transaction. The job is
 * services/integrations/push-lead.ts.
 */

export const JOB_INTEGRATION_LEAD = "integration-lead";
export const LEAD_MAX_ATTEMPTS = 8;

/** Queues the company's pushes; returns their jobs, to dispatch after commit. */
export async function queueLeadPushes(
  trx: Db,
  a: { orgId: string; entityId: string; leadId: string; now: Date },
): Promise<string[]> {
  const r = await sql<{ id: string }>`
    with pushes as (
      insert into integration_leads (id, org_id, integration_id, entity_id, lead_id, status, attempts, created_at,
        updated_at)
      select gen_random_uuid(), i.org_id, i.id, ${a.entityId}, ${a.leadId}, 'pending', 0, ${a.now}, ${a.now}
      from integrations i
      where i.org_id = ${a.orgId} and i.state = 'active' and i.add_leads_to_list
        and not exists (select 1 from integration_links l
                        where l.integration_id = i.id and l.entity_id = ${a.entityId} and l.on_list)
      on conflict (integration_id, entity_id) do nothing
      returning id)
    insert into jobs (id, kind, payload, entity_id, dedupe_key, status, attempts, max_attempts, run_at, locked_until,
      last_error, created_at, updated_at)
    select gen_random_uuid(), ${JOB_INTEGRATION_LEAD}, jsonb_build_object('pushId', p.id), ${a.entityId},
      ${`${JOB_INTEGRATION_LEAD}:`} || p.id, 'pending', 0, ${LEAD_MAX_ATTEMPTS}, ${a.now}, null, null,
      ${a.now}, ${a.now}
    from pushes p
    returning id`.execute(trx);
  return r.rows.map((row) => row.id);
}
