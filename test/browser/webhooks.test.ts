import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
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
import { deliverDue } from "../webhooks/_support";

/**
 * Webhooks as a member meets them (docs/web.md §Settings → Webhooks): in Settings they add a webhook
 * pointing at a receiver this test runs, copy its secret (shown once), send a test event, and
 * after the delivery job runs see the attempt with its status and latency in the log; the
 * receiver then fails, the log says so, and after it recovers **Retry** lands the second attempt.
 * axe-core finds no serious or critical violation; nothing leaves the origin. Screenshots go to
 * test/browser/screenshots.
 */

let served: Served;
let browser: Browser;
let org: TestOrg;
let hook: { url: string; server: Server; got: { id: string; type: string }[]; status: number };

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg({ name: "Hooked Ventures" });
  served = await serveApp(rt);
  browser = await launch();
  const got: { id: string; type: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      got.push({ id: String(req.headers["webhook-id"]), type: JSON.parse(body).type });
      res.writeHead(hook.status).end(hook.status >= 300 ? "receiver down" : "ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  hook = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/pta`, server, got, status: 200 };
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await new Promise((r) => hook?.server.close(r));
});

async function clean(visit: Visit, label: string): Promise<void> {
  await expectAccessible(visit.page, label);
  expect(visit.outside, label).toEqual([]);
  expect(await visit.violations(), label).toEqual([]);
}

