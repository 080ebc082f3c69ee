import { parseAbsoluteHttpUrl } from "../../../identity/url";
import { BOARD_HOSTS, boardProviderOf } from "./boards";
import type { ExtractedPage } from "./html";

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

export interface FeedCandidate {
  url: string;
  /**
   * `link_alternate`: announced in <head>; `link`: an anchor that looks like a feed;
   * `common_path`: a guess at a usual location, offered only when the page names no feed.
   */
  source: "link_alternate" | "link" | "common_path";
}

type Category = "blog" | "careers" | "team" | "pricing" | "customers";

interface Keywords {
  /** Path segments, strongest first (earlier = higher score). */
  segments: string[];
  text: RegExp;
  /** Subdomains that mean this category (blog.acme.com, jobs.acme.com). */
  subdomains: string[];
}

// English first, then the German, French and Spanish words such sites use: "Neuigkeiten", "Karriere", "Über uns",
// "Actualités", "Recrutement", "Noticias", "Empleo", …
const KEYWORDS: Record<Category | "product", Keywords> = {
  blog: {
    segments: [
      "blog",
      "news",
      "newsroom",
      "updates",
      "press",
      "journal",
      "insights",
      "articles",
      "posts",
      "stories",
      "changelog",
      "writing",
      "essays",
      "letters",
      "releases",
      "release-notes",
      "whats-new",
      "what-s-new",
      "resources",
      "media",
      "announcements",
      "neuigkeiten",
      "aktuelles",
      "presse",
      "actualites",
      "actualite",
      "nouveautes",
      "noticias",
      "prensa",
      "novedades",
      "magazin",
      // Portuguese, Italian, Dutch, Swedish, Polish.
      "novidades",
      "imprensa",
      "notizie",
      "novita",
      "nieuws",
      "nyheter",
      "aktualnosci",
    ],
    text: new RegExp(
      String.raw`(?<![\p{L}])(blog|news|newsroom|press|updates|changelog|journal|writing|essays|letters|` +
        "release notes|releases|what'?s new|resources|stories|neuigkeiten|aktuelles|presse|" +
        String.raw`actualit[ée]s|nouveaut[ée]s|noticias|prensa|novedades|novidades|imprensa|notizie|novit[àa]|` +
        String.raw`nieuws|nyheter|aktualno[śs]ci)(?![\p{L}])`,
      "iu",
    ),
    subdomains: ["blog", "news", "press", "changelog", "updates"],
  },
  careers: {
    segments: [
      "careers",
      "jobs",
      "career",
      "join-us",
      "join",
      "joinus",
      "hiring",
      "work-with-us",
      "openings",
      "open-roles",
      "positions",
      "karriere",
      "stellenangebote",
      "stellen",
      "carrieres",
      "carriere",
      "recrutement",
      "emplois",
      "nous-rejoindre",
      "rejoignez-nous",
      "empleo",
      "empleos",
      "trabaja-con-nosotros",
      "unete",
      "carreras",
      "vacantes",
    ],
    text: new RegExp(
      String.raw`(?<![\p{L}])(careers?|jobs|join (us|the team|our team)|we'?re hiring|open (roles|positions)|` +
        "work with us|karriere|stellenangebote|offene stellen|carri[èe]res?|recrutement|nous rejoindre|" +
        String.raw`rejoignez-nous|empleo|trabaja con nosotros|[úu]nete|vacantes)(?![\p{L}])`,
      "iu",
    ),
    subdomains: ["careers", "jobs", "karriere"],
  },
  team: {
    segments: [
      "team",
      "our-team",
      "people",
      "leadership",
      "founders",
      "about-us",
      "about",
      "who-we-are",
      "company",
      "ueber-uns",
      "uber-uns",
      "über-uns",
      "unternehmen",
      "a-propos",
      "qui-sommes-nous",
      "equipe",
      "sobre-nosotros",
      "nosotros",
      "quienes-somos",
      "equipo",
    ],
    text: new RegExp(
      String.raw`(?<![\p{L}])(team|our team|people|leadership|founders|about( us)?|who we are|[üu]ber uns|` +
        "ueber uns|unternehmen|[àa] propos|qui sommes-nous|[ée]quipe|sobre nosotros|qui[ée]nes somos|" +
        String.raw`equipo)(?![\p{L}])`,
      "iu",
    ),
    subdomains: [],
  },
  pricing: {
    segments: ["pricing", "plans", "price", "prices", "preise", "tarife", "tarifs", "prix", "precios", "planes"],
    text: /(?<![\p{L}])(pricing|plans|preise|tarife|tarifs|prix|precios|planes)(?![\p{L}])/iu,
    subdomains: [],
  },
  customers: {
    segments: [
      "customers",
      "case-studies",
      "customer-stories",
      "clients",
      "success-stories",
      "case-study",
      "kunden",
      "referenzen",
      "temoignages",
      "clientes",
      "casos-de-exito",
    ],
    text: new RegExp(
      String.raw`(?<![\p{L}])(customers|case stud(y|ies)|customer stories|clients|kunden|referenzen|` +
        String.raw`t[ée]moignages|clientes|casos de [ée]xito)(?![\p{L}])`,
      "iu",
    ),
    subdomains: [],
  },
  product: {
    segments: [
      "product",
      "products",
      "solutions",
      "solution",
      "platform",
      "features",
      "feature",
      "produkt",
      "produkte",
      "loesungen",
      "losungen",
      "plattform",
      "funktionen",
      "produit",
      "produits",
      "fonctionnalites",
      "plateforme",
      "producto",
      "productos",
      "soluciones",
      "plataforma",
      "funcionalidades",
    ],
    text: new RegExp(
      String.raw`(?<![\p{L}])(products?|solutions?|platform|features|produkte?|l[öo]sungen|plattform|` +
        "funktionen|produits?|fonctionnalit[ée]s|plateforme|productos?|soluciones|plataforma|" +
        String.raw`funcionalidades)(?![\p{L}])`,
      "iu",
    ),
    subdomains: [],
  },
};

