import {
  absoluteHttpUrl,
  attr,
  findAll,
  findFirst,
  inlineText,
  isElement,
  parseHtml,
  visibleText,
  type DomElement,
  type HtmlDocument,
} from "./dom";
import { spaceTokens, collapseSpaces } from "../../../text/token-classes";

export interface PageLink {
  /** Absolute http(s) URL, fragment removed. */
  url: string;
  /** The link's visible text, else its aria-label, title or image alt ("" when none). */
  text: string;
  /** Set when the link (or one to the same URL) sits in the site's chrome: its navigation, header or footer. */
  inChrome?: true;
}

export interface FeedLink {
  url: string;
  format: "rss" | "atom" | "json";
  title: string | null;
}

export interface ExtractedPage {
  title: string | null;
  /** `<meta name="description">`, else `og:description`. */
  description: string | null;
  /** Visible text without scripts, styles and navigation; one line per block; capped. */
  text: string;
  /** Unique links in document order, navigation included (discovery needs it). */
  links: PageLink[];
  /** Feeds announced with `<link rel="alternate" type="application/rss+xml|atom+xml|feed+json">`. */
  feeds: FeedLink[];
}

export const DEFAULT_MAX_TEXT_CHARS = 20_000;

/** Parses a page once and pulls out what the pipeline reads. `pageUrl` resolves relative links. */
export function extractPage(html: string, pageUrl: string, opts: { maxTextChars?: number } = {}): ExtractedPage {
  const doc = parseHtml(html);
  const base = baseUrlOf(doc, pageUrl);
  return {
    title: pageTitle(doc),
    description:
      metaContent(doc, (el) => attr(el, "name")?.toLowerCase() === "description") ??
      metaContent(doc, (el) => attr(el, "property")?.toLowerCase() === "og:description"),
    text: capText(visibleText(doc, isNavigation), opts.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS),
    links: pageLinks(doc, base),
    feeds: feedLinks(doc, base),
  };
}

function pageTitle(doc: HtmlDocument): string | null {
  const title = findFirst(doc, (el) => el.name === "title");
  const text = title ? inlineText(title) : "";
  if (text) return text;
  return metaContent(doc, (el) => attr(el, "property")?.toLowerCase() === "og:title");
}

function metaContent(doc: HtmlDocument, test: (el: DomElement) => boolean): string | null {
  const meta = findFirst(doc, (el) => el.name === "meta" && test(el));
  const content = meta ? collapseSpaces(attr(meta, "content") ?? "") : "";
  return content || null;
}

function baseUrlOf(doc: HtmlDocument, pageUrl: string): string {
  const baseEl = findFirst(doc, (el) => el.name === "base" && !!attr(el, "href"));
  return absoluteHttpUrl(baseEl ? attr(baseEl, "href") : undefined, pageUrl) ?? pageUrl;
}

function isNavigation(el: DomElement): boolean {
  return el.name === "nav" || attr(el, "role") === "navigation" || attr(el, "aria-hidden") === "true";
}

function pageLinks(doc: HtmlDocument, base: string): PageLink[] {
  const byUrl = new Map<string, PageLink>();
  for (const a of findAll(doc, (el) => (el.name === "a" || el.name === "area") && !!attr(el, "href"))) {
    const url = absoluteHttpUrl(attr(a, "href"), base);
    if (!url) continue;
    const text = linkText(a);
    const chrome = inSiteChrome(a);
    const seen = byUrl.get(url);
    if (!seen) byUrl.set(url, chrome ? { url, text, inChrome: true } : { url, text });
    else {
      if (!seen.text && text) seen.text = text;
      if (chrome) seen.inChrome = true;
    }
  }
  return [...byUrl.values()];
}

/*
 * Class, id or builder names that mark a site's navigation, header or footer (not a post card's header): a chrome
 * word, after an optional prefix and before an optional suffix ("navbar", "site-header", "w-nav", "main-menu-wrapper",
 * "topbar").
 */
const CHROME_PREFIXES = ["site", "main", "global", "primary", "top", "w"];
const CHROME_WORDS = ["nav", "navbar", "navigation", "menu", "header", "footer", "topbar"];
const CHROME_SUFFIXES = ["menu", "bar", "wrapper", "container", "links", "inner", "content"];

function isChromeName(name: string): boolean {
  const n = name.toLowerCase();
  // The name without its prefix, joined to it or by a hyphen ("sitenav", "site-nav"), or the whole name.
  const rests = [n];
  for (const prefix of CHROME_PREFIXES.filter((p) => n.startsWith(p))) {
    const rest = n.slice(prefix.length);
    rests.push(rest, ...(rest.startsWith("-") ? [rest.slice(1)] : []));
  }
  return rests.some((rest) =>
    CHROME_WORDS.some(
      (word) => rest === word || (rest.startsWith(`${word}-`) && CHROME_SUFFIXES.includes(rest.slice(word.length + 1))),
    ),
  );
}

/**
 * Inside the site's chrome: `<nav>`, the page's `<header>` and `<footer>` (not an article's), the
 * landmark roles (navigation, banner, contentinfo), or an element a builder names so (Webflow
 * `navbar w-nav`, Framer `data-framer-name="Navigation"`, WordPress `site-header`). The page's
 * own content is not.
 */
function inSiteChrome(el: DomElement): boolean {
  const ancestors: DomElement[] = [];
  for (let p: DomElement["parent"] = el.parent; p && isElement(p); p = p.parent) ancestors.push(p);
  const inContent = ancestors.some(
    (p) => p.name === "article" || p.name === "aside" || p.name === "main" || p.name === "section",
  );
  for (const p of ancestors) {
    if (p.name === "nav" || (!inContent && (p.name === "header" || p.name === "footer"))) return true;
    const role = (attr(p, "role") ?? "").toLowerCase();
    if (role === "navigation" || role === "banner" || role === "contentinfo") return true;
    const names = spaceTokens([attr(p, "class"), attr(p, "id"), attr(p, "data-framer-name")].join(" "));
    if (names.some(isChromeName)) return true;
  }
  return false;
}

function linkText(a: DomElement): string {
  const text = inlineText(a);
  if (text) return text;
  const img = findFirst(a, (el) => el.name === "img" && !!attr(el, "alt"));
  return (attr(a, "aria-label") ?? attr(a, "title") ?? (img ? attr(img, "alt") : undefined) ?? "").trim();
}

const FEED_TYPES: Record<string, FeedLink["format"]> = {
  "application/rss+xml": "rss",
  "application/atom+xml": "atom",
  "application/feed+json": "json",
  "application/json": "json",
};

function feedLinks(doc: HtmlDocument, base: string): FeedLink[] {
  const out: FeedLink[] = [];
  for (const link of findAll(doc, (el) => el.name === "link")) {
    const rel = spaceTokens((attr(link, "rel") ?? "").toLowerCase());
    const format = FEED_TYPES[(attr(link, "type") ?? "").toLowerCase().trim()];
    if (!rel.includes("alternate") || !format) continue;
    const url = absoluteHttpUrl(attr(link, "href"), base);
    if (url && !out.some((f) => f.url === url)) out.push({ url, format, title: attr(link, "title")?.trim() || null });
  }
  return out;
}

/** Cuts at a word boundary at or before `max` characters. */
function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // The text is visibleText's: its only whitespace is single spaces and line breaks.
  const lastSpace = Math.max(cut.lastIndexOf(" "), cut.lastIndexOf("\n"));
  return (lastSpace > max * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd();
}
