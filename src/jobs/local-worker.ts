import type { AppDeps } from "../deps";
import { executeJob } from "./execute";
import { JOB_LEASE_MS } from "./lease";
import { claimDueJobs } from "./store";
import type { JobDispatcher, JobHandlers } from "./types";

/**
 * The embedded default: the server process works the jobs table itself. Jobs survive a restart
 * (they are rows), and a job whose worker died is claimed again once its lease expires.
 */
export class LocalWorker implements JobDispatcher {
  readonly name = "local";
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private active = new Set<Promise<unknown>>();
  private wake: (() => void) | null = null;

  constructor(
    private readonly deps: () => AppDeps,
    private readonly handlers: JobHandlers,
    private readonly opts: { concurrency: number; pollMs: number } = { concurrency: 2, pollMs: 1000 },
  ) {}

  /** Called after a commit that queued jobs: work them now rather than at the next poll. */
  async dispatch(): Promise<void> {
    this.wake?.();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.loop();
  }

  /** Stops claiming, and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await Promise.allSettled([...this.active]);
  }

  /** Works every due job until none is left (tests move the clock and call this). */
  async drain(maxRounds = 100): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxRounds; i++) {
      const n = await this.tick();
      total += n;
      if (n === 0) break;
    }
    return total;
  }

  /** One round: claim up to `concurrency` due jobs and run them in parallel. */
  async tick(): Promise<number> {
    const deps = this.deps();
    const jobs = await claimDueJobs(deps.db, deps.clock.now(), JOB_LEASE_MS, this.opts.concurrency);
    await Promise.all(
      jobs.map((job) => {
        const p = executeJob(deps, this.handlers, job).catch((err) => deps.logger.error("job bookkeeping failed", { jobId: job.id, error: err }));
        this.active.add(p);
        return p.finally(() => this.active.delete(p));
      }),
    );
    return jobs.length;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let worked = 0;
      try {
        worked = await this.tick();
      } catch (err) {
        this.deps().logger.error("job worker tick failed", { error: err });
      }
      if (!this.running) break;
      if (worked > 0) continue;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        this.timer = setTimeout(resolve, this.opts.pollMs);
      });
      this.wake = null;
    }
  }
}
