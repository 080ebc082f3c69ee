import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { createLogger } from "../../src/platform/logger";
import { removeMember } from "../../src/services/members/organizations";
import { pruneSessions } from "../../src/services/sessions/end";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SIGN_IN_LINK_TTL_MS } from "../../src/services/sessions/lifetimes";
import { SIGN_IN_LIMITS } from "../../src/services/sessions/sign-in";
import { createTestOrg, getRuntime, runtimeWith, testConfig } from "../support/harness";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { latestSignInLink, pageText, WebClient } from "../support/web";
import { ADMIN_CLI } from "../../src/services/audit/record";

/**
 * Signing in to the web app by emailed link (docs/web.md §Signing in): the link is single use and expires
 * after 15 minutes, the answer never says whether an address is a member's, requests are limited
 * per address and per client, the session cookie follows the rules, and sessions end on sign-out,
 * when idle or old, and when the member is removed.
 */

const MINUTE = 60_000;
let n = 0;
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${++n}`;

async function member(role: "owner" | "member" | "viewer" = "owner") {
  const org = await createTestOrg({ role });
  const email = `${unique("ana")}@example.com`;
  const m = await org.newKey({ email, role });
  return { org, email, memberId: m.memberId };
}

function cookieLine(res: Response, name: string): string {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
  return line;
}

describe("signing in by emailed link", () => {
  it("sends a visitor to the sign-in page, whose form has a field labelled Email", async () => {
    const rt = await getRuntime();
    const browser = new WebClient(rt.app);
    const home = await browser.get("/app");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/app/sign-in");
    const page = await browser.get("/app/sign-in");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<input type="email" id="email" name="email"/);
  });

  it("mails a member a link whose page signs in by a button (a GET spends nothing), and opens the inbox", async () => {
    const rt = await getRuntime();
    const { email } = await member();
    const browser = new WebClient(rt.app);
    const link = new URL(await browser.requestLink(rt.deps.db, email));
    expect(link.pathname).toBe("/app/sign-in/link");
    // Opening the link twice (a mail scanner, then the person) spends nothing.
    for (let i = 0; i < 2; i++) {
      const page = await browser.get(link.pathname + link.search);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(
        new RegExp(
          '<form method="post" action="\\/app\\/sign-in\\/link">[\\s\\S]*<button type="submit" ' +
            'class="primary">\\s*Sign in\\s*<\\/button>',
        ),
      );
      expect(browser.cookies.size).toBe(0);
    }
    const signedIn = await browser.post("/app/sign-in/link", Object.fromEntries(link.searchParams));
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/app");
    const inbox = await browser.get("/app");
    expect(inbox.status).toBe(200);
    const text = pageText(await inbox.text());
    expect(text).toContain(email);
    for (const item of ["Inbox", "Companies", "Leads", "Alerts", "Settings", "Sign out"]) expect(text).toContain(item);
  });

  it("answers the same for an address that is no member's, and mails it nothing", async () => {
    const rt = await getRuntime();
    const { email } = await member();
    const stranger = `${unique("nobody")}@example.com`;
    const answers = [];
    for (const address of [email, stranger]) {
      const res = await new WebClient(rt.app, undefined, unique("client")).post("/app/sign-in", { email: address });
      answers.push({ status: res.status, location: res.headers.get("location"), body: await res.text() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.location).toBe("/app/sign-in/sent");
    await expect(latestSignInLink(rt.deps.db, stranger)).rejects.toThrow(/no sign-in mail/);
    await expect(latestSignInLink(rt.deps.db, email)).resolves.toMatch(/token=/);
  });

  it("refuses an address that is not one, on the form, naming the field", async () => {
    const rt = await getRuntime();
    const res = await new WebClient(rt.app).post("/app/sign-in", { email: "not an address" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/aria-invalid="true"/);
    expect(pageText(html)).toContain("must be an email address");
  });

  it("a link signs in once: used again, it is refused and signs nobody in", async () => {
    const rt = await getRuntime();
    const { email } = await member();
    const link = new URL(await new WebClient(rt.app).requestLink(rt.deps.db, email));
    const token = link.searchParams.get("token")!;
    const first = new WebClient(rt.app);
    expect((await first.post("/app/sign-in/link", { token })).status).toBe(303);
    const second = new WebClient(rt.app);
    const again = await second.post("/app/sign-in/link", { token });
    expect(again.status).toBe(401);
    expect(pageText(await again.text())).toContain("This sign-in link was already used");
    expect(second.cookies.size).toBe(0);
    expect((await second.get(link.pathname + link.search)).status).toBe(401);
  });

  it("a link expires 15 minutes after it was sent", async () => {
    const rt = await getRuntime();
    const { email } = await member();
    const browser = new WebClient(rt.app);
    const early = new URL(await browser.requestLink(rt.deps.db, email)).searchParams.get("token")!;
    rt.clock.advance(SIGN_IN_LINK_TTL_MS - MINUTE);
    expect((await new WebClient(rt.app).post("/app/sign-in/link", { token: early })).status).toBe(303);
    const late = new URL(await browser.requestLink(rt.deps.db, email)).searchParams.get("token")!;
    rt.clock.advance(SIGN_IN_LINK_TTL_MS);
    const refused = await new WebClient(rt.app).post("/app/sign-in/link", { token: late });
    expect(refused.status).toBe(401);
    expect(pageText(await refused.text())).toContain("This sign-in link has expired");
  });

  it("stores only the hash of a link's token", async () => {
    const rt = await getRuntime();
    const { email, memberId } = await member();
    const token = new URL(await new WebClient(rt.app).requestLink(rt.deps.db, email)).searchParams.get("token")!;
    const rows = await rt.deps.db.selectFrom("sign_in_links").selectAll().where("member_id", "=", memberId).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the session cookie", () => {
  it("over plain http on a loopback host: HttpOnly, SameSite=Lax, not Secure, no prefix", async () => {
    const rt = await getRuntime();
    const { email } = await member();
    for (const origin of ["http://127.0.0.1:8787", "http://localhost:8787", "http://[::1]:8787"]) {
      const res = await new WebClient(rt.app, origin).signIn(rt.deps.db, email);
      const line = cookieLine(res, "pta_session");
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Secure/i);
      expect(line).toMatch(new RegExp(`; Max-Age=${SESSION_ABSOLUTE_MS / 1000}`));
    }
  });

  it("anywhere else (https, or http on another host): Secure and __Host- prefixed", async () => {
    const rt = await getRuntime();
    const { email } = await member();
    for (const origin of ["https://app.example.com", "http://app.example.com", "https://127.0.0.1:8443"]) {
      // Deployed there: links in mail are sent only for PUBLIC_BASE_URL's address (docs/web.md).
      const { app } = await runtimeWith({ config: testConfig({ PUBLIC_BASE_URL: origin }) });
      const browser = new WebClient(app, origin);
      const res = await browser.signIn(rt.deps.db, email);
      const line = cookieLine(res, "__Host-pta_session");
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Domain=/i);
      expect((await browser.get("/app")).status).toBe(200);
    }
  });

  it("is renewed at every sign-in: a new token, and the session the browser held ends", async () => {
    const rt = await getRuntime();
    const { email } = await member();
    const browser = new WebClient(rt.app);
    await browser.signIn(rt.deps.db, email);
    const before = browser.cookies.get("pta_session")!;
    rt.clock.advance(1000);
    await browser.signIn(rt.deps.db, email);
    const after = browser.cookies.get("pta_session")!;
    expect(after).not.toBe(before);
    const old = new WebClient(rt.app);
    old.cookies.set("pta_session", before);
    expect((await old.get("/app")).status).toBe(302);
    expect((await browser.get("/app")).status).toBe(200);
  });

  it("ends after 7 idle days, and is kept alive by use up to 30 days after sign-in", async () => {
    const rt = await getRuntime();
    const { email } = await member();
    const idle = new WebClient(rt.app);
    await idle.signIn(rt.deps.db, email);
    const used = new WebClient(rt.app);
    await used.signIn(rt.deps.db, email);
    const start = rt.clock.now().getTime();

    rt.clock.advance(SESSION_IDLE_MS - MINUTE);
    expect((await used.get("/app")).status).toBe(200);
    rt.clock.advance(2 * MINUTE);
    expect((await idle.get("/app")).status).toBe(302); // 7 days without a request
    // Used every 6 days, the session lasts until 30 days after sign-in, and not a minute more.
    while (rt.clock.now().getTime() + 6 * 86_400_000 < start + SESSION_ABSOLUTE_MS) {
      rt.clock.advance(6 * 86_400_000);
      expect((await used.get("/app")).status).toBe(200);
    }
    rt.clock.set(new Date(start + SESSION_ABSOLUTE_MS));
    expect((await used.get("/app")).status).toBe(302);
  });

  it("Sign out ends the session: the cookie is cleared, and the old token no longer signs in", async () => {
    const rt = await getRuntime();
    const { email } = await member();
    const browser = new WebClient(rt.app);
    await browser.signIn(rt.deps.db, email);
    const token = browser.cookies.get("pta_session")!;
    const out = await browser.post("/app/sign-out");
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/app/sign-in");
    expect(cookieLine(out, "pta_session")).toMatch(/Max-Age=0/);
    expect(browser.cookies.has("pta_session")).toBe(false);
    expect(pageText(await (await browser.get("/app/sign-in")).text())).toContain("You are signed out.");
    const replay = new WebClient(rt.app);
    replay.cookies.set("pta_session", token);
    expect((await replay.get("/app")).status).toBe(302);
  });

  it("removing a member ends every session of theirs and voids their unspent links", async () => {
    const rt = await getRuntime();
    const { email, memberId } = await member();
    const a = new WebClient(rt.app);
    const b = new WebClient(rt.app);
    await a.signIn(rt.deps.db, email);
    await b.signIn(rt.deps.db, email);
    rt.clock.advance(1000);
    const pending = new URL(await new WebClient(rt.app).requestLink(rt.deps.db, email)).searchParams.get("token")!;
    await removeMember(rt.deps.db, rt.clock, memberId, ADMIN_CLI);
    expect((await a.get("/app")).status).toBe(302);
    expect((await b.get("/app")).status).toBe(302);
    expect((await new WebClient(rt.app).post("/app/sign-in/link", { token: pending })).status).toBe(401);
    const ended = await rt.deps.db
      .selectFrom("sessions")
      .select(["ended_at"])
      .where("member_id", "=", memberId)
      .execute();
    expect(ended.map((s) => s.ended_at)).toEqual([expect.any(Date), expect.any(Date)]);
  });
});

describe("housekeeping", () => {
  // Pruning reads the whole database: on Postgres it gets one of its own, so other files' links stay.
  it("deletes links and sessions a day after they ended, and keeps live ones", async () => {
    const rt = await isolatedLifecycleRuntime();
    try {
      const org = await rt.createOrg();
      const email = `${unique("prune")}@example.com`;
      const { memberId } = await org.newKey({ email });
      const out = new WebClient(rt.app);
      await out.signIn(rt.deps.db, email);
      const live = new WebClient(rt.app);
      await live.signIn(rt.deps.db, email);
      await out.post("/app/sign-out");
      const rows = async () => ({
        sessions: (await rt.deps.db.selectFrom("sessions").select("id").where("member_id", "=", memberId).execute())
          .length,
        links: (await rt.deps.db.selectFrom("sign_in_links").select("id").where("member_id", "=", memberId).execute())
          .length,
      });
      expect(await rows()).toEqual({ sessions: 2, links: 2 });
      await pruneSessions(rt.deps.db, rt.clock.now());
      expect(await rows()).toEqual({ sessions: 2, links: 2 });
      rt.clock.advance(86_400_000 + SIGN_IN_LINK_TTL_MS + MINUTE);
      expect((await live.get("/app")).status).toBe(200);
      await pruneSessions(rt.deps.db, rt.clock.now());
      expect(await rows()).toEqual({ sessions: 1, links: 0 });
    } finally {
      await rt.close();
    }
  });
});

describe("sign-in requests are limited", () => {
  it(
    `per address: the ${SIGN_IN_LIMITS.address.limit + 1}th ` +
      `request for one address in an hour is refused, member or not`,
    async () => {
      const rt = await getRuntime();
      const { email } = await member();
      for (const address of [email, `${unique("nobody")}@example.com`]) {
        for (let i = 0; i < SIGN_IN_LIMITS.address.limit; i++) {
          expect(
            (await new WebClient(rt.app, undefined, unique("client")).post("/app/sign-in", { email: address })).status,
          ).toBe(303);
        }
        const refused = await new WebClient(rt.app, undefined, unique("client")).post("/app/sign-in", {
          email: address.toUpperCase(),
        });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(pageText(await refused.text())).toMatch(/Too many requests for now: try again in \d+ (minutes|seconds)/);
      }
    },
  );

  it(`per client: the ${SIGN_IN_LIMITS.client.limit + 1}th request from one client in an hour is refused`, async () => {
    const rt = await getRuntime();
    const client = unique("client");
    for (let i = 0; i < SIGN_IN_LIMITS.client.limit; i++) {
      expect(
        (await new WebClient(rt.app, undefined, client).post("/app/sign-in", { email: `${unique("x")}@example.com` }))
          .status,
      ).toBe(303);
    }
    expect(
      (await new WebClient(rt.app, undefined, client).post("/app/sign-in", { email: `${unique("x")}@example.com` }))
        .status,
    ).toBe(429);
    expect(
      (
        await new WebClient(rt.app, undefined, unique("client")).post("/app/sign-in", {
          email: `${unique("x")}@example.com`,
        })
      ).status,
    ).toBe(303);
  });
});

describe("without a mail provider", () => {
  it("logs one line with `sign-in link` and the URL, so the operator can sign in", async () => {
    const rt = await getRuntime();
    const lines: string[] = [];
    const app = createApp({ ...rt.deps, mail: null, logger: createLogger("info", (l) => lines.push(l)) });
    const { email } = await member();
    const link = await new WebClient(app).requestLink(rt.deps.db, email);
    const logged = lines.filter((l) => l.includes("sign-in link"));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(link);
  });
});
