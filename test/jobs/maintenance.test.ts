import { describe, expect, inject, it } from "vitest";
import ws from "ws";
import type { AppDeps } from "../../src/deps";
import { openNeon } from "../../src/db/open-neon";
import { openPostgres } from "../../src/db/open-node";
import { runMaintenance } from "../../src/jobs/schedule";
import { enqueueJob, markDone, markFailed } from "../../src/jobs/store";
import { ManualClock } from "../../src/platform/clock";
import { PostgresIdempotencyStore } from "../../src/platform/idempotency";
import { getRuntime, onRealPostgres } from "../support/harness";
import { createTestDatabase } from "../support/postgres";

const DAY = 86_400_000;

/**
 * Housekeeping is global (every organisation's jobs and keys), and this test moves a clock a month
 * ahead. So it gets a clock of its own and, on real Postgres, where test workers share one
 * database, a database of its own: otherwise it deletes what tests running beside it just wrote.
 * (PGlite: each worker's database is its own and files run one at a time.)
 */
async function isolatedRuntime(): Promise<{ rt: { deps: AppDeps; clock: ManualClock }; cleanup: () => Promise<void> }> {
  const shared = await getRuntime();
  const clock = new ManualClock(shared.clock.now());
  if (!onRealPostgres) return { rt: { deps: { ...shared.deps, clock }, clock }, cleanup: async () => {} };
  const own = await createTestDatabase({ prefix: "pta_housekeeping" });
  const handle =
    process.env.TEST_DB_DRIVER === "neon"
      ? openNeon({ connectionString: own.url, wsProxy: inject("neonWsProxy"), webSocketConstructor: ws, max: 2 })
      : openPostgres(own.url, 2);
  return {
    rt: { deps: { ...shared.deps, db: handle.db, dbKind: handle.kind, idempotency: new PostgresIdempotencyStore(handle.db), clock }, clock },
    cleanup: async () => {
      await handle.close();
      await own.drop();
    },
  };
}

describe("scheduler housekeeping", () => {
  it("deletes done jobs after a week and dead ones after a month, never pending ones; sweeps expired idempotency records", async () => {
    const { rt, cleanup } = await isolatedRuntime();
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
      await cleanup();
    }
  });
});
