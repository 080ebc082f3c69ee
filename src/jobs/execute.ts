import type { AppDeps } from "../deps";
import type { JobRow } from "../db/types";
import { startHeartbeat } from "./heartbeat";
import { markDone, markFailed } from "./store";
import type { JobHandlers } from "./types";

/**
 * Runs one claimed job and records the outcome. Unknown kinds die at once (retrying cannot help).
 * "lost": this worker stalled past its lease and another attempt holds the job now, whose outcome
 * is the one recorded.
 */
export async function executeJob(deps: AppDeps, handlers: JobHandlers, job: JobRow): Promise<"done" | "retry" | "dead" | "lost"> {
  const handler = handlers[job.kind];
  if (!handler) {
    return (await markFailed(deps.db, deps.clock.now(), job, `no handler for job kind '${job.kind}'`, true)) ?? notHeld(deps, job);
  }
  const heartbeat = startHeartbeat(deps, job);
  try {
    await handler(deps, job.payload as Record<string, unknown>, job);
    return (await markDone(deps.db, deps.clock.now(), job)) ? "done" : await notHeld(deps, job);
  } catch (err) {
    const outcome = (await markFailed(deps.db, deps.clock.now(), job, err instanceof Error ? err.message : String(err))) ?? (await notHeld(deps, job));
    deps.logger.warn("job failed", { jobId: job.id, kind: job.kind, attempt: job.attempts, outcome, error: err });
    return outcome;
  } finally {
    heartbeat.stop();
  }
}

/** The job was no longer this attempt's to record: another attempt's, or deleted with its company (nothing left to do). */
async function notHeld(deps: AppDeps, job: JobRow): Promise<"done" | "lost"> {
  const row = await deps.db.selectFrom("jobs").select("id").where("id", "=", job.id).executeTakeFirst();
  return row ? "lost" : "done";
}
