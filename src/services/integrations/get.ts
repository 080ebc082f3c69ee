import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { integrationOf } from "./read";
import { renderIntegration } from "./views";
import type { IntegrationResponse } from "./views.schema";

/** GET /api/v1/integrations/{id}: the connection, never its token. */
export async function getIntegration(deps: AppDeps, actor: Actor, id: string): Promise<IntegrationResponse> {
  return { data: renderIntegration(await integrationOf(deps.db, actor, id)) };
}
