import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RetryAfter } from "../../src/db/job-lease";
import type { CrmKind } from "../../src/platform/crm";
import { pushLead } from "../../src/services/integrations/push-lead";
import { createTestOrg } from "../support/harness";
import { seedLead } from "../support/seed";
import { type CrmRig, crmRig } from "./_support";

/*
 * Leads into the pipeline (docs/integrations.md, "Leads"): with `addLeadsToList`, tracking a lead
 * puts its company on the connection's CRM list (found in the CRM by its domain, or made), once,
 * and links it, against each CRM's fixture.
 */

let rig: CrmRig;
beforeAll(async () => {
  rig = await crmRig();
});
afterAll(() => rig?.close());

let seq = 0;

async function connectedWithLeads(kind: CrmKind, addLeadsToList = true) {
  seq += 1;
  const listId = kind === "attio" ? crypto.randomUUID() : String(600_000 + seq);
  rig.fx[kind].lists.push({ id: listId, name: `Pipeline ${seq}`, companies: [] });
  const org = await createTestOrg({ app: rig.app });
  const res = await org.request("POST", "/api/v1/integrations", {
    body: { kind, token: rig.fx[kind].token, listId, addLeadsToList },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = await res.json();
  expect(data.addLeadsToList).toBe(addLeadsToList);
  return { org, id: data.id as string, list: rig.fx[kind].lists.find((l) => l.id === listId)! };
}

async function trackedLead(org: Awaited<ReturnType<typeof createTestOrg>>, domain: string, name: string) {
  const leadId = await seedLead(rig.deps.db, org.orgId, {
    companyName: name,
    companyWebsite: `https://www.${domain}/`,
  });
  const res = await org.request("POST", `/api/v1/leads/${leadId}/track`, {
    body: { thingsToTrack: "Fundraising", alertEmails: ["partner@fund.example"] },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { leadId, entityId: (await res.json()).data.id as string };
}

const pushesOf = (entityId: string) =>
  rig.deps.db.selectFrom("integration_leads").selectAll().where("entity_id", "=", entityId).execute();

async function runPushes(entityId: string) {
  for (const p of await pushesOf(entityId)) {
    try {
      await pushLead(rig.deps, p.id, false);
    } catch (err) {
      if (!(err instanceof RetryAfter)) throw err;
    }
  }
}

describe.each(["attio", "affinity", "hubspot"] as const)("leads into a %s list", (kind) => {
  it("tracking a lead puts its company on the list, made in the CRM when it has none, once, and links it", async () => {
    const { org, id, list } = await connectedWithLeads(kind);
    const domain = `lead-${kind}-${seq}.com`;
    const { entityId } = await trackedLead(org, domain, `Lead Co ${seq}`);
    const pushes = await pushesOf(entityId);
    expect(pushes).toMatchObject([{ integration_id: id, status: "pending" }]);
    const recordsBefore = rig.fx[kind].records.length;

    await runPushes(entityId);
    expect(list.companies!.map((c) => c.domains[0])).toEqual([domain]);
    expect(list.companies![0]!.name).toBe(`Lead Co ${seq}`);
    expect(rig.fx[kind].records.length).toBe(recordsBefore + 1);
    const [done] = await pushesOf(entityId);
    expect(done).toMatchObject({ status: "added", crm_record_id: list.companies![0]!.id });

    // Run again (a redelivered job), and the next sync: nothing is added twice, nothing paused.
    await runPushes(entityId);
    await rig.deps.db.updateTable("integration_leads").set({ status: "pending" }).where("id", "=", done!.id).execute();
    await runPushes(entityId);
    expect(list.companies).toHaveLength(1);
    const sync = await org.request("POST", `/api/v1/integrations/${id}/sync`);
    expect((await sync.json()).data.counts).toMatchObject({ seen: 1, added: 0, unchanged: 1, paused: 0 });
  });
});

describe("which leads go to the list", () => {
  it("a company the CRM has already is found by its domain, not made again", async () => {
    const { org, list } = await connectedWithLeads("hubspot");
    const domain = `known-${seq}.com`;
    rig.fx.hubspot.records.push({ id: "19100000001", name: "Known in HubSpot", domains: [domain] });
    const recordsBefore = rig.fx.hubspot.records.length;
    const { entityId } = await trackedLead(org, domain, "Known Co");
    await runPushes(entityId);
    expect(list.companies!.map((c) => c.id)).toEqual(["19100000001"]);
    expect(rig.fx.hubspot.records.length).toBe(recordsBefore);
  });

  it("a connection without the option, or a paused one, is owed nothing", async () => {
    const off = await connectedWithLeads("attio", false);
    const { entityId } = await trackedLead(off.org, `off-${seq}.com`, "Off Co");
    expect(await pushesOf(entityId)).toEqual([]);
    const paused = await connectedWithLeads("affinity");
    await paused.org.request("PATCH", `/api/v1/integrations/${paused.id}`, { body: { state: "paused" } });
    const second = await trackedLead(paused.org, `paused-${seq}.com`, "Paused Co");
    expect(await pushesOf(second.entityId)).toEqual([]);
    // Turned on later with PATCH: leads tracked from then on go to the list.
    const on = await paused.org.request("PATCH", `/api/v1/integrations/${paused.id}`, {
      body: { state: "active", addLeadsToList: true },
    });
    expect(on.status).toBe(200);
    const third = await trackedLead(paused.org, `later-${seq}.com`, "Later Co");
    expect(await pushesOf(third.entityId)).toHaveLength(1);
  });
});

describe("the leads in the log", () => {
  it("lists each lead sent with its company and outcome, to any role; another organisation gets 404", async () => {
    const { org, id } = await connectedWithLeads("attio");
    const { entityId, leadId } = await trackedLead(org, `logged-${seq}.com`, "Logged Co");
    rig.fx.attio.throttle(30, 1);
    await runPushes(entityId);
    const { key: viewerKey } = await org.newKey({ role: "viewer" });
    const res = await org.request("GET", `/api/v1/integrations/${id}/leads`, { key: viewerKey });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject([
      { entityId, leadId, companyName: "Logged Co", status: "pending", attempts: 1, crmStatus: 429 },
    ]);
    await runPushes(entityId);
    const after = (await (await org.request("GET", `/api/v1/integrations/${id}/leads`)).json()).data;
    expect(after[0]).toMatchObject({ status: "added", crmRecordId: expect.any(String) });
    const stranger = await createTestOrg({ app: rig.app });
    expect((await stranger.request("GET", `/api/v1/integrations/${id}/leads`)).status).toBe(404);
  });
});
