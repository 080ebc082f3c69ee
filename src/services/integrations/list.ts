import type { IntegrationRow } from "../../db/types";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { finishPage, type KeysetRow, keysetPage, pageSize } from "../lists/paging";
import type { IntegrationList, IntegrationListQuery } from "./list.schema";
import { renderIntegration } from "./views";

/** GET /api/v1/integrations: the organisation's connections, newest first, cursor pages (spec 4.1). */
export async function listIntegrations(deps: AppDeps, actor: Actor, q: IntegrationListQuery): Promise<IntegrationList> {
  const limit = pageSize(q.limit);
  const scope = { orgId: actor.orgId, query: { list: "integrations" } };
  const pos = await deps.cursors.positionOf(q.cursor, scope);
  const rows = (await keysetPage(
    deps.db.selectFrom("integrations").selectAll().where("org_id", "=", actor.orgId),
    { createdAt: "created_at", id: "id" },
    pos,
    limit,
  ).execute()) as (IntegrationRow & KeysetRow)[];
  const page = await finishPage(rows, limit, deps.cursors, scope);
  return { data: page.rows.map(renderIntegration), nextCursor: page.nextCursor };
}
