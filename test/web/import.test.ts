import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/platform/clock";
import { allJobHandlers } from "../../src/services/job-handlers";
import { JOB_IMPORT } from "../../src/services/imports/start";
import { workImport } from "../../src/services/imports/work";
import { ADMIN_CLI } from "../../src/services/audit/record";
import { removeMember } from "../../src/services/members/organizations";
import { createTestOrg, getRuntime, type TestOrg, type TestRuntime } from "../support/harness";
import { pageText, WebClient } from "../support/web";

/**
 * Companies → Import CSV (docs/web.md §Import CSV): a file with a header row (common spellings
 * accepted) is previewed, each row marked new, already tracked (the existing-company rule), a
 * duplicate, or invalid with the API's messages, and nothing is created until the member starts
 * it; importing the same file again creates nothing; rows beyond the create limit (200 an hour)
 * are scheduled into the next hours, never dropped; the job creating them is safe to run twice.
 */

let rt: TestRuntime;
let org: TestOrg;
const imports: string[] = [];
/** The organisations this file made: the jobs of their companies are removed when it ends. */
const orgIds: string[] = [];
async function newOrg(name: string): Promise<TestOrg> {
  const made = await createTestOrg({ name });
  orgIds.push(made.orgId);
  return made;
}
beforeAll(async () => {
  rt = await getRuntime();
  org = await newOrg("Import Capital");
});
// The hourly jobs these imports queued are worked here by calling the job's function on a clock of
// this file's own (the shared clock is not moved: on the shared Postgres database another file's
// runner would then claim everyone's jobs hours early). None is left for another file's runner:
// neither the import jobs nor the enrichment and runs of the hundreds of companies imported (a
// later file draining every due job would spend its rounds on them).
afterAll(async () => {
  const db = rt.deps.db;
  if (imports.length)
    await db
      .deleteFrom("jobs")
      .where("kind", "=", JOB_IMPORT)
      .where(sql<boolean>`payload->>'importId' = any(${imports}::text[])`)
      .execute();
  await db
    .deleteFrom("jobs")
    .where("entity_id", "in", db.selectFrom("entities").select("id").where("org_id", "in", orgIds))
    .execute();
});

/** The deps the import job runs with, `hours` after the shared clock's now. */
function hoursLater(hours: number) {
  return { ...rt.deps, clock: new ManualClock(new Date(rt.clock.now().getTime() + hours * 3_600_000)) };
}

let n = 0;
const unique = (what: string) => `${what}-${process.pid}-${Date.now().toString(36)}-${++n}`;

async function signedIn(role: "owner" | "member" | "viewer" = "member", on: TestOrg = org) {
  const email = `${unique(role)}@fund.example`;
  const { memberId } = await on.newKey({ email, role });
  const browser = new WebClient(rt.app);
  expect((await browser.signIn(rt.deps.db, email)).status).toBe(303);
  return { browser, email, memberId };
}

const DEFAULTS = { thingsToTrack: "Fundraising, key hires", alertEmails: "partner@fund.example", cadenceDays: "7" };

/** Uploads `csv` and answers the preview's path (the upload redirects to it). */
async function preview(browser: WebClient, csv: string, name = "portfolio.csv"): Promise<string> {
  const res = await browser.upload("/app/companies/import", DEFAULTS, { field: "file", name, content: csv });
  expect(res.status, await res.clone().text()).toBe(303);
  const path = res.headers.get("location")!;
  expect(path).toMatch(/^\/app\/companies\/imports\/[0-9a-f-]{36}$/);
  imports.push(importIdOf(path));
  return path;
}

const importIdOf = (path: string) => path.split("/").pop()!;

async function rows(importId: string) {
  return rt.deps.db.selectFrom("import_rows").selectAll().where("import_id", "=", importId).orderBy("line").execute();
}

async function companiesOf(orgId: string) {
  return rt.deps.db
    .selectFrom("entities")
    .select(["id", "company_name", "website_norm", "things_to_track", "tags", "cadence_days", "alert_emails"])
    .where("org_id", "=", orgId)
    .execute();
}

/** Rows as the page's table shows them: line → its text. */
function tableRows(html: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of html.matchAll(/<tr data-status="([a-z]+)">([\s\S]*?)<\/tr>/g)) {
    const text = pageText(m[2]!);
    out.set(Number(text.split(" ")[0]), `${m[1]} ${text}`);
  }
  return out;
}

