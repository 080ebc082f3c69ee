import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { forwardedAddress } from "../../src/http/client-address";
import { runMaintenance } from "../../src/jobs/schedule";
import { ManualClock } from "../../src/platform/clock";
import { issueKey } from "../../src/services/keys/issue";
import { revokeKey } from "../../src/services/keys/revoke-key";
import { ADMIN_CLI, cleanAddress, recordAudit } from "../../src/services/audit/record";
import { csvField } from "../../src/services/shared/csv";
import { createMember, removeMember } from "../../src/services/members/organizations";
import { createTestOrg, getRuntime, runtimeWith, type TestOrg, type TestRuntime } from "../support/harness";
import { seedLead } from "../support/seed";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { pageText, WebClient } from "../support/web";

/**
 * The audit log (docs/web.md §Audit log): each audited change writes one row naming who (a
 * member in the web app, an API key and its member, or the admin CLI), when and from which
 * address, in the change's own transaction, so a failed change leaves no row and a row that
 * cannot be written fails its change; owners read it in Settings → Audit log, filter it and export
 * it as CSV; it is kept AUDIT_RETENTION_DAYS; no organisation sees another's.
 */

let rt: TestRuntime;
beforeAll(async () => {
  rt = await getRuntime();
});

let n = 0;
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${++n}`;

async function rowsOf(orgId: string, action?: string) {
  return (
    rt.deps.db
      .selectFrom("audit_events")
      .selectAll()
      .where("org_id", "=", orgId)
      .$if(action !== undefined, (q) => q.where("action", "=", action!))
      // Rows of one transaction share its time: by action then, so the order is the same every run.
      .orderBy("created_at")
      .orderBy("action")
      .orderBy("id")
      .execute()
  );
}

/**
 * A client address of its own for each browser: sign-in requests are limited per client address
 * (20 an hour), and this file's sign-ins must not spend another file's allowance in the worker.
 */
const nextAddress = () => `203.0.113.${10 + (++n % 240)}`;

async function signedIn(org: TestOrg, role: "owner" | "member" | "viewer", address = nextAddress()) {
  const email = `${unique(role)}@fund.example`;
  const { memberId, keyId, key } = await org.newKey({ email, role });
  const browser = new WebClient(rt.app, undefined, address);
  expect((await browser.signIn(rt.deps.db, email)).status).toBe(303);
  return { email, memberId, keyId, key, browser };
}

/** The member the harness made first (an owner), with their email. */
async function firstMember(org: TestOrg) {
  return rt.deps.db
    .selectFrom("members")
    .select(["id", "email"])
    .where("id", "=", org.memberId)
    .executeTakeFirstOrThrow();
}

/** What the page's table of entries says (not the navigation, nor the filters' choices). */
const entriesText = (html: string) =>
  pageText(html.includes("<tbody>") ? html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>")) : "");

const API_CLIENT = { "cf-connecting-ip": "198.51.100.7", "user-agent": "crm-sync/2.1" };

let made = 0;
function companyBody(over: Record<string, unknown> = {}) {
  const i = `${process.pid}-${++made}`;
  return {
    companyName: `Ledgerly ${i}`,
    companyWebsite: `https://ledgerly-${i}.example`,
    companyLinkedinUrl: `https://www.linkedin.com/company/ledgerly-${i}`,
    thingsToTrack: "Fundraising",
    alertEmails: ["partner@fund.example"],
    ...over,
  };
}

/** Makes every insert of `table` by this organisation fail, at once or at commit. */
async function failInserts(table: "audit_events" | "entities", orgId: string, when: "now" | "at commit") {
  const name = `audit_test_fail_${table}`;
  await sql
    .raw(
      `create or replace function audit_test_fail() returns trigger language plpgsql as $$ begin raise exception ` +
        `'forced failure (test)'; end $$`,
    )
    .execute(rt.deps.db);
  const trigger =
    when === "now"
      ? `create trigger ${name} before insert on ${table} for each row when (new.org_id = '${orgId}') execute ` +
        `function audit_test_fail()`
      : `create constraint trigger ${name} after insert on ${table} deferrable initially deferred for each row ` +
        `when (new.org_id = '${orgId}') execute function audit_test_fail()`;
  await sql.raw(trigger).execute(rt.deps.db);
  dropTriggers.push(`drop trigger if exists ${name} on ${table}`);
}
const dropTriggers: string[] = [];
afterEach(async () => {
  for (const d of dropTriggers.splice(0)) await sql.raw(d).execute(rt.deps.db);
});

