import { sha256Hex } from "../platform/crypto";
import { discoverPages, isSameSite } from "./extract/discover";
import { extractJobs } from "./extract/jobs";
import { extractPeople } from "./extract/people";
import { comparableText, mayHaveConsentBanner, readableText } from "./normalize-noise";
import { siteFailureReason, type FetchedHtml, type HtmlResult, type SiteReader } from "./site";

/*
 * Collect (issue step 5): one snapshot per run of what the company shows publicly, so the next
 * run can diff against it. Stored as `snapshots.pages` (an array of SnapshotPage).
 */

export type PageKind = "home" | "about" | "team" | "blog" | "feed" | "post" | "careers" | "social";

export interface SnapshotLink {
  url: string;
  text: string;
}

export interface SnapshotPerson {
  name: string;
  role: string | null;
  isFounder: boolean;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  websiteUrl: string | null;
  bio: string | null;
}

export interface SnapshotFeedItem {
  title: string;
  url: string;
  publishedAt: string | null;
}

export interface SnapshotPage {
  kind: PageKind;
  /** The URL asked for. */
  url: string;
  /** Whose public link this is (social pages): "company" or a founder's name. */
  owner?: string;
  ok: boolean;
  /** False for pages that refuse bots (LinkedIn, X) or robots.txt: not a failure of the run. */
  fetchable: boolean;
  reason?: string;
  detail?: string;
  finalUrl?: string;
  title?: string | null;
  /**
   * SHA-256 of the whole visible text as compared (`comparableText`: noise normalised, lines as a
   * set): equal hashes mean no change worth reading.
   */
  textHash?: string;
  /** The visible text as the page wrote it (consent banners left out), trimmed to the snapshot budget. */
  text?: string;
  links?: SnapshotLink[];
  /** Blog/news index: links that look like posts. */
  posts?: SnapshotLink[];
  feedItems?: SnapshotFeedItem[];
  jobTitles?: string[];
  /** Careers page: the roles with team, location, link and comparison key (older snapshots have titles only). */
  jobs?: SnapshotJob[];
  people?: SnapshotPerson[];
}

export interface SnapshotJob {
  title: string;
  team: string | null;
  location: string | null;
  url: string | null;
  key: string;
}

export interface CollectTarget {
  website: string | null;
  companyLinkedinUrl: string | null;
  companyTwitterUrl: string | null;
  founders: { name: string; linkedinUrl: string | null; twitterUrl: string | null; githubUrl: string | null }[];
}

export interface Collected {
  pages: SnapshotPage[];
  /** Null when the home page was read; else the short reason (`website_unreachable`, …). */
  failure: { reason: string; detail: string } | null;
}

const MAX_LINKS = 150;
const MAX_NEW_POSTS_READ = 3;

