import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CrmKind } from "../../src/platform/crm";
import { scheduleDueSyncs } from "../../src/services/integrations/schedule";
import { allJobHandlers } from "../../src/services/job-handlers";
import { fixtureCompanies, type FixtureCompany } from "../support/crm-fixtures/server";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { type CrmRig, crmRig } from "./_support";

/*
 * The list is the portfolio (docs/integrations.md, "Sync"): each CRM's fixture serves a list of its
 * own per test, read through the CRM's pagination, and the tracker's companies are read back through
 * the API as a client would.
 */

let rig: CrmRig;
beforeAll(async () => {
  rig = await crmRig();
});
/** The organisations these tests made: hundreds of companies, whose queued work is settled afterwards. */
const made: string[] = [];

afterAll(async () => {
  // The companies synced here queue enrichment, and syncs queue syncs: left pending in the worker's
  // shared database, they would stand in the way of later files that sweep the due jobs.
  if (made.length)
    await rig.deps.db
      .updateTable("jobs")
      .set({ status: "done" })
      .where("status", "=", "pending")
      .where((eb) =>
        eb.or([
          eb("entity_id", "in", eb.selectFrom("entities").select("id").where("org_id", "in", made)),
          eb("kind", "=", "integration-sync"),
        ]),
      )
      .execute();
  await rig?.close();
});

const KINDS = ["attio", "affinity", "hubspot"] as const;
let seq = 0;

/** A list of its own on the CRM's fixture, holding `companies`; answers its id. */
function newList(kind: CrmKind, companies: FixtureCompany[]): string {
  seq += 1;
  const id = kind === "attio" ? crypto.randomUUID() : String(900_000 + seq);
  rig.fx[kind].lists.push({ id, name: `Sync list ${seq}`, companies });
  return id;
}

/** `n` companies whose record ids are the CRM's kind of id, unique to this test. */
function companies(kind: CrmKind, n: number): FixtureCompany[] {
  seq += 1;
  const base = seq * 10_000;
  return fixtureCompanies(n, (i) => (kind === "attio" ? crypto.randomUUID() : String(70_000_000 + base + i)), base).map(
    (c) => ({ ...c, name: `${c.name} (${kind})` }),
  );
}

