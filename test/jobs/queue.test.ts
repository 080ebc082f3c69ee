import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import type { AppDeps } from "../../src/services/deps";
import { executeJob } from "../../src/jobs/execute";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { JOB_HEARTBEAT_MS, JOB_LEASE_MS } from "../../src/db/job-lease";
import { LocalJobRunner } from "../../src/jobs/local-runner";
import { recoverAbandonedWork } from "../../src/lifecycle/recover";
import { backoffMs, claimDueJobs, enqueueJob } from "../../src/db/jobs";
import type { Pipeline } from "../../src/lifecycle/pipeline-port";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { databaseOutage } from "../support/db-outage";
import { companyBody, createOk, deferred, drain, gatedPipeline, get, jobsOf, stepEntity } from "../tracker/_helpers";

// These tests drain the whole jobs table: on real Postgres they get a database of their own.
let iso: Awaited<ReturnType<typeof isolatedLifecycleRuntime>>;
beforeAll(async () => {
  iso = await isolatedLifecycleRuntime();
});
afterAll(async () => iso.close());
const setup = async () => ({ rt: iso, org: await iso.createOrg() });

/**
 * A worker that claims due jobs and dies in the middle of `stage` for company `id` (its pipeline
 * never returns and its heartbeat stops; other companies' work goes through, so jobs that earlier
 * files left due on the shared database are worked off first). Resolves once it is in there and
 * has died, `beats` heartbeats (the clock moved a beat each) after starting `stage`.
 */
async function dieDuring(rt: typeof iso, id: string, stage: "enrich" | "run", beats = 0): Promise<void> {
  const entered = deferred();
  const hanging: Pipeline = {
    failedRun: (d, t) => rt.pipeline.failedRun(d, t),
    enrich: async (d, t) => {
      if (stage !== "enrich" || t.entity.id !== id) return rt.pipeline.enrich(d, t);
      entered.resolve();
      return new Promise(() => {});
    },
    run: async (d, t) => {
      if (stage !== "run" || t.entity.id !== id) return rt.pipeline.run(d, t);
      entered.resolve();
      return new Promise(() => {});
    },
  };
  const worker = new LocalJobRunner(() => ({ ...rt.deps, pipeline: hanging }), jobHandlers, {
    concurrency: 1,
    pollMs: 1000,
  });
  // Its heartbeat runs on fake timers: it beats when the test says, and dies with them.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  try {
    // One job a tick: on the fast suite's shared database, moving the clock a lease on can leave hundreds of other
    // files' jobs due before this one.
    for (let round = 0; round < 2000; round++) {
      const claimed = await Promise.race([worker.tick(), entered.promise.then(() => "entered" as const)]);
      if (claimed === "entered") {
        for (let i = 0; i < beats; i++) await beat(rt, (await jobsOf(rt, id)).find((j) => j.kind === stage)!.id);
        return;
      }
      if (claimed === 0) break;
    }
    throw new Error(`no due ${stage} job for company ${id}`);
  } finally {
    vi.useRealTimers(); // the worker is dead: its heartbeat timer went with the fake timers
  }
}

const leaseOf = async (rt: typeof iso, jobId: string) =>
  (
    await rt.deps.db.selectFrom("jobs").select("locked_until").where("id", "=", jobId).executeTakeFirstOrThrow()
  ).locked_until?.getTime();

/** One heartbeat (fake timers installed): the clock and the timers move a beat, and the lease is renewed. */
async function beat(rt: typeof iso, jobId: string): Promise<void> {
  rt.clock.advance(JOB_HEARTBEAT_MS);
  vi.advanceTimersByTime(JOB_HEARTBEAT_MS);
  await vi.waitFor(async () => expect(await leaseOf(rt, jobId)).toBe(rt.clock.now().getTime() + JOB_LEASE_MS));
}

/** Claims company `id`'s job of `kind` (and no other company's, whatever else is due). */
async function claimJobOf(rt: typeof iso, id: string, kind: "enrich" | "run") {
  const ids = (await jobsOf(rt, id)).filter((j) => j.kind === kind).map((j) => j.id);
  const [job] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, ids);
  return job;
}