describe("Webhooks in Chromium", () => {
  it(
    "adds a webhook, sees its secret once, sends a " + "test, sees the attempt, and retries a failed delivery",
    async () => {
      const rt = await getRuntime();
      const email = `hooks-${Date.now().toString(36)}@hooked.example`;
      await org.newKey({ email, role: "member" });
      const visit = await openContext(browser, served.origin, {
        viewport: { width: 1280, height: 900 },
        permissions: ["clipboard-read", "clipboard-write"],
      });
      const { page } = visit;
      await signInThroughPages(page, served.origin, rt.deps.db, email);

      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
      await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Webhooks" }).click();
      await page.waitForURL(`${served.origin}/app/settings/webhooks`);
      expect(await page.getByText("No webhooks yet.").count()).toBe(1);
      await clean(visit, "webhooks");

      await page.getByLabel("URL", { exact: true }).fill(hook.url);
      await page.getByLabel("Description (optional)").fill("CRM sync");
      await page.getByRole("checkbox", { name: /^signal\.created/ }).check();
      await page.getByRole("checkbox", { name: /^alert\.sent/ }).check();
      await page.getByRole("button", { name: "Add webhook" }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Webhook added" }).count()).toBe(1);
      expect(await page.getByText("Copy the signing secret now: it is shown only once.").count()).toBe(1);
      const secret = await page.getByLabel("Signing secret").inputValue();
      expect(secret).toMatch(/^whsec_/);
      await page.getByRole("button", { name: "Copy signing secret" }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await clean(visit, "secret");
      await screenshot(page, "webhooks-secret", true);

      await page.getByRole("link", { name: "Go to the webhook" }).click();
      await expect.poll(() => page.getByRole("heading", { name: "CRM sync", level: 1 }).count()).toBe(1);
      expect(await page.content()).not.toContain(secret);
      expect(await page.getByText("Nothing sent yet.").count()).toBe(1);
      const endpointUrl = page.url();
      const endpointId = endpointUrl.split("/").pop()!;

      // A test event: queued by the page, sent by the delivery job (run here as the runner would).
      await page.getByRole("button", { name: "Send a test event" }).click();
      await expect.poll(() => page.getByText("A test event is on its way").count()).toBe(1);
      expect(await deliverDue(rt, [endpointId])).toEqual(["done"]);
      expect(hook.got.map((g) => g.type)).toEqual(["webhook.test"]);
      await page.reload();
      const log = page.getByRole("table", { name: /Deliveries/ });
      const first = log.getByRole("row").nth(1);
      expect(await first.getByRole("rowheader").textContent()).toContain("webhook.test");
      expect(await first.getByRole("cell").nth(0).textContent()).toBe("Delivered");
      expect(await first.getByRole("cell").nth(1).textContent()).toBe("200");
      expect(await first.getByRole("cell").nth(2).textContent()).toMatch(/^\d+ ms$/);
      expect(await first.getByRole("cell").nth(3).textContent()).toMatch(/UTC$/);
      expect(await log.getByRole("button", { name: /^Retry/ }).count()).toBe(0);

      // The receiver goes down: the next test fails, and the log says why.
      hook.status = 503;
      rt.clock.advance(60_000); // a minute on, so the log's newest row is this test's
      await page.getByRole("button", { name: "Send a test event" }).click();
      await expect.poll(() => page.getByText("A test event is on its way").count()).toBe(1);
      expect(await deliverDue(rt, [endpointId])).toEqual(["retry"]);
      await page.reload();
      const failed = log.getByRole("row").nth(1);
      expect(await failed.getByRole("cell").nth(0).textContent()).toBe("Retrying");
      expect(await failed.getByRole("cell").nth(1).textContent()).toBe("503");
      expect(await failed.getByRole("cell").nth(4).textContent()).toContain("HTTP 503: receiver down");
      expect(await page.getByText(/^Failing: every attempt has failed since/).count()).toBe(1);
      await clean(visit, "failing");

      // It is back: Retry sends the same event again, and the log shows both attempts.
      hook.status = 204;
      rt.clock.advance(60_000);
      await failed.getByRole("button", { name: /^Retry the webhook\.test delivery/ }).click();
      await expect.poll(() => page.getByText("The webhook.test delivery is due again now").count()).toBe(1);
      expect(await deliverDue(rt, [endpointId])).toEqual(["done"]);
      await page.reload();
      const retried = log.getByRole("row").nth(1);
      expect(await retried.getByRole("cell").nth(0).textContent()).toBe("Delivered");
      expect(await retried.getByRole("cell").nth(1).textContent()).toBe("204");
      expect(await retried.getByRole("cell").nth(4).textContent()).toMatch(
        /^2 attempts.*#1: failed, HTTP 503, \d+ ms, /,
      );
      expect(hook.got).toHaveLength(3);
      expect(hook.got[2]!.id).toBe(hook.got[1]!.id); // the same event id: the receiver can deduplicate
      expect(await page.getByText(/^Failing/).count()).toBe(0);
      await clean(visit, "log");
      await screenshot(page, "webhooks-endpoint", true);

      // Delete asks first.
      await page.getByRole("link", { name: "Delete this webhook…" }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Delete “CRM sync”?" }).count()).toBe(1);
      await clean(visit, "delete");
      await page.getByRole("button", { name: "Delete webhook" }).click();
      await page.waitForURL(`${served.origin}/app/settings/webhooks`);
      expect(await page.getByText("Webhook “CRM sync” deleted.").count()).toBe(1);
      await visit.context.close();
    },
  );

  it("works without JavaScript, and a viewer sees the webhooks with no form", async () => {
    const rt = await getRuntime();
    const email = `nojs-${Date.now().toString(36)}@hooked.example`;
    await org.newKey({ email, role: "member" });
    const visit = await openContext(browser, served.origin, { javaScriptEnabled: false });
    const { page } = visit;
    await signInThroughPages(page, served.origin, rt.deps.db, email);
    await page.goto(`${served.origin}/app/settings/webhooks`);
    await page.getByLabel("URL", { exact: true }).fill("https://crm.example/hooks/nojs");
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Webhook added" }).count()).toBe(1);
    expect(await page.getByLabel("Signing secret").inputValue()).toMatch(/^whsec_/);
    expect(await page.getByRole("button", { name: "Copy signing secret" }).count()).toBe(0);
    await visit.context.close();

    const viewerEmail = `viewer-${Date.now().toString(36)}@hooked.example`;
    await org.newKey({ email: viewerEmail, role: "viewer" });
    const v = await openContext(browser, served.origin);
    await signInThroughPages(v.page, served.origin, rt.deps.db, viewerEmail);
    await v.page.goto(`${served.origin}/app/settings/webhooks`);
    expect(await v.page.getByText("You are a viewer").count()).toBe(1);
    expect(await v.page.getByRole("link", { name: "https://crm.example/hooks/nojs" }).count()).toBe(1);
    expect(await v.page.getByRole("button", { name: "Add webhook" }).count()).toBe(0);
    await v.page.getByRole("link", { name: "https://crm.example/hooks/nojs" }).click();
    expect(
      await v.page
        .getByRole("button")
        .filter({ hasText: /Send a test event|Disable|Rotate|Save/ })
        .count(),
    ).toBe(0);
    await clean(v, "viewer");
    await screenshot(v.page, "webhooks-viewer", true);
    await v.context.close();
  });
});
