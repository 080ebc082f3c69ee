import type { Clock } from "./clock";
import type { Logger } from "./logger";

/**
 * What the breaker remembers between calls. Kept apart from `CircuitBreaker` so it can outlive a
 * request: Workers build their stores per request and pass one state kept for the isolate.
 */
export interface BreakerState {
  /** Failures in a row since the last success. */
  failures: number;
  /** While open: until when calls are refused (ms since epoch); 0 when closed. */
  openUntil: number;
}

export const newBreakerState = (): BreakerState => ({ failures: 0, openUntil: 0 });

export interface BreakerOptions {
  /** Named in the log lines ("upstash"). */
  name: string;
  /** Failures in a row that open the breaker. */
  threshold: number;
  /** How long an open breaker refuses calls before it lets one probe through. */
  cooldownMs: number;
  logger: Logger;
}

/** Thrown instead of calling a dependency the breaker has taken out of service. */
export class BreakerOpenError extends Error {
  constructor(name: string, retryInMs: number) {
    super(`${name} skipped: it failed repeatedly; next try in ${retryInMs} ms`);
    this.name = "BreakerOpenError";
  }
}

/**
 * A circuit breaker: after `threshold` failures in a row, calls fail at once (BreakerOpenError)
 * for `cooldownMs`, so a dead dependency costs nothing instead of a timeout per request. Then one
 * call goes through as a probe: success closes the breaker, failure opens it for another cool-down.
 */
export class CircuitBreaker {
  constructor(
    private readonly state: BreakerState,
    private readonly clock: Clock,
    private readonly opts: BreakerOptions,
  ) {}

  get isOpen(): boolean {
    return this.state.openUntil > this.clock.now().getTime();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const s = this.state;
    const now = this.clock.now().getTime();
    let probe = false;
    if (s.openUntil !== 0) {
      if (now < s.openUntil) throw new BreakerOpenError(this.opts.name, s.openUntil - now);
      // Cool-down over: this call is the probe. Others keep failing open until it settles, and
      // if it never does, another probe goes through after one more cool-down.
      s.openUntil = now + this.opts.cooldownMs;
      probe = true;
    }
    try {
      const result = await work();
      if (s.openUntil !== 0)
        this.opts.logger.info(`${this.opts.name} answers again; calling it again`, { breaker: this.opts.name });
      s.failures = 0;
      s.openUntil = 0;
      return result;
    } catch (err) {
      s.failures += 1;
      // Calls that were already under way when it opened only add to the count.
      if (probe || (s.openUntil === 0 && s.failures >= this.opts.threshold)) {
        s.openUntil = this.clock.now().getTime() + this.opts.cooldownMs;
        this.opts.logger.warn(
          `${this.opts.name} unavailable; failing open without calling it for ${this.opts.cooldownMs} ms`,
          {
            breaker: this.opts.name,
            failures: s.failures,
            error: err,
          },
        );
      }
      throw err;
    }
  }
}
