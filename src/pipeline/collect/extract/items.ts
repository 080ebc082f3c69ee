import {
  absoluteHttpUrl,
  attr,
  classList,
  findAll,
  findFirst,
  inlineText,
  isElement,
  parseHtml,
  visibleText,
  type DomElement,
  type HtmlDocument,
} from "./dom";
import { isSameSite } from "./discover/links";
import { MONTH_NAME, monthNumber } from "./months";

/*
 * A news-like page (blog, press, changelog, …) read as a list of entries, so that a release
 * written inline on a press page is a new post like a linked one. Shapes, first that yields wins:
 * the entries of a Next.js page's `__NEXT_DATA__`; the collection items site builders and blog
 * engines render (Webflow `w-dyn-item`, WordPress `wp-block-post`/`type-post`, Ghost
 * `post-card`, Hugo `post-entry`, plain `<article>`, repeated dated cards as Framer renders them);
 * headings followed by a date and text. A page none of these fits has no items and is compared
 * as text.
 */

export interface PageItem {
  /** Stable identity across runs: the entry's own URL, else its normalised title. */
  key: string;
  title: string;
  /** Its own URL, else the page URL with its anchor (the element's id, else a slug of the title). */
  url: string;
  /** ISO date when the entry shows one. */
  publishedAt: string | null;
  /** The entry's text without its title and date, cut to ITEM_TEXT_CHARS. */
  text: string;
}

export const MAX_ITEMS = 50;
const ITEM_TEXT_CHARS = 600;

const ITEM_CLASSES = [
  "w-dyn-item",
  "wp-block-post",
  "type-post",
  "post",
  "post-card",
  "post-entry",
  "blog-post",
  "news-item",
  "press-release",
];
const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];

export function itemisePage(html: string, pageUrl: string): PageItem[] {
  const doc = parseHtml(html);
  const fromData = nextDataItems(doc, pageUrl);
  if (fromData.length) return fromData.slice(0, MAX_ITEMS);
  const seen = new Set<string>();
  const out: PageItem[] = [];
  for (const item of [...domItems(doc, pageUrl), ...headingItems(doc, pageUrl)]) {
    if (seen.has(item.key)) continue;
    seen.add(item.key);
    out.push(item);
  }
  return out.slice(0, MAX_ITEMS);
}

// ---- Next.js: the page's data as it rendered it ----------------------------------------------

const TITLE_FIELDS = ["title", "headline", "name"];
const DATE_FIELDS = [
  "date",
  "publishedAt",
  "published_at",
  "datePublished",
  "publishDate",
  "pubDate",
  "createdAt",
  "created_at",
];
const URL_FIELDS = ["url", "href", "permalink", "link", "path"];
const TEXT_FIELDS = ["excerpt", "summary", "description", "subtitle", "body", "content"];

function nextDataItems(doc: HtmlDocument, pageUrl: string): PageItem[] {
  const script = findFirst(doc, (el) => el.name === "script" && attr(el, "id") === "__NEXT_DATA__");
  if (!script) return [];
  let data: unknown;
  try {
    data = JSON.parse(script.children.map((c) => ("data" in c ? c.data : "")).join(""));
  } catch {
    return [];
  }
  const out: PageItem[] = [];
  const seen = new Set<string>();
  const rendered = renderedOf(doc, pageUrl);
  const visit = (value: unknown, depth: number) => {
    if (depth > 12 || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      const entries = value.filter(isRecord);
      // An array of posts: most entries have a title and a date or a slug of their own.
      if (entries.length && entries.filter(isPostLike).length * 2 >= value.length) {
        for (const e of entries.filter(isPostLike)) {
          const item = dataItem(e, pageUrl, rendered);
          if (item && !seen.has(item.key)) {
            seen.add(item.key);
            out.push(item);
          }
        }
        return;
      }
      for (const v of value) visit(v, depth + 1);
      return;
    }
    for (const v of Object.values(value)) visit(v, depth + 1);
  };
  visit(data, 0);
  return out;
}

