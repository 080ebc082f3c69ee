import type { FetchResult } from "./fetcher";

/**
 * The browser port: renders a page whose HTML is an empty client-side shell,
 * as a browser would, and answers the HTML it ends with. Every request the page makes goes
 * through `fetch` (the pipeline's reader: the SSRF-safe fetcher, robots.txt, the page budget and
 * the deadline), never the browser's own network, so a rendered page reaches nothing a fetched
 * one could not. Implemented on Node over the Chrome DevTools protocol (`renderer-cdp-node.ts`,
 * BROWSER_WS_ENDPOINT); Workers have none, and report such a page instead.
 */
export interface PageRenderer {
  render(url: string, opts: RenderOptions): Promise<RenderResult>;
}

export interface RenderOptions {
  /** The page's HTML as already fetched: the browser gets it for the page's own URL, without a second request. */
  html: string;
  /** Every other request the page makes (GET only); null refuses it (over budget, past the deadline, not allowed). */
  fetch(url: string, accept: string): Promise<FetchResult | null>;
  /** Give up after this long. */
  timeoutMs: number;
  /** Requests the page may make at most (scripts, data); more are refused. */
  maxRequests: number;
}

export type RenderResult = { ok: true; html: string; requests: number } | { ok: false; detail: string };
