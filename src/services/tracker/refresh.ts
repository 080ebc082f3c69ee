import type { AppDeps } from "../deps";
import { ApiError, notFound } from "../../errors";
import type { Actor } from "../access/actor";
import { ts } from "../shared/timestamps";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import { queueRun } from "../../lifecycle/queue";
import type { RefreshResponse } from "./refresh.schema";
import { POLL_INTERVAL_SECONDS, pollUrl } from "./views";

/**
 * POST /api/v1/tracker/{id}/refresh and the tool `refresh_company`: queues a run now. A paused
 * company → 409 entity_paused; a run already queued or running → 409 run_in_progress (decided by
 * the unique index on active runs, so two refreshes at once queue one run).
 */
export async function refreshCompany(deps: AppDeps, actor: Actor, id: string): Promise<RefreshResponse> {
  const now = deps.clock.now();
  const { record, jobIds } = await deps.db.transaction().execute(async (trx) => {
    const entity = await trx
      .selectFrom("entities")
      .select(["id", "org_id", "status", "last_scraped_at"])
      .where("id", "=", id)
      .where("org_id", "=", actor.orgId)
      .executeTakeFirst();
    if (!entity) throw notFound("Company");
    if (entity.status === "paused") {
      throw new ApiError(
        "entity_paused",
        "This company is paused. Resume it (status ok: PATCH /api/v1/tracker/{id}, or the tool update_company) " +
          "before refreshing.",
      );
    }
    const run = await queueRun(trx, entity, "refresh", now);
    if (!run) {
      throw new ApiError(
        "run_in_progress",
        "A run for this company is already queued or running. Poll the company until it finishes.",
      );
    }
    const record: RefreshResponse["refresh"] = {
      entityId: entity.id,
      taskId: run.runId,
      status: "queued",
      pollUrl: pollUrl(entity.id),
      baselineLastScrapedAt: ts(entity.last_scraped_at),
      suggestedPollIntervalSeconds: POLL_INTERVAL_SECONDS,
    };
    return { record, jobIds: run.jobIds };
  });
  dispatchAfterCommit(deps, jobIds);
  return { refresh: record };
}
