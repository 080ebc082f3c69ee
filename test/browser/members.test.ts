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
import { invitationLinks } from "../support/web";

/**
 * Members as an owner and an invitee meet them (docs/web.md §Members): the owner invites a
 * colleague, the colleague signs in from the invitation's link in another browser and sees the
 * app with their role, the owner changes the role and removes them, and the colleague's next page
 * is the sign-in page. axe-core finds no serious or critical violation; nothing leaves the origin.
 */

let served: Served;
let browser: Browser;
let org: TestOrg;

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg({ name: "Tidewater Partners" });
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

describe("members in Chromium", () => {
  it(
    "an owner invites a colleague, who signs in from the " +
      "invitation; the owner changes their role and removes them",
    async () => {
      const rt = await getRuntime();
      const ownerEmail = `owner-${Date.now().toString(36)}@tidewater.example`;
      await org.newKey({ email: ownerEmail, role: "owner" });
      const owner = await openContext(browser, served.origin, { viewport: { width: 1280, height: 900 } });
      await signInThroughPages(owner.page, served.origin, rt.deps.db, ownerEmail);

      await owner.page.goto(`${served.origin}/app/settings`);
      await owner.page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Members" }).click();
      await owner.page.waitForURL(`${served.origin}/app/settings/members`);
      await clean(owner, "members");

      const invitee = `grace-${Date.now().toString(36)}@tidewater.example`;
      const form = owner.page.getByRole("region", { name: "Invite a member" });
      await form.getByLabel("Email").fill(invitee);
      await form.getByLabel("Name (optional)").fill("Grace Hopper");
      await form.getByRole("radio", { name: /Member/ }).check();
      await form.getByRole("button", { name: "Send invitation" }).click();
      await expect.poll(() => owner.page.getByText(`Invitation sent to ${invitee}.`).count()).toBe(1);
      expect(
        await owner.page
          .getByRole("row", { name: /Grace Hopper/ })
          .getByText("Invited, not signed in yet")
          .count(),
      ).toBe(1);
      await screenshot(owner.page, "members-invited", true);

      // The colleague opens the invitation in their own browser.
      const [link] = await invitationLinks(rt.deps.db, invitee);
      const grace = await openContext(browser, served.origin);
      await grace.page.goto(link!);
      await grace.page.getByRole("button", { name: "Sign in" }).click();
      await grace.page.waitForURL(`${served.origin}/app`);
      await grace.page.goto(`${served.origin}/app/settings`);
      expect(await grace.page.getByText("Tidewater Partners").count()).toBeGreaterThan(0);
      expect(await grace.page.locator("dd", { hasText: /^Member$/ }).count()).toBe(1);

      // The owner makes them a viewer.
      await owner.page.reload();
      const row = owner.page.getByRole("row", { name: /Grace Hopper/ });
      await row.getByLabel("Role of Grace Hopper", { exact: true }).selectOption("viewer");
      await row.getByRole("button", { name: "Change the role of Grace Hopper" }).click();
      await expect.poll(() => owner.page.getByText("Grace Hopper is now a viewer.").count()).toBe(1);
      await grace.page.reload();
      expect(await grace.page.getByText("(can read everything, change nothing)").count()).toBe(1);

      // And removes them: asked first; their next page is the sign-in page.
      await owner.page.getByRole("link", { name: "Remove Grace Hopper" }).click();
      await expect.poll(() => owner.page.getByRole("heading", { name: "Remove Grace Hopper?" }).count()).toBe(1);
      await clean(owner, "remove member");
      await owner.page.getByRole("button", { name: "Remove member" }).click();
      await expect
        .poll(() => owner.page.getByText("Grace Hopper was removed: their sessions and keys have stopped.").count())
        .toBe(1);
      expect(await owner.page.getByRole("row", { name: /Grace Hopper/ }).count()).toBe(0);
      await grace.page.reload();
      expect(new URL(grace.page.url()).pathname).toBe("/app/sign-in");
      await owner.context.close();
      await grace.context.close();
    },
  );
});
