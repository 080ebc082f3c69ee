import type { Redis } from "@upstash/redis";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import type { AppDeps, Metrics } from "./services/deps";
import type { JobDispatcher } from "./lifecycle/jobs";
import type { Pipeline } from "./lifecycle/pipeline-port";
import { CircuitBreaker, newBreakerState, type BreakerState } from "./platform/breaker";
import { BreakerCounterStore, BreakerIdempotencyStore } from "./platform/breaker-stores";
import type { Clock } from "./platform/clock";
import type { CounterStore } from "./platform/counters";
import { UpstashCounterStore } from "./platform/counters-upstash";
import { PostgresIdempotencyStore, UpstashIdempotencyStore, type IdempotencyStore } from "./platform/idempotency";
import type { Logger } from "./platform/logger";
import type { LastUsedRecorder } from "./services/keys/last-used";
import { sectorClassifierFor } from "./services/lists/classification-filter";
import { CursorCodec, type Mac } from "./services/lists/paging";
import { getOrCreateSecret } from "./services/shared/stored-secrets";
import { renderEventData } from "./services/webhooks/event-data";

/**
 * The part of building `AppDeps` that Node (once per process) and Workers (once per request)
 * share: which counter and idempotency stores the configuration selects, and the assembly.
 * Worker-safe: the entry builds the Upstash client from the right build of `@upstash/redis`
 * (its root export is the Node build; Workers import `@upstash/redis/cloudflare`).
 */
export interface DepsParts {
  config: Config;
  handle: Pick<DatabaseHandle, "db" | "kind">;
  clock: Clock;
  logger: Logger;
  /** The Upstash client when UPSTASH_* are set, else null (embedded stores). */
  redis: Redis | null;
  /** The in-process counters used without Upstash; they must live as long as the process/isolate. */
  memoryCounters: () => CounterStore;
  /** Upstash ratelimit's ephemeral cache; must outlive a request. */
  rateLimitCache?: Map<string, number>;
  /** The Upstash circuit breaker's memory; must outlive a request (fresh when not given). */
  upstashBreaker?: BreakerState;
  /** Where Upstash ratelimit hands its after-response work (Workers: the execution context). */
  rateLimitWaitUntil?: (p: Promise<unknown>) => void;
  cursorSecret: string;
  /** How cursors are signed: Web Crypto unless given (Node gives its synchronous HMAC). */
  mac?: Mac;
  lastUsed: LastUsedRecorder;
  metrics: Metrics;
  jobs: JobDispatcher;
  pipeline: Pipeline;
  waitUntil: (p: Promise<unknown>) => void;
  /** Explicit stores win over the configuration (tests, benchmarks). */
  counters?: CounterStore;
  idempotency?: IdempotencyStore;
  overrides?: Partial<AppDeps>;
}

/** The longest any caller waits for Upstash: an idempotency check (a rate-limit count waits UPSTASH_TIMEOUT_MS). */
export const upstashWaitMs = (config: Pick<Config, "UPSTASH_TIMEOUT_MS">) => Math.max(config.UPSTASH_TIMEOUT_MS, 1000);

/**
 * After this many Upstash failures in a row (errors or timeouts, counters and idempotency alike),
 * requests skip Upstash and fail open at once for the cool-down; then one request probes it again.
 */
export const UPSTASH_BREAKER = { threshold: 3, cooldownMs: 5000 } as const;

export interface UpstashClientSettings {
  url: string;
  token: string;
  enableTelemetry: false;
  retry: { retries: 0 };
  signal: () => AbortSignal;
}

/** The `@upstash/redis` client options of both runtimes, or null without Upstash. */
export function upstashSettings(
  config: Pick<Config, "UPSTASH_REDIS_REST_URL" | "UPSTASH_REDIS_REST_TOKEN" | "UPSTASH_TIMEOUT_MS">,
): UpstashClientSettings | null {
  const url = config.UPSTASH_REDIS_REST_URL;
  const token = config.UPSTASH_REDIS_REST_TOKEN;
  if (!url || !token) return null;
  const waitMs = upstashWaitMs(config);
  return {
    url,
    token,
    enableTelemetry: false,
    // The client's default retries a failed fetch 5 times with backoff, so a refused connection
    // held each request for the whole fail-open timeout. Failing at once is the point of failing open.
    // (`retry: false` still tries twice.)
    retry: { retries: 0 },
    // Callers stop waiting (and serve the request) at their timeout, but the call itself went on:
    // against a Redis that accepts and never answers, every request left a socket open for the
    // HTTP client's own 5-minute timeout, until the process ran out of files. Each call is aborted
    // once no caller can be waiting for it.
    signal: () => AbortSignal.timeout(waitMs),
  };
}

export function buildDeps(p: DepsParts): AppDeps {
  const { config, redis } = p;
  // One breaker for both stores: they share one Redis, and a create should not wait out a Redis
  // that the rate limiter has just found dead.
  const upstash = redis
    ? {
        redis,
        breaker: new CircuitBreaker(p.upstashBreaker ?? newBreakerState(), p.clock, {
          name: "upstash",
          logger: p.logger,
          ...UPSTASH_BREAKER,
        }),
      }
    : null;
  const counters =
    p.counters ??
    (upstash
      ? new BreakerCounterStore(
          new UpstashCounterStore(
            upstash.redis,
            config.UPSTASH_TIMEOUT_MS,
            p.rateLimitWaitUntil ?? p.waitUntil,
            p.rateLimitCache,
          ),
          upstash.breaker,
        )
      : p.memoryCounters());
  // A replay is worth waiting for longer than a rate-limit count, but not forever.
  const idempotency =
    p.idempotency ??
    (upstash
      ? new BreakerIdempotencyStore(
          new UpstashIdempotencyStore(upstash.redis, undefined, upstashWaitMs(config)),
          upstash.breaker,
        )
      : new PostgresIdempotencyStore(p.handle.db));
  return {
    config,
    db: p.handle.db,
    dbKind: p.handle.kind,
    clock: p.clock,
    logger: p.logger,
    counters,
    idempotency,
    lastUsed: p.lastUsed,
    cursors: new CursorCodec(p.cursorSecret, p.mac),
    metrics: p.metrics,
    rateLimitsEnabled: true,
    jobs: p.jobs,
    pipeline: p.pipeline,
    eventData: renderEventData,
    waitUntil: p.waitUntil,
    sectorClassifier: sectorClassifierFor(config),
    ...p.overrides,
  };
}

/** CURSOR_SECRET, or a secret made once and kept in the database (cursors survive restarts). */
export async function resolveCursorSecret(config: Config, handle: Pick<DatabaseHandle, "db">): Promise<string> {
  return config.CURSOR_SECRET ?? getOrCreateSecret(handle.db, "cursor_secret");
}

/**
 * Work handed to `waitUntil` (key-use writes, job dispatch): failures are logged, and `settle`
 * waits for all of it, including work queued while waiting, before the database is closed.
 */
export function backgroundTasks(logger: Logger) {
  const pending = new Set<Promise<unknown>>();
  return {
    waitUntil(p: Promise<unknown>): void {
      const tracked = p.catch((err) => logger.error("background task failed", { error: err }));
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
    async settle(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
