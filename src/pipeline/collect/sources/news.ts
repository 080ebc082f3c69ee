import { postUrlKey } from "../extract/discover";
import { parseNewsFeed, sameStory, type NewsArticle } from "../extract/news";
import {
  type CompanyIdentity,
  type SiteTopic,
  dropNameOnlyBesideNamesakes,
  otherNameOf,
  mentionOf,
  namesLeadingWords,
  namesOnSite,
  otherInHeadline,
  newsQuery,
  otherScriptVersion,
  provedBy,
} from "../mentions";
import type { SiteReader } from "../site";
import type { SnapshotFeedItem, SnapshotPage } from "../snapshot";
import { companyIdentity, OFFSITE_NEWS_DAYS, offsitePage, ownSiteTopic, requestFailure } from "./offsite";
import type { Source } from "./types";
import { isHttpUrl, withoutFragment } from "../urls";

/*
 * Press and news: one search of NEWS_SEARCH_URL (a URL template with
 * `{query}` answering RSS; Google News search by default) for the company's name as a phrase or
 * its domain. An article counts only when it names the company (mentions.ts: a common name also
 * needs the domain, a founder or the sector), so namesakes are dropped; syndicated copies (the
 * same canonical URL, or a near-identical headline at another outlet) are one article. A recent
 * article tied by the name alone is read itself while the source's budget lasts: its links, its
 * founders and its places say whose it is, and its text says who did what; then one its headline proves the company's,
 * for what its text says.
 */

const RSS_ACCEPT = "application/rss+xml,application/xml;q=0.9,text/xml;q=0.8,*/*;q=0.5";
/** Links that are an aggregator's redirect to an article rather than the article. */
const AGGREGATOR_LINKS = [
  { host: "news.google.com", path: "/" },
  { host: "www.bing.com", path: "/news/apiclick" },
  { host: "news.yahoo.com", path: "/rss" },
];

function isAggregatorLink(url: string): boolean {
  if (!isHttpUrl(url)) return false;
  const u = new URL(url);
  const path = u.pathname.toLowerCase();
  return AGGREGATOR_LINKS.some((a) => u.hostname === a.host && path.startsWith(a.path));
}
/** Characters of an article read for its evidence and for who did what. */
const ARTICLE_CHARS = 6000;
/** Articles kept per run (a search answers up to 100). */
const MAX_ARTICLES = 30;

export const newsSource: Source = {
  name: "news",
  needs(target) {
    return companyIdentity(target).name ? null : "no company name or website to search the news for";
  },
  async collect({ reader, target, endpoints, now, pages }) {
    const own = pages.filter((p) => !p.source);
    const identity = companyIdentity(target);
    const company = { ...identity, aliases: await aliasesOf(reader, own, identity.name) };
    const site = ownSiteTopic(pages, target);
    const url = endpoints.news.replace("{query}", encodeURIComponent(newsQuery(company)));
    const res = await reader.api(url, { accept: RSS_ACCEPT });
    if (!res.ok) return { pages: [], error: requestFailure("the news search", res) };
    const articles = parseNewsFeed(res.body, res.finalUrl);
    if (!articles) return { pages: [], error: "the news search did not answer RSS" };
    const { about, suspects, leads } = sortedByFeed(articles, company, site);
    const namesakes: Namesake[] = [];
    // Evidence before name: an article not proved the company's is read itself (within the budget), for a link to
    // the company's site, a founder, or what says it is another company's. One proved by its headline is read after
    // those, for what it says: the round an interview tells halfway down is in its text, not in its headline. Leads
    // last.
    const recent = now.getTime() - OFFSITE_NEWS_DAYS * 86_400_000;
    const texts = new Map<NewsArticle, string>();
    for (const x of suspects) {
      const proved = await provedInArticle(reader, x.article, company, recent);
      if (!proved) namesakes.push(x.namesake);
      else {
        about.push({ article: x.article, by: proved.by });
        texts.set(x.article, proved.text);
      }
    }
    const byNameAlone = about.filter((x) => !provedBy(x.by));
    const [unproved, isLead] = [new Set([...byNameAlone, ...leads]), new Set(leads)];
    for (const x of [...byNameAlone, ...about.filter((x) => provedBy(x.by)), ...leads]) {
      const read = await readArticle(reader, x.article, company, recent);
      if (!read) continue;
      const { text, mention: m } = read;
      if (unproved.has(x)) {
        // Named in passing in an article about another organisation of the same first word: theirs.
        const other = m && !provedBy(m.by) ? otherInHeadline(x.article.headline, company.name) : null;
        if (m?.namesake || other) {
          namesakes.push({
            item: x.article.headline,
            url: x.article.url,
            why: m?.namesake
              ? `${m.namesake} (in the article)`
              : `tied by its name alone, and its headline is about ${other}, another organisation`,
            ...(m?.namesake ? otherNameOf(m) : { otherName: true as const }),
          });
          if (about.includes(x)) about.splice(about.indexOf(x), 1);
          continue;
        }
        if (m) x.by = [...new Set([...x.by, ...m.by])];
        if (isLead.has(x)) {
          if (!m) continue;
          about.push(x);
        }
      }
      texts.set(x.article, text);
    }
    const kept = dropNameOnlyBesideNamesakes(
      about.map((x) => ({ item: x.article, by: x.by, label: x.article.headline, url: x.article.url })),
      namesakes,
    ).map((x) => ({ article: x.item, by: x.by }));
    about.splice(0, about.length, ...kept);
    const tied = new Map(about.map((x) => [x.article, x.by]));
    const items = distinct(about.map((x) => x.article))
      .slice(0, MAX_ARTICLES)
      .map((a) => itemOf(a, tied.get(a) ?? [], texts.get(a)));
    const extra = {
      ...(namesakes.length ? { namesakes: namesakes.slice(0, MAX_ARTICLES) } : {}),
      ...(company.aliases.length ? { aliases: company.aliases } : {}),
    };
    return { pages: [offsitePage("news", url, items, extra)] };
  },
};

