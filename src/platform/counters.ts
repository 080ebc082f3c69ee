import type { Clock } from "./clock";

/** One fixed-window counter hit. `resetAt` is when the window ends (ms since epoch). */
export interface CounterResult {
  success: boolean;
  limit: number;
  remaining: number;
  resetAt: number;
}

/** Rate-limit counters: Upstash in production, in-process by default. */
export interface CounterStore {
  readonly name: string;
  hit(key: string, limit: number, windowSeconds: number): Promise<CounterResult>;
  ping(): Promise<boolean>;
}

/** In-process fixed windows. Good for one process; several processes each count their own. */
export class MemoryCounterStore implements CounterStore {
  readonly name = "memory";
  private windows = new Map<string, { count: number; resetAt: number }>();
  private hits = 0;
  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<CounterResult> {
    const now = this.clock.now().getTime();
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    const id = `${key}:${windowSeconds}:${start}`;
    let w = this.windows.get(id);
    if (!w) {
      w = { count: 0, resetAt: start + windowMs };
      this.windows.set(id, w);
    }
    w.count += 1;
    if (++this.hits % 1000 === 0) this.sweep(now);
    return { success: w.count <= limit, limit, remaining: Math.max(0, limit - w.count), resetAt: w.resetAt };
  }

  async ping(): Promise<boolean> {
    return true;
  }

  private sweep(now: number): void {
    for (const [id, w] of this.windows) if (w.resetAt <= now) this.windows.delete(id);
  }
}
