import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_DELIVER_WEBHOOK } from "../../src/db/events";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { declaredPageRoutes } from "../../src/web/guard";
import type { App } from "../../src/app";
import { type CrmFixtures, startCrmFixtures } from "../support/crm-fixtures";
import { createTestOrg, getRuntime, runtimeWith, testConfig, type TestOrg, type TestRuntime } from "../support/harness";
import { WebClient } from "../support/web";

/*
 * The web app's access matrix, as test/tracker/auth.test.ts is the API's: every page route, asked
 * by an owner, a member, a viewer, an owner of another organisation and a visitor with no session,
 * answers as docs/web.md says. Reads are every member's; writes are refused to a viewer (spec 4.2:
 * a viewer's keys are read-only); members, the audit log and CRM connections' writes are an
 * owner's; a member's own settings and keys are theirs whatever their role. Another organisation's
 * ids are 404, and a visitor is sent to sign in. The routes come from the app itself, so a page
 * added without its access fails here.
 */

type Who = "read" | "write" | "owner" | "own";
type Role = "owner" | "member" | "viewer";

/** Who may use each route, written out by hand (not derived from the access table it checks). */
const EXPECTED: Record<string, Who> = {
  "GET /": "read",
  "GET /signals/export.csv": "read",
  "POST /inbox/read-all": "own",
  "GET /signals/:id": "read",
  "POST /signals/:id/read": "own",
  "GET /companies": "read",
  "GET /companies/export.csv": "read",
  "GET /companies/new": "write",
  "POST /companies/new": "write",
  "GET /companies/import": "write",
  "GET /companies/import/template.csv": "own",
  "POST /companies/import": "write",
  "GET /companies/imports/:id": "read",
  "POST /companies/imports/:id/start": "write",
  "GET /companies/:id": "read",
  "POST /companies/:id/things": "write",
  "POST /companies/:id/settings": "write",
  "POST /companies/:id/status": "write",
  "POST /companies/:id/refresh": "write",
  "POST /companies/:id/delete": "write",
  "GET /leads": "read",
  "GET /leads/export.csv": "read",
  "POST /leads/:id/decision": "write",
  "GET /leads/:id/track": "write",
  "POST /leads/:id/track": "write",
  "GET /alerts": "read",
  "GET /alerts/export.csv": "read",
  "GET /settings": "own",
  "POST /settings/digest": "own",
  "GET /settings/members": "read",
  "POST /settings/members": "owner",
  "POST /settings/members/:id/resend": "owner",
  "POST /settings/members/:id/role": "owner",
  "GET /settings/members/:id/remove": "owner",
  "POST /settings/members/:id/remove": "owner",
  "GET /settings/keys": "own",
  "POST /settings/keys": "own",
  "GET /settings/keys/:id/revoke": "own",
  "POST /settings/keys/:id/revoke": "own",
  "GET /settings/webhooks": "read",
  "POST /settings/webhooks": "write",
  "GET /settings/webhooks/:id": "read",
  "POST /settings/webhooks/:id": "write",
  "POST /settings/webhooks/:id/enabled": "write",
  "POST /settings/webhooks/:id/test": "write",
  "POST /settings/webhooks/:id/rotate": "write",
  "POST /settings/webhooks/:id/deliveries/:deliveryId/retry": "write",
  "GET /settings/webhooks/:id/delete": "write",
  "POST /settings/webhooks/:id/delete": "write",
  "GET /settings/integrations": "read",
  "POST /settings/integrations": "owner",
  "GET /settings/integrations/:id": "read",
  "POST /settings/integrations/:id": "owner",
  "POST /settings/integrations/:id/state": "owner",
  "POST /settings/integrations/:id/defaults": "owner",
  "GET /settings/integrations/:id/preview": "owner",
  "POST /settings/integrations/:id/sync": "owner",
  "POST /settings/integrations/:id/notes/retry": "owner",
  "GET /settings/integrations/:id/disconnect": "owner",
  "POST /settings/integrations/:id/disconnect": "owner",
  "GET /settings/audit": "owner",
  "GET /settings/audit/export.csv": "owner",
};

const allowed = (who: Who, role: Role) =>
  who === "read" || who === "own" || (who === "write" && role !== "viewer") || (who === "owner" && role === "owner");