type Namesake = NonNullable<SnapshotPage["namesakes"]>[number];
type Tied = { article: NewsArticle; by: string[] };

/**
 * The feed's articles by what their headline and summary say: about the company; suspected namesakes by what the
 * feed's words say of them (a sector, a place), read first, since their article may prove them the company's after
 * all (a founder named, a link to its site), which outweighs a headline's label ("Agritech startup KisanVault" for a
 * post-harvest lender); and leads, a headline naming the company by its leading words only ("Tarragon lays off …"),
 * which count when the article names the company.
 */
function sortedByFeed(articles: NewsArticle[], company: CompanyIdentity, site: SiteTopic | undefined) {
  const [about, leads]: Tied[][] = [[], []];
  const suspects: { article: NewsArticle; namesake: Namesake }[] = [];
  for (const a of articles) {
    const m = mentionOf({ text: `${a.headline}\n${a.summary}`, urls: [a.url] }, company, site);
    if (m?.namesake)
      suspects.push({ article: a, namesake: { item: a.headline, url: a.url, why: m.namesake, ...otherNameOf(m) } });
    else if (m) about.push({ article: a, by: m.by });
    else if (namesLeadingWords(a.headline, company.name)) leads.push({ article: a, by: [] });
  }
  return { about, suspects, leads };
}

/** The article's text and ties, when reading it proves it the company's (a founder, its domain, a link to it). */
async function provedInArticle(
  reader: SiteReader,
  article: NewsArticle,
  company: CompanyIdentity,
  recent: number,
): Promise<{ text: string; by: string[] } | null> {
  const read = await readArticle(reader, article, company, recent);
  const m = read?.mention;
  return read && m && !m.namesake && provedBy(m.by) ? { text: read.text, by: m.by } : null;
}

/**
 * A recent article's text, cut to what a run reads, and how it names the company, its links counted; null when the
 * budget is spent, the article is old or will not load. An aggregator's link (Google News's /rss/articles/…) leads to
 * its own page, not the article: nothing to read there.
 */
async function readArticle(reader: SiteReader, article: NewsArticle, company: CompanyIdentity, recent: number) {
  if (reader.budgetLeft <= 0 || (article.publishedAt && article.publishedAt.getTime() < recent)) return null;
  if (isAggregatorLink(article.url)) return null;
  const page = await reader.html(article.url);
  if (!page.ok) return null;
  const text = page.page.text.slice(0, ARTICLE_CHARS);
  const links = page.page.links.map((l) => l.url);
  return { text, mention: mentionOf({ text: `${article.headline}\n${text}`, urls: links }, company) };
}

/**
 * The company's names in another script, as its own pages write them (mentions/site-names.ts); when those read show
 * none, as the home page's version in such a language (an Arabic "/ar/") titles it, for one request.
 */
async function aliasesOf(reader: SiteReader, own: SnapshotPage[], name: string): Promise<string[]> {
  const found = namesOnSite(own, name);
  const home = own.find((p) => p.kind === "home" && p.ok);
  const version = found.length || !home ? null : otherScriptVersion(home, home.finalUrl ?? home.url);
  if (!version || reader.budgetLeft <= 0) return found;
  const page = await reader.html(version);
  return page.ok ? namesOnSite([...own, { ok: true, title: page.page.title }], name) : found;
}

/**
 * One article per story: of those with the same canonical URL or a near-identical headline, the earliest dated. A
 * story is as old as its first copy (docs/pipeline.md "An item is its content"): a syndication stamped today of a 2024
 * article is that 2024 article.
 */
export function distinct(articles: NewsArticle[]): NewsArticle[] {
  const out: NewsArticle[] = [];
  for (const a of articles) {
    const i = out.findIndex(
      (o) => canonicalArticleUrl(o.url) === canonicalArticleUrl(a.url) || sameStory(o.headline, a.headline),
    );
    if (i < 0) out.push(a);
    else if (a.publishedAt && (!out[i]!.publishedAt || a.publishedAt < out[i]!.publishedAt!)) out[i] = a;
  }
  return out;
}

/**
 * An article's URL as compared: without click-source parameters (Google's `oc=5` among them), fragment or trailing
 * slash.
 */
function canonicalArticleUrl(url: string): string {
  const key = postUrlKey(withoutFragment(url));
  try {
    const u = new URL(key);
    u.searchParams.delete("oc");
    return u.href;
  } catch {
    return key;
  }
}

/** `article`: the article's own text when it was read; it says who did what better than any summary. */
function itemOf(a: NewsArticle, tiedBy: string[], article?: string): SnapshotFeedItem {
  // Google's description is the headline and the outlet again; an outlet's own summary says more, and stays beside the
  // article's text (its words, "Stellenabbau", may be the ones a watch list uses).
  const summary = a.summary && !sameStory(a.summary.replace(a.outlet ?? "", ""), a.headline) ? a.summary : "";
  const says = [summary, article ?? ""].filter(Boolean).join("\n");
  return {
    title: a.headline,
    url: a.url,
    publishedAt: a.publishedAt?.toISOString() ?? null,
    detail: {
      source: "news",
      tiedBy,
      ...(a.outlet ? { outlet: a.outlet } : {}),
      ...(says ? { text: says } : {}),
      ...(a.outlet ? { cue: `reported by ${a.outlet}`, label: `${a.headline} (${a.outlet})` } : {}),
    },
  };
}
