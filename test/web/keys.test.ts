import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { authenticate, type KeyRecord } from "../../src/services/keys/authenticate";
import { hashSecret } from "../../src/services/keys/secrets";
import { AuthCache } from "../../src/services/access/auth-cache";
import { createOwnKey } from "../../src/services/keys/create";
import { listMemberKeys } from "../../src/services/keys/list";
import { revokeMemberKey } from "../../src/services/keys/revoke";
import { removeMember } from "../../src/services/members/organizations";
import { createTestOrg, getRuntime, runtimeWith, testConfig } from "../support/harness";
import { pageText, WebClient } from "../support/web";
import { ADMIN_CLI } from "../../src/services/audit/record";

/**
 * Settings → API keys (docs/web.md §API keys): a member makes keys for themself, sees the secret once
 * and each key's last use, and revokes them; an owner sees and revokes the organisation's; the
 * rules are the admin CLI's (a viewer's keys are read-only whatever their scopes), and a key made
 * for an agent comes with the MCP client configuration filled in.
 */

let n = 0;
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${++n}`;

async function signedIn(
  role: "owner" | "member" | "viewer" = "member",
  org?: Awaited<ReturnType<typeof createTestOrg>>,
  at?: { app?: WebClient["app"]; origin?: string },
) {
  const rt = await getRuntime();
  const o = org ?? (await createTestOrg({ app: at?.app }));
  const email = `${unique("ana")}@fund.example`;
  const { memberId, keyId } = await o.newKey({ email, role });
  const browser = new WebClient(at?.app ?? rt.app, at?.origin);
  expect((await browser.signIn(rt.deps.db, email)).status).toBe(303);
  return { rt, org: o, email, memberId, cliKeyId: keyId, browser };
}

const SECRET = /live_[A-Za-z0-9_-]{43}/;

const unescapeHtml = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The MCP configurations a page shows, parsed. */
function configBlocks(html: string): unknown[] {
  return [...html.matchAll(/<pre id="mcp-config-\d+"[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((m) =>
    JSON.parse(unescapeHtml(m[1]!)),
  );
}

/** The README's MCP quick start blocks with a deployment's URL and a key in place of its examples. */
function readmeBlocks(mcpUrl: string, secret: string): unknown[] {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = readme.slice(
    readme.indexOf("## MCP quick start"),
    readme.indexOf("\n## ", readme.indexOf("## MCP quick start") + 1),
  );
  return [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) =>
    JSON.parse(m[1]!.replaceAll("http://127.0.0.1:8787/api/mcp", mcpUrl).replaceAll("live_…", secret)),
  );
}

/** The token of the first form on a page that carries one (services/shared/form-submissions.ts). */
const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? null;

/**
 * Creates a key as a browser does: opens the page, fills in its form (with the form's token), posts
 * it and follows the redirect. `posted` is the post's status; `html` the page it led to (or the
 * form shown again with its reasons).
 */
async function createKey(browser: WebClient, fields: Record<string, string | string[]>) {
  const token = formTokenOf(await (await browser.get("/app/settings/keys")).text());
  expect(token).toBeTruthy();
  const posted = await browser.post("/app/settings/keys", { formToken: token!, ...fields });
  const res = posted.status === 303 ? await browser.get(posted.headers.get("location")!) : posted;
  const html = await res.text();
  return {
    posted: posted.status,
    location: posted.headers.get("location"),
    token: token!,
    res,
    html,
    secret: SECRET.exec(html)?.[0] ?? null,
  };
}

describe("Settings → API keys", () => {
  it("a member creates a key, sees its secret once, uses it, sees when it was last used, and revokes it", async () => {
    const { rt, org, browser } = await signedIn("member");
    const made = await createKey(browser, {
      name: "CRM sync",
      scopes: ["tracker:read", "tracker:write"],
      expiresAt: "",
    });
    expect(made.posted).toBe(303);
    expect(made.secret).not.toBeNull();
    const text = pageText(made.html);
    expect(text).toContain("Copy the key now: it is shown only once.");
    expect(text).toContain("tracker:read, tracker:write");
    expect(made.html).not.toContain("mcpServers");

    // The key works against the API as this member.
    const whoami = await org.request("GET", "/api/v1/tracker", { key: made.secret });
    expect(whoami.status).toBe(200);
    await rt.settle();
    await rt.deps.lastUsed.flush(rt.deps.db);

    // The list shows it, never its secret again, with its last use.
    const list = await (await browser.get("/app/settings/keys")).text();
    expect(list).not.toContain(made.secret!);
    const row =
      pageText(list)
        .split("\n")
        .find((l) => l.includes("CRM sync")) ?? pageText(list);
    expect(row).toContain(made.secret!.slice(0, 11));
    expect(pageText(list)).toMatch(/CRM sync[\s\S]*Active/);
    const keyId = /\/app\/settings\/keys\/([0-9a-f-]{36})\/revoke" aria-label="Revoke CRM sync"/.exec(list)?.[1];
    expect(keyId).toBeTruthy();
    const stored = await rt.deps.db
      .selectFrom("api_keys")
      .select(["last_used_at", "secret_hash"])
      .where("id", "=", keyId!)
      .executeTakeFirstOrThrow();
    expect(stored.last_used_at).not.toBeNull();
    expect(stored.secret_hash).not.toContain("live_");

    // Revoking asks first; then every call with it is refused at once.
    const confirm = await browser.get(`/app/settings/keys/${keyId}/revoke`);
    expect(pageText(await confirm.text())).toContain("Revoke “CRM sync”?");
    const revoked = await browser.post(`/app/settings/keys/${keyId}/revoke`);
    expect(revoked.status).toBe(303);
    expect((await org.request("GET", "/api/v1/tracker", { key: made.secret })).status).toBe(401);
    const after = pageText(await (await browser.get("/app/settings/keys")).text());
    expect(after).toContain("Key “CRM sync” revoked: calls with it are refused.");
    expect(after).toMatch(/CRM sync[\s\S]*Revoked \d+ \w+ \d{4}, \d\d:\d\d UTC/);
  });

  it(
    "a key for an agent comes with the MCP client configuration: the " +
      "README's blocks with the address the page was asked at and the key",
    async () => {
      // localhost, not the configured loopback address 127.0.0.1: the page names where it was asked.
      const { rt, browser } = await signedIn("member", undefined, { origin: "http://localhost:8787" });
      expect(rt.deps.config.PUBLIC_BASE_URL).toBeUndefined();
      const made = await createKey(browser, { name: "Claude", scopes: ["tracker:read", "leads:read"], forAgent: "1" });
      expect(made.posted).toBe(303);
      const text = pageText(made.html);
      expect(text).toContain("The tool server is at http://localhost:8787/api/mcp");
      expect(configBlocks(made.html)).toEqual(readmeBlocks("http://localhost:8787/api/mcp", made.secret!));
    },
  );

  it("with PUBLIC_BASE_URL set, the MCP configuration names it, wherever the page was asked", async () => {
    const configured = await runtimeWith({ config: testConfig({ PUBLIC_BASE_URL: "https://tracker.fund.example/" }) });
    const { browser } = await signedIn("member", undefined, { app: configured.app, origin: "http://10.0.0.5:8787" });
    const made = await createKey(browser, { name: "Cursor", scopes: "tracker:read", forAgent: "1" });
    expect(made.posted).toBe(303);
    expect(configBlocks(made.html)).toEqual(readmeBlocks("https://tracker.fund.example/api/mcp", made.secret!));
  });

  it("without the agent choice, no configuration is shown", async () => {
    const { browser } = await signedIn("member");
    const made = await createKey(browser, { name: "Plain", scopes: "tracker:read" });
    expect(made.posted).toBe(303);
    expect(configBlocks(made.html)).toEqual([]);
    expect(made.html).not.toContain("/api/mcp");
  });

  it(
    "revoking takes effect at once in the process that " + "served it, before the database's notification arrives",
    async () => {
      // A cache that is on (changes heard) but hears nothing: the notification is still on its way.
      const rt = await getRuntime();
      const cache = new AuthCache<KeyRecord>({ now: () => rt.clock.now().getTime() });
      cache.setListening(true);
      const served = await runtimeWith({ authCache: cache });
      const { org, browser } = await signedIn("member", undefined, { app: served.app });
      const made = await createKey(browser, { name: "Cached", scopes: "tracker:read" });
      expect((await org.request("GET", "/api/v1/tracker", { key: made.secret })).status).toBe(200);
      expect(cache.get(await hashSecret(made.secret!))).toBeDefined(); // the next call would be served from memory
      const keyId = /\/app\/settings\/keys\/([0-9a-f-]{36})\/revoke" aria-label="Revoke Cached"/.exec(
        await (await browser.get("/app/settings/keys")).text(),
      )?.[1];
      expect((await browser.post(`/app/settings/keys/${keyId}/revoke`)).status).toBe(303);
      expect((await org.request("GET", "/api/v1/tracker", { key: made.secret })).status).toBe(401);
    },
  );

  it("a key's creation and revocation join a caller's transaction: rolled back with it, nothing changes", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg();
    const actor = await authenticate(rt.deps.db, rt.clock, `Bearer ${org.key}`);
    const rollback = new Error("rolled back");
    await expect(
      rt.deps.db.transaction().execute(async (trx) => {
        await createOwnKey({ ...rt.deps, db: trx }, actor, { name: "Never", scopes: ["tracker:read"] });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect((await listMemberKeys(rt.deps, actor)).map((k) => k.name)).not.toContain("Never");
    await expect(
      rt.deps.db.transaction().execute(async (trx) => {
        expect((await revokeMemberKey({ ...rt.deps, db: trx }, actor, org.keyId)).status).toBe("revoked");
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect((await org.request("GET", "/api/v1/tracker")).status).toBe(200);
    expect((await listMemberKeys(rt.deps, actor)).find((k) => k.id === org.keyId)?.status).toBe("active");
  });

  it(
    "refuses a key with no scope, no name or a past expiry " +
      "(400, the reason beside the field), and creates nothing",
    async () => {
      const { rt, memberId, browser } = await signedIn("member");
      const count = async () =>
        Number(
          (
            await rt.deps.db
              .selectFrom("api_keys")
              .select((eb) => eb.fn.countAll().as("n"))
              .where("member_id", "=", memberId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const none = await createKey(browser, { name: "Nothing", expiresAt: "" });
      expect(none.posted).toBe(400);
      expect(pageText(none.html)).toContain("choose at least one scope");
      expect(none.secret).toBeNull();
      const blank = await createKey(browser, { name: "  ", scopes: "tracker:read" });
      expect(blank.posted).toBe(400);
      expect(pageText(blank.html)).toContain("must not be blank");
      const past = await createKey(browser, { name: "Old", scopes: "tracker:read", expiresAt: "2001-01-01" });
      expect(past.posted).toBe(400);
      expect(pageText(past.html)).toContain("must be in the future");
      // What was typed stays in the form.
      expect(past.html).toContain('value="Old"');
      expect(await count()).toBe(before);
    },
  );

  it("an expiry date is honoured: the key works until the end of that day, then is refused", async () => {
    const { rt, org, browser } = await signedIn("member");
    const tomorrow = new Date(rt.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const made = await createKey(browser, { name: "Short", scopes: "tracker:read", expiresAt: tomorrow });
    expect(made.posted).toBe(303);
    expect((await org.request("GET", "/api/v1/tracker", { key: made.secret })).status).toBe(200);
    rt.clock.advance(2 * 86_400_000);
    expect((await org.request("GET", "/api/v1/tracker", { key: made.secret })).status).toBe(401);
    expect(pageText(await (await browser.get("/app/settings/keys")).text())).toMatch(/Short[\s\S]*Expired/);
  });

  it(
    "a member neither sees nor revokes another member's key (404, " +
      "as if it did not exist); an owner sees and revokes every key",
    async () => {
      const { org, browser: ana } = await signedIn("member");
      const bob = await signedIn("member", org);
      const bobsKey = await createKey(bob.browser, { name: "Bob's sync", scopes: "tracker:read" });
      const bobsId = new RegExp(
        '\\/app\\/settings\\/keys\\/([0-9a-f-]{36})\\/revoke" aria-label="Revoke Bob&#39;s sync"|' +
          '\\/app\\/settings\\/keys\\/([0-9a-f-]{36})\\/revoke" aria-label="Revoke Bob\'s sync"',
      ).exec(await (await bob.browser.get("/app/settings/keys")).text());
      const id = bobsId?.[1] ?? bobsId?.[2];
      expect(id).toBeTruthy();

      const anasList = await (await ana.get("/app/settings/keys")).text();
      expect(anasList).not.toContain("Bob's sync");
      expect(anasList).not.toContain("Bob&#39;s sync");
      expect((await ana.get(`/app/settings/keys/${id}/revoke`)).status).toBe(404);
      expect((await ana.post(`/app/settings/keys/${id}/revoke`)).status).toBe(404);
      expect((await org.request("GET", "/api/v1/tracker", { key: bobsKey.secret })).status).toBe(200);

      // An owner of another organisation cannot either.
      const stranger = await signedIn("owner");
      expect((await stranger.browser.post(`/app/settings/keys/${id}/revoke`)).status).toBe(404);
      expect(pageText(await (await stranger.browser.get("/app/settings/keys")).text())).not.toContain("Bob");

      // The organisation's owner sees it, with whose it is, and revokes it.
      const owner = await signedIn("owner", org);
      const ownersList = pageText(await (await owner.browser.get("/app/settings/keys")).text());
      expect(ownersList).toContain("The organisation's keys");
      expect(ownersList).toMatch(new RegExp(`Bob.s sync\\s+${bob.email.replace(/[.]/g, "\\.")} \\(Member\\)`));
      expect((await owner.browser.post(`/app/settings/keys/${id}/revoke`)).status).toBe(303);
      expect((await org.request("GET", "/api/v1/tracker", { key: bobsKey.secret })).status).toBe(401);
    },
  );

  it(
    "a viewer is offered only the read scopes, is refused " +
      "others beside the field, and sees a key's effective scopes",
    async () => {
      const { rt, org, memberId, browser } = await signedIn("viewer");
      const form = await (await browser.get("/app/settings/keys")).text();
      expect(pageText(form)).toContain("You are a viewer: your keys can only read.");
      const offered = [...form.matchAll(/name="scopes" value="([^"]+)"/g)].map((m) => m[1]);
      expect(offered).toEqual(["tracker:read", "leads:read", "webhooks:read", "integrations:read"]);

      // A write scope posted anyway is refused beside the scopes, naming it, and nothing is created.
      const before = await rt.deps.db.selectFrom("api_keys").select("id").where("member_id", "=", memberId).execute();
      const refused = await createKey(browser, { name: "Viewer's", scopes: ["tracker:read", "tracker:write"] });
      expect(refused.posted).toBe(400);
      expect(refused.html).toMatch(
        new RegExp(
          '<div class="field-error" id="key-scopes-error-error">a viewer(&#39;|' +
            "')s keys can only read: tracker:write is not allowed; choose from tracker:read, leads:read, " +
            "webhooks:read, integrations:read<\\/div>",
        ),
      );
      expect(
        await rt.deps.db.selectFrom("api_keys").select("id").where("member_id", "=", memberId).execute(),
      ).toHaveLength(before.length);

      // Read scopes make a key that reads, and nothing it names is more than it can do.
      const made = await createKey(browser, { name: "Viewer's", scopes: ["tracker:read", "leads:read"] });
      expect(made.posted).toBe(303);
      expect((await org.request("GET", "/api/v1/tracker", { key: made.secret })).status).toBe(200);
      expect(pageText(made.html)).toMatch(/Scopes\s+tracker:read, leads:read\s+Expires/);

      // The key the admin CLI made for this viewer names every scope; the page shows what it can do.
      const list = pageText(await (await browser.get("/app/settings/keys")).text());
      expect(list).toContain(
        "tracker:read, leads:read, webhooks:read, integrations:read (read-only: a viewer's key; " +
          "tracker:write, leads:write, webhooks:write, integrations:write has no effect)",
      );
      const { key: viewersCliKey } = await org.newKey({ role: "viewer" });
      const refusedWrite = await org.request("POST", "/api/v1/tracker", {
        key: viewersCliKey,
        body: {
          companyName: "Acme",
          companyWebsite: "https://acme.example",
          founders: [{ name: "A B", linkedinUrl: "https://www.linkedin.com/in/ab" }],
          thingsToTrack: "Fundraising",
          alertEmails: ["a@fund.example"],
        },
      });
      expect(refusedWrite.status).toBe(403);
    },
  );

  it(
    "keys made with the admin CLI are listed too; " + "removing the member stops their keys and shows them so",
    async () => {
      const { rt, org, memberId, cliKeyId, browser } = await signedIn("member");
      const list = await (await browser.get("/app/settings/keys")).text();
      expect(list).toContain(`/app/settings/keys/${cliKeyId}/revoke`);
      const owner = await signedIn("owner", org);
      await removeMember(rt.deps.db, rt.clock, memberId, ADMIN_CLI);
      expect(pageText(await (await owner.browser.get("/app/settings/keys")).text())).toMatch(/Member removed/);
    },
  );
});
