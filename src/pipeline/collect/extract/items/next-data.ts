import { collapseSpaces } from "../../../../text/token-classes";
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
} from "../dom";
import { parseDate } from "./dates";
import { HEADINGS, makeItem, normaliseTitle, type PageItem, pathKey, sameDocument } from "./item";

/* Next.js: the entries of a page's `__NEXT_DATA__`, the page's data as it rendered it. */

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

export function nextDataItems(doc: HtmlDocument, pageUrl: string): PageItem[] {
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
    ? absoluteHttpUrl(
        slug.startsWith("/") || slug.startsWith("http:") || slug.startsWith("https:")
          ? slug
          : `${withSlash(pageUrl)}${slug}`,
        pageUrl,
      )
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
  const doc = parseHtml(text);
  return findFirst(doc, () => true) ? visibleText(doc).replaceAll("\n", " ") : collapseSpaces(text);
}
