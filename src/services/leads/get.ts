import type { AppDeps } from "../deps";
import { notFound } from "../../errors";
import type { Actor } from "../access/actor";
import type { View } from "../lists/paging";
import { requireUuid } from "../shared/path-id";
import type { LeadResponse } from "./get.schema";
import { loadLead } from "./views";

/** GET /api/v1/leads/{id} and the tool `get_lead`: full view (company detail, evidence) by default. */
export async function getLead(deps: AppDeps, actor: Actor, id: string, view: View = "full"): Promise<LeadResponse> {
  requireUuid(id);
  const data = await loadLead(deps.db, actor.orgId, id, view);
  if (!data) throw notFound("Lead");
  return { data };
}
