import { words } from "../../../text";
import { spaceTokens } from "../../../text/token-classes";
import { absoluteHttpUrl, attr, childNamed, findAll, findFirst, parseXml, snippetText, xmlText } from "./dom";

/*
 * A news search feed: RSS 2.0 as Google News answers a search
 * (`/rss/search?q=…`): each <item> has a <title> "Headline - Outlet", a <link> (Google's
 * redirect, `https://news.google.com/rss/articles/CBMi…?oc=5`), a <guid isPermaLink="false">,
 * a <pubDate> (RFC 822), a <description> holding escaped HTML (a link to the article and the
 * outlet's name in a <font>, or a list of the same story at other outlets) and
 * <source url="https://outlet.example">Outlet</source>. Other RSS news searches (no <source>,
 * the article's own URL as link) read the same way.
 */

export interface NewsArticle {
  /** The title without the outlet's " - Outlet" suffix. */
  headline: string;
  /** The outlet's name (<source>, else the title's suffix when the feed names none), or null. */
  outlet: string | null;
  /** The outlet's home page (<source url>), or null. */
  outletUrl: string | null;
  /** The item's link. */
  url: string;
  publishedAt: Date | null;
  /** The description's visible text (the outlet's summary; Google News: the headline and the outlet). */
  summary: string;
}

/** The items of a news RSS feed, in feed order; null when the text is not RSS. */
export function parseNewsFeed(xml: string, feedUrl: string): NewsArticle[] | null {
  const doc = parseXml(xml);
  const channel = findFirst(doc, (el) => el.name.toLowerCase() === "rss");
  if (!channel) return null;
  const out: NewsArticle[] = [];
  for (const item of findAll(channel, (el) => el.name === "item")) {
    const guid = childNamed(item, "guid");
    const url = absoluteHttpUrl(
      xmlText(childNamed(item, "link")) || (guid && attr(guid, "isPermaLink") !== "false" ? xmlText(guid) : undefined),
      feedUrl,
    );
    const title = xmlText(childNamed(item, "title"));
    if (!url || !title) continue;
    const source = childNamed(item, "source");
    const outlet = xmlText(source) || null;
    const headline = withoutOutlet(title, outlet);
    const named = outlet ?? headline.outlet;
    const date = new Date(xmlText(childNamed(item, "pubDate")) || xmlText(childNamed(item, "dc:date")));
    out.push({
      headline: headline.text,
      outlet: named,
      outletUrl: source ? absoluteHttpUrl(attr(source, "url"), feedUrl) : null,
      url,
      publishedAt: Number.isNaN(date.getTime()) ? null : date,
      summary: withoutTrailingOutlet(snippetText(xmlText(childNamed(item, "description"))), named),
    });
  }
  return out;
}

/**
 * A summary without the outlet's name it ends with (Google News's description is the headline, then the outlet): the
 * outlet is who tells it, not what it says ("Payments Dive" says nothing of the company's trade).
 */
function withoutTrailingOutlet(summary: string, outlet: string | null): string {
  const trimmed = summary.trimEnd();
  return outlet && trimmed.endsWith(outlet) && trimmed.length > outlet.length
    ? trimmed.slice(0, -outlet.length).trimEnd()
    : summary;
}

/**
 * "Acme raises $40M - TechCrunch" → "Acme raises $40M". With no <source>, a last " - " segment of
 * at most five words is taken for the outlet (feeds that append it the same way).
 */
function withoutOutlet(title: string, outlet: string | null): { text: string; outlet: string | null } {
  if (outlet) {
    for (const sep of [" - ", " – ", " — ", " | "]) {
      if (title.endsWith(`${sep}${outlet}`))
        return { text: title.slice(0, -(sep.length + outlet.length)).trim(), outlet };
    }
    return { text: title, outlet };
  }
  const split = lastSeparated(title);
  if (split && spaceTokens(split.tail).length <= 5) return { text: split.head.trim(), outlet: split.tail.trim() };
  return { text: title, outlet: null };
}

/** What sets a trailing outlet apart in a title: a dash or a bar between spaces ("… – Reuters", "… | Yahoo"). */
const OUTLET_SEPARATORS = ["-", "–", "—", "|"];

/**
 * The title split at its last separator when that one stands between spaces, with at least 12 characters before it
 * and 2 to 60 after (no separator after it, by construction); null otherwise.
 */
function lastSeparated(title: string): { head: string; tail: string } | null {
  const at = Math.max(...OUTLET_SEPARATORS.map((s) => title.lastIndexOf(s)));
  if (at < 1 || title[at - 1]!.trim() !== "" || (title[at + 1] ?? "x").trim() !== "") return null;
  const head = title.slice(0, at - 1);
  const tail = title.slice(at + 2);
  return head.length >= 12 && tail.length >= 2 && tail.length <= 60 ? { head, tail } : null;
}

/**
 * The headline as compared across outlets: folded, punctuation and a trailing outlet name gone,
 * so syndicated copies ("Acme raises $40M – Reuters", "Acme Raises $40M | Yahoo Finance") are one.
 */
export function headlineKey(headline: string): string {
  let key = headline;
  // Currency signs stay part of the amount they mark ("$40M" and "€40M" are different stories).
  for (const [sign, code] of CURRENCY_SIGNS) key = key.replaceAll(sign, code);
  return words(key).join(" ");
}

/** Currency signs as a headline's key spells them, glued to their amount. */
const CURRENCY_SIGNS = [
  ["$", "usd"],
  ["€", "eur"],
  ["£", "gbp"],
] as const;

/**
 * Two headlines near-identical: equal once normalised, or sharing nearly all their words (at least
 * 80% of the longer one's words, with at least four words in common), as outlets retitle a wire story.
 */
export function sameStory(a: string, b: string): boolean {
  const ka = headlineKey(a);
  const kb = headlineKey(b);
  if (ka === kb) return true;
  const wa = new Set(ka.split(" "));
  const wb = new Set(kb.split(" "));
  const common = [...wa].filter((w) => wb.has(w)).length;
  return common >= 4 && common / Math.max(wa.size, wb.size) >= 0.8;
}
