import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/database";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { seedCompany, seedLead, type LeadSeed } from "../support/seed";

let db: Db;
beforeAll(async () => {
  db = (await getRuntime()).deps.db;
});

const settings = { thingsToTrack: "Fundraising and hiring", alertEmails: ["partner@example.com"] };

async function track(
  org: TestOrg,
  leadId: string,
  body: unknown = settings,
  headers: Record<string, string> = {},
  key?: string,
) {
  const res = await org.request("POST", `/api/v1/leads/${leadId}/track`, { body, headers, key });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

async function getLead(org: TestOrg, id: string) {
  return (await (await org.request("GET", `/api/v1/leads/${id}`)).json()).data;
}

let n = 0;
/** A lead with a full identity: its own website and LinkedIn, and a founder with a LinkedIn profile. */
function identity(over: LeadSeed = {}): LeadSeed {
  const i = `${process.pid}-${++n}`;
  return {
    founderName: `Ana Founder ${i}`,
    founderLinkedinUrl: `https://www.linkedin.com/in/ana-${i}`,
    founderTwitterUrl: `https://x.com/ana${i}`,
    companyName: `Tidal ${i}`,
    companyWebsite: `https://tidal-${i}.example`,
    companyLinkedinUrl: `https://www.linkedin.com/company/tidal-${i}`,
    ...over,
  };
}

describe("POST /api/v1/leads/{id}/track", () => {
  it(
    "tracks an unreviewed lead: 201 LeadTracked, the lead's " +
      "identity and the caller's settings; the lead becomes accepted",
    async () => {
      const org = await createTestOrg();
      const source = await seedCompany(db, org.orgId, { name: "Source Co" });
      const lead = identity({ sourceEntityId: source });
      const leadId = await seedLead(db, org.orgId, lead);

      const r = await track(org, leadId, { ...settings, cadenceDays: 3, emailAlertsEnabled: false });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body).toMatchObject({
        leadId,
        alreadyTracked: false,
        existingEntity: false,
        idempotencyReplayed: false,
      });
      const entityId = r.body.data.id;
      expect(r.body.data).toMatchObject({
        companyName: lead.companyName,
        // Stored as the tracker canonicalises URLs (a trailing slash is its business).
        companyWebsite: expect.stringMatching(new RegExp(`^${lead.companyWebsite!.replace(/\./g, "\\.")}/?$`)),
        companyLinkedinUrl: lead.companyLinkedinUrl,
        thingsToTrack: settings.thingsToTrack,
        alertEmails: settings.alertEmails,
        cadenceDays: 3,
        emailAlertsEnabled: false,
      });
      expect(r.body.data.founders).toEqual([
        expect.objectContaining({
          name: lead.founderName,
          linkedinUrl: lead.founderLinkedinUrl,
          twitterUrl: lead.founderTwitterUrl,
        }),
      ]);
      expect(r.body.operation).toMatchObject({
        entityId,
        pollUrl: `/api/v1/tracker/${entityId}`,
        enrichmentStatus: "queued",
        enrichmentComplete: false,
      });

      const after = await getLead(org, leadId);
      expect(after.decision).toEqual({ status: "accepted", decidedAt: expect.any(String), trackedEntityId: entityId });
      expect((await org.request("GET", `/api/v1/tracker/${entityId}`)).status).toBe(200);
    },
  );

  it("again: 200 alreadyTracked, nothing changes", async () => {
    const org = await createTestOrg();
    const leadId = await seedLead(db, org.orgId, identity());
    const first = await track(org, leadId);
    expect(first.status).toBe(201);
    // The defaults of a TrackLead body without them (spec 4.4).
    expect(first.body.data).toMatchObject({ emailAlertsEnabled: true, cadenceDays: 7 });
    const again = await track(org, leadId, { ...settings, thingsToTrack: "Something else", cadenceDays: 30 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      leadId,
      alreadyTracked: true,
      existingEntity: true,
      idempotencyReplayed: false,
    });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.thingsToTrack).toBe(settings.thingsToTrack);
    expect(again.body.data.cadenceDays).toBe(7);
    const count = await db
      .selectFrom("entities")
      .select(db.fn.countAll<number>().as("n"))
      .where("org_id", "=", org.orgId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("a rejected lead and an accepted-untracked lead are tracked too (201, accepted)", async () => {
    const org = await createTestOrg();
    for (const decision of ["rejected", "accepted"] as const) {
      const leadId = await seedLead(db, org.orgId, identity({ decision }));
      const r = await track(org, leadId);
      expect(r.status, decision).toBe(201);
      expect(r.body.alreadyTracked).toBe(false);
      expect((await getLead(org, leadId)).decision).toMatchObject({
        status: "accepted",
        trackedEntityId: r.body.data.id,
      });
    }
  });

  it("a company already tracked is reused under the existing-company rule: 200 existingEntity", async () => {
    const org = await createTestOrg();
    const lead = identity();
    const existing = await seedCompany(db, org.orgId, {
      name: "Old Name",
      website: lead.companyWebsite!,
      linkedinUrl: lead.companyLinkedinUrl!,
    });
    const leadId = await seedLead(db, org.orgId, lead);
    const r = await track(org, leadId);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ alreadyTracked: false, existingEntity: true });
    expect(r.body.data.id).toBe(existing);
    expect((await getLead(org, leadId)).decision.trackedEntityId).toBe(existing);
  });

  it("a website alone does not match an existing company: a second one is created (201)", async () => {
    const org = await createTestOrg();
    const lead = identity({ companyLinkedinUrl: null, founderLinkedinUrl: null });
    const existing = await seedCompany(db, org.orgId, { name: "Same Site", website: lead.companyWebsite! });
    const r = await track(org, await seedLead(db, org.orgId, lead));
    expect(r.status).toBe(201);
    expect(r.body.data.id).not.toBe(existing);
  });

  it(
    "companyWebsite is required only when the lead has none; " +
      "the caller's identity fields win, founders are merged",
    async () => {
      const org = await createTestOrg();
      const lead = identity({ companyWebsite: null });
      const leadId = await seedLead(db, org.orgId, lead);
      const missing = await track(org, leadId);
      expect(missing.status).toBe(400);
      expect(missing.body.error.code).toBe("validation_error");
      expect(missing.body.error.message).toContain("companyWebsite");
      expect((await getLead(org, leadId)).decision.status).toBe("unreviewed");

      const r = await track(org, leadId, {
        ...settings,
        companyWebsite: "tidal-fixed.example",
        companyName: "Tidal Corrected",
        founders: [{ name: lead.founderName!, githubUrl: "https://github.com/ana" }, { name: "Bo Cofounder" }],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.data.companyWebsite).toMatch(/^https:\/\/tidal-fixed\.example\/?$/);
      expect(r.body.data.companyName).toBe("Tidal Corrected");
      expect(r.body.data.founders.map((f: { name: string }) => f.name)).toEqual([lead.founderName, "Bo Cofounder"]);
      expect(r.body.data.founders[0]).toMatchObject({
        linkedinUrl: lead.founderLinkedinUrl,
        githubUrl: "https://github.com/ana",
      });
    },
  );

  it("validates the body: every failing field listed; founders, when sent, hold at least one", async () => {
    const org = await createTestOrg();
    const leadId = await seedLead(db, org.orgId, identity());
    const r = await track(org, leadId, { thingsToTrack: " ", alertEmails: [], cadenceDays: 5, founders: [] });
    expect(r.status).toBe(400);
    for (const field of ["thingsToTrack", "alertEmails", "cadenceDays", "founders"])
      expect(r.body.error.message).toContain(field);
    expect((await track(org, leadId, {})).status).toBe(400);
    const notJson = await org.request("POST", `/api/v1/leads/${leadId}/track`, {
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect((await notJson.json()).error.code).toBe("invalid_json");
    expect((await getLead(org, leadId)).decision.status).toBe("unreviewed");
  });

  it("Idempotency-Key: a retry replays the first response; a different body conflicts", async () => {
    const org = await createTestOrg();
    const leadId = await seedLead(db, org.orgId, identity());
    const headers = { "idempotency-key": `track-${crypto.randomUUID()}` };
    const first = await track(org, leadId, settings, headers);
    expect(first.status).toBe(201);
    const replay = await track(org, leadId, settings, headers);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotency-replayed")).toBe("true");
    expect(replay.body).toMatchObject({
      leadId,
      alreadyTracked: false,
      existingEntity: false,
      idempotencyReplayed: true,
    });
    expect(replay.body.data.id).toBe(first.body.data.id);
    const conflict = await track(org, leadId, { ...settings, cadenceDays: 30 }, headers);
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe("idempotency_conflict");
    expect((await track(org, leadId, settings, { "idempotency-key": "short" })).status).toBe(400);
  });

  it(
    "an Idempotency-Key is scoped to its route: the same " + "key used on POST /tracker first is another request here",
    async () => {
      const org = await createTestOrg();
      const leadId = await seedLead(db, org.orgId, identity());
      const headers = { "idempotency-key": `shared-${crypto.randomUUID()}` };
      const created = await org.request("POST", "/api/v1/tracker", {
        body: { companyWebsite: "https://elsewhere-co.example", ...settings },
        headers,
      });
      expect(created.status).toBe(201);
      const r = await track(org, leadId, settings, headers);
      expect(r.status).toBe(201);
      expect(r.body.idempotencyReplayed).toBe(false);
      expect(r.body.data.id).not.toBe((await created.json()).data.id);
    },
  );

  it("after the tracked company is deleted the lead can be tracked again (201, a new company)", async () => {
    const org = await createTestOrg();
    const leadId = await seedLead(db, org.orgId, identity());
    const first = await track(org, leadId);
    expect((await org.request("DELETE", `/api/v1/tracker/${first.body.data.id}`)).status).toBe(200);
    expect((await getLead(org, leadId)).decision).toMatchObject({ status: "accepted", trackedEntityId: null });
    const again = await track(org, leadId);
    expect(again.status).toBe(201);
    expect(again.body.data.id).not.toBe(first.body.data.id);
  });

  describe("scopes", () => {
    it("needs leads:write and tracker:write; a viewer is refused; both scopes work", async () => {
      const org = await createTestOrg();
      const leadId = await seedLead(db, org.orgId, identity());
      const cases: [string[], number][] = [
        [["leads:write"], 403],
        [["tracker:write"], 403],
        [["leads:read", "tracker:read"], 403],
        [["leads:write", "tracker:write"], 201],
      ];
      for (const [scopes, status] of cases) {
        const k = await org.newKey({ scopes: scopes as never });
        const r = await track(org, leadId, settings, {}, k.key);
        expect(r.status, scopes.join(",")).toBe(status);
        if (status === 403) {
          expect(r.body.error.details.requiredScopes).toEqual(["leads:write", "tracker:write"]);
          expect(r.body.error.details.grantedScopes).toEqual(scopes);
        }
      }
      const viewer = await org.newKey({ role: "viewer" });
      expect((await track(org, await seedLead(db, org.orgId, identity()), settings, {}, viewer.key)).status).toBe(403);
    });
  });

  it("another organisation's lead is 404 not_found and stays untouched", async () => {
    const org = await createTestOrg();
    const other = await createTestOrg();
    const leadId = await seedLead(db, other.orgId, identity());
    const r = await track(org, leadId);
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("not_found");
    expect((await getLead(other, leadId)).decision.status).toBe("unreviewed");
    const count = await db
      .selectFrom("entities")
      .select(db.fn.countAll<number>().as("n"))
      .where("org_id", "=", org.orgId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
