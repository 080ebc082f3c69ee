import { DomUtils } from "htmlparser2";
import { absoluteHttpUrl, findAll, findFirst, parseXml } from "./dom";

/*
 * A site's sitemap.xml (https://www.sitemaps.org/protocol.html): the pages it lists, or, for a
 * sitemap index, the sitemaps it points to. A post often appears here before any index links it.
 */

export interface Sitemap {
  /** Pages listed (`<urlset>`), with `<lastmod>` when given. */
  urls: { url: string; lastmod: string | null }[];
  /** Child sitemaps (`<sitemapindex>`). */
  sitemaps: string[];
}

/** Null when the text is not a sitemap (a 200 HTML page at /sitemap.xml, say). */
export function parseSitemap(xml: string, sitemapUrl: string): Sitemap | null {
  const doc = parseXml(xml);
  const root = findFirst(
    doc,
    (el) =>
      el.name === "urlset" ||
      el.name === "sitemapindex" ||
      el.name.endsWith(":urlset") ||
      el.name.endsWith(":sitemapindex"),
  );
  if (!root) return null;
  const entries = findAll(root, (el) => local(el.name) === "url" || local(el.name) === "sitemap");
  const out: Sitemap = { urls: [], sitemaps: [] };
  for (const entry of entries) {
    const loc = findFirst(entry, (el) => local(el.name) === "loc");
    const url = loc ? absoluteHttpUrl(DomUtils.textContent(loc).trim(), sitemapUrl) : null;
    if (!url) continue;
    if (local(entry.name) === "sitemap") out.sitemaps.push(url);
    else {
      const lastmod = findFirst(entry, (el) => local(el.name) === "lastmod");
      const date = lastmod ? new Date(DomUtils.textContent(lastmod).trim()) : null;
      out.urls.push({ url, lastmod: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null });
    }
  }
  return out;
}

/** An XML name without its namespace prefix ("image:loc" → "loc"). */
function local(name: string): string {
  return name.toLowerCase().slice(name.lastIndexOf(":") + 1);
}
