import type { CircuitBreaker } from "./breaker";
import type { CounterResult, CounterStore } from "./counters";
import type { BeginResult, IdempotencyStore, IdempotencyTimes } from "./idempotency";

/*
 * The Upstash stores behind a circuit breaker (one per Redis, shared by both): once Redis has
 * failed a few times in a row, calls fail at once with BreakerOpenError and the callers take their
 * usual fail-open path, instead of each request waiting for a refused or hung Redis.
 */

export class BreakerCounterStore implements CounterStore {
  readonly name: string;
  constructor(
    private readonly inner: CounterStore,
    private readonly breaker: CircuitBreaker,
  ) {
    this.name = inner.name;
  }

  hit(key: string, limit: number, windowSeconds: number): Promise<CounterResult> {
    return this.breaker.run(() => this.inner.hit(key, limit, windowSeconds));
  }

  /** False while the breaker is open (requests go unlimited), without waiting on a dead Redis. */
  async ping(): Promise<boolean> {
    return this.breaker.isOpen ? false : this.inner.ping();
  }
}

export class BreakerIdempotencyStore implements IdempotencyStore {
  readonly name: string;
  constructor(
    private readonly inner: IdempotencyStore,
    private readonly breaker: CircuitBreaker,
  ) {
    this.name = inner.name;
  }

  begin(key: string, requestHash: string, t: IdempotencyTimes): Promise<BeginResult> {
    return this.breaker.run(() => this.inner.begin(key, requestHash, t));
  }

  complete(key: string, requestHash: string, status: number, body: unknown, t: IdempotencyTimes): Promise<void> {
    return this.breaker.run(() => this.inner.complete(key, requestHash, status, body, t));
  }

  release(key: string): Promise<void> {
    return this.breaker.run(() => this.inner.release(key));
  }
}
