import { ApiError } from "../../errors";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { integrationOf } from "./read";
import { runSync, type SyncTrigger } from "./sync";
import type { IntegrationSyncResponse } from "./sync.schema";
import { renderSync } from "./views";

/**
 * POST /api/v1/integrations/{id}/sync and the web app's "Sync now": the organisation's connection
 * synced now, answered with its counts. The CRM limiting or failing is a 503 with Retry-After
 * (the hourly sync tries again by itself); a token it refuses or a list it no longer has turns the
 * connection to needs_attention, a 409 `integration_paused`. Either way the sync is in the log.
 */
export async function syncIntegrationNow(
  deps: AppDeps,
  actor: Actor,
  id: string,
  trigger: Extract<SyncTrigger, "api" | "web"> = "api",
): Promise<IntegrationSyncResponse> {
  await integrationOf(deps.db, actor, id);
  const { row, failure } = await runSync(deps, id, trigger);
  if (failure?.reason === "rate_limited" || failure?.reason === "unavailable")
    throw new ApiError(
      "service_unavailable",
      `${row.error ?? "The CRM could not be asked."} What was read before is synced; retry in a moment.`,
      { syncId: row.id },
      { "Retry-After": String(failure.retryAfterSeconds ?? 30) },
    );
  const now = await integrationOf(deps.db, actor, id);
  if (failure && now.state === "needs_attention")
    throw new ApiError(
      "integration_paused",
      `${row.error ?? "The CRM refused the sync."} The connection needs attention (${now.state_reason}): ` +
        "send a new token or list with PATCH.",
      { syncId: row.id, state: now.state, stateReason: now.state_reason },
    );
  return { data: renderSync(row) };
}
