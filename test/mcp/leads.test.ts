import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyArgs, connect, fail, insertLead, ok, rest, startMcpHarness, type McpHarness } from "./support";

let h: McpHarness;
beforeAll(async () => {
  h = await startMcpHarness();
});
afterAll(async () => {
  await h?.close();
});

async function world() {
  const org = await h.newOrg();
  const client = await connect(h, org.key);
  const company = async (name: string) => {
    const r = await rest(org, "POST", "/api/v1/tracker", {
      ...companyArgs({ companyName: name }),
      alertEmails: ["partner@example.com"],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data.id as string;
  };
  const orbit = await company("Orbit Analytics");
  const orbitPay = await company("Orbit Payments");
  const leads = [
    await insertLead(h.deps, org, orbit, { stage: "series_a" }),
    await insertLead(h.deps, org, orbitPay),
    await insertLead(h.deps, org, orbitPay, { decision_status: "rejected", decided_at: h.deps.clock.now() }),
  ];
  return { org, client, orbit, orbitPay, leads };
}

describe("list_leads and get_lead", () => {
  it("list_leads returns GET /leads' JSON, with the REST filters as JSON values", async () => {
    const { org, client, orbit, leads } = await world();
    expect(await ok(client, "list_leads")).toEqual((await rest(org, "GET", "/api/v1/leads")).body);
    expect(await ok(client, "list_leads", { view: "full" })).toEqual(
      (await rest(org, "GET", "/api/v1/leads?view=full")).body,
    );
    const inbox = await ok(client, "list_leads", { decision: "unreviewed" });
    expect(inbox).toEqual((await rest(org, "GET", "/api/v1/leads?decision=unreviewed")).body);
    expect(inbox.data).toHaveLength(2);
    expect(await ok(client, "list_leads", { decision: ["accepted", "rejected"], stage: "unknown" })).toEqual(
      (await rest(org, "GET", "/api/v1/leads?decision=accepted,rejected&stage=unknown")).body,
    );
    const bySource = await ok(client, "list_leads", { sourceEntityId: orbit });
    expect(bySource.data.map((l: { id: string }) => l.id)).toEqual([leads[0]]);
    expect(await ok(client, "list_leads", { founderName: "lena" })).toEqual(
      (await rest(org, "GET", "/api/v1/leads?founderName=lena")).body,
    );
    // The sector filter's aliases (spec 4.1; decisions: GET /leads takes `sector`), and a comma list in one string.
    for (const [args, query] of [
      [{ sector: "fintech" }, "sector=fintech"],
      [{ sectors: "fintech, robotics" }, "sectors=fintech,%20robotics"],
      [{ decision: "accepted,rejected" }, "decision=accepted,rejected"],
    ] as const) {
      expect(await ok(client, "list_leads", args), query).toEqual(
        (await rest(org, "GET", `/api/v1/leads?${query}`)).body,
      );
    }
  });

  it("sourceQuery resolves the source company and reports sourceResolution", async () => {
    const { org, client, orbit } = await world();
    const r = await ok(client, "list_leads", { sourceQuery: "orbit analytics" });
    expect(r).toEqual((await rest(org, "GET", "/api/v1/leads?sourceQuery=orbit%20analytics")).body);
    expect(r.sourceResolution.entity.id).toBe(orbit);
  });

  it(
    "an ambiguous sourceQuery is a tool error ambiguous_source " +
      "with candidates; nothing matching is source_not_found",
    async () => {
      const { client, orbit, orbitPay } = await world();
      const e = await fail(client, "list_leads", { sourceQuery: "Orbit" });
      expect(e.code).toBe("ambiguous_source");
      expect(e.details.candidates.map((c: { id: string }) => c.id).sort()).toEqual([orbit, orbitPay].sort());
      expect((await fail(client, "list_leads", { sourceQuery: "Initech" })).code).toBe("source_not_found");
    },
  );

  it("get_lead returns GET /leads/{id}'s full JSON", async () => {
    const { org, client, leads } = await world();
    const got = await ok(client, "get_lead", { leadId: leads[0] });
    expect(got).toEqual((await rest(org, "GET", `/api/v1/leads/${leads[0]}`)).body);
    expect(got.data).toMatchObject({
      description: "Payments for small shops.",
      location: "Berlin",
      foundingYear: 2024,
    });
  });
});

describe("track_lead", () => {
  it("tracks the lead's company as POST /leads/{id}/track does; alerts go to the member plus alertEmails", async () => {
    const { org, client, leads } = await world();
    const me = await ok(client, "whoami");
    const tracked = await ok(client, "track_lead", {
      leadId: leads[1],
      thingsToTrack: "Hiring Updates",
      alertEmails: ["cofounder@example.com"],
      cadenceDays: 3,
    });
    expect(Object.keys(tracked).sort()).toEqual([
      "alreadyTracked",
      "data",
      "existingEntity",
      "idempotencyReplayed",
      "leadId",
      "operation",
    ]);
    expect(tracked).toMatchObject({ leadId: leads[1], alreadyTracked: false, existingEntity: false });
    expect(tracked.data).toMatchObject({
      thingsToTrack: "Hiring Updates",
      cadenceDays: 3,
      alertEmails: [...me.defaultAlertEmails, "cofounder@example.com"],
    });
    expect(tracked.data).toEqual((await rest(org, "GET", `/api/v1/tracker/${tracked.data.id}`)).body.data);
    const lead = await ok(client, "get_lead", { leadId: leads[1] });
    expect(lead.data.decision).toMatchObject({ status: "accepted", trackedEntityId: tracked.data.id });

    // Again: nothing changes (alreadyTracked), exactly as the REST twin answers.
    const again = await ok(client, "track_lead", { leadId: leads[1], thingsToTrack: "Hiring Updates" });
    expect(again).toMatchObject({ alreadyTracked: true, existingEntity: true, data: { id: tracked.data.id } });
    const twin = await rest(org, "POST", `/api/v1/leads/${leads[1]}/track`, {
      thingsToTrack: "Hiring Updates",
      alertEmails: me.defaultAlertEmails,
    });
    expect(twin.status).toBe(200);
    expect(twin.body).toEqual(again);
  });

  it("needs both leads:write and tracker:write", async () => {
    const { org, leads } = await world();
    const k = await org.newKey({ scopes: ["leads:read", "leads:write"] });
    const client = await connect(h, k.key);
    const e = await fail(client, "track_lead", { leadId: leads[0], thingsToTrack: "Product Updates" });
    expect(e.code).toBe("forbidden");
    expect(e.details).toMatchObject({
      requiredScopes: ["leads:write", "tracker:write"],
      grantedScopes: ["leads:read", "leads:write"],
    });
  });
});

describe("decide_lead", () => {
  it(
    "records the decision and returns POST /leads/{id}/decision's " + "JSON; the same decision again is a no-op",
    async () => {
      const { org, client, leads } = await world();
      const accepted = await ok(client, "decide_lead", { leadId: leads[0], accepted: true });
      expect(accepted.data.decision).toMatchObject({ status: "accepted", trackedEntityId: null });
      expect(accepted).toEqual((await rest(org, "GET", `/api/v1/leads/${leads[0]}`)).body);
      expect(await ok(client, "decide_lead", { leadId: leads[0], accepted: true })).toEqual(accepted);
      expect((await rest(org, "POST", `/api/v1/leads/${leads[0]}/decision`, { accepted: true })).body).toEqual(
        accepted,
      );
      const rejected = await ok(client, "decide_lead", { leadId: leads[0], accepted: false });
      expect(rejected.data.decision.status).toBe("rejected");
    },
  );

  it("rejecting a lead whose company is tracked is lead_tracked", async () => {
    const { client, leads } = await world();
    await ok(client, "track_lead", { leadId: leads[0], thingsToTrack: "Product Updates" });
    const e = await fail(client, "decide_lead", { leadId: leads[0], accepted: false });
    expect(e.code).toBe("lead_tracked");
    expect(e.message).toContain("remove_company");
  });

  it("a malformed or unknown lead id", async () => {
    const { client } = await world();
    const e = await fail(client, "decide_lead", { leadId: "lead-1", accepted: true });
    expect(e).toMatchObject({
      code: "validation_error",
      details: { issues: [{ path: "leadId", message: "must be a UUID" }] },
    });
    expect((await fail(client, "get_lead", { leadId: "00000000-0000-4000-8000-000000000000" })).code).toBe("not_found");
  });
});
