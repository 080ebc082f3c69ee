import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { JOB_DELIVER_WEBHOOK, publicEventId } from "../../src/db/events";
import { JobRunnerPools, LocalJobRunner } from "../../src/jobs/local-runner";
import type { JobDispatcher } from "../../src/lifecycle/jobs";
import type { AppDeps } from "../../src/services/deps";
import { allJobHandlers } from "../../src/services/job-handlers";
import { ACME } from "../support/fixtures/site-content";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { pipelineRig, track, type PipelineRig } from "../pipeline/_support";
import { addEndpoint, deliverDue, receiver } from "./_support";

/*
 * An event's `data` is its object's compact view as the change left it (docs/webhooks.md), rendered
 * in the change's transaction, not when it is first sent; and the deliveries of a run's events
 * (its signal, alert, leads and its end) are dispatched when the run commits, as the API's writes are.
 */

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of closers.reverse()) await c();
});
async function hook() {
  const r = await receiver();
  closers.push(r.close);
  return r;
}
let n = 0;
const uniq = () => `${process.pid}-${Date.now()}-${++n}`;
const company = (i: string) => ({
  companyName: `Snapshot ${i}`,
  companyWebsite: `https://snapshot-${i}.example`,
  thingsToTrack: "Fundraising",
  alertEmails: ["partner@example.com"],
});
const bodies = (r: { got: { body: string }[] }) =>
  r.got.map((g) => JSON.parse(g.body) as { id: string; type: string; data: Record<string, any> });
const compact = async (org: TestOrg, path: string) =>
  (await (await org.request("GET", `${path}?view=compact`)).json()).data;

describe("event data is the object as the change left it", () => {
  it("two updates in a row give two company.updated events whose data differ as the company did", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg();
    const r = await hook();
    const { id: endpointId } = await addEndpoint(org, { url: r.url, eventTypes: ["company.updated"] });
    const id = (await (await org.request("POST", "/api/v1/tracker", { body: company(uniq()) })).json()).data.id;
    const seen: unknown[] = [];
    for (const change of [
      { tags: ["first"], cadenceDays: 30 },
      { tags: ["second"], status: "paused" },
    ]) {
      rt.clock.advance(1_000);
      expect((await org.request("PATCH", `/api/v1/tracker/${id}`, { body: change })).status).toBe(200);
      seen.push(await compact(org, `/api/v1/tracker/${id}`));
    }
    // Nothing was sent before both changes committed.
    expect(r.got).toEqual([]);
    await deliverDue(rt, [endpointId]);
    const sent = bodies(r).sort((a, b) => a.data.updatedAt.localeCompare(b.data.updatedAt));
    expect(sent.map((e) => e.data)).toEqual(seen);
    expect(sent.map((e) => [e.data.tags, e.data.cadenceDays, e.data.status])).toEqual([
      [["first"], 30, "ok"],
      [["second"], 30, "paused"],
    ]);
  });

  it(
    "a company deleted before delivery still delivers its " +
      "earlier events' full data; company.deleted carries { id }",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg();
      const r = await hook();
      const { id: endpointId } = await addEndpoint(org, { url: r.url });
      const created = (await (await org.request("POST", "/api/v1/tracker", { body: company(uniq()) })).json()).data;
      const atCreate = await compact(org, `/api/v1/tracker/${created.id}`);
      rt.clock.advance(1_000);
      await org.request("PATCH", `/api/v1/tracker/${created.id}`, { body: { tags: ["before-delete"] } });
      const atUpdate = await compact(org, `/api/v1/tracker/${created.id}`);
      expect((await org.request("DELETE", `/api/v1/tracker/${created.id}`)).status).toBe(200);
      expect((await org.request("GET", `/api/v1/tracker/${created.id}`)).status).toBe(404);

      await deliverDue(rt, [endpointId]);
      const byType = Object.fromEntries(bodies(r).map((e) => [e.type, e.data]));
      expect(byType).toEqual({
        "company.created": atCreate,
        "company.updated": atUpdate,
        "company.deleted": { id: created.id },
      });
      expect(atCreate.companyName).toBe(created.companyName);
      expect(atUpdate.tags).toEqual(["before-delete"]);
    },
  );
});

