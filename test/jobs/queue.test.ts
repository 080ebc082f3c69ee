import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import type { AppDeps } from "../../src/deps";
import { executeJob } from "../../src/jobs/execute";
import { jobHandlers } from "../../src/jobs/handlers";
import { JOB_LEASE_MS, JOB_LEASE_RENEW_MS } from "../../src/jobs/lease";
import { LocalWorker } from "../../src/jobs/local-worker";
import { recoverAbandonedWork } from "../../src/jobs/recover";
import { backoffMs, claimDueJobs, enqueueJob } from "../../src/jobs/store";
import type { Pipeline } from "../../src/pipeline/contract";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { companyBody, createOk, deferred, drain, get, jobsOf } from "../tracker/_helpers";

// These tests drain the whole jobs table: on real Postgres they get a database of their own.
let iso: Awaited<ReturnType<typeof isolatedLifecycleRuntime>>;
beforeAll(async () => {
  iso = await isolatedLifecycleRuntime();
});
afterAll(async () => iso.close());
const setup = async () => ({ rt: iso, org: await iso.createOrg() });

/**
 * A worker that claims due jobs and dies in the middle of `stage` for company `id` (its pipeline
 * never returns; other companies' work goes through, so jobs that earlier files left due on the
 * shared database are worked off first). Resolves once it is in there.
 */
async function dieDuring(rt: typeof iso, id: string, stage: "enrich" | "run"): Promise<void> {
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
  const worker = new LocalWorker(() => ({ ...rt.deps, pipeline: hanging }), jobHandlers, { concurrency: 1, pollMs: 1000 });
  for (let round = 0; round < 100; round++) {
    const claimed = await Promise.race([worker.tick(), entered.promise.then(() => "entered" as const)]);
    if (claimed === "entered") return;
    if (claimed === 0) break;
  }
  throw new Error(`no due ${stage} job for company ${id}`);
}

/** Claims company `id`'s job of `kind` (and no other company's, whatever else is due). */
async function claimJobOf(rt: typeof iso, id: string, kind: "enrich" | "run") {
  const ids = (await jobsOf(rt, id)).filter((j) => j.kind === kind).map((j) => j.id);
  const [job] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, ids);
  return job;
}

describe("the local job queue (embedded default)", () => {
  it("jobs survive a restart: a second worker on the same database picks up a job whose worker died, once its lease expires", async () => {
    const { rt, org } = await setup();
    await drain(rt); // nothing else due, so this test's worker claims only its own job
    const id = await createOk(org);

    // Worker A claims the enrichment and dies in the middle of it (its pipeline never returns).
    await dieDuring(rt, id, "enrich");
    expect((await get(org, id)).body.operation.enrichmentStatus).toBe("running");
    const [claimed] = await jobsOf(rt, id);
    expect(claimed).toMatchObject({ status: "running", attempts: 1 });

    // Worker B (a restarted process) leaves it alone while the lease holds…
    const workerB = new LocalWorker(() => rt.deps, jobHandlers, { concurrency: 4, pollMs: 1000 });
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
  });

  it("work whose job is claimed again just after its lease ran out is taken over, not left running for ever", async () => {
    const { rt, org } = await setup();
    await drain(rt);
    const id = await createOk(org);
    // A worker claims each job, starts the work a few seconds after its claim, and dies; another
    // worker claims the job the moment the lease has run out (within a lease of the start).
    for (const stage of ["enrich", "run"] as const) {
      const claimedAt = rt.clock.now().getTime();
      await dieDuring(rt, id, stage);
      const startedAt = new Date(claimedAt + 3000);
      if (stage === "enrich") await rt.deps.db.updateTable("entities").set({ enrichment_started_at: startedAt }).where("id", "=", id).execute();
      else await rt.deps.db.updateTable("runs").set({ started_at: startedAt }).where("entity_id", "=", id).where("status", "=", "running").execute();

      rt.clock.set(new Date(claimedAt + JOB_LEASE_MS + 1));
      const job = await claimJobOf(rt, id, stage);
      expect(job).toMatchObject({ kind: stage, attempts: 2 });
      await executeJob(rt.deps, jobHandlers, job!);
      const g = await get(org, id);
      if (stage === "enrich") expect(g.body.operation).toMatchObject({ enrichmentStatus: "ready" });
      else expect(g.body.data.latestRun).toMatchObject({ status: "succeeded" });
    }
  });

  it("work a live worker holds is left to it: another enrich job for the company does nothing", async () => {
    const { rt, org } = await setup();
    await drain(rt);
    const id = await createOk(org);
    await dieDuring(rt, id, "enrich");
    const before = await rt.deps.db.selectFrom("entities").select(["enrichment_status", "enrichment_started_at"]).where("id", "=", id).executeTakeFirstOrThrow();

    rt.clock.advance(JOB_LEASE_MS - 1000); // long after the start, but the first job's lease is live
    const second = (await enqueueJob(rt.deps.db, rt.clock.now(), { kind: "enrich", payload: { entityId: id }, entityId: id }))!;
    const [job] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [second]);
    expect(await executeJob(rt.deps, jobHandlers, job!)).toBe("done");
    const after = await rt.deps.db.selectFrom("entities").select(["enrichment_status", "enrichment_started_at"]).where("id", "=", id).executeTakeFirstOrThrow();
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
    const leaseOf = async () =>
      (await rt.deps.db.selectFrom("jobs").select("locked_until").where("id", "=", jobId).executeTakeFirstOrThrow()).locked_until!.getTime();
    const firstLease = await leaseOf();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const done = executeJob(rt.deps, handlers, job!);
      await entered.promise;
      rt.clock.advance(JOB_LEASE_MS - 1000);
      vi.advanceTimersByTime(JOB_LEASE_RENEW_MS);
      await vi.waitFor(async () => expect(await leaseOf()).toBe(rt.clock.now().getTime() + JOB_LEASE_MS));
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
    const row = await rt.deps.db.selectFrom("jobs").select(["status", "locked_until"]).where("id", "=", jobId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "done", locked_until: null });
  });

  it("on the embedded database a restart takes back at once what a killed process was working: enrichment and runs", async () => {
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
        await new LocalWorker(() => rt.deps, jobHandlers, { concurrency: 4, pollMs: 1000 }).drain();
        const g = await get(org, id);
        expect(g.body.data.lastScrapedAt).not.toBeNull();
        expect(g.body.data.latestRun).toMatchObject({ status: "succeeded" });
      }
    }
  });

  it("a failing job retries with exponential backoff and ends dead with its error kept", async () => {
    const { rt } = await setup();
    const jobId = (await enqueueJob(rt.deps.db, rt.clock.now(), { kind: "test_always_fails", payload: {}, maxAttempts: 3 }))!;
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
    const worker = new LocalWorker(() => rt.deps, handlers, { concurrency: 2, pollMs: 3_600_000 });
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
    const worker = new LocalWorker(() => deps, jobHandlers, { concurrency: 2, pollMs: 3_600_000 });
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
