import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/services/setup/demo-seed";
import {
  expectAccessible,
  launch,
  openContext,
  screenshot,
  serveApp,
  type Served,
  type Visit,
} from "../support/browser";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { signInLinks } from "../support/web";

/**
 * The web app in a real Chromium, used as a person uses it (docs/web.md): sign in
 * from the mailed link (read from the outbox, as from one's mail), read the inbox, mark read, filter,
 * page, read a signal's diff, move by keyboard, sign out; as an owner and as a viewer; with and
 * without JavaScript; at 375 px and in dark mode. axe-core finds no serious or critical violation
 * on any page, nothing is loaded from another origin, and the policy refuses nothing. Screenshots
 * go to test/browser/screenshots; WEB_SCREENSHOT=write also refreshes docs/images/inbox.png.
 */

let served: Served;
let browser: Browser;
let org: TestOrg;
let people = 0;
const DOCS_IMAGE = join(dirname(fileURLToPath(import.meta.url)), "../../docs/images/inbox.png");

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg({ name: "Northbeam Ventures" });
  await seedDemo(rt.deps.db, rt.clock, { orgId: org.orgId, companies: 24, signals: 260, leads: 20, seed: 2026 });
  served = await serveApp(rt);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/**
 * A new member of the organisation (each test its own: sign-in requests are limited per address)
 * signs in through the pages: the form, the mailed link, its button. Returns their address.
 */
