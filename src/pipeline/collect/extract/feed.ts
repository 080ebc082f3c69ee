import {
  absoluteHttpUrl,
  attr,
  childNamed,
  findAll,
  findFirst,
  parseXml,
  xmlText,
  type DomElement,
  type HtmlDocument,
} from "./dom";
import { collapseSpaces } from "../../../text/token-classes";
import { isHttpUrl } from "../urls";

export interface FeedItem {
  title: string;
  /** Absolute URL of the entry. */
  url: string;
  /** Null when the entry has no parseable date. */
  publishedAt: Date | null;
}

/**
 * Parses RSS 2.0, RSS 1.0 (RDF), Atom or JSON Feed into entries, in feed order. Entries without a usable
 * link are dropped; relative links resolve against `feedUrl`. Returns null when the text is not
 * a feed at all (so a guessed feed URL that served an HTML page is recognised as a miss).
 *
 * Hand-rolled over htmlparser2's XML mode rather than its `parseFeed`, which takes an Atom
 * entry's first <link> (often rel="self") and its `updated` date rather than `published`.
 */
export function parseFeedItems(xml: string, feedUrl: string): FeedItem[] | null {
  if (xml.trimStart().startsWith("{")) return parseJsonFeed(xml, feedUrl);
  const doc: HtmlDocument = parseXml(xml);
  const root = findFirst(doc, (el) => ["rss", "feed", "rdf:rdf"].includes(el.name.toLowerCase()));
  if (!root) return null;
  const atom = root.name.toLowerCase() === "feed";
  const base = atom ? (absoluteHttpUrl(attr(root, "xml:base"), feedUrl) ?? feedUrl) : feedUrl;
  const entries = findAll(root, (el) => el.name === (atom ? "entry" : "item"));

  const items: FeedItem[] = [];
  for (const entry of entries) {
    const url = absoluteHttpUrl(atom ? atomLink(entry) : rssLink(entry), base);
    if (!url) continue;
    const title = xmlText(childNamed(entry, "title")) || url;
    const dateText = atom
      ? xmlText(childNamed(entry, "published")) || xmlText(childNamed(entry, "updated"))
      : xmlText(childNamed(entry, "pubDate")) ||
        xmlText(childNamed(entry, "dc:date")) ||
        xmlText(childNamed(entry, "published"));
    items.push({ title, url, publishedAt: parseDate(dateText) });
  }
  return items;
}

function atomLink(entry: DomElement): string | undefined {
  const links = entry.children.filter((c): c is DomElement => "attribs" in c && c.name === "link");
  const alternate = links.find((l) => (attr(l, "rel") ?? "alternate") === "alternate");
  const chosen = alternate ?? links[0];
  return chosen ? attr(chosen, "href") : undefined;
}

function rssLink(entry: DomElement): string | undefined {
  const link = xmlText(childNamed(entry, "link"));
  if (link) return link;
  const guid = childNamed(entry, "guid");
  if (guid && attr(guid, "isPermaLink") !== "false") return xmlText(guid) || undefined;
  return attr(entry, "rdf:about");
}

function parseDate(value: string): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * JSON Feed 1.0/1.1 (https://www.jsonfeed.org/version/1.1/): `items[]` with `url` (else
 * `external_url`, else an `id` that is a URL), `title` (optional there: else the start of
 * `content_text`/`summary`), and `date_published`. Null when the text is not a JSON Feed.
 */
function parseJsonFeed(json: string, feedUrl: string): FeedItem[] | null {
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch {
    return null;
  }
  if (
    !isRecord(doc) ||
    typeof doc.version !== "string" ||
    !doc.version.includes("jsonfeed.org/version/") ||
    !Array.isArray(doc.items)
  )
    return null;
  const items: FeedItem[] = [];
  for (const entry of doc.items) {
    if (!isRecord(entry)) continue;
    const id = str(entry.id);
    const url = absoluteHttpUrl(
      str(entry.url) ?? str(entry.external_url) ?? (id && isHttpUrl(id) ? id : undefined),
      feedUrl,
    );
    if (!url) continue;
    const words = collapseSpaces(str(entry.content_text) ?? str(entry.summary) ?? "");
    const title = str(entry.title) ?? (words ? words.slice(0, 100) : url);
    items.push({ title, url, publishedAt: parseDate(str(entry.date_published) ?? str(entry.date_modified) ?? "") });
  }
  return items;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function str(v: unknown): string | null {
  return typeof v === "string" && v.trim() ? v.trim() : null;
}
