import { describe, expect, it } from "vitest";
import { runMaintenance } from "../../src/jobs/schedule";
import { HANDOVER_TTL_MS, submitOnce } from "../../src/services/shared/form-submissions";
import { sessionActor } from "../../src/services/sessions/actor";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { invitationLinks, pageText, WebClient } from "../support/web";

/**
 * A creating form is answered once per submission (docs/web.md "Forms"): a reload of the answer,
 * the back button or a double click creates one thing. Forms that make a secret (an API key, a
 * webhook's signing secret) redirect after the post, and the secret is handed over, sealed, to the
 * page after the redirect, which shows it once: whichever of the duplicate posts the browser
 * follows, one secret is shown, one time.
 */

let n = 0;
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${++n}`;
const KEY_SECRET = /live_[A-Za-z0-9_-]{43}/g;
const WEBHOOK_SECRET = /whsec_[A-Za-z0-9+/=]{40,}/g;
const tokenOf = (html: string, name: "formToken" | "idempotencyKey") =>
  new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? null;

async function signedIn(role: "owner" | "member" | "viewer" = "member", org?: TestOrg) {
  const rt = await getRuntime();
  const o = org ?? (await createTestOrg({ name: unique("Forms") }));
  const email = `${unique("ana")}@fund.example`;
  const { memberId } = await o.newKey({ email, role });
  const browser = new WebClient(rt.app);
  expect((await browser.signIn(rt.deps.db, email)).status).toBe(303);
  return { rt, org: o, email, memberId, browser };
}

/** Follows each answer's redirect, as the browser that sent it would, and gathers what the pages showed. */
async function follow(browser: WebClient, answers: Response[]): Promise<string[]> {
  const pages: string[] = [];
  for (const a of answers) {
    expect(a.status).toBe(303);
    pages.push(await (await browser.get(a.headers.get("location")!)).text());
  }
  return pages;
}

const keysOf = async (memberId: string) => {
  const rt = await getRuntime();
  return rt.deps.db
    .selectFrom("api_keys")
    .select(["id", "name"])
    .where("member_id", "=", memberId)
    .where("name", "like", "Sync %")
    .execute();
};

describe("creating forms answer each submission once", () => {
  it(
    "an API key: a reload of the post creates nothing more, " +
      "and the secret is shown on the page after the redirect, once",
    async () => {
      const { memberId, browser } = await signedIn();
      const token = tokenOf(await (await browser.get("/app/settings/keys")).text(), "formToken");
      expect(token).toBeTruthy();
      const fields = { formToken: token!, name: `Sync ${n}`, scopes: ["tracker:read"] };
      const first = await browser.post("/app/settings/keys", fields);
      expect(first.status).toBe(303);
      const shown = await (await browser.get(first.headers.get("location")!)).text();
      const [secret] = shown.match(KEY_SECRET) ?? [];
      expect(secret).toBeTruthy();
      expect(pageText(shown)).toContain("Copy the key now: it is shown only once.");

      // Reloading that page, or posting the form again, shows it no more and makes no second key.
      const reload = await (await browser.get(first.headers.get("location")!)).text();
      expect(reload).not.toMatch(KEY_SECRET);
      expect(pageText(reload)).toContain("This key was created, and its secret was shown once then.");
      const again = await browser.post("/app/settings/keys", fields);
      expect(again.status).toBe(303);
      expect(again.headers.get("location")).toBe(first.headers.get("location"));
      expect(await (await browser.get(again.headers.get("location")!)).text()).not.toMatch(KEY_SECRET);
      expect(await keysOf(memberId)).toHaveLength(1);
    },
  );

  it("an API key: a double click (two posts at once) makes one key, and one secret is shown once", async () => {
    const { memberId, browser } = await signedIn();
    const token = tokenOf(await (await browser.get("/app/settings/keys")).text(), "formToken")!;
    const fields = { formToken: token, name: `Sync ${n}`, scopes: ["tracker:read", "leads:read"] };
    const answers = await Promise.all([
      browser.post("/app/settings/keys", fields),
      browser.post("/app/settings/keys", fields),
    ]);
    const pages = await follow(browser, answers);
    const secrets = pages.flatMap((p) => p.match(KEY_SECRET) ?? []);
    expect(secrets).toHaveLength(1);
    expect(await keysOf(memberId)).toHaveLength(1);
  });

  it("the handed-over secret is sealed, is the member's alone, and lasts minutes", async () => {
    const { rt, org, browser } = await signedIn();
    const token = tokenOf(await (await browser.get("/app/settings/keys")).text(), "formToken")!;
    const made = await browser.post("/app/settings/keys", {
      formToken: token,
      name: `Sync ${n}`,
      scopes: ["tracker:read"],
    });
    const location = made.headers.get("location")!;
    // Stored without the secret in the clear, and not under the form's token either.
    const rows = await rt.deps.db.selectFrom("form_handovers").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain("live_");
    expect(JSON.stringify(rows)).not.toContain(token);

    // A colleague given the address sees no secret, and takes nothing from its owner.
    const { browser: colleague } = await signedIn("owner", org);
    expect(await (await colleague.get(location)).text()).not.toMatch(KEY_SECRET);
    expect(await (await browser.get(location)).text()).toMatch(KEY_SECRET);

    // One nobody opens is gone after its minutes, and housekeeping deletes it.
    const t2 = tokenOf(await (await browser.get("/app/settings/keys")).text(), "formToken")!;
    const late = await browser.post("/app/settings/keys", {
      formToken: t2,
      name: `Sync ${n}b`,
      scopes: ["tracker:read"],
    });
    rt.clock.advance(HANDOVER_TTL_MS + 1000);
    expect(await (await browser.get(late.headers.get("location")!)).text()).not.toMatch(KEY_SECRET);
    const t3 = tokenOf(await (await browser.get("/app/settings/keys")).text(), "formToken")!;
    await browser.post("/app/settings/keys", { formToken: t3, name: `Sync ${n}c`, scopes: ["tracker:read"] });
    rt.clock.advance(HANDOVER_TTL_MS + 1000);
    expect((await runMaintenance(rt.deps)).formHandovers).toBeGreaterThanOrEqual(1);
  });

  it("a webhook: a double click adds one endpoint and shows its signing secret once", async () => {
    const { org, browser } = await signedIn();
    const key = tokenOf(await (await browser.get("/app/settings/webhooks")).text(), "idempotencyKey")!;
    const fields = {
      idempotencyKey: key,
      kind: "webhook",
      url: `https://crm.example/${unique("hook")}`,
      eventTypes: ["alert.sent"],
    };
    const pages = await follow(
      browser,
      await Promise.all([
        browser.post("/app/settings/webhooks", fields),
        browser.post("/app/settings/webhooks", fields),
      ]),
    );
    expect(pages.flatMap((p) => p.match(WEBHOOK_SECRET) ?? [])).toHaveLength(1);
    const listed = (await (await org.request("GET", "/api/v1/webhooks")).json()).data as { url: string }[];
    expect(listed.filter((e) => e.url === fields.url)).toHaveLength(1);
  });

  it("an invitation: the same form sent twice invites once and answers both as sent", async () => {
    const { rt, browser } = await signedIn("owner");
    const token = tokenOf(await (await browser.get("/app/settings/members")).text(), "formToken")!;
    const guest = `${unique("guest")}@fund.example`;
    const fields = { formToken: token, email: guest, name: "Grace", role: "member" };
    const pages = await follow(browser, [
      await browser.post("/app/settings/members", fields),
      await browser.post("/app/settings/members", fields),
    ]);
    for (const p of pages) expect(pageText(p)).not.toContain("already");
    expect(pageText(pages[0]!)).toContain(`Invitation sent to ${guest}.`);
    expect(await invitationLinks(rt.deps.db, guest)).toHaveLength(1);
    expect(await rt.deps.db.selectFrom("members").select("id").where("email", "=", guest).execute()).toHaveLength(1);
  });

  it("a CSV import: the same upload sent twice makes one preview", async () => {
    const { rt, org, browser } = await signedIn();
    const token = tokenOf(await (await browser.get("/app/companies/import")).text(), "formToken")!;
    const csv = `Company,Website\nKestrel ${n},kestrel-${n}.example\n`;
    const send = () =>
      browser.upload(
        "/app/companies/import",
        { formToken: token, thingsToTrack: "Fundraising", alertEmails: "p@fund.example", cadenceDays: "7" },
        { field: "file", name: "portfolio.csv", content: csv },
      );
    const [a, b] = [await send(), await send()];
    expect(a.status).toBe(303);
    expect(b.headers.get("location")).toBe(a.headers.get("location"));
    expect(await rt.deps.db.selectFrom("imports").select("id").where("org_id", "=", org.orgId).execute()).toHaveLength(
      1,
    );
  });

  it("a company: a double click adds it once, and both answers lead to it", async () => {
    const { org, email, browser } = await signedIn();
    const key = tokenOf(await (await browser.get("/app/companies/new")).text(), "idempotencyKey")!;
    const fields = {
      idempotencyKey: key,
      intent: "create",
      companyName: `Osprey ${n}`,
      companyWebsite: `osprey-${n}.example`,
      pick: "Fundraising Signals",
      alertEmails: email,
      cadenceDays: "7",
    };
    const answers = await Promise.all([
      browser.post("/app/companies/new", fields),
      browser.post("/app/companies/new", fields),
    ]);
    for (const a of answers) expect(a.status).toBe(303);
    expect(answers[1]!.headers.get("location")).toBe(answers[0]!.headers.get("location"));
    const listed = (await (await org.request("GET", "/api/v1/tracker?limit=100")).json()).data as unknown[];
    expect(listed).toHaveLength(1);
  });

  it("a second post that arrives while the first is being served waits for it and is answered as it was", async () => {
    const { rt, browser } = await signedIn();
    const { actor } = (await sessionActor(rt.deps, browser.cookies.get("pta_session")))!;
    const sub = { form: "POST /app/test-form", token: unique("token"), request: { name: "x" } };
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let runs = 0;
    let started!: () => void;
    const begun = new Promise<void>((r) => (started = r));
    const first = submitOnce(rt.deps, actor, sub, async () => {
      runs += 1;
      started();
      await gate;
      return { made: "one" };
    });
    // The first holds its token; the second asks meanwhile, and only answers after the first.
    await begun;
    let secondDone = false;
    const second = submitOnce(rt.deps, actor, sub, async () => {
      runs += 1;
      return { made: "two" };
    }).finally(() => (secondDone = true));
    // Given time to answer on its own (it would at once with idempotency_in_progress), it has not.
    await new Promise((r) => setTimeout(r, 200));
    expect(secondDone).toBe(false);
    release();
    expect(await first).toEqual({ result: { made: "one" }, replayed: false });
    expect(await second).toEqual({ result: { made: "one" }, replayed: true });
    expect(runs).toBe(1);
  });
});