describe("the audit log records", () => {
  it(
    "a sign-in: the member, when, and the browser's " + "address and user agent; a refused link records nothing",
    async () => {
      const org = await createTestOrg();
      const email = `${unique("ana")}@fund.example`;
      const { memberId } = await org.newKey({ email, role: "member" });
      const browser = new WebClient(rt.app, undefined, "203.0.113.5");
      const link = new URL(await browser.requestLink(rt.deps.db, email));
      const token = link.searchParams.get("token")!;
      const res = await browser.post(
        "/app/sign-in/link",
        { token },
        { origin: browser.origin, "sec-fetch-site": "same-origin", "user-agent": "Mozilla/5.0 (Test)" },
      );
      expect(res.status).toBe(303);

      const rows = await rowsOf(org.orgId, "member.signed_in");
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actor_kind: "member",
        actor_member_id: memberId,
        actor_key_id: null,
        actor_label: email,
        target_type: "member",
        target_id: memberId,
        target_label: email,
        ip_address: "203.0.113.5",
        user_agent: "Mozilla/5.0 (Test)",
      });
      expect(rows[0]!.created_at.getTime()).toBe(rt.clock.now().getTime());

      // The same link again is refused, and a refusal is not a sign-in.
      const again = await new WebClient(rt.app, undefined, "203.0.113.6").post("/app/sign-in/link", { token });
      expect(again.status).toBe(401);
      expect(await rowsOf(org.orgId, "member.signed_in")).toHaveLength(1);
    },
  );

  it(
    "API calls as the key and its member, from the caller's address: companies created and deleted, webhooks " +
      "created, changed, rotated and deleted, leads decided and tracked",
    async () => {
      const org = await createTestOrg();
      const owner = await firstMember(org);
      const { prefix } = await rt.deps.db
        .selectFrom("api_keys")
        .select("prefix")
        .where("id", "=", org.keyId)
        .executeTakeFirstOrThrow();
      const byKey = {
        actor_kind: "key",
        actor_member_id: owner.id,
        actor_key_id: org.keyId,
        actor_label: `key API key (${prefix}) of ${owner.email}`,
        ip_address: "198.51.100.7",
        user_agent: "crm-sync/2.1",
      };
      const call = async (method: string, path: string, body?: unknown) => {
        rt.clock.advance(1000); // each call later than the one before, as they would be
        return org.request(method, path, { body, headers: API_CLIENT });
      };

      const body = companyBody();
      const created = await call("POST", "/api/v1/tracker", body);
      expect(created.status).toBe(201);
      const companyId = ((await created.json()) as { data: { id: string } }).data.id;
      // The same company again (website and LinkedIn) is the existing one: nothing is created, nothing recorded.
      expect((await call("POST", "/api/v1/tracker", body)).status).toBe(200);

      const hook = await call("POST", "/api/v1/webhooks", {
        url: "https://hooks.example.com/events?token=s3cret",
        description: "CRM",
      });
      expect(hook.status).toBe(201);
      const hookId = ((await hook.json()) as { data: { id: string } }).data.id;
      expect((await call("PATCH", `/api/v1/webhooks/${hookId}`, { enabled: false })).status).toBe(200);
      // changes nothing
      expect((await call("PATCH", `/api/v1/webhooks/${hookId}`, { enabled: false })).status).toBe(200);
      expect((await call("POST", `/api/v1/webhooks/${hookId}/rotate-secret`)).status).toBe(200);
      expect((await call("DELETE", `/api/v1/webhooks/${hookId}`)).status).toBe(200);

      const decided = await seedLead(rt.deps.db, org.orgId, { founderName: "Ines Ortega", companyName: "Tidewater" });
      expect((await call("POST", `/api/v1/leads/${decided}/decision`, { accepted: false })).status).toBe(200);
      // the same decision: no change
      expect((await call("POST", `/api/v1/leads/${decided}/decision`, { accepted: false })).status).toBe(200);
      const tracked = await seedLead(rt.deps.db, org.orgId, { founderName: "Omar Haddad", companyName: "Brightkiln" });
      const track = await call("POST", `/api/v1/leads/${tracked}/track`, {
        thingsToTrack: "Hiring",
        alertEmails: ["partner@fund.example"],
      });
      expect(track.status).toBe(201);
      const trackedCompany = ((await track.json()) as { data: { id: string } }).data.id;

      expect((await call("DELETE", `/api/v1/tracker/${companyId}`)).status).toBe(200);

      const rows = (await rowsOf(org.orgId)).filter((r) => r.actor_kind !== "system");
      const summary = rows.map((r) => [r.action, r.target_id]);
      expect(summary).toEqual([
        ["company.created", companyId],
        ["webhook.created", hookId],
        ["webhook.updated", hookId],
        ["webhook.secret_rotated", hookId],
        ["webhook.deleted", hookId],
        ["lead.decided", decided],
        ["company.created", trackedCompany],
        ["lead.tracked", tracked],
        ["company.deleted", companyId],
      ]);
      for (const r of rows) expect(r, r.action).toMatchObject(byKey);
      const of = (action: string) => rows.find((r) => r.action === action)!;
      expect(of("company.created")).toMatchObject({ target_type: "company", target_label: body.companyName });
      expect(of("company.deleted")).toMatchObject({ target_type: "company", target_label: body.companyName });
      expect(of("webhook.updated").details).toEqual({ enabled: false });
      // A webhook is named without what may be its credential.
      expect(rows.filter((r) => r.target_type === "webhook").map((r) => r.target_label)).toEqual(
        Array(4).fill("CRM: https://hooks.example.com/events"),
      );
      expect(of("lead.decided")).toMatchObject({
        target_type: "lead",
        target_label: "Ines Ortega (Tidewater)",
        details: { decision: "rejected", previous: "unreviewed" },
      });
      expect(of("lead.tracked")).toMatchObject({
        target_label: "Omar Haddad (Brightkiln)",
        details: { companyId: trackedCompany, existingCompany: false },
      });
      expect(rows.find((r) => r.target_id === trackedCompany)!.details).toMatchObject({ leadId: tracked });
    },
  );

  it(
    "the admin CLI's members and keys as the admin CLI; keys made " +
      "and revoked in the web app as the member, from the browser",
    async () => {
      const org = await createTestOrg();
      const email = `${unique("cli")}@fund.example`;
      const { memberId } = await createMember(
        rt.deps.db,
        rt.clock,
        { orgId: org.orgId, email, role: "viewer" },
        ADMIN_CLI,
      );
      const tick = () => rt.clock.advance(1000); // each step later than the one before, as they would be
      tick();
      const { keyId } = await issueKey(
        rt.deps.db,
        rt.clock,
        { memberId, scopes: ["tracker:read"], name: "Export" },
        ADMIN_CLI,
      );
      tick();
      expect(await revokeKey(rt.deps.db, rt.clock, keyId, ADMIN_CLI)).toBe(true);
      expect(await revokeKey(rt.deps.db, rt.clock, keyId, ADMIN_CLI)).toBe(true); // already revoked: nothing more
      tick();
      await removeMember(rt.deps.db, rt.clock, memberId, ADMIN_CLI);
      await removeMember(rt.deps.db, rt.clock, memberId, ADMIN_CLI);

      const cli = (await rowsOf(org.orgId)).filter((r) => r.target_id === memberId || r.target_id === keyId);
      expect(cli.map((r) => r.action)).toEqual(["member.invited", "key.created", "key.revoked", "member.removed"]);
      for (const r of cli)
        expect(r).toMatchObject({
          actor_kind: "system",
          actor_label: "admin CLI",
          actor_member_id: null,
          actor_key_id: null,
          ip_address: null,
        });
      expect(cli[0]).toMatchObject({ target_label: email, details: { role: "viewer" } });
      expect(cli[1]).toMatchObject({
        target_label: expect.stringMatching(/^Export \(live_[A-Za-z0-9_-]{6}\)$/),
        details: { member: email, scopes: ["tracker:read"], expiresAt: null },
      });

      const member = await signedIn(org, "member", "192.0.2.44");
      const made = await member.browser.post("/app/settings/keys", { name: "Agent", scopes: ["tracker:read"] });
      expect(made.status).toBe(303);
      const webKey = await rt.deps.db
        .selectFrom("api_keys")
        .select(["id", "prefix"])
        .where("member_id", "=", member.memberId)
        .where("name", "=", "Agent")
        .executeTakeFirstOrThrow();
      tick();
      expect((await member.browser.post(`/app/settings/keys/${webKey.id}/revoke`)).status).toBe(303);
      const web = (await rowsOf(org.orgId)).filter((r) => r.target_id === webKey.id);
      expect(web.map((r) => r.action)).toEqual(["key.created", "key.revoked"]);
      for (const r of web) {
        expect(r).toMatchObject({
          actor_kind: "member",
          actor_member_id: member.memberId,
          actor_key_id: null,
          actor_label: member.email,
          ip_address: "192.0.2.44",
          target_label: `Agent (${webKey.prefix})`,
        });
      }
    },
  );
});