/**
 * What the server-rendered markup shows of the data's entries: the pages it links to (path,
 * trailing slash ignored) and the anchors it gives (element ids, and the id that carries each
 * heading's text). A slug alone does not prove an entry has a page: a changelog or news page
 * rendered from its data often shows every entry inline, the slug only naming its anchor.
 */
interface Rendered {
  links: Set<string>;
  ids: Set<string>;
  anchorOfTitle: Map<string, string>;
}

function renderedOf(doc: HtmlDocument, pageUrl: string): Rendered {
  const links = new Set<string>();
  for (const a of findAll(doc, (d) => d.name === "a" && !!attr(d, "href"))) {
    const url = absoluteHttpUrl(attr(a, "href"), pageUrl);
    if (url && !sameDocument(url, pageUrl)) links.add(pathKey(url));
  }
  const ids = new Set(findAll(doc, (d) => !!attr(d, "id")).map((d) => attr(d, "id")!));
  const anchorOfTitle = new Map<string, string>();
  for (const h of findAll(doc, (d) => HEADINGS.includes(d.name))) {
    const id = anchorOf(h);
    const title = normaliseTitle(inlineText(h));
    if (id && title && !anchorOfTitle.has(title)) anchorOfTitle.set(title, id);
  }
  return { links, ids, anchorOfTitle };
}

/**
 * The id that anchors a heading's entry: its own, else its entry's (an ancestor holding no other heading of its level).
 */
function anchorOf(heading: DomElement): string | null {
  let el: DomElement | null = heading;
  for (let depth = 0; el && depth < 5; depth++) {
    if (el !== heading && findAll(el, (d) => d.name === heading.name).length > 1) return null;
    const id = attr(el, "id");
    if (id) return id;
    el = el.parent && isElement(el.parent) ? el.parent : null;
  }
  return null;
}

function pathKey(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname.replace(/\/+$/, "")}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function field(e: Record<string, unknown>, names: string[]): string | null {
  for (const n of names) {
    const v = e[n];
    if (typeof v === "string" && v.trim()) return v.trim();
    if (isRecord(v) && typeof v.current === "string") return v.current; // Sanity's { current: "slug" }
  }
  return null;
}

function isPostLike(e: Record<string, unknown>): boolean {
  return (
    field(e, TITLE_FIELDS) !== null && (field(e, DATE_FIELDS) !== null || field(e, ["slug", ...URL_FIELDS]) !== null)
  );
}

/**
 * An entry of the page's data. Its own URL: a URL field, else its slug's page when the rendered
 * markup links there. An entry shown inline is the page URL plus
 * its anchor: the rendered element's id (the slug's, or the one around its title), else a slug
 * of its title.
 */
function dataItem(e: Record<string, unknown>, pageUrl: string, rendered: Rendered): PageItem | null {
  const title = field(e, TITLE_FIELDS);
  if (!title) return null;
  const slug = field(e, ["slug"]);
  const given = absoluteHttpUrl(field(e, URL_FIELDS) ?? undefined, pageUrl);
  const slugUrl = slug
    ? absoluteHttpUrl(slug.startsWith("/") || /^https?:/.test(slug) ? slug : `${withSlash(pageUrl)}${slug}`, pageUrl)
    : null;
  const givenAnchor =
    given && sameDocument(given, pageUrl) && new URL(given).hash.length > 1 ? new URL(given).hash.slice(1) : null;
  const anchor =
    givenAnchor ??
    (slug && rendered.ids.has(slug) ? slug : null) ??
    rendered.anchorOfTitle.get(normaliseTitle(title)) ??
    null;
  const own =
    (given && !sameDocument(given, pageUrl) ? given : null) ??
    (slugUrl && rendered.links.has(pathKey(slugUrl)) ? slugUrl : null);
  const text = field(e, TEXT_FIELDS);
  return makeItem(title, own, anchor, parseDate(field(e, DATE_FIELDS)), text ? plain(text) : "", pageUrl);
}

function withSlash(url: string): string {
  const u = new URL(url);
  u.search = "";
  u.hash = "";
  return u.href.endsWith("/") ? u.href : `${u.href}/`;
}

