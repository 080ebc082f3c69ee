import { systemClock, type Clock } from "./clock";
import { isIpLiteral, isLocalHostname, isPrivateAddress, stripBrackets } from "./fetcher-address";
import { ALLOW_ALL, parseRobots, type RobotsPolicy } from "./fetcher-robots";
import { readCapped } from "./read-capped";
import { freshForMs, parseRetryAfter, retryAfterMs } from "./retry-hints";
import { dropNul } from "./nul";

export { isPrivateAddress, isLocalHostname, isIpLiteral } from "./fetcher-address";
export { parseRobots, productToken, type RobotsPolicy } from "./fetcher-robots";

/**
 * The web fetcher port: one GET of a public web page, politely and safely. It never throws for
 * anything the remote side does; every outcome is a `FetchResult`.
 *
 * This file has no Node imports so it runs on Workers too. The Node DNS resolver lives in
 * `fetcher-node.ts`; Workers use `resolveLiteralHostsOnly` below.
 */
export interface Fetcher {
  fetchPage(url: string, opts?: FetchPageOptions): Promise<FetchResult>;
}

/** One POST of a JSON body (a webhook delivery), under the fetcher's address rules; never throws. */
export interface Poster {
  post(url: string, body: string, headers: Record<string, string>, opts: PostOptions): Promise<PostResult>;
}

export interface PostOptions {
  timeoutMs: number;
  /** Bytes of the response body read at most; the rest is left unread. */
  maxResponseBytes: number;
}

/** An answer (any status; redirects are answers, never followed) or a failure to get one. */
export type PostResult =
  | { ok: true; status: number; body: string }
  | { ok: false; reason: FetchFailureReason; detail: string };

export interface FetchPageOptions {
  /** Sent as the Accept header. Defaults to HTML first, then XML feeds, then anything. */
  accept?: string;
  /**
   * More request headers, for a documented API (its version, a token, the User-Agent it asks
   * for). Sent to the first URL's origin only: a redirect to another host never carries a token.
   */
  headers?: Record<string, string>;
  /**
   * False for a documented API endpoint called as its documentation says: robots.txt governs
   * crawling pages, not API calls (api.github.com's disallows every path). Default true.
   */
  robots?: boolean;
  /**
   * The validators of the last answer (a check between runs): sent as `If-None-Match` and
   * `If-Modified-Since` to the first URL's origin; a `304` is then an answer (`notModified`), not
   * a failure.
   */
  validators?: Validators;
}

/** An answer's validators (RFC 9110 8.8), as the next conditional request sends them back. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchResult = FetchSuccess | FetchFailure;

export interface FetchSuccess {
  ok: true;
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** The Content-Type header as sent ("" when missing). */
  contentType: string;
  body: string;
  /** Every URL that answered with a redirect, in order; empty when the first URL answered. */
  redirects: string[];
  /** The answer's `ETag` and `Last-Modified`. */
  validators?: Validators;
  /** True for a `304 Not Modified` to a conditional request: the body is empty, nothing changed. */
  notModified?: boolean;
  /** The answer's `Link` header (a feed's WebSub hub may be named there). */
  linkHeader?: string | null;
  /**
   * How long the answer says it stays fresh (`Cache-Control: max-age`, `Expires`, `X-Poll-Interval`), in ms; null when
   * it does not say.
   */
  freshForMs?: number | null;
}

export type FetchFailureReason =
  | "invalid_url"
  | "blocked_private_address"
  | "blocked_by_robots"
  | "timeout"
  | "too_large"
  | "too_many_redirects"
  | "http_error"
  | "network_error"
  | "unsupported_content_type";

export interface FetchFailure {
  ok: false;
  /** The URL being fetched when it failed (a redirect hop, when the failure came after redirects). */
  url: string;
  reason: FetchFailureReason;
  /** The HTTP status, when one was received (http_error, unsupported_content_type, too_large). */
  status?: number;
  /** The service refused for its rate limit (a 429, or a 403 with `x-ratelimit-remaining: 0` as GitHub answers). */
  rateLimited?: boolean;
  /**
   * How long the service asked to be left alone (`Retry-After`, or `X-RateLimit-Reset` with a rate
   * limit), in milliseconds from the fetcher's clock; absent when it did not say.
   */
  retryAfterMs?: number;
  /** A short human-readable explanation, safe to log and to show an operator. */
  detail: string;
}

