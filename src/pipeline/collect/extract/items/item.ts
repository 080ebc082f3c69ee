import { hasOtherScript, words } from "../../../../text";
import { collapseSpaces } from "../../../../text/token-classes";
import { withoutTrailingSlashes } from "../discover/links";

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

/** Characters of an entry's text kept. */
export const ITEM_TEXT_CHARS = 600;

/** Classes of the elements site builders and blog engines render an entry as. */
export const ITEM_CLASSES = [
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
export const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];

export function makeItem(
  title: string,
  own: string | null,
  id: string | null,
  publishedAt: string | null,
  text: string,
  pageUrl: string,
): PageItem {
  const clean = collapseSpaces(title);
  const base = new URL(pageUrl);
  base.hash = "";
  const url = own ?? `${base.href}#${id ?? slugOf(clean)}`;
  return {
    key: own ?? titleKey(clean),
    title: clean,
    url,
    publishedAt,
    text: collapseSpaces(text).slice(0, ITEM_TEXT_CHARS),
  };
}

/** Accents once a letter is decomposed ("é" is "e" and U+0301). */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** A run of ASCII letters and digits ("v2", "launch"). */
const ASCII_WORD = /[a-z0-9]+/g;

/**
 * A title as an anchor and a key: its ASCII letters and digits, accents dropped, joined by "-" ("Café Öl, v2!" →
 * "cafe-ol-v2"). Keys stored by earlier runs are built so: other letters ("ß", "ø") stay out, as they always have.
 * A title in another script (Arabic, Thai, Japanese) is its folded words: its ASCII alone would make every such
 * title on a page one key ("item", or the brand it names), so a new post would be the known one.
 */
export function slugOf(text: string): string {
  const bare = text.normalize("NFKD").replace(COMBINING_MARKS, "").toLowerCase();
  if (hasOtherScript(bare)) return words(text).join("-").slice(0, 80) || "item";
  return (bare.match(ASCII_WORD) ?? []).join("-").slice(0, 80) || "item";
}

/** The key of an entry without a page of its own: its title, normalised. */
export function titleKey(title: string): string {
  return `title:${normaliseTitle(title)}`;
}

export function normaliseTitle(title: string): string {
  return slugOf(title).replaceAll("-", " ");
}

/** Whether two URLs are one page (trailing slash aside). */
export function sameDocument(a: string, b: string): boolean {
  const x = new URL(a);
  const y = new URL(b);
  return x.origin === y.origin && withoutTrailingSlashes(x.pathname) === withoutTrailingSlashes(y.pathname);
}

/** A URL as compared with the links a page renders: origin and path, no trailing slash. */
export function pathKey(url: string): string {
  const u = new URL(url);
  return `${u.origin}${withoutTrailingSlashes(u.pathname)}`;
}
