import type { AppDeps } from "../deps";
import { notFound } from "../../errors";
import type { Actor } from "../access/actor";
import type { View } from "../lists/paging";
import { requireUuid } from "../shared/path-id";
import type { SignalResponse } from "./get.schema";
import { FULL_SIGNAL_COLUMNS, renderSignal, SIGNAL_COLUMNS } from "./views";

/** GET /api/v1/signals/{id} and the tool `get_signal`: full view (whole summary, all evidence, analysis) by default. */
export async function getSignal(deps: AppDeps, actor: Actor, id: string, view: View = "full"): Promise<SignalResponse> {
  requireUuid(id);
  const row = await deps.db
    .selectFrom("signals as s")
    .select([...SIGNAL_COLUMNS, ...FULL_SIGNAL_COLUMNS])
    .where("s.id", "=", id)
    .where("s.org_id", "=", actor.orgId)
    .executeTakeFirst();
  if (!row) throw notFound("Signal");
  return { data: renderSignal(row, view) };
}
