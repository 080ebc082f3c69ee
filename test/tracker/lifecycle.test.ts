import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { backoffMs } from "../../src/db/jobs";
import { createTestOrg, getRuntime, runtimeWith } from "../support/harness";
import { lifecycleRuntime } from "../support/test-pipeline";
import {
  companyBody,
  create,
  createOk,
  gatedPipeline,
  get,
  jobsOf,
  runsOf,
  settleEntity,
  setup,
  stepEntity,
  type Stepper,
  warmUp,
} from "./_helpers";

beforeAll(warmUp);

/** A runtime whose pipeline holds one company's enrichment and run at a gate. */
async function gatedRuntime() {
  const base = await lifecycleRuntime();
  let target: string | undefined;
  const g = gatedPipeline(base.pipeline, () => target);
  const { app, deps } = await runtimeWith({ pipeline: g.pipeline });
  const rt: Stepper = { deps, clock: base.clock, settle: base.settle };
  const org = await createTestOrg({ app });
  return { ...g, rt, org, setTarget: (id: string) => (target = id) };
}

describe("the lifecycle: create → enrichment → first run (spec 3.2, 3.3)", () => {
  it(
    "walks queued → running → ready, then the first run " + "queued → running → finished, as a polling client sees it",
    async () => {
      const { rt, org, gate, entered, setTarget } = await gatedRuntime();
      const { res, body } = await create(org, companyBody());
      expect(res.status).toBe(201);
      const id = body.data.id as string;
      setTarget(id);
      expect(body.operation).toMatchObject({
        enrichmentStatus: "queued",
        enrichmentComplete: false,
        suggestedPollIntervalSeconds: 5,
      });

      // Enrichment running.
      const enrichStep = stepEntity(rt, id);
      await entered.enrich.promise;
      let g = await get(org, id);
      expect(g.res.status).toBe(200);
      expect(g.body.operation).toMatchObject({
        pollUrl: `/api/v1/tracker/${id}`,
        enrichmentStatus: "running",
        enrichmentComplete: false,
        suggestedPollIntervalSeconds: 5,
      });
      expect(g.body.data.enrichment.startedAt).not.toBeNull();

      // Enrichment ready; the first run is queued by itself, so polling goes on.
      gate.enrich.resolve();
      expect(await enrichStep).toEqual(["done"]);
      g = await get(org, id);
      expect(g.body.operation).toMatchObject({
        enrichmentStatus: "ready",
        enrichmentComplete: true,
        suggestedPollIntervalSeconds: 5,
      });
      expect(g.body.data.description).toContain("makes things");
      expect(g.body.data.classification).toEqual(["Developer Tools"]);
      expect(g.body.data.latestRun).toMatchObject({ trigger: "first", status: "queued", startedAt: null });
      expect(g.body.data.lastScrapedAt).toBeNull();

      // The run is running: scrapeHealthReason says so, lastScrapedAt still unset.
      const runStep = stepEntity(rt, id);
      await entered.run.promise;
      g = await get(org, id);
      expect(g.body.data.scrapeHealthReason).toBe("run_in_progress");
      expect(g.body.data.lastScrapedAt).toBeNull();
      expect(g.body.data.latestRun.status).toBe("running");
      expect(g.body.operation.suggestedPollIntervalSeconds).toBe(5);

      // Finished: lastScrapedAt set and scrapeHealthReason no longer says a run is in progress.
      gate.run.resolve();
      expect(await runStep).toEqual(["done"]);
      g = await get(org, id);
      expect(g.body.data.lastScrapedAt).toMatch(/\+00:00$/);
      expect(g.body.data.scrapeHealthReason).toBe("healthy");
      expect(g.body.operation.suggestedPollIntervalSeconds).toBeNull();
      expect(g.body.data.latestRun).toMatchObject({ trigger: "first", status: "succeeded", healthReason: "healthy" });
      expect(g.body.data.latestRun.finishedAt).not.toBeNull();
      expect(g.body.data.latestSignal).toMatchObject({
        type: "no_material_change",
        severity: "none",
        needsAttention: false,
      });
      const runs = await runsOf(rt as never, id);
      expect(runs.map((r) => [r.trigger, r.status])).toEqual([["first", "succeeded"]]);
      expect(runs[0]!.queued_at).toBeInstanceOf(Date);
      expect(runs[0]!.started_at).toBeInstanceOf(Date);
    },
  );

  it(
    "a failed enrichment shows in operation and " + "scrapeHealthReason, not in status; the first run still follows",
    async () => {
      const { rt, org } = await setup();
      const id = await createOk(org, companyBody({ companyWebsite: "https://unreachable-site.example" }));
      await stepEntity(rt, id);
      let g = await get(org, id);
      expect(g.body.operation).toMatchObject({
        enrichmentStatus: "failed",
        enrichmentComplete: true,
        suggestedPollIntervalSeconds: 5,
      });
      expect(g.body.data.status).toBe("ok");
      expect(g.body.data.scrapeHealthReason).toBe("website_unreachable");
      expect(g.body.data.enrichment.reason).toBe("website_unreachable");
      await settleEntity(rt, id);
      g = await get(org, id);
      expect(g.body.data.lastScrapedAt).not.toBeNull();
      expect(g.body.operation.suggestedPollIntervalSeconds).toBeNull();
    },
  );

  it("a partial enrichment is complete, with its reason", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org, companyBody({ companyWebsite: "https://robots-site.example" }));
    await stepEntity(rt, id);
    const g = await get(org, id);
    expect(g.body.operation).toMatchObject({ enrichmentStatus: "partial", enrichmentComplete: true });
    expect(g.body.data.enrichment.reason).toBe("blocked_by_robots");
    expect(g.body.data.enrichment.detail).toEqual({ pagesFetched: 1 });
  });

  it("an enrichment that throws retries with backoff, then fails for good; polling still ends", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org, companyBody({ thingsToTrack: "x [enrich-throws]" }));
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await stepEntity(rt, id)).toEqual([attempt < 5 ? "retry" : "dead"]);
      const [job] = (await jobsOf(rt, id)).filter((j) => j.kind === "enrich");
      expect(job!.last_error).toBe("enrichment exploded");
      if (attempt < 5) {
        expect((await get(org, id)).body.operation.enrichmentStatus).toBe("queued");
        // Not due again before its backoff.
        expect(await stepEntity(rt, id)).toEqual([]);
        rt.clock.advance(backoffMs(attempt));
      }
    }
    const g = await get(org, id);
    expect(g.body.operation).toMatchObject({ enrichmentStatus: "failed", enrichmentComplete: true });
    expect(g.body.data.scrapeHealthReason).toBe("enrichment_failed");
    expect((await jobsOf(rt, id)).find((j) => j.kind === "enrich")!.status).toBe("dead");
    expect((await runsOf(rt, id)).map((r) => r.trigger)).toEqual(["first"]);
  });

  it("a run that throws retries, then is failed; lastScrapedAt and run_failed tell the client it is over", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org, companyBody({ thingsToTrack: "x [run-throws]" }));
    await stepEntity(rt, id); // enrichment
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await stepEntity(rt, id)).toEqual([attempt < 5 ? "retry" : "dead"]);
      const g = await get(org, id);
      if (attempt < 5) {
        // Waiting for its retry: still in progress from the client's point of view.
        expect(g.body.data.scrapeHealthReason).toBe("run_in_progress");
        expect(g.body.data.lastScrapedAt).toBeNull();
        expect(g.body.data.latestRun.status).toBe("queued");
        rt.clock.advance(backoffMs(attempt));
      }
    }
    const g = await get(org, id);
    expect(g.body.data.scrapeHealthReason).toBe("run_failed");
    expect(g.body.data.lastScrapedAt).not.toBeNull();
    expect(g.body.data.latestRun).toMatchObject({ status: "failed", healthReason: "run_failed" });
    expect(g.body.operation.suggestedPollIntervalSeconds).toBeNull();
    const [run] = await runsOf(rt, id);
    expect(run!.error).toBe("run exploded");
    // Every run makes exactly one signal (decisions): this one says the run failed, and its alert
    // was kept, not sent (nothing was compared).
    const signals = await (await org.request("GET", `/api/v1/signals?entityId=${id}&view=full`)).json();
    expect(signals.data).toHaveLength(1);
    expect(signals.data[0]).toMatchObject({ runId: run!.id, type: "other", severity: "low", needsAttention: false });
    expect(signals.data[0].summary).toContain("the run failed on our side");
    const alerts = await (await org.request("GET", `/api/v1/alerts?entityId=${id}&outcome=all`)).json();
    expect(alerts.data).toHaveLength(1);
    expect(alerts.data[0].outcome).toBe("suppressed");
  });

  it("a job run twice changes nothing more", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org);
    await settleEntity(rt, id);
    const before = (await get(org, id)).body;
    const enrichCalls = rt.pipeline.enrichCalls.get(id);
    const runCalls = rt.pipeline.runCalls.get(id);
    expect([enrichCalls, runCalls]).toEqual([1, 1]);
    rt.clock.advance(1000);
    // The same messages delivered again (at-least-once delivery).
    for (const job of await jobsOf(rt, id))
      await jobHandlers[job.kind]!(rt.deps, job.payload as Record<string, unknown>, { ...job, attempts: 1 });
    const after = (await get(org, id)).body;
    expect(after).toEqual(before);
    expect([rt.pipeline.enrichCalls.get(id), rt.pipeline.runCalls.get(id)]).toEqual([1, 1]);
    const signals = await rt.deps.db.selectFrom("signals").select("id").where("entity_id", "=", id).execute();
    expect(signals).toHaveLength(1);
  });

  it("a PATCH that changes identity fields starts enrichment again; other fields do not", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org);
    await settleEntity(rt, id);
    let p = await org.request("PATCH", `/api/v1/tracker/${id}`, {
      body: { tags: ["a"], cadenceDays: 3, thingsToTrack: "Hiring" },
    });
    expect((await p.json()).operation.enrichmentStatus).toBe("ready");
    p = await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { companyWebsite: "https://new-site.example" } });
    const body = await p.json();
    expect(body.operation).toMatchObject({
      enrichmentStatus: "queued",
      enrichmentComplete: false,
      suggestedPollIntervalSeconds: 5,
    });
    await settleEntity(rt, id);
    expect((await get(org, id)).body.operation.enrichmentStatus).toBe("ready");
    expect(rt.pipeline.enrichCalls.get(id)).toBe(2);
    // Runs already exist: re-enrichment queues no second "first" run.
    expect((await runsOf(rt, id)).map((r) => r.trigger)).toEqual(["first"]);
    // Another scheme (or www.) is the same identifier but another site to read: http:// where
    // https:// failed must be enriched, not left failed.
    for (const change of [
      { companyWebsite: "http://new-site.example" },
      { companyLinkedinUrl: "https://www.linkedin.com/company/renamed" },
      { founders: [{ name: "New Founder" }] },
    ]) {
      const r = await org.request("PATCH", `/api/v1/tracker/${id}`, { body: change });
      expect((await r.json()).operation.enrichmentStatus, JSON.stringify(change)).toBe("queued");
      await settleEntity(rt, id);
    }
  });

  it("an identity change while enrichment runs drops the stale result and enriches again", async () => {
    const { rt, org, gate, entered, setTarget } = await gatedRuntime();
    const id = (await create(org, companyBody())).body.data.id as string;
    setTarget(id);
    const step = stepEntity(rt, id);
    await entered.enrich.promise;
    rt.clock.advance(1);
    const p = await org.request("PATCH", `/api/v1/tracker/${id}`, {
      body: { companyWebsite: "https://changed-meanwhile.example" },
    });
    expect((await p.json()).operation.enrichmentStatus).toBe("queued");
    gate.enrich.resolve();
    await step;
    // The stale result was not recorded: still queued, no run yet.
    expect((await get(org, id)).body.operation.enrichmentStatus).toBe("queued");
    expect(await runsOf(rt as never, id)).toEqual([]);
    gate.run.resolve();
    await settleEntity(rt, id);
    const g = await get(org, id);
    expect(g.body.operation.enrichmentStatus).toBe("ready");
    expect(g.body.data.lastScrapedAt).not.toBeNull();
  });
});

