import { findPhrase } from "../../../../text";
import { parseAbsoluteHttpUrl } from "../../../../identity/url";
import type { ExtractedPage } from "../html";
import { type FeedCandidate, feedCandidates, platformFeedUrl } from "./feeds";
import {
  isAtsHost,
  isSameSite,
  looksLikeFile,
  pageName,
  pathSegments,
  sameHost,
  segmentsBelow,
  withoutTrailingSlashes,
} from "./links";
import { firstPhraseIn, offsiteBlogOf } from "./offsite";
import {
  type Category,
  CLICK_SOURCE_PARAMS,
  KEYWORDS,
  type Keywords,
  NEWS_KIND_LABELS,
  NEWS_KINDS,
  PRODUCT_SEGMENTS,
} from "./words";

export { type FeedCandidate, platformFeedUrl } from "./feeds";
export { isSameSite } from "./links";

/**
 * From a home page's links, guesses where the news-like pages (blog, press, changelog, …),
 * careers, team/about, pricing and customers pages and the feeds are. Candidates are ranked best
 * first; callers fetch them in order and keep the first that works (a feed guess is verified
 * with `parseFeedItems`).
 */
export interface DiscoveredPages {
  /** News-like pages of every kind, best first. */
  blog: string[];
  /** The best page of each kind of news (blog, news, press, changelog, …): a changelog beside a blog is read too. */
  news: string[];
  careers: string[];
  team: string[];
  pricing: string[];
  customers: string[];
  /**
   * Pages the site's menu (its navigation, header or footer) links to under product, solutions,
   * platform or features: a product's own page, best first.
   */
  product: string[];
  feeds: FeedCandidate[];
  /** Feeds of a blog the company keeps on Medium, Substack, Ghost, Hashnode or Beehiiv, derived from the link. */
  platformFeeds: string[];
  /**
   * The company's blog on another host (Medium, Substack, a blog on its own domain): the page a
   * link in the home page's navigation, header or footer labelled "Blog", "News", "Newsletter",
   * "Changelog", … leads to. At most one; null when there is none.
   */
  offsiteBlog: string | null;
}

/** A path under a news-like section (/blog/…, /press/…, /changelog/…): a post's page. */
export function isNewsPostPath(url: URL): boolean {
  const segments = pathSegments(url);
  return segments.length >= 2 && segments.slice(0, -1).some((s) => s in NEWS_KINDS) && !isListingPath(segments);
}

/** Segments of a blog's feeds and its own listings: by page, tag, category, author or date, never one post. */
const LISTING_SEGMENTS = new Set([
  "feed",
  "rss",
  "atom",
  "page",
  "tag",
  "tags",
  "category",
  "categories",
  "author",
  "authors",
  "archive",
  "archives",
]);
const FEED_EXTENSIONS = [".xml", ".rss", ".atom"];

/**
 * A feed or a listing of posts, not a post: a page of the blog ("/blog/page/2/"), an archive ("/blog/tag/product/",
 * "/author/lena/"), a month's or year's ("/blog/2026/11/"), a feed ("/blog/feed", "/index.xml"). Segments lower case.
 */
export function isListingPath(segments: string[]): boolean {
  if (FEED_EXTENSIONS.some((e) => segments.at(-1)?.endsWith(e))) return true;
  if (segments.some((s) => LISTING_SEGMENTS.has(s))) return true;
  // "/2026/" or "/2026/11/": a year, or a year and its month, closing the path.
  const digits = (s: string | undefined) => !!s && [...s].every((c) => c >= "0" && c <= "9");
  const [month, year] = [segments.at(-1), segments.at(-2)];
  const isYear = (s: string | undefined) =>
    digits(s) && s!.length === 4 && (s!.startsWith("19") || s!.startsWith("20"));
  return isYear(month) || (isYear(year) && digits(month) && month!.length <= 2);
}