/** Rich text fields may hold markup; entries are compared as text. */
function plain(text: string): string {
  return /<[a-z][^>]*>/i.test(text)
    ? visibleText(parseHtml(text)).replace(/\n/g, " ")
    : text.replace(/\s+/g, " ").trim();
}

// ---- Collection items in the markup ----------------------------------------------------------

function isItemElement(el: DomElement): boolean {
  if (el.name === "article") return true;
  const classes = classList(el);
  return ITEM_CLASSES.some((c) => classes.includes(c));
}

/** Entries as elements: the named shapes, and runs of alike siblings each with a heading and a date. */
function domItems(doc: HtmlDocument, pageUrl: string): PageItem[] {
  const out: PageItem[] = [];
  const visit = (el: DomElement) => {
    if (isNavigation(el)) return;
    const kids = el.children.filter(isElement);
    const run = alikeDatedSiblings(kids);
    for (const child of kids) {
      if (isItemElement(child) || run.has(child)) {
        // A wrapper that holds entries of its own (a page-wide <article>) is not one entry.
        if (holdsEntries(child)) visit(child);
        else {
          const item = elementItem(child, pageUrl);
          if (item) out.push(item);
        }
      } else {
        visit(child);
      }
    }
  };
  for (const c of doc.children) if (isElement(c)) visit(c);
  return out;
}

function holdsEntries(el: DomElement): boolean {
  const nested = findAll(el, (d) => d !== el && isItemElement(d)).length;
  return nested >= 2 || headingSections(el).length >= 2;
}

/** Siblings of one shape (tag and classes, or Framer's data-framer-name) that each carry a heading and a date. */
function alikeDatedSiblings(kids: DomElement[]): Set<DomElement> {
  const groups = new Map<string, DomElement[]>();
  for (const k of kids) {
    const sig = `${k.name}|${attr(k, "data-framer-name") ?? classList(k).sort().join(".")}`;
    groups.set(sig, [...(groups.get(sig) ?? []), k]);
  }
  const out = new Set<DomElement>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    if (group.every((k) => headingOf(k) !== null && dateIn(k) !== null)) for (const k of group) out.add(k);
  }
  return out;
}

function elementItem(el: DomElement, pageUrl: string): PageItem | null {
  const heading = headingOf(el);
  const title = heading ? inlineText(heading) : null;
  if (!title) return null;
  const own = ownLink(el, heading, title, pageUrl);
  const date = dateIn(el);
  const text = visibleText(el, (d) => d === heading || d.name === "time" || d.name === "footer" || isTaxonomy(d))
    .split("\n")
    .filter((l) => l !== title && !isDateLine(l))
    .join(" ");
  return makeItem(
    title,
    own,
    attr(el, "id") ?? (heading ? attr(heading, "id") : undefined) ?? null,
    date,
    text,
    pageUrl,
  );
}

/** Tags, categories, authors and meta lines: about the entry, not its text. */
function isTaxonomy(el: DomElement): boolean {
  return classList(el).some((c) => /(^|[-_])(terms|tags?|categor(y|ies)|authors?|meta)($|[-_])/.test(c));
}

function headingOf(el: DomElement): DomElement | null {
  return (
    findFirst(el, (d) => HEADINGS.includes(d.name)) ??
    findFirst(el, (d) => classList(d).some((c) => /(^|[-_])(title|heading)$/.test(c)) && inlineText(d).length > 0) ??
    titleLinkOf(el)
  );
}

/** Words a link must have to be an entry's title when the entry has no heading (a press page's linked headline). */
const TITLE_LINK_WORDS = 4;

/** The entry's longest link, when it reads as a headline: a press page lists its coverage as links, not headings. */
function titleLinkOf(el: DomElement): DomElement | null {
  let best: { a: DomElement; words: number } | null = null;
  for (const a of findAll(el, (d) => d.name === "a" && !!attr(d, "href"))) {
    const words = inlineText(a).split(/\s+/).filter(Boolean).length;
    if (words >= TITLE_LINK_WORDS && (!best || words > best.words)) best = { a, words };
  }
  return best?.a ?? null;
}

