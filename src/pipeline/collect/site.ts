import type { Fetcher, FetchFailureReason, FetchPageOptions, FetchResult, Validators } from "../../platform/fetcher";
import type { PageRenderer } from "../../platform/renderer";
import type { Deadline } from "./deadline";
import type { RequestPacer } from "./pace";
import { parseFeedItems, type FeedItem } from "./extract/feed";
import { extractPage, type ExtractedPage } from "./extract/html";
import { clientShell } from "./extract/shell";
import { words } from "../../text";
import { hostOf } from "./urls";

/*
 * Reading a company's web presence through the fetcher port, for enrichment, runs and lead
 * discovery alike: one fetch per URL per reader (a page two steps need is fetched once), a
 * deadline after which no new fetch starts, hosts known to refuse bots recorded as not fetchable
 * without a request, and a log of every attempt (kept as the sources of what was found).
 * Polite: one request at a time per host (robots.txt is the fetcher's, checked before each),
 * and, for a run, at most `pageBudget` requests in all.
 *
 * Rate limits are waited out, not failures: a refusal that says when to come
 * back (`Retry-After`, `X-RateLimit-Reset`: the fetcher's `retryAfterMs`) is waited for when the
 * wait fits in what is left of the deadline, through the deadline's sleeper, and the request is
 * made once more; a refusal that stands, or whose wait does not fit, is recorded in `rateLimits`
 * (the source is then `rate_limited`, and the next run tries again). Every source reads through
 * a reader, so every source honours them.
 */

/** Time kept for the retry itself after a rate limit's wait: a wait that leaves less is not waited. */
export const RETRY_ALLOWANCE_MS = 1_000;

export interface ReaderOptions {
  /** The service's process-wide pace (the SEC's 10 requests a second): each request waits its turn. */
  pacer?: RequestPacer;
  /**
   * Renders a page that is an empty client-side shell; its requests go through
   * this reader, so they count against its budget and obey its deadline. Absent: such a page is
   * reported as `needs_javascript`.
   */
  renderer?: PageRenderer | null;
  /** Why there is no renderer, for the report ("set BROWSER_WS_ENDPOINT …"). */
  noRendererReason?: string;
}

/** Why a shell page is not rendered when no renderer was given. */
export const NO_RENDERER =
  "no browser is configured to render it (set BROWSER_WS_ENDPOINT to a Chrome DevTools endpoint)";

/** A render gives up after this long (or the deadline, whichever is first). */
export const RENDER_TIMEOUT_MS = 20_000;
/** Requests one rendered page may make (its scripts and data), each also counted against the budget. */
export const RENDER_MAX_REQUESTS = 30;
/** A page with more words than this is read as it came: no shell. */
const SHELL_MAX_WORDS = 20;

/** A rate limit that stood: after one wait and retry, or because its wait did not fit. */
export interface RateLimitRecord {
  url: string;
  detail: string;
  /** What the service asked for, in ms (null: it did not say). */
  retryAfterMs: number | null;
  /** Whether the reader waited and retried once before giving up. */
  retried: boolean;
}

/** `needs_javascript`: the page is an empty client-side shell and could not be rendered. */
export type PageFailureReason = FetchFailureReason | "deadline" | "not_fetchable" | "over_budget" | "needs_javascript";

export interface FetchedHtml {
  ok: true;
  /** Set when the page was an empty client-side shell, rendered in the browser. */
  rendered?: true;
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
  /** The HTTP status, when one was received. */
  status?: number;
  /** The service refused for its rate limit (fetcher.ts). */
  rateLimited?: boolean;
  /** How long it asked to be left alone, in ms (fetcher.ts). */
  retryAfterMs?: number;
}

export type HtmlResult = FetchedHtml | PageFailure;

/** A document or API answer as read, unparsed. */
export interface RawAnswer {
  ok: true;
  finalUrl: string;
  body: string;
  status: number;
  contentType: string;
}

export interface SourceRecord {
  url: string;
  ok: boolean;
  reason?: PageFailureReason;
  detail?: string;
}

export class SiteReader {
  private readonly cache = new Map<string, Promise<HtmlResult>>();
  /** Resources rendered pages asked for (a SPA's bundle, asked by each of its routes, is fetched once). */
  private readonly resources = new Map<string, Promise<FetchResult | null>>();
  private readonly log: SourceRecord[] = [];
  /**
   * Each answer's validators and text, by the URL asked and the URL answered: what a check between runs starts from.
   */
  private readonly answers = new Map<string, { validators: Validators | null; body: string }>();
  /** The last request queued per host: the next one for that host starts after it settles. */
  private readonly hostTails = new Map<string, Promise<unknown>>();
  private spent = 0;
  /** Rate limits that stood (see the file's comment). */
  readonly rateLimits: RateLimitRecord[] = [];

