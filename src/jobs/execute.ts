import type { AppDeps } from "../deps";
import type { JobRow } from "../db/types";
import { JOB_LEASE_MS, JOB_LEASE_RENEW_MS } from "./lease";
import { markDone, markFailed, renewLease } from "./store";
import type { JobHandlers } from "./types";

/** Runs one claimed job and records the outcome. Unknown kinds die at once (retrying cannot help). */
export async function executeJob(deps: AppDeps, handlers: JobHandlers, job: JobRow): Promise<"done" | "retry" | "dead"> {
  const handler = handlers[job.kind];
  if (!handler) {
    await markFailed(deps.db, deps.clock.now(), { ...job, attempts: job.max_attempts }, `no handler for job kind '${job.kind}'`);
    return "dead";
  }
  // The lease is renewed while the handler runs, so a long run is not claimed again by another
  // worker; only a dead or stalled worker's lease runs out.
  const renewal = setInterval(() => {
    renewLease(deps.db, deps.clock.now(), job, JOB_LEASE_MS).catch((err: unknown) =>
      deps.logger.warn("job lease renewal failed", { jobId: job.id, kind: job.kind, error: err }),
    );
  }, JOB_LEASE_RENEW_MS);
  (renewal as { unref?: () => void }).unref?.();
  try {
    await handler(deps, job.payload as Record<string, unknown>, job);
    await markDone(deps.db, deps.clock.now(), job.id);
    return "done";
  } catch (err) {
    const outcome = await markFailed(deps.db, deps.clock.now(), job, err instanceof Error ? err.message : String(err));
    deps.logger.warn("job failed", { jobId: job.id, kind: job.kind, attempt: job.attempts, outcome, error: err });
    return outcome;
  } finally {
    clearInterval(renewal);
  }
}
