import type { Browser, BrowserContext, Route } from "playwright-core";
import type { PageRenderer, RenderOptions, RenderResult } from "./renderer";

/*
 * Renders client-side pages in a Chromium reached over the Chrome DevTools protocol
 * (BROWSER_WS_ENDPOINT: a local `chromium --remote-debugging-port`, a browser service, Cloudflare's
 * Browser Rendering), through playwright-core's connectOverCDP. Node only: the Node entry injects
 * it. The browser's network is not used: every request is intercepted and answered from the
 * pipeline's reader (`RenderOptions.fetch`), images, fonts, media and styles are refused (the
 * text is what is read), and nothing but GET leaves.
 */

const SKIPPED = new Set(["image", "media", "font", "stylesheet", "manifest", "texttrack", "other"]);
/** Visible characters that say the app has rendered something. */
const RENDERED_CHARS = 40;
/** After the first sign of life, how long the rest may take to settle. */
const SETTLE_MS = 2_000;

export class CdpPageRenderer implements PageRenderer {
  private browser: Promise<Browser> | null = null;

  constructor(
    private readonly endpoint: string,
    private readonly userAgent?: string,
  ) {}

  private connect(): Promise<Browser> {
    if (!this.browser) {
      this.browser = import("playwright-core").then(async ({ chromium }) => {
        const b = await chromium.connectOverCDP(this.endpoint, { timeout: 15_000 });
        // A browser service that drops the connection is connected to again at the next render.
        b.on("disconnected", () => {
          this.browser = null;
        });
        return b;
      });
      this.browser.catch(() => {
        this.browser = null;
      });
    }
    return this.browser;
  }

  async render(url: string, opts: RenderOptions): Promise<RenderResult> {
    const started = Date.now();
    let context: BrowserContext | null = null;
    let requests = 0;
    try {
      const browser = await withTimeout(this.connect(), opts.timeoutMs, "connecting to the browser");
      context = await browser.newContext({
        javaScriptEnabled: true,
        serviceWorkers: "block",
        ...(this.userAgent ? { userAgent: this.userAgent } : {}),
      });
      const pageUrl = new URL(url).href;
      await context.route("**/*", async (route: Route) => {
        const req = route.request();
        try {
          if (req.url() === pageUrl && req.resourceType() === "document") {
            await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: opts.html });
            return;
          }
          if (req.method() !== "GET" || SKIPPED.has(req.resourceType()) || !/^https?:/i.test(req.url()))
            return await route.abort("blockedbyclient");
          if (++requests > opts.maxRequests) return await route.abort("blockedbyclient");
          const res = await opts.fetch(req.url(), req.headers()["accept"] ?? "*/*");
          if (!res || !res.ok) return await route.abort("failed");
          await route.fulfill({ status: res.status, contentType: res.contentType || undefined, body: res.body });
        } catch {
          // The page or context closed meanwhile (the render timed out): nothing to answer.
        }
      });
      const page = await context.newPage();
      const left = () => Math.max(1, opts.timeoutMs - (Date.now() - started));
      await page.goto(pageUrl, { waitUntil: "load", timeout: left() });
      // The app renders after its scripts and data arrive: wait for text or for the network to fall quiet
      // (nothing more is coming: a page that never renders costs no more), then a little for the other.
      const hasText = () =>
        page.waitForFunction((n) => (document.body?.innerText ?? "").trim().length >= n, RENDERED_CHARS, {
          timeout: left(),
        });
      const quiet = () => page.waitForLoadState("networkidle", { timeout: left() });
      await Promise.race([hasText(), quiet()]).catch(() => undefined);
      await Promise.race([quiet(), new Promise((r) => setTimeout(r, Math.min(SETTLE_MS, left())))]).catch(
        () => undefined,
      );
      await page
        .waitForFunction((n) => (document.body?.innerText ?? "").trim().length >= n, RENDERED_CHARS, {
          timeout: Math.min(SETTLE_MS, left()),
        })
        .catch(() => undefined);
      const html = await page.content();
      return { ok: true, html, requests };
    } catch (err) {
      return {
        ok: false,
        detail: `could not render it in the browser: ${(err as Error).message?.split("\n")[0] ?? String(err)}`,
      };
    } finally {
      await context?.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const b = this.browser;
    this.browser = null;
    // Disconnects; a browser service or a shared Chromium keeps running.
    await (await b?.catch(() => null))?.close().catch(() => undefined);
  }
}

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out ${what}`)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
