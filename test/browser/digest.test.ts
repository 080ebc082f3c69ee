import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { scheduleDueDigests } from "../../src/services/digest/schedule";
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
import { seedCompany, seedLead, seedSignal } from "../support/seed";
import { signInLinks } from "../support/web";

/**
 * The digest as a person meets it (docs/digest.md): in Settings they choose how often it comes
 * and their time zone (the browser's is suggested; without the script, UTC), the digest arrives at
 * 08:00 there, and the unsubscribe link in it works in a browser that is not signed in: the page
 * asks, and its button unsubscribes. axe-core finds no serious or critical violation; nothing
 * leaves the origin. Screenshots go to test/browser/screenshots.
 */

let served: Served;
let browser: Browser;
let org: TestOrg;
let people = 0;

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg({ name: "Harbour Ventures" });
  const company = await seedCompany(rt.deps.db, org.orgId, { name: "Acme Robotics" });
  await seedSignal(rt.deps.db, org.orgId, company, {
    type: "fundraising",
    severity: "high",
    recommendation: "reach_out",
    needsAttention: true,
    summary: "Acme Robotics raised a $12M Series A.",
    createdAt: rt.clock.now(),
  });
  await seedLead(rt.deps.db, org.orgId, { founderName: "Grace Hopper", companyName: "Compiler Co" });
  served = await serveApp(rt);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/** A new member signs in through the pages: the form, the mailed link, its button. */
async function signIn(visit: Visit): Promise<{ email: string; memberId: string }> {
  const { page } = visit;
  const rt = await getRuntime();
  const email = `partner-${Date.now().toString(36)}-${++people}@harbour.example`;
  const { memberId } = await org.newKey({ email, role: "member" });
  await page.goto(`${served.origin}/app/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect.poll(() => page.getByRole("heading", { name: "Check your email" }).count()).toBe(1);
  const [link] = await signInLinks(rt.deps.db, email);
  await page.goto(link!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${served.origin}/app`);
  return { email, memberId };
}

async function clean(visit: Visit, label: string): Promise<void> {
  await expectAccessible(visit.page, label);
  expect(visit.outside, label).toEqual([]);
  expect(await visit.violations(), label).toEqual([]);
}

async function settingsOf(memberId: string) {
  const rt = await getRuntime();
  return rt.deps.db
    .selectFrom("members")
    .select(["time_zone", "digest_frequency"])
    .where("id", "=", memberId)
    .executeTakeFirstOrThrow();
}

