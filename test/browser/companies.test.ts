import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { createTestOrg, type TestOrg } from "../support/harness";
import { lifecycleRuntime, type LifecycleRuntime } from "../support/test-pipeline";

/**
 * Companies in a real Chromium (docs/web.md §Companies), as a partner uses them: add a company
 * (a second founder row, a message on a bad field), watch its first run finish on its page without
 * reloading, preview new thingsToTrack and save it, pause (Refresh now is then refused with the
 * API's message), resume, refresh, and delete after typing its name. axe-core finds nothing serious
 * on any page, at 1280 px and 375 px, and nothing leaves the origin.
 */

let rt: LifecycleRuntime;
let served: Served;
let browser: Browser;
let org: TestOrg;

beforeAll(async () => {
  rt = await lifecycleRuntime();
  org = await createTestOrg({ app: rt.app, name: "Harbor Seed" });
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

describe("companies in Chromium", () => {
  it(
    "adds a company, watches its first run finish, previews " +
      "and saves what to watch, pauses, refreshes and deletes it",
    async () => {
      const visit = await openContext(browser, served.origin, { viewport: { width: 1280, height: 900 } });
      const { page } = visit;
      const email = `harbor-${Date.now().toString(36)}@fund.example`;
      await org.newKey({ email, role: "member" });
      await signInThroughPages(page, served.origin, rt.deps.db, email);

      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Companies" }).click();
      await page.getByRole("link", { name: "Add company" }).click();
      await page.waitForURL(/\/app\/companies\/new/);
      await clean(visit, "add company");
      const name = `Lumenfold ${Date.now().toString(36)}`;
      await page.getByLabel("Company name").fill(name);
      await page.getByLabel("Website").fill("not a website");
      await page.getByLabel("Founder 1 name").fill("Ines Halvorsen");
      await page.getByRole("button", { name: "Add another founder" }).click();
      await page.getByLabel("Founder 3 name").fill("Tomas Reyes");
      expect(await page.getByLabel("Founder 1 name").inputValue()).toBe("Ines Halvorsen");
      await page.getByLabel("Hiring Updates").check();
      expect(await page.getByLabel("Alert emails").inputValue()).toBe(email);
      await page.getByRole("button", { name: "Add company", exact: true }).click();
      await expect.poll(() => page.locator("#f-website-error").count()).toBe(1);
      expect(await page.getByLabel("Website").getAttribute("aria-invalid")).toBe("true");
      await clean(visit, "add company with an error");
      await screenshot(page, "add-company-error");
      await page.getByLabel("Website").fill(`${name.toLowerCase().replace(/\s+/g, "-")}.example`);
      await page.getByRole("button", { name: "Add company", exact: true }).click();
      await page.waitForURL(/\/app\/companies\/[0-9a-f-]{36}$/);
      await expect.poll(() => page.getByText(`${name} is now tracked`).count()).toBe(1);
      const progress = page.locator("#progress");
      expect(await progress.getAttribute("data-poll")).toBe("3");

      // The first run: enrichment, then the run, worked by the job runner while the page watches.
      await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
      await rt.settle();
      await rt.runner.drain();
      await rt.runner.drain();
      await expect.poll(() => progress.innerText(), { timeout: 15_000 }).toMatch(/Succeeded · First run/);
      expect(await page.locator("#progress").getAttribute("data-poll")).toBeNull();
      expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1); // no reload
      await expect.poll(() => page.locator("#timeline").innerText()).toMatch(/First run succeeded/);
      expect(await page.getByRole("region", { name: "Founders" }).innerText()).toContain("Tomas Reyes");
      await clean(visit, "company page");
      await screenshot(page, "company-1280", true);

      // What to watch: preview, then save.
      await page.getByLabel("Things to track").fill("Fundraising Signals, expansion into Europe");
      await page.getByRole("button", { name: "Preview" }).click();
      await expect
        .poll(() =>
          page
            .getByRole("status")
            .filter({ hasText: /signals would have alerted/ })
            .count(),
        )
        .toBe(1);
      await expect.poll(() => page.getByText("Nothing is saved yet.").count()).toBe(1);
      await clean(visit, "preview");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect.poll(() => page.getByText("What to watch is saved.").count()).toBe(1);

      // Pause: Refresh now is refused with the API's message; resume, and it queues a run.
      await page.getByRole("button", { name: "Pause" }).click();
      await expect.poll(() => page.getByText("Paused: no run starts until you resume.").count()).toBe(1);
      await page.getByRole("button", { name: "Refresh now" }).click();
      await expect.poll(() => page.getByText("This company is paused.", { exact: false }).count()).toBe(1);
      await page.getByRole("button", { name: "Resume" }).click();
      // The test's clock stands still unless moved: the refresh's run is then the newer one.
      rt.clock.advance(60_000);
      await page.getByRole("button", { name: "Refresh now" }).click();
      await expect.poll(() => page.getByText("A run is queued: this page follows it.").count()).toBe(1);
      await rt.settle();
      await rt.runner.drain();
      await expect
        .poll(() => page.locator("#progress").innerText(), { timeout: 15_000 })
        .toMatch(/Succeeded · Refresh run/);

      // Delete, after typing the name.
      await page.getByLabel(/^Type “.*” to confirm$/).fill("wrong name");
      await page.getByRole("button", { name: "Delete company" }).click();
      await expect.poll(() => page.locator("#f-confirm-error").count()).toBe(1);
      await page.getByLabel(/^Type “.*” to confirm$/).fill(name);
      await page.getByRole("button", { name: "Delete company" }).click();
      await page.waitForURL(`${served.origin}/app/companies`);
      await expect.poll(() => page.getByText(`${name} is no longer tracked.`).count()).toBe(1);
      await visit.context.close();
    },
  );

  it("holds at 375 px: the list, its search and a company's page", async () => {
    const visit = await openContext(browser, served.origin, {
      viewport: { width: 375, height: 812 },
      colorScheme: "dark",
    });
    const { page } = visit;
    const email = `harbor-small-${Date.now().toString(36)}@fund.example`;
    await org.newKey({ email, role: "viewer" });
    const made = await org.request("POST", "/api/v1/tracker", {
      body: {
        companyName: "Saltmarsh Robotics",
        companyWebsite: "https://saltmarsh-robotics.example",
        thingsToTrack: "Product Updates",
        alertEmails: ["p@fund.example"],
      },
    });
    expect(made.status).toBe(201);
    await signInThroughPages(page, served.origin, rt.deps.db, email);
    await page.goto(`${served.origin}/app/companies`);
    await page.getByLabel("Search by company or founder").fill("saltmarsh");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=saltmarsh/);
    await expect.poll(() => page.locator("ul[aria-label='Companies'] > li").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await clean(visit, "companies 375 dark");
    await page.getByRole("link", { name: "Saltmarsh Robotics" }).click();
    await page.waitForURL(/\/app\/companies\/[0-9a-f-]{36}/);
    expect(await page.getByRole("button", { name: "Refresh now" }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await clean(visit, "company 375 dark (viewer)");
    await screenshot(page, "company-375-dark", true);
    await visit.context.close();
  });
});
