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
  // Ratelimit's ephemeral cache must outlive a request; one Map per store instance.
  private readonly cache = new Map<string, number>();
  constructor(
    private readonly redis: Redis,
    private readonly timeoutMs: number,
    private readonly waitUntil?: (p: Promise<unknown>) => void,
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

  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === "PONG";
    } catch {
      return false;
    }
  }
}
