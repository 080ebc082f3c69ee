import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { pageText, WebClient } from "../support/web";

/**
 * The inbox, the web app's home page (docs/web.md §The inbox and a signal's page), over HTTP as a browser uses it: the
 * signals that need attention, newest first, exactly as GET /api/v1/signals lists them (the same
 * service); read state per member (mark one, mark all, the count in the navigation); filters in
 * the URL; cursor paging.
 */

interface Signal {
  id: string;
  entityId: string;
  companyName: string;
  type: string;
  severity: string;
  recommendation: string;
  summary: string;
  evidence: { url: string }[];
}

let org: TestOrg;
let n = 0;

/** The organisation's signals that need attention now, newest first, as the API lists them. */
const needing = async () => (await apiList("needsAttention=true&limit=100")).data;

async function signedIn(role: "owner" | "member" | "viewer" = "owner"): Promise<WebClient> {
  const rt = await getRuntime();
  const email = `inbox-${Date.now().toString(36)}-${++n}@example.com`;
  await org.newKey({ email, role });
  const browser = new WebClient(rt.app, undefined, `inbox-client-${n}`);
  await browser.signIn(rt.deps.db, email);
  return browser;
}

/** The signal rows of an inbox page, in order: id and whether it is marked unread. */
function rows(html: string): { id: string; unread: boolean }[] {
  return [...html.matchAll(/<li class="(row(?: unread)?)" id="signal-([0-9a-f-]{36})"/g)].map((m) => ({
    id: m[2]!,
    unread: m[1] === "row unread",
  }));
}

const unreadInNav = (html: string) =>
  Number(
    /<span id="nav-unread"><span class="count"><span class="visually-hidden">, <\/span>(\d+)\+?/.exec(html)?.[1] ?? 0,
  );

async function apiList(query: string): Promise<{ data: Signal[]; nextCursor: string | null }> {
  return (await org.request("GET", `/api/v1/signals?${query}`)).json();
}

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg();
  await seedDemo(rt.deps.db, rt.clock, { orgId: org.orgId, companies: 14, signals: 240, seed: 30 });
});

