import type { AppDeps } from "../services/deps";
import { executeJob } from "../jobs/execute";
import { JOB_LEASE_MS } from "../db/job-lease";
import { claimDueJobs } from "../db/jobs";
import type { JobDispatcher, JobHandlers } from "../lifecycle/jobs";

/**
 * The Workers fallback when QStash is not configured (local `npm run dev:worker`, a Worker without
 * QStash): a dispatched job is worked in this invocation after the response, through `waitUntil`,
 * and the cron sweep works whatever was missed or is due for a retry. The jobs table stays the
 * source of truth, so nothing is lost when an invocation ends early; a job claimed by an invocation
 * that died is claimed again once its lease expires.
 */
export class InlineJobRunner implements JobDispatcher {
  readonly name = "inline";

  constructor(
    private readonly deps: () => AppDeps,
    private readonly handlers: JobHandlers,
  ) {}

  async dispatch(jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    const deps = this.deps();
    deps.waitUntil(this.work(deps, jobIds));
  }

  private async work(deps: AppDeps, jobIds: string[]): Promise<void> {
    const size = Math.max(1, deps.config.JOB_CONCURRENCY);
    for (let i = 0; i < jobIds.length; i += size) {
      // Only jobs that are still due are claimed: one already worked elsewhere, or waiting for a
      // retry's backoff, is left alone.
      const jobs = await claimDueJobs(deps.db, deps.clock.now(), JOB_LEASE_MS, size, jobIds.slice(i, i + size));
      await Promise.all(jobs.map((job) => executeJob(deps, this.handlers, job)));
    }
  }
}
