import type { Sleeper } from "../../src/platform/sleeper";

/**
 * A sleeper on a virtual timeline, for tests: nothing really waits. Sleeps wake in the order of
 * their end, each moving the time to its end, one at a time (a woken task may start new sleeps
 * before the next one wakes), so concurrent sleepers see one consistent clock. Every wait asked
 * for is recorded in `slept`.
 */
export class VirtualSleeper implements Sleeper {
  readonly slept: number[] = [];
  private current: number;
  private queue: { at: number; seq: number; wake: () => void }[] = [];
  private seq = 0;
  private flushing = false;

  constructor(start = 0) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  /** Moves the time forward by hand (time spent elsewhere). */
  advance(ms: number): void {
    this.current += ms;
  }

  sleep(ms: number): Promise<void> {
    this.slept.push(ms);
    return new Promise<void>((wake) => {
      this.queue.push({ at: this.current + Math.max(0, ms), seq: this.seq++, wake });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.flushing) return;
    this.flushing = true;
    setTimeout(() => {
      this.flushing = false;
      this.queue.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.queue.shift();
      if (!next) return;
      this.current = Math.max(this.current, next.at);
      next.wake();
      if (this.queue.length) this.schedule();
    }, 0);
  }
}