/** Kinds of news page, by path segment: one of each kind is read. */
const NEWS_KINDS: Record<string, string> = {
  blog: "blog",
  journal: "blog",
  insights: "blog",
  articles: "blog",
  posts: "blog",
  writing: "blog",
  essays: "blog",
  letters: "blog",
  news: "news",
  newsroom: "news",
  announcements: "news",
  press: "press",
  media: "press",
  updates: "updates",
  "whats-new": "updates",
  "what-s-new": "updates",
  changelog: "changelog",
  releases: "changelog",
  "release-notes": "changelog",
  resources: "resources",
  stories: "stories",
  neuigkeiten: "news",
  aktuelles: "news",
  actualites: "news",
  actualite: "news",
  noticias: "news",
  magazin: "blog",
  presse: "press",
  prensa: "press",
  nouveautes: "updates",
  novedades: "updates",
  novidades: "news",
  imprensa: "press",
  notizie: "news",
  novita: "news",
  nieuws: "news",
  nyheter: "news",
  aktualnosci: "news",
};

/** A path under a news-like section (/blog/…, /press/…, /changelog/…): a post's page. */
export function isNewsPostPath(url: URL): boolean {
  const segments = url.pathname.toLowerCase().split("/").filter(Boolean);
  return segments.length >= 2 && segments.slice(0, -1).some((s) => s in NEWS_KINDS);
}

