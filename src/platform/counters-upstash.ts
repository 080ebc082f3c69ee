import { Ratelimit } from "@upstash/ratelimit";
import type { Redis } from "@upstash/redis";
import type { CounterResult, CounterStore } from "./counters";

/**
 * Upstash fixed windows through @upstash/ratelimit. Its own `timeout` is a fail-open: a slow
 * Redis answers "allowed" after `timeoutMs`; we report that as a failure so it is logged and counted.
 */
export class UpstashCounterStore implements CounterStore {
  readonly name = "upstash";
  private limiters = new Map<string, Ratelimit>();
  constructor(
    private readonly redis: Redis,
    private readonly timeoutMs: number,
    private readonly waitUntil?: (p: Promise<unknown>) => void,
    // Ratelimit's ephemeral cache must outlive a request: Workers build a store per request and
    // pass one Map kept for the isolate; elsewhere the store's own Map lives as long as it does.
    private readonly cache: Map<string, number> = new Map(),
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<CounterResult> {
    const id = `${limit}/${windowSeconds}`;
    let rl = this.limiters.get(id);
    if (!rl) {
      rl = new Ratelimit({
        redis: this.redis,
        limiter: Ratelimit.fixedWindow(limit, `${windowSeconds} s`),
        prefix: `rl:${id}`,
        timeout: this.timeoutMs,
        ephemeralCache: this.cache,
        analytics: false,
      });
      this.limiters.set(id, rl);
    }
    const r = await rl.limit(key);
    if (r.pending && this.waitUntil) this.waitUntil(r.pending);
    if (r.reason === "timeout") throw new Error(`upstash rate limit timed out after ${this.timeoutMs} ms`);
    return { success: r.success, limit: r.limit, remaining: Math.max(0, r.remaining), resetAt: r.reset };
  }

  /** False when Redis errors or does not answer within the timeout (a hung Redis must not hang /healthz). */
  async ping(): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), Math.max(this.timeoutMs, 1000));
    });
    try {
      return await Promise.race([this.redis.ping().then((r) => r === "PONG"), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
