import { sha256Hex } from "../../platform/crypto";
import { isListingPath, isSameSite, productPages } from "./extract/discover";
import { pathSegments } from "./extract/discover/links";
import { headDate, itemisePage } from "./extract/items";
import { withoutFragment, withoutTrailingSlashes } from "./urls";
import { detectBoards, type BoardRef } from "./extract/boards";
import { extractJobs } from "./extract/jobs";
import { logoWalls } from "./extract/logos";
import { extractPeople } from "./extract/people";
import { articleText, comparableText, mayHaveConsentBanner, readableText } from "./normalize-noise";
import type { ChangeType } from "../signal";
import type { FetchedHtml, HtmlResult } from "./site";

/*
 * The snapshot (issue step 5): one per run of what the company shows publicly, so the next run
 * can diff against it. Stored as `snapshots.pages` (an array of SnapshotPage); the sources in
 * ./sources collect it.
 */

/**
 * `blog` is any news-like index (blog, press, changelog, …); `sitemap` the site's sitemap.xml;
 * `board` a job board read through its provider's API (sources/job-boards.ts); `product` a page the
 * menu links to under product, solutions, platform or features.
 */
export type PageKind =
  | "home"
  | "about"
  | "team"
  | "blog"
  | "feed"
  | "post"
  | "careers"
  | "pricing"
  | "customers"
  | "product"
  | "sitemap"
  | "social"
  | "board";

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
  /** An item from outside the company's site (the press, Hacker News, GitHub): what its source knows of it. */
  detail?: OffsiteDetail;
}

/**
 * What an off-site source knows of an item beyond its title, for the
 * analysis to type it and show its evidence.
 */
export interface OffsiteDetail {
  /** The source that read it ("news", "hn", "github"). */
  source: string;
  /** What it says beyond its title: an article's summary, a story's text, a release's notes. */
  text?: string;
  /**
   * The type the source itself establishes (a Show HN is a launch, a release a product update), unless the text states
   * a stronger event.
   */
  type?: ChangeType;
  /** Why, as the finding's first cue ("a Show HN by the company: 312 points, 148 comments"). */
  cue?: string;
  /** How the evidence names the item ("Hacker News: Show HN: … (312 points, 148 comments)"); else its title. */
  label?: string;
  /** More links to show as evidence (the discussion on Hacker News, the story it links to). */
  links?: SnapshotLink[];
  /**
   * How the item was tied to the company (`name`, `domain`, `link`, `founder`, `sector`, `topic`): the press and
   * Hacker News.
   */
  tiedBy?: string[];
  /** The press outlet that published it ("TechCrunch"): two outlets telling one event corroborate each other. */
  outlet?: string;
  /**
   * What the item states, as compare recognises it (docs/pipeline.md "An item is its content"): another item stating
   * the same is that item, whatever its URL (an annual Form D/A restating its Form D's figures).
   */
  sameAs?: string;
}

export interface SnapshotItem {
  key: string;
  title: string;
  url: string;
  publishedAt: string | null;
  text: string;
}