  constructor(
    private readonly fetcher: Fetcher,
    private readonly deadline: Deadline,
    private readonly unfetchableHosts: string[],
    /** Requests this reader may make in all (null: no limit). */
    private readonly pageBudget: number | null = null,
    private readonly options: ReaderOptions = {},
  ) {}

  /** Requests still allowed (Infinity without a budget). */
  get budgetLeft(): number {
    return this.pageBudget === null ? Infinity : Math.max(0, this.pageBudget - this.spent);
  }

  /** Requests made so far (robots.txt not counted). */
  get requestsMade(): number {
    return this.spent;
  }

  /** The answer this reader got for `url` (asked or redirected to): its validators and text; undefined when none. */
  answerFor(url: string): { validators: Validators | null; body: string } | undefined {
    return this.answers.get(url);
  }

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

  /** The first candidate that parses as an RSS/Atom/JSON feed, or null. */
  async feed(candidates: string[]): Promise<{ url: string; items: FeedItem[] } | null> {
    for (const url of candidates) {
      if (this.budgetLeft <= 0) return null;
      const res = await this.raw(url, FEED_ACCEPT);
      if (!res.ok) continue;
      const items = parseFeedItems(res.body, res.finalUrl);
      if (items) return { url: res.finalUrl, items };
    }
    return null;
  }

  /** Any text document (a sitemap, say), unparsed. Never throws. */
  document(url: string, accept: string): Promise<RawAnswer | PageFailure> {
    return this.raw(url, accept);
  }

  /**
   * A documented API's answer, unparsed: its own headers (a version, a token), no robots.txt
   * (it governs crawling pages, not API calls). Never throws.
   */
  api(url: string, opts: { accept: string; headers?: Record<string, string> }): Promise<RawAnswer | PageFailure> {
    return this.raw(url, opts.accept, { headers: opts.headers, robots: false });
  }

  /** True when the host is one known to refuse automated access (LinkedIn, X, …). */
  refusesBots(url: string): boolean {
    const host = hostOf(url);
    return host !== null && this.unfetchableHosts.some((h) => host === h || host.endsWith(`.${h}`));
  }

  private async load(url: string): Promise<HtmlResult> {
    const res = await this.raw(url);
    if (!res.ok) return res;
    const page = extractPage(res.body, res.finalUrl);
    // Cheap gate first: only a page with next to no text can be a shell.
    if (words(page.text).length > SHELL_MAX_WORDS)
      return { ok: true, url, finalUrl: res.finalUrl, html: res.body, page };
    const shell = clientShell(res.body);
    if (!shell.shell) return { ok: true, url, finalUrl: res.finalUrl, html: res.body, page };
    return this.rendered(url, res.finalUrl, res.body, shell.why);
  }

  /** A shell page rendered in the browser, its requests made through this reader; else why not. */
  private async rendered(url: string, finalUrl: string, html: string, why: string): Promise<HtmlResult> {
    const fail = (detail: string): PageFailure => {
      this.log.push({ url, ok: false, reason: "needs_javascript", detail });
      return { ok: false, url, reason: "needs_javascript", detail };
    };
    const shell = `the page is an empty client-side shell (${why}): it needs JavaScript to render`;
    const renderer = this.options.renderer;
    if (!renderer) return fail(`${shell}; ${this.options.noRendererReason ?? NO_RENDERER}`);
    if (this.deadline.expired) return fail(`${shell}; the time budget ran out before it could be rendered`);
    const result = await this.deadline.race(
      renderer.render(finalUrl, {
        html,
        fetch: (u, accept) => this.resource(u, accept),
        timeoutMs: Math.min(RENDER_TIMEOUT_MS, this.deadline.remainingMs),
        maxRequests: RENDER_MAX_REQUESTS,
      }),
      null,
    );
    if (!result) return fail(`${shell}; the time budget ran out while rendering it`);
    if (!result.ok) return fail(`${shell}; ${result.detail}`);
    const page = extractPage(result.html, finalUrl);
    if (clientShell(result.html).shell)
      return fail(
        `${shell}; rendered in the browser, it still showed nothing (its scripts or data could not be loaded)`,
      );
    return { ok: true, rendered: true, url, finalUrl, html: result.html, page };
  }

