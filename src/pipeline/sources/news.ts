import { postUrlKey } from "../diff";
import { parseNewsFeed, sameStory, type NewsArticle } from "../extract/news";
import { mentionOf, newsQuery } from "../mentions";
import type { SnapshotFeedItem, SnapshotPage } from "../snapshot";
import { companyIdentity, offsitePage, requestFailure } from "./offsite";
import type { Source } from "./types";

/*
 * Press and news (issue 18 point 3): one search of NEWS_SEARCH_URL (a URL template with
 * `{query}` answering RSS; Google News search by default) for the company's name as a phrase or
 * its domain. An article counts only when it names the company (mentions.ts: a common name also
 * needs the domain, a founder or the sector), so namesakes are dropped; syndicated copies (the
 * same canonical URL, or a near-identical headline at another outlet) are one article.
 */

const RSS_ACCEPT = "application/rss+xml,application/xml;q=0.9,text/xml;q=0.8,*/*;q=0.5";
/** Articles kept per run (a search answers up to 100). */
const MAX_ARTICLES = 30;

export const newsSource: Source = {
  name: "news",
  needs(target) {
    return companyIdentity(target).name ? null : "no company name or website to search the news for";
  },
  async collect({ reader, target, endpoints }) {
    const company = companyIdentity(target);
    const url = endpoints.news.replace("{query}", encodeURIComponent(newsQuery(company)));
    const res = await reader.api(url, { accept: RSS_ACCEPT });
    if (!res.ok) return { pages: [], error: requestFailure("the news search", res) };
    const articles = parseNewsFeed(res.body, res.finalUrl);
    if (!articles) return { pages: [], error: "the news search did not answer RSS" };
    const about: { article: NewsArticle; by: string[] }[] = [];
    const namesakes: NonNullable<SnapshotPage["namesakes"]> = [];
    for (const a of articles) {
      const m = mentionOf({ text: `${a.headline}\n${a.summary}`, urls: [a.url] }, company);
      if (m?.namesake) namesakes.push({ item: a.headline, url: a.url, why: m.namesake });
      else if (m) about.push({ article: a, by: m.by });
    }
    const tied = new Map(about.map((x) => [x.article, x.by]));
    const items = distinct(about.map((x) => x.article)).slice(0, MAX_ARTICLES).map((a) => itemOf(a, tied.get(a) ?? []));
    return { pages: [offsitePage("news", url, items, namesakes.length ? { namesakes: namesakes.slice(0, MAX_ARTICLES) } : {})] };
  },
};

/** One article per story: the first of those with the same canonical URL or a near-identical headline. */
export function distinct(articles: NewsArticle[]): NewsArticle[] {
  const out: NewsArticle[] = [];
  for (const a of articles) {
    if (out.some((o) => canonicalArticleUrl(o.url) === canonicalArticleUrl(a.url) || sameStory(o.headline, a.headline))) continue;
    out.push(a);
  }
  return out;
}

/** An article's URL as compared: without click-source parameters (Google's `oc=5` among them), fragment or trailing slash. */
function canonicalArticleUrl(url: string): string {
  const key = postUrlKey(url.replace(/#.*$/, ""));
  try {
    const u = new URL(key);
    u.searchParams.delete("oc");
    return u.href;
  } catch {
    return key;
  }
}

function itemOf(a: NewsArticle, tiedBy: string[]): SnapshotFeedItem {
  // Google's description is the headline and the outlet again; an outlet's own summary says more.
  const says = a.summary && !sameStory(a.summary.replace(a.outlet ?? "", ""), a.headline) ? a.summary : "";
  return {
    title: a.headline,
    url: a.url,
    publishedAt: a.publishedAt?.toISOString() ?? null,
    detail: { source: "news", tiedBy, ...(says ? { text: says } : {}), ...(a.outlet ? { cue: `reported by ${a.outlet}`, label: `${a.headline} (${a.outlet})` } : {}) },
  };
}
