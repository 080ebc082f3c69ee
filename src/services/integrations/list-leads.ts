import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { finishPage, type KeysetRow, keysetPage, pageSize } from "../lists/paging";
import { ts } from "../shared/timestamps";
import type { IntegrationLead, IntegrationLeadList, IntegrationLeadListQuery } from "./leads.schema";
import { integrationOf } from "./read";

/** GET /api/v1/integrations/{id}/leads: the companies tracked leads owe the list, newest first (spec 4.1). */
export async function listIntegrationLeads(
  deps: AppDeps,
  actor: Actor,
  id: string,
  q: IntegrationLeadListQuery,
): Promise<IntegrationLeadList> {
  await integrationOf(deps.db, actor, id);
  const limit = pageSize(q.limit);
  const scope = { orgId: actor.orgId, query: { list: "integration-leads", id } };
  const pos = await deps.cursors.positionOf(q.cursor, scope);
  const query = deps.db
    .selectFrom("integration_leads as p")
    .innerJoin("entities as e", "e.id", "p.entity_id")
    .selectAll("p")
    .select("e.company_name")
    .where("p.integration_id", "=", id);
  type Row = Awaited<ReturnType<typeof query.executeTakeFirstOrThrow>>;
  const rows = (await keysetPage(query, { createdAt: "p.created_at", id: "p.id" }, pos, limit).execute()) as (Row &
    KeysetRow)[];
  const page = await finishPage(rows, limit, deps.cursors, scope);
  return {
    data: page.rows.map(
      (r): IntegrationLead => ({
        id: r.id,
        integrationId: r.integration_id,
        entityId: r.entity_id,
        companyName: r.company_name,
        leadId: r.lead_id,
        status: r.status,
        attempts: r.attempts,
        crmRecordId: r.crm_record_id,
        crmStatus: r.crm_status,
        error: r.error,
        createdAt: ts(r.created_at),
        updatedAt: ts(r.updated_at),
      }),
    ),
    nextCursor: page.nextCursor,
  };
}
