import type { JobRow } from "../db/types";

/**
 * How long a claimed job belongs to its worker. After it, the job may be claimed again (its worker
 * died), and handlers treat work started longer ago than this as abandoned.
 */
export const JOB_LEASE_MS = 5 * 60_000;

/** This attempt is the job's last: a failure now makes it dead, not retried. */
export const isLastAttempt = (job: Pick<JobRow, "attempts" | "max_attempts">) => job.attempts >= job.max_attempts;