describe("audit rows commit with their change and never without it", () => {
  it(
    "a change its checks refuse writes no row: a validation error, a decision the rules refuse, bad scopes, a " +
      "second member with one address",
    async () => {
      const org = await createTestOrg();
      const before = (await rowsOf(org.orgId)).length;
      expect((await org.request("POST", "/api/v1/tracker", { body: companyBody({ thingsToTrack: " " }) })).status).toBe(
        400,
      );
      const lead = await seedLead(rt.deps.db, org.orgId);
      expect(
        (
          await org.request("POST", `/api/v1/leads/${lead}/track`, {
            body: { thingsToTrack: "Hiring", alertEmails: ["p@fund.example"] },
          })
        ).status,
      ).toBe(201);
      const rowsAfterTrack = (await rowsOf(org.orgId)).length;
      expect((await org.request("POST", `/api/v1/leads/${lead}/decision`, { body: { accepted: false } })).status).toBe(
        409,
      );
      await expect(
        issueKey(rt.deps.db, rt.clock, { memberId: org.memberId, scopes: ["tracker:everything"] }, ADMIN_CLI),
      ).rejects.toThrow(/Invalid scopes/);
      const owner = await firstMember(org);
      await expect(
        createMember(rt.deps.db, rt.clock, { orgId: org.orgId, email: owner.email, role: "member" }, ADMIN_CLI),
      ).rejects.toThrow(/already a member/);
      expect(rowsAfterTrack).toBe(before + 2); // the track's company.created and lead.tracked
      expect(await rowsOf(org.orgId)).toHaveLength(rowsAfterTrack);
    },
  );

  it("a change that fails at commit, after its audit row was written, leaves no row", async () => {
    const org = await createTestOrg();
    const before = await rowsOf(org.orgId);
    await failInserts("entities", org.orgId, "at commit");
    const body = companyBody();
    const res = await org.request("POST", "/api/v1/tracker", { body });
    expect(res.status).toBe(500);
    expect(await rt.deps.db.selectFrom("entities").select("id").where("org_id", "=", org.orgId).execute()).toEqual([]);
    expect(await rowsOf(org.orgId)).toEqual(before);
  });

  it("an audit row that cannot be written fails its change, and nothing of the change is kept", async () => {
    const org = await createTestOrg();
    const company = (await (await org.request("POST", "/api/v1/tracker", { body: companyBody() })).json()) as {
      data: { id: string };
    };
    const member = await signedIn(org, "member");
    const before = await rowsOf(org.orgId);
    await failInserts("audit_events", org.orgId, "now");

    // A company is not created, nor deleted.
    const body = companyBody();
    expect((await org.request("POST", "/api/v1/tracker", { body })).status).toBe(500);
    expect(
      await rt.deps.db
        .selectFrom("entities")
        .select("id")
        .where("org_id", "=", org.orgId)
        .where("company_name", "=", body.companyName)
        .execute(),
    ).toEqual([]);
    expect((await org.request("DELETE", `/api/v1/tracker/${company.data.id}`)).status).toBe(500);
    expect((await org.request("GET", `/api/v1/tracker/${company.data.id}`)).status).toBe(200);

    // A key is not revoked: it still works.
    expect((await member.browser.post(`/app/settings/keys/${member.keyId}/revoke`)).status).toBe(500);
    expect((await org.request("GET", "/api/v1/tracker", { key: member.key })).status).toBe(200);

    // A member is not removed: their session still signs them in.
    await expect(removeMember(rt.deps.db, rt.clock, member.memberId, ADMIN_CLI)).rejects.toThrow(/forced failure/);
    expect((await member.browser.get("/app/settings")).status).toBe(200);

    // A sign-in does not happen, and its link is not spent.
    const browser = new WebClient(rt.app, undefined, nextAddress());
    const link = new URL(await browser.requestLink(rt.deps.db, member.email));
    expect((await browser.post("/app/sign-in/link", Object.fromEntries(link.searchParams))).status).toBe(500);
    expect([...browser.cookies.keys()].some((k) => k.includes("session"))).toBe(false);
    expect((await browser.get(link.pathname + link.search)).status).toBe(200); // the link page: still valid

    expect(await rowsOf(org.orgId)).toEqual(before);
  });

  it("is refused outside a transaction, so no row can be written beside its change rather than with it", async () => {
    const org = await createTestOrg();
    await expect(
      recordAudit(rt.deps.db, {
        action: "company.created",
        by: ADMIN_CLI,
        orgId: org.orgId,
        target: { type: "company", id: null, label: null },
        at: rt.clock.now(),
      }),
    ).rejects.toThrow(/transaction/);
  });
});