/**
 * The entry's own page: the link on its title or wrapping it (wherever it leads: a press entry
 * may be an article elsewhere), else a link on the site that says what it is for ("read more").
 * A link in the entry's text to another site ("read the announcement on the partner's site") is
 * a reference, not the entry: such an entry is the page URL plus its anchor.
 */
function ownLink(el: DomElement, heading: DomElement | null, title: string, pageUrl: string): string | null {
  const titleLinks: DomElement[] = el.name === "a" ? [el] : [];
  if (heading?.name === "a") titleLinks.push(heading);
  if (heading) {
    const inHeading = findFirst(heading, (d) => d.name === "a" && !!attr(d, "href"));
    if (inHeading) titleLinks.push(inHeading);
    for (let p = heading.parent; p && p !== el.parent; p = p.parent)
      if (isElement(p) && p.name === "a") titleLinks.push(p);
  }
  const links = [...titleLinks, ...findAll(el, (d) => d.name === "a" && !!attr(d, "href"))];
  const page = new URL(pageUrl);
  for (const a of links) {
    const url = absoluteHttpUrl(attr(a, "href"), pageUrl);
    if (!url) continue;
    const u = new URL(url);
    if (u.origin === page.origin && u.pathname === page.pathname) continue;
    if (
      /\/(tag|tags|category|categories|author|authors)(\/|$)/i.test(u.pathname) ||
      /share|intent\/tweet/i.test(u.href)
    )
      continue;
    if (titleLinks.includes(a)) return url;
    if (!isSameSite(u, page) || inProse(a)) continue;
    // Another link on the site counts when it is the first, names the title or says what it is for (an item's card,
    // "read more").
    const label = `${inlineText(a)} ${attr(a, "aria-label") ?? ""}`.toLowerCase();
    if (
      a !== links[0] &&
      !label.includes(title.toLowerCase().slice(0, 20)) &&
      !/read|more|continue|view|open|→/.test(label) &&
      label.trim() !== ""
    )
      continue;
    return url;
  }
  return null;
}

/** A link inside a sentence ("see the <a>migration guide</a>"): a reference the entry makes, not the entry's page. */
function inProse(a: DomElement): boolean {
  for (let p = a.parent; p && isElement(p); p = p.parent) {
    if (["p", "li", "td", "blockquote", "dd"].includes(p.name)) return inlineText(p).length > 2 * inlineText(a).length;
    if (isItemElement(p)) return false;
  }
  return false;
}

// ---- Headings with a date and text -------------------------------------------------------------

interface Section {
  heading: DomElement;
  body: DomElement[];
}

/**
 * Headings (h2–h4) each followed, before the next heading, by a date and text. The date may sit
 * just above the title, as a line or styled as a heading of its own (Squarespace and many themes
 * set "November 16, 2026" as an h4 over the release's h3), or just below it; a heading that is
 * only a date is never a title.
 */
function headingSections(root: DomElement | HtmlDocument): Section[] {
  const out: Section[] = [];
  for (const parent of [root, ...findAll(root, () => true)]) {
    const kids = ("children" in parent ? parent.children : []).filter(isElement);
    kids.forEach((k, i) => {
      if (!["h2", "h3", "h4"].includes(k.name) || isDateLine(inlineText(k))) return;
      const body: DomElement[] = [];
      const before = kids[i - 1];
      if (before && inlineText(before).length <= 40 && isDateLine(inlineText(before))) body.push(before);
      const above = body.length;
      for (const next of kids.slice(i + 1)) {
        // A date heading right under the title is its date; any other heading starts what follows.
        if (HEADINGS.includes(next.name) && !(body.length === above && isDateLine(inlineText(next)))) break;
        body.push(next);
      }
      if (body.some((b) => dateIn(b) !== null)) out.push({ heading: k, body });
    });
  }
  return out;
}