/** Pages anyone may open: signing in, the digest's unsubscribe link, our assets. */
const PUBLIC = /^\/(sign-in|sign-out|unsubscribe|assets)(\/|$)/;

let rt: TestRuntime;
let org: TestOrg;
let other: TestOrg;
let n = 0;
const created: string[] = [];

async function api<T>(path: string, method = "GET", body?: unknown): Promise<T> {
  const res = await org.request(method, path, { body });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

interface Actor {
  browser: WebClient;
  keyId: string;
}

async function signedIn(on: TestOrg, role: Role): Promise<Actor> {
  const email = `matrix-${process.pid}-${++n}@fund.example`;
  const { keyId } = await on.newKey({ email, role });
  const browser = new WebClient(rt.app);
  expect((await browser.signIn(rt.deps.db, email)).status).toBe(303);
  return { browser, keyId };
}

/**
 * Org A's CRM connection: the one there is, or one connected through the API of an app (on the shared
 * database) whose CRM URLs point at the fixtures, as test/integrations does; an owner's pass disconnects it.
 */
async function connectionId(): Promise<string> {
  const listed = await api<{ data: { id: string }[] }>("/api/v1/integrations");
  if (listed.data[0]) return listed.data[0].id;
  const res = await crmApp.request("/api/v1/integrations", {
    method: "POST",
    headers: { authorization: `Bearer ${org.key}`, "content-type": "application/json" },
    body: JSON.stringify({ kind: "hubspot", token: crm.hubspot.token, listId: crm.hubspot.lists[0]!.id }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Org A's ids a route names; a webhook and a member of their own for each asker, as those routes delete. */
async function idsFor(asker: Actor) {
  const signals = await api<{ data: { id: string }[] }>("/api/v1/signals?limit=1");
  const companies = await api<{ data: { id: string }[] }>("/api/v1/tracker?limit=1");
  const leads = await api<{ data: { id: string }[] }>("/api/v1/leads?decision=unreviewed&limit=1");
  const hook = await api<{ data: { id: string } }>("/api/v1/webhooks", "POST", {
    url: `https://hooks.fund.example/matrix/${++n}`,
    eventTypes: ["signal.created"],
  });
  created.push(hook.data.id);
  await api(`/api/v1/webhooks/${hook.data.id}/test`, "POST");
  const deliveries = await api<{ data: { id: string }[] }>(`/api/v1/webhooks/${hook.data.id}/deliveries`);
  const victim = await org.newKey({ email: `matrix-victim-${process.pid}-${++n}@fund.example`, role: "member" });
  return {
    "/signals/:id": signals.data[0]!.id,
    "/companies/:id": companies.data[0]!.id,
    "/companies/imports/:id": importId,
    "/leads/:id": leads.data[0]!.id,
    "/settings/members/:id": victim.memberId,
    "/settings/keys/:id": asker.keyId,
    "/settings/webhooks/:id": hook.data.id,
    "/settings/integrations/:id": await connectionId(),
    ":deliveryId": deliveries.data[0]!.id,
  };
}

function fill(route: string, ids: Record<string, string>): string {
  let path = route;
  for (const [pattern, id] of Object.entries(ids)) {
    const param = pattern.endsWith(":id") ? pattern : null;
    if (param && path.startsWith(param)) path = param.replace(":id", id) + path.slice(param.length);
  }
  return `/app${path.replace(":deliveryId", ids[":deliveryId"]!)}`.replace(/\/$/, "");
}

/**
 * Forms are empty (each route checks access before input) but where a valid form is what makes a
 * route look the id up: then another organisation's id is a 404, not a refused field.
 */
const FORMS: Record<string, Record<string, string>> = {
  "POST /leads/:id/decision": { accepted: "false" },
  "POST /settings/members/:id/role": { role: "viewer" },
};

async function ask(asker: WebClient, key: string, ids: Record<string, string>): Promise<Response> {
  const [method, route] = key.split(" ") as ["GET" | "POST", string];
  const path = fill(route, ids);
  return method === "GET" ? asker.get(path) : asker.post(path, FORMS[key] ?? {});
}

let importId = "";
let crm: CrmFixtures;
let crmApp: App;

beforeAll(async () => {
  rt = await getRuntime();
  crm = await startCrmFixtures();
  crmApp = (await runtimeWith({ config: testConfig(crm.env) })).app;
  org = await createTestOrg({ name: "Matrix Ventures" });
  other = await createTestOrg({ name: "Matrix Other" });
  await seedDemo(rt.deps.db, rt.clock, { orgId: org.orgId, companies: 3, signals: 6, leads: 16, seed: 31 });
  await seedDemo(rt.deps.db, rt.clock, { orgId: other.orgId, companies: 2, signals: 4, leads: 2, seed: 32 });
  // An import whose one row is refused (its email): it can be previewed and started, and creates nothing.
  const owner = await signedIn(org, "owner");
  const upload = await owner.browser.upload(
    "/app/companies/import",
    { thingsToTrack: "Fundraising", alertEmails: "partner@fund.example", cadenceDays: "7" },
    {
      field: "file",
      name: "nothing.csv",
      content: "Company Name,URL,Emails\nBad Mail,https://badmail.example,not-an-email\n",
    },
  );
  expect(upload.status).toBe(303);
  importId = upload.headers.get("location")!.split("/").pop()!;
});

afterAll(async () => {
  await crm?.close();
  // The test deliveries were queued for hosts that do not exist: no later file's runner should try them.
  if (created.length)
    await rt.deps.db
      .deleteFrom("jobs")
      .where("kind", "=", JOB_DELIVER_WEBHOOK)
      .where(sql<string>`payload->>'endpointId'`, "in", created)
      .execute();
});

describe("the web app's access matrix", () => {
  it("declares every page route's access, and this test names each one", () => {
    const served = new Set(
      rt.app.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/app"))
        .map((r) => `${r.method} ${r.path.slice("/app".length) || "/"}`)
        .filter((key) => !PUBLIC.test(key.split(" ")[1]!)),
    );
    expect([...served].sort()).toEqual([...declaredPageRoutes().keys()].sort());
    expect(Object.keys(EXPECTED).sort()).toEqual([...served].sort());
  });

  for (const role of ["owner", "member", "viewer"] as const) {
    it(`answers a ${role} as the matrix says: allowed where it may, 403 where it may not`, async () => {
      const asker = await signedIn(org, role);
      const ids = await idsFor(asker);
      const wrong: string[] = [];
      for (const [key, who] of Object.entries(EXPECTED)) {
        const res = await ask(asker.browser, key, ids);
        const location = res.headers.get("location") ?? "";
        const refused = res.status === 403;
        const passed = res.status < 500 && ![401, 403, 404, 429].includes(res.status) && !location.includes("/sign-in");
        if (allowed(who, role) ? !passed : !refused) wrong.push(`${key}: ${res.status} ${location}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("answers another organisation's owner 404 for every id of this one, and their own lists as usual", async () => {
    const asker = await signedIn(other, "owner");
    const ids = await idsFor(asker);
    // Their own key is theirs: only the ids of this organisation are another's.
    const wrong: string[] = [];
    for (const key of Object.keys(EXPECTED)) {
      const res = await ask(asker.browser, key, ids);
      const namesAnId = key.includes(":") && !key.includes("/settings/keys/:id");
      const ok = namesAnId ? res.status === 404 : res.status < 500 && ![401, 403, 404, 429].includes(res.status);
      if (!ok) wrong.push(`${key}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("sends a visitor with no session to sign in, for every route, and changes nothing", async () => {
    const visitor = new WebClient(rt.app);
    const owner = await signedIn(org, "owner");
    const ids = await idsFor(owner);
    const wrong: string[] = [];
    for (const key of Object.keys(EXPECTED)) {
      const res = await ask(visitor, key, ids);
      const expected = key.startsWith("GET") ? 302 : 303;
      if (res.status !== expected || !res.headers.get("location")?.startsWith("/app/sign-in"))
        wrong.push(`${key}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
    // The webhook and the member the visitor's posts named are still there.
    expect((await org.request("GET", `/api/v1/webhooks/${ids["/settings/webhooks/:id"]}`)).status).toBe(200);
    expect((await org.request("GET", `/api/v1/integrations/${ids["/settings/integrations/:id"]}`)).status).toBe(200);
  });
});
