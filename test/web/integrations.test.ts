import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleDueSyncs } from "../../src/services/integrations/schedule";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { pageText, WebClient } from "../support/web";
import { type CrmRig, connectBody, crmRig } from "../integrations/_support";

/**
 * Settings → Integrations (docs/web.md §Settings → Integrations): /api/v1/integrations's services
 * behind forms, against the CRM fixtures. An owner connects a CRM (the token is checked by the CRM
 * and shown on no page), pauses, resumes, changes the list and disconnects after a confirmation; the
 * CRM's refusals are shown beside their fields; members and viewers read only.
 */

let rig: CrmRig;
beforeAll(async () => {
  rig = await crmRig();
});
afterAll(() => rig?.close());

let n = 0;
const KEY = /name="idempotencyKey" value="([^"]+)"/;
const BASE = "/app/settings/integrations";

async function signedIn(role: "owner" | "member" | "viewer", org?: TestOrg) {
  const o = org ?? (await createTestOrg({ app: rig.app }));
  const email = `int-${process.pid}-${Date.now().toString(36)}-${++n}@fund.example`;
  await o.newKey({ email, role });
  const browser = new WebClient(rig.app);
  expect((await browser.signIn(rig.deps.db, email)).status).toBe(303);
  return { org: o, browser };
}

/** The connect form as the page serves it, posted with `fields`. */
async function connect(browser: WebClient, fields: Record<string, string>, key?: string) {
  const form = await (await browser.get(BASE)).text();
  const idempotencyKey = key ?? KEY.exec(form)?.[1];
  expect(idempotencyKey).toBeTruthy();
  return browser.post(BASE, { idempotencyKey: idempotencyKey!, ...fields });
}

const rows = (orgId: string) =>
  rig.deps.db.selectFrom("integrations").selectAll().where("org_id", "=", orgId).execute();

async function connected(browser: WebClient, kind: "attio" | "affinity" | "hubspot" = "hubspot") {
  const body = connectBody(rig, kind);
  const res = await connect(browser, body);
  expect(res.status, await res.clone().text()).toBe(303);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^\/app\/settings\/integrations\/[0-9a-f-]{36}$/);
  return { body, location, id: location.split("/").pop()! };
}

