import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/services/setup/demo-seed";
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
 * Leads and Alerts in a real Chromium, as a partner triages (docs/web.md §Leads and alerts): j/k move
 * between leads, a accepts, r rejects, t opens the track form prefilled with one's email, which
 * tracks the company; filters; the alert log with its rule evaluations unfolded. axe-core finds
 * nothing serious on any page, nothing leaves the origin; with JavaScript off the same buttons
 * post and come back.
 */

let served: Served;
let browser: Browser;
let org: TestOrg;
let people = 0;

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg({ name: "Triage Capital" });
  await seedDemo(rt.deps.db, rt.clock, { orgId: org.orgId, companies: 10, signals: 80, leads: 30, seed: 303 });
  served = await serveApp(rt);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

async function member(visit: Visit, role: "owner" | "member" | "viewer" = "member"): Promise<string> {
  const rt = await getRuntime();
  const email = `triage-${Date.now().toString(36)}-${++people}@fund.example`;
  await org.newKey({ email, role });
  await signInThroughPages(visit.page, served.origin, rt.deps.db, email);
  return email;
}

async function clean(visit: Visit, label: string): Promise<void> {
  await expectAccessible(visit.page, label);
  expect(visit.outside, label).toEqual([]);
  expect(await visit.violations(), label).toEqual([]);
}

const leadRows = (page: Page) => page.locator("ul[aria-label='Leads'] > li");
const decisionOf = async (id: string) =>
  (
    (await (await org.request("GET", `/api/v1/leads/${id}`)).json()) as {
      data: { decision: { status: string; trackedEntityId: string | null } };
    }
  ).data.decision;

describe("leads and alerts in Chromium", () => {
  it("triages leads by keyboard: j/k move, a accepts, r rejects, t tracks from a prefilled form", async () => {
    const visit = await openContext(browser, served.origin, { viewport: { width: 1280, height: 900 } });
    const { page } = visit;
    const email = await member(visit);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leads" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Leads", level: 1 }).count()).toBe(1);
    await clean(visit, "leads");
    await screenshot(page, "leads-1280");
    const ids = await leadRows(page).evaluateAll((els) => els.map((e) => e.id.replace("lead-", "")));
    expect(ids.length).toBeGreaterThan(3);

    // j twice, k once: the second lead is current; a accepts it.
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await page.keyboard.press("k");
    await page.keyboard.press("a");
    await expect.poll(async () => (await decisionOf(ids[0]!)).status).toBe("accepted");
    await expect.poll(() => page.locator(`#lead-${ids[0]}`).count()).toBe(0);

    // The next one: r rejects it.
    await page.keyboard.press("j");
    const current = await page
      .locator("ul[aria-label='Leads'] > li[aria-current='true'], ul[aria-label='Leads'] > li.current")
      .first()
      .getAttribute("id");
    expect(current).toBeTruthy();
    await page.keyboard.press("r");
    await expect.poll(async () => (await decisionOf(current!.replace("lead-", ""))).status).toBe("rejected");

    // t opens the track form, prefilled; choosing a quick pick tracks the company.
    await page.keyboard.press("j");
    const toTrack = (await page
      .locator("ul[aria-label='Leads'] > li[aria-current='true'], ul[aria-label='Leads'] > li.current")
      .first()
      .getAttribute("id"))!.replace("lead-", "");
    await page.keyboard.press("t");
    await page.waitForURL(new RegExp(`/app/leads/${toTrack}/track`));
    expect(await page.getByLabel("Alert emails").inputValue()).toBe(email);
    await clean(visit, "track a lead");
    await screenshot(page, "track-lead");
    const needsSite = await page.getByLabel("Company website").count();
    if (needsSite) await page.getByLabel("Company website").fill("https://tracked-from-lead.example");
    await page.getByLabel("Fundraising Signals").check();
    await page.getByRole("button", { name: "Track", exact: true }).click();
    await page.waitForURL(/\/app\?entityId=/);
    await expect.poll(() => page.getByText(/is now tracked\.|was already tracked\./).count()).toBe(1);
    expect((await decisionOf(toTrack)).trackedEntityId).toBeTruthy();
    await visit.context.close();
  });

  it("filters leads by stage, and works without JavaScript", async () => {
    const visit = await openContext(browser, served.origin, {
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    });
    const { page } = visit;
    await member(visit);
    await page.goto(`${served.origin}/app/leads`);
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Stage").selectOption("series_a");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/stage=series_a/);
    const badges = await leadRows(page).locator(".badge").allInnerTexts();
    expect(new Set(badges)).toEqual(new Set(["Series A"]));
    const first = leadRows(page).first();
    const id = (await first.getAttribute("id"))!.replace("lead-", "");
    await first.getByRole("button", { name: /^Reject/ }).click();
    await page.waitForURL(/stage=series_a/);
    await expect.poll(() => page.getByText(/: rejected\./).count()).toBe(1);
    expect((await decisionOf(id)).status).toBe("rejected");
    // axe-core runs as a script, so the pages are checked with JavaScript on (the other tests).
    expect(visit.outside).toEqual([]);
    await screenshot(page, "leads-375-nojs");
    await visit.context.close();
  });

  it("reads the alert log by outcome, latest per company, with each decision's rule evaluations", async () => {
    const visit = await openContext(browser, served.origin, {
      viewport: { width: 1280, height: 900 },
      colorScheme: "dark",
    });
    const { page } = visit;
    await member(visit, "viewer");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Alerts" }).click();
    const rows = page.locator("ol[aria-label='Alert decisions'] > li");
    expect(await rows.count()).toBeGreaterThan(2);
    await page.getByRole("link", { name: "Suppressed" }).click();
    await page.waitForURL(/outcome=suppressed/);
    expect(new Set(await rows.locator(".badge").allInnerTexts())).toEqual(new Set(["Suppressed"]));
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Latest per company").check();
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/latest=1/);
    const companies = await rows.locator("a.title").allInnerTexts();
    expect(new Set(companies).size).toBe(companies.length);
    await rows.first().locator("summary").click();
    expect(await rows.first().getByRole("table").getByRole("row").count()).toBeGreaterThan(1);
    await clean(visit, "alerts (dark)");
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await clean(visit, "alerts (dark, 375 px)");
    await screenshot(page, "alerts-dark");
    await visit.context.close();
  });
});