export interface SnapshotPage {
  kind: PageKind;
  /** The URL asked for. */
  url: string;
  /** Whose public link this is (social pages): "company" or a founder's name. */
  owner?: string;
  /** The off-site source that read it (`greenhouse`, `news`, …); unset for the company's own site and profiles. */
  source?: string;
  ok: boolean;
  /** False for pages that refuse bots (LinkedIn, X) or robots.txt: not a failure of the run. */
  fetchable: boolean;
  reason?: string;
  detail?: string;
  finalUrl?: string;
  title?: string | null;
  /** A post: its own date, as its head shows it (its byline's); compare reads an undated listing's entry by it. */
  publishedAt?: string | null;
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
  /**
   * Home page: the product pages its menu links to. One the last run did not
   * see is a new product's page: read like a new post (a launch on `/products/…`).
   */
  products?: SnapshotLink[];
  /** Blog/news index: its entries, linked or inline (extract/items.ts); empty when it has none. */
  items?: SnapshotItem[];
  /**
   * A feed, sitemap or job board: the answer's `ETag` and `Last-Modified` and what it held
   * (lifecycle/checks.ts `fingerprintOf`), so the first check between runs is conditional and
   * compares with what this run saw.
   */
  validators?: { etag: string | null; lastModified: string | null };
  fingerprint?: string;
  /** sitemap.xml: the URLs it lists under news-like paths. */
  sitemapUrls?: string[];
  feedItems?: SnapshotFeedItem[];
  jobTitles?: string[];
  /** Careers page: the roles with team, location, link and comparison key (older snapshots have titles only). */
  jobs?: SnapshotJob[];
  people?: SnapshotPerson[];
  /** Home and customers pages: the customer logos they show, by name (extract/logos.ts); absent in older snapshots. */
  logos?: string[];
  /** Home, about and team pages: the investors' logos they show ("Backed by"), by name; absent in older snapshots. */
  investorLogos?: string[];
  /** GitHub: the account's repositories and their stars, for the next run's star growth. */
  repos?: { url: string; stars: number }[];
  /** Job boards the page links to or embeds (Greenhouse, Lever, Ashby, Workable): the job-board sources read them. */
  boards?: BoardRef[];
  /** A registry's packages read this run (npm, PyPI, crates.io, the App Store): name, page, versions seen. */
  packages?: { name: string; url: string; releases: string[] }[];
  /** SEC filers read this run: who they are and how they were tied to the company (or why not). */
  filers?: { cik: string; name: string; confirmedBy: string[]; contradictions: string[]; kept: boolean }[];
  /**
   * Items an off-site source left out as another company's (a namesake, someone else's package),
   * and why: the signal's analysis lists them.
   */
  /** `otherName`: named by a longer name of its own ("Hollowpine Lodge"), which leaves the name alone unclaimed. */
  namesakes?: { item: string; url?: string; why: string; otherName?: true }[];
  /** The news search: the company's names in another script it searched for too ("دربك"), as its site writes them. */
  aliases?: string[];
  /**
   * Kept as the last snapshot had it: its source could not read it this run (a rate limit, an
   * error, its timeout), so the next run still compares with what was last seen rather than
   * taking it for a page read the first time (a baseline, and news missed).
   */
  carried?: boolean;
  /**
   * Kept empty by a source that had nothing to read this run (a registry the site links no package on): nothing was
   * fetched.
   */
  idle?: boolean;
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
  /** The company's job board as given on create/PATCH (`jobBoardUrl`), when it was. */
  jobBoardUrl?: string | null;
  companyName?: string | null;
  /** Its taxonomy category ids: the sector an item about a common name must also name. */
  classification?: string[];
  /**
   * Where it is based, as enrichment read it ("Berlin, Germany"): an item placing a namesake elsewhere contradicts it.
   */
  location?: string | null;
  /** What the company does in its own words (its site's description, as enrichment read it): part of its topic. */
  description?: string | null;
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

/** A page as the snapshot keeps it, with what its kind calls for (roles, people, posts and items). */
export async function readPage(kind: PageKind, r: HtmlResult, textChars: number, home: string): Promise<SnapshotPage> {
  if (!r.ok) return failedPage(kind, r);
  const page = await htmlPage(kind, r, textChars);
  if (kind === "blog") {
    page.posts = postLinks(r, home);
    page.items = itemisePage(r.html, r.finalUrl);
  }
  if (kind === "home") {
    const home = new URL(r.finalUrl);
    page.products = productPages(r.page.links, home).map((url) => ({
      url,
      text: r.page.links.find((l) => withoutFragment(l.url) === url)?.text ?? "",
    }));
    // A home page that lists posts (a Ghost or Hugo blog at the root, a "latest news" strip): its dated entries with a
    // page of their own.
    const posts = itemisePage(r.html, r.finalUrl).filter(
      (i) => i.publishedAt !== null && !i.url.includes("#") && isSameSite(new URL(i.url), new URL(home)),
    );
    page.items = posts;
  }
  if (kind === "careers") {
    page.jobs = extractJobs(r.html, r.finalUrl);
    page.jobTitles = [...new Set(page.jobs.map((j) => j.title))];
  }
  // Customers shown as a wall of logos, named only in the images (extract/logos.ts).
  if (kind === "home" || kind === "customers" || kind === "about" || kind === "team") {
    const walls = logoWalls(r.html, { customersPage: kind === "customers" });
    if (kind === "home" || kind === "customers") page.logos = walls.customers;
    if (kind !== "customers") page.investorLogos = walls.investors;
  }
  const boards = kind === "social" ? [] : detectBoards(r.html);
  if (boards.length) page.boards = boards;
  if (kind === "team" || kind === "about")
    page.people = extractPeople(r.html, r.finalUrl).map(({ githubUrl: _g, ...p }) => p);
  return page;
}

export async function htmlPage(kind: PageKind, r: FetchedHtml, textChars: number): Promise<SnapshotPage> {
  // Consent banners are noise: their text is neither compared nor kept (a second parse only when the page has one).
  // A post is its article: the footer and sidebars every page repeats are not what it says.
  const article = kind === "post" ? articleText(r.html) : null;
  const text = article ?? (mayHaveConsentBanner(r.html) ? readableText(r.html) : r.page.text);
  return {
    kind,
    url: r.url,
    ok: true,
    fetchable: true,
    finalUrl: r.finalUrl,
    title: r.page.title,
    textHash: await sha256Hex(comparableText(text)),
    text: text.slice(0, textChars),
    links: r.page.links.slice(0, MAX_LINKS).map((l) => ({ url: l.url, text: l.text })),
    ...(kind === "post" ? { publishedAt: headDate(text) } : {}),
  };
}

export async function failedPage(kind: PageKind, r: Extract<HtmlResult, { ok: false }>): Promise<SnapshotPage> {
  const fetchable = r.reason !== "not_fetchable" && r.reason !== "blocked_by_robots";
  return { kind, url: r.url, ok: false, fetchable, reason: r.reason, detail: r.detail };
}

/** Links on a blog index that lead deeper into the blog: its posts. */
function postLinks(blog: FetchedHtml, home: string): SnapshotLink[] {
  const base = new URL(blog.finalUrl);
  const prefix = `${withoutTrailingSlashes(base.pathname)}/`;
  const out: SnapshotLink[] = [];
  for (const l of blog.page.links) {
    let u: URL;
    try {
      u = new URL(l.url);
    } catch {
      continue;
    }
    if (!isSameSite(u, new URL(home)) || !u.pathname.startsWith(prefix) || u.pathname === prefix) continue;
    if (isListingPath(pathSegments(u))) continue;
    if (!l.text || out.some((o) => o.url === l.url)) continue;
    out.push(l);
  }
  return out.slice(0, 50);
}