describe("Settings → Audit log", () => {
  it(
    "owners only: a member and a viewer are refused the " + "page and its export (403) and are not shown the section",
    async () => {
      const org = await createTestOrg();
      for (const role of ["member", "viewer"] as const) {
        const { browser } = await signedIn(org, role);
        const page = await browser.get("/app/settings/audit");
        expect(page.status, role).toBe(403);
        expect(pageText(await page.text())).toContain("Only the organisation's owners can read its audit log.");
        expect((await browser.get("/app/settings/audit/export.csv")).status, role).toBe(403);
        expect(await (await browser.get("/app/settings")).text()).not.toContain('href="/app/settings/audit"');
      }
      const { browser } = await signedIn(org, "owner");
      expect(await (await browser.get("/app/settings")).text()).toContain('href="/app/settings/audit"');
      expect((await browser.get("/app/settings/audit")).status).toBe(200);
    },
  );

  it(
    "an owner sees who did what, when and from where, " + "newest first, and filters by action, member and dates",
    async () => {
      const org = await createTestOrg();
      const owner = await signedIn(org, "owner", "192.0.2.77");
      const colleague = await signedIn(org, "member", "192.0.2.78");
      expect(
        (
          await org.request("POST", "/api/v1/tracker", {
            body: companyBody({ companyName: "Orchard Robotics" }),
            headers: API_CLIENT,
          })
        ).status,
      ).toBe(201);
      rt.clock.advance(60_000);
      expect(
        (await colleague.browser.post("/app/settings/keys", { name: "Colleague's agent", scopes: ["tracker:read"] }))
          .status,
      ).toBe(303);

      const all = await owner.browser.get("/app/settings/audit");
      expect(all.status).toBe(200);
      const html = await all.text();
      expect(pageText(html)).toContain("Each entry is kept 365 days.");
      const text = entriesText(html);
      // Newest first: the colleague's key, then the company, then the sign-ins.
      expect(text.indexOf("Colleague's agent")).toBeLessThan(text.indexOf("Orchard Robotics"));
      expect(text).toMatch(
        new RegExp(`${colleague.email} API key created .*Colleague's agent \\(live_[\\w-]{6}\\) 192\\.0\\.2\\.78`),
      );
      expect(text).toMatch(/of [^ ]+ Company added .*Orchard Robotics 198\.51\.100\.7 crm-sync\/2\.1/);
      expect(text).toContain(`${owner.email} Signed in ${owner.email} 192.0.2.77`);

      const byAction = entriesText(await (await owner.browser.get("/app/settings/audit?action=key.created")).text());
      expect(byAction).toContain("Colleague's agent");
      expect(byAction).not.toContain("Orchard Robotics");
      expect(byAction).not.toContain("Signed in");

      const byMember = entriesText(
        await (await owner.browser.get(`/app/settings/audit?member=${colleague.memberId}`)).text(),
      );
      expect(byMember).toContain("Colleague's agent");
      expect(byMember).toContain(`${colleague.email} Signed in`);
      expect(byMember).not.toContain(`${owner.email} Signed in`);

      const tomorrow = new Date(rt.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
      const none = await owner.browser.get(`/app/settings/audit?since=${tomorrow}`);
      expect(pageText(await none.text())).toContain("No entry matches these filters.");

      const bad = await owner.browser.get("/app/settings/audit?action=everything&since=yesterday");
      expect(bad.status).toBe(400);
      const badHtml = await bad.text();
      expect(badHtml).toMatch(/id="f-action"[^>]*aria-invalid="true"/);
      expect(pageText(badHtml)).toContain("must be one of member.signed_in");
    },
  );

  it("pages through the log with Older entries, 25 at a time, each entry once", async () => {
    const org = await createTestOrg();
    const owner = await signedIn(org, "owner");
    for (let i = 0; i < 30; i++)
      expect(
        (await org.request("POST", "/api/v1/tracker", { body: companyBody({ companyName: `Paged ${i}` }) })).status,
      ).toBe(201);
    const seen: string[] = [];
    let path: string | null = "/app/settings/audit?action=company.created";
    while (path) {
      const html = await (await owner.browser.get(path)).text();
      seen.push(...[...html.matchAll(/Paged (\d+)/g)].map((m) => m[1]!));
      path = /<a href="([^"]+)" rel="next">Older entries<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  it("Export CSV holds every entry the filters select, quoted as CSV, with formulas defused", async () => {
    const org = await createTestOrg();
    const owner = await signedIn(org, "owner");
    expect(
      (
        await org.request("POST", "/api/v1/tracker", {
          body: companyBody({ companyName: '=HYPERLINK("http://evil.example")' }),
          headers: API_CLIENT,
        })
      ).status,
    ).toBe(201);
    rt.clock.advance(1000);
    expect(
      (await org.request("POST", "/api/v1/tracker", { body: companyBody({ companyName: 'Comma, Quote " Inc' }) }))
        .status,
    ).toBe(201);

    const res = await owner.browser.get("/app/settings/audit/export.csv?action=company.created");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const csv = await res.text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "time,action,actor,actor_kind,actor_member_id,actor_key_id,target_type,target_id,target,ip_address,user_agent," +
        "details",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Comma, Quote "" Inc"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[2]).toContain(",198.51.100.7,crm-sync/2.1,");
    expect(lines.slice(1).every((l) => l.includes(",company.created,"))).toBe(true);

    const everything = await (await owner.browser.get("/app/settings/audit/export.csv")).text();
    expect(everything).toContain(",member.signed_in,");
    expect(everything).toContain(",key.created,");
  });

  it(
    "never shows another organisation's entries: not in the list, " +
      "the export, nor by its member's id; its cursor is refused",
    async () => {
      const org = await createTestOrg();
      const other = await createTestOrg();
      const owner = await signedIn(org, "owner");
      const otherOwner = await signedIn(other, "owner");
      expect(
        (await other.request("POST", "/api/v1/tracker", { body: companyBody({ companyName: "Elsewhere Secret Co" }) }))
          .status,
      ).toBe(201);
      for (let i = 0; i < 26; i++)
        expect((await other.request("POST", "/api/v1/tracker", { body: companyBody() })).status).toBe(201);

      const list = pageText(await (await owner.browser.get("/app/settings/audit")).text());
      expect(list).not.toContain("Elsewhere Secret Co");
      expect(list).not.toContain(otherOwner.email);
      expect(await (await owner.browser.get("/app/settings/audit/export.csv")).text()).not.toContain("Elsewhere");
      const byTheirMember = pageText(
        await (await owner.browser.get(`/app/settings/audit?member=${otherOwner.memberId}`)).text(),
      );
      expect(byTheirMember).toContain("No entry matches these filters.");

      const theirs = await (await otherOwner.browser.get("/app/settings/audit")).text();
      const cursor = /<a href="\/app\/settings\/audit\?cursor=([^"]+)" rel="next">/.exec(theirs)?.[1];
      expect(cursor).toBeTruthy();
      expect((await owner.browser.get(`/app/settings/audit?cursor=${cursor}`)).status).toBe(400);
    },
  );
});

