import { describe, expect, it } from "vitest";
import { PostgresIdempotencyStore } from "../../src/platform/idempotency";
import { getRuntime } from "../support/harness";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { DAY, itKeepsTheIdempotencyContract, storeUnderTest } from "../support/idempotency-store-contract";

describe("Postgres idempotency store", () => {
  async function setup() {
    const rt = await getRuntime();
    return storeUnderTest(new PostgresIdempotencyStore(rt.deps.db), rt.clock);
  }

  itKeepsTheIdempotencyContract(setup);

  it("forgets a record after 24 hours", async () => {
    const { clock, store, times, key } = await setup();
    await store.begin(key, "h1", times());
    await store.complete(key, "h1", 201, { n: 1 }, times());
    clock.advance(DAY - 1000);
    expect((await store.begin(key, "h1", times())).state).toBe("replay");
    clock.advance(2000);
    expect(await store.begin(key, "h2", times())).toEqual({ state: "acquired" });
  });

  it("survives a restart: records live in the database", async () => {
    const rt = await getRuntime();
    const { times, key } = await setup();
    const a = new PostgresIdempotencyStore(rt.deps.db);
    await a.begin(key, "h1", times());
    await a.complete(key, "h1", 200, { ok: true }, times());
    const b = new PostgresIdempotencyStore(rt.deps.db);
    expect(await b.begin(key, "h1", times())).toEqual({ state: "replay", status: 200, body: { ok: true } });
  });

  it("sweep drops expired records", async () => {
    // A sweep a day ahead deletes every record the database holds: on real Postgres, where test
    // workers share a database, that would free the keys of tests running beside it.
    const rt = await isolatedLifecycleRuntime();
    try {
      const { clock, store, times, key } = storeUnderTest(new PostgresIdempotencyStore(rt.deps.db), rt.clock);
      await store.begin(key, "h1", times());
      clock.advance(DAY + 1);
      expect(await store.sweep(clock.now())).toBeGreaterThanOrEqual(1);
      expect(await store.begin(key, "h2", times())).toEqual({ state: "acquired" });
    } finally {
      await rt.close();
    }
  });
});
