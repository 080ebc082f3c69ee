import type { ExtractedPage } from "../html";
import { isSameSite, pathSegments } from "./links";
import { COMMON_FEED_PATHS, FEED_EXTENSIONS, FEED_LABELS, FEED_NAMES } from "./words";

/** Where a site's feed may be, best first (a feed guess is verified with `parseFeedItems`). */
export interface FeedCandidate {
  url: string;
  /**
   * `link_alternate`: announced in <head>; `link`: an anchor that looks like a feed;
   * `common_path`: a guess at a usual location, offered only when the page names no feed.
   */
  source: "link_alternate" | "link" | "common_path";
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

/** A link on the site to a feed: `/feed`, `/rss.xml`, `/posts.atom`, or labelled "RSS". */
function isFeedLink(url: URL, text: string): boolean {
  const last = pathSegments(url).pop() ?? "";
  const extension = last.includes(".") ? last.slice(last.lastIndexOf(".") + 1) : "";
  return (
    FEED_NAMES.includes(last) || FEED_EXTENSIONS.includes(extension) || FEED_LABELS.includes(text.trim().toLowerCase())
  );
}

export function feedCandidates(
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
      if (isSameSite(url, home) && isFeedLink(url, link.text)) add(url.href, "link");
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
