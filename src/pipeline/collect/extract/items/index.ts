import { parseHtml } from "../dom";
import type { PageItem } from "./item";
import { domItems, headingItems } from "./markup";
import { nextDataItems } from "./next-data";

export { headDate, parseDate } from "./dates";
export { type PageItem, slugOf, titleKey } from "./item";

/*
 * A news-like page (blog, press, changelog, …) read as a list of entries, so that a release
 * written inline on a press page is a new post like a linked one. Shapes, first that yields wins:
 * the entries of a Next.js page's `__NEXT_DATA__`; the collection items site builders and blog
 * engines render (Webflow `w-dyn-item`, WordPress `wp-block-post`/`type-post`, Ghost
 * `post-card`, Hugo `post-entry`, plain `<article>`, repeated dated cards as Framer renders them);
 * headings followed by a date and text. A page none of these fits has no items and is compared
 * as text.
 */

export const MAX_ITEMS = 50;

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
