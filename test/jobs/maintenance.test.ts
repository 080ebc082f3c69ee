import { describe, expect, it } from "vitest";
import { runMaintenance } from "../../src/jobs/schedule";
import { enqueueJob, markDone, markFailed } from "../../src/jobs/store";
import { PostgresIdempotencyStore } from "../../src/platform/idempotency";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";

const DAY = 86_400_000;

describe("scheduler housekeeping", () => {
  it("deletes done jobs after a week and dead ones after a month, never pending ones; sweeps expired idempotency records", async () => {
    // Housekeeping is global and this test moves the clock a month ahead: on real Postgres, where
    // test workers share a database, it would delete what tests running beside it just wrote.
    const rt = await isolatedLifecycleRuntime();
    try {
      const { db } = rt.deps;
      const kind = `housekeeping-${crypto.randomUUID()}`;
      const status = async (id: string) => (await db.selectFrom("jobs").select("status").where("id", "=", id).executeTakeFirst())?.status ?? "deleted";

      const done = (await enqueueJob(db, rt.clock.now(), { kind, payload: {} }))!;
      await markDone(db, rt.clock.now(), done);
      const dead = (await enqueueJob(db, rt.clock.now(), { kind, payload: {}, maxAttempts: 1 }))!;
      await markFailed(db, rt.clock.now(), { id: dead, attempts: 1, max_attempts: 1 }, "boom");
      const pending = (await enqueueJob(db, rt.clock.now(), { kind, payload: {}, runAt: new Date(rt.clock.now().getTime() + 60 * DAY) }))!;
      const idem = new PostgresIdempotencyStore(db);
      const key = `housekeeping:${crypto.randomUUID()}`;
      await idem.begin(key, "h", { now: rt.clock.now(), lockMs: 60_000, ttlMs: DAY });

      rt.clock.advance(6 * DAY);
      const r = await runMaintenance(rt.deps);
      expect([await status(done), await status(dead), await status(pending)]).toEqual(["done", "dead", "pending"]);
      // The idempotency record expired after 24 hours.
      expect(r.idempotencyRecords).toBeGreaterThanOrEqual(1);
      expect(await db.selectFrom("idempotency_records").select("key").where("key", "=", key).executeTakeFirst()).toBeUndefined();

      rt.clock.advance(2 * DAY);
      await runMaintenance(rt.deps);
      expect([await status(done), await status(dead), await status(pending)]).toEqual(["deleted", "dead", "pending"]);

      rt.clock.advance(23 * DAY);
      await runMaintenance(rt.deps);
      expect([await status(dead), await status(pending)]).toEqual(["deleted", "pending"]);
    } finally {
      await rt.close();
    }
  });
});