describe("POST /api/v1/tracker/{id}/refresh in every state", () => {
  it(
    "ok and idle → 202 with a refresh record; the run is " + "finished when lastScrapedAt differs from the baseline",
    async () => {
      const { rt, org } = await setup();
      const id = await createOk(org);
      await settleEntity(rt, id);
      const baseline = (await get(org, id)).body.data.lastScrapedAt;
      const res = await org.request("POST", `/api/v1/tracker/${id}/refresh`);
      expect(res.status).toBe(202);
      const { refresh } = await res.json();
      expect(refresh).toEqual({
        entityId: id,
        taskId: expect.any(String),
        status: "queued",
        pollUrl: `/api/v1/tracker/${id}`,
        baselineLastScrapedAt: baseline,
        suggestedPollIntervalSeconds: 5,
      });
      const runs = await runsOf(rt, id);
      expect(runs.map((r) => [r.trigger, r.status])).toEqual([
        ["first", "succeeded"],
        ["refresh", "queued"],
      ]);
      expect(runs[1]!.id).toBe(refresh.taskId);
      expect((await get(org, id)).body.data.lastScrapedAt).toBe(baseline);
      // Same clock instant as the first run: lastScrapedAt still moves.
      await settleEntity(rt, id);
      const after = (await get(org, id)).body;
      expect(after.data.lastScrapedAt).not.toBe(baseline);
      expect(after.data.scrapeHealthReason).toBe("healthy");
      expect((await runsOf(rt, id)).find((r) => r.id === refresh.taskId)).toMatchObject({
        trigger: "refresh",
        status: "succeeded",
      });
      // And it can be refreshed again.
      expect((await org.request("POST", `/api/v1/tracker/${id}/refresh`)).status).toBe(202);
    },
  );

  it("a run queued → 409 run_in_progress", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org);
    await stepEntity(rt, id); // enrichment done, first run queued
    const res = await org.request("POST", `/api/v1/tracker/${id}/refresh`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("run_in_progress");
    expect(await runsOf(rt, id)).toHaveLength(1);
  });

  it("a run running → 409 run_in_progress", async () => {
    const { rt, org, gate, entered, setTarget } = await gatedRuntime();
    const id = (await create(org, companyBody())).body.data.id as string;
    setTarget(id);
    gate.enrich.resolve();
    await stepEntity(rt, id);
    const step = stepEntity(rt, id);
    await entered.run.promise;
    const res = await org.request("POST", `/api/v1/tracker/${id}/refresh`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("run_in_progress");
    gate.run.resolve();
    await step;
  });

  it("enrichment not finished and no run yet → 202 with a null baseline", async () => {
    const { org } = await setup();
    const id = await createOk(org);
    const res = await org.request("POST", `/api/v1/tracker/${id}/refresh`);
    expect(res.status).toBe(202);
    expect((await res.json()).refresh.baselineLastScrapedAt).toBeNull();
  });

  it("paused → 409 entity_paused and it stays paused", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org);
    await settleEntity(rt, id);
    await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { status: "paused" } });
    const res = await org.request("POST", `/api/v1/tracker/${id}/refresh`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("entity_paused");
    expect((await get(org, id)).body.data.status).toBe("paused");
    expect(await runsOf(rt, id)).toHaveLength(1);
  });

  it("a body over 1 MiB is 413 payload_too_large and queues nothing, though refresh takes no body", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org);
    await settleEntity(rt, id);
    const big = JSON.stringify({ pad: "x".repeat(1100 * 1024) });
    const res = await org.request("POST", `/api/v1/tracker/${id}/refresh`, {
      body: big,
      headers: { "content-type": "application/json", "content-length": String(big.length) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
    expect((await runsOf(rt, id)).map((r) => r.trigger)).toEqual(["first"]);
  });

  it("two refreshes at once queue one run", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org);
    await settleEntity(rt, id);
    const results = await Promise.all([1, 2, 3].map(() => org.request("POST", `/api/v1/tracker/${id}/refresh`)));
    expect(results.map((r) => r.status).sort()).toEqual([202, 409, 409]);
    expect((await runsOf(rt, id)).filter((r) => r.trigger === "refresh")).toHaveLength(1);
  });

  it("unknown or deleted company → 404", async () => {
    const { org } = await setup();
    const id = await createOk(org);
    await org.request("DELETE", `/api/v1/tracker/${id}`);
    const res = await org.request("POST", `/api/v1/tracker/${id}/refresh`);
    expect(res.status).toBe(404);
  });
});