/**
 * Resolves a host name to the IP addresses a connection to it may use.
 * Throws when the name does not resolve. An empty list means "this runtime cannot resolve names";
 * the fetcher then relies on the host-name checks and on the platform's own egress rules.
 */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/**
 * The resolver for runtimes without a DNS API (Cloudflare Workers): literal IP hosts resolve to
 * themselves, `localhost`-style names to loopback, everything else to "unknown" (an empty list).
 * Workers' fetch cannot reach private networks anyway; this keeps literal-IP SSRF out regardless.
 */
export const resolveLiteralHostsOnly: ResolveHost = async (hostname) => {
  const host = stripBrackets(hostname);
  if (isIpLiteral(host)) return [host];
  if (isLocalHostname(host)) return ["127.0.0.1"];
  return [];
};

/**
 * Thrown by a connect-time address check (see `createNodeFetcher`) when the name being connected
 * to resolves to a non-public address; the fetcher reports it as `blocked_private_address`.
 */
export class BlockedAddressError extends Error {
  readonly code = "EBLOCKEDADDRESS";
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    // Not the address: the detail is shown to API clients, and would map what internal names
    // resolve to.
    super(`${hostname} resolves to a non-public address when connecting`);
    this.name = "BlockedAddressError";
  }
}

/** The BlockedAddressError somewhere in `err`'s cause chain (fetch wraps connect errors). */
function blockedAddressIn(err: unknown): BlockedAddressError | null {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof BlockedAddressError) return e;
  }
  return null;
}

export interface HttpFetcherConfig {
  resolveHost: ResolveHost;
  /** Allow private, loopback and link-local destinations (tests and local fixtures). Default false. */
  allowPrivateNetwork?: boolean;
  /**
   * Origins (e.g. "http://127.0.0.1:8080") exempt from the private-address check while
   * `allowPrivateNetwork` is false: a narrow opening for one known internal site (a staging
   * mirror, a test fixture) that keeps every other private destination, including redirect
   * hops to other ports of the same host, refused.
   */
  allowedPrivateOrigins?: string[];
  /** Whole-call budget (robots, redirects, body). Default 10 s. */
  timeoutMs?: number;
  /** Bytes of (decoded) body read at most; the read stops past it. Default 2 MiB. */
  maxBodyBytes?: number;
  /** Redirects followed at most. Default 5. */
  maxRedirects?: number;
  userAgent?: string;
  /** How long a fetched robots.txt is trusted. Default 10 minutes. */
  robotsTtlMs?: number;
  /** Origins whose robots.txt is kept at most (oldest dropped first). Default 1000. */
  robotsCacheSize?: number;
  /** Ages the robots.txt cache. Default the system clock. */
  clock?: Clock;
  /** The fetch implementation; the global one by default. */
  fetch?: typeof fetch;
}

export const DEFAULT_USER_AGENT = "PartnerTrackingBot/1.0 (+https://example.com/bot)";
export const DEFAULT_ACCEPT =
  "text/html,application/xhtml+xml;q=0.9,application/rss+xml;q=0.8,application/atom+xml;q=0.8,application/xml;" +
  "q=0.7,*/*;q=0.5";
const ROBOTS_MAX_BYTES = 512 * 1024; // RFC 9309 asks parsers to read at least 500 KiB
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches pages over real HTTP with a timeout, a body cap, manual redirects (each hop checked),
 * robots.txt, and refusal of private destinations.
 *
 * Private-address check: the host name is resolved through `resolveHost` and every address is
 * checked, on the first URL and on every redirect hop. That check alone cannot stop DNS
 * rebinding (a hostile DNS server answering with a private address a few milliseconds later,
 * when `fetch` resolves the name again to connect), so on Node the connection itself checks the
 * addresses it is about to use (`createNodeFetcher`): a refusal there surfaces as a
 * `BlockedAddressError` and is reported as `blocked_private_address` too. Workers offer no
 * connect-level hook; their fetch cannot reach private networks in the first place.
 *
 * robots.txt: fetched once per origin and cached for `robotsTtlMs`. A robots.txt that answers
 * 4xx allows everything (RFC 9309). One that answers 5xx, times out or cannot be reached also
 * allows everything here, deliberately: the page fetch that follows then fails on its own and the
 * run reports the site as unreachable rather than as blocked by robots.
 */
export class HttpFetcher implements Fetcher, Poster {
  private readonly resolveHost: ResolveHost;
  private readonly allowPrivateNetwork: boolean;
  private readonly allowedPrivateOrigins: Set<string>;
  private readonly timeoutMs: number;
  private readonly maxBodyBytes: number;
  private readonly maxRedirects: number;
  private readonly userAgent: string;
  private readonly robotsTtlMs: number;
  private readonly robotsCacheSize: number;
  private readonly clock: Clock;
  private readonly fetchImpl: typeof fetch;
  /** Per-origin robots policy; a promise so concurrent fetches of one origin share one request. */
  private readonly robotsCache = new Map<string, { fetchedAt: number; policy: Promise<RobotsPolicy> }>();

