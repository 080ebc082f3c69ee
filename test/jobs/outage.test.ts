import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LocalJobRunner } from "../../src/jobs/local-runner";
import { startScheduler } from "../../src/jobs/scheduler-node";
import { enqueueJob } from "../../src/db/jobs";
import { databaseOutage } from "../support/db-outage";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { companyBody, createOk, deferred, runsOf, settleEntity } from "../tracker/_helpers";

// The worker and the scheduler work the whole database: on real Postgres they get one of their own.
let iso: Awaited<ReturnType<typeof isolatedLifecycleRuntime>>;
beforeAll(async () => {
  iso = await isolatedLifecycleRuntime();
});
afterAll(async () => iso.close());

/** What docs/operations.md promises: work resumes within 5 s of the database answering again. */
const RESUME_WITHIN_MS = 5_000;

// The loops' waits run on fake timers the tests jump; shouldAdvanceTime keeps the database
// drivers' own timers (Postgres drivers use them) moving in real time meanwhile.

describe("background work through a database outage", () => {
  it(
    "the job runner pauses while the database is down, logs it " +
      "once, and works the queue again within 5 s of it answering",
    async () => {
      const rt = iso;
      const outage = databaseOutage(rt.deps);
      const ran = deferred();
      const worker = new LocalJobRunner(
        () => outage.deps,
        { test_ping: async () => ran.resolve() },
        { concurrency: 1, pollMs: 1000 },
      );
      let jobId = "";
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
      try {
        outage.down();
        worker.start();
        await vi.advanceTimersByTimeAsync(60_000); // a minute of failed polls
        expect(outage.attempts).toBeGreaterThan(10);
        // A job queued meanwhile (by a process that reaches the database) waits for the worker.
        jobId = (await enqueueJob(rt.deps.db, rt.clock.now(), { kind: "test_ping", payload: {} }))!;

        outage.up();
        const resumed = outage.logged("job runner resumed");
        await vi.advanceTimersByTimeAsync(RESUME_WITHIN_MS);
        await resumed;
        await ran.promise;
      } finally {
        vi.useRealTimers();
        await worker.stop(); // waits for the job in hand
      }
      expect(
        (await rt.deps.db.selectFrom("jobs").select("status").where("id", "=", jobId).executeTakeFirstOrThrow()).status,
      ).toBe("done");
      // One line when it paused and one when it resumed, not one per failed poll.
      expect(outage.lines.map((l) => [l.level, l.msg])).toEqual([
        ["error", "job runner paused after a failure (is the database down?); retrying with backoff"],
        ["info", "job runner resumed"],
      ]);
    },
  );

  it(
    "a job whose handler meets the outage goes back to the queue without " +
      "spending an attempt, and is done within 5 s of the database answering",
    async () => {
      const rt = iso;
      const outage = databaseOutage(rt.deps);
      const jobId = (await enqueueJob(rt.deps.db, rt.clock.now(), {
        kind: "test_outage",
        payload: {},
        maxAttempts: 1,
      }))!;
      let calls = 0;
      const interrupted = deferred();
      const done = deferred();
      const worker = new LocalJobRunner(
        () => outage.deps,
        {
          test_outage: async (deps) => {
            calls++;
            if (calls === 1) {
              outage.down(); // the database goes away while the job works
              interrupted.resolve();
            }
            await deps.db.selectFrom("jobs").select("id").where("id", "=", jobId).execute();
            done.resolve();
          },
        },
        { concurrency: 1, pollMs: 1000 },
      );
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
      try {
        worker.start();
        await interrupted.promise;
        // Its hand-back is refused while the database stays down.
        await vi.advanceTimersByTimeAsync(20_000);
        expect(calls).toBe(1);
        outage.up();
        await vi.advanceTimersByTimeAsync(RESUME_WITHIN_MS);
        await done.promise;
      } finally {
        vi.useRealTimers();
        await worker.stop();
      }
      // Its one attempt was not spent on the outage: the second call is still its first attempt.
      const job = await rt.deps.db
        .selectFrom("jobs")
        .select(["status", "attempts"])
        .where("id", "=", jobId)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ status: "done", attempts: 1 });
      expect(calls).toBe(2);
    },
  );

  it(
    "the Node scheduler pauses while the database is down, logs " +
      "it once, and queues due runs within 5 s of it answering",
    async () => {
      const rt = iso;
      const org = await iso.createOrg();
      const id = await createOk(org, companyBody({ cadenceDays: 30 }));
      await settleEntity(rt, id);
      rt.clock.advance(30 * 86_400_000); // its cadence run is due
      const outage = databaseOutage(rt.deps);
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
      outage.down();
      // An hour between ticks: only its retries can bring the run within seconds of the recovery.
      const scheduler = startScheduler(outage.deps, 3600);
      try {
        await vi.advanceTimersByTimeAsync(60_000);
        expect((await runsOf(rt, id)).filter((r) => r.trigger === "cadence")).toEqual([]);

        outage.up();
        const resumed = outage.logged("scheduler resumed");
        await vi.advanceTimersByTimeAsync(RESUME_WITHIN_MS);
        await resumed;
        expect((await runsOf(rt, id)).filter((r) => r.trigger === "cadence").map((r) => r.status)).toEqual(["queued"]);
      } finally {
        scheduler.stop();
        vi.useRealTimers();
      }
      // The scheduler's own lines (its housekeeping may log what it did once it works again).
      expect(outage.lines.filter((l) => l.msg.startsWith("scheduler")).map((l) => [l.level, l.msg])).toEqual([
        ["error", "scheduler paused after a failure (is the database down?); retrying with backoff"],
        ["info", "scheduler resumed"],
      ]);
    },
  );
});