async function signIn(visit: Visit, role: "owner" | "viewer", name?: string): Promise<string> {
  const { page } = visit;
  const rt = await getRuntime();
  const email = name ?? `${role}-${Date.now().toString(36)}-${++people}@fund.example`;
  await org.newKey({ email, role });
  await page.goto(`${served.origin}/app`);
  expect(new URL(page.url()).pathname).toBe("/app/sign-in");
  await page.getByLabel("Email").fill(email);
  const before = new Set(await signInLinks(rt.deps.db, email));
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect.poll(() => page.getByRole("heading", { name: "Check your email" }).count()).toBe(1);
  const [link] = (await signInLinks(rt.deps.db, email)).filter((l) => !before.has(l));
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${served.origin}/app`);
  return email;
}

async function clean(visit: Visit, label: string): Promise<void> {
  await expectAccessible(visit.page, label);
  expect(visit.outside, label).toEqual([]);
  expect(await visit.violations(), label).toEqual([]);
}

const rows = (page: Page) => page.locator("ol[aria-label='Signals'] > li");
const unreadCount = async (page: Page) =>
  Number((await page.locator("#nav-unread").innerText()).replace(/\D/g, "") || 0);

describe("the web app in Chromium", () => {
  it(
    "signs in from the mailed link and reads the inbox, marks " +
      "one signal read and then all, without leaving the page",
    async () => {
      const visit = await openContext(browser, served.origin, { viewport: { width: 1280, height: 900 } });
      const { page } = visit;
      await page.goto(`${served.origin}/app/sign-in`);
      await clean(visit, "sign-in page");
      const email = await signIn(visit, "owner", "ana@northbeam.example");
      await expect.poll(() => page.getByRole("heading", { name: "Inbox", level: 1 }).count()).toBe(1);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Companies", "Leads", "Alerts", "Settings"])
        expect(await nav.getByRole("link", { name }).getAttribute("href")).toBe(`/app/${name.toLowerCase()}`);
      expect(await nav.getByRole("link", { name: /^Inbox/ }).getAttribute("aria-current")).toBe("page");
      expect(await nav.getByText(email).count()).toBe(1);
      expect(await nav.getByRole("button", { name: "Sign out" }).count()).toBe(1);
      expect(await rows(page).count()).toBe(25);
      const before = await unreadCount(page);
      expect(before).toBeGreaterThan(25);
      await clean(visit, "inbox");
      const shot = await screenshot(page, "inbox-1280");
      if (process.env.WEB_SCREENSHOT === "write") {
        mkdirSync(dirname(DOCS_IMAGE), { recursive: true });
        copyFileSync(shot, DOCS_IMAGE);
      }

      // Mark one read: the script sends the form and swaps the row and the count in place.
      await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
      const first = rows(page).first();
      const id = await first.getAttribute("id");
      await first.getByRole("button", { name: /^Mark read/ }).click();
      await expect.poll(() => unreadCount(page)).toBe(before - 1);
      expect(await page.locator(`#${id}`).getAttribute("class")).not.toContain("unread");
      expect(
        await page
          .locator(`#${id}`)
          .getByRole("button", { name: /^Mark read/ })
          .count(),
      ).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1); // no reload

      await page.getByRole("button", { name: "Mark all read" }).click();
      await page.waitForLoadState();
      await expect.poll(() => unreadCount(page)).toBe(0);
      await expect.poll(() => page.getByText("Every signal is marked read.").count()).toBe(1);
      expect(await page.locator("ol[aria-label='Signals'] > li.unread").count()).toBe(0);
      await visit.context.close();
    },
  );

  it("filters in the URL, pages with the cursor, and opens a signal's diff with noise dimmed or left out", async () => {
    const visit = await openContext(browser, served.origin, { viewport: { width: 1280, height: 900 } });
    const { page } = visit;
    await signIn(visit, "owner");

    // Page: older signals, then back to the newest.
    const firstPage = await rows(page).evaluateAll((els) => els.map((e) => e.id));
    await page.getByRole("link", { name: "Older signals" }).click();
    await page.waitForURL(/cursor=/);
    const second = await rows(page).evaluateAll((els) => els.map((e) => e.id));
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((x) => firstPage.includes(x))).toEqual([]);
    await page.getByRole("link", { name: "Newest signals" }).click();
    expect(await rows(page).evaluateAll((els) => els.map((e) => e.id))).toEqual(firstPage);

    // Filter: every signal, of one type.
    await page.getByRole("link", { name: "All signals", exact: true }).click();
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Type").selectOption("other");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/type=other/);
    expect(new URL(page.url()).searchParams.get("show")).toBe("all");
    const badges = await rows(page).locator(".badge:not([class*='sev-'])").allInnerTexts();
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(["Other"]));
    await clean(visit, "filtered inbox");

    // A company by a loose spelling of its name.
    const company = (await rows(page).first().locator("a.title").innerText()).trim();
    await page.getByLabel("Company").fill(company.toLowerCase().replace(/\s+/g, ""));
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/company=/);
    await expect.poll(() => page.getByText(`Company: ${company}`).count()).toBe(1);
    expect(new Set(await rows(page).locator("a.title").allInnerTexts())).toEqual(new Set([company]));

    // The signal's page: what changed, as a diff.
    await rows(page).first().locator("a.title").click();
    await page.waitForURL(/\/app\/signals\//);
    await expect.poll(() => page.getByRole("heading", { name: "What changed" }).count()).toBe(1);
    const diff = page.getByRole("list", { name: /^Changes to / });
    expect(await diff.getByText(/^Added: /).count()).toBeGreaterThan(0);
    expect(await diff.locator("li.noise").count()).toBe(2);
    await expect.poll(() => page.getByRole("heading", { name: "Rule evaluations" }).count()).toBe(1);
    await clean(visit, "signal page");
    await screenshot(page, "signal-1280", true);
    await page.getByRole("link", { name: "Leave out noise" }).click();
    await page.waitForURL(/noise=hide/);
    expect(
      await page
        .getByRole("list", { name: /^Changes to / })
        .locator("li.noise")
        .count(),
    ).toBe(0);
    await visit.context.close();
  });

  it("moves through the inbox by keyboard, with the focus visible, and marks read with m", async () => {
    const visit = await openContext(browser, served.origin, { viewport: { width: 1280, height: 900 } });
    const { page } = visit;
    await signIn(visit, "viewer");
    await page.goto(`${served.origin}/app`);
    // The first Tab reaches the skip link, and it is visible when focused.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Skip to content");
    const skipBox = await page.getByRole("link", { name: "Skip to content" }).boundingBox();
    expect(skipBox!.y).toBeGreaterThanOrEqual(0);
    // Every control reached by Tab shows a focus ring.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const s = getComputedStyle(el);
        return { tag: el.tagName, style: s.outlineStyle, width: s.outlineWidth };
      });
      expect(outline.style, `${outline.tag} #${i}`).not.toBe("none");
      expect(parseFloat(outline.width), `${outline.tag} #${i}`).toBeGreaterThanOrEqual(2);
    }
    // The Tab after the controls above the list reaches its first row; j and k move from there.
    await page.keyboard.press("Tab");
    const inRow = () => page.evaluate(() => document.activeElement?.closest("li[data-item]")?.id);
    expect(await inRow()).toBe(await rows(page).nth(0).getAttribute("id"));
    await page.keyboard.press("j");
    expect(await inRow()).toBe(await rows(page).nth(1).getAttribute("id"));
    expect(await rows(page).nth(1).getAttribute("class")).toBe("row unread current");
    const before = await unreadCount(page);
    await page.keyboard.press("m");
    await expect.poll(() => unreadCount(page)).toBe(before - 1);
    await expect.poll(async () => rows(page).nth(1).getAttribute("class")).not.toContain("unread");
    await page.keyboard.press("k");
    expect(await inRow()).toBe(await rows(page).nth(0).getAttribute("id"));
    await visit.context.close();
  });

  it("a viewer reads every page and sees no write control; each page is accessible", async () => {
    const visit = await openContext(browser, served.origin, { viewport: { width: 1280, height: 900 } });
    const { page } = visit;
    await signIn(visit, "viewer");
    for (const [name, heading] of [
      ["Companies", "Companies"],
      ["Leads", "Leads"],
      ["Alerts", "Alerts"],
      ["Settings", "Settings"],
    ] as const) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
      await expect.poll(() => page.getByRole("heading", { name: heading, level: 1 }).count()).toBe(1);
      expect(await page.getByRole("button", { name: /^(Accept|Reject)/ }).count(), name).toBe(0);
      await clean(visit, name);
      await screenshot(page, `${name.toLowerCase()}-viewer`);
    }
    expect(await page.getByText("Viewer (can read everything, change nothing)").count()).toBe(1);
    await visit.context.close();
  });

  it("works without JavaScript: sign in, mark read, filter, page, sign out", async () => {
    const visit = await openContext(browser, served.origin, {
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const { page } = visit;
    await signIn(visit, "owner");
    const first = rows(page).first();
    const id = await first.getAttribute("id");
    const wasUnread = (await first.getAttribute("class")) === "row unread";
    if (wasUnread) {
      await first.getByRole("button", { name: /^Mark read/ }).click();
      await page.waitForURL(`${served.origin}/app`);
      await expect.poll(() => page.getByText("Marked read.").count()).toBe(1);
      expect(await page.locator(`#${id}`).getAttribute("class")).toBe("row");
    }
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Severity").selectOption("high");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/severity=high/);
    expect(new Set(await rows(page).locator(".badge[class*='sev-']").allInnerTexts())).toEqual(
      new Set(["High severity"]),
    );
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${served.origin}/app/sign-in`);
    expect(await page.getByText("You are signed out.").count()).toBe(1);
    await page.goto(`${served.origin}/app`);
    expect(new URL(page.url()).pathname).toBe("/app/sign-in");
    await visit.context.close();
  });

  it("holds at 375 px and follows a dark colour scheme", async () => {
    for (const [label, options] of [
      ["375", { viewport: { width: 375, height: 812 } }],
      ["dark", { viewport: { width: 1280, height: 900 }, colorScheme: "dark" as const }],
      ["375-dark", { viewport: { width: 375, height: 812 }, colorScheme: "dark" as const }],
    ] as const) {
      const visit = await openContext(browser, served.origin, options);
      const { page } = visit;
      await signIn(visit, "owner");
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background, label).toBe(label.includes("dark") ? "rgb(13, 17, 23)" : "rgb(246, 247, 249)");
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(
        options.viewport.width,
      );
      await clean(visit, `inbox ${label}`);
      await screenshot(page, `inbox-${label}`);
      await page.goto(`${served.origin}/app?show=all&type=leadership_change`);
      await rows(page).first().locator("a.title").click();
      await page.waitForURL(/\/app\/signals\//);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(
        options.viewport.width,
      );
      await clean(visit, `signal ${label}`);
      await screenshot(page, `signal-${label}`, true);
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(/sign-in/);
      await clean(visit, `signed out ${label}`);
      await visit.context.close();
    }
  });
});