export function discoverPages(
  page: Pick<ExtractedPage, "links" | "feeds">,
  homeUrl: string,
  opts: { maxPerCategory?: number; maxFeedGuesses?: number } = {},
): DiscoveredPages {
  const max = opts.maxPerCategory ?? 3;
  const home = new URL(homeUrl);
  const scored: Record<Category, Map<string, number>> = {
    blog: new Map(),
    careers: new Map(),
    team: new Map(),
    pricing: new Map(),
    customers: new Map(),
  };
  const newsKind = new Map<string, string>();
  const platformFeeds: string[] = [];

  for (const link of page.links) {
    const url = parseAbsoluteHttpUrl(link.url);
    if (!url || looksLikeFile(url.pathname)) continue;
    const derived = platformFeedUrl(url);
    if (derived && !platformFeeds.includes(derived)) platformFeeds.push(derived);
    const sameSite = isSameSite(url, home);
    const samePath = withoutTrailingSlashes(url.pathname) === withoutTrailingSlashes(home.pathname);
    const isHome = sameHost(url, home) && samePath && url.search === "";
    if (isHome) continue;
    for (const category of ["blog", "careers", "team", "pricing", "customers"] as const) {
      const onAts = category === "careers" && isAtsHost(url.hostname);
      if (!sameSite && !onAts) continue;
      const score = scoreLink(url, link.text, home, KEYWORDS[category]) + (onAts ? 8 : 0);
      if (score <= 0) continue;
      const key = url.href;
      scored[category].set(key, Math.max(score, scored[category].get(key) ?? 0));
      if (category === "blog" && !newsKind.has(key)) newsKind.set(key, kindOfNews(url, link.text, home));
    }
  }

  const rank = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)
      .slice(0, max)
      .map(([u]) => u);
  const blog = rank(scored.blog);
  const news: string[] = [];
  const kinds = new Map<string, number>();
  // Section pages only (/changelog, blog.acme.com, a language's own: /en/news), not a post the home page features.
  const isSection = (u: string) => {
    const segments = segmentsBelow(new URL(u), home);
    return segments.length <= 1 || (segments.length === 2 && LANGUAGE_SEGMENTS.has(segments[0]!.toLowerCase()));
  };
  for (const [url] of [...scored.blog.entries()]
    .filter(([u]) => isSection(u))
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)) {
    const kind = newsKind.get(url) ?? "blog";
    // Two of a kind at most: a site in two languages links its press room under both names ("/presse", "/press").
    if ((kinds.get(kind) ?? 0) >= NEWS_PER_KIND) continue;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    news.push(url);
  }
  return {
    blog,
    news: news.length ? news : blog.slice(0, 1),
    careers: rank(scored.careers),
    team: rank(scored.team),
    pricing: rank(scored.pricing),
    customers: rank(scored.customers),
    product: productPages(page.links, home),
    feeds: feedCandidates(page, home, blog, opts.maxFeedGuesses ?? 6),
    platformFeeds,
    offsiteBlog: offsiteBlogOf(page.links, home),
  };
}

/** A path's first segment naming a language the site is also written in ("/en/news" of a Japanese site). */
const LANGUAGE_SEGMENTS = new Set([
  ..."en ja jp ko kr zh cn de fr es pt it nl sv da no fi pl cs tr ar id vi th ru uk".split(" "),
  ..."en-us en-gb pt-br zh-cn zh-tw es-mx".split(" "),
]);

/** How many news pages of one kind (blog, press, changelog) are read. */
const NEWS_PER_KIND = 2;

/**
 * The product pages a site's menu links to: same site, under a product section (`/product`,
 * `/products/forecast`, `/solutions/retail`, `/platform`, `/features`, and their German, French
 * and Spanish names), in the menu's order. A section's own index and its sub-pages alike.
 */
export function productPages(links: Pick<ExtractedPage, "links">["links"], home: URL, max = 12): string[] {
  const out: string[] = [];
  for (const link of links) {
    if (!link.inChrome) continue;
    const url = parseAbsoluteHttpUrl(link.url);
    if (!url || !isSameSite(url, home) || looksLikeFile(url.pathname)) continue;
    const rel = segmentsBelow(url, home);
    if (!rel.length || rel.length > 2 || !PRODUCT_SEGMENTS.includes(pageName(rel[0]!))) continue;
    url.hash = "";
    if (!out.includes(url.href)) out.push(url.href);
  }
  return out.slice(0, max);
}

function kindOfNews(url: URL, text: string, home: URL): string {
  const bySegment = segmentsBelow(url, home)
    .map((s) => NEWS_KINDS[pageName(s)])
    .find(Boolean);
  if (bySegment) return bySegment;
  const sub = url.hostname.toLowerCase().split(".")[0];
  if (url.hostname !== home.hostname && NEWS_KINDS[sub]) return NEWS_KINDS[sub];
  const word = firstPhraseIn(text, NEWS_KIND_LABELS);
  return (word && NEWS_KINDS[word]) || "blog";
}

function scoreLink(url: URL, text: string, home: URL, kw: Keywords): number {
  let score = 0;
  const rel = segmentsBelow(url, home); // a site living under a path prefix
  const first = rel[0];
  const idx = first === undefined ? -1 : kw.segments.indexOf(pageName(first));
  if (idx >= 0) {
    score += 12 - Math.min(idx, 6);
    score -= 4 * (rel.length - 1); // /blog beats /blog/some-post
  } else if (rel.some((s) => kw.segments.includes(s))) {
    score += 3;
  }
  const sub = url.hostname.toLowerCase().split(".")[0];
  if (url.hostname !== home.hostname && kw.subdomains.includes(sub)) score += 10 - 2 * rel.length;
  if (findPhrase(text, kw.labels) && text.length <= 40) score += score > 0 ? 4 : 5;
  if (url.search) score -= 2;
  return score;
}

/** A query parameter that says where a click came from, not which post: Medium's feeds add `?source=rss----…`. */
function isClickSource(param: string): boolean {
  const p = param.toLowerCase();
  return p.startsWith("utm_") || CLICK_SOURCE_PARAMS.includes(p);
}

/**
 * A post's URL as compared: without the click-source parameters a feed adds to its links, nor a
 * trailing slash, so a post linked from an index and listed in a feed is one post.
 */
export function postUrlKey(url: string): string {
  try {
    const u = new URL(url);
    for (const k of [...u.searchParams.keys()]) if (isClickSource(k)) u.searchParams.delete(k);
    u.pathname = withoutTrailingSlashes(u.pathname);
    return u.href;
  } catch {
    return url;
  }
}