describe("pause and resume (spec 3.2)", () => {
  it("ok → paused drops a queued run; paused → ok resumes; a paused company's late job does nothing", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org);
    await stepEntity(rt, id); // first run queued
    const p = await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { status: "paused" } });
    expect(p.status).toBe(200);
    const body = await p.json();
    expect(body.data.status).toBe("paused");
    expect(body.operation.suggestedPollIntervalSeconds).toBeNull();
    expect(await runsOf(rt, id)).toEqual([]);
    expect(await stepEntity(rt, id)).toEqual([]);
    expect(rt.pipeline.runCalls.get(id)).toBeUndefined();

    const r = await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { status: "ok" } });
    expect((await r.json()).data.status).toBe("ok");
    expect((await org.request("POST", `/api/v1/tracker/${id}/refresh`)).status).toBe(202);
  });

  it("a run queued before a pause is dropped by its job if the pause raced it", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org);
    await stepEntity(rt, id);
    // Pause without the service (as if the PATCH committed between the run's insert and its job).
    await rt.deps.db.updateTable("entities").set({ status: "paused" }).where("id", "=", id).execute();
    expect(await stepEntity(rt, id)).toEqual(["done"]);
    expect(await runsOf(rt, id)).toEqual([]);
    expect(rt.pipeline.runCalls.get(id)).toBeUndefined();
  });
});

