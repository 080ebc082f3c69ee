import { beforeAll, describe, expect, it } from "vitest";
import { BUCKETS } from "../../src/services/access/rate-limit";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { pageText, WebClient } from "../support/web";

/**
 * The web app's writes are safe (docs/web.md §Forms: post, redirect, get): every state-changing request is a
 * same-origin form POST; a viewer sees no write control and is refused if they post; another organisation's
 * ids are 404; writes count toward the member's rate limits, whichever browser they come from.
 * And every page is served under a policy that allows nothing from another origin.
 */

let org: TestOrg;
let other: TestOrg;
let n = 0;

async function signedIn(
  on: TestOrg,
  role: "owner" | "member" | "viewer" = "owner",
): Promise<{ browser: WebClient; email: string; memberId: string }> {
  const rt = await getRuntime();
  const email = `sec-${Date.now().toString(36)}-${++n}@example.com`;
  const { memberId } = await on.newKey({ email, role });
  const browser = new WebClient(rt.app, undefined, `sec-client-${n}`);
  await browser.signIn(rt.deps.db, email);
  return { browser, email, memberId };
}

async function firstSignal(on: TestOrg): Promise<string> {
  const list = await (await on.request("GET", "/api/v1/signals?needsAttention=true")).json();
  return list.data[0].id;
}

async function unreviewedLead(on: TestOrg): Promise<string> {
  const list = await (await on.request("GET", "/api/v1/leads?decision=unreviewed")).json();
  return list.data[0].id;
}

async function readCount(memberId: string): Promise<number> {
  const rt = await getRuntime();
  return (await rt.deps.db.selectFrom("signal_reads").select("signal_id").where("member_id", "=", memberId).execute())
    .length;
}

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg();
  other = await createTestOrg();
  await seedDemo(rt.deps.db, rt.clock, { orgId: org.orgId, companies: 6, signals: 60, leads: 12, seed: 11 });
  await seedDemo(rt.deps.db, rt.clock, { orgId: other.orgId, companies: 4, signals: 30, leads: 12, seed: 12 });
});

describe("cross-site forgery", () => {
  it("refuses a post from another site, or naming no origin at all, and changes nothing", async () => {
    const { browser, memberId } = await signedIn(org);
    const id = await firstSignal(org);
    const forged: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "https://sub.127.0.0.1.example" },
      { origin: "https://evil.example" },
      { origin: "null" },
      {},
    ];
    for (const headers of forged) {
      const res = await browser.post(`/app/signals/${id}/read`, { back: "/app" }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(pageText(await res.text())).toContain("This form was sent from another site, so nothing was done.");
    }
    expect(await readCount(memberId)).toBe(0);
    // Sign-out and sign-in are forms too: a forged sign-out leaves the session alone.
    expect((await browser.post("/app/sign-out", {}, { origin: "https://evil.example" })).status).toBe(403);
    expect((await browser.get("/app")).status).toBe(200);
    // The same post from the page itself goes through; a browser without Sec-Fetch-Site sends its Origin.
    expect((await browser.post(`/app/signals/${id}/read`, { back: "/app" }, { origin: browser.origin })).status).toBe(
      303,
    );
    expect(await readCount(memberId)).toBe(1);
  });
});

describe("roles", () => {
  it(
    "a viewer sees no decision buttons and is refused " + "403 if they post one anyway; the lead is unchanged",
    async () => {
      const { browser } = await signedIn(org, "viewer");
      const lead = await unreviewedLead(org);
      const page = await (await browser.get("/app/leads")).text();
      expect(page).toContain(`id="lead-${lead}"`);
      expect(page).not.toMatch(/action="\/app\/leads\/[^"]+\/decision"/);
      const refused = await browser.post(`/app/leads/${lead}/decision`, { accepted: "false", back: "/app/leads" });
      expect(refused.status).toBe(403);
      expect(pageText(await refused.text())).toContain("You are a viewer in this organisation: viewers can only read.");
      const after = await (await org.request("GET", `/api/v1/leads/${lead}`)).json();
      expect(after.data.decision.status).toBe("unreviewed");
    },
  );

  it("a member decides a lead in the app, and the API shows the decision", async () => {
    const { browser } = await signedIn(org, "member");
    const lead = await unreviewedLead(org);
    const page = await (await browser.get("/app/leads")).text();
    expect(page).toContain(`action="/app/leads/${lead}/decision"`);
    const res = await browser.post(`/app/leads/${lead}/decision`, { accepted: "false", back: "/app/leads" });
    expect(res.status).toBe(303);
    expect((await (await org.request("GET", `/api/v1/leads/${lead}`)).json()).data.decision.status).toBe("rejected");
  });

  it("a viewer still keeps their own read state (it is theirs, not the organisation's)", async () => {
    const { browser, memberId } = await signedIn(org, "viewer");
    expect((await browser.post(`/app/signals/${await firstSignal(org)}/read`, { back: "/app" })).status).toBe(303);
    expect(await readCount(memberId)).toBe(1);
  });
});