describe("the local job queue (embedded default)", () => {
  it(
    "jobs survive a restart: a second worker on the same database " +
      "picks up a job whose worker died, once its lease expires",
    async () => {
      const { rt, org } = await setup();
      await drain(rt); // nothing else due, so this test's worker claims only its own job
      const id = await createOk(org);

      // Worker A claims the enrichment and dies in the middle of it (its pipeline never returns).
      await dieDuring(rt, id, "enrich");
      expect((await get(org, id)).body.operation.enrichmentStatus).toBe("running");
      const [claimed] = await jobsOf(rt, id);
      expect(claimed).toMatchObject({ status: "running", attempts: 1 });

      // Worker B (a restarted process) leaves it alone while the lease holds…
      const workerB = new LocalJobRunner(() => rt.deps, jobHandlers, { concurrency: 4, pollMs: 1000 });
      await workerB.drain();
      expect((await jobsOf(rt, id))[0]).toMatchObject({ status: "running", attempts: 1 });

      // …and takes it over once the lease has expired.
      rt.clock.advance(JOB_LEASE_MS);
      await workerB.drain();
      const g = await get(org, id);
      expect(g.body.operation).toMatchObject({ enrichmentStatus: "ready", enrichmentComplete: true });
      expect(g.body.data.lastScrapedAt).not.toBeNull();
      const jobs = await jobsOf(rt, id);
      expect(jobs.find((j) => j.kind === "enrich")).toMatchObject({ status: "done", attempts: 2 });
      expect(jobs.find((j) => j.kind === "run")).toMatchObject({ status: "done", attempts: 1 });
    },
  );

  it(
    "work whose job is claimed again just after its " + "lease ran out is taken over, not left running for ever",
    async () => {
      const { rt, org } = await setup();
      await drain(rt);
      const id = await createOk(org);
      // A worker claims each job, starts the work a few seconds after its claim, and dies; another
      // worker claims the job the moment the lease has run out (within a lease of the start).
      for (const stage of ["enrich", "run"] as const) {
        const claimedAt = rt.clock.now().getTime();
        await dieDuring(rt, id, stage);
        const startedAt = new Date(claimedAt + 3000);
        if (stage === "enrich")
          await rt.deps.db
            .updateTable("entities")
            .set({ enrichment_started_at: startedAt })
            .where("id", "=", id)
            .execute();
        else
          await rt.deps.db
            .updateTable("runs")
            .set({ started_at: startedAt })
            .where("entity_id", "=", id)
            .where("status", "=", "running")
            .execute();

        rt.clock.set(new Date(claimedAt + JOB_LEASE_MS + 1));
        const job = await claimJobOf(rt, id, stage);
        expect(job).toMatchObject({ kind: stage, attempts: 2 });
        await executeJob(rt.deps, jobHandlers, job!);
        const g = await get(org, id);
        if (stage === "enrich") expect(g.body.operation).toMatchObject({ enrichmentStatus: "ready" });
        else expect(g.body.data.latestRun).toMatchObject({ status: "succeeded" });
      }
    },
  );

  it("work a live worker holds is left to it: another enrich job for the company does nothing", async () => {
    const { rt, org } = await setup();
    await drain(rt);
    const id = await createOk(org);
    await dieDuring(rt, id, "enrich");
    const before = await rt.deps.db
      .selectFrom("entities")
      .select(["enrichment_status", "enrichment_started_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

    rt.clock.advance(JOB_LEASE_MS - 1000); // long after the start, but the first job's lease is live
    const second = (await enqueueJob(rt.deps.db, rt.clock.now(), {
      kind: "enrich",
      payload: { entityId: id },
      entityId: id,
    }))!;
    const [job] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [second]);
    expect(await executeJob(rt.deps, jobHandlers, job!)).toBe("done");
    const after = await rt.deps.db
      .selectFrom("entities")
      .select(["enrichment_status", "enrichment_started_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(before.enrichment_status).toBe("running");
  });

  it("a job still running keeps its lease: the worker renews it, so a long run is not claimed again", async () => {
    const { rt } = await setup();
    await drain(rt);
    const entered = deferred();
    const release = deferred();
    const handlers = {
      test_long: async () => {
        entered.resolve();
        await release.promise;
      },
    };
    const jobId = (await enqueueJob(rt.deps.db, rt.clock.now(), { kind: "test_long", payload: {} }))!;
    const [job] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [jobId]);
    const firstLease = (await leaseOf(rt, jobId))!;
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const done = executeJob(rt.deps, handlers, job!);
      await entered.promise;
      rt.clock.advance(JOB_LEASE_MS - 1000);
      vi.advanceTimersByTime(JOB_HEARTBEAT_MS);
      await vi.waitFor(async () => expect(await leaseOf(rt, jobId)).toBe(rt.clock.now().getTime() + JOB_LEASE_MS));
      // Past the lease it was claimed with, nobody can claim it…
      rt.clock.advance(2000);
      expect(rt.clock.now().getTime()).toBeGreaterThan(firstLease);
      expect(await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [jobId])).toEqual([]);
      release.resolve();
      expect(await done).toBe("done");
    } finally {
      release.resolve();
      vi.useRealTimers();
    }
    // …and once it is done, renewal has stopped (a late renewal would revive no lease).
    const row = await rt.deps.db
      .selectFrom("jobs")
      .select(["status", "locked_until"])
      .where("id", "=", jobId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "done", locked_until: null });
  });

  it(
    "on the embedded database a restart takes back at once " + "what a killed process was working: enrichment and runs",
    async () => {
      const { rt, org } = await setup();
      await drain(rt);
      const id = await createOk(org);
      // A process dies in the middle of the enrichment, then in the middle of the first run.
      for (const stage of ["enrich", "run"] as const) {
        await dieDuring(rt, id, stage);

        // The restarted server: recovery, then its worker. No clock moved past a lease.
        expect(await recoverAbandonedWork(rt.deps.db, rt.clock.now())).toBe(1);
        if (stage === "enrich") {
          // Only the enrichment: the first run it queues is the next stage's.
          const job = await claimJobOf(rt, id, "enrich");
          await executeJob(rt.deps, jobHandlers, job!);
          expect((await get(org, id)).body.operation).toMatchObject({ enrichmentStatus: "ready" });
        } else {
          await new LocalJobRunner(() => rt.deps, jobHandlers, { concurrency: 4, pollMs: 1000 }).drain();
          const g = await get(org, id);
          expect(g.body.data.lastScrapedAt).not.toBeNull();
          expect(g.body.data.latestRun).toMatchObject({ status: "succeeded" });
        }
      }
    },
  );

  it("a failing job retries with exponential backoff and ends dead with its error kept", async () => {
    const { rt } = await setup();
    const jobId = (await enqueueJob(rt.deps.db, rt.clock.now(), {
      kind: "test_always_fails",
      payload: {},
      maxAttempts: 3,
    }))!;
    const handlers = {
      test_always_fails: async () => {
        throw new Error("boom");
      },
    };
    const step = async () => {
      const [job] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [jobId]);
      return job ? executeJob(rt.deps, handlers, job) : "not due";
    };
    expect(await step()).toBe("retry");
    expect(await step()).toBe("not due");
    rt.clock.advance(backoffMs(1));
    expect(await step()).toBe("retry");
    rt.clock.advance(backoffMs(2) - 1);
    expect(await step()).toBe("not due");
    rt.clock.advance(1);
    expect(await step()).toBe("dead");
    const row = await rt.deps.db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "dead", attempts: 3, last_error: "boom" });
    rt.clock.advance(3_600_000);
    expect(await step()).toBe("not due");
  });

  it("a job of an unknown kind dies at once", async () => {
    const { rt } = await setup();
    const jobId = (await enqueueJob(rt.deps.db, rt.clock.now(), { kind: "no_such_kind", payload: {} }))!;
    const [job] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [jobId]);
    expect(await executeJob(rt.deps, jobHandlers, job!)).toBe("dead");
  });

  it("a slow job holds one slot, not the queue: a job queued after it runs while it is still running", async () => {
    const { rt } = await setup();
    await drain(rt);
    const slowEntered = deferred();
    const releaseSlow = deferred();
    const fastDone = deferred();
    const handlers = {
      ...jobHandlers,
      test_slow: async () => {
        slowEntered.resolve();
        await releaseSlow.promise;
      },
      test_fast: async () => fastDone.resolve(),
    };
    const worker = new LocalJobRunner(() => rt.deps, handlers, { concurrency: 2, pollMs: 3_600_000 });
    worker.start();
    try {
      const slow = (await enqueueJob(rt.deps.db, rt.clock.now(), { kind: "test_slow", payload: {} }))!;
      await worker.dispatch();
      await slowEntered.promise;
      await enqueueJob(rt.deps.db, rt.clock.now(), { kind: "test_fast", payload: {} });
      await worker.dispatch();
      await fastDone.promise; // without a free slot being refilled, this waits for the slow job forever
      const row = await rt.deps.db.selectFrom("jobs").select("status").where("id", "=", slow).executeTakeFirstOrThrow();
      expect(row.status).toBe("running");
    } finally {
      releaseSlow.resolve();
      await worker.stop();
    }
  }, 20_000);

  it("dispatch after commit wakes a running worker: the work happens without waiting for its poll", async () => {
    const { rt: base, org } = await setup();
    await drain(base);
    let deps!: AppDeps;
    const worker = new LocalJobRunner(() => deps, jobHandlers, { concurrency: 2, pollMs: 3_600_000 });
    deps = { ...base.deps, jobs: worker };
    const app = createApp(deps);
    const call = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: { authorization: `Bearer ${org.key}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    worker.start();
    try {
      const res = await call("POST", "/api/v1/tracker", companyBody());
      const id = (await res.json()).data.id;
      await vi.waitFor(
        async () => {
          const g = await call("GET", `/api/v1/tracker/${id}`);
          expect((await g.json()).data.lastScrapedAt).not.toBeNull();
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await worker.stop();
    }
  });
});

describe("crash recovery on Postgres: a lease renewed by a heartbeat", () => {
  const signalsOf = async (rt: typeof iso, id: string) =>
    rt.deps.db.selectFrom("signals").select("id").where("entity_id", "=", id).execute();

  it("an enrichment or run whose worker died is taken back within 90 s of its death, and done once", async () => {
    const { rt, org } = await setup();
    await drain(rt);
    const id = await createOk(org);
    for (const stage of ["enrich", "run"] as const) {
      // The worker beats twice, then dies just after a beat (its lease as fresh as it gets).
      await dieDuring(rt, id, stage, 2);
      const diedAt = rt.clock.now().getTime();

      // Its last lease is respected: no other worker takes the work a second before it ends…
      rt.clock.set(new Date(diedAt + JOB_LEASE_MS - 1000));
      expect(await claimJobOf(rt, id, stage)).toBeUndefined();
      // …and a worker polling just before 90 s takes it over and finishes it.
      rt.clock.set(new Date(diedAt + 89_000));
      const job = await claimJobOf(rt, id, stage);
      expect(job).toMatchObject({ kind: stage, attempts: 2 });
      expect(await executeJob(rt.deps, jobHandlers, job!)).toBe("done");
    }
    const g = await get(org, id);
    expect(g.body.operation).toMatchObject({ enrichmentStatus: "ready" });
    expect(g.body.data.latestRun).toMatchObject({ status: "succeeded" });
    expect(await signalsOf(rt, id)).toHaveLength(1);

    // Delivered again (at least once), each job changes nothing more.
    const run = (await rt.deps.db.selectFrom("runs").select("id").where("entity_id", "=", id).executeTakeFirstOrThrow())
      .id;
    for (const again of [
      { kind: "enrich", payload: { entityId: id } },
      { kind: "run", payload: { runId: run } },
    ]) {
      const jobId = (await enqueueJob(rt.deps.db, rt.clock.now(), { ...again, entityId: id }))!;
      const [job] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [jobId]);
      expect(await executeJob(rt.deps, jobHandlers, job!)).toBe("done");
    }
    expect((await get(org, id)).body).toEqual(g.body);
    expect(await signalsOf(rt, id)).toHaveLength(1);
    expect([rt.pipeline.enrichCalls.get(id), rt.pipeline.runCalls.get(id)]).toEqual([1, 1]);
  });

  it("a run whose worker keeps its heartbeat is never taken from it, however many leases it lasts", async () => {
    const { rt, org } = await setup();
    await drain(rt);
    const id = await createOk(org);
    await stepEntity(rt, id); // enrichment done, first run queued
    const gated = gatedPipeline(rt.pipeline, () => id);
    const job = (await claimJobOf(rt, id, "run"))!;
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const outcome = executeJob({ ...rt.deps, pipeline: gated.pipeline }, jobHandlers, job);
      await gated.entered.run.promise;
      // Twenty beats: five leases' worth of clock.
      for (let i = 0; i < 20; i++) {
        await beat(rt, job.id);
        expect(await claimJobOf(rt, id, "run")).toBeUndefined();
      }
      expect((await org.request("POST", `/api/v1/tracker/${id}/refresh`)).status).toBe(409);
      gated.gate.run.resolve();
      expect(await outcome).toBe("done");
    } finally {
      gated.gate.run.resolve();
      vi.useRealTimers();
    }
    expect((await jobsOf(rt, id)).find((j) => j.kind === "run")).toMatchObject({ status: "done", attempts: 1 });
    expect((await get(org, id)).body.data.latestRun).toMatchObject({ status: "succeeded" });
    expect(await signalsOf(rt, id)).toHaveLength(1);
  });

  it(
    "a worker that stalled past its lease and then fails does " +
      "not hand the job back: the worker that took over keeps it",
    async () => {
      const { rt, org } = await setup();
      await drain(rt);
      const id = await createOk(org);
      await stepEntity(rt, id); // enrichment done, first run queued
      // Worker A stalls in the run (its heartbeat does not beat either), then fails.
      const entered = deferred();
      const stalled = deferred();
      const stalling: Pipeline = {
        failedRun: (d, t) => rt.pipeline.failedRun(d, t),
        enrich: (d, t) => rt.pipeline.enrich(d, t),
        run: async (d, t) => {
          entered.resolve();
          await stalled.promise;
          throw new Error("the site timed out");
        },
      };
      // Worker B takes the run over once A's lease has run out, and is still working it when A returns.
      const b = gatedPipeline(rt.pipeline, () => id);
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      try {
        const jobA = (await claimJobOf(rt, id, "run"))!;
        const outcomeA = executeJob({ ...rt.deps, pipeline: stalling }, jobHandlers, jobA);
        await entered.promise;
        rt.clock.advance(JOB_LEASE_MS);
        const jobB = (await claimJobOf(rt, id, "run"))!;
        expect(jobB).toMatchObject({ id: jobA.id, attempts: 2 });
        const outcomeB = executeJob({ ...rt.deps, pipeline: b.pipeline }, jobHandlers, jobB);
        await b.entered.run.promise;

        stalled.resolve();
        expect(await outcomeA).toBe("lost");
        // B's heartbeat still holds the job, past the backoff a retry of A's failure would have had.
        for (let i = 0; i < 4; i++) {
          await beat(rt, jobB.id);
          expect(await claimJobOf(rt, id, "run")).toBeUndefined();
        }
        expect(backoffMs(jobA.attempts)).toBeLessThan(4 * JOB_HEARTBEAT_MS);
        b.gate.run.resolve();
        expect(await outcomeB).toBe("done");
      } finally {
        stalled.resolve();
        b.gate.run.resolve();
        vi.useRealTimers();
      }
      expect((await jobsOf(rt, id)).find((j) => j.kind === "run")).toMatchObject({
        status: "done",
        attempts: 2,
        last_error: null,
      });
      expect((await get(org, id)).body.data.latestRun).toMatchObject({ status: "succeeded" });
      expect(await signalsOf(rt, id)).toHaveLength(1);
    },
  );

  it(
    "a lease renewal the database refuses for a moment is tried " +
      "again on the next beat: the job stays with its worker, logged once",
    async () => {
      const { rt } = await setup();
      const outage = databaseOutage(rt.deps);
      const entered = deferred();
      const release = deferred();
      const handlers = {
        test_long: async () => {
          entered.resolve();
          await release.promise;
        },
      };
      const jobId = (await enqueueJob(rt.deps.db, rt.clock.now(), { kind: "test_long", payload: {} }))!;
      const claimedAt = rt.clock.now().getTime();
      const [job] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [jobId]);
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      try {
        const done = executeJob(outage.deps, handlers, job!);
        await entered.promise;
        // Two beats while the database refuses connections…
        outage.down();
        for (let i = 1; i <= 2; i++) {
          rt.clock.advance(JOB_HEARTBEAT_MS);
          vi.advanceTimersByTime(JOB_HEARTBEAT_MS);
          await vi.waitFor(() => expect(outage.attempts).toBe(i));
        }
        // …then it answers again, and the next beat renews the lease.
        outage.up();
        await beat(rt, jobId);
        rt.clock.set(new Date(claimedAt + JOB_LEASE_MS + 1000)); // past the lease it was claimed with
        expect(await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [jobId])).toEqual([]);
        release.resolve();
        expect(await done).toBe("done");
      } finally {
        release.resolve();
        vi.useRealTimers();
      }
      expect(outage.lines.filter((l) => l.msg.includes("renewal failed"))).toHaveLength(1);
    },
  );
});
