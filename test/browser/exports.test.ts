import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../src/services/shared/csv";
import { seedDemo } from "../../src/services/setup/demo-seed";
import {
  expectAccessible,
  launch,
  openContext,
  screenshot,
  serveApp,
  signInThroughPages,
  type Served,
} from "../support/browser";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";

/**
 * Exporting as a partner does it (docs/web.md §Export CSV): filter the inbox, press Export CSV, and
 * the file downloaded holds every signal those filters select, not only the page on screen; the
 * companies' file, chosen again under Import CSV, previews as nothing new. The pages with the link
 * stay free of serious or critical axe-core violations.
 */

let served: Served;
let browser: Browser;
let org: TestOrg;

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg({ name: "Spreadsheet Exports Fund" });
  await seedDemo(rt.deps.db, rt.clock, { orgId: org.orgId, companies: 8, signals: 240, leads: 12, seed: 441 });
  served = await serveApp(rt);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/** Presses Export CSV and reads the file the browser saved. */
async function exportCsv(page: Page): Promise<{ name: string; text: string; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const text = await readFile((await download.path())!, "utf8");
  const { records, error } = parseCsv(text);
  expect(error).toBeNull();
  return { name: download.suggestedFilename(), text, rows: records.slice(1) };
}

/** The signal type the organisation has most of (the seed's mix is random). */
async function commonestType(): Promise<string> {
  const counts = new Map<string, number>();
  let cursor: string | null = null;
  do {
    const page = (await (
      await org.request("GET", `/api/v1/signals?limit=100${cursor ? `&cursor=${cursor}` : ""}`)
    ).json()) as { data: { type: string }[]; nextCursor: string | null };
    for (const s of page.data) counts.set(s.type, (counts.get(s.type) ?? 0) + 1);
    cursor = page.nextCursor;
  } while (cursor);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

describe("Export CSV in Chromium", () => {
  it(
    "downloads the inbox's filtered signals, all of them, " + "and the companies' file imports back as nothing new",
    async () => {
      const rt = await getRuntime();
      const email = `exports-${process.pid}-${Date.now().toString(36)}@spreadsheet.example`;
      await org.newKey({ email, role: "member" });
      const visit = await openContext(browser, served.origin, { viewport: { width: 1280, height: 900 } });
      const { page } = visit;
      await signInThroughPages(page, served.origin, rt.deps.db, email);

      // All signals of one type, filtered through the inbox's form.
      await page.getByRole("list", { name: "Which signals" }).getByRole("link", { name: "All signals" }).click();
      const type = await commonestType();
      const expected = (await (await org.request("GET", `/api/v1/signals?type=${type}&limit=100`)).json()) as {
        data: { id: string }[];
        nextCursor: string | null;
      };
      expect(expected.nextCursor).toBeNull();
      expect(expected.data.length).toBeGreaterThan(25); // more than a page of the inbox
      await page.getByText("Filters", { exact: true }).click();
      await page.getByLabel("Type").selectOption(type);
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(new RegExp(`type=${type}`));
      await expectAccessible(page, "filtered inbox");
      await page.getByRole("link", { name: "Export CSV" }).scrollIntoViewIfNeeded();
      await screenshot(page, "export-inbox");
      const signals = await exportCsv(page);
      expect(signals.name).toMatch(/^signals-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(signals.rows.map((r) => r[8])).toEqual(expected.data.map((s) => s.id));
      expect(new Set(signals.rows.map((r) => r[2]))).toEqual(new Set([type]));

      // The companies' file, downloaded and chosen again under Import CSV.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Companies" }).click();
      const companies = await exportCsv(page);
      expect(companies.rows).toHaveLength(8);
      await page.getByRole("link", { name: "Import CSV" }).click();
      await page
        .getByLabel("CSV file")
        .setInputFiles({ name: companies.name, mimeType: "text/csv", buffer: Buffer.from(companies.text) });
      await page.getByRole("button", { name: "Preview import" }).click();
      await page.waitForURL(/\/app\/companies\/imports\/[0-9a-f-]{36}$/);
      expect(await page.getByText("8 rows: 0 new, 8 already tracked, 0 duplicates, 0 invalid.").count()).toBe(1);
      expect(await page.getByRole("button", { name: /^Import \d/ }).count()).toBe(0);
      expect(visit.outside).toEqual([]);
      expect(await visit.violations()).toEqual([]);
      await visit.context.close();
    },
  );
});
