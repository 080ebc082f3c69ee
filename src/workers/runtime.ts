import { Redis } from "@upstash/redis/cloudflare";
import type { App, DepsProvider } from "../app";
import { ConfigError } from "../config";
import type { DatabaseHandle } from "../db/database";
import { openNeon } from "../db/open-neon";
import type { AppDeps, Metrics } from "../services/deps";
import { backgroundTasks, buildDeps, resolveCursorSecret, upstashSettings } from "../deps-factory";
import { ApiError, serviceUnavailable } from "../errors";
import { allJobHandlers } from "../services/job-handlers";
import { createQStashDispatcher } from "../jobs/qstash";
import { scheduleDueRuns } from "../lifecycle/cadence";
import { scheduleDueSyncs } from "../services/integrations/schedule";
import { scheduleDueChecks } from "../lifecycle/checks";
import { scheduleDueDigests } from "../services/digest/schedule";
import { runMaintenance, sweepUndeliveredJobs } from "../jobs/schedule";
import { createPipeline } from "../pipeline";
import { newBreakerState } from "../platform/breaker";
import { systemClock } from "../platform/clock";
import { MemoryCounterStore } from "../platform/counters";
import { createLogger } from "../platform/logger";
import type { ViewerAsset } from "../platform/viewer-asset";
import { LastUsedRecorder } from "../services/keys/last-used";
import { InlineJobRunner } from "./inline-jobs";
import { workerSettings } from "./settings";
import type { ExecutionContextLike, ScheduledControllerLike, WorkerEnv, WorkerModule } from "./types";

/**
 * What outlives a request in one isolate. A database connection must not (workerd cancels a
 * request that waits on another request's socket), so only in-memory state is kept here: the
 * embedded counters (used when Upstash is not configured), the key-use buffer, the fail-open
 * counters shown on /healthz, Upstash ratelimit's ephemeral cache, the Upstash circuit breaker's
 * state (so a dead Redis is skipped by every request, not rediscovered by each), and the cursor secret.
 */
const isolate = {
  memoryCounters: new MemoryCounterStore(systemClock),
  lastUsed: new LastUsedRecorder(),
  metrics: { failOpen: 0, idempotencyFailOpen: 0 } satisfies Metrics,
  rateLimitCache: new Map<string, number>(),
  upstashBreaker: newBreakerState(),
  // Only the resolved string is shared: a promise resolved by another request's I/O is not.
  cursorSecrets: new Map<string, string>(),
};

/** What an entry adds to every request's dependencies: the reference viewer, when it bundles it. */
export interface WorkerExtras {
  viewer?: ViewerAsset;
}

/** One request's (or one cron event's) dependencies, and how to let go of them afterwards. */
export interface WorkerScope {
  deps: AppDeps;
  /** Waits for the work handed to `deps.waitUntil`, then closes the database connections. */
  close(): Promise<void>;
}

/**
 * Builds the dependencies for one invocation: a Neon pool of its own (closed by `close`),
 * Upstash counters and idempotency when UPSTASH_* are set (else the isolate's in-memory counters
 * and the Postgres idempotency store), and the job dispatcher. Throws ConfigError on bad bindings.
 */
