import { expect, it } from "vitest";
import type { IdempotencyStore, IdempotencyTimes } from "../../src/platform/idempotency";
import type { ManualClock } from "../../src/platform/clock";

export const DAY = 24 * 3600_000;

export interface StoreUnderTest<S extends IdempotencyStore = IdempotencyStore> {
  store: S;
  clock: ManualClock;
  times: () => IdempotencyTimes;
  key: string;
}

/** A fresh key on a store, with times read from a clock the test can move. */
export function storeUnderTest<S extends IdempotencyStore>(store: S, clock: ManualClock): StoreUnderTest<S> {
  return {
    store,
    clock,
    times: () => ({ now: clock.now(), lockMs: 60_000, ttlMs: DAY }),
    key: `k:${crypto.randomUUID()}`,
  };
}

/**
 * What every idempotency store promises the create routes (the embedded default's Postgres table
 * and production's Upstash alike). Called inside a `describe` of the store's own file, which adds
 * what only that store can show (expiry, restarts, outages).
 */
export function itKeepsTheIdempotencyContract(setup: () => Promise<StoreUnderTest>): void {
  it("acquires, reports in-progress, then replays the stored response", async () => {
    const { store, times, key } = await setup();
    expect(await store.begin(key, "h1", times())).toEqual({ state: "acquired" });
    expect(await store.begin(key, "h1", times())).toEqual({ state: "in_progress" });
    await store.complete(key, "h1", 201, { data: { id: "x", name: "Ünïcödé ✓" } }, times());
    expect(await store.begin(key, "h1", times())).toEqual({
      state: "replay",
      status: 201,
      body: { data: { id: "x", name: "Ünïcödé ✓" } },
    });
  });

  it("a different body under the same key is a conflict, in progress or completed", async () => {
    const { store, times, key } = await setup();
    await store.begin(key, "h1", times());
    expect(await store.begin(key, "h2", times())).toEqual({ state: "conflict" });
    await store.complete(key, "h1", 201, {}, times());
    expect(await store.begin(key, "h2", times())).toEqual({ state: "conflict" });
  });

  it("a crashed request cannot hold the lock forever: one retry takes it over", async () => {
    const { clock, store, times, key } = await setup();
    await store.begin(key, "h1", times());
    clock.advance(59_000);
    expect((await store.begin(key, "h1", times())).state).toBe("in_progress");
    clock.advance(2_000);
    const racing = await Promise.all(Array.from({ length: 5 }, () => store.begin(key, "h1", times())));
    expect(racing.filter((r) => r.state === "acquired")).toHaveLength(1);
    expect(racing.filter((r) => r.state === "in_progress")).toHaveLength(4);
  });

  it("release frees the key for a retry", async () => {
    const { store, times, key } = await setup();
    await store.begin(key, "h1", times());
    await store.release(key);
    expect((await store.begin(key, "h2", times())).state).toBe("acquired");
  });

  it("exactly one of many concurrent requests acquires the key", async () => {
    const { store, times, key } = await setup();
    const results = await Promise.all(Array.from({ length: 10 }, () => store.begin(key, "h1", times())));
    expect(results.filter((r) => r.state === "acquired")).toHaveLength(1);
    expect(results.filter((r) => r.state === "in_progress")).toHaveLength(9);
  });
}
