import { foldedPhrase, words } from "../../../../text";
import type { ExtractedPage } from "../html";
import { platformFeedUrl } from "./feeds";
import { bareHost, isAtsHost, isSameSite, looksLikeFile } from "./links";
import { BLOG_LABELS, LABEL_RANK, MENTION_LABELS, NOT_A_BLOG_HOSTS } from "./words";

/**
 * The phrase of `phrases` (folded) that comes first in `text`, as whole words: "News & Blog" gives "news". Null when
 * the text holds none.
 */
export function firstPhraseIn(text: string, phrases: readonly string[]): string | null {
  const padded = ` ${foldedPhrase(text)} `;
  let best: { phrase: string; at: number } | null = null;
  for (const phrase of phrases) {
    const at = padded.indexOf(` ${phrase} `);
    if (at >= 0 && (!best || at < best.at)) best = { phrase, at };
  }
  return best?.phrase ?? null;
}

/**
 * The company's blog on another host: a link in the home page's chrome (its
 * navigation, header or footer; not a mention in its content, unless the page has no chrome or the label says "our
 * newsletter"), labelled as the blog, news,
 * newsletter or changelog, to a host that is not the site's, a job board's or a social network's.
 * A link to a known blog platform wins; then the label (blog, newsletter, news, changelog), then
 * the shorter path (the blog's front page rather than one post).
 */
export function offsiteBlogOf(links: Pick<ExtractedPage, "links">["links"], home: URL): string | null {
  let best: { url: string; score: number } | null = null;
  // A one-page site (Carrd) has no chrome: its buttons are its menu. A label saying "our" is the company's anywhere.
  const noChrome = !links.some((l) => l.inChrome);
  for (const link of links) {
    const word = firstPhraseIn(link.text, BLOG_LABELS);
    if (!word || words(link.text).length > 4 || firstPhraseIn(link.text, MENTION_LABELS)) continue;
    if (!link.inChrome && !noChrome && !` ${foldedPhrase(link.text)} `.includes(` our ${word} `)) continue;
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      continue;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || looksLikeFile(url.pathname) || isSameSite(url, home))
      continue;
    const host = bareHost(url.hostname.toLowerCase());
    if (isAtsHost(host) || NOT_A_BLOG_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) continue;
    const depth = url.pathname.split("/").filter(Boolean).length;
    const score = (platformFeedUrl(url) ? 20 : 0) + (LABEL_RANK[word] ?? 3) - depth;
    if (!best || score > best.score) best = { url: url.href, score };
  }
  return best?.url ?? null;
}
