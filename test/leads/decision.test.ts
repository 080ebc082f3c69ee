import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/database";
import { describeAuthMatrix } from "../support/auth-matrix";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { seedCompany, seedLead } from "../support/seed";

let db: Db;
let clock: Awaited<ReturnType<typeof getRuntime>>["clock"];
beforeAll(async () => {
  const rt = await getRuntime();
  db = rt.deps.db;
  clock = rt.clock;
});

async function decide(org: TestOrg, leadId: string, body: unknown, key?: string) {
  const res = await org.request("POST", `/api/v1/leads/${leadId}/decision`, { body, key });
  return { status: res.status, body: await res.json() };
}

describe("POST /api/v1/leads/{id}/decision", () => {
  it("accepts an unreviewed lead without tracking it; returns the lead in full view", async () => {
    const org = await createTestOrg();
    const leadId = await seedLead(db, org.orgId, { description: "Detail" });
    const r = await decide(org, leadId, { accepted: true });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id: leadId,
      description: "Detail",
      decision: { status: "accepted", trackedEntityId: null },
    });
    expect(r.body.data.decision.decidedAt).toMatch(/\+00:00$/);
    expect(r.body.data).toHaveProperty("evidence");
  });

  it("rejects an unreviewed lead", async () => {
    const org = await createTestOrg();
    const leadId = await seedLead(db, org.orgId);
    const r = await decide(org, leadId, { accepted: false });
    expect(r.status).toBe(200);
    expect(r.body.data.decision).toMatchObject({ status: "rejected", trackedEntityId: null });
  });

  it("the same decision again is a no-op (decidedAt unchanged); a different one replaces it", async () => {
    const org = await createTestOrg();
    const leadId = await seedLead(db, org.orgId);
    const first = await decide(org, leadId, { accepted: true });
    clock.advance(60_000);
    const same = await decide(org, leadId, { accepted: true });
    expect(same.status).toBe(200);
    expect(same.body.data.decision.decidedAt).toBe(first.body.data.decision.decidedAt);

    const rejected = await decide(org, leadId, { accepted: false });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.decision.status).toBe("rejected");
    expect(rejected.body.data.decision.decidedAt).not.toBe(first.body.data.decision.decidedAt);
    const sameReject = await decide(org, leadId, { accepted: false });
    expect(sameReject.body.data.decision.decidedAt).toBe(rejected.body.data.decision.decidedAt);

    const accepted = await decide(org, leadId, { accepted: true });
    expect(accepted.body.data.decision.status).toBe("accepted");
    const inbox = await (await org.request("GET", "/api/v1/leads?decision=unreviewed")).json();
    expect(inbox.data).toEqual([]);
  });

  it(
    "a lead whose company is tracked cannot be rejected: " + "409 lead_tracked; accepting it again is a no-op",
    async () => {
      const org = await createTestOrg();
      const entity = await seedCompany(db, org.orgId, { name: "Tracked" });
      const leadId = await seedLead(db, org.orgId, { decision: "accepted", trackedEntityId: entity });
      const r = await decide(org, leadId, { accepted: false });
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe("lead_tracked");
      expect(r.body.error.details.trackedEntityId).toBe(entity);
      const ok = await decide(org, leadId, { accepted: true });
      expect(ok.status).toBe(200);
      expect(ok.body.data.decision).toMatchObject({ status: "accepted", trackedEntityId: entity });
    },
  );

  it("a lead tracked through POST /track, then untracked by deleting the company, can be rejected", async () => {
    const org = await createTestOrg();
    const leadId = await seedLead(db, org.orgId, { companyWebsite: "https://untracked.example" });
    const tracked = await org.request("POST", `/api/v1/leads/${leadId}/track`, {
      body: { thingsToTrack: "all", alertEmails: ["a@example.com"] },
    });
    const entityId = (await tracked.json()).data.id;
    expect((await decide(org, leadId, { accepted: false })).status).toBe(409);
    await org.request("DELETE", `/api/v1/tracker/${entityId}`);
    const r = await decide(org, leadId, { accepted: false });
    expect(r.status).toBe(200);
    expect(r.body.data.decision).toMatchObject({ status: "rejected", trackedEntityId: null });
  });

  it("validates the body", async () => {
    const org = await createTestOrg();
    const leadId = await seedLead(db, org.orgId);
    for (const body of [{}, { accepted: "yes" }, { accepted: null }]) {
      const r = await decide(org, leadId, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.message).toContain("accepted");
    }
  });

  it("needs leads:write; tracker scopes are not enough", async () => {
    const org = await createTestOrg();
    const leadId = await seedLead(db, org.orgId);
    const trackerOnly = await org.newKey({ scopes: ["tracker:read", "tracker:write", "leads:read"] });
    expect((await decide(org, leadId, { accepted: true }, trackerOnly.key)).status).toBe(403);
    const leadsWrite = await org.newKey({ scopes: ["leads:write"] });
    expect((await decide(org, leadId, { accepted: true }, leadsWrite.key)).status).toBe(200);
  });
});

const makeLead = async (org: TestOrg) =>
  seedLead(db, org.orgId, { companyWebsite: `https://${crypto.randomUUID()}.example` });
const stillUnreviewed = async (org: TestOrg, id: string) => {
  const row = await db
    .selectFrom("leads")
    .select(["decision_status", "tracked_entity_id"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ decision_status: null, tracked_entity_id: null });
  expect(org.orgId).toBeTruthy();
};

describeAuthMatrix(
  "leads",
  [
    { method: "GET", path: "/api/v1/leads", scopes: ["leads:read"] },
    { method: "GET", path: (id) => `/api/v1/leads/${id}`, scopes: ["leads:read"] },
    {
      method: "POST",
      path: (id) => `/api/v1/leads/${id}/track`,
      scopes: ["leads:write", "tracker:write"],
      body: { thingsToTrack: "Hiring", alertEmails: ["a@example.com"] },
    },
    {
      method: "POST",
      path: (id) => `/api/v1/leads/${id}/decision`,
      scopes: ["leads:write"],
      body: { accepted: false },
    },
  ],
  { makeResource: makeLead, stillThere: stillUnreviewed },
);