async function connected(kind: CrmKind, listId: string, extra: Record<string, unknown> = {}) {
  const org = await createTestOrg({ app: rig.app });
  made.push(org.orgId);
  const res = await org.request("POST", "/api/v1/integrations", {
    body: { kind, token: rig.fx[kind].token, listId, ...extra },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = await res.json();
  return { org, id: data.id as string };
}

const sync = (org: TestOrg, id: string) => org.request("POST", `/api/v1/integrations/${id}/sync`);

async function syncOk(org: TestOrg, id: string) {
  const res = await sync(org, id);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data;
}

async function tracked(org: TestOrg) {
  const out: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  do {
    const res = await org.request("GET", `/api/v1/tracker?view=full&limit=100${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    out.push(...body.data);
    cursor = body.nextCursor;
  } while (cursor);
  return out;
}

describe.each(KINDS)("syncing a %s list", (kind) => {
  it("tracks every company on the list with its defaults, across pages; syncing again adds none", async () => {
    const list = companies(kind, 105);
    const { org, id } = await connected(kind, newList(kind, list), {
      thingsToTrack: "Series A and B rounds, senior hires",
      alertEmails: ["deals@fund.example"],
      cadenceDays: 3,
    });
    const first = await syncOk(org, id);
    expect(first).toMatchObject({ integrationId: id, trigger: "api", status: "succeeded" });
    expect(first.counts).toMatchObject({ seen: 105, added: 105, linked: 0, paused: 0, scheduled: 0, failed: [] });
    const companiesNow = await tracked(org);
    expect(companiesNow).toHaveLength(105);
    const one = companiesNow.find((c) => c.companyName === list[104]!.name) as Record<string, unknown>;
    expect(one).toMatchObject({
      companyWebsite: `https://${list[104]!.domains[0]}`,
      thingsToTrack: "Series A and B rounds, senior hires",
      alertEmails: ["deals@fund.example"],
      cadenceDays: 3,
    });

    const again = await syncOk(org, id);
    expect(again.counts).toMatchObject({ seen: 105, added: 0, linked: 0, updated: 0, paused: 0, unchanged: 105 });
    expect(await tracked(org)).toHaveLength(105);
    const conn = (await (await org.request("GET", `/api/v1/integrations/${id}`)).json()).data;
    expect(conn.lastSyncAt).not.toBeNull();
    expect(conn.counts).toEqual({ listEntries: 105, companiesTracked: 105 });
  });

  it("links a company already tracked instead of adding it again, and leaves its settings alone", async () => {
    const [mine, other] = companies(kind, 2);
    const { org, id } = await connected(kind, newList(kind, [mine!, other!]));
    const made = await org.request("POST", "/api/v1/tracker", {
      body: {
        companyName: "Ours already",
        companyWebsite: `https://www.${mine!.domains[0]}/`,
        thingsToTrack: "Only board changes",
        alertEmails: ["me@fund.example"],
      },
    });
    expect(made.status).toBe(201);
    const result = await syncOk(org, id);
    expect(result.counts).toMatchObject({ added: 1, linked: 1 });
    const all = await tracked(org);
    expect(all).toHaveLength(2);
    expect(all.find((c) => c.companyName === "Ours already")).toMatchObject({ thingsToTrack: "Only board changes" });
  });

  it("pauses a company whose record left the list, never deletes it, and resumes it when it comes back", async () => {
    const list = companies(kind, 3);
    const listId = newList(kind, [...list]);
    const { org, id } = await connected(kind, listId);
    await syncOk(org, id);
    const fixtureList = rig.fx[kind].lists.find((l) => l.id === listId)!;
    fixtureList.companies = list.slice(0, 2);
    const left = await syncOk(org, id);
    expect(left.counts).toMatchObject({ seen: 2, paused: 1, unchanged: 2 });
    const gone = (await tracked(org)).find((c) => c.companyName === list[2]!.name);
    expect(gone).toMatchObject({ status: "paused" });

    fixtureList.companies = list;
    const back = await syncOk(org, id);
    expect(back.counts).toMatchObject({ linked: 1, paused: 0, unchanged: 2 });
    expect((await tracked(org)).find((c) => c.companyName === list[2]!.name)).toMatchObject({ status: "ok" });
  });

  it("a record renamed or moved to another domain in the CRM: the company follows", async () => {
    const list = companies(kind, 2);
    const listId = newList(kind, list);
    const { org, id } = await connected(kind, listId);
    await syncOk(org, id);
    list[0]!.name = "Renamed Holdings";
    list[0]!.domains = ["renamed-holdings.com"];
    const result = await syncOk(org, id);
    expect(result.counts).toMatchObject({ updated: 1, unchanged: 1, added: 0 });
    const all = await tracked(org);
    expect(all).toHaveLength(2);
    expect(all.find((c) => c.companyName === "Renamed Holdings")).toMatchObject({
      companyWebsite: "https://renamed-holdings.com",
    });
  });
});

describe("founders from the CRM record", () => {
  it.each([
    [
      "attio",
      "Quarry Robotics",
      [{ name: "Maya Lindqvist", linkedinUrl: "https://www.linkedin.com/in/maya-lindqvist" }],
    ],
    ["hubspot", "Kestrel Freight", [{ name: "Priya Natarajan", linkedinUrl: null }]],
  ] as const)(
    "%s: a new company's founders are the people at it whose title names them founders",
    async (kind, name, want) => {
      const { org, id } = await connected(kind, rig.fx[kind].lists[0]!.id);
      await syncOk(org, id);
      const company = (await tracked(org)).find((c) => c.companyName === name) as { founders: unknown[] };
      expect(company.founders).toHaveLength(want.length);
      expect(company.founders).toMatchObject(
        want.map((f) => ({ name: f.name, ...(f.linkedinUrl ? { linkedinUrl: f.linkedinUrl } : {}) })),
      );
    },
  );
});

