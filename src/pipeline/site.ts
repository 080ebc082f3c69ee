import type { Fetcher, FetchFailureReason } from "../platform/fetcher";
import type { Deadline } from "./deadline";
import { parseFeedItems, type FeedItem } from "./extract/feed";
import { extractPage, type ExtractedPage } from "./extract/html";

/*
 * Reading a company's web presence through the fetcher port, for enrichment, runs and lead
 * discovery alike: one fetch per URL per reader (a page two steps need is fetched once), a
 * deadline after which no new fetch starts, hosts known to refuse bots recorded as not fetchable
 * without a request, and a log of every attempt (kept as the sources of what was found).
 */

export type PageFailureReason = FetchFailureReason | "deadline" | "not_fetchable";

export interface FetchedHtml {
  ok: true;
  /** The URL asked for. */
  url: string;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  html: string;
  page: ExtractedPage;
}

export interface PageFailure {
  ok: false;
  url: string;
  reason: PageFailureReason;
  detail: string;
}

export type HtmlResult = FetchedHtml | PageFailure;

export interface SourceRecord {
  url: string;
  ok: boolean;
  reason?: PageFailureReason;
  detail?: string;
}

export class SiteReader {
  private readonly cache = new Map<string, Promise<HtmlResult>>();
  private readonly log: SourceRecord[] = [];

  constructor(
    private readonly fetcher: Fetcher,
    private readonly deadline: Deadline,
    private readonly unfetchableHosts: string[],
  ) {}

  /** Every fetch attempted (or refused before a request), in order. */
  get sources(): SourceRecord[] {
    return this.log;
  }

  get deadlineReached(): boolean {
    return this.deadline.expired;
  }

  /** An HTML page, parsed. Never throws. */
  html(url: string): Promise<HtmlResult> {
    let p = this.cache.get(url);
    if (!p) {
      p = this.load(url);
      this.cache.set(url, p);
    }
    return p;
  }

  /** The first candidate that parses as an RSS/Atom feed, or null. */
  async feed(candidates: string[]): Promise<{ url: string; items: FeedItem[] } | null> {
    for (const url of candidates) {
      const res = await this.raw(url, "application/rss+xml,application/atom+xml,application/xml;q=0.9,text/xml;q=0.8,*/*;q=0.5");
      if (!res.ok) continue;
      const items = parseFeedItems(res.body, res.finalUrl);
      if (items) return { url: res.finalUrl, items };
    }
    return null;
  }

  /** True when the host is one known to refuse automated access (LinkedIn, X, …). */
  refusesBots(url: string): boolean {
    const host = hostOf(url);
    return host !== null && this.unfetchableHosts.some((h) => host === h || host.endsWith(`.${h}`));
  }

  private async load(url: string): Promise<HtmlResult> {
    const res = await this.raw(url);
    if (!res.ok) return res;
    return { ok: true, url, finalUrl: res.finalUrl, html: res.body, page: extractPage(res.body, res.finalUrl) };
  }

  private async raw(url: string, accept?: string): Promise<{ ok: true; finalUrl: string; body: string } | PageFailure> {
    const fail = (reason: PageFailureReason, detail: string): PageFailure => {
      this.log.push({ url, ok: false, reason, detail });
      return { ok: false, url, reason, detail };
    };
    if (this.refusesBots(url)) return fail("not_fetchable", `${hostOf(url)} refuses automated access; not fetched`);
    if (this.deadline.expired) return fail("deadline", "the time budget ran out before this page was fetched");
    const res = await this.deadline.race(this.fetcher.fetchPage(url, accept ? { accept } : {}), null);
    if (res === null) return fail("deadline", "the time budget ran out while fetching this page");
    if (!res.ok) return fail(res.reason, res.detail);
    this.log.push({ url, ok: true });
    return { ok: true, finalUrl: res.url, body: res.body };
  }
}

/** The short reason a company's website could not be read, as runs and enrichment report it. */
export function siteFailureReason(reason: PageFailureReason): string {
  switch (reason) {
    case "blocked_by_robots":
      return "blocked_by_robots";
    case "blocked_private_address":
      return "blocked_private_address";
    case "invalid_url":
      return "invalid_website";
    case "unsupported_content_type":
    case "too_large":
      return "website_unreadable";
    default:
      return "website_unreachable";
  }
}

export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}
