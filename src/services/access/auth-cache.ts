/**
 * Recently verified API keys, so an authenticated request costs one round trip to the database
 * instead of two (bench/results.md: on this kind of VM a round trip is most of a read's CPU).
 *
 * Safe only while it hears every change: the database announces any change to keys, members and
 * organisations on AUTH_CHANGED_CHANNEL (migration 0004, a trigger, so the admin CLI and hand-made
 * SQL are covered too), and the cache empties itself at once. While the listening connection is
 * down nothing is cached, and a lookup racing an invalidation is not kept (the generation check),
 * so a revoked key is never served from memory after its notification arrived. What the cache holds
 * is the key's row, not a verdict: expiry is still judged against the clock on every request.
 */
export const AUTH_CHANGED_CHANNEL = "pta_auth_changed";

export interface AuthCacheOptions {
  /** Upper bound on how long an entry lives even without a notification. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

export class AuthCache<T = unknown> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;
  private listening = false;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(opts: AuthCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.now = opts.now ?? Date.now;
  }

  /** Whether changes are being heard; entries are only kept and served while they are. */
  get active(): boolean {
    return this.listening;
  }

  /** Changes are heard (true) or may be missed (false); a change of state drops what is held. */
  setListening(on: boolean): void {
    if (on === this.listening) return;
    this.listening = on;
    this.invalidate();
  }

  /** Something changed: forget everything (changes are rare; being precise is not worth it). */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  get(hash: string): T | undefined {
    if (!this.listening) return undefined;
    const e = this.entries.get(hash);
    if (!e) return undefined;
    if (this.now() - e.storedAt >= this.ttlMs) {
      this.entries.delete(hash);
      return undefined;
    }
    return e.value;
  }

  /** A token to take before reading the database; `set` keeps the value only if nothing changed since. */
  mark(): number {
    return this.generation;
  }

  set(hash: string, value: T, mark: number): void {
    if (!this.listening || mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(hash, { value, storedAt: this.now() });
  }
}
