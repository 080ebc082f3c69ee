import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleDueRuns } from "../../src/lifecycle/cadence";
import { startScheduler } from "../../src/jobs/scheduler-node";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { createOk, companyBody, get, runsOf, settleEntity, stepEntity } from "../tracker/_helpers";

// The scheduler looks at every company: on real Postgres these tests get a database (and clock) of their own.
let iso: Awaited<ReturnType<typeof isolatedLifecycleRuntime>>;
beforeAll(async () => {
  iso = await isolatedLifecycleRuntime();
});
afterAll(async () => iso.close());
const setup = async () => ({ rt: iso, org: await iso.createOrg() });

const DAY = 86_400_000;

const cadenceRuns = async (rt: Parameters<typeof runsOf>[0], id: string) =>
  (await runsOf(rt, id)).filter((r) => r.trigger === "cadence");

describe("the cadence scheduler", () => {
  it("queues a run once the last run finished cadenceDays ago, not before; the run then happens", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org, companyBody({ cadenceDays: 3 }));
    await settleEntity(rt, id);
    const first = (await get(org, id)).body.data.lastScrapedAt;

    rt.clock.advance(3 * DAY - 60_000);
    await scheduleDueRuns(rt.deps);
    expect(await cadenceRuns(rt, id)).toEqual([]);

    rt.clock.advance(60_000);
    await scheduleDueRuns(rt.deps);
    const runs = await cadenceRuns(rt, id);
    expect(runs.map((r) => r.status)).toEqual(["queued"]);
    const g = await get(org, id);
    expect(g.body.data.latestRun).toMatchObject({ trigger: "cadence", status: "queued" });
    expect(g.body.operation.suggestedPollIntervalSeconds).toBe(5);

    // Ticking again while it is queued adds nothing.
    await scheduleDueRuns(rt.deps);
    expect(await cadenceRuns(rt, id)).toHaveLength(1);

    await settleEntity(rt, id);
    const after = (await get(org, id)).body.data;
    expect(after.lastScrapedAt).not.toBe(first);
    expect(after.latestRun).toMatchObject({ trigger: "cadence", status: "succeeded" });

    // The next one is due cadenceDays after this one finished.
    rt.clock.advance(3 * DAY - 1);
    await scheduleDueRuns(rt.deps);
    expect(await cadenceRuns(rt, id)).toHaveLength(1);
  });

  it("does not schedule a company whose enrichment is not over, or that has a run queued", async () => {
    const { rt, org } = await setup();
    const fresh = await createOk(org, companyBody({ cadenceDays: 3 }));
    const busy = await createOk(org, companyBody({ cadenceDays: 3 }));
    await settleEntity(rt, busy);
    rt.clock.advance(3 * DAY);
    expect((await org.request("POST", `/api/v1/tracker/${busy}/refresh`)).status).toBe(202);
    await scheduleDueRuns(rt.deps);
    expect(await runsOf(rt, fresh)).toEqual([]);
    expect(await cadenceRuns(rt, busy)).toEqual([]);
  });

  it("never runs a paused company; resuming schedules it again", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org, companyBody({ cadenceDays: 3 }));
    await settleEntity(rt, id);
    await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { status: "paused" } });
    rt.clock.advance(10 * DAY);
    await scheduleDueRuns(rt.deps);
    expect(await cadenceRuns(rt, id)).toEqual([]);

    await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { status: "ok" } });
    await scheduleDueRuns(rt.deps);
    expect((await cadenceRuns(rt, id)).map((r) => r.status)).toEqual(["queued"]);
  });

  it("a company paused before its first run gets that first run once resumed", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org);
    await stepEntity(rt, id); // enrichment done, first run queued
    await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { status: "paused" } });
    expect(await runsOf(rt, id)).toEqual([]);
    await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { status: "ok" } });
    await scheduleDueRuns(rt.deps);
    expect((await runsOf(rt, id)).map((r) => [r.trigger, r.status])).toEqual([["first", "queued"]]);
  });

  it("two schedulers ticking at once queue one run", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org, companyBody({ cadenceDays: 7 }));
    await settleEntity(rt, id);
    rt.clock.advance(7 * DAY);
    await Promise.all([scheduleDueRuns(rt.deps), scheduleDueRuns(rt.deps), scheduleDueRuns(rt.deps)]);
    expect(await cadenceRuns(rt, id)).toHaveLength(1);
    const jobs = await rt.deps.db
      .selectFrom("jobs")
      .select("id")
      .where("entity_id", "=", id)
      .where("kind", "=", "run")
      .where("status", "=", "pending")
      .execute();
    expect(jobs).toHaveLength(1);
  });

  it("the Node timer ticks at start and on demand, and stops", async () => {
    const { rt, org } = await setup();
    const id = await createOk(org, companyBody({ cadenceDays: 30 }));
    await settleEntity(rt, id);
    rt.clock.advance(30 * DAY);
    const scheduler = startScheduler(rt.deps, 3600);
    try {
      await scheduler.tick();
      expect(await cadenceRuns(rt, id)).toHaveLength(1);
    } finally {
      scheduler.stop();
    }
  });
});
