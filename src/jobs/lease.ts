import type { JobRow } from "../db/types";

/**
 * How long a claimed job belongs to its worker unless renewed. The worker renews it every
 * JOB_LEASE_RENEW_MS while the handler runs (a run may take longer than a lease), so an expired
 * lease means the worker died or stalled: the job may be claimed again, and its handler takes over
 * the work the job had started.
 */
export const JOB_LEASE_MS = 5 * 60_000;
export const JOB_LEASE_RENEW_MS = JOB_LEASE_MS / 5;

/** This attempt is the job's last: a failure now makes it dead, not retried. */
export const isLastAttempt = (job: Pick<JobRow, "attempts" | "max_attempts">) => job.attempts >= job.max_attempts;
