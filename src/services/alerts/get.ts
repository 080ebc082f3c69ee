import type { AppDeps } from "../deps";
import { notFound } from "../../errors";
import type { Actor } from "../access/actor";
import type { View } from "../lists/paging";
import { requireUuid } from "../shared/path-id";
import type { AlertResponse } from "./get.schema";
import { renderAlert } from "./views";
import type { AlertFull } from "./views.schema";

/** GET /api/v1/alerts/{id} and the tool `get_alert`: full view (recipients, subject, rule evaluations) by default. */
export async function getAlert(deps: AppDeps, actor: Actor, id: string, view: View = "full"): Promise<AlertResponse> {
  requireUuid(id);
  const row = await alertRows(deps).where("a.id", "=", id).where("a.org_id", "=", actor.orgId).executeTakeFirst();
  if (!row) throw notFound("Alert");
  return { data: renderAlert(row, view) };
}

/**
 * The alert decision of a signal's run (full view), or null when it has none (a signal whose alert
 * was deleted). The web app's signal page shows it beside the signal; access is the signal's.
 */
export async function getAlertOfSignal(
  deps: AppDeps,
  actor: Actor,
  signal: { id: string; entityId: string },
): Promise<AlertFull | null> {
  const row = await alertRows(deps)
    .where("a.entity_id", "=", signal.entityId)
    .where("a.signal_id", "=", signal.id)
    .where("a.org_id", "=", actor.orgId)
    .orderBy("a.created_at", "desc")
    .executeTakeFirst();
  return row ? (renderAlert(row, "full") as AlertFull) : null;
}

function alertRows(deps: AppDeps) {
  return deps.db
    .selectFrom("alerts as a")
    .select([
      "a.id",
      "a.entity_id",
      "a.company_name",
      "a.signal_id",
      "a.outcome",
      "a.reason",
      "a.created_at",
      "a.recipients",
      "a.subject",
      "a.rule_evaluations",
    ]);
}
