import { parseAbsoluteHttpUrl } from "../../../identity/url";
import { discoverPages, isNewsPostPath, isSameSite } from "../extract/discover";
import { parseSitemap } from "../extract/sitemap";
import { siteFailureReason, type HtmlResult, type SiteReader } from "../site";
import { failedPage, readPage, type PageKind, type SnapshotPage } from "../snapshot";
import type { Source } from "./types";

/*
 * The company's own website, read in order of what matters within the run's page budget: home;
 * one page of each kind of news (blog, press, changelog, …), and the company's blog on another host
 * when the home page's menu links to one (Medium, Substack, …); careers; team/about; pricing;
 * customers; sitemap.xml; every feed announced on the pages read or kept on a blog platform the
 * home page links to; product pages the menu links to (product, solutions, platform, features, games, apps)
 * as the budget leaves room; then the pages of new posts, a new product page among them. The
 * reader queues requests per host, so the
 * pages asked for together are still fetched one at a time, in this order.
 */

/** News kinds read per run (blog, press, changelog, …). */
const MAX_NEWS_PAGES = 4;
const MAX_FEEDS = 4;
const MAX_NEW_POSTS_READ = 3;
/** Kept for the sitemap, a feed and a new post when steady pages would take the whole budget. */
const RESERVED_FOR_NEWS = 3;
const MAX_SITEMAP_URLS = 500;
/**
 * Product pages (the menu's product, solutions, platform or features pages) read per run, as far as the budget goes: a
 * dropdown of three to six is common.
 */
const MAX_PRODUCT_PAGES = 6;

export const siteSource: Source = {
  name: "site",
  async collect({ reader, target, previous, textChars, unseenPosts }) {
    if (!target.website)
      return { pages: [], failure: { reason: "no_website", detail: "the company has no website to read" } };
    const home = await reader.html(target.website);
    if (!home.ok)
      return {
        pages: [await failedPage("home", home)],
        failure: { reason: siteFailureReason(home.reason), detail: home.detail },
      };
    const homeUrl = home.finalUrl;
    const pages: SnapshotPage[] = [await readPage("home", home, textChars, homeUrl)];
    const found = discoverPages(home.page, homeUrl);

    // The company's blog on another host (Medium, Substack, …) its menu links to is one of its news pages.
    const offsite = found.offsiteBlog ? [found.offsiteBlog] : [];
    const steady: { kind: PageKind; url: string }[] = [
      ...[...found.news.slice(0, MAX_NEWS_PAGES - offsite.length), ...offsite].map((url) => ({
        kind: "blog" as const,
        url,
      })),
      ...found.careers.slice(0, 1).map((url) => ({ kind: "careers" as const, url })),
      ...found.team.slice(0, 2).map((url) => ({
        kind: (new URL(url).pathname.toLowerCase().includes("about") ? "about" : "team") as PageKind,
        url,
      })),
      ...found.pricing.slice(0, 1).map((url) => ({ kind: "pricing" as const, url })),
      ...found.customers.slice(0, 1).map((url) => ({ kind: "customers" as const, url })),
      // Product pages last: what the budget leaves.
      ...found.product.slice(0, MAX_PRODUCT_PAGES).map((url) => ({ kind: "product" as const, url })),
    ].slice(0, Math.max(0, reader.budgetLeft - RESERVED_FOR_NEWS));
    const results = await Promise.all(steady.map((p) => reader.html(p.url)));
    // A careers link that answers nothing (an English footer's "/careers" on a French site) gives way to the next one
    // ("/recrutement").
    const careersAt = steady.findIndex((p) => p.kind === "careers");
    const nextCareers = found.careers[1];
    if (careersAt >= 0 && !results[careersAt]!.ok && nextCareers && reader.budgetLeft > RESERVED_FOR_NEWS) {
      steady[careersAt] = { kind: "careers", url: nextCareers };
      results[careersAt] = await reader.html(nextCareers);
    }
    // An off-site blog's posts live on its own host: its links are read against it, not the home page.
    const siteOf = (url: string) => (url === found.offsiteBlog ? url : homeUrl);
    for (const [i, r] of results.entries())
      if (read(r)) pages.push(await readPage(steady[i].kind, r, textChars, siteOf(steady[i].url)));

    const sitemap = await readSitemap(reader, homeUrl);
    if (sitemap) pages.push(sitemap);

    pages.push(...(await readFeeds(reader, [home, ...results], found)));

    // New posts are read in full: a title alone rarely says what a post is about.
    const fresh = unseenPosts(previous, pages).filter((p) => !p.url.includes("#"));
    for (const post of fresh.slice(0, Math.min(MAX_NEW_POSTS_READ, reader.budgetLeft))) {
      const r = await reader.html(post.url);
      if (read(r)) pages.push(await readPage("post", r, textChars, homeUrl));
    }
    return { pages };
  },
};