describe("Companies → Import CSV", () => {
  it(
    "previews each row as new, already tracked, a duplicate or invalid with the API's messages, reads common " +
      "header spellings, and creates nothing",
    async () => {
      const { browser } = await signedIn();
      const tag = unique("acme");
      const tracked = await org.request("POST", "/api/v1/tracker", {
        body: {
          companyName: "Tracked Co",
          companyWebsite: `https://tracked-${tag}.example`,
          thingsToTrack: "Hiring",
          alertEmails: ["a@fund.example"],
        },
      });
      expect(tracked.status).toBe(201);
      const before = (await companiesOf(org.orgId)).length;
      const csv = [
        "Company Name,URL,Founders,Founder LinkedIn,Watch,Emails,Cadence,Tags,Notes",
        `Acme,https://acme-${tag}.example,Jane Doe; Raj Patel,https://www.linkedin.com/in/jane-${tag};,Funding ` +
          `rounds,ana@fund.example,weekly,portfolio; fintech,met at demo day`,
        `Tracked Again,tracked-${tag}.example,,,,,,,`,
        `Acme (again),https://www.acme-${tag}.example/,,,,,,,`,
        `Bad Mail,https://badmail-${tag}.example,,,,not-an-email,,,`,
        `Bad Cadence,https://badcadence-${tag}.example,,,,,5,,`,
        `,,,,,,,,only a note`,
        `"Quoted, Inc.",https://quoted-${tag}.example,,,"Launches, ""big"" ones",,30,,`,
      ].join("\r\n");
      const path = await preview(browser, csv);
      const page = await browser.get(path);
      expect(page.status).toBe(200);
      const html = await page.text();
      const text = pageText(html);
      expect(text).toContain("7 rows: 2 new, 1 already tracked, 1 duplicate, 3 invalid. Nothing has been created yet.");
      expect(text).toContain("Ignored: Notes.");
      const table = tableRows(html);
      expect(table.get(2)).toMatch(/^new 2 Acme/);
      expect(table.get(3)).toMatch(/^existing 3 Tracked Again/);
      expect(table.get(4)).toMatch(/^duplicate 4 .*repeats line 2/);
      // The API's own messages, named by the file's column.
      expect(table.get(5)).toMatch(/^invalid 5 Bad Mail.*Emails: must be an email address/);
      expect(table.get(6)).toMatch(/^invalid 6 Bad Cadence.*Cadence: must be 3, 7 or 30/);
      expect(table.get(7)).toMatch(/^invalid 7 .*names no company/);
      expect(table.get(8)).toMatch(/^new 8 Quoted, Inc\./);
      // The tracked row links to the company it matched.
      expect(html).toContain(`/app/companies/${((await tracked.json()) as { data: { id: string } }).data.id}`);
      expect(html).toMatch(/<button type="submit" class="primary">Import 2 companies<\/button>/);
      expect((await companiesOf(org.orgId)).length).toBe(before);
    },
  );

  it(
    "imports the new rows with their founders, tags and cadence, audited as imported by the member from their " +
      "address; the same file again creates nothing",
    async () => {
      const { browser, memberId } = await signedIn();
      const tag = unique("beta");
      const csv = [
        "company,website,linkedin,founders,founder linkedin urls,things to track,alert emails,cadence,tags",
        `Beta,beta-${tag}.example,https://www.linkedin.com/company/beta-${tag},Ana Lima; Bo ` +
          `Chen,https://www.linkedin.com/in/ana-${tag}; https://www.linkedin.com/in/bo-${tag},Series ` +
          `A,ana@fund.example; bo@fund.example,30,portfolio; seed`,
        `Gamma ${tag},,,,,,,,`,
        `Broken,https://broken-${tag}.example,,,,,,11,`,
      ].join("\n");
      const path = await preview(browser, csv, "deal-flow.csv");
      const importId = importIdOf(path);
      const started = await browser.post(`${path}/start`);
      expect(started.status).toBe(303);
      // A second press (a double submit) starts nothing twice.
      expect((await browser.post(`${path}/start`)).status).toBe(303);
      expect(
        (
          await rt.deps.db
            .selectFrom("jobs")
            .select("id")
            .where("kind", "=", JOB_IMPORT)
            .where(sql<boolean>`payload->>'importId' = ${importId}`)
            .execute()
        ).length,
      ).toBe(1);

      expect(await workImport(rt.deps, importId)).toEqual({ created: 2, existing: 0, skipped: 0 });
      const companies = await companiesOf(org.orgId);
      const beta = companies.find((c) => c.company_name === "Beta")!;
      expect(beta).toMatchObject({
        things_to_track: "Series A",
        cadence_days: 30,
        tags: ["portfolio", "seed"],
        alert_emails: ["ana@fund.example", "bo@fund.example"],
      });
      const founders = await rt.deps.db
        .selectFrom("founders")
        .select(["name", "linkedin_url"])
        .where("entity_id", "=", beta.id)
        .orderBy("name")
        .execute();
      expect(founders).toEqual([
        { name: "Ana Lima", linkedin_url: `https://www.linkedin.com/in/ana-${tag}` },
        { name: "Bo Chen", linkedin_url: `https://www.linkedin.com/in/bo-${tag}` },
      ]);
      // A row with only a name gets the form's defaults.
      expect(companies.find((c) => c.company_name === `Gamma ${tag}`)).toMatchObject({
        things_to_track: "Fundraising, key hires",
        cadence_days: 7,
        alert_emails: ["partner@fund.example"],
      });
      const audit = await rt.deps.db
        .selectFrom("audit_events")
        .selectAll()
        .where("org_id", "=", org.orgId)
        .where("action", "=", "company.imported")
        .where("target_id", "=", beta.id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor_kind: "member", actor_member_id: memberId, ip_address: browser.address });

      const done = pageText(await (await browser.get(path)).text());
      expect(done).toContain("2 of 2 companies");
      expect(done).toContain("2 created, 0 creating now, 0 scheduled, 0 already tracked, 0 duplicates, 1 invalid");

      // The same file again: every company it names is tracked, so nothing would be created.
      const count = (await companiesOf(org.orgId)).length;
      const again = await preview(browser, csv, "deal-flow.csv");
      const againHtml = await (await browser.get(again)).text();
      expect(pageText(againHtml)).toContain("3 rows: 0 new, 2 already tracked, 0 duplicates, 1 invalid.");
      expect(pageText(againHtml)).toContain("This file was imported before");
      expect(againHtml).not.toMatch(/>Import \d+ compan/);
      // Starting it anyway (a crafted post) creates nothing.
      expect((await browser.post(`${again}/start`)).status).toBe(303);
      await workImport(rt.deps, importIdOf(again));
      expect((await companiesOf(org.orgId)).length).toBe(count);
    },
  );

  it("1,000 rows: 200 are created at once and the other 800 scheduled into the next four hours, each hour's job " +
    "queued; the progress bar follows; nothing is dropped", async () => {
    const own = await newOrg("Big Import");
    const { browser } = await signedIn("owner", own);
    const tag = unique("bulk");
    const lines = ["Name,Website"];
    for (let i = 0; i < 1000; i++) lines.push(`Bulk ${i},https://bulk-${i}-${tag}.example`);
    const path = await preview(browser, lines.join("\n"), "thousand.csv");
    const importId = importIdOf(path);
    expect(pageText(await (await browser.get(path)).text())).toContain(
      "the first 200 at once, the other 800 scheduled into the hours after",
    );
    const start = rt.clock.now();
    const res = await browser.post(`${path}/start`);
    expect(res.status).toBe(303);
    const flash = pageText(await (await browser.get(path)).text());
    expect(flash).toContain("200 companies now, 800 scheduled into the next hours");

    const byHour = await rt.deps.db
      .selectFrom("import_rows")
      .select([
        sql<number>`round(extract(epoch from (run_after - ${start}::timestamptz)) / 3600)::int`.as("hour"),
        sql<number>`count(*)::int`.as("n"),
      ])
      .where("import_id", "=", importId)
      .groupBy("hour")
      .orderBy("hour")
      .execute();
    expect(byHour.map((h) => [Number(h.hour), Number(h.n)])).toEqual([
      [0, 200],
      [1, 200],
      [2, 200],
      [3, 200],
      [4, 200],
    ]);
    const jobs = await rt.deps.db
      .selectFrom("jobs")
      .select("run_at")
      .where("kind", "=", JOB_IMPORT)
      .where(sql<boolean>`payload->>'importId' = ${importId}`)
      .orderBy("run_at")
      .execute();
    expect(jobs.map((j) => Math.round((j.run_at.getTime() - start.getTime()) / 3_600_000))).toEqual([0, 1, 2, 3, 4]);
    // The job is one the runner knows.
    expect(allJobHandlers[JOB_IMPORT]).toBeTypeOf("function");

    await workImport(rt.deps, importId);
    let html = await (await browser.get(path)).text();
    expect(html).toMatch(/<progress id="import-bar" max="1000" value="200">/);
    expect(pageText(html)).toContain("200 created, 0 creating now, 800 scheduled");
    // Nothing due now: the page stops refreshing itself until the next hour.
    expect(html).not.toContain("data-poll");

    // A job run early creates nothing ahead of its hour.
    await workImport(rt.deps, importId);
    expect((await companiesOf(own.orgId)).length).toBe(200);
    for (let hour = 1; hour <= 4; hour++) await workImport(hoursLater(hour), importId);
    html = await (await browser.get(path)).text();
    expect(html).toMatch(/<progress id="import-bar" max="1000" value="1000">/);
    expect(pageText(html)).toContain("Finished");
    expect((await companiesOf(own.orgId)).length).toBe(1000);
  }, 180_000);

  it("two workers on one import, or its job run twice, create each company once", async () => {
    const { browser } = await signedIn();
    const tag = unique("race");
    const csv = [
      "Name,Website",
      ...Array.from({ length: 12 }, (_, i) => `Race ${i},https://race-${i}-${tag}.example`),
    ].join("\n");
    const path = await preview(browser, csv);
    await browser.post(`${path}/start`);
    const [a, b] = await Promise.all([workImport(rt.deps, importIdOf(path)), workImport(rt.deps, importIdOf(path))]);
    expect(a.created + b.created).toBe(12);
    expect((await workImport(rt.deps, importIdOf(path))).created).toBe(0);
    const made = (await companiesOf(org.orgId)).filter(
      (c) => c.company_name?.startsWith("Race ") && c.website_norm?.includes(tag),
    );
    expect(made).toHaveLength(12);
  });

  it("rows of a member removed before their hour are not created in their name, and say why", async () => {
    const own = await newOrg("Leaving Import");
    const { browser, memberId } = await signedIn("member", own);
    const tag = unique("leave");
    const csv = [
      "Name,Website",
      ...Array.from({ length: 201 }, (_, i) => `Leave ${i},https://leave-${i}-${tag}.example`),
    ].join("\n");
    const path = await preview(browser, csv);
    await browser.post(`${path}/start`);
    await workImport(rt.deps, importIdOf(path));
    await removeMember(rt.deps.db, rt.clock, memberId, ADMIN_CLI);
    await workImport(hoursLater(1), importIdOf(path));
    const last = (await rows(importIdOf(path))).at(-1)!;
    expect(last.status).toBe("skipped");
    expect(JSON.stringify(last.errors)).toContain("can no longer add companies");
    expect((await companiesOf(own.orgId)).length).toBe(200);
    expect(
      (
        await rt.deps.db
          .selectFrom("imports")
          .select("status")
          .where("id", "=", importIdOf(path))
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe("done");
  });

  it(
    "refuses a file that is not CSV or names no company column " +
      "(400, the reason beside the file field), and keeps nothing",
    async () => {
      const { browser } = await signedIn();
      const count = async () =>
        Number(
          (
            await rt.deps.db
              .selectFrom("imports")
              .select(sql<number>`count(*)::int`.as("n"))
              .where("org_id", "=", org.orgId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const broken = await browser.upload("/app/companies/import", DEFAULTS, {
        field: "file",
        name: "broken.csv",
        content: 'Name,Website\n"Open quote,acme.com\n',
      });
      expect(broken.status).toBe(400);
      expect(pageText(await broken.text())).toContain("the file is not CSV: a quoted field is never closed");
      const noCompany = await browser.upload("/app/companies/import", DEFAULTS, {
        field: "file",
        name: "people.csv",
        content: "First name,Last name\nAna,Lima\n",
      });
      expect(noCompany.status).toBe(400);
      expect(pageText(await noCompany.text())).toContain("has no column naming the company");
      const none = await browser.upload("/app/companies/import", DEFAULTS, {
        field: "file",
        name: "empty.csv",
        content: "",
      });
      expect(none.status).toBe(400);
      expect(await count()).toBe(before);
    },
  );

  it("a viewer cannot import, and no organisation sees or starts another's import", async () => {
    const { browser: owner } = await signedIn("owner");
    const path = await preview(owner, "Name,Website\nPrivate Co,https://private-co.example\n");
    const viewer = await signedIn("viewer");
    expect((await viewer.browser.get("/app/companies/import")).status).toBe(403);
    expect(
      (
        await viewer.browser.upload("/app/companies/import", DEFAULTS, {
          field: "file",
          name: "x.csv",
          content: "Name\nX\n",
        })
      ).status,
    ).toBe(403);
    expect((await viewer.browser.post(`${path}/start`)).status).toBe(403);

    const other = await newOrg("Other Fund");
    const stranger = await signedIn("owner", other);
    expect((await stranger.browser.get(path)).status).toBe(404);
    expect((await stranger.browser.post(`${path}/start`)).status).toBe(404);
    expect(
      (
        await rt.deps.db
          .selectFrom("imports")
          .select("status")
          .where("id", "=", importIdOf(path))
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe("preview");
  });

  it("offers a template whose header the import reads", async () => {
    const { browser } = await signedIn();
    const res = await browser.get("/app/companies/import/template.csv");
    expect(res.headers.get("content-type")).toContain("text/csv");
    const template = await res.text();
    const path = await preview(
      browser,
      template
        .replace("acme.example", `${unique("tpl")}.example`)
        .replace("/company/acme", `/company/${unique("tpl")}`),
    );
    expect(pageText(await (await browser.get(path)).text())).toContain("1 row: 1 new");
  });
});
