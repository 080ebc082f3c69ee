import { sql } from "kysely";
import { enqueueJob } from "../../db/jobs";
import { ApiError } from "../../errors";
import { dispatchNow, type JobContext, type JobHandler } from "../../lifecycle/jobs";
import { JOB_INTEGRATION_SYNC, runSync, syncJobKey } from "./sync";

const HOUR = 3_600_000;
const BATCH = 200;

/**
 * The sync part of the scheduler's tick (the Node timer and the Workers cron): queues a sync for
 * every active connection whose last sync is an hour old or never happened, but for one waiting for
 * its owner's preview of the first (docs/integrations.md, "Sync"). Safe to run twice and from
 * several processes: the job's dedupe key is the connection and the hour. Returns the number queued.
 */
export async function scheduleDueSyncs(deps: Pick<JobContext, "db" | "clock" | "jobs" | "logger">): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .selectFrom("integrations")
    .select("id")
    .where("state", "=", "active")
    .where("awaiting_first_sync", "=", false)
    .where((eb) => eb.or([eb("last_sync_at", "is", null), eb("last_sync_at", "<=", new Date(now.getTime() - HOUR))]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("integration_syncs as s")
            .select(sql`1`.as("one"))
            .whereRef("s.integration_id", "=", "integrations.id")
            .where("s.started_at", ">", new Date(now.getTime() - HOUR)),
        ),
      ),
    )
    .orderBy("last_sync_at", (ob) => ob.asc().nullsFirst())
    .limit(BATCH)
    .execute();
  const ids: string[] = [];
  for (const { id } of due) {
    const jobId = await enqueueJob(deps.db, now, {
      kind: JOB_INTEGRATION_SYNC,
      payload: { integrationId: id },
      dedupeKey: syncJobKey(id, now),
    });
    if (jobId) ids.push(jobId);
  }
  await dispatchNow(deps, ids);
  return ids.length;
}

/** The `integration-sync` job: one sync; a connection gone, paused or needing attention is left alone. */
export const integrationSyncJob: JobHandler = async (ctx, payload) => {
  try {
    const { row } = await runSync({ ...ctx, waitUntil: (p) => void p }, String(payload.integrationId), "schedule");
    ctx.logger.info("integration synced", { integrationId: row.integration_id, status: row.status });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  }
};
