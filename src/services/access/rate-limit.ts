import type { AppDeps } from "../deps";
import { ApiError } from "../../errors";
import { BreakerOpenError } from "../../platform/breaker";
import type { CounterResult, CounterStore } from "../../platform/counters";
import type { Logger } from "../../platform/logger";

/** Spec section 8. Create, refresh and enrich are also writes: callers pass both buckets. */
export const BUCKETS = {
  read: { limit: 600, windowSeconds: 60 },
  write: { limit: 120, windowSeconds: 60 },
  create: { limit: 200, windowSeconds: 3600 },
  refresh: { limit: 60, windowSeconds: 3600 },
  enrich: { limit: 60, windowSeconds: 3600 },
} as const;
export type BucketName = keyof typeof BUCKETS;

export interface RateLimitState {
  bucket: BucketName;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

export interface RateLimiterDeps {
  counters: CounterStore;
  logger: Logger;
  now: () => Date;
  /** How long a counter store may take before the request goes on unlimited. */
  timeoutMs: number;
  metrics: { failOpen: number };
}

/** The limiter's part of the app's dependencies (the REST guard and the tool runner count alike). */
export function rateLimiterDeps(
  deps: Pick<AppDeps, "counters" | "logger" | "clock" | "config" | "metrics">,
): RateLimiterDeps {
  return {
    counters: deps.counters,
    logger: deps.logger,
    now: () => deps.clock.now(),
    timeoutMs: deps.config.UPSTASH_TIMEOUT_MS,
    metrics: deps.metrics,
  };
}

/**
 * Counts one request against each bucket (per key, fixed windows). When the counter store fails or
 * is slow, the request is served unlimited: that is logged and counted, never surfaced to the client.
 * Returns the tightest bucket for the X-RateLimit-* headers, or throws 429 rate_limited.
 */
export async function consumeRateLimits(
  deps: RateLimiterDeps,
  keyId: string,
  buckets: BucketName[],
): Promise<RateLimitState | null> {
  return consumeLimits(
    deps,
    buckets.map((bucket) => ({ bucket, key: `${keyId}:${bucket}`, ...BUCKETS[bucket] })),
  ) as Promise<RateLimitState | null>;
}

/** A counter of its own (the sign-in requests of one address, say): its bucket name, key and window. */
export interface NamedLimit {
  bucket: string;
  key: string;
  limit: number;
  windowSeconds: number;
}

/** As `consumeRateLimits`, for limits that are not a key's buckets (docs/web.md: sign-in requests). */
export async function consumeLimits(
  deps: RateLimiterDeps,
  limits: NamedLimit[],
): Promise<(Omit<RateLimitState, "bucket"> & { bucket: string }) | null> {
  const results = await Promise.all(
    limits.map(async (l) => {
      try {
        const r = await withTimeout(deps.counters.hit(l.key, l.limit, l.windowSeconds), deps.timeoutMs);
        return { l, r };
      } catch (err) {
        deps.metrics.failOpen += 1;
        // A store skipped by its open breaker is counted; the breaker logged once when it opened.
        if (!(err instanceof BreakerOpenError)) {
          deps.logger.warn("rate limit store unavailable; serving unlimited", {
            bucket: l.bucket,
            store: deps.counters.name,
            error: err,
          });
        }
        return null;
      }
    }),
  );
  const ok = results.filter((x): x is { l: NamedLimit; r: CounterResult } => x !== null);
  if (ok.length === 0) return null;
  const nowMs = deps.now().getTime();
  const state = (x: { l: NamedLimit; r: CounterResult }) => ({
    bucket: x.l.bucket,
    limit: x.r.limit,
    remaining: x.r.remaining,
    resetSeconds: Math.max(0, Math.ceil((x.r.resetAt - nowMs) / 1000)),
  });
  const exceeded = ok.filter((x) => !x.r.success).sort((a, b) => b.r.resetAt - a.r.resetAt)[0];
  if (exceeded) {
    const s = state(exceeded);
    const retryAfter = Math.max(1, s.resetSeconds);
    const windowSeconds = exceeded.l.windowSeconds;
    throw new ApiError(
      "rate_limited",
      `Rate limit exceeded for the ${s.bucket} bucket: ${s.limit} requests per ${windowSeconds} seconds. Retry ` +
        `after ${retryAfter} seconds.`,
      { bucket: s.bucket, limit: s.limit, windowSeconds, retryAfterSeconds: retryAfter },
      { "Retry-After": String(retryAfter), ...rateLimitHeaders({ ...s, remaining: 0 }) },
    );
  }
  // The tightest bucket is the one with the fewest requests left (ties: the smaller limit).
  const tightest = ok.sort((a, b) => a.r.remaining - b.r.remaining || a.r.limit - b.r.limit)[0]!;
  return state(tightest);
}

export function rateLimitHeaders(
  s: Pick<RateLimitState, "limit" | "remaining" | "resetSeconds">,
): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(s.limit),
    "X-RateLimit-Remaining": String(s.remaining),
    "X-RateLimit-Reset": String(s.resetSeconds),
  };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`counter store timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