  constructor(config: HttpFetcherConfig) {
    this.resolveHost = config.resolveHost;
    this.allowPrivateNetwork = config.allowPrivateNetwork ?? false;
    this.allowedPrivateOrigins = new Set((config.allowedPrivateOrigins ?? []).map((o) => new URL(o).origin));
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.maxBodyBytes = config.maxBodyBytes ?? 2 * 1024 * 1024;
    this.maxRedirects = config.maxRedirects ?? 5;
    this.userAgent = config.userAgent ?? DEFAULT_USER_AGENT;
    this.robotsTtlMs = config.robotsTtlMs ?? 10 * 60_000;
    this.robotsCacheSize = config.robotsCacheSize ?? 1000;
    this.clock = config.clock ?? systemClock;
    this.fetchImpl = config.fetch ?? ((input, init) => fetch(input, init));
  }

  async fetchPage(url: string, opts: FetchPageOptions = {}): Promise<FetchResult> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      return await this.get(url, {
        accept: opts.accept ?? DEFAULT_ACCEPT,
        headers: opts.headers,
        validators: opts.validators,
        maxBytes: this.maxBodyBytes,
        signal: controller.signal,
        checkRobots: opts.robots !== false,
        requireTextual: true,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * POSTs `body` to `url`: the destination checked as for a page (and by the connection itself on
   * Node), redirects not followed, at most `maxResponseBytes` of the answer read, `timeoutMs` for all.
   */
  async post(rawUrl: string, body: string, headers: Record<string, string>, opts: PostOptions): Promise<PostResult> {
    const url = parseHttpUrl(rawUrl);
    if (typeof url === "string") return { ok: false, reason: "invalid_url", detail: url };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
    try {
      const blocked = await abortable(this.checkDestination(url), controller.signal);
      if (blocked) return { ok: false, reason: blocked.reason, detail: blocked.detail };
      const res = await this.fetchImpl(url.href, {
        method: "POST",
        redirect: "manual",
        signal: controller.signal,
        headers: { "user-agent": this.userAgent, "content-type": "application/json", ...headers },
        body,
      });
      const bytes = await readCapped(res.body, opts.maxResponseBytes, { truncate: true });
      return { ok: true, status: res.status, body: new TextDecoder().decode(bytes ?? new Uint8Array()) };
    } catch (err) {
      if (controller.signal.aborted)
        return { ok: false, reason: "timeout", detail: `no complete answer within ${opts.timeoutMs} ms` };
      const blocked = blockedAddressIn(err);
      if (blocked) return { ok: false, reason: "blocked_private_address", detail: blocked.message };
      return { ok: false, reason: "network_error", detail: describeNetworkError(err) };
    } finally {
      clearTimeout(timer);
    }
  }

  /** The hop loop shared by page and robots.txt fetches. */
  private async get(
    rawUrl: string,
    o: {
      accept: string;
      headers?: Record<string, string>;
      validators?: Validators;
      maxBytes: number;
      signal: AbortSignal;
      checkRobots: boolean;
      requireTextual: boolean;
    },
  ): Promise<FetchResult> {
    const redirects: string[] = [];
    let current = parseHttpUrl(rawUrl);
    if (typeof current === "string") return fail(rawUrl, "invalid_url", current);
    const firstOrigin = current.origin;

    for (;;) {
      const href = current.href;
      try {
        const blocked = await abortable(this.checkDestination(current), o.signal);
        if (blocked) return { ...blocked, url: href };

        if (o.checkRobots) {
          const policy = await abortable(this.robotsFor(current.origin), o.signal);
          if (!policy.isAllowed(current.pathname + current.search)) {
            return fail(href, "blocked_by_robots", `robots.txt of ${current.origin} disallows ${current.pathname}`);
          }
        }

        const res = await this.fetchImpl(href, {
          method: "GET",
          redirect: "manual",
          signal: o.signal,
          // A documented API's own headers may name another User-Agent (the SEC asks for a contact); other hosts get
          // ours.
          headers: {
            "user-agent": this.userAgent,
            ...(current.origin === firstOrigin ? { ...o.headers, ...conditionalHeaders(o.validators) } : {}),
            accept: o.accept,
          },
        });

        if (res.status === 304 && o.validators) {
          await discard(res);
          return {
            ok: true,
            url: href,
            status: 304,
            contentType: "",
            body: "",
            redirects,
            notModified: true,
            validators: validatorsOf(res.headers, o.validators),
            freshForMs: freshForMs(res.headers, this.clock.now().getTime()),
          };
        }

        if (REDIRECT_STATUSES.has(res.status)) {
          const location = res.headers.get("location");
          await discard(res);
          if (!location)
            return fail(href, "http_error", `redirect ${res.status} without a Location header`, res.status);
          if (redirects.length >= this.maxRedirects) {
            return fail(href, "too_many_redirects", `more than ${this.maxRedirects} redirects`, res.status);
          }
          const next = parseHttpUrl(location, current);
          if (typeof next === "string") return fail(location, "invalid_url", `redirect target: ${next}`, res.status);
          redirects.push(href);
          current = next;
          continue;
        }

        if (res.status < 200 || res.status > 299) {
          // A rate limit's Retry-After is kept in the detail: the run reports when the service asked to be called
          // again.
          const retryAfter =
            res.status === 429 || res.status === 503 || res.status === 403 ? res.headers.get("retry-after") : null;
          // GitHub answers an exhausted rate limit with 403 (or 429) and x-ratelimit-remaining: 0, and
          // its secondary limits with 403 (or 429) and a Retry-After.
          const exhausted =
            (res.status === 403 || res.status === 429) && res.headers.get("x-ratelimit-remaining") === "0";
          const rateLimited = res.status === 429 || exhausted || (res.status === 403 && retryAfter !== null);
          const resets = exhausted ? rateLimitReset(res.headers.get("x-ratelimit-reset")) : null;
          // Only a refusal that asks to be retried carries a wait; a plain 403 also sends GitHub's reset time.
          const wait = rateLimited
            ? retryAfterMs(res.headers, this.clock.now().getTime())
            : parseRetryAfter(retryAfter, this.clock.now().getTime());
          await discard(res);
          const why =
            `HTTP ${res.status}` +
            `${exhausted ? ` (rate limit reached${resets ? `; resets at ${resets}` : ""})` : ""}` +
            `${retryAfter ? ` (Retry-After: ${retryAfter.slice(0, 40)})` : ""}`;
          const failure: FetchFailure = fail(href, "http_error", why, res.status);
          if (rateLimited) failure.rateLimited = true;
          if (wait !== null) failure.retryAfterMs = wait;
          return failure;
        }

        const contentType = res.headers.get("content-type") ?? "";
        if (o.requireTextual && !isTextualContentType(contentType)) {
          await discard(res);
          return fail(href, "unsupported_content_type", `content type ${contentType}`, res.status);
        }

        const declared = Number(res.headers.get("content-length") ?? NaN);
        if (Number.isFinite(declared) && declared > o.maxBytes) {
          await discard(res);
          return fail(href, "too_large", `Content-Length ${declared} exceeds ${o.maxBytes} bytes`, res.status);
        }
        const bytes = await readCapped(res.body, o.maxBytes);
        if (bytes === null) return fail(href, "too_large", `body exceeds ${o.maxBytes} bytes`, res.status);

        return {
          ok: true,
          url: href,
          status: res.status,
          contentType,
          body: decodeBody(bytes, contentType),
          redirects,
          validators: validatorsOf(res.headers),
          freshForMs: freshForMs(res.headers, this.clock.now().getTime()),
          linkHeader: res.headers.get("link"),
        };
      } catch (err) {
        if (o.signal.aborted) return fail(href, "timeout", `no complete answer within ${this.timeoutMs} ms`);
        const blocked = blockedAddressIn(err);
        if (blocked) return fail(href, "blocked_private_address", blocked.message);
        return fail(href, "network_error", describeNetworkError(err));
      }
    }
  }

  /** Null when the destination may be contacted, otherwise the refusal. */
  private async checkDestination(url: URL): Promise<FetchFailure | null> {
    if (this.allowPrivateNetwork || this.allowedPrivateOrigins.has(url.origin)) return null;
    const host = stripBrackets(url.hostname);
    if (!isIpLiteral(host) && isLocalHostname(host)) {
      return fail(url.href, "blocked_private_address", `${host} is a local host name`);
    }
    let addresses: string[];
    if (isIpLiteral(host)) {
      addresses = [host];
    } else {
      try {
        addresses = await this.resolveHost(host);
      } catch (err) {
        return fail(url.href, "network_error", `cannot resolve ${host}: ${describeNetworkError(err)}`);
      }
    }
    const bad = addresses.find((a) => isPrivateAddress(a));
    return bad ? fail(url.href, "blocked_private_address", `${host} resolves to a non-public address`) : null;
  }

  private robotsFor(origin: string): Promise<RobotsPolicy> {
    const now = this.clock.now().getTime();
    const cached = this.robotsCache.get(origin);
    if (cached && now - cached.fetchedAt < this.robotsTtlMs) return cached.policy;

    const policy = this.loadRobots(origin);
    this.robotsCache.delete(origin);
    this.robotsCache.set(origin, { fetchedAt: now, policy });
    while (this.robotsCache.size > this.robotsCacheSize) {
      const oldest = this.robotsCache.keys().next().value;
      if (oldest === undefined) break;
      this.robotsCache.delete(oldest);
    }
    return policy;
  }

  /** Never rejects: any trouble reading robots.txt means "allowed" (see the class comment). */
  private async loadRobots(origin: string): Promise<RobotsPolicy> {
    // Its own timer: the promise is shared by concurrent page fetches, so no single caller's
    // deadline may cut it short.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const res = await this.get(`${origin}/robots.txt`, {
        accept: "text/plain,*/*;q=0.5",
        maxBytes: ROBOTS_MAX_BYTES,
        signal: controller.signal,
        checkRobots: false,
        requireTextual: false,
      });
      return res.ok ? parseRobots(res.body, this.userAgent) : ALLOW_ALL;
    } catch {
      return ALLOW_ALL;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * True for content a text extractor can use: text/*, XML/JSON flavours (RSS, Atom, XHTML). A missing type is given the
 * benefit of the doubt.
 */
export function isTextualContentType(contentType: string): boolean {
  const mime = contentType.split(";")[0].trim().toLowerCase();
  if (mime === "") return true;
  if (mime.startsWith("text/")) return true;
  return (
    mime === "application/xml" ||
    mime === "application/json" ||
    mime === "application/javascript" ||
    mime.endsWith("+xml") ||
    mime.endsWith("+json")
  );
}

function parseHttpUrl(raw: string, base?: URL): URL | string {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return "not a valid URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `unsupported scheme ${url.protocol}`;
  if (url.username || url.password) return "URLs with credentials are not fetched";
  url.hash = "";
  return url;
}

/** `x-ratelimit-reset` (epoch seconds) as an ISO time, or null. */
function rateLimitReset(value: string | null): string | null {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;
}

/** `If-None-Match` and `If-Modified-Since` for the validators given; none without them. */
function conditionalHeaders(v: Validators | undefined): Record<string, string> {
  const h: Record<string, string> = {};
  if (v?.etag) h["if-none-match"] = v.etag;
  if (v?.lastModified) h["if-modified-since"] = v.lastModified;
  return h;
}

/** An answer's validators; a 304 that repeats none keeps the ones sent (RFC 9110 15.4.5 lets it omit them). */
function validatorsOf(headers: Headers, sent?: Validators): Validators {
  return {
    etag: headers.get("etag") ?? sent?.etag ?? null,
    lastModified: headers.get("last-modified") ?? sent?.lastModified ?? null,
  };
}

function fail(url: string, reason: FetchFailureReason, detail: string, status?: number): FetchFailure {
  return status === undefined ? { ok: false, url, reason, detail } : { ok: false, url, reason, status, detail };
}

/** Rejects as soon as `signal` aborts, so a slow resolver or robots fetch cannot outlive the deadline. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error("aborted"));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error("aborted"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      },
    );
  });
}

async function discard(res: Response): Promise<void> {
  try {
    await res.body?.cancel();
  } catch {
    // The connection is being torn down anyway.
  }
}

/** Decodes with the header charset, else a `<meta charset>` near the top, else UTF-8. */
function decodeBody(bytes: Uint8Array, contentType: string): string {
  let charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  if (!charset) {
    // Byte-to-char by hand: Workers' TextDecoder knows few labels beyond UTF-8.
    const head = String.fromCharCode(...bytes.subarray(0, 1024));
    charset = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  }
  let text: string;
  try {
    text = new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    text = new TextDecoder("utf-8").decode(bytes);
  }
  // A NUL reaching the database failed the whole run (and a third-party page found by lead
  // discovery could do that to a tracked company's run).
  return dropNul(text);
}

function describeNetworkError(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause;
    if (cause && typeof cause === "object") {
      const code = (cause as { code?: unknown }).code;
      const message = (cause as { message?: unknown }).message;
      if (typeof code === "string") return code;
      if (typeof message === "string") return message;
    }
    const code = (err as Error & { code?: unknown }).code;
    return typeof code === "string" ? code : err.message;
  }
  return String(err);
}
