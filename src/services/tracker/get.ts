import type { AppDeps } from "../deps";
import { notFound } from "../../errors";
import type { Actor } from "../access/actor";
import type { View } from "../lists/paging";
import { loadEntity } from "./load";
import type { CompanyResponse } from "./get.schema";
import { operationFor } from "./views";

/** GET /api/v1/tracker/{id} and the tool `get_company`: full view by default, with `operation` for polling. */
export async function getCompany(
  deps: AppDeps,
  actor: Actor,
  id: string,
  opts: { view?: View } = {},
): Promise<CompanyResponse> {
  // The company and everything its view shows, in one statement.
  const loaded = await loadEntity(deps.db, actor.orgId, id, opts.view ?? "full");
  if (!loaded) throw notFound("Company");
  const { row, data, activeRun } = loaded;
  const operation = "operation" in data ? data.operation : operationFor(row, activeRun);
  return { data, operation };
}
