import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { runMaintenance } from "../../src/jobs/schedule";
import { JOB_LEASE_MS } from "../../src/db/job-lease";
import { claimDueJobs, enqueueJob, markDone, markFailed } from "../../src/db/jobs";
import { PostgresIdempotencyStore } from "../../src/platform/idempotency";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { onRealPostgres } from "../support/harness";

const DAY = 86_400_000;

describe("scheduler housekeeping", () => {
  it(
    "deletes done jobs after a week and dead ones after a month, " +
      "never pending ones; sweeps expired idempotency records",
    async () => {
      // Housekeeping is global and this test moves the clock a month ahead: on real Postgres, where
      // test workers share a database, it would delete what tests running beside it just wrote.
      const rt = await isolatedLifecycleRuntime();
      try {
        const { db } = rt.deps;
        const kind = `housekeeping-${crypto.randomUUID()}`;
        const status = async (id: string) =>
          (await db.selectFrom("jobs").select("status").where("id", "=", id).executeTakeFirst())?.status ?? "deleted";

        const done = (await enqueueJob(db, rt.clock.now(), { kind, payload: {} }))!;
        const dead = (await enqueueJob(db, rt.clock.now(), { kind, payload: {}, maxAttempts: 1 }))!;
        const claimed = await claimDueJobs(db, rt.clock.now(), JOB_LEASE_MS, 2, [done, dead]);
        await markDone(db, rt.clock.now(), claimed.find((j) => j.id === done)!);
        await markFailed(db, rt.clock.now(), claimed.find((j) => j.id === dead)!, "boom");
        const pending = (await enqueueJob(db, rt.clock.now(), {
          kind,
          payload: {},
          runAt: new Date(rt.clock.now().getTime() + 60 * DAY),
        }))!;
        const idem = new PostgresIdempotencyStore(db);
        const key = `housekeeping:${crypto.randomUUID()}`;
        await idem.begin(key, "h", { now: rt.clock.now(), lockMs: 60_000, ttlMs: DAY });

        rt.clock.advance(6 * DAY);
        const r = await runMaintenance(rt.deps);
        expect([await status(done), await status(dead), await status(pending)]).toEqual(["done", "dead", "pending"]);
        // The idempotency record expired after 24 hours.
        expect(r.idempotencyRecords).toBeGreaterThanOrEqual(1);
        expect(
          await db.selectFrom("idempotency_records").select("key").where("key", "=", key).executeTakeFirst(),
        ).toBeUndefined();

        rt.clock.advance(2 * DAY);
        await runMaintenance(rt.deps);
        expect([await status(done), await status(dead), await status(pending)]).toEqual(["deleted", "dead", "pending"]);

        rt.clock.advance(23 * DAY);
        await runMaintenance(rt.deps);
        expect([await status(dead), await status(pending)]).toEqual(["deleted", "pending"]);
      } finally {
        await rt.close();
      }
    },
  );

  it(
    "gathers planner statistics for tables that have " + "grown (PGlite runs no autovacuum), and only for those",
    async () => {
      const rt = await isolatedLifecycleRuntime();
      try {
        const { db } = rt.deps;
        // Earlier files of this worker share the embedded database: their jobs, deleted and vacuumed, may
        // have left free space that new rows fill without the table growing. Compact it first.
        await sql`vacuum full jobs`.execute(db);
        await runMaintenance(rt.deps); // whatever the migrations and set-up left
        // Dead jobs: never claimed by the workers of tests sharing this database, kept by housekeeping.
        const now = rt.clock.now();
        await sql`insert into jobs (id, kind, payload, status, run_at, created_at, updated_at)
        select gen_random_uuid(), 'statistics', '{}'::jsonb, 'dead', ${now}, ${now}, ${now}
        from generate_series(1, 5000)`.execute(db);
        const estimate = async () =>
          (
            await sql<{
              n: number;
            }>`select reltuples::float8 as n from pg_class where relname = 'jobs'
              and relnamespace = current_schema()::regnamespace`.execute(db)
          ).rows[0]!.n;
        expect(await estimate()).toBeLessThan(5000);
        const first = await runMaintenance(rt.deps);
        expect(first.tablesAnalyzed).toContain("jobs");
        expect(await estimate()).toBeGreaterThanOrEqual(5000);
        // Nothing has grown since: nothing is analysed again.
        expect((await runMaintenance(rt.deps)).tablesAnalyzed).toEqual([]);
        await db.deleteFrom("jobs").where("kind", "=", "statistics").execute();
      } finally {
        await rt.close();
      }
    },
  );

  it(
    "on the embedded database, a table whose rows are rewritten again and again stops growing: maintenance vacuums " +
      "what grew; Postgres leaves it to autovacuum",
    async () => {
      const rt = await isolatedLifecycleRuntime();
      try {
        const { db } = rt.deps;
        const pages = async () =>
          (
            await sql<{
              n: number;
            }>`select (pg_relation_size('jobs') / current_setting('block_size')::int)::int as n`.execute(db)
          ).rows[0]!.n;
        const now = rt.clock.now();
        await sql`insert into jobs (id, kind, payload, status, run_at, created_at, updated_at)
        select gen_random_uuid(), 'churn', '{}'::jsonb, 'dead', ${now}, ${now}, ${now}
        from generate_series(1, 3000)`.execute(db);
        await runMaintenance(rt.deps);
        const start = await pages();
        const vacuumed = new Set<string>();
        // Six rounds of rewriting every row (a job's claim and end rewrite it twice): without a
        // vacuum each round leaves a whole table of dead rows behind, seven tables' worth in all.
        for (let round = 0; round < 6; round++) {
          await sql`update jobs set attempts = attempts + 1, updated_at = ${now} where kind = 'churn'`.execute(db);
          for (const t of (await runMaintenance(rt.deps)).tablesVacuumed) vacuumed.add(t);
        }
        if (onRealPostgres) {
          expect(vacuumed.size).toBe(0);
        } else {
          expect(vacuumed).toContain("jobs");
          expect(await pages()).toBeLessThanOrEqual(Math.ceil(start * 2.5));
        }
        await db.deleteFrom("jobs").where("kind", "=", "churn").execute();
      } finally {
        await rt.close();
      }
    },
  );
});
