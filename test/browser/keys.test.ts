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
 * API keys as a member meets them (docs/web.md §API keys): in Settings they create a key for an
 * agent, copy it with the button, call the API with it, see the MCP configuration filled in, and
 * revoke it, after which the API refuses it. axe-core finds no serious or critical violation;
 * nothing leaves the origin. Screenshots go to test/browser/screenshots.
 */

let served: Served;
let browser: Browser;
let org: TestOrg;

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg({ name: "Keyhole Ventures" });
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

const api = (key: string) => fetch(`${served.origin}/api/v1/tracker`, { headers: { authorization: `Bearer ${key}` } });

describe("API keys in Chromium", () => {
  it("creates a key, copies it, calls the API with it, and revokes it", async () => {
    const rt = await getRuntime();
    const email = `keys-${Date.now().toString(36)}@keyhole.example`;
    await org.newKey({ email, role: "member" });
    const visit = await openContext(browser, served.origin, {
      viewport: { width: 1280, height: 900 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const { page } = visit;
    await signInThroughPages(page, served.origin, rt.deps.db, email);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "API keys" }).click();
    await page.waitForURL(`${served.origin}/app/settings/keys`);
    expect(await page.getByText("No keys yet.").count()).toBe(0); // the key the test made for this member is listed
    await clean(visit, "keys");

    await page.getByLabel("Name").fill("Research agent");
    await page.getByRole("checkbox", { name: /tracker:write/ }).check();
    await page.getByRole("checkbox", { name: /For an AI agent/ }).check();
    await page.getByRole("button", { name: "Create key" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Your new API key" }).count()).toBe(1);
    expect(await page.getByText("Copy the key now: it is shown only once.").count()).toBe(1);

    const secret = await page.getByLabel("Key", { exact: true }).inputValue();
    expect(secret).toMatch(/^live_[A-Za-z0-9_-]{43}$/);
    await page.getByRole("button", { name: "Copy key" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    // The configuration, pasted as it stands, reaches this server's tool server with the key.
    const mcp = page.getByRole("region", { name: "MCP client configuration" });
    expect(await mcp.getByText(`${served.origin}/api/mcp`, { exact: true }).count()).toBe(1);
    const pasted = JSON.parse((await mcp.locator("pre").first().textContent()) ?? "") as {
      mcpServers: Record<string, { url: string; headers: Record<string, string> }>;
    };
    const server = pasted.mcpServers["partner-tracking"]!;
    expect(server).toEqual({ url: `${served.origin}/api/mcp`, headers: { Authorization: `Bearer ${secret}` } });
    const whoami = () =>
      fetch(server.url, {
        method: "POST",
        headers: {
          ...server.headers,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: { name: "whoami", arguments: {} },
        }),
      });
    const hello = await whoami();
    expect(hello.status).toBe(200);
    expect(await hello.text()).toContain(email);
    expect(page.url()).not.toContain(secret);
    await clean(visit, "new key");
    await screenshot(page, "keys-new-for-agent", true);

    expect((await api(secret)).status).toBe(200);

    await page.getByRole("link", { name: "Back to API keys" }).click();
    expect(await page.content()).not.toContain(secret);
    await page.getByRole("link", { name: "Revoke Research agent" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Revoke “Research agent”?" }).count()).toBe(1);
    await clean(visit, "revoke");
    await page.getByRole("button", { name: "Revoke key" }).click();
    await page.waitForURL(`${served.origin}/app/settings/keys`);
    expect(await page.getByText("Key “Research agent” revoked: calls with it are refused.").count()).toBe(1);
    expect((await api(secret)).status).toBe(401);
    expect((await whoami()).status).toBe(401);
    await screenshot(page, "keys-list", true);
    await visit.context.close();
  });

  it("works without JavaScript: the key is there to select, with no copy button", async () => {
    const rt = await getRuntime();
    const email = `nojs-${Date.now().toString(36)}@keyhole.example`;
    await org.newKey({ email, role: "viewer" });
    const visit = await openContext(browser, served.origin, { javaScriptEnabled: false });
    const { page } = visit;
    await signInThroughPages(page, served.origin, rt.deps.db, email);
    await page.goto(`${served.origin}/app/settings/keys`);
    expect(await page.getByText("You are a viewer").count()).toBe(1);
    await page.getByLabel("Name").fill("Read-only export");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Your new API key" }).count()).toBe(1);
    expect(await page.getByLabel("Key", { exact: true }).inputValue()).toMatch(/^live_/);
    expect(await page.getByRole("button", { name: "Copy key" }).count()).toBe(0);
    await visit.context.close();
  });
});
