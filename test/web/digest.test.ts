import { describe, expect, it } from "vitest";
import { unsubscribeToken } from "../../src/services/digest/unsubscribe";
import { removeMember } from "../../src/services/members/organizations";
import { BUCKETS } from "../../src/services/access/rate-limit";
import { createTestOrg, getRuntime } from "../support/harness";
import { pageText, WebClient } from "../support/web";
import { ADMIN_CLI } from "../../src/services/audit/record";

/**
 * The digest's pages (docs/digest.md): the member's digest settings on Settings, and the
 * unsubscribe page its link opens without signing in (a GET changes nothing; the button's POST,
 * forgery-checked, does), and RFC 8058's one-click POST from a mailbox provider.
 */

let n = 0;
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${++n}`;

async function signedIn(role: "owner" | "member" | "viewer" = "member") {
  const rt = await getRuntime();
  const org = await createTestOrg();
  const email = `${unique("ana")}@fund.example`;
  const { memberId } = await org.newKey({ email, role });
  const browser = new WebClient(rt.app);
  expect((await browser.signIn(rt.deps.db, email)).status).toBe(303);
  return { rt, org, email, memberId, browser };
}

const settingsOf = async (memberId: string) => {
  const rt = await getRuntime();
  return rt.deps.db
    .selectFrom("members")
    .select(["time_zone", "digest_frequency"])
    .where("id", "=", memberId)
    .executeTakeFirstOrThrow();
};

describe("Settings → Digest email", () => {
  it(
    "shows the member's frequency and zone (UTC, marked for the " +
      "script to suggest the browser's, until chosen) and saves a choice",
    async () => {
      const { browser, memberId } = await signedIn();
      const html = await (await browser.get("/app/settings")).text();
      expect(html).toMatch(/<h2 id="digest">Digest email<\/h2>/);
      expect(html).toMatch(/<input type="radio" name="frequency" value="weekly" checked=""\/>/);
      expect(html).toMatch(
        /<select id="digest-time-zone" name="timeZone" aria-describedby="digest-time-zone-hint" data-browser-zone="">/,
      );
      expect(html).toMatch(/<option value="UTC" selected="">UTC<\/option>/);
      expect(html).toContain('<option value="America/Los_Angeles">America/Los Angeles</option>');
      expect(pageText(html)).toContain("Not chosen yet: digests come at 08:00 UTC.");

      const saved = await browser.post("/app/settings/digest", { frequency: "daily", timeZone: "Asia/Tokyo" });
      expect(saved.status).toBe(303);
      expect(saved.headers.get("location")).toBe("/app/settings");
      expect(await settingsOf(memberId)).toEqual({ time_zone: "Asia/Tokyo", digest_frequency: "daily" });
      const after = await (await browser.get("/app/settings")).text();
      expect(pageText(after)).toMatch(
        /Digest settings saved\. Your next digest comes \w+day \d+ \w+, 08:00 \(Asia\/Tokyo\)\./,
      );
      expect(after).toMatch(/<option value="Asia\/Tokyo" selected="">Asia\/Tokyo<\/option>/);
      expect(after).toMatch(/<input type="radio" name="frequency" value="daily" checked=""\/>/);
      expect(after).not.toContain("data-browser-zone=");
    },
  );

  it(
    "a viewer sets their own digest too; a value outside " + "the choices is refused (400) and changes nothing",
    async () => {
      const { browser, memberId } = await signedIn("viewer");
      expect((await browser.post("/app/settings/digest", { frequency: "off", timeZone: "Europe/Paris" })).status).toBe(
        303,
      );
      expect(await settingsOf(memberId)).toEqual({ time_zone: "Europe/Paris", digest_frequency: "off" });
      const bad = await browser.post("/app/settings/digest", { frequency: "hourly", timeZone: "Mars/Olympus_Mons" });
      expect(bad.status).toBe(400);
      const text = pageText(await bad.text());
      expect(text).toContain("frequency: must be weekly, daily or off");
      expect(text).toContain("timeZone: must be an IANA time zone name, such as Europe/Paris");
      expect(await settingsOf(memberId)).toEqual({ time_zone: "Europe/Paris", digest_frequency: "off" });
    },
  );

  it("saving counts toward the member's write limit: the save after it is 429 and changes nothing", async () => {
    const { rt, browser, memberId } = await signedIn("viewer");
    rt.clock.set(new Date(Math.ceil(rt.clock.now().getTime() / 60_000) * 60_000 + 1000));
    for (let i = 0; i < BUCKETS.write.limit; i++) {
      const res = await browser.post("/app/settings/digest", {
        frequency: i % 2 ? "daily" : "weekly",
        timeZone: "UTC",
      });
      expect(res.status, `save ${i + 1}`).toBe(303);
    }
    const refused = await browser.post("/app/settings/digest", { frequency: "off", timeZone: "UTC" });
    expect(refused.status).toBe(429);
    expect(pageText(await refused.text())).toMatch(/Too many requests for now/);
    expect((await settingsOf(memberId)).digest_frequency).not.toBe("off");
    rt.clock.advance(60_000);
  });

  it("a post from another site is refused and changes nothing; signed out, the form leads to sign-in", async () => {
    const { rt, browser, memberId } = await signedIn();
    const forged = await browser.post(
      "/app/settings/digest",
      { frequency: "off", timeZone: "UTC" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(forged.status).toBe(403);
    expect(await settingsOf(memberId)).toEqual({ time_zone: null, digest_frequency: "weekly" });
    const stranger = await new WebClient(rt.app).post("/app/settings/digest", { frequency: "off", timeZone: "UTC" });
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get("location")).toBe("/app/sign-in");
  });
});

describe("the unsubscribe link", () => {
  async function recipient() {
    const rt = await getRuntime();
    const org = await createTestOrg({ name: "Harbour Ventures" });
    const email = `${unique("ben")}@fund.example`;
    const { memberId } = await org.newKey({ email, role: "member" });
    return { rt, email, memberId, token: await unsubscribeToken(rt.deps.db, memberId) };
  }

  it(
    "opens without signing in a page that asks, changing " +
      "nothing; its button unsubscribes and comes back to say so",
    async () => {
      const { rt, email, memberId, token } = await recipient();
      const visitor = new WebClient(rt.app);
      for (let i = 0; i < 2; i++) {
        // Opened twice (a mail scanner, then the person): nothing changes.
        const page = await visitor.get(`/app/unsubscribe?token=${encodeURIComponent(token)}`);
        expect(page.status).toBe(200);
        expect(page.headers.get("referrer-policy")).toBe("no-referrer");
        const html = await page.text();
        expect(pageText(html)).toContain(`${email} will no longer get the weekly digest of Harbour Ventures.`);
        expect(html).toMatch(
          new RegExp(
            '<form method="post" action="\\/app\\/unsubscribe"><input type="hidden" name="token" ' +
              'value="[^"]+"\\/><button type="submit" class="primary">\\s*Unsubscribe\\s*<\\/button>',
          ),
        );
        expect(html).not.toContain("Sign out");
        expect((await settingsOf(memberId)).digest_frequency).toBe("weekly");
      }
      const done = await visitor.post("/app/unsubscribe", { token });
      expect(done.status).toBe(303);
      expect(done.headers.get("location")).toBe(`/app/unsubscribe?token=${encodeURIComponent(token)}`);
      expect((await settingsOf(memberId)).digest_frequency).toBe("off");
      const after = await visitor.get(done.headers.get("location")!);
      expect(pageText(await after.text())).toContain(
        `You are unsubscribed ${email} gets no more digests of Harbour Ventures.`,
      );
    },
  );

  it(
    "a post from another site is refused; a forged or another's token, " +
      "or a removed member's, is not valid (404) and changes nothing",
    async () => {
      const { rt, memberId, token } = await recipient();
      const other = await recipient();
      const visitor = new WebClient(rt.app);
      expect(
        (
          await visitor.post(
            "/app/unsubscribe",
            { token },
            { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
          )
        ).status,
      ).toBe(403);
      const [, mac] = token.split(".");
      for (const bad of [`${other.memberId}.${mac}`, `${memberId}.${mac!.slice(1)}A`, "nonsense"]) {
        const page = await visitor.get(`/app/unsubscribe?token=${encodeURIComponent(bad)}`);
        expect(page.status).toBe(404);
        expect(pageText(await page.text())).toContain("This link is not valid");
        expect((await visitor.post("/app/unsubscribe", { token: bad })).status).toBe(404);
      }
      expect((await settingsOf(memberId)).digest_frequency).toBe("weekly");
      expect((await settingsOf(other.memberId)).digest_frequency).toBe("weekly");
      await removeMember(rt.deps.db, rt.clock, memberId, ADMIN_CLI);
      expect((await visitor.get(`/app/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(404);
    },
  );

  it(
    "RFC 8058: the mailbox provider's one-click POST (no Origin, no cookie) unsubscribes and is answered 200, not " +
      "a redirect; anything else is refused",
    async () => {
      const { rt, email, memberId, token } = await recipient();
      const path = `/app/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
      const post = (body: string) =>
        rt.app.request(`http://127.0.0.1:8787${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
        });
      const wrong = await post("unsubscribe=yes");
      expect(wrong.status).toBe(400);
      expect((await settingsOf(memberId)).digest_frequency).toBe("weekly");
      const ok = await post("List-Unsubscribe=One-Click");
      expect(ok.status).toBe(200);
      expect(await ok.text()).toBe(`Unsubscribed: ${email} gets no more digests.`);
      expect((await settingsOf(memberId)).digest_frequency).toBe("off");
      // A browser opening the address gets the page.
      const opened = await new WebClient(rt.app).get(path);
      expect(opened.status).toBe(302);
      expect(opened.headers.get("location")).toBe(`/app/unsubscribe?token=${encodeURIComponent(token)}`);
    },
  );
});
