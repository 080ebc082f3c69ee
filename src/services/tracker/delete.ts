import type { AppDeps } from "../deps";
import { notFound } from "../../errors";
import type { Actor } from "../actor";
import { recordEvent } from "../../db/events";
import type { Deleted } from "./delete.schema";

/**
 * DELETE /api/v1/tracker/{id} and the tool `remove_company`: the company and its whole history
 * (founders, runs, snapshots, signals, alerts, queued jobs, its events) go in one transaction;
 * the foreign keys cascade. Leads keep their decision but lose `trackedEntityId` (set null).
 * A second delete finds nothing: 404.
 */
export async function deleteCompany(deps: AppDeps, actor: Actor, id: string): Promise<Deleted> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom("entities").where("id", "=", id).where("org_id", "=", actor.orgId).returning("id").executeTakeFirst();
    if (!gone) throw notFound("Company");
    // Events carry no foreign key (they outlive what they describe for webhooks); the history goes.
    await trx.deleteFrom("events").where("org_id", "=", actor.orgId).where("entity_id", "=", id).execute();
    await recordEvent(trx, { orgId: actor.orgId, type: "tracker.entity.deleted", entityId: null, payload: { id }, now });
  });
  return { data: { id, deleted: true } };
}