describe("the inbox", () => {
  it(
    "lists the signals that need attention, newest first, as the API does, each with company, type, severity, " +
      "recommendation, summary and evidence",
    async () => {
      const browser = await signedIn();
      const attention = await needing();
      const res = await browser.get("/app");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(attention.length).toBeGreaterThan(25);
      expect(rows(html).map((r) => r.id)).toEqual(attention.slice(0, 25).map((s) => s.id));
      const first = attention[0]!;
      const row = html.slice(
        html.indexOf(`id="signal-${first.id}"`),
        html.indexOf("</li>", html.indexOf(`id="signal-${first.id}"`) + 1),
      );
      const text = pageText(row);
      expect(text).toContain(first.companyName);
      expect(text).toMatch(new RegExp(`${first.severity} severity`, "i"));
      expect(text).toContain(first.summary.slice(0, 40));
      for (const e of first.evidence) expect(row).toContain(`href="${e.url}"`);
      expect(row).toContain(`href="/app/signals/${first.id}"`);
    },
  );

  it("counts the unread ones in the navigation, marks one read, then all, for this member only", async () => {
    const me = await signedIn();
    const colleague = await signedIn("member");
    const attention = await needing();
    const start = await (await me.get("/app")).text();
    expect(unreadInNav(start)).toBe(Math.min(attention.length, 99));
    expect(rows(start).every((r) => r.unread)).toBe(true);

    const target = attention[1]!.id;
    const marked = await me.post(`/app/signals/${target}/read`, { back: "/app" });
    expect(marked.status).toBe(303);
    expect(marked.headers.get("location")).toBe("/app");
    const after = await (await me.get("/app")).text();
    expect(rows(after).find((r) => r.id === target)!.unread).toBe(false);
    expect(rows(after).filter((r) => !r.unread)).toHaveLength(1);
    expect(unreadInNav(after)).toBe(Math.min(attention.length - 1, 99));
    expect(pageText(after)).toContain("Marked read.");
    // Marking it again changes nothing.
    expect((await me.post(`/app/signals/${target}/read`, { back: "/app" })).status).toBe(303);
    expect(unreadInNav(await (await me.get("/app")).text())).toBe(Math.min(attention.length - 1, 99));

    // Read state is per member.
    expect(rows(await (await colleague.get("/app")).text()).every((r) => r.unread)).toBe(true);

    expect((await me.post("/app/inbox/read-all", { back: "/app?show=all" })).headers.get("location")).toBe(
      "/app?show=all",
    );
    const all = await (await me.get("/app")).text();
    expect(rows(all).some((r) => r.unread)).toBe(false);
    expect(unreadInNav(all)).toBe(0);
    expect(all).toContain('<span id="nav-unread"></span>');
  });

  it("a signal recorded after 'mark all read' is unread again", async () => {
    const rt = await getRuntime();
    const me = await signedIn();
    await me.post("/app/inbox/read-all", { back: "/app" });
    rt.clock.advance(60_000);
    const other = await createTestOrg();
    await seedDemo(rt.deps.db, rt.clock, { orgId: other.orgId, companies: 2, signals: 4, seed: 3 });
    expect(unreadInNav(await (await me.get("/app")).text())).toBe(0); // another organisation's signals are not ours
    const entity = (await needing())[0]!.entityId;
    await rt.deps.db
      .insertInto("signals")
      .values({
        id: crypto.randomUUID(),
        org_id: org.orgId,
        entity_id: entity,
        run_id: null,
        type: "fundraising",
        severity: "high",
        recommendation: "reach_out",
        needs_attention: true,
        summary: "Raised a Series A.",
        evidence: "[]",
        analysis: "{}",
        created_at: rt.clock.now(),
      })
      .execute();
    const html = await (await me.get("/app")).text();
    expect(unreadInNav(html)).toBe(1);
    expect(rows(html)[0]!.unread).toBe(true);
  });

  it("pages with the cursor, each page the API's, none repeated", async () => {
    const browser = await signedIn();
    const attention = await needing();
    const first = await (await browser.get("/app")).text();
    const next = /<a href="([^"]+)" rel="next">/.exec(first)?.[1]?.replace(/&amp;/g, "&");
    expect(next).toMatch(/^\/app\?cursor=/);
    const second = rows(await (await browser.get(next!)).text()).map((r) => r.id);
    expect(second).toEqual(attention.slice(25, 50).map((s) => s.id));
    const api = await apiList(
      `needsAttention=true&cursor=${encodeURIComponent(new URL(next!, "http://x").searchParams.get("cursor")!)}`,
    );
    expect(second).toEqual(api.data.map((s) => s.id));
  });

  it(
    "filters by type, severity, company (fuzzy), sector, " + "dates and all signals, in the URL, as the API filters",
    async () => {
      const browser = await signedIn();
      const t = (await needing())[0]!;
      const cases: [string, string][] = [
        [`type=${t.type}`, `needsAttention=true&type=${t.type}`],
        [`severity=high`, `needsAttention=true&severity=high`],
        [`show=all&type=no_material_change`, `type=no_material_change`],
        [
          `company=${encodeURIComponent(t.companyName.toLowerCase())}&show=all`,
          `entityQuery=${encodeURIComponent(t.companyName.toLowerCase())}`,
        ],
        [`sector=software`, `needsAttention=true&sector=software`],
        [
          `since=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
          `needsAttention=true&since=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
        ],
      ];
      for (const [inbox, api] of cases) {
        const res = await browser.get(`/app?${inbox}`);
        expect(res.status, inbox).toBe(200);
        const html = await res.text();
        const expected = (await apiList(api)).data.map((s) => s.id);
        expect(
          rows(html).map((r) => r.id),
          inbox,
        ).toEqual(expected);
        if (!inbox.startsWith("sector")) expect(expected.length, inbox).toBeGreaterThan(0);
      }
      const company = await (
        await browser.get(`/app?company=${encodeURIComponent(t.companyName.toLowerCase())}`)
      ).text();
      expect(pageText(company)).toContain(`Company: ${t.companyName}`);
      // The filters stay in the form.
      expect(company).toContain(`value="${t.companyName.toLowerCase()}"`);
    },
  );

  it(
    "shows the service's refusals on the page: a company nothing " +
      "matches, an ambiguous one with its candidates, a bad date",
    async () => {
      const browser = await signedIn();
      const none = await browser.get("/app?company=zzqx-no-such-company");
      expect(none.status).toBe(404);
      expect(pageText(await none.text())).toContain("zzqx-no-such-company");

      const bad = await browser.get("/app?since=yesterday");
      expect(bad.status).toBe(400);
      const html = await bad.text();
      expect(html).toMatch(/id="f-since"[^>]*aria-invalid="true"/);
      expect(html).toContain('id="f-since-error"');

      const rt = await getRuntime();
      const twins = await createTestOrg();
      const browserB = new WebClient(rt.app, undefined, "twins");
      const email = `twins-${++n}@example.com`;
      await twins.newKey({ email });
      for (const name of ["Northwind Analytics", "Northwind Analytica"]) {
        await twins.request("POST", "/api/v1/tracker", {
          body: {
            companyName: name,
            companyWebsite: `https://${name.replace(/\s/g, "").toLowerCase()}.invalid`,
            thingsToTrack: "Hiring Updates",
            alertEmails: [email],
          },
        });
      }
      await browserB.signIn(rt.deps.db, email);
      const ambiguous = await browserB.get("/app?company=northwind");
      expect(ambiguous.status).toBe(409);
      const text = pageText(await ambiguous.text());
      expect(text).toContain("Which company did you mean?");
      expect(text).toContain("Northwind Analytics");
      expect(text).toContain("Northwind Analytica");
    },
  );
});