describe("DELETE /api/v1/tracker/{id}", () => {
  it(
    "removes the company and its whole history in one go; leads " +
      "keep their decision but lose trackedEntityId; again → 404",
    async () => {
      const { rt, org } = await setup();
      const id = await createOk(org);
      await settleEntity(rt, id);
      await org.request("POST", `/api/v1/tracker/${id}/refresh`);
      const db = rt.deps.db;
      const [run] = await runsOf(rt, id);
      const signal = await db.selectFrom("signals").select("id").where("entity_id", "=", id).executeTakeFirstOrThrow();
      const now = rt.clock.now();
      await db
        .insertInto("alerts")
        .values({
          id: crypto.randomUUID(),
          org_id: org.orgId,
          entity_id: id,
          signal_id: signal.id,
          run_id: run!.id,
          outcome: "sent",
          reason: "r",
          rule_evaluations: "[]",
          created_at: now,
        })
        .execute();
      await db
        .insertInto("snapshots")
        .values({
          id: crypto.randomUUID(),
          org_id: org.orgId,
          entity_id: id,
          run_id: run!.id,
          pages: "[]",
          created_at: now,
        })
        .execute();
      const leadId = crypto.randomUUID();
      await db
        .insertInto("leads")
        .values({
          id: leadId,
          org_id: org.orgId,
          source_entity_id: id,
          person_key: `p-${leadId}`,
          founder_name: "Lead Person",
          team: "[]",
          evidence: "[]",
          decision_status: "accepted",
          decided_at: now,
          tracked_entity_id: id,
          created_at: now,
          updated_at: now,
        })
        .execute();

      const res = await org.request("DELETE", `/api/v1/tracker/${id}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { id, deleted: true } });

      for (const table of ["entities", "founders", "runs", "signals", "alerts", "snapshots", "jobs"] as const) {
        const col = table === "entities" ? "id" : "entity_id";
        const left = await sql<{
          n: number;
        }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(col)} = ${id}`.execute(db);
        expect(left.rows[0]!.n, table).toBe(0);
      }
      const events = await db.selectFrom("events").select("type").where("entity_id", "=", id).execute();
      expect(events).toEqual([]);
      const lead = await db
        .selectFrom("leads")
        .select(["decision_status", "tracked_entity_id", "source_entity_id"])
        .where("id", "=", leadId)
        .executeTakeFirstOrThrow();
      expect(lead).toEqual({ decision_status: "accepted", tracked_entity_id: null, source_entity_id: null });

      expect((await get(org, id)).res.status).toBe(404);
      const again = await org.request("DELETE", `/api/v1/tracker/${id}`);
      expect(again.status).toBe(404);
      expect((await again.json()).error.code).toBe("not_found");
    },
  );

  it("a run in progress when its company is deleted ends quietly", async () => {
    const { rt, org, gate, entered, setTarget } = await gatedRuntime();
    const id = (await create(org, companyBody())).body.data.id as string;
    setTarget(id);
    gate.enrich.resolve();
    await stepEntity(rt, id);
    const step = stepEntity(rt, id);
    await entered.run.promise;
    expect((await org.request("DELETE", `/api/v1/tracker/${id}`)).status).toBe(200);
    gate.run.resolve();
    expect(await step).toEqual(["done"]);
    const base = await getRuntime();
    const signals = await base.deps.db.selectFrom("signals").select("id").where("entity_id", "=", id).execute();
    expect(signals).toEqual([]);
  });
});

describe("events (decisions 3: an outbox that leaves room for webhooks)", () => {
  it("each change records its event in the same transaction; deleting leaves one company.deleted event", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org);
    await settleEntity(rt, id);
    await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { tags: ["a"] } });
    const db = rt.deps.db;
    const types = async () =>
      (
        await db
          .selectFrom("events")
          .select("type")
          .where("entity_id", "=", id)
          .orderBy("created_at")
          .orderBy("id")
          .execute()
      )
        .map((e) => e.type)
        .sort();
    expect(await types()).toEqual([
      "company.created",
      "company.enrichment.completed",
      "company.run.completed",
      "company.updated",
    ]);
    expect((await org.request("DELETE", `/api/v1/tracker/${id}`)).status).toBe(200);
    expect(await types()).toEqual([]);
    const deleted = await db
      .selectFrom("events")
      .select(["entity_id", "data"])
      .where("org_id", "=", org.orgId)
      .where("type", "=", "company.deleted")
      .execute();
    expect(deleted).toEqual([{ entity_id: null, data: { id } }]);
  });
});