describe("the client's address", () => {
  it("is the connection's; X-Forwarded-For is believed only through TRUSTED_PROXY_HOPS proxies", async () => {
    const headers = { "cf-connecting-ip": "198.51.100.7", "x-forwarded-for": "203.0.113.9, 198.51.100.1" };
    const addressOf = async (hops: number) => {
      const { app } = await runtimeWith({ config: { ...rt.config, TRUSTED_PROXY_HOPS: hops } });
      const org = await createTestOrg({ app });
      expect((await org.request("POST", "/api/v1/tracker", { body: companyBody(), headers })).status).toBe(201);
      return (await rowsOf(org.orgId, "company.created"))[0]!.ip_address;
    };
    expect(await addressOf(0)).toBe("198.51.100.7");
    expect(await addressOf(1)).toBe("198.51.100.1");
    expect(await addressOf(2)).toBe("203.0.113.9");
    expect(await addressOf(5)).toBe("203.0.113.9");
  });

  it("reads X-Forwarded-For from the right, keeps IPv4-mapped addresses as IPv4, and keeps no made-up value", () => {
    expect(forwardedAddress("a, b, c", 1)).toBe("c");
    expect(forwardedAddress("a, b, c", 3)).toBe("a");
    expect(forwardedAddress(undefined, 1)).toBeNull();
    expect(cleanAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(cleanAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(cleanAddress("<script>")).toBeNull();
    expect(csvField("-1+1")).toBe("'-1+1");
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe("retention", () => {
  it(
    "housekeeping deletes entries older than AUDIT_RETENTION_DAYS " +
      "(365 by default) and keeps newer ones, by the manual clock",
    async () => {
      // Housekeeping is global and this clock is a year ahead: on real Postgres, where test workers
      // share a database, it would delete every session the files running beside it signed in with.
      const own = await isolatedLifecycleRuntime();
      try {
        const clock = new ManualClock("2027-01-01T00:00:00Z");
        const deps = { ...own.deps, clock };
        expect(deps.config.AUDIT_RETENTION_DAYS).toBe(365);
        const org = await own.createOrg();
        const labels = async () =>
          (
            await deps.db
              .selectFrom("audit_events")
              .select(["target_label", "created_at"])
              .where("org_id", "=", org.orgId)
              .where("action", "=", "company.created")
              .orderBy("created_at")
              .execute()
          ).map((r) => r.target_label);
        const record = (label: string) =>
          deps.db.transaction().execute((trx) =>
            recordAudit(trx, {
              action: "company.created",
              by: ADMIN_CLI,
              orgId: org.orgId,
              target: { type: "company", id: null, label },
              at: clock.now(),
            }),
          );
        await record("a year and a day old");
        clock.advance(2 * 86_400_000);
        await record("a year less a day old");
        clock.advance(364 * 86_400_000);
        await record("new");

        await runMaintenance(deps);
        expect(await labels()).toEqual(["a year less a day old", "new"]);

        const r = await runMaintenance({ ...deps, config: { ...deps.config, AUDIT_RETENTION_DAYS: 30 } });
        expect(r.auditEvents).toBeGreaterThanOrEqual(1);
        expect(await labels()).toEqual(["new"]);
      } finally {
        await own.close();
      }
    },
  );
});
