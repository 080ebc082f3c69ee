import { realSleeper, type Sleeper } from "../../platform/sleeper";

/**
 * A time budget for slow work (fetching pages). It is operational time, not domain time, so it
 * runs on a real timer rather than the injected clock: tests move the clock without waiting,
 * but a deadline must still expire when a remote site is slow. What is left of it
 * (`remainingMs`, for deciding whether a rate limit's wait fits) is read on the sleeper's
 * timeline, which tests replace.
 */
export class Deadline {
  private expiredFlag = false;
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly waiters = new Set<() => void>();
  private readonly endsAt: number;
  /** The budget this one is inside (its end counts too). */
  private parent: Deadline | null = null;

  constructor(
    readonly ms: number,
    readonly sleeper: Sleeper = realSleeper,
  ) {
    this.timer = setTimeout(() => this.expire(), ms);
    this.endsAt = sleeper.now() + ms;
  }

  /** Milliseconds left (0 once expired). */
  get remainingMs(): number {
    if (this.expiredFlag) return 0;
    const own = Math.max(0, this.endsAt - this.sleeper.now());
    return this.parent ? Math.min(own, this.parent.remainingMs) : own;
  }

  /**
   * A shorter budget inside this one (a source's own timeout within the run's deadline): it
   * expires after `ms` or when this one does, whichever comes first.
   */
  within(ms: number): Deadline {
    const child = new Deadline(ms, this.sleeper);
    child.parent = this;
    if (this.expiredFlag) child.expire();
    else this.waiters.add(() => child.expire());
    return child;
  }

  get expired(): boolean {
    return this.expiredFlag;
  }

  /** The promise's value, or `onExpiry` if the deadline passes first (the work itself is not cancelled). */
  race<T, U>(promise: Promise<T>, onExpiry: U): Promise<T | U> {
    if (this.expiredFlag) return Promise.resolve(onExpiry);
    return new Promise<T | U>((resolve, reject) => {
      const wake = () => resolve(onExpiry);
      this.waiters.add(wake);
      promise.then(
        (v) => {
          this.waiters.delete(wake);
          resolve(v);
        },
        (e) => {
          this.waiters.delete(wake);
          reject(e);
        },
      );
    });
  }

  private expire(): void {
    if (this.expiredFlag) return;
    this.expiredFlag = true;
    clearTimeout(this.timer);
    for (const w of this.waiters) w();
    this.waiters.clear();
  }

  /** Stops the timer (the work finished first). */
  dispose(): void {
    clearTimeout(this.timer);
    this.waiters.clear();
  }
}
