import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { expect } from "vitest";
import { createApp, type App } from "../../src/app";
import type { AppDeps } from "../../src/services/deps";
import type { Db } from "../../src/db/database";
import { signInLinks } from "./web";

/**
 * The browser tests' common parts (test/browser): Debian's Chromium through playwright-core, the
 * app served on a free port, every request leaving the origin refused and recorded, policy
 * violations collected, axe-core run in the page, screenshots saved under test/browser/screenshots
 * (git-ignored) for a person to look at.
 */

export const BROWSER_PATH = process.env.BROWSER_PATH ?? "/usr/bin/chromium";
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
export const SCREENSHOTS = fileURLToPath(new URL("../browser/screenshots", import.meta.url));
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface Served {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the app on a free loopback port as a deployment there: PUBLIC_BASE_URL is that address,
 * so the links it mails (sign-in, invitations, digest) open in the browser under test.
 */
export async function serveApp(rt: { deps: AppDeps }): Promise<Served> {
  let app: App | null = null;
  const server = serve({ fetch: (req, env) => app!.fetch(req, env), port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = createApp({ ...rt.deps, config: { ...rt.deps.config, PUBLIC_BASE_URL: origin } });
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: BROWSER_PATH, args: ARGS });

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Requests to another origin (each refused). */
  outside: string[];
  /** What the Content-Security-Policy refused, as `directive blocked-uri`. */
  violations(): Promise<string[]>;
}

/** A new browser context (a person's browser) that may reach only `origin`. */
export async function openContext(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions = {},
): Promise<Visit> {
  const context = await browser.newContext(options);
  const outside: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin || url.startsWith("data:")) return route.continue();
    outside.push(url);
    return route.abort("blockedbyclient");
  });
  if (options.javaScriptEnabled !== false) {
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
  }
  const page = await context.newPage();
  return {
    context,
    page,
    outside,
    violations: async () =>
      options.javaScriptEnabled === false
        ? []
        : page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []),
  };
}

/**
 * axe-core on the page as it is now: no serious or critical violation. Injected through the
 * protocol (page.evaluate), which the page's policy does not govern; the page itself loads nothing
 * inline.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const has = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== "undefined");
  if (!has) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object,
          ): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const r = await axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
  });
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical"),
    label,
  ).toEqual([]);
}

/** Saves a screenshot under test/browser/screenshots (git-ignored); returns its path. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/**
 * Signs `email` in through the pages as a person does: the sign-in form, the link from the mail
 * outbox (as from one's mail), its button. The member must exist; each test its own address, since
 * sign-in requests are limited per address.
 */
export async function signInThroughPages(page: Page, origin: string, db: Db, email: string): Promise<void> {
  await page.goto(`${origin}/app/sign-in`);
  await page.getByLabel("Email").fill(email);
  const before = new Set(await signInLinks(db, email));
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect.poll(() => page.getByRole("heading", { name: "Check your email" }).count()).toBe(1);
  const [link] = (await signInLinks(db, email)).filter((l) => !before.has(l));
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}/app`);
}
