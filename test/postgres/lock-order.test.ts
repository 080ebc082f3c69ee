import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeJob } from "../../src/jobs/execute";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { JOB_LEASE_MS } from "../../src/db/job-lease";
import { claimDueJobs } from "../../src/db/jobs";
import { onRealPostgres, realPostgresTitle } from "../support/harness";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { createOk, deferred, runsOf, settleEntity } from "../tracker/_helpers";

/**
 * Writers lock a company's row before its runs. A run's job used to lock the run first and then
 * the company, and deadlocked against a pause (which locks the company, then deletes its queued
 * run): Postgres aborted one of them, answering the PATCH with a 500 or failing the job. Only a
 * real Postgres with several connections can show it; the interleaving is forced with a lock held
 * by the test and Postgres' own lock queue.
 */
describe.skipIf(!onRealPostgres)(realPostgresTitle("real Postgres: lock order of a company and its runs"), () => {
  let rt: Awaited<ReturnType<typeof isolatedLifecycleRuntime>>;
  beforeAll(async () => {
    rt = await isolatedLifecycleRuntime();
  });
  afterAll(async () => rt?.close());

  /** Resolves once `n` statements wait for a lock in this database. */
  async function waiters(n: number): Promise<void> {
    for (let i = 0; i < 500; i++) {
      const r = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where not l.granted and a.datname = current_database()`.execute(rt.deps.db);
      if (r.rows[0]!.n >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`never saw ${n} statements waiting for a lock`);
  }

  it("a pause and the queued run's job at the same moment: the pause drops the run, neither fails", async () => {
    const org = await rt.createOrg();
    const id = await createOk(org);
    await settleEntity(rt, id);
    expect((await org.request("POST", `/api/v1/tracker/${id}/refresh`)).status).toBe(202);
    const [queued] = (await runsOf(rt, id)).filter((r) => r.status === "queued");
    const jobRow = await rt.deps.db
      .selectFrom("jobs")
      .select("id")
      .where("dedupe_key", "=", `run:${queued!.id}`)
      .executeTakeFirstOrThrow();

    // The test holds the company row, so the pause queues for it first, then the run's job.
    const release = deferred();
    const holding = deferred();
    const holder = rt.deps.db.transaction().execute(async (trx) => {
      await sql`select id from entities where id = ${id} for no key update`.execute(trx);
      holding.resolve();
      await release.promise;
    });
    await holding.promise;
    const pause = org.request("PATCH", `/api/v1/tracker/${id}`, { body: { status: "paused" } });
    await waiters(1);
    const [job] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [jobRow.id]);
    const run = executeJob(rt.deps, jobHandlers, job!);
    await waiters(2);
    release.resolve();
    await holder;

    const paused = await pause;
    expect(paused.status, await paused.clone().text()).toBe(200);
    expect(await run).toBe("done");
    expect((await runsOf(rt, id)).map((r) => r.id)).not.toContain(queued!.id);
    expect(rt.pipeline.runCalls.get(id) ?? 0).toBe(1); // the first run only
  });
});
