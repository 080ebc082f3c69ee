import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workImport } from "../../src/services/imports/work";
import {
  expectAccessible,
  launch,
  openContext,
  screenshot,
  serveApp,
  signInThroughPages,
  type Served,
  type Visit,
} from "../support/browser";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";

/**
 * Importing companies as a member does it (docs/web.md §Import CSV): Companies → Import CSV, choose
 * a file with good, duplicate and bad rows, read the preview (each bad row's reason beside it),
 * import, watch the progress bar fill without reloading as the job creates the rows, then import
 * the same file again and see that it would create nothing. axe-core finds no serious or critical
 * violation; nothing leaves the origin. Screenshots go to test/browser/screenshots.
 */

let served: Served;
let browser: Browser;
let org: TestOrg;

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg({ name: "Spreadsheet Partners" });
  served = await serveApp(rt);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

async function clean(visit: Visit, label: string): Promise<void> {
  await expectAccessible(visit.page, label);
  expect(visit.outside, label).toEqual([]);
  expect(await visit.violations(), label).toEqual([]);
}

describe("Import CSV in Chromium", () => {
  it(
    "previews a file with good, duplicate and bad rows, imports it " +
      "with a progress bar, and a second import of it creates nothing",
    async () => {
      const rt = await getRuntime();
      const tag = `${process.pid}-${Date.now().toString(36)}`;
      const email = `import-${tag}@spreadsheet.example`;
      await org.newKey({ email, role: "member" });
      const visit = await openContext(browser, served.origin, { viewport: { width: 1280, height: 900 } });
      const { page } = visit;
      await signInThroughPages(page, served.origin, rt.deps.db, email);

      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Companies" }).click();
      await page.getByRole("link", { name: "Import CSV" }).click();
      await page.waitForURL(`${served.origin}/app/companies/import`);
      expect(await page.getByLabel("Alert emails").inputValue()).toBe(email);
      await clean(visit, "import form");

      const csv = [
        "Company,Website,Founders,Tags",
        `Northwind,https://northwind-${tag}.example,Ada Byron,portfolio`,
        `Contoso,https://contoso-${tag}.example,,`,
        `Northwind again,northwind-${tag}.example,,`,
        `Fabrikam,not a website,,`,
      ].join("\n");
      await page
        .getByLabel("CSV file")
        .setInputFiles({ name: "portfolio.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByRole("button", { name: "Preview import" }).click();
      await page.waitForURL(/\/app\/companies\/imports\/[0-9a-f-]{36}$/);
      const importId = page.url().split("/").pop()!;
      expect(
        await page
          .getByText("4 rows: 2 new, 0 already tracked, 1 duplicate, 1 invalid. Nothing has been created yet.")
          .count(),
      ).toBe(1);
      const bad = page.getByRole("row", { name: /Fabrikam/ });
      expect(await bad.getByText("Invalid").count()).toBe(1);
      expect(await bad.getByText(/Website: /).count()).toBe(1);
      expect(
        await page
          .getByRole("row", { name: /Northwind again/ })
          .getByText("repeats line 2")
          .count(),
      ).toBe(1);
      await clean(visit, "import preview");
      await screenshot(page, "import-preview", true);

      await page.getByRole("button", { name: "Import 2 companies" }).click();
      expect(await page.getByText("The import has started.").count()).toBe(1);
      // The job runs while the page is open: the progress region refreshes itself to the end.
      await workImport(rt.deps, importId);
      await expect.poll(() => page.getByText("2 of 2 companies").count(), { timeout: 15_000 }).toBe(1);
      expect(await page.locator("#import-bar").getAttribute("value")).toBe("2");
      await page.getByRole("link", { name: "Northwind", exact: true }).click();
      await page.waitForURL(/\/app\/companies\/[0-9a-f-]{36}$/);
      expect(await page.getByRole("heading", { name: "Northwind", level: 1 }).count()).toBe(1);

      await page.goto(`${served.origin}/app/companies/import`);
      expect(await page.getByRole("link", { name: "portfolio.csv" }).count()).toBe(1);
      await page
        .getByLabel("CSV file")
        .setInputFiles({ name: "portfolio.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByRole("button", { name: "Preview import" }).click();
      await page.waitForURL(/\/app\/companies\/imports\/[0-9a-f-]{36}$/);
      expect(await page.getByText("4 rows: 0 new, 2 already tracked, 1 duplicate, 1 invalid.").count()).toBe(1);
      expect(await page.getByText(/This file was imported before/).count()).toBe(1);
      expect(await page.getByRole("button", { name: /^Import \d/ }).count()).toBe(0);
      await clean(visit, "re-import preview");
      await screenshot(page, "import-again", true);
      await visit.context.close();
    },
  );
});