/** Job boards that host a company's careers page on their own domain (the boards we read: extract/boards.ts's list). */
const ATS_HOSTS = [
  ...Object.values(BOARD_HOSTS).flat(),
  "wellfound.com",
  "angel.co",
  "workatastartup.com",
  "recruitee.com",
  "bamboohr.com",
  "personio.de",
  "teamtailor.com",
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
    const isHome = sameHost(url, home) && normalisedPath(url) === normalisedPath(home) && url.search === "";
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
  const kinds = new Set<string>();
  // Section pages only (/changelog, blog.acme.com), not a post the home page features.
  const homeDepth = home.pathname.split("/").filter(Boolean).length;
  const isSection = (u: string) => new URL(u).pathname.split("/").filter(Boolean).length - homeDepth <= 1;
  for (const [url] of [...scored.blog.entries()]
    .filter(([u]) => isSection(u))
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)) {
    const kind = newsKind.get(url) ?? "blog";
    if (kinds.has(kind)) continue;
    kinds.add(kind);
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

/**
 * The product pages a site's menu links to: same site, under a product section (`/product`,
 * `/products/forecast`, `/solutions/retail`, `/platform`, `/features`, and their German, French
 * and Spanish names), in the menu's order. A section's own index and its sub-pages alike.
 */
export function productPages(links: Pick<ExtractedPage, "links">["links"], home: URL, max = 12): string[] {
  const homeDepth = home.pathname.split("/").filter(Boolean).length;
  const out: string[] = [];
  for (const link of links) {
    if (!link.inChrome) continue;
    const url = parseAbsoluteHttpUrl(link.url);
    if (!url || !isSameSite(url, home) || looksLikeFile(url.pathname)) continue;
    const rel = url.pathname.toLowerCase().split("/").filter(Boolean).slice(homeDepth);
    if (!rel.length || rel.length > 2 || !KEYWORDS.product.segments.includes(rel[0]!.replace(/\.(html?|php)$/, "")))
      continue;
    url.hash = "";
    if (!out.includes(url.href)) out.push(url.href);
  }
  return out.slice(0, max);
}

/**
 * What a site's menu calls its blog: a short label naming the blog, news, newsletter, changelog,
 * journal, updates or release notes ("Blog", "Our blog ↗", "Newsletter", "Engineering blog").
 */
const BLOG_LABEL = /\b(blog|news|newsletter|changelog|journal|updates|release notes|what'?s new)\b/i;
/** Labels of links to other people's writing about the company (press mentions), not its own. */
const MENTION_LABEL = /\b(in the news|featured|as seen|seen in|press|mentions?|coverage|podcast|review)\b/i;
const LABEL_RANK: Record<string, number> = { blog: 8, newsletter: 6, news: 5, journal: 5 };
/** Hosts that are profiles or stores, not a blog the company writes (LinkedIn newsletters refuse bots anyway). */
const NOT_A_BLOG_HOSTS = [
  "linkedin.com",
  "x.com",
  "twitter.com",
  "facebook.com",
  "instagram.com",
  "youtube.com",
  "youtu.be",
  "tiktok.com",
  "threads.net",
  "discord.gg",
  "discord.com",
  "t.me",
  "github.com",
  "apps.apple.com",
  "play.google.com",
  "producthunt.com",
  "crunchbase.com",
  "g2.com",
  "capterra.com",
];

/**
 * The company's blog on another host: a link in the home page's chrome (its
 * navigation, header or footer; not a mention in its content), labelled as the blog, news,
 * newsletter or changelog, to a host that is not the site's, a job board's or a social network's.
 * A link to a known blog platform wins; then the label (blog, newsletter, news, changelog), then
 * the shorter path (the blog's front page rather than one post).
 */
function offsiteBlogOf(links: Pick<ExtractedPage, "links">["links"], home: URL): string | null {
  let best: { url: string; score: number } | null = null;
  for (const link of links) {
    if (!link.inChrome) continue;
    const label = link.text
      .replace(/[^\p{L}\p{N}' ]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (!label || label.split(" ").length > 4 || !BLOG_LABEL.test(label) || MENTION_LABEL.test(label)) continue;
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      continue;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || looksLikeFile(url.pathname) || isSameSite(url, home))
      continue;
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    if (isAtsHost(host) || NOT_A_BLOG_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) continue;
    const word = BLOG_LABEL.exec(label)?.[1]?.toLowerCase() ?? "";
    const depth = url.pathname.split("/").filter(Boolean).length;
    const score = (platformFeedUrl(url) ? 20 : 0) + (LABEL_RANK[word] ?? 3) - depth;
    if (!best || score > best.score) best = { url: url.href, score };
  }
  return best?.url ?? null;
}

function kindOfNews(url: URL, text: string, home: URL): string {
  const rel = url.pathname
    .toLowerCase()
    .split("/")
    .filter(Boolean)
    .slice(home.pathname.split("/").filter(Boolean).length);
  const bySegment = rel.map((s) => NEWS_KINDS[s.replace(/\.(html?|php)$/, "")]).find(Boolean);
  if (bySegment) return bySegment;
  const sub = url.hostname.toLowerCase().split(".")[0];
  if (url.hostname !== home.hostname && NEWS_KINDS[sub]) return NEWS_KINDS[sub];
  const word = /\b(blog|news|press|changelog|updates|releases|resources|stories)\b/i.exec(text)?.[1]?.toLowerCase();
  return (word && NEWS_KINDS[word]) || "blog";
}

/**
 * The feed of a blog hosted on a platform, from a link to it: Medium (`/feed/@user`, or
 * `/feed/<publication>`; `<user>.medium.com/feed`), Substack (`/feed`), Ghost (`/rss/`),
 * Hashnode (`/rss.xml`), Beehiiv (`/feed`). Null for any other link.
 */
export function platformFeedUrl(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const first = url.pathname.split("/").filter(Boolean)[0];
  if (host === "medium.com" || host === "www.medium.com") {
    if (!first || first === "feed" || first === "m" || first === "tag") return null;
    return `https://medium.com/feed/${first}`;
  }
  if (host.endsWith(".medium.com")) return `https://${host}/feed`;
  if (host.endsWith(".substack.com") && host !== "www.substack.com") return `https://${host}/feed`;
  if (host.endsWith(".ghost.io")) return `https://${host}/rss/`;
  if (host.endsWith(".hashnode.dev")) return `https://${host}/rss.xml`;
  if (host.endsWith(".beehiiv.com") && host !== "www.beehiiv.com") return `https://${host}/feed`;
  return null;
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

function feedCandidates(
  page: Pick<ExtractedPage, "links" | "feeds">,
  home: URL,
  blog: string[],
  maxGuesses: number,
): FeedCandidate[] {
  const out: FeedCandidate[] = [];
  const add = (url: string, source: FeedCandidate["source"]) => {
    if (!out.some((c) => c.url === url)) out.push({ url, source });
  };
  for (const f of page.feeds) add(f.url, "link_alternate");
  for (const link of page.links) {
    try {
      const url = new URL(link.url);
      const last = url.pathname.toLowerCase().split("/").filter(Boolean).pop() ?? "";
      if (
        isSameSite(url, home) &&
        (/^(feed|rss|atom)(\.xml)?$/.test(last) ||
          /\.(rss|atom)$/.test(last) ||
          /^(rss|atom|feed)$/i.test(link.text.trim()))
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
  return ATS_HOSTS.some((ats) => h === ats || h.endsWith(`.${ats}`)) || boardProviderOf(`https://${h}/`) !== null;
}

function normalisedPath(url: URL): string {
  return url.pathname.replace(/\/+$/, "") || "/";
}

function looksLikeFile(pathname: string): boolean {
  return /\.(pdf|png|jpe?g|gif|svg|webp|zip|mp4|mp3|css|js|ico)$/i.test(pathname);
}

/** Query parameters that say where a click came from, not which post: Medium's feeds add `?source=rss----…`. */
const CLICK_SOURCE_PARAMS = /^(utm_.*|source|ref|ref_src|fbclid|gclid|mc_cid|mc_eid|r)$/i;

/**
 * A post's URL as compared: without the click-source parameters a feed adds to its links, nor a
 * trailing slash, so a post linked from an index and listed in a feed is one post.
 */
export function postUrlKey(url: string): string {
  try {
    const u = new URL(url);
    for (const k of [...u.searchParams.keys()]) if (CLICK_SOURCE_PARAMS.test(k)) u.searchParams.delete(k);
    u.pathname = u.pathname.replace(/(.)\/+$/, "$1");
    return u.href;
  } catch {
    return url;
  }
}
