import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectAccessible,
  launch,
  openContext,
  serveApp,
  signInThroughPages,
  type Served,
  type Visit,
} from "../support/browser";
import { createTestOrg } from "../support/harness";
import { type CrmRig, crmRig } from "../integrations/_support";

/**
 * A CRM as an owner connects it (docs/web.md §Settings → Integrations), against the Attio fixture:
 * in Settings they connect Attio with a token and a list's slug, preview the first sync (nothing
 * created yet), start it, read the sync log, and send tracked leads to the list. axe-core finds no
 * serious or critical violation on any of the pages; nothing leaves the origin.
 */

let rig: CrmRig;
let served: Served;
let browser: Browser;

beforeAll(async () => {
  rig = await crmRig();
  served = await serveApp({ deps: rig.deps });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await rig?.close();
});

async function clean(visit: Visit, label: string): Promise<void> {
  await expectAccessible(visit.page, label);
  expect(visit.outside, label).toEqual([]);
  expect(await visit.violations(), label).toEqual([]);
}

describe("Integrations in Chromium", () => {
  it("connects Attio, previews and starts the first sync, reads the log, and sends leads to the list", async () => {
    const org = await createTestOrg({ app: rig.app, name: "Listed Ventures" });
    const email = `crm-${Date.now().toString(36)}@listed.example`;
    await org.newKey({ email, role: "owner" });
    const visit = await openContext(browser, served.origin, { viewport: { width: 1280, height: 900 } });
    const { page } = visit;
    await signInThroughPages(page, served.origin, rig.deps.db, email);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Integrations" }).click();
    await page.waitForURL(`${served.origin}/app/settings/integrations`);
    expect(await page.getByText("No CRM is connected.").count()).toBe(1);
    await clean(visit, "integrations");

    await page.getByLabel("CRM", { exact: true }).selectOption({ label: "Attio" });
    await page.getByLabel("Token", { exact: true }).fill(rig.fx.attio.token);
    await page.getByLabel("List id", { exact: true }).fill("dealflow");
    await page.getByRole("button", { name: "Connect" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Attio: Dealflow", level: 1 }).count()).toBe(1);
    expect(await page.getByText(/Attio connected: following “Dealflow”/).count()).toBe(1);
    expect(await page.content()).not.toContain(rig.fx.attio.token);
    expect(await page.getByRole("button", { name: "Sync now" }).count()).toBe(0);
    await clean(visit, "connection");

    await page.getByRole("link", { name: "Preview the first sync" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Preview the first sync" }).count()).toBe(1);
    const rows = page.getByRole("table", { name: "What the sync will do with each company" }).getByRole("row");
    const companies = rig.fx.attio.lists[0]!.companies!;
    expect(await rows.count()).toBe(companies.length + 1);
    expect(await rows.nth(1).getByRole("rowheader").textContent()).toBe(companies[0]!.name);
    expect(await rows.nth(1).getByRole("cell").nth(1).textContent()).toBe(
      "Added: tracked with the connection's defaults",
    );
    await clean(visit, "preview");
    expect((await (await org.request("GET", "/api/v1/tracker")).json()).data).toEqual([]);

    await page.getByRole("button", { name: "Start the sync" }).click();
    await expect.poll(() => page.getByText(`Synced: ${companies.length} added.`).count()).toBe(1);
    const log = page.getByRole("table", { name: "Latest syncs" }).getByRole("row");
    expect(await log.nth(1).getByRole("cell").nth(1).textContent()).toBe("Web app");
    expect(await log.nth(1).getByRole("cell").nth(2).textContent()).toBe("Done");
    expect(await page.getByRole("button", { name: "Sync now" }).count()).toBe(1);
    await clean(visit, "synced");
    expect((await (await org.request("GET", "/api/v1/tracker")).json()).data).toHaveLength(companies.length);

    await page.getByRole("checkbox", { name: "Put each lead we track on this list" }).check();
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect.poll(() => page.getByText("Saved: new companies from the list use these settings.").count()).toBe(1);
    expect(await page.getByRole("checkbox", { name: "Put each lead we track on this list" }).isChecked()).toBe(true);
    await clean(visit, "defaults");
    await visit.context.close();
  });
});
