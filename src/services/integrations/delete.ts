import { notFound } from "../../errors";
import type { Actor } from "../access/actor";
import { recordAudit } from "../audit/record";
import type { AppDeps } from "../deps";
import { requireUuid } from "../shared/path-id";
import type { IntegrationDeleted } from "./delete.schema";
import { integrationTarget } from "./views";

/**
 * DELETE /api/v1/integrations/{id}: the connection and its sealed token go; the companies it
 * brought in stay tracked (docs/integrations.md). A second delete is 404.
 */
export async function deleteIntegration(deps: AppDeps, actor: Actor, id: string): Promise<IntegrationDeleted> {
  requireUuid(id);
  await deps.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("integrations")
      .where("id", "=", id)
      .where("org_id", "=", actor.orgId)
      .returningAll()
      .executeTakeFirst();
    if (!gone) throw notFound("Integration");
    await recordAudit(trx, {
      action: "integration.disconnected",
      by: actor,
      orgId: actor.orgId,
      target: integrationTarget(gone),
      details: { kind: gone.kind, listId: gone.list_id },
      at: deps.clock.now(),
    });
  });
  return { data: { id, deleted: true } };
}