export async function collectSnapshot(
  reader: SiteReader,
  target: CollectTarget,
  previous: SnapshotPage[] | null,
  textChars: number,
): Promise<Collected> {
  if (!target.website) return { pages: [], failure: { reason: "no_website", detail: "the company has no website to read" } };
  const home = await reader.html(target.website);
  if (!home.ok) {
    const page = await failedPage("home", home);
    return { pages: [page], failure: { reason: siteFailureReason(home.reason), detail: home.detail } };
  }
  const pages: SnapshotPage[] = [await htmlPage("home", home, textChars)];
  const found = discoverPages(home.page, home.finalUrl);

  const [blog, careers, ...team] = await Promise.all([
    found.blog[0] ? reader.html(found.blog[0]) : null,
    found.careers[0] ? reader.html(found.careers[0]) : null,
    ...found.team.slice(0, 2).map((u) => reader.html(u)),
  ]);

  if (blog) {
    const page = blog.ok ? await htmlPage("blog", blog, textChars) : await failedPage("blog", blog);
    if (blog.ok) page.posts = postLinks(blog, home.finalUrl);
    pages.push(page);
  }
  const feedCandidates = [
    ...(blog?.ok ? blog.page.feeds.filter((f) => f.format !== "json").map((f) => f.url) : []),
    ...found.feeds.map((f) => f.url),
  ];
  const feed = await reader.feed([...new Set(feedCandidates)].slice(0, 4));
  if (feed) {
    pages.push({
      kind: "feed",
      url: feed.url,
      ok: true,
      fetchable: true,
      feedItems: feed.items.slice(0, 50).map((i) => ({ title: i.title, url: i.url, publishedAt: i.publishedAt?.toISOString() ?? null })),
    });
  }
  if (careers) {
    const page = careers.ok ? await htmlPage("careers", careers, textChars) : await failedPage("careers", careers);
    if (careers.ok) {
      page.jobs = extractJobs(careers.html, careers.finalUrl);
      page.jobTitles = [...new Set(page.jobs.map((j) => j.title))];
    }
    pages.push(page);
  }
  for (const t of team) {
    if (!t) continue;
    const kind: PageKind = /about/i.test(new URL(t.url).pathname) ? "about" : "team";
    const page = t.ok ? await htmlPage(kind, t, textChars) : await failedPage(kind, t);
    if (t.ok) page.people = extractPeople(t.html, t.finalUrl).map(({ githubUrl: _g, ...p }) => p);
    pages.push(page);
  }

  // New posts are read in full: a title alone rarely says what a post is about.
  const newPosts = newPostUrls(pages, previous).slice(0, MAX_NEW_POSTS_READ);
  for (const url of newPosts) {
    const post = await reader.html(url);
    pages.push(post.ok ? await htmlPage("post", post, textChars) : await failedPage("post", post));
  }

  // The company's and founders' public profiles: most networks refuse bots, which is recorded, not failed.
  const socials: { url: string; owner: string }[] = [];
  if (target.companyLinkedinUrl) socials.push({ url: target.companyLinkedinUrl, owner: "company" });
  if (target.companyTwitterUrl) socials.push({ url: target.companyTwitterUrl, owner: "company" });
  for (const f of target.founders) {
    for (const url of [f.linkedinUrl, f.twitterUrl, f.githubUrl]) if (url) socials.push({ url, owner: f.name });
  }
  for (const s of socials) {
    const res = await reader.html(s.url);
    const page = res.ok ? await htmlPage("social", res, textChars) : await failedPage("social", res);
    page.owner = s.owner;
    pages.push(page);
  }
  return { pages, failure: null };
}

async function htmlPage(kind: PageKind, r: FetchedHtml, textChars: number): Promise<SnapshotPage> {
  // Consent banners are noise: their text is neither compared nor kept (a second parse only when the page has one).
  const text = mayHaveConsentBanner(r.html) ? readableText(r.html) : r.page.text;
  return {
    kind,
    url: r.url,
    ok: true,
    fetchable: true,
    finalUrl: r.finalUrl,
    title: r.page.title,
    textHash: await sha256Hex(comparableText(text)),
    text: text.slice(0, textChars),
    links: r.page.links.slice(0, MAX_LINKS),
  };
}

async function failedPage(kind: PageKind, r: Extract<HtmlResult, { ok: false }>): Promise<SnapshotPage> {
  const fetchable = r.reason !== "not_fetchable" && r.reason !== "blocked_by_robots";
  return { kind, url: r.url, ok: false, fetchable, reason: r.reason, detail: r.detail };
}

/** Links on a blog index that lead deeper into the blog: its posts. */
function postLinks(blog: FetchedHtml, home: string): SnapshotLink[] {
  const base = new URL(blog.finalUrl);
  const prefix = base.pathname.replace(/\/+$/, "") + "/";
  const out: SnapshotLink[] = [];
  for (const l of blog.page.links) {
    let u: URL;
    try {
      u = new URL(l.url);
    } catch {
      continue;
    }
    if (!isSameSite(u, new URL(home)) || !u.pathname.startsWith(prefix) || u.pathname === prefix) continue;
    if (/\.(xml|rss|atom)$|\/(feed|rss|atom|page|tag|category|author)(\/|$)/i.test(u.pathname)) continue;
    if (!l.text || out.some((o) => o.url === l.url)) continue;
    out.push(l);
  }
  return out.slice(0, 50);
}

/** Posts (from the feed, else the blog index) that the previous snapshot did not have. */
export function newPostUrls(pages: SnapshotPage[], previous: SnapshotPage[] | null): string[] {
  if (!previous) return [];
  const known = new Set(previous.flatMap((p) => [...(p.feedItems ?? []).map((i) => i.url), ...(p.posts ?? []).map((i) => i.url)]));
  const current = pages.flatMap((p) => [...(p.feedItems ?? []).map((i) => i.url), ...(p.posts ?? []).map((i) => i.url)]);
  return [...new Set(current.filter((u) => !known.has(u)))];
}