describe("the digest in Chromium", () => {
  it(
    "sets the digest in Settings (the browser's zone suggested), gets " +
      "it at 08:00 there, and unsubscribes from its link without signing in",
    async () => {
      const rt = await getRuntime();
      const visit = await openContext(browser, served.origin, {
        viewport: { width: 1280, height: 900 },
        timezoneId: "Asia/Tokyo",
      });
      const { page } = visit;
      const { email, memberId } = await signIn(visit);

      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
      await page.waitForURL(`${served.origin}/app/settings`);
      const section = page.getByRole("region", { name: "Digest email" });
      // Not chosen yet: the script suggests this browser's zone.
      expect(await section.getByLabel("Time zone").inputValue()).toBe("Asia/Tokyo");
      expect(await section.getByText("Suggested from this browser: save to use it.").count()).toBe(1);
      expect(await section.getByRole("radio", { name: /Weekly/ }).isChecked()).toBe(true);
      await clean(visit, "settings");
      await screenshot(page, "digest-settings-1280", true);

      await section.getByRole("radio", { name: /Daily/ }).check();
      await section.getByRole("button", { name: "Save digest settings" }).click();
      await expect
        .poll(() =>
          page.getByText(/^Digest settings saved\. Your next digest comes .*, 08:00 \(Asia\/Tokyo\)\.$/).count(),
        )
        .toBe(1);
      expect(page.url()).toBe(`${served.origin}/app/settings`);
      expect(await settingsOf(memberId)).toEqual({ time_zone: "Asia/Tokyo", digest_frequency: "daily" });
      expect(await section.getByRole("radio", { name: /Daily/ }).isChecked()).toBe(true);
      expect(await section.getByLabel("Time zone").inputValue()).toBe("Asia/Tokyo");
      await clean(visit, "settings saved");
      await screenshot(page, "digest-settings-saved-1280", true);

      // The next 08:00 in Tokyo: the scheduler queues the digest, the job runner sends it to the outbox.
      const next = new Date(
        Date.parse(
          await section
            .locator("#digest-next")
            .getAttribute("data-at")
            .then((v) => v!),
        ),
      );
      expect(
        new Intl.DateTimeFormat("en-GB", {
          timeZone: "Asia/Tokyo",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        }).format(next),
      ).toBe("08:00");
      rt.clock.set(next);
      await scheduleDueDigests(rt.deps);
      await rt.runner.drain();
      const mails = await rt.deps.db
        .selectFrom("email_outbox")
        .select(["subject", "text_body"])
        .where(sql<boolean>`${email} = any(recipients)`)
        .where("subject", "like", "Daily digest%")
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe("Daily digest for Harbour Ventures: 1 signal needs attention, 1 lead to review");
      const link = new URL(/Unsubscribe: (\S+)/.exec(mails[0]!.text_body)![1]!);
      expect(link.pathname).toBe("/app/unsubscribe");

      // Another browser, never signed in, follows the link: a page that asks, then the button.
      const stranger = await openContext(browser, served.origin, { viewport: { width: 375, height: 800 } });
      await stranger.page.goto(`${served.origin}${link.pathname}${link.search}`);
      await expect
        .poll(() => stranger.page.getByRole("heading", { name: "Unsubscribe from the digest?" }).count())
        .toBe(1);
      expect(
        await stranger.page.getByText(`${email} will no longer get the daily digest of Harbour Ventures.`).count(),
      ).toBe(1);
      expect(await settingsOf(memberId)).toEqual({ time_zone: "Asia/Tokyo", digest_frequency: "daily" });
      await clean(stranger, "unsubscribe page");
      await screenshot(stranger.page, "digest-unsubscribe-375", true);
      await stranger.page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect.poll(() => stranger.page.getByRole("heading", { name: "You are unsubscribed" }).count()).toBe(1);
      expect(await settingsOf(memberId)).toEqual({ time_zone: "Asia/Tokyo", digest_frequency: "off" });
      await clean(stranger, "unsubscribed page");
      await screenshot(stranger.page, "digest-unsubscribed-375", true);
      await stranger.context.close();

      // The member's Settings say so.
      await page.reload();
      expect(await section.getByRole("radio", { name: /Off/ }).isChecked()).toBe(true);
      expect(await section.getByText("Your digest is off.").count()).toBe(1);
      await visit.context.close();
    },
  );

  it("without JavaScript the zone stays UTC until chosen, and the form saves", async () => {
    const visit = await openContext(browser, served.origin, {
      viewport: { width: 1280, height: 900 },
      timezoneId: "America/Los_Angeles",
      javaScriptEnabled: false,
    });
    const { page } = visit;
    const { memberId } = await signIn(visit);
    await page.goto(`${served.origin}/app/settings`);
    const section = page.getByRole("region", { name: "Digest email" });
    expect(await section.getByLabel("Time zone").inputValue()).toBe("UTC");
    expect(await section.getByText("Not chosen yet: digests come at 08:00 UTC.").count()).toBe(1);
    await section.getByLabel("Time zone").selectOption("America/Los_Angeles");
    await section.getByRole("radio", { name: /Weekly/ }).check();
    await section.getByRole("button", { name: "Save digest settings" }).click();
    await expect
      .poll(() =>
        page
          .getByText(/^Digest settings saved\. Your next digest comes Monday .*, 08:00 \(America\/Los_Angeles\)\.$/)
          .count(),
      )
      .toBe(1);
    expect(page.url()).toBe(`${served.origin}/app/settings`);
    expect(await settingsOf(memberId)).toEqual({ time_zone: "America/Los_Angeles", digest_frequency: "weekly" });
    expect(visit.outside).toEqual([]);
    await visit.context.close();
  });

  it("holds at 375 px in a dark colour scheme, every control reachable by keyboard", async () => {
    const visit = await openContext(browser, served.origin, {
      viewport: { width: 375, height: 800 },
      colorScheme: "dark",
      timezoneId: "Europe/Paris",
    });
    const { page } = visit;
    await signIn(visit);
    await page.goto(`${served.origin}/app/settings`);
    const section = page.getByRole("region", { name: "Digest email" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Tab from the first choice reaches the zone and the button.
    await section.getByRole("radio", { name: /Weekly/ }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("digest-time-zone");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Save digest settings");
    await clean(visit, "settings, dark, 375 px");
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, "digest-settings-375-dark", true);
    await visit.context.close();
  });
});
