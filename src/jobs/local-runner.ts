import type { AppDeps } from "../services/deps";
import { executeJob } from "./execute";
import { JOB_LEASE_MS } from "../db/job-lease";
import { OutageBackoff } from "./outage";
import { claimDueJobs, type JobPool } from "../db/jobs";
import type { JobDispatcher, JobHandlers } from "../lifecycle/jobs";

/**
 * The embedded default: the server process works the jobs table itself. Jobs survive a restart
 * (they are rows), and a job whose runner died is claimed again once its lease expires. While the
 * database fails, the loop backs off (at most OUTAGE_RETRY_MAX_MS) and resumes by itself.
 */
export class LocalJobRunner implements JobDispatcher {
  readonly name = "local";
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private active = new Set<Promise<unknown>>();
  private wake: (() => void) | null = null;
  /** A job ended or was dispatched while the loop was busy claiming: look again before sleeping. */
  private poked = false;
  private readonly outage = new OutageBackoff(() => this.deps().logger, "job runner");

  constructor(
    private readonly deps: () => AppDeps,
    private readonly handlers: JobHandlers,
    private readonly opts: { concurrency: number; pollMs: number; pool?: JobPool } = { concurrency: 2, pollMs: 1000 },
  ) {}

  /** Called after a commit that queued jobs: work them now rather than at the next poll. */
  async dispatch(): Promise<void> {
    this.poke();
  }

  private poke(): void {
    if (this.wake) this.wake();
    else this.poked = true;
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
  drain(maxRounds = 100): Promise<number> {
    return drainRounds(() => this.tick(), maxRounds);
  }

  /** One round: claim up to `concurrency` due jobs and run them in parallel (tests drain with it). */
  async tick(): Promise<number> {
    const deps = this.deps();
    const jobs = await claimDueJobs(
      deps.db,
      deps.clock.now(),
      JOB_LEASE_MS,
      this.opts.concurrency,
      undefined,
      this.opts.pool,
    );
    await Promise.all(jobs.map((job) => this.run(deps, job)));
    return jobs.length;
  }

  /** Runs one claimed job in a slot; its end frees the slot and wakes the loop to fill it. */
  private run(deps: AppDeps, job: Parameters<typeof executeJob>[2]): Promise<void> {
    const p: Promise<void> = executeJob(deps, this.handlers, job)
      .then(() => undefined)
      .catch((err) => deps.logger.error("job bookkeeping failed", { jobId: job.id, error: err }))
      .finally(() => {
        this.active.delete(p);
        this.poke();
      });
    this.active.add(p);
    return p;
  }

  /**
   * A pool of `concurrency` slots, each refilled as soon as its job ends: a slow job (a site that
   * takes minutes) holds one slot, never the queue. Waits for a free slot, a dispatch or the poll.
   */
  private async loop(): Promise<void> {
    while (this.running) {
      const free = this.opts.concurrency - this.active.size;
      let claimed = 0;
      let wait = this.opts.pollMs;
      if (free > 0) {
        try {
          const deps = this.deps();
          const jobs = await claimDueJobs(deps.db, deps.clock.now(), JOB_LEASE_MS, free, undefined, this.opts.pool);
          this.outage.succeeded();
          claimed = jobs.length;
          for (const job of jobs) void this.run(deps, job);
        } catch (err) {
          // The database is down (or failing): back off, never crash; a dispatch still wakes us.
          wait = this.outage.failed(err);
        }
      }
      if (!this.running) break;
      // Every free slot was filled: more may be due, so claim again (it waits below if all are busy).
      if (claimed > 0 && claimed === free) continue;
      if (this.poked) {
        this.poked = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        this.timer = setTimeout(resolve, wait);
      });
      if (this.timer) clearTimeout(this.timer);
      this.wake = null;
    }
  }
}

/**
 * Several local runners over one jobs table, each claiming its own pool of jobs with its own slots
 * (webhook deliveries apart from runs and enrichment, so neither waits for the other), driven as one.
 */
export class JobRunnerPools implements JobDispatcher {
  readonly name = "local";
  constructor(readonly pools: LocalJobRunner[]) {}

  async dispatch(): Promise<void> {
    await Promise.all(this.pools.map((p) => p.dispatch()));
  }

  start(): void {
    for (const p of this.pools) p.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.pools.map((p) => p.stop()));
  }

  /** Works every due job of every pool until none is left (tests move the clock and call this). */
  drain(maxRounds = 100): Promise<number> {
    return drainRounds(() => this.tick(), maxRounds);
  }

  async tick(): Promise<number> {
    let n = 0;
    for (const p of this.pools) n += await p.tick();
    return n;
  }
}

/** Ticks until a round claims nothing (or `maxRounds`); returns the jobs worked. */
async function drainRounds(tick: () => Promise<number>, maxRounds: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxRounds; i++) {
    const n = await tick();
    total += n;
    if (n === 0) break;
  }
  return total;
}
