import type { AppDeps } from "../deps";
import { notFound } from "../../errors";
import type { Actor } from "../actor";
import type { View } from "../listing";
import { requireUuid } from "../path-id";
import type { AlertResponse } from "./get.schema";
import { renderAlert } from "./views";

/** GET /api/v1/alerts/{id} and the tool `get_alert`: full view (recipients, subject, rule evaluations) by default. */
export async function getAlert(deps: AppDeps, actor: Actor, id: string, view: View = "full"): Promise<AlertResponse> {
  requireUuid(id);
  const row = await deps.db
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
    ])
    .where("a.id", "=", id)
    .where("a.org_id", "=", actor.orgId)
    .executeTakeFirst();
  if (!row) throw notFound("Alert");
  return { data: renderAlert(row, view) };
}