describe("the connection's defaults and list", () => {
  it("without defaults, companies alert the owner who connected; PATCH changes later adds' defaults", async () => {
    const [first, second] = companies("hubspot", 2);
    const listId = newList("hubspot", [first!]);
    const { org, id } = await connected("hubspot", listId);
    const conn = (await (await org.request("GET", `/api/v1/integrations/${id}`)).json()).data;
    expect(conn.defaults.alertEmails).toHaveLength(1);
    expect(conn.defaults).toMatchObject({ cadenceDays: 7 });
    await syncOk(org, id);
    const patched = await org.request("PATCH", `/api/v1/integrations/${id}`, {
      body: { thingsToTrack: "Layoffs and down rounds", cadenceDays: 30 },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).data.defaults).toMatchObject({
      thingsToTrack: "Layoffs and down rounds",
      cadenceDays: 30,
    });
    rig.fx.hubspot.lists.find((l) => l.id === listId)!.companies!.push(second!);
    await syncOk(org, id);
    const all = await tracked(org);
    expect(all.find((c) => c.companyName === first!.name)).toMatchObject({
      alertEmails: conn.defaults.alertEmails,
      cadenceDays: 7,
    });
    expect(all.find((c) => c.companyName === second!.name)).toMatchObject({
      thingsToTrack: "Layoffs and down rounds",
      cadenceDays: 30,
    });
  });

  it("following another list: the old list's companies stay tracked, unpaused; the new list's are synced", async () => {
    const oldList = companies("affinity", 2);
    const newOnes = companies("affinity", 1);
    const { org, id } = await connected("affinity", newList("affinity", oldList));
    await syncOk(org, id);
    const moved = await org.request("PATCH", `/api/v1/integrations/${id}`, {
      body: { listId: newList("affinity", newOnes) },
    });
    expect(moved.status).toBe(200);
    const result = await syncOk(org, id);
    expect(result.counts).toMatchObject({ seen: 1, added: 1, paused: 0 });
    const all = await tracked(org);
    expect(all).toHaveLength(3);
    expect(all.every((c) => c.status === "ok")).toBe(true);
  });
});

describe("sync failures", () => {
  it("a record with nothing to track by is reported with its reason; the others are tracked", async () => {
    const [good] = companies("attio", 1);
    const blank = { id: crypto.randomUUID(), name: "", domains: [] };
    const { org, id } = await connected("attio", newList("attio", [good!, blank]));
    const result = await syncOk(org, id);
    expect(result.counts.added).toBe(1);
    expect(result.counts.failed).toEqual([
      { recordId: blank.id, name: null, reason: "the record has no name, domain or LinkedIn page" },
    ]);
  });

  it("a revoked token: the sync is a 409, the connection needs attention, the log keeps the CRM's 401", async () => {
    const listId = newList("affinity", companies("affinity", 1));
    const { org, id } = await connected("affinity", listId);
    const fx = rig.fx.affinity;
    const token = fx.token;
    fx.token = "revoked-in-affinity";
    try {
      const res = await sync(org, id);
      expect(res.status).toBe(409);
      const err = (await res.json()).error;
      expect(err.code).toBe("integration_paused");
      expect(err.details).toMatchObject({ state: "needs_attention", stateReason: "token_rejected" });
      const conn = (await (await org.request("GET", `/api/v1/integrations/${id}`)).json()).data;
      expect(conn).toMatchObject({ state: "needs_attention", stateReason: "token_rejected", lastSyncAt: null });
      const log = (await (await org.request("GET", `/api/v1/integrations/${id}/syncs`)).json()).data;
      expect(log[0]).toMatchObject({ status: "failed", crmStatus: 401, error: "Affinity refused the token." });
      // Not synced again until an owner fixes it; the owners were emailed once.
      expect((await sync(org, id)).status).toBe(409);
      const mail = await (await getRuntime()).deps.db
        .selectFrom("email_outbox")
        .select(["subject", "recipients"])
        .where("org_id", "=", org.orgId)
        .execute();
      expect(mail).toEqual([{ subject: "Your Affinity connection needs attention", recipients: [expect.any(String)] }]);
    } finally {
      fx.token = token;
    }
  });

  it("the CRM limiting requests: 503 with its wait (HubSpot's ten-second window), a failed sync logged", async () => {
    const { org, id } = await connected("hubspot", newList("hubspot", companies("hubspot", 1)));
    rig.fx.hubspot.throttle(10, 1);
    const res = await sync(org, id);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("10");
    const log = (await (await org.request("GET", `/api/v1/integrations/${id}/syncs`)).json()).data;
    expect(log[0]).toMatchObject({ status: "failed", crmStatus: 429, trigger: "api" });
    // A retry is queued after the window; a second failure in a row waits twice as long.
    const rt = await getRuntime();
    const retries = async () =>
      (
        await rt.deps.db
          .selectFrom("jobs")
          .select(["run_at", "payload", "created_at"])
          .where("kind", "=", "integration-sync")
          .where("dedupe_key", "like", `integration-sync:${id}:retry:%`)
          .orderBy("created_at")
          .execute()
      ).map((j) => (j.run_at.getTime() - j.created_at.getTime()) / 1000);
    expect(await retries()).toEqual([10]);
    rt.clock.advance(120_000);
    rig.fx.hubspot.throttle(10, 1);
    expect((await sync(org, id)).status).toBe(503);
    expect(await retries()).toEqual([10, 20]);
    // The connection stays active and the next sync succeeds.
    expect((await syncOk(org, id)).counts.added).toBe(1);
  });

  it("creates beyond the hourly limit are scheduled for the next hour, never dropped", async () => {
    const rt = await getRuntime();
    const list = companies("hubspot", 203);
    const { org, id } = await connected("hubspot", newList("hubspot", list));
    const first = await syncOk(org, id);
    expect(first.counts).toMatchObject({ seen: 203, added: 200, scheduled: 3 });
    const queued = await rt.deps.db
      .selectFrom("jobs")
      .select(["run_at", "payload"])
      .where("kind", "=", "integration-sync")
      .where("status", "=", "pending")
      .execute();
    const mine = queued.filter((j) => (j.payload as { integrationId: string }).integrationId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.run_at.getTime()).toBeGreaterThan(rt.clock.now().getTime() + 59 * 60_000);
    rt.clock.advance(61 * 60_000);
    await allJobHandlers["integration-sync"]!(rig.deps, { integrationId: id }, {} as never);
    expect(await tracked(org)).toHaveLength(203);
  });
});