export async function openWorkerScope(
  env: WorkerEnv,
  ctx: ExecutionContextLike,
  extras: WorkerExtras = {},
): Promise<WorkerScope> {
  const { config, wsProxy } = workerSettings(env);
  const logger = createLogger(config.LOG_LEVEL);
  let closing = false;
  const handle: DatabaseHandle = openNeon({
    connectionString: config.DATABASE_URL,
    wsProxy,
    max: 5,
    connectionTimeoutMillis: 10_000,
    // Closing the pool ends its idle connections, which the driver reports as errors: expected.
    onIdleClientError: (err) => {
      if (!closing) logger.warn("idle database connection failed", { error: errorMessage(err) });
    },
  });
  const background = backgroundTasks(logger);
  const close = async () => {
    await background.settle();
    closing = true;
    await handle.close();
  };

  let cursorSecret = isolate.cursorSecrets.get(config.DATABASE_URL);
  if (cursorSecret === undefined) {
    try {
      cursorSecret = await resolveCursorSecret(config, handle);
    } catch (err) {
      ctx.waitUntil(close());
      logger.error("database unavailable", { error: err });
      throw serviceUnavailable();
    }
    isolate.cursorSecrets.set(config.DATABASE_URL, cursorSecret);
  }

  const upstash = upstashSettings(config);
  let deps!: AppDeps;
  deps = buildDeps({
    config,
    handle,
    clock: systemClock,
    logger,
    // Per invocation: the client batches commands into one fetch, which must belong to this request.
    redis: upstash ? new Redis(upstash) : null,
    memoryCounters: () => isolate.memoryCounters,
    rateLimitCache: isolate.rateLimitCache,
    upstashBreaker: isolate.upstashBreaker,
    // Ratelimit's own after-response work needs no database: hand it straight to the runtime.
    rateLimitWaitUntil: (p) => ctx.waitUntil(p),
    cursorSecret,
    lastUsed: isolate.lastUsed,
    metrics: isolate.metrics,
    // QStash delivers jobs to POST /api/v1/jobs; without it they are worked after the response.
    jobs: config.QSTASH_TOKEN ? createQStashDispatcher(config) : new InlineJobRunner(() => deps, allJobHandlers),
    pipeline: createPipeline(config),
    waitUntil: background.waitUntil,
    overrides: extras,
  });
  return { deps, close };
}

/**
 * A Worker module serving `build(provider)`: the combined API (src/worker.ts) or one group
 * (functions/<group>.ts). The app is built once per isolate; its dependencies once per request,
 * with `extras` added.
 */
export function createWorkerHandler(build: (provider: DepsProvider) => App, extras: WorkerExtras = {}): WorkerModule {
  const opened = new WeakMap<Request, WorkerScope[]>();
  const provider: DepsProvider = async (c) => {
    let scope: WorkerScope;
    try {
      scope = await openWorkerScope(c.env as WorkerEnv, c.executionCtx as ExecutionContextLike, extras);
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      console.error(err.message);
      throw new ApiError("internal_error", "The service is not configured correctly; its log names the setting.");
    }
    const scopes = opened.get(c.req.raw);
    if (!scopes) {
      // Nothing would close it: refuse rather than leak a pool.
      await scope.close();
      throw new Error("no request scope for this request");
    }
    scopes.push(scope);
    return scope.deps;
  };
  let app: App | null = null;

  return {
    async fetch(request, env, ctx) {
      app ??= build(provider);
      const scopes: WorkerScope[] = [];
      opened.set(request, scopes);
      try {
        return await app.fetch(request, env, ctx as never);
      } finally {
        // Registered before the response is returned; runs after it, while the isolate stays up.
        ctx.waitUntil(Promise.allSettled(scopes.map((s) => s.close())));
      }
    },
  };
}

/**
 * The cron trigger: re-dispatches jobs that are due but were never delivered, queues the runs
 * that are due by cadence and the digests that fell due (dispatched as they are queued), deletes
 * finished jobs and expired idempotency records past their retention, and writes buffered key use.
 */
export async function runScheduled(
  _controller: ScheduledControllerLike,
  env: WorkerEnv,
  ctx: ExecutionContextLike,
): Promise<void> {
  const scope = await openWorkerScope(env, ctx);
  const { deps } = scope;
  try {
    // Sweep first, so the runs queued below are not dispatched twice in one tick.
    const redispatched = await sweepUndeliveredJobs(deps);
    const scheduled = await scheduleDueRuns(deps);
    const digests = await scheduleDueDigests(deps);
    // Due checks between runs: one job, dispatched through QStash like every job, works them in batches.
    const checks = await scheduleDueChecks(deps);
    const syncs = await scheduleDueSyncs(deps);
    await runMaintenance(deps);
    await deps.lastUsed.flush(deps.db);
    deps.logger.info("cron tick", { redispatched, scheduled, digests, checks, syncs, dispatcher: deps.jobs.name });
  } finally {
    await scope.close();
  }
}

/** The driver rejects with WebSocket events and other non-Errors; log what they say, not the object graph. */
function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : String(err);
}
