import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRuntime } from "../support/harness";

/**
 * GET /api/v1/docs in a real Chromium: the page renders every operation group and sends a "try it"
 * request the server answers, and no request leaves the origin (each one that tries is recorded
 * and refused, so the test also proves the page works without internet).
 */
const BROWSER_PATH = process.env.BROWSER_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let server: ReturnType<typeof serve>;
let origin: string;
let browser: Browser;
let tags: string[];

beforeAll(async () => {
  const rt = await getRuntime();
  server = serve({ fetch: rt.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const doc = await (await rt.app.request("/api/v1/openapi")).json();
  tags = [
    ...new Set(
      Object.values(doc.paths as Record<string, Record<string, { tags?: string[] }>>).flatMap((item) =>
        Object.values(item).flatMap((op) => op.tags ?? []),
      ),
    ),
  ];
  browser = await chromium.launch({ executablePath: BROWSER_PATH, args: ARGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => {
    (server as unknown as { closeAllConnections?: () => void })?.closeAllConnections?.();
    server ? server.close(() => resolve()) : resolve();
  });
});

interface Visit {
  page: Page;
  /** Every request the page made, as `METHOD url`. */
  requests: string[];
  /** Requests to another origin (refused). */
  outside: string[];
  /** What the Content-Security-Policy refused, as `directive blocked-uri`. */
  violations(): Promise<string[]>;
}

async function openDocs(): Promise<Visit> {
  const context = await browser.newContext();
  const requests: string[] = [];
  const outside: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin || url.startsWith("data:")) return route.continue();
    outside.push(url);
    return route.abort("blockedbyclient");
  });
  const page = await context.newPage();
  page.on("request", (r) => requests.push(`${r.method()} ${r.url()}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  await page.goto(`${origin}/api/v1/docs`);
  return {
    page,
    requests,
    outside,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  };
}

describe("the reference page in Chromium", () => {
  it("lists every operation group of the description, loading everything from this server", async () => {
    const visit = await openDocs();
    expect(tags).toEqual(expect.arrayContaining(["System", "Tracker", "Signals", "Alerts", "Leads"]));
    for (const tag of tags) {
      await expect
        .poll(() => visit.page.getByRole("button", { name: new RegExp(`^(Open|Close) Group - ${tag}$`) }).count(), {
          timeout: 30_000,
        })
        .toBe(1);
    }
    await expect
      .poll(() => visit.page.getByRole("heading", { name: "Partner Tracking API" }).count())
      .toBeGreaterThan(0);
    expect(visit.requests).toEqual(
      expect.arrayContaining([
        `GET ${origin}/api/v1/docs`,
        expect.stringMatching(/\/api\/v1\/docs\/assets\/scalar-[0-9a-f]{16}\.js$/),
        `GET ${origin}/api/v1/openapi`,
      ]),
    );
    expect(visit.outside).toEqual([]);
    expect(visit.requests.filter((r) => !r.split(" ")[1]!.startsWith(`${origin}/`))).toEqual([]);
    // The one thing the policy refuses: zod's probe for `Function`, which it then does without.
    expect((await visit.violations()).filter((v) => v !== "script-src eval")).toEqual([]);
    await visit.page.context().close();
  });

  it(
    "links to the web app, starts with the API key scheme " + "chosen, and shows no link to Scalar's MCP generator",
    async () => {
      const visit = await openDocs();
      const { page } = visit;
      await expect
        .poll(() => page.getByRole("heading", { name: "Partner Tracking API" }).count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      const toApp = page.getByRole("link", { name: "Open the web app" });
      expect(await toApp.getAttribute("href")).toBe("/app");
      // The bearer key scheme is selected (Scalar's default would say "No authentication selected").
      await expect
        .poll(() => page.getByText(/Selected Auth Type:\s*bearerAuth/).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await page.getByText("No authentication selected").count()).toBe(0);
      expect(await page.getByLabel(/Bearer Token/).count()).toBeGreaterThan(0);
      // Scalar shows "Generate MCP" on a local address unless told not to; we serve our own tool server.
      expect(await page.getByText(/Generate MCP/i).count()).toBe(0);
      // And back: the web app's pages link to this reference.
      await toApp.click();
      await page.waitForURL(/\/app\/sign-in$/);
      expect(await page.getByRole("link", { name: "API reference" }).getAttribute("href")).toBe("/api/v1/docs");
      expect(visit.outside).toEqual([]);
      await page.context().close();
    },
  );

  it('sends a "try it" request that the server answers, shown in the page', async () => {
    const visit = await openDocs();
    const { page } = visit;
    await page.getByRole("button", { name: /Test Request.*get \/healthz/ }).click();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/healthz");
    await page
      .getByRole("button", { name: /^Send get request/ })
      .first()
      .click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: { ok: true } });
    await expect.poll(() => page.getByText("200 OK").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(visit.outside).toEqual([]);
    expect(visit.requests.filter((r) => !r.split(" ")[1]!.startsWith(`${origin}/`))).toEqual([]);
    await page.context().close();
  });
});