function headingItems(doc: HtmlDocument, pageUrl: string): PageItem[] {
  const out: PageItem[] = [];
  for (const { heading, body } of headingSections(doc)) {
    if (insideItemOrNav(heading)) continue;
    const title = inlineText(heading);
    if (!title) continue;
    const date = body.map(dateIn).find((d) => d !== null) ?? null;
    const text = body
      .map((b) => inlineText(b))
      .filter((l) => l && !isDateLine(l))
      .join(" ");
    const link = findFirst(heading, (d) => d.name === "a" && !!attr(d, "href"));
    const own = link ? absoluteHttpUrl(attr(link, "href"), pageUrl) : null;
    out.push(
      makeItem(
        title,
        own && !sameDocument(own, pageUrl) ? own : null,
        attr(heading, "id") ?? null,
        date,
        text,
        pageUrl,
      ),
    );
  }
  return out;
}

function insideItemOrNav(el: DomElement): boolean {
  for (let p = el.parent; p; p = p.parent)
    if (isElement(p) && (isNavigation(p) || (isItemElement(p) && !holdsEntries(p)))) return true;
  return false;
}

function isNavigation(el: DomElement): boolean {
  return (
    el.name === "nav" ||
    (el.name === "header" && attr(el, "role") === "banner") ||
    attr(el, "role") === "navigation" ||
    attr(el, "aria-hidden") === "true"
  );
}

function sameDocument(a: string, b: string): boolean {
  const x = new URL(a);
  const y = new URL(b);
  return x.origin === y.origin && x.pathname.replace(/\/$/, "") === y.pathname.replace(/\/$/, "");
}

// ---- Building an item ---------------------------------------------------------------------------

function makeItem(
  title: string,
  own: string | null,
  id: string | null,
  publishedAt: string | null,
  text: string,
  pageUrl: string,
): PageItem {
  const clean = title.replace(/\s+/g, " ").trim();
  const base = new URL(pageUrl);
  base.hash = "";
  const url = own ?? `${base.href}#${id ?? slugOf(clean)}`;
  return {
    key: own ?? titleKey(clean),
    title: clean,
    url,
    publishedAt,
    text: text.replace(/\s+/g, " ").trim().slice(0, ITEM_TEXT_CHARS),
  };
}

export function slugOf(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "item"
  );
}

/** The key of an entry without a page of its own: its title, normalised. */
export function titleKey(title: string): string {
  return `title:${normaliseTitle(title)}`;
}

function normaliseTitle(title: string): string {
  return slugOf(title).replace(/-/g, " ");
}

// ---- Dates ---------------------------------------------------------------------------------------

// English, German, French and Spanish month names (months.ts): "Nov 3, 2026", "3. November 2026", "3 novembre 2026", "3
// de noviembre de 2026".
const MONTH = `(${MONTH_NAME})`;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})(?!\d)/;
const MONTH_DAY_YEAR = new RegExp(`(?<![\\p{L}])${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "iu");
const DAY_MONTH_YEAR = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th|er|\\.|º)?\\s+(?:de\\s+)?${MONTH},?\\s+(?:de\\s+)?(\\d{4})\\b`,
  "iu",
);

/** The entry's date: a <time datetime>, else a date written in its text. */
function dateIn(el: DomElement): string | null {
  const time = el.name === "time" ? el : findFirst(el, (d) => d.name === "time");
  if (time) {
    const d = parseDate(attr(time, "datetime") ?? null) ?? parseDate(inlineText(time));
    if (d) return d;
  }
  return parseDate(visibleText(el));
}

/** A line that is a date and little else ("March 3, 2026", "2026-03-03 · 4 min read"). */
function isDateLine(line: string): boolean {
  return line.length <= 40 && parseDate(line) !== null;
}

/** A date in free text, as an ISO timestamp at midnight UTC (the day is what sites show). */
export function parseDate(text: string | null): string | null {
  if (!text) return null;
  let y: number, m: number, d: number;
  let match = ISO_DATE.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = MONTH_DAY_YEAR.exec(text))) [y, m, d] = [Number(match[3]), monthOf(match[1]), Number(match[2])];
  else if ((match = DAY_MONTH_YEAR.exec(text))) [y, m, d] = [Number(match[3]), monthOf(match[2]), Number(match[1])];
  else return null;
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1990 || y > 2100) return null;
  return new Date(Date.UTC(y, m - 1, d)).toISOString();
}

function monthOf(name: string): number {
  return monthNumber(name);
}