/** A page the budget left unread is not in the snapshot: it was not seen, not lost. */
function read(r: HtmlResult): boolean {
  return r.ok || r.reason !== "over_budget";
}

/** The site's sitemap.xml (following an index to its likeliest child), as the news-like URLs it lists. */
async function readSitemap(reader: SiteReader, homeUrl: string): Promise<SnapshotPage | null> {
  const url = new URL("/sitemap.xml", homeUrl).href;
  const accept = "application/xml,text/xml;q=0.9,*/*;q=0.5";
  const res = await reader.document(url, accept);
  if (!res.ok) return null;
  let map = parseSitemap(res.body, res.finalUrl);
  if (!map) return null;
  if (map.sitemaps.length && reader.budgetLeft > 2) {
    // WordPress (post-sitemap.xml), Yoast and Next.js split by type: the posts' one first.
    const child = [...map.sitemaps].sort((a, b) => newsScore(b) - newsScore(a))[0];
    const sub = await reader.document(child, accept);
    if (sub.ok) map = parseSitemap(sub.body, sub.finalUrl) ?? map;
  }
  const home = new URL(homeUrl);
  const urls = map.urls.map((u) => u.url).filter((u) => isSameSite(new URL(u), home) && isNewsPostPath(new URL(u)));
  return {
    kind: "sitemap",
    url,
    ok: true,
    fetchable: true,
    finalUrl: res.finalUrl,
    sitemapUrls: [...new Set(urls)].slice(0, MAX_SITEMAP_URLS),
  };
}

/** Parts of a URL that say it leads to news: "/blog/", "/press-releases", "/changelog". */
const NEWS_URL_WORDS = ["post", "blog", "news", "press", "changelog", "article"];

function newsScore(url: string): number {
  const u = url.toLowerCase();
  return NEWS_URL_WORDS.some((w) => u.includes(w)) ? 1 : 0;
}

/**
 * A feed's item where the site serves it: a feed written with another base URL than the site's (a generator's
 * `example.org`, the production host in a staging copy, `www.` or not) links its posts there, while the site's own
 * pages link the same path on the site. An item whose path no page of the site links keeps its address.
 */
export function sitePaths(pagesRead: HtmlResult[]): (itemUrl: string, feedUrl: string) => string {
  const byPath = new Map<string, string>();
  for (const r of pagesRead) {
    if (!r.ok) continue;
    for (const link of r.page.links) {
      const u = parseAbsoluteHttpUrl(link.url);
      if (u && u.pathname.length > 1) byPath.set(`${u.origin}${u.pathname}`, link.url);
    }
  }
  return (itemUrl, feedUrl) => {
    const item = parseAbsoluteHttpUrl(itemUrl);
    const feed = parseAbsoluteHttpUrl(feedUrl);
    if (!item || !feed || item.origin === feed.origin) return itemUrl;
    return byPath.get(`${feed.origin}${item.pathname}`) ?? itemUrl;
  };
}

/**
 * Every feed announced on a page read, linked from the home page, or derived from a blog platform
 * it links to; guessed locations only when none is, first that parses.
 */
async function readFeeds(
  reader: SiteReader,
  pagesRead: HtmlResult[],
  found: ReturnType<typeof discoverPages>,
): Promise<SnapshotPage[]> {
  const announced = [
    ...pagesRead.slice(1).flatMap((r) => (r.ok ? r.page.feeds.map((f) => f.url) : [])),
    ...found.feeds.filter((f) => f.source !== "common_path").map((f) => f.url),
    ...found.platformFeeds,
  ];
  const out: SnapshotPage[] = [];
  const seen = new Set<string>();
  const onSite = sitePaths(pagesRead);
  const add = (feed: { url: string; items: { title: string; url: string; publishedAt: Date | null }[] }) => {
    if (seen.has(feed.url)) return;
    seen.add(feed.url);
    out.push({
      kind: "feed",
      url: feed.url,
      ok: true,
      fetchable: true,
      feedItems: feed.items.slice(0, 50).map((i) => ({
        title: i.title,
        url: onSite(i.url, feed.url),
        publishedAt: i.publishedAt?.toISOString() ?? null,
      })),
    });
  };
  for (const url of [...new Set(announced)].slice(0, MAX_FEEDS)) {
    if (reader.budgetLeft <= 1) break;
    const feed = await reader.feed([url]);
    if (feed) add(feed);
  }
  if (announced.length === 0) {
    const guesses = found.feeds.map((f) => f.url).slice(0, Math.min(4, reader.budgetLeft - 1));
    const feed = guesses.length ? await reader.feed(guesses) : null;
    if (feed) add(feed);
  }
  return out;
}