describe("organisations", () => {
  it("another organisation's signal and lead are 404, to read and to write", async () => {
    const { browser, memberId } = await signedIn(org);
    const theirSignal = await firstSignal(other);
    const theirLead = await unreviewedLead(other);
    const page = await browser.get(`/app/signals/${theirSignal}`);
    expect(page.status).toBe(404);
    expect(pageText(await page.text())).toContain("Signal not found.");
    expect((await browser.post(`/app/signals/${theirSignal}/read`, { back: "/app" })).status).toBe(404);
    expect((await browser.post(`/app/leads/${theirLead}/decision`, { accepted: "false" })).status).toBe(404);
    expect(await readCount(memberId)).toBe(0);
    expect((await (await other.request("GET", `/api/v1/leads/${theirLead}`)).json()).data.decision.status).toBe(
      "unreviewed",
    );
    // Their signals are not in our inbox.
    expect(await (await browser.get("/app?show=all")).text()).not.toContain(theirSignal);
  });

  it("a malformed id is the API's 400", async () => {
    const { browser } = await signedIn(org);
    const res = await browser.get("/app/signals/not-a-uuid");
    expect(res.status).toBe(400);
    expect(pageText(await res.text())).toContain("id: must be a UUID");
  });
});

describe("rate limits", () => {
  it("writes count per member, across their browsers: the write after the limit is 429", async () => {
    const rt = await getRuntime();
    const { browser: a, email } = await signedIn(org);
    const b = new WebClient(rt.app, undefined, "sec-second-browser");
    await b.signIn(rt.deps.db, email);
    const id = await firstSignal(org);
    const limit = BUCKETS.write.limit;
    // Stay within one window of the limit.
    rt.clock.set(new Date(Math.ceil(rt.clock.now().getTime() / 60_000) * 60_000 + 1000));
    for (let i = 0; i < limit; i++) {
      const res = await (i % 2 ? b : a).post(`/app/signals/${id}/read`, { back: "/app" });
      expect(res.status, `write ${i + 1}`).toBe(303);
    }
    const refused = await a.post(`/app/signals/${id}/read`, { back: "/app" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(pageText(await refused.text())).toMatch(/Too many requests for now/);
    // Another member's writes are counted apart.
    const { browser: colleague } = await signedIn(org);
    expect((await colleague.post(`/app/signals/${id}/read`, { back: "/app" })).status).toBe(303);
    rt.clock.advance(60_000);
    expect((await a.post(`/app/signals/${id}/read`, { back: "/app" })).status).toBe(303);
  });
});

describe("what every page is served with", () => {
  it("a policy allowing nothing from another origin, no caching, and only our hashed assets", async () => {
    const { browser } = await signedIn(org);
    const visitor = new WebClient((await getRuntime()).app);
    for (const path of [
      "/app",
      "/app/companies",
      "/app/leads",
      "/app/alerts",
      "/app/settings",
      "/app/sign-in",
      `/app/signals/${await firstSignal(org)}`,
    ]) {
      const res = await (path === "/app/sign-in" ? visitor : browser).get(path);
      expect(res.status, path).toBe(200);
      const policy = res.headers.get("content-security-policy")!;
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("style-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      for (const directive of policy.split(";"))
        for (const v of directive.trim().split(/\s+/).slice(1)) expect(v).toMatch(/^('self'|'none'|data:)$/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).not.toMatch(/<script>|<style|style="/);
      const assets = [...html.matchAll(/(?:src|href)="(\/app\/assets\/[^"]+)"/g)].map((m) => m[1]!);
      expect(assets).toEqual([
        expect.stringMatching(/^\/app\/assets\/app\.[0-9a-f]{16}\.css$/),
        expect.stringMatching(/^\/app\/assets\/app\.[0-9a-f]{16}\.js$/),
      ]);
      // Every script and stylesheet is this origin's.
      expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
    }
  });

  it("serves the assets at their hashed names, cached for a year, immutable; an old name is 404", async () => {
    const { browser } = await signedIn(org);
    const html = await (await browser.get("/app")).text();
    const css = /href="(\/app\/assets\/app\.[0-9a-f]{16}\.css)"/.exec(html)![1]!;
    const js = /src="(\/app\/assets\/app\.[0-9a-f]{16}\.js)"/.exec(html)![1]!;
    for (const [path, type] of [
      [css, "text/css"],
      [js, "text/javascript"],
    ] as const) {
      const res = await new WebClient((await getRuntime()).app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(new RegExp(`^${type}`));
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = await res.text();
      const hash = path.match(/\.([0-9a-f]{16})\./)![1]!;
      const digest = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body))).toString("hex");
      expect(digest.startsWith(hash)).toBe(true);
    }
    expect((await browser.get("/app/assets/app.0000000000000000.css")).status).toBe(404);
  });

  it("an unknown page is an HTML 404, with the navigation", async () => {
    const { browser } = await signedIn(org);
    const res = await browser.get("/app/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(pageText(await res.text())).toMatch(/Not found.*There is no page at \/app\/no-such-page/);
  });
});
