import { describe, expect, it } from "vitest";
import { PostgresIdempotencyStore } from "../../src/platform/idempotency";
import { getRuntime } from "../support/harness";

const DAY = 24 * 3600_000;

describe("Postgres idempotency store", () => {
  async function setup() {
    const rt = await getRuntime();
    const store = new PostgresIdempotencyStore(rt.deps.db);
    const times = () => ({ now: rt.clock.now(), lockMs: 60_000, ttlMs: DAY });
    return { rt, store, times, key: `k:${crypto.randomUUID()}` };
  }

  it("acquires, reports in-progress, then replays the stored response", async () => {
    const { store, times, key } = await setup();
    expect(await store.begin(key, "h1", times())).toEqual({ state: "acquired" });
    expect(await store.begin(key, "h1", times())).toEqual({ state: "in_progress" });
    await store.complete(key, "h1", 201, { data: { id: "x" } }, times());
    expect(await store.begin(key, "h1", times())).toEqual({ state: "replay", status: 201, body: { data: { id: "x" } } });
  });

  it("a different body under the same key is a conflict, in progress or completed", async () => {
    const { store, times, key } = await setup();
    await store.begin(key, "h1", times());
    expect(await store.begin(key, "h2", times())).toEqual({ state: "conflict" });
    await store.complete(key, "h1", 201, {}, times());
    expect(await store.begin(key, "h2", times())).toEqual({ state: "conflict" });
  });

  it("forgets a record after 24 hours", async () => {
    const { rt, store, times, key } = await setup();
    await store.begin(key, "h1", times());
    await store.complete(key, "h1", 201, { n: 1 }, times());
    rt.clock.advance(DAY - 1000);
    expect((await store.begin(key, "h1", times())).state).toBe("replay");
    rt.clock.advance(2000);
    expect(await store.begin(key, "h2", times())).toEqual({ state: "acquired" });
  });

  it("a crashed request cannot hold the lock forever", async () => {
    const { rt, store, times, key } = await setup();
    await store.begin(key, "h1", times());
    rt.clock.advance(59_000);
    expect((await store.begin(key, "h1", times())).state).toBe("in_progress");
    rt.clock.advance(2_000);
    expect((await store.begin(key, "h1", times())).state).toBe("acquired");
    expect((await store.begin(key, "h1", times())).state).toBe("in_progress");
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
    expect(results.filter((r) => r.state === "acquired").length).toBe(1);
    expect(results.filter((r) => r.state === "in_progress").length).toBe(9);
  });

  it("survives a restart: records live in the database", async () => {
    const { rt, times, key } = await setup();
    const a = new PostgresIdempotencyStore(rt.deps.db);
    await a.begin(key, "h1", times());
    await a.complete(key, "h1", 200, { ok: true }, times());
    const b = new PostgresIdempotencyStore(rt.deps.db);
    expect(await b.begin(key, "h1", times())).toEqual({ state: "replay", status: 200, body: { ok: true } });
  });

  it("sweep drops expired records", async () => {
    const { rt, store, times, key } = await setup();
    await store.begin(key, "h1", times());
    rt.clock.advance(DAY + 1);
    expect(await store.sweep(rt.clock.now())).toBeGreaterThanOrEqual(1);
  });
});