  /** A resource a rendered page asks for (a script, its data): through this reader, once per URL. */
  private resource(url: string, accept: string): Promise<FetchResult | null> {
    let p = this.resources.get(url);
    if (!p) {
      p = this.raw(url, accept).then((r) =>
        r.ok
          ? {
              ok: true as const,
              url: r.finalUrl,
              status: r.status,
              contentType: r.contentType,
              body: r.body,
              redirects: [],
            }
          : null,
      );
      this.resources.set(url, p);
    }
    return p;
  }

  private async raw(
    url: string,
    accept?: string,
    more: Omit<FetchPageOptions, "accept"> = {},
  ): Promise<RawAnswer | PageFailure> {
    const fail = (
      reason: PageFailureReason,
      detail: string,
      extra: Pick<PageFailure, "status" | "rateLimited"> = {},
    ): PageFailure => {
      this.log.push({ url, ok: false, reason, detail });
      return { ok: false, url, reason, detail, ...extra };
    };
    if (this.refusesBots(url)) return fail("not_fetchable", `${hostOf(url)} refuses automated access; not fetched`);
    if (this.budgetLeft <= 0)
      return fail("over_budget", `the run's page budget (${this.pageBudget}) was spent before this page`);
    this.spent += 1;
    const opts = { ...(accept ? { accept } : {}), ...more };
    let retried = false;
    const res = await this.politely<FetchResult | null | "expired">(url, async () => {
      const first = await this.attempt(url, opts);
      if (first === "expired" || first === null || first.ok || !first.rateLimited || first.retryAfterMs === undefined)
        return first;
      if (first.retryAfterMs + RETRY_ALLOWANCE_MS > this.deadline.remainingMs) return first;
      // The wait fits: other requests to this host queue behind it, as they should.
      const waited = await this.deadline.race(
        this.deadline.sleeper.sleep(first.retryAfterMs).then(() => true),
        false,
      );
      if (!waited) return "expired";
      retried = true;
      // The retry is a request too (it may go past the budget: it is the same page).
      this.spent += 1;
      return this.attempt(url, opts);
    });
    if (res === "expired") return fail("deadline", "the time budget ran out before this page was fetched");
    if (res === null) return fail("deadline", "the time budget ran out while fetching this page");
    if (!res.ok) {
      let detail = res.detail;
      if (res.rateLimited) {
        const wait = res.retryAfterMs ?? null;
        detail = retried
          ? `${res.detail}; still refused after waiting ${seconds(wait ?? 0)} and retrying once`
          : wait === null
            ? `${res.detail}; it did not say when to come back`
            : `${res.detail}; asked to wait ${seconds(wait)}, more than the ${seconds(this.deadline.remainingMs)} left`;
        this.rateLimits.push({ url, detail, retryAfterMs: wait, retried });
      }
      return fail(res.reason, detail, {
        ...(res.status !== undefined ? { status: res.status } : {}),
        ...(res.rateLimited ? { rateLimited: true } : {}),
        ...(res.retryAfterMs !== undefined ? { retryAfterMs: res.retryAfterMs } : {}),
      });
    }
    this.log.push({ url, ok: true });
    const answer = { validators: res.validators ?? null, body: res.body };
    this.answers.set(url, answer);
    this.answers.set(res.url, answer);
    return { ok: true, finalUrl: res.url, body: res.body, status: res.status, contentType: res.contentType };
  }

  /** One request: its turn in the service's pace, then the fetch, both within the deadline. */
  private async attempt(url: string, opts: FetchPageOptions): Promise<FetchResult | null | "expired"> {
    if (this.deadline.expired) return "expired";
    if (this.options.pacer && !(await this.options.pacer.turn(this.deadline))) return "expired";
    if (this.deadline.expired) return "expired";
    return this.deadline.race(this.fetcher.fetchPage(url, opts), null);
  }

  /** Runs `fn` once every request this reader queued for the same host has settled. */
  private politely<T>(url: string, fn: () => Promise<T>): Promise<T> {
    let host: string;
    try {
      host = new URL(url).host.toLowerCase();
    } catch {
      return fn();
    }
    const before = this.hostTails.get(host) ?? Promise.resolve();
    const mine = before.then(fn, fn);
    this.hostTails.set(
      host,
      mine.catch(() => undefined),
    );
    return mine;
  }
}

const FEED_ACCEPT =
  "application/rss+xml,application/atom+xml,application/feed+json,application/xml;q=0.9,text/xml;q=0.8," +
  "application/json;q=0.8,*/*;q=0.5";

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
    case "needs_javascript":
      return "website_needs_javascript";
    default:
      return "website_unreachable";
  }
}

function seconds(ms: number): string {
  return ms >= 10_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 100) / 10} s`;
}

export { hostOf };
