import type { JobRow } from "./types";

/**
 * How long a claimed job belongs to its runner unless renewed. The runner's heartbeat renews it
 * every JOB_HEARTBEAT_MS while the handler runs (a run may take minutes), so an expired lease means
 * the runner died or stalled: the job may be claimed again, and its handler takes over the work
 * the job had started. A dead runner's job is claimable at most JOB_LEASE_MS after its last beat,
 * and the local job runner polls every second: taken back within 90 s.
 */
export const JOB_LEASE_MS = 60_000;
/** Four beats a lease: a renewal the database refuses for a moment is retried before the lease runs out. */
export const JOB_HEARTBEAT_MS = JOB_LEASE_MS / 4;

/** This attempt is the job's last: a failure now makes it dead, not retried. */
export const isLastAttempt = (job: Pick<JobRow, "attempts" | "max_attempts">) => job.attempts >= job.max_attempts;

/**
 * Thrown by a handler whose work failed and that chooses when it is retried (webhook deliveries
 * follow their own schedule); any other error retries with the queue's backoff.
 */
export class RetryAfter extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
    this.name = "RetryAfter";
  }
}