describe("who may sync, and whose syncs are seen", () => {
  it("a viewer's and a member's keys may read the log but not sync; another organisation sees neither", async () => {
    const { org, id } = await connected("attio", newList("attio", companies("attio", 1)));
    for (const role of ["member", "viewer"] as const) {
      const { key } = await org.newKey({ role });
      expect((await org.request("POST", `/api/v1/integrations/${id}/sync`, { key })).status).toBe(403);
      expect((await org.request("GET", `/api/v1/integrations/${id}/syncs`, { key })).status).toBe(200);
    }
    const stranger = await createTestOrg({ app: rig.app });
    expect((await sync(stranger, id)).status).toBe(404);
    expect((await stranger.request("GET", `/api/v1/integrations/${id}/syncs`)).status).toBe(404);
    expect(await tracked(org)).toHaveLength(0);
  });

  it("a paused connection is not synced", async () => {
    const { org, id } = await connected("attio", newList("attio", companies("attio", 1)));
    expect((await org.request("PATCH", `/api/v1/integrations/${id}`, { body: { state: "paused" } })).status).toBe(200);
    const res = await sync(org, id);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("integration_paused");
  });
});

describe("the hourly sync", () => {
  it("queues one sync per active connection an hour after its last, none for a paused one, once per hour", async () => {
    const rt = await getRuntime();
    const a = await connected("attio", newList("attio", companies("attio", 1)));
    const b = await connected("affinity", newList("affinity", companies("affinity", 1)));
    await a.org.request("PATCH", `/api/v1/integrations/${b.id}`, { body: { state: "paused" } });
    await b.org.request("PATCH", `/api/v1/integrations/${b.id}`, { body: { state: "paused" } });
    await scheduleDueSyncs(rt.deps);
    await scheduleDueSyncs(rt.deps);
    const jobs = async (integrationId: string) =>
      (
        await rt.deps.db
          .selectFrom("jobs")
          .select(["payload", "status"])
          .where("kind", "=", "integration-sync")
          .execute()
      ).filter((j) => (j.payload as { integrationId: string }).integrationId === integrationId);
    expect(await jobs(a.id)).toHaveLength(1);
    expect(await jobs(b.id)).toHaveLength(0);
    // Synced just now: not due again within the hour.
    await syncOk(a.org, a.id);
    rt.clock.advance(61 * 60_000);
    await scheduleDueSyncs(rt.deps);
    expect(await jobs(a.id)).toHaveLength(2);
  });
});
