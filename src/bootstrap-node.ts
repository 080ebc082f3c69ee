import { Redis } from "@upstash/redis";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { migrate } from "./db/migrate";
import { loadMigrations } from "./db/migrations-node";
import { openDatabase } from "./db/open-node";
import type { AppDeps } from "./deps";
import { LocalWorker } from "./jobs/local-worker";
import type { JobHandlers } from "./jobs/types";
import type { Pipeline } from "./pipeline/contract";
import { createPipeline } from "./pipeline";
import { systemClock, type Clock } from "./platform/clock";
import { MemoryCounterStore, type CounterStore } from "./platform/counters";
import { UpstashCounterStore } from "./platform/counters-upstash";
import { PostgresIdempotencyStore, UpstashIdempotencyStore, type IdempotencyStore } from "./platform/idempotency";
import { createLogger, type Logger } from "./platform/logger";
import { LastUsedRecorder } from "./services/last-used";
import { CursorCodec } from "./services/listing";
import { getOrCreateSecret } from "./services/settings";

export interface NodeRuntime {
  deps: AppDeps;
  handle: DatabaseHandle;
  worker: LocalWorker;
  /** Waits for the background tasks handed to `waitUntil` (tests, shutdown). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export interface NodeRuntimeOptions {
  clock?: Clock;
  logger?: Logger;
  handle?: DatabaseHandle;
  counters?: CounterStore;
  idempotency?: IdempotencyStore;
  handlers?: JobHandlers;
  pipeline?: Pipeline;
  overrides?: Partial<AppDeps>;
}

/**
 * Builds the process-wide dependencies on Node: opens and migrates the database, picks Upstash or
 * the embedded stores by configuration, and wires the local job worker (not started here).
 */
export async function createNodeRuntime(config: Config, opts: NodeRuntimeOptions = {}): Promise<NodeRuntime> {
  const clock = opts.clock ?? systemClock;
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL, (l) => process.stdout.write(l + "\n"));
  const handle = opts.handle ?? (await openDatabase(config));
  if (!opts.handle) await migrate(handle, loadMigrations(), () => clock.now());

  const redis =
    config.UPSTASH_REDIS_REST_URL && config.UPSTASH_REDIS_REST_TOKEN
      ? new Redis({ url: config.UPSTASH_REDIS_REST_URL, token: config.UPSTASH_REDIS_REST_TOKEN, enableTelemetry: false })
      : null;
  const counters = opts.counters ?? (redis ? new UpstashCounterStore(redis, config.UPSTASH_TIMEOUT_MS) : new MemoryCounterStore(clock));
  const idempotency = opts.idempotency ?? (redis ? new UpstashIdempotencyStore(redis) : new PostgresIdempotencyStore(handle.db));
  const cursorSecret = config.CURSOR_SECRET ?? (await getOrCreateSecret(handle.db, "cursor_secret"));

  let deps!: AppDeps;
  const background = new Set<Promise<unknown>>();
  const worker = new LocalWorker(() => deps, opts.handlers ?? {}, { concurrency: config.JOB_CONCURRENCY, pollMs: 1000 });
  deps = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    clock,
    logger,
    counters,
    idempotency,
    lastUsed: new LastUsedRecorder(),
    cursors: new CursorCodec(cursorSecret),
    metrics: { failOpen: 0, idempotencyFailOpen: 0 },
    rateLimitsEnabled: true,
    jobs: worker,
    pipeline: opts.pipeline ?? createPipeline(config),
    waitUntil: (p) => {
      const tracked = p.catch((err) => logger.error("background task failed", { error: err }));
      background.add(tracked);
      void tracked.finally(() => background.delete(tracked));
    },
    ...opts.overrides,
  };
  return {
    deps,
    handle,
    worker,
    async settle() {
      while (background.size) await Promise.allSettled([...background]);
    },
    async close() {
      await worker.stop();
      while (background.size) await Promise.allSettled([...background]);
      await deps.lastUsed.flush(deps.db).catch(() => {});
      if (!opts.handle) await handle.close();
    },
  };
}
