import { readFileSync } from "node:fs";
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
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";

/**
 * The audit log as an owner meets it (docs/web.md §Audit log): they add and delete a company and
 * make and revoke a key through the pages, a colleague's agent adds a company through the API,
 * and Settings → Audit log shows each with who, when and from where; the owner filters it and
 * exports the filtered entries as CSV. A member is not shown the section and is refused it.
 * axe-core finds no serious or critical violation; nothing leaves the origin.
 */

let served: Served;
let browser: Browser;
let org: TestOrg;

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg({ name: "Ledger Hill Capital" });
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

describe("the audit log in Chromium", () => {
  it(
    "an owner's actions and a colleague's API call are in the log " +
      "with who, when and from where; filtered, then exported as CSV",
    async () => {
      const rt = await getRuntime();
      const stamp = Date.now().toString(36);
      const email = `owner-${stamp}@ledgerhill.example`;
      await org.newKey({ email, role: "owner" });
      const colleague = await org.newKey({ email: `agent-${stamp}@ledgerhill.example`, role: "member" });
      const visit = await openContext(browser, served.origin, { viewport: { width: 1280, height: 900 } });
      const { page } = visit;
      rt.clock.advance(1000); // each step a second after the one before, so the log's order is theirs
      await signInThroughPages(page, served.origin, rt.deps.db, email);

      // A company added and deleted through the pages.
      const name = `Fernbrook ${stamp}`;
      rt.clock.advance(1000);
      await page.goto(`${served.origin}/app/companies/new`);
      await page.getByLabel("Company name").fill(name);
      await page.getByLabel("Website").fill(`fernbrook-${stamp}.example`);
      await page.getByLabel("Hiring Updates").check();
      await page.getByRole("button", { name: "Add company", exact: true }).click();
      await page.waitForURL(/\/app\/companies\/[0-9a-f-]{36}/);
      rt.clock.advance(1000);
      await page.getByLabel(/^Type “.*” to confirm$/).fill(name);
      await page.getByRole("button", { name: "Delete company" }).click();
      await page.waitForURL(`${served.origin}/app/companies`);

      // A key made and revoked in Settings.
      rt.clock.advance(1000);
      await page.goto(`${served.origin}/app/settings/keys`);
      await page.getByLabel("Name").fill("Audit probe");
      await page.getByRole("button", { name: "Create key" }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Your new API key" }).count()).toBe(1);
      await page.getByRole("link", { name: "Back to API keys" }).click();
      rt.clock.advance(1000);
      await page.getByRole("link", { name: "Revoke Audit probe" }).click();
      await page.getByRole("button", { name: "Revoke key" }).click();
      await page.waitForURL(`${served.origin}/app/settings/keys`);

      // A colleague's agent adds a company through the API.
      rt.clock.advance(1000);
      const api = await fetch(`${served.origin}/api/v1/tracker`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${colleague.key}`,
          "content-type": "application/json",
          "user-agent": "research-agent/1.0",
        },
        body: JSON.stringify({
          companyName: `Quarry Labs ${stamp}`,
          companyWebsite: `https://quarry-${stamp}.example`,
          thingsToTrack: "Fundraising",
          alertEmails: ["partner@ledgerhill.example"],
        }),
      });
      expect(api.status).toBe(201);

      await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Audit log" }).click();
      await page.waitForURL(`${served.origin}/app/settings/audit`);
      const table = page.getByRole("table", { name: "Audit log entries, newest first" });
      const rows = table.getByRole("row");
      // Newest first: the agent's company, the key revoked and created, the company deleted and added, the sign-in.
      const texts = (await rows.allInnerTexts()).slice(1).map((t) => t.replace(/\s+/g, " "));
      const expectRow = (i: number, ...parts: (string | RegExp)[]) => {
        for (const p of parts) expect(texts[i], `row ${i}`).toMatch(p);
      };
      expectRow(
        0,
        `key API key`,
        `of agent-${stamp}@ledgerhill.example`,
        "Company added",
        `Quarry Labs ${stamp}`,
        "127.0.0.1",
        "research-agent/1.0",
      );
      expectRow(1, email, "API key revoked", /Audit probe \(live_[\w-]{6}\)/, "127.0.0.1");
      expectRow(2, email, "API key created", "Audit probe", "127.0.0.1");
      expectRow(3, email, "Company deleted", name);
      expectRow(4, email, "Company added", name);
      expectRow(5, email, "Signed in", "127.0.0.1");
      await clean(visit, "audit log");
      await screenshot(page, "audit-log", true);

      // Filtered by action and member.
      await page.getByLabel("Action").selectOption({ label: "API key created" });
      await page.getByLabel("Member").selectOption({ label: email });
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/action=key\.created/);
      const filtered = (await table.getByRole("row").allInnerTexts()).slice(1);
      expect(filtered).toHaveLength(1);
      expect(filtered[0]).toContain("Audit probe");
      await clean(visit, "audit log filtered");

      // Exported: the filtered entries as CSV.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await download.path())!, "utf8")
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(csv[0]).toMatch(/^time,action,actor,/);
      expect(csv).toHaveLength(2);
      expect(csv[1]).toContain(`,key.created,${email},member,`);
      expect(csv[1]).toMatch(/Audit probe \(live_[\w-]{6}\),127\.0\.0\.1,/);
      await visit.context.close();
    },
  );

  it("a member is not shown the audit log and is refused it", async () => {
    const rt = await getRuntime();
    const email = `member-${Date.now().toString(36)}@ledgerhill.example`;
    await org.newKey({ email, role: "member" });
    const visit = await openContext(browser, served.origin);
    const { page } = visit;
    await signInThroughPages(page, served.origin, rt.deps.db, email);
    await page.goto(`${served.origin}/app/settings`);
    expect(
      await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Audit log" }).count(),
    ).toBe(0);
    const res = await page.goto(`${served.origin}/app/settings/audit`);
    expect(res?.status()).toBe(403);
    expect(await page.getByText("Only the organisation's owners can read its audit log.").count()).toBe(1);
    await clean(visit, "audit log refused");
    await visit.context.close();
  });
});
