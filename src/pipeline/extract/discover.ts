import type { ExtractedPage } from "./html";

/**
 * From a home page's links, guesses where the blog/news, careers and team/about pages and the
 * RSS/Atom feeds are. Candidates are ranked best first; callers fetch them in order and keep
 * the first that works (a feed guess is verified with `parseFeedItems`).
 */
export interface DiscoveredPages {
  blog: string[];
  careers: string[];
  team: string[];
  feeds: FeedCandidate[];
}

export interface FeedCandidate {
  url: string;
  /**
   * `link_alternate`: announced in <head>; `link`: an anchor that looks like a feed;
   * `common_path`: a guess at a usual location, offered only when the page names no feed.
   */
  source: "link_alternate" | "link" | "common_path";
}

type Category = "blog" | "careers" | "team";

interface Keywords {
  /** Path segments, strongest first (earlier = higher score). */
  segments: string[];
  text: RegExp;
  /** Subdomains that mean this category (blog.acme.com, jobs.acme.com). */
  subdomains: string[];
}

const KEYWORDS: Record<Category, Keywords> = {
  blog: {
    segments: ["blog", "news", "newsroom", "updates", "press", "journal", "insights", "articles", "posts", "stories", "changelog"],
    text: /\b(blog|news|newsroom|press|updates|changelog|journal|what'?s new)\b/i,
    subdomains: ["blog", "news", "press"],
  },
  careers: {
    segments: ["careers", "jobs", "career", "join-us", "join", "joinus", "hiring", "work-with-us", "openings", "open-roles", "positions"],
    text: /\b(careers?|jobs|join (us|the team|our team)|we'?re hiring|open (roles|positions)|work with us)\b/i,
    subdomains: ["careers", "jobs"],
  },
  team: {
    segments: ["team", "our-team", "people", "leadership", "founders", "about-us", "about", "who-we-are", "company"],
    text: /\b(team|our team|people|leadership|founders|about( us)?|who we are)\b/i,
    subdomains: [],
  },
};

/** Job boards that host a company's careers page on their own domain. */
const ATS_HOSTS = [
  "boards.greenhouse.io", "job-boards.greenhouse.io", "jobs.lever.co", "jobs.ashbyhq.com", "apply.workable.com",
  "wellfound.com", "angel.co", "workatastartup.com", "recruitee.com", "bamboohr.com", "personio.de", "teamtailor.com",
];

/** Where blogs engines put feeds (WordPress /feed, Jekyll /feed.xml, Hugo /index.xml, ...), likeliest first. */
const COMMON_FEED_PATHS = ["feed", "feed.xml", "rss.xml", "atom.xml", "index.xml"];

export function discoverPages(
  page: Pick<ExtractedPage, "links" | "feeds">,
  homeUrl: string,
  opts: { maxPerCategory?: number; maxFeedGuesses?: number } = {},
): DiscoveredPages {
  const max = opts.maxPerCategory ?? 3;
  const home = new URL(homeUrl);
  const scored: Record<Category, Map<string, number>> = { blog: new Map(), careers: new Map(), team: new Map() };

  for (const link of page.links) {
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      continue;
    }
    if (looksLikeFile(url.pathname)) continue;
    const sameSite = isSameSite(url, home);
    const isHome = sameHost(url, home) && normalisedPath(url) === normalisedPath(home) && url.search === "";
    if (isHome) continue;
    for (const category of ["blog", "careers", "team"] as const) {
      const onAts = category === "careers" && isAtsHost(url.hostname);
      if (!sameSite && !onAts) continue;
      const score = scoreLink(url, link.text, home, KEYWORDS[category]) + (onAts ? 8 : 0);
      if (score <= 0) continue;
      const key = url.href;
      scored[category].set(key, Math.max(score, scored[category].get(key) ?? 0));
    }
  }

  const rank = (m: Map<string, number>) =>
    [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length).slice(0, max).map(([u]) => u);
  const blog = rank(scored.blog);
  return {
    blog,
    careers: rank(scored.careers),
    team: rank(scored.team),
    feeds: feedCandidates(page, home, blog, opts.maxFeedGuesses ?? 6),
  };
}

function scoreLink(url: URL, text: string, home: URL, kw: Keywords): number {
  const segments = url.pathname.toLowerCase().split("/").filter(Boolean);
  let score = 0;
  const homeDepth = home.pathname.split("/").filter(Boolean).length;
  const rel = segments.slice(homeDepth); // a site living under a path prefix
  const first = rel[0];
  const idx = first === undefined ? -1 : kw.segments.indexOf(first.replace(/\.(html?|php)$/, ""));
  if (idx >= 0) {
    score += 12 - Math.min(idx, 6);
    score -= 4 * (rel.length - 1); // /blog beats /blog/some-post
  } else if (rel.some((s) => kw.segments.includes(s))) {
    score += 3;
  }
  const sub = url.hostname.toLowerCase().split(".")[0];
  if (url.hostname !== home.hostname && kw.subdomains.includes(sub)) score += 10 - 2 * rel.length;
  if (kw.text.test(text) && text.length <= 40) score += score > 0 ? 4 : 5;
  if (url.search) score -= 2;
  return score;
}

function feedCandidates(page: Pick<ExtractedPage, "links" | "feeds">, home: URL, blog: string[], maxGuesses: number): FeedCandidate[] {
  const out: FeedCandidate[] = [];
  const add = (url: string, source: FeedCandidate["source"]) => {
    if (!out.some((c) => c.url === url)) out.push({ url, source });
  };
  for (const f of page.feeds) if (f.format !== "json") add(f.url, "link_alternate");
  for (const link of page.links) {
    try {
      const url = new URL(link.url);
      const last = url.pathname.toLowerCase().split("/").filter(Boolean).pop() ?? "";
      if (
        isSameSite(url, home) &&
        (/^(feed|rss|atom)(\.xml)?$/.test(last) || /\.(rss|atom)$/.test(last) || /^(rss|atom|feed)$/i.test(link.text.trim()))
      ) {
        add(url.href, "link");
      }
    } catch {
      // unparsable link: not a candidate
    }
  }
  // Guesses only when nothing was announced or linked; the blog's folder first, then the root.
  if (out.length > 0) return out;
  const bases = [...blog.slice(0, 1).map((b) => (b.endsWith("/") ? b : `${b}/`)), new URL("/", home).href];
  const guesses = COMMON_FEED_PATHS.flatMap((p) => bases.map((base) => new URL(p, base).href));
  for (const g of guesses.slice(0, maxGuesses)) add(g, "common_path");
  return out;
}

/** Same host (ignoring www.) or a subdomain of it, on the same port. */
export function isSameSite(url: URL, home: URL): boolean {
  if (url.port !== home.port) return false;
  const a = url.hostname.toLowerCase().replace(/^www\./, "");
  const b = home.hostname.toLowerCase().replace(/^www\./, "");
  if (/^[\d.]+$|:/.test(a) || /^[\d.]+$|:/.test(b)) return a === b; // IP hosts have no subdomains
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

function sameHost(a: URL, b: URL): boolean {
  return a.port === b.port && a.hostname.replace(/^www\./, "") === b.hostname.replace(/^www\./, "");
}

function isAtsHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return ATS_HOSTS.some((ats) => h === ats || h.endsWith(`.${ats}`));
}

function normalisedPath(url: URL): string {
  return url.pathname.replace(/\/+$/, "") || "/";
}

function looksLikeFile(pathname: string): boolean {
  return /\.(pdf|png|jpe?g|gif|svg|webp|zip|mp4|mp3|css|js|ico)$/i.test(pathname);
}
