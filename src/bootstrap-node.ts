import { Redis } from "@upstash/redis";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { migrate } from "./db/migrate";
import { loadMigrations } from "./db/migrations-node";
import { openDatabase } from "./db/open-node";
import type { AppDeps } from "./services/deps";
import { backgroundTasks, buildDeps, resolveCursorSecret, upstashSettings } from "./deps-factory";
import { JobRunnerPools, LocalJobRunner } from "./jobs/local-runner";
import { createQStashDispatcher } from "./jobs/qstash";
import type { JobHandlers } from "./lifecycle/jobs";
import type { Pipeline } from "./lifecycle/pipeline-port";
import { createPipeline } from "./pipeline";
import { systemClock, type Clock } from "./platform/clock";
import { hmacSha256Node } from "./platform/crypto-node";
import { createNodeFetcher } from "./platform/fetcher-node";
import { CdpPageRenderer } from "./platform/renderer-cdp-node";
import { nodeViewerAsset } from "./platform/viewer-asset-node";
import { fetcherOptionsFromConfig } from "./platform/from-config";
import { MemoryCounterStore, type CounterStore } from "./platform/counters";
import type { IdempotencyStore } from "./platform/idempotency";
import { createLogger, type Logger } from "./platform/logger";
import { LastUsedRecorder } from "./services/keys/last-used";
import type { KeyRecord } from "./services/keys/authenticate";
import { AuthCache } from "./services/access/auth-cache";
import { watchAuthChanges } from "./services/access/auth-changes";

export interface NodeRuntime {
  deps: AppDeps;
  handle: DatabaseHandle;
  runner: JobRunnerPools;
  /** True when the local job runner dispatches jobs (no QStash): the server then starts it. */
  localJobs: boolean;
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
 * the embedded stores by configuration, and wires the local job runner (not started here).
 */
export async function createNodeRuntime(config: Config, opts: NodeRuntimeOptions = {}): Promise<NodeRuntime> {
  const clock = opts.clock ?? systemClock;
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL, (l) => process.stdout.write(l + "\n"));
  const handle = opts.handle ?? (await openDatabase(config));
  if (!opts.handle) await migrate(handle, loadMigrations(), () => clock.now());

  const upstash = upstashSettings(config);
  const redis = upstash ? new Redis(upstash) : null;

  // One fetcher for the process, checking resolved addresses (DNS) against private networks.
  const fetcher = createNodeFetcher(fetcherOptionsFromConfig(config));
  // Pages that render only in a browser, through the Chromium BROWSER_WS_ENDPOINT names.
  const renderer =
    !opts.pipeline && config.BROWSER_WS_ENDPOINT
      ? new CdpPageRenderer(config.BROWSER_WS_ENDPOINT, config.FETCH_USER_AGENT)
      : null;
  let deps!: AppDeps;
  // With QSTASH_TOKEN, jobs are published to QStash and delivered to POST /api/v1/jobs; the local
  // runner is then not the dispatcher (the jobs table stays the source of truth either way).
  const qstash = config.QSTASH_TOKEN ? createQStashDispatcher(config) : null;
  const background = backgroundTasks(logger);
  // Verified keys stay in memory only while the database's change notifications are heard
  // (services/access/auth-changes.ts proves delivery before turning the cache on).
  const authCache = new AuthCache<KeyRecord>({ now: () => clock.now().getTime() });
  const authChanges = await watchAuthChanges(handle, authCache, logger);
  // Webhook deliveries have a pool of their own: a slow receiver never holds up runs or enrichment.
  const handlers = opts.handlers ?? {};
  const runner = new JobRunnerPools([
    new LocalJobRunner(() => deps, handlers, { concurrency: config.JOB_CONCURRENCY, pollMs: 1000, pool: "work" }),
    new LocalJobRunner(() => deps, handlers, {
      concurrency: config.WEBHOOK_CONCURRENCY,
      pollMs: 1000,
      pool: "deliveries",
    }),
  ]);
  deps = buildDeps({
    config,
    handle,
    clock,
    logger,
    redis,
    memoryCounters: () => new MemoryCounterStore(clock),
    counters: opts.counters,
    idempotency: opts.idempotency,
    cursorSecret: await resolveCursorSecret(config, handle),
    mac: hmacSha256Node,
    lastUsed: new LastUsedRecorder(),
    metrics: { failOpen: 0, idempotencyFailOpen: 0 },
    jobs: qstash ?? runner,
    pipeline: opts.pipeline ?? createPipeline(config, { fetcher, renderer }),
    waitUntil: background.waitUntil,
    overrides: { fetcher, authCache, viewer: nodeViewerAsset(), ...opts.overrides },
  });
  return {
    deps,
    handle,
    runner,
    localJobs: !qstash,
    settle: background.settle,
    async close() {
      await runner.stop();
      await background.settle();
      await deps.lastUsed.flush(deps.db).catch(() => {});
      await authChanges.stop().catch(() => {});
      await renderer?.close();
      if (!opts.handle) await handle.close();
    },
  };
}
