import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../src/services/shared/csv";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { createTestOrg, getRuntime, type TestOrg, type TestRuntime } from "../support/harness";
import { pageText, WebClient } from "../support/web";

/**
 * Every list exports its current filters as CSV (docs/web.md §Export CSV): the inbox's signals, the
 * companies, the alert decisions and the leads download as files holding every row the list's
 * filters select (all its pages, as the API lists them with the same filters), never another
 * organisation's; the companies' file imports back as it is (every row already tracked); a filter
 * the list refuses is the list's error, not a file; each list links its export with its filters.
 */

let rt: TestRuntime;
let org: TestOrg;
let other: TestOrg;
let n = 0;

async function signedIn(role: "owner" | "member" | "viewer" = "member"): Promise<WebClient> {
  const email = `exports-${process.pid}-${Date.now().toString(36)}-${++n}@fund.example`;
  await org.newKey({ email, role });
  const browser = new WebClient(rt.app);
  expect((await browser.signIn(rt.deps.db, email)).status).toBe(303);
  return browser;
}

/** Every row of an API list with these filters, following its cursors. */
async function apiAll<T>(on: TestOrg, path: string, query: string): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `${path}?view=full&limit=100&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const res = await on.request("GET", url);
    expect(res.status, url).toBe(200);
    const body = (await res.json()) as { data: T[]; nextCursor: string | null };
    out.push(...body.data);
    cursor = body.nextCursor;
  } while (cursor);
  return out;
}

interface Download {
  res: Response;
  bytes: Uint8Array;
  text: string;
  header: string[];
  rows: Record<string, string>[];
}

/** A download as a spreadsheet reads it: the header, then each row by column name. */
async function download(browser: WebClient, path: string): Promise<Download> {
  const res = await browser.get(path);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const { records, error } = parseCsv(text);
  expect(error).toBeNull();
  const [header = [], ...body] = records;
  return { res, bytes, text, header, rows: body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""]))) };
}

function expectCsvFile(d: Download, name: RegExp) {
  expect(d.res.status, d.text.slice(0, 300)).toBe(200);
  expect(d.res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(d.res.headers.get("content-disposition")).toMatch(name);
  // It holds the organisation's data: no cache may keep it.
  expect(d.res.headers.get("cache-control")).toBe("no-store");
  // A byte order mark, so a spreadsheet reads the file as UTF-8.
  expect([...d.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
}

beforeAll(async () => {
  rt = await getRuntime();
  org = await createTestOrg({ name: "Exports Capital" });
  other = await createTestOrg({ name: "Other Exports Fund" });
  // More than one API page of signals (100), so an export is seen to follow the cursor.
  await seedDemo(rt.deps.db, rt.clock, { orgId: org.orgId, companies: 14, signals: 260, leads: 40, seed: 331 });
  await seedDemo(rt.deps.db, rt.clock, { orgId: other.orgId, companies: 4, signals: 40, leads: 10, seed: 332 });
});

describe("exports", () => {
  it(
    "the inbox's signals: every signal its filters select, on every " +
      "page, as the API lists them, with whole summaries and evidence",
    async () => {
      const browser = await signedIn("viewer");
      const all = await apiAll<{
        id: string;
        entityId: string;
        companyName: string;
        type: string;
        summary: string;
        evidence: { url: string }[];
      }>(org, "/api/v1/signals", "");
      expect(all.length).toBeGreaterThan(200);

      const every = await download(browser, "/app/signals/export.csv?show=all");
      expectCsvFile(every, /^attachment; filename="signals-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(every.header).toEqual([
        "created_at",
        "company",
        "type",
        "severity",
        "recommendation",
        "needs_attention",
        "summary",
        "evidence_urls",
        "signal_id",
        "company_id",
      ]);
      expect(every.rows.map((r) => r.signal_id)).toEqual(all.map((s) => s.id));
      const first = every.rows[0]!;
      expect(first).toMatchObject({
        company: all[0]!.companyName,
        type: all[0]!.type,
        summary: all[0]!.summary,
        company_id: all[0]!.entityId,
      });
      expect(first.evidence_urls).toBe(all[0]!.evidence.map((e) => e.url).join("; "));

      // The default tab (needs attention) and a filter: the same rows as the API's with them.
      const type = (await apiAll<{ type: string }>(org, "/api/v1/signals", "needsAttention=true"))[0]!.type;
      const attention = await apiAll<{ id: string }>(org, "/api/v1/signals", `needsAttention=true&type=${type}`);
      expect(attention.length).toBeGreaterThan(0);
      const filtered = await download(browser, `/app/signals/export.csv?type=${type}`);
      expectCsvFile(filtered, /filename="signals-needing-attention-/);
      expect(filtered.rows.map((r) => r.signal_id)).toEqual(attention.map((s) => s.id));
      expect(new Set(filtered.rows.map((r) => r.needs_attention))).toEqual(new Set(["true"]));
    },
  );

  it(
    "the companies: the import's columns first, and " + "the file imports back with every row already tracked",
    async () => {
      const browser = await signedIn("member");
      const companies = await apiAll<{
        id: string;
        companyName: string;
        companyWebsite: string;
        founders: { name: string }[];
        thingsToTrack: string;
        alertEmails: string[];
        tags: string[];
        cadenceDays: number;
      }>(org, "/api/v1/tracker", "");
      const d = await download(browser, "/app/companies/export.csv");
      expectCsvFile(d, /filename="companies-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(d.header.slice(0, 10)).toEqual([
        "company_name",
        "website",
        "linkedin",
        "twitter",
        "founders",
        "founder_linkedin_urls",
        "things_to_track",
        "alert_emails",
        "cadence_days",
        "tags",
      ]);
      expect(d.rows.map((r) => r.company_id)).toEqual(companies.map((c) => c.id));
      const c0 = companies[0]!;
      expect(d.rows[0]).toMatchObject({
        company_name: c0.companyName,
        website: c0.companyWebsite,
        founders: c0.founders.map((f) => f.name).join("; "),
        things_to_track: c0.thingsToTrack,
        alert_emails: c0.alertEmails.join("; "),
        cadence_days: String(c0.cadenceDays),
        tags: c0.tags.join("; "),
      });

      // The file as downloaded, uploaded to Import CSV: nothing new, nothing invalid.
      const up = await browser.upload(
        "/app/companies/import",
        { thingsToTrack: "Fundraising", alertEmails: "p@fund.example", cadenceDays: "7" },
        { field: "file", name: "companies.csv", content: d.text },
      );
      expect(up.status, await up.clone().text()).toBe(303);
      const previewText = pageText(await (await browser.get(up.headers.get("location")!)).text());
      expect(previewText).toContain(
        `${companies.length} rows: 0 new, ${companies.length} already tracked, 0 duplicates, 0 invalid.`,
      );

      // A search exports its one match, as the list shows it.
      const one = await download(browser, `/app/companies/export.csv?q=${encodeURIComponent(c0.companyName)}`);
      expect(one.rows.map((r) => r.company_id)).toEqual([c0.id]);
    },
  );

  it("the alert decisions and the leads: the rows of the tab and filters in use", async () => {
    const browser = await signedIn("member");
    const sent = await apiAll<{ id: string; entityId: string; ruleEvaluations: { rule: string; matched: boolean }[] }>(
      org,
      "/api/v1/alerts",
      "outcome=sent",
    );
    expect(sent.length).toBeGreaterThan(0);
    const alerts = await download(browser, "/app/alerts/export.csv?outcome=sent");
    expectCsvFile(alerts, /filename="alerts-/);
    expect(alerts.rows.map((r) => r.alert_id)).toEqual(sent.map((a) => a.id));
    expect(new Set(alerts.rows.map((r) => r.outcome))).toEqual(new Set(["sent"]));
    expect(alerts.rows[0]!.rules_matched).toBe(
      sent[0]!.ruleEvaluations
        .filter((r) => r.matched)
        .map((r) => r.rule)
        .join("; "),
    );
    const ofOne = await apiAll<{ id: string }>(org, "/api/v1/alerts", `outcome=all&entityId=${sent[0]!.entityId}`);
    expect(
      (await download(browser, `/app/alerts/export.csv?entityId=${sent[0]!.entityId}`)).rows.map((r) => r.alert_id),
    ).toEqual(ofOne.map((a) => a.id));

    for (const decision of ["unreviewed", "accepted", "rejected"] as const) {
      const expected = await apiAll<{ id: string; founderName: string }>(org, "/api/v1/leads", `decision=${decision}`);
      const leads = await download(
        browser,
        `/app/leads/export.csv${decision === "unreviewed" ? "" : `?decision=${decision}`}`,
      );
      expectCsvFile(leads, new RegExp(`filename="leads-${decision}-`));
      expect(
        leads.rows.map((r) => r.lead_id),
        decision,
      ).toEqual(expected.map((l) => l.id));
      expect(new Set(leads.rows.map((r) => r.decision))).toEqual(new Set(expected.length ? [decision] : []));
    }
  });

  it("holds only the organisation's own rows", async () => {
    const browser = await signedIn("viewer");
    const theirs = new Set((await apiAll<{ id: string }>(other, "/api/v1/signals", "")).map((s) => s.id));
    const theirCompanies = new Set((await apiAll<{ id: string }>(other, "/api/v1/tracker", "")).map((c) => c.id));
    const signals = await download(browser, "/app/signals/export.csv?show=all");
    expect(signals.rows.length).toBeGreaterThan(0);
    expect(signals.rows.filter((r) => theirs.has(r.signal_id!))).toEqual([]);
    const companies = await download(browser, "/app/companies/export.csv");
    expect(companies.rows.filter((r) => theirCompanies.has(r.company_id!))).toEqual([]);
    // Another organisation's company by id is not found, as in the list: no file.
    const [theirCompany] = theirCompanies;
    const res = await browser.get(`/app/signals/export.csv?show=all&entityId=${theirCompany}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("a filter the list refuses is the list's error page, not a file; signed out, no file", async () => {
    const browser = await signedIn("member");
    const bad = await browser.get("/app/signals/export.csv?since=yesterday-ish");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toMatch(/^text\/html/);
    expect(pageText(await bad.text())).toMatch(/since/i);
    const badStage = await browser.get("/app/companies/export.csv?stage=unicorn");
    expect(badStage.status).toBe(400);

    const anonymous = new WebClient(rt.app);
    const res = await anonymous.get("/app/leads/export.csv");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/app\/sign-in/);
  });

  it("each list links its export with the filters in use, without the page's cursor", async () => {
    const browser = await signedIn("viewer");
    const exportHref = (html: string) =>
      /<a class="button" href="([^"]+)" download="">Export CSV<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    const signals = await (await browser.get("/app?show=all&type=hiring")).text();
    expect(exportHref(signals)).toBe("/app/signals/export.csv?show=all&type=hiring");
    // The second page of the inbox exports what the first does: every row, not the page.
    const next = /<a href="([^"]+)" rel="next">/
      .exec(await (await browser.get("/app?show=all")).text())![1]!
      .replace(/&amp;/g, "&");
    expect(next).toContain("cursor=");
    expect(exportHref(await (await browser.get(next)).text())).toBe("/app/signals/export.csv?show=all");
    expect(exportHref(await (await browser.get("/app/companies?status=ok")).text())).toBe(
      "/app/companies/export.csv?status=ok",
    );
    expect(exportHref(await (await browser.get("/app/alerts?outcome=suppressed")).text())).toBe(
      "/app/alerts/export.csv?outcome=suppressed",
    );
    expect(exportHref(await (await browser.get("/app/leads?decision=rejected")).text())).toBe(
      "/app/leads/export.csv?decision=rejected",
    );
  });
});
