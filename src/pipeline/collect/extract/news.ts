import { foldText } from "../../../text";
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
    const date = new Date(xmlText(childNamed(item, "pubDate")) || xmlText(childNamed(item, "dc:date")));
    out.push({
      headline: headline.text,
      outlet: outlet ?? headline.outlet,
      outletUrl: source ? absoluteHttpUrl(attr(source, "url"), feedUrl) : null,
      url,
      publishedAt: Number.isNaN(date.getTime()) ? null : date,
      summary: snippetText(xmlText(childNamed(item, "description"))),
    });
  }
  return out;
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
  const m = /^(.{12,}?)\s[-–—|]\s([^-–—|]{2,60})$/.exec(title);
  if (m && m[2].trim().split(/\s+/).length <= 5) return { text: m[1].trim(), outlet: m[2].trim() };
  return { text: title, outlet: null };
}

/**
 * The headline as compared across outlets: folded, punctuation and a trailing outlet name gone,
 * so syndicated copies ("Acme raises $40M – Reuters", "Acme Raises $40M | Yahoo Finance") are one.
 */
export function headlineKey(headline: string): string {
  return (foldText(headline).match(/[\p{L}\p{N}$€£]+/gu) ?? []).join(" ");
}

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
