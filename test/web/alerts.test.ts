import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { pageText, WebClient } from "../support/web";

/**
 * The Alerts page (docs/web.md §Leads and alerts) over HTTP as a browser uses it: the log of alert decisions
 * exactly as GET /api/v1/alerts lists them (the same service), with the outcome filter, latest per
 * company, company and sector filters in the URL, cursor paging, and each decision's rule
 * evaluations; another organisation's alerts never appear.
 */

interface Alert {
  id: string;
  entityId: string;
  companyName: string;
  outcome: string;
  reason: string;
  ruleEvaluations: { rule: string; matched: boolean; detail: string }[];
}

let org: TestOrg;
let other: TestOrg;
let n = 0;

async function signedIn(role: "owner" | "member" | "viewer" = "member"): Promise<WebClient> {
  const rt = await getRuntime();
  const email = `alerts-${Date.now().toString(36)}-${++n}@example.com`;
  await org.newKey({ email, role });
  const browser = new WebClient(rt.app, undefined, `alerts-client-${n}`);
  await browser.signIn(rt.deps.db, email);
  return browser;
}

async function api(query: string): Promise<{ data: Alert[]; nextCursor: string | null }> {
  return (await org.request("GET", `/api/v1/alerts?view=full&${query}`)).json();
}

/** The alert rows of a page, in order. */
const rowIds = (html: string) => [...html.matchAll(/<li class="row" id="alert-([0-9a-f-]{36})"/g)].map((m) => m[1]!);

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg({ name: "Alerts Page Capital" });
  other = await createTestOrg({ name: "Other Alerts Fund" });
  await seedDemo(rt.deps.db, rt.clock, { orgId: org.orgId, companies: 12, signals: 160, seed: 71 });
  await seedDemo(rt.deps.db, rt.clock, { orgId: other.orgId, companies: 4, signals: 40, seed: 72 });
});

describe("the alerts page", () => {
  it(
    "lists every decision, newest first, as the API does with " +
      "outcome=all, each with its reason and rule evaluations",
    async () => {
      const browser = await signedIn();
      const expected = await api("outcome=all");
      expect(expected.data.length).toBeGreaterThan(3);
      const res = await browser.get("/app/alerts");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(rowIds(html)).toEqual(expected.data.map((a) => a.id));
      const text = pageText(html);
      const first = expected.data[0]!;
      expect(text).toContain(first.reason);
      expect(text).toContain(
        `Rule evaluations (${first.ruleEvaluations.filter((r) => r.matched).length} of ` +
          `${first.ruleEvaluations.length} ` +
          `passed)`,
      );
      for (const r of first.ruleEvaluations) expect(text).toContain(r.detail);
    },
  );

  it("filters by outcome and keeps only each company's latest decision, as the API does", async () => {
    const browser = await signedIn();
    for (const outcome of ["sent", "suppressed"]) {
      const expected = await api(`outcome=${outcome}`);
      const html = await (await browser.get(`/app/alerts?outcome=${outcome}`)).text();
      expect(rowIds(html)).toEqual(expected.data.map((a) => a.id));
      expect(html).toMatch(new RegExp(`aria-current="page"[^>]*>\\s*${outcome[0]!.toUpperCase()}`));
    }
    const latest = await api("outcome=all&latestPerEntity=true");
    const html = await (await browser.get("/app/alerts?latest=1")).text();
    const ids = rowIds(html);
    expect(ids).toEqual(latest.data.map((a) => a.id));
    // One row per company: the filter is really applied.
    expect(new Set(latest.data.map((a) => a.entityId)).size).toBe(latest.data.length);
    expect((await api("outcome=all&limit=100")).data.length).toBeGreaterThan(ids.length);
  });

  it("filters by a company named fuzzily, and pages with a cursor without skipping or repeating", async () => {
    const browser = await signedIn();
    const all = await api("outcome=all&limit=100");
    const company = all.data[0]!;
    const mine = (await api(`outcome=all&entityId=${company.entityId}`)).data.map((a) => a.id);
    expect(mine.length).toBeGreaterThan(0);
    const html = await (
      await browser.get(`/app/alerts?company=${encodeURIComponent(company.companyName.toLowerCase())}`)
    ).text();
    expect(rowIds(html)).toEqual(mine);

    const seen: string[] = [];
    let path: string | null = "/app/alerts";
    while (path && seen.length < 200) {
      const page: string = await (await browser.get(path)).text();
      seen.push(...rowIds(page));
      const next = /<a href="([^"]+)" rel="next">/.exec(page)?.[1];
      path = next ? next.replace(/&amp;/g, "&") : null;
    }
    const everything: string[] = [];
    let cursor: string | null = null;
    do {
      const p: { data: Alert[]; nextCursor: string | null } = await api(
        `outcome=all${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      everything.push(...p.data.map((a) => a.id));
      cursor = p.nextCursor;
    } while (cursor);
    expect(seen).toEqual(everything);
  });

  it("shows the API's message on a bad filter, and a company nothing matches as the API's 404", async () => {
    const browser = await signedIn();
    const bad = await browser.get("/app/alerts?since=yesterday");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/aria-invalid="true"[^>]*|id="f-since"[^>]*aria-invalid/);
    const none = await browser.get("/app/alerts?company=zzqx-no-such-company-at-all");
    expect(none.status).toBe(404);
  });

  it("never shows another organisation's alerts, even asked for its company by id", async () => {
    const browser = await signedIn("viewer");
    const theirs = (await (await other.request("GET", "/api/v1/alerts?outcome=all&limit=100")).json()) as {
      data: Alert[];
    };
    expect(theirs.data.length).toBeGreaterThan(0);
    const html = await (await browser.get("/app/alerts")).text();
    for (const a of theirs.data) expect(html).not.toContain(a.id);
    const res = await browser.get(`/app/alerts?entityId=${theirs.data[0]!.entityId}`);
    expect(res.status).toBe(404);
  });
});
