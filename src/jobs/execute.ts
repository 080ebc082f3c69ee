import type { AppDeps } from "../services/deps";
import type { JobRow } from "../db/types";
import { isDatabaseUnavailable, retryWhileUnavailable } from "../db/unavailable";
import { startHeartbeat } from "./heartbeat";
import { JOB_LEASE_MS, RetryAfter } from "../db/job-lease";
import { handBack, markDone, markFailed } from "../db/jobs";
import type { JobHandlers } from "../lifecycle/jobs";

/**
 * Runs one claimed job and records the outcome. Unknown kinds die at once (retrying cannot help).
 * "lost": this runner stalled past its lease and another attempt holds the job now, whose outcome
 * is the one recorded.
 */
export async function executeJob(
  deps: AppDeps,
  handlers: JobHandlers,
  job: JobRow,
): Promise<"done" | "retry" | "dead" | "lost"> {
  const handler = handlers[job.kind];
  if (!handler) {
    return (
      (await markFailed(deps.db, deps.clock.now(), job, `no handler for job kind '${job.kind}'`, true)) ??
      notHeld(deps, job)
    );
  }
  const heartbeat = startHeartbeat(deps, job);
  try {
    await handler(deps, job.payload as Record<string, unknown>, job);
    return (await markDone(deps.db, deps.clock.now(), job)) ? "done" : await notHeld(deps, job);
  } catch (err) {
    if (isDatabaseUnavailable(err)) return handBackAfterOutage(deps, job, err);
    const delayMs = err instanceof RetryAfter ? err.delayMs : undefined;
    const outcome =
      (await markFailed(
        deps.db,
        deps.clock.now(),
        job,
        err instanceof Error ? err.message : String(err),
        undefined,
        delayMs,
      )) ?? (await notHeld(deps, job));
    deps.logger.warn("job failed", { jobId: job.id, kind: job.kind, attempt: job.attempts, outcome, error: err });
    return outcome;
  } finally {
    heartbeat.stop();
  }
}

/**
 * The job was no longer this attempt's to record: another attempt's, or deleted with its company (nothing left to do).
 */
async function notHeld(deps: AppDeps, job: JobRow): Promise<"done" | "lost"> {
  const row = await deps.db.selectFrom("jobs").select("id").where("id", "=", job.id).executeTakeFirst();
  return row ? "lost" : "done";
}

/**
 * The handler failed because the database went away: once it answers again (retried with the
 * runner's outage backoff), the job goes back to the queue due at once and without spending an
 * attempt, so an outage neither waits out the lease nor uses up a job's retries. An outage longer
 * than the lease leaves the job to the next claim after it, as for a dead runner.
 */
async function handBackAfterOutage(deps: AppDeps, job: JobRow, cause: unknown): Promise<"retry" | "lost"> {
  deps.logger.warn("job interrupted by a database outage; handing it back once the database answers", {
    jobId: job.id,
    kind: job.kind,
  });
  const message = `database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`;
  try {
    return (await retryWhileUnavailable(() => handBack(deps.db, deps.clock.now(), job, message), JOB_LEASE_MS))
      ? "retry"
      : "lost";
  } catch {
    // Still down after a lease (or another failure): the next claim after the lease takes it.
    return "retry";
  }
}