describe("Settings → Integrations", () => {
  it("an owner connects a CRM and sees it listed; the token appears in no page", async () => {
    const { org, browser } = await signedIn("owner");
    const empty = await (await browser.get(BASE)).text();
    expect(pageText(empty)).toContain("No CRM is connected.");
    expect(empty).toContain('type="password"');
    expect(pageText(empty)).toContain("Settings → Developers → Access tokens");
    expect(empty).toContain('href="/app/settings/integrations"');

    const { body, location } = await connected(browser);
    const page = await browser.get(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(pageText(html)).toContain("HubSpot connected: following “Target companies”");
    expect(pageText(html)).toContain("Target companies");
    expect(html).not.toContain(body.token);

    const list = await (await browser.get(BASE)).text();
    const text = pageText(list);
    expect(text).toContain("HubSpot");
    expect(text).toContain("Target companies");
    expect(text).toContain("101");
    expect(text).toContain("Active");
    expect(text).toContain(`Active Never ${rig.fx.hubspot.lists[0]!.size} 0`);
    expect(list).not.toContain(body.token);
    expect(await rows(org.orgId)).toHaveLength(1);
  });

  it(
    "a bad token is refused beside the token field and an unknown list beside the list id; " + "nothing is saved",
    async () => {
      const { org, browser } = await signedIn("owner");
      const res = await connect(browser, { ...connectBody(rig, "attio"), token: "wrong-token-0123456789" });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toMatch(/id="connect-token-error"[^>]*>\s*Attio does not accept this token/);
      expect(html).not.toContain("wrong-token-0123456789");
      expect(html).toContain('aria-invalid="true"');
      const unknown = await connect(browser, { ...connectBody(rig, "attio"), listId: "424242" });
      expect(unknown.status).toBe(400);
      expect(await unknown.text()).toMatch(/id="connect-list-error"[^>]*>\s*Attio has no such list/);
      expect(await rows(org.orgId)).toEqual([]);
    },
  );

  it("a double submit of the connect form creates one connection", async () => {
    const { org, browser } = await signedIn("owner");
    const form = await (await browser.get(BASE)).text();
    const key = KEY.exec(form)![1]!;
    const body = connectBody(rig, "affinity");
    const [a, b] = await Promise.all([connect(browser, body, key), connect(browser, body, key)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.get("location")).toBe(b.headers.get("location"));
    expect(await rows(org.orgId)).toHaveLength(1);
  });

  it("pauses and resumes a connection, each with a notice", async () => {
    const { org, browser } = await signedIn("owner");
    const { id, location } = await connected(browser);
    const paused = await browser.post(`${location}/state`, { state: "paused" });
    expect(paused.status).toBe(303);
    expect(pageText(await (await browser.get(location)).text())).toContain("Paused: nothing is read");
    expect((await rows(org.orgId))[0]).toMatchObject({ id, state: "paused" });
    const resumed = await browser.post(`${location}/state`, { state: "active" });
    expect(resumed.status).toBe(303);
    expect(pageText(await (await browser.get(location)).text())).toContain("Resumed");
    expect((await rows(org.orgId))[0]).toMatchObject({ id, state: "active" });
  });

  it(
    "changes the list (checked with the CRM), refuses an unknown one beside the list id, " + "replaces the token",
    async () => {
      const { org, browser } = await signedIn("owner");
      const { location, body } = await connected(browser);
      const unknown = await browser.post(location, { listId: "424242", token: "" });
      expect(unknown.status).toBe(400);
      expect(await unknown.text()).toMatch(/id="change-list-error"[^>]*>\s*HubSpot has no such list/);
      expect((await rows(org.orgId))[0]!.list_id).toBe("101");

      const changed = await browser.post(location, { listId: "202", token: "" });
      expect(changed.status).toBe(303);
      const html = await (await browser.get(location)).text();
      expect(pageText(html)).toContain("Saved: following “Portfolio”");
      expect((await rows(org.orgId))[0]).toMatchObject({ list_id: "202", list_name: "Portfolio" });

      const badToken = await browser.post(location, { listId: "202", token: "wrong-token-0123456789" });
      expect(badToken.status).toBe(400);
      expect(await badToken.text()).toMatch(/id="change-token-error"[^>]*>\s*HubSpot does not accept this token/);
      const sealed = (await rows(org.orgId))[0]!.token_sealed;
      const replaced = await browser.post(location, { listId: "202", token: body.token });
      expect(replaced.status).toBe(303);
      expect((await rows(org.orgId))[0]!.token_sealed).not.toBe(sealed);
      expect(await (await browser.get(location)).text()).not.toContain(body.token);
    },
  );

  it("the first sync is previewed before anything is created; the hourly sync waits for it", async () => {
    const { org, browser } = await signedIn("owner");
    const companies = rig.fx.attio.lists[0]!.companies!;
    const tracked = await org.request("POST", "/api/v1/tracker", {
      body: {
        companyName: "Ours by hand",
        companyWebsite: `https://${companies[0]!.domains[0]}`,
        thingsToTrack: "Fundraising",
        alertEmails: ["me@fund.example"],
      },
    });
    expect(tracked.status).toBe(201);
    const { location, id } = await connected(browser, "attio");
    const page = await (await browser.get(location)).text();
    expect(pageText(page)).toContain("Preview the first sync");
    expect(page).not.toContain("Sync now");
    // The hourly sync leaves a connection made here alone until its owner has started the first sync.
    await scheduleDueSyncs(rig.deps);
    const queued = await rig.deps.db
      .selectFrom("jobs")
      .select("id")
      .where("kind", "=", "integration-sync")
      .where("dedupe_key", "like", `integration-sync:${id}:%`)
      .execute();
    expect(queued).toEqual([]);

    const preview = await browser.get(`${location}/preview`);
    expect(preview.status).toBe(200);
    const text = pageText(await preview.text());
    expect(text).toContain(`${companies.length} companies on the list. Nothing has been created yet.`);
    expect(text).toContain("Linked to a company already tracked: 1");
    expect(text).toContain(`Added: tracked with the connection's defaults: ${companies.length - 1}`);
    expect(text).toContain(
      `${companies[0]!.name} ${companies[0]!.domains[0]} Linked to a company already tracked: Ours by hand`,
    );
    const before = (await (await org.request("GET", "/api/v1/tracker")).json()).data;
    expect(before).toHaveLength(1);

    const started = await browser.post(`${location}/sync`, {});
    expect(started.status).toBe(303);
    const after = pageText(await (await browser.get(location)).text());
    expect(after).toContain(`Synced: ${companies.length - 1} added, 1 linked.`);
    expect(after).toContain("Sync now");
    expect((await (await org.request("GET", "/api/v1/tracker")).json()).data).toHaveLength(companies.length);
  });

  it("an owner syncs now and reads the sync log; a member sees the log without its buttons", async () => {
    const { org, browser } = await signedIn("owner");
    const { location } = await connected(browser, "hubspot");
    const before = pageText(await (await browser.get(location)).text());
    expect(before).toContain("Sync log");
    expect(before).toContain("No sync yet.");
    const synced = await browser.post(`${location}/sync`, {});
    expect(synced.status).toBe(303);
    expect(synced.headers.get("location")).toBe(location);
    const after = pageText(await (await browser.get(location)).text());
    const listed = rig.fx.hubspot.lists[0]!.companies!.length;
    expect(after).toContain(`Synced: ${listed} added.`);
    expect(after).toMatch(new RegExp(`Web app Done ${listed} added`));
    const { browser: member } = await signedIn("member", org);
    const seen = await (await member.get(location)).text();
    expect(pageText(seen)).toContain(`${listed} added`);
    expect(seen).not.toContain("Sync now");
    expect((await member.post(`${location}/sync`, {})).status).toBe(403);
    expect((await member.get(`${location}/preview`)).status).toBe(403);
  });

  it("a sync the CRM refuses comes back to the page with its reason, and the log keeps it", async () => {
    const { browser } = await signedIn("owner");
    const { location } = await connected(browser, "affinity");
    rig.fx.affinity.throttle(20, 1);
    const res = await browser.post(`${location}/sync`, {});
    expect(res.status).toBe(303);
    const page = pageText(await (await browser.get(location)).text());
    expect(page).toContain("Affinity is limiting requests.");
    expect(page).toContain("Failed 429: Affinity is limiting requests.");
    // Its Retry syncs again: the log's newest row is the sync that succeeded.
    const html = await (await browser.get(location)).text();
    expect(html).toMatch(/aria-label="Retry the sync of [^"]+"/);
    (await getRuntime()).clock.advance(60_000);
    expect((await browser.post(`${location}/sync`, {})).status).toBe(303);
    expect(pageText(await (await browser.get(location)).text())).toMatch(/Web app Done \d+ added/);
  });

  it("an owner sets the defaults of new companies and turns leads on; a bad field is refused beside it", async () => {
    const { browser } = await signedIn("owner");
    const { location, id } = await connected(browser, "affinity");
    const page = await (await browser.get(location)).text();
    expect(pageText(page)).toContain("New companies from the list");
    const saved = await browser.post(`${location}/defaults`, {
      thingsToTrack: "Board changes, a Series B",
      alertEmails: "deals@fund.example, ic@fund.example",
      cadenceDays: "30",
      addLeadsToList: "true",
    });
    expect(saved.status).toBe(303);
    const row = (await rig.deps.db.selectFrom("integrations").selectAll().where("id", "=", id).execute())[0]!;
    expect(row).toMatchObject({
      things_to_track: "Board changes, a Series B",
      alert_emails: ["deals@fund.example", "ic@fund.example"],
      cadence_days: 30,
      add_leads_to_list: true,
    });
    const again = await (await browser.get(location)).text();
    expect(again).toContain("Saved: new companies from the list use these settings.");
    expect(again).toMatch(/name="addLeadsToList" value="true" checked/);
    expect(pageText(again)).toContain("Leads sent to the list No lead tracked since leads go to the list.");

    const refused = await browser.post(`${location}/defaults`, { thingsToTrack: "", alertEmails: "not-an-address" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('id="f-emails-error"');
    expect(html).toContain("not-an-address");
    const unchanged = (await rig.deps.db.selectFrom("integrations").selectAll().where("id", "=", id).execute())[0]!;
    expect(unchanged.things_to_track).toBe("Board changes, a Series B");
  });

  it("disconnects only after the confirmation page's post", async () => {
    const { org, browser } = await signedIn("owner");
    const { location } = await connected(browser);
    const confirm = await browser.get(`${location}/disconnect`);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain(`action="${location}/disconnect"`);
    expect(await rows(org.orgId)).toHaveLength(1);
    const gone = await browser.post(`${location}/disconnect`);
    expect(gone.status).toBe(303);
    expect(gone.headers.get("location")).toBe(BASE);
    expect(pageText(await (await browser.get(BASE)).text())).toContain("HubSpot disconnected");
    expect(await rows(org.orgId)).toEqual([]);
    expect((await browser.get(location)).status).toBe(404);
  });

  it.each(["member", "viewer"] as const)(
    "a %s sees the connections with no control, and every post is refused 403 and changes nothing",
    async (role) => {
      const owner = await signedIn("owner");
      const { id, location } = await connected(owner.browser);
      const { browser } = await signedIn(role, owner.org);
      const list = await (await browser.get(BASE)).text();
      expect(pageText(list)).toContain("Target companies");
      expect(list).not.toContain("Connect a CRM");
      expect(list).not.toContain('<form method="post" action="/app/settings/integrations');
      const page = await browser.get(location);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).not.toContain(`action="${location}`);
      expect(html).not.toContain("/disconnect");
      expect((await browser.get(`${location}/disconnect`)).status).toBe(403);
      const posts = [
        browser.post(BASE, connectBody(rig, "attio")),
        browser.post(location, { listId: "202" }),
        browser.post(`${location}/state`, { state: "paused" }),
        browser.post(`${location}/disconnect`),
      ];
      expect((await Promise.all(posts)).map((r) => r.status)).toEqual([403, 403, 403, 403]);
      expect(await rows(owner.org.orgId)).toMatchObject([{ id, state: "active", list_id: "101" }]);
    },
  );

  it("another organisation's connection is not found, to read or to change", async () => {
    const owner = await signedIn("owner");
    const { id, location } = await connected(owner.browser);
    const { browser } = await signedIn("owner");
    expect((await browser.get(location)).status).toBe(404);
    expect((await browser.get(`${location}/disconnect`)).status).toBe(404);
    expect((await browser.post(`${location}/state`, { state: "paused" })).status).toBe(404);
    expect((await browser.post(location, { listId: "202" })).status).toBe(404);
    expect((await browser.post(`${location}/disconnect`)).status).toBe(404);
    expect(await rows(owner.org.orgId)).toMatchObject([{ id, state: "active", list_id: "101" }]);
  });
});
