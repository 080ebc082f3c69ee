import type { IntegrationSyncRow } from "../../db/types";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { finishPage, type KeysetRow, keysetPage, pageSize } from "../lists/paging";
import { integrationOf } from "./read";
import type { IntegrationSyncList } from "./sync.schema";
import type { IntegrationSyncListQuery } from "./list-syncs.schema";
import { renderSync } from "./views";

/** GET /api/v1/integrations/{id}/syncs: the connection's sync log, newest first, cursor pages (spec 4.1). */
export async function listIntegrationSyncs(
  deps: AppDeps,
  actor: Actor,
  id: string,
  q: IntegrationSyncListQuery,
): Promise<IntegrationSyncList> {
  await integrationOf(deps.db, actor, id);
  const limit = pageSize(q.limit);
  const scope = { orgId: actor.orgId, query: { list: "integration-syncs", id } };
  const pos = await deps.cursors.positionOf(q.cursor, scope);
  const rows = (await keysetPage(
    deps.db.selectFrom("integration_syncs").selectAll().where("integration_id", "=", id),
    { createdAt: "started_at", id: "id" },
    pos,
    limit,
  ).execute()) as (IntegrationSyncRow & KeysetRow)[];
  const page = await finishPage(rows, limit, deps.cursors, scope);
  return { data: page.rows.map(renderSync), nextCursor: page.nextCursor };
}
