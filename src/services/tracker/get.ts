import type { AppDeps } from "../../deps";
import { notFound } from "../../errors";
import type { Actor } from "../actor";
import type { View } from "../listing";
import { hasActiveRun } from "./lifecycle";
import { operationFor, renderEntities, type Operation, type TrackerItem } from "./views";

export interface GetCompanyResponse {
  data: TrackerItem;
  /** Also in the full view's data; here in every view, where POST /tracker puts it too. */
  operation: Operation;
}

/** GET /api/v1/tracker/{id} and the tool `get_company`: full view by default, with `operation` for polling. */
export async function getCompany(deps: AppDeps, actor: Actor, id: string, opts: { view?: View } = {}): Promise<GetCompanyResponse> {
  const row = await deps.db.selectFrom("entities").selectAll().where("id", "=", id).where("org_id", "=", actor.orgId).executeTakeFirst();
  if (!row) throw notFound("Company");
  const view = opts.view ?? "full";
  const [data] = await renderEntities(deps.db, [row], view);
  const operation = "operation" in data! ? data.operation : operationFor(row, await hasActiveRun(deps.db, row.id));
  return { data: data!, operation };
}