describe("events of a run (the real pipeline on the fixture sites)", () => {
  let fx: FixtureSites;
  let rig: PipelineRig;
  const dispatched: string[] = [];
  const recorder: JobDispatcher = { name: "recorder", dispatch: async (ids) => void dispatched.push(...ids) };

  beforeAll(async () => {
    fx = await startFixtureSites();
    closers.push(() => fx.close());
    rig = await pipelineRig({ overrides: { jobs: recorder } });
  });

  /** The delivery jobs of the event whose public id is `eventId`. */
  const deliveryJobsOf = async (eventId: string) => {
    const events = await rig.deps.db.selectFrom("events").select("id").where("org_id", "=", rig.org.orgId).execute();
    const rowId = events.find((e) => publicEventId(e.id) === eventId)!.id;
    const jobs = await sql<{
      id: string;
    }>`select j.id from jobs j join webhook_deliveries d on d.id::text = j.payload->>'deliveryId'
      where j.kind = ${JOB_DELIVER_WEBHOOK} and d.event_id = ${rowId}`.execute(rig.deps.db);
    return jobs.rows.map((x) => x.id);
  };

  it(
    "signal.created and lead.created carry the views GET shows " +
      "at that time, and a run dispatches every delivery it queued",
    async () => {
      const r = await hook();
      const { id: endpointId } = await addEndpoint(rig.org, {
        url: r.url,
        eventTypes: ["signal.created", "lead.created", "company.run.completed"],
      });
      const id = await track(rig.org, {
        companyName: ACME.name,
        companyWebsite: fx.sites.acme.url,
        founders: ACME.founders.map((f) => ({ name: f.name })),
        thingsToTrack: "Product Updates",
      });
      await rig.settle(id); // enrichment, then the first run: its signal, its end, and the advisors as leads

      const events = await rig.deps.db
        .selectFrom("events")
        .select(["id", "type", "payload"])
        .where("org_id", "=", rig.org.orgId)
        .where("type", "in", ["signal.created", "lead.created"])
        .execute();
      const objectIds = (type: string) =>
        events.filter((e) => e.type === type).map((e) => String((e.payload as { objectId: string }).objectId));
      const [signalId] = objectIds("signal.created");
      const leadIds = objectIds("lead.created");
      expect(signalId).toBeDefined();
      expect(leadIds).toHaveLength(2);
      const signalThen = await compact(rig.org, `/api/v1/signals/${signalId}`);
      const leadsThen = Object.fromEntries(
        await Promise.all(leadIds.map(async (l) => [l, await compact(rig.org, `/api/v1/leads/${l}`)])),
      );

      // Afterwards the company is renamed and a lead rejected: the views change, the events do not.
      rig.clock.advance(1_000);
      await rig.org.request("PATCH", `/api/v1/tracker/${id}`, { body: { companyName: "Renamed Robotics" } });
      await rig.org.request("POST", `/api/v1/leads/${leadIds[0]}/decision`, { body: { accepted: false } });
      expect((await compact(rig.org, `/api/v1/signals/${signalId}`)).companyName).toBe("Renamed Robotics");
      expect((await compact(rig.org, `/api/v1/leads/${leadIds[0]}`)).decision.status).toBe("rejected");

      await deliverDue(rig, [endpointId]);
      const sent = bodies(r);
      expect(sent.filter((e) => e.type === "signal.created").map((e) => e.data)).toEqual([signalThen]);
      expect(signalThen.companyName).toBe(ACME.name);
      const leadData = sent.filter((e) => e.type === "lead.created").map((e) => e.data);
      expect(Object.fromEntries(leadData.map((d) => [d.id, d]))).toEqual(leadsThen);
      expect(leadData.every((d) => d.decision.status === "unreviewed")).toBe(true);

      // Every delivery the run queued (its signal, its leads, its end) was handed to the dispatcher
      // when the run committed, not left for the runner's poll.
      expect(sent.map((e) => e.type).sort()).toEqual([
        "company.run.completed",
        "lead.created",
        "lead.created",
        "signal.created",
      ]);
      for (const e of sent) expect(dispatched, e.type).toEqual(expect.arrayContaining(await deliveryJobsOf(e.id)));
    },
  );
});

describe("a run's deliveries wake the job runner", () => {
  it("a delivery from a run starts without waiting for the " +
    "runner's poll (pools as on Node: runs apart from deliveries)", async () => {
    const iso = await isolatedLifecycleRuntime();
    closers.push(() => iso.close());
    const org = await iso.createOrg();
    let deps!: AppDeps;
    // Polls an hour apart: only a dispatch can get the work done within the test.
    const pools = new JobRunnerPools([
      new LocalJobRunner(() => deps, allJobHandlers, { concurrency: 2, pollMs: 3_600_000, pool: "work" }),
      new LocalJobRunner(() => deps, allJobHandlers, { concurrency: 2, pollMs: 3_600_000, pool: "deliveries" }),
    ]);
    deps = { ...iso.deps, jobs: pools };
    const app = createApp(deps);
    const call = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: { authorization: `Bearer ${org.key}`, "content-type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      });
    const r = await hook();
    const arrived = new Promise<void>((resolve) => r.server.on("request", (req) => req.on("end", resolve)));
    // Created before the runner starts, so its own first claim finds nothing of this endpoint's.
    expect((await call("POST", "/api/v1/webhooks", { url: r.url, eventTypes: ["company.run.completed"] })).status).toBe(
      201,
    );
    pools.start();
    try {
      const id = (await (await call("POST", "/api/v1/tracker", company(uniq()))).json()).data.id;
      await arrived; // the test's timeout bounds the wait
      const [event] = bodies(r);
      expect(event).toMatchObject({ type: "company.run.completed", data: { id, scrapeHealthReason: "healthy" } });
      expect(event!.data.lastScrapedAt).not.toBeNull();
    } finally {
      await pools.stop();
    }
  }, 30_000);
});
