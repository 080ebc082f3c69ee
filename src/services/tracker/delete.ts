import type { AppDeps } from "../deps";
import { notFound, validationError } from "../../errors";
import { getCompany } from "./get";
import type { Actor } from "../access/actor";
import { recordAudit } from "../audit/record";
import { recordEvent } from "../../db/events";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import type { Deleted } from "./delete.schema";
import type { TrackerFull } from "./views.schema";

/**
 * DELETE /api/v1/tracker/{id} and the tool `remove_company`: the company and its whole history
 * (founders, runs, snapshots, signals, alerts, queued jobs, its events) go in one transaction;
 * the foreign keys cascade, with its audit row (`company.deleted`). Leads keep their decision but
 * lose `trackedEntityId` (set null).
 * A second delete finds nothing: 404.
 */
export async function deleteCompany(deps: AppDeps, actor: Actor, id: string): Promise<Deleted> {
  const now = deps.clock.now();
  const jobIds = await deps.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("entities")
      .where("id", "=", id)
      .where("org_id", "=", actor.orgId)
      .returning(["id", "company_name", "company_website"])
      .executeTakeFirst();
    if (!gone) throw notFound("Company");
    await recordAudit(trx, {
      action: "company.deleted",
      by: actor,
      orgId: actor.orgId,
      target: { type: "company", id, label: gone.company_name ?? gone.company_website },
      details: { website: gone.company_website },
      at: now,
    });
    // Events carry no foreign key: the history goes, except events still on their way to a
    // webhook (they were sent as the client's record; retention prunes them, docs/webhooks.md).
    await trx
      .deleteFrom("events")
      .where("org_id", "=", actor.orgId)
      .where("entity_id", "=", id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("webhook_deliveries as d").select("d.id").whereRef("d.event_id", "=", "events.id"))),
      )
      .execute();
    return recordEvent(trx, {
      orgId: actor.orgId,
      type: "company.deleted",
      entityId: null,
      data: { id },
      payload: { id },
      now,
    });
  });
  dispatchAfterCommit(deps, jobIds);
  return { data: { id, deleted: true } };
}

/**
 * The web app's delete: the person types the company's name to confirm (docs/web.md), so a slip of
 * the mouse cannot remove a company's history. A name that differs is a 400 on `confirmName`.
 */
export async function deleteCompanyConfirmed(
  deps: AppDeps,
  actor: Actor,
  id: string,
  confirmName: string,
): Promise<{ name: string }> {
  const { data } = await getCompany(deps, actor, id, { view: "full" });
  const company = data as TrackerFull;
  const name = company.companyName ?? company.companyWebsite ?? "Unnamed company";
  if (confirmName.trim() !== name)
    throw validationError([{ path: "confirmName", message: `must be the company's name, “${name}”, exactly` }]);
  await deleteCompany(deps, actor, id);
  return { name };
}
