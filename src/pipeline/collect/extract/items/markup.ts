import {
  absoluteHttpUrl,
  attr,
  classList,
  findAll,
  findFirst,
  hasClassWord,
  inlineText,
  isElement,
  visibleText,
  type DomElement,
  type HtmlDocument,
} from "../dom";
import { words as wordsOf } from "../../../../text";
import { isSameSite, pathSegments } from "../discover/links";
import { dateIn, isDateLine } from "./dates";
import { HEADINGS, ITEM_CLASSES, makeItem, type PageItem, sameDocument } from "./item";

/** Class words of an entry's tags, categories, authors and meta lines ("post-tags", "entry_meta", "categories"). */
const TAXONOMY_CLASS_WORDS = ["terms", "tag", "tags", "category", "categories", "author", "authors", "meta"];
/** Path segments of a site's tag, category and author archives: never an entry's own page. */
const TAXONOMY_SEGMENTS = ["tag", "tags", "category", "categories", "author", "authors"];
/** Pieces of a share link's URL ("…/share?url=", "twitter.com/intent/tweet"). */
const SHARE_LINKS = ["share", "intent/tweet"];
/** What a link to an entry's page says it is for, in its label ("Read more", "Continue reading →", "View"). */
const LINK_PURPOSES = ["read", "more", "continue", "view", "open", "→"];
/** Last class words of an entry's title element ("post-title", "entry_heading"). */
const TITLE_CLASS_ENDS = ["title", "heading"];

/** A class naming a title: its last word (after "-" or "_") is "title" or "heading". */
function isTitleClass(c: string): boolean {
  const last = c.split("-").pop()!.split("_").pop()!;
  return TITLE_CLASS_ENDS.includes(last);
}

/*
 * Entries in a page's markup: the collection items site builders and blog engines render, runs of alike dated
 * siblings, and headings each followed by a date and text.
 */

function isItemElement(el: DomElement): boolean {
  if (el.name === "article") return true;
  const classes = classList(el);
  return ITEM_CLASSES.some((c) => classes.includes(c));
}

/** Entries as elements: the named shapes, and runs of alike siblings each with a heading and a date. */
export function domItems(doc: HtmlDocument, pageUrl: string): PageItem[] {
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
  return hasClassWord(el, TAXONOMY_CLASS_WORDS);
}

function headingOf(el: DomElement): DomElement | null {
  return (
    findFirst(el, (d) => HEADINGS.includes(d.name)) ??
    findFirst(el, (d) => classList(d).some(isTitleClass) && inlineText(d).length > 0) ??
    titleLinkOf(el)
  );
}

/** Words a link must have to be an entry's title when the entry has no heading (a press page's linked headline). */
const TITLE_LINK_WORDS = 4;

/** The entry's longest link, when it reads as a headline: a press page lists its coverage as links, not headings. */
function titleLinkOf(el: DomElement): DomElement | null {
  let best: { a: DomElement; words: number } | null = null;
  for (const a of findAll(el, (d) => d.name === "a" && !!attr(d, "href"))) {
    // Words as the text module counts them: Japanese and Chinese headlines have no spaces between theirs.
    const words = wordsOf(inlineText(a)).length;
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
      pathSegments(u).some((s) => TAXONOMY_SEGMENTS.includes(s)) ||
      SHARE_LINKS.some((share) => u.href.toLowerCase().includes(share))
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
      !LINK_PURPOSES.some((purpose) => label.includes(purpose)) &&
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
      if (!["h2", "h3", "h4"].includes(k.name)) return;
      if (isDateLine(inlineText(k))) {
        // A date heading over its own text (a changelog's "Week of 9 November 2026" over its list) is an entry dated
        // by it; over a title, it is that title's date.
        const body = sectionAfter(kids, i);
        if (body.length) out.push({ heading: k, body });
        return;
      }
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

/** What follows a heading up to the next heading, none when a heading follows it at once. */
function sectionAfter(kids: DomElement[], i: number): DomElement[] {
  const body: DomElement[] = [];
  for (const next of kids.slice(i + 1)) {
    if (HEADINGS.includes(next.name)) break;
    body.push(next);
  }
  return body;
}

export function headingItems(doc: HtmlDocument, pageUrl: string): PageItem[] {
  const out: PageItem[] = [];
  for (const { heading, body } of headingSections(doc)) {
    if (insideItemOrNav(heading)) continue;
    const title = inlineText(heading);
    if (!title) continue;
    const date = body.map(dateIn).find((d) => d !== null) ?? dateIn(heading);
    const text = body
      .map((b) => inlineText(b))
      .filter((l) => l && !isDateLine(l))
      .join(" ");
    // The link on the heading, or a card's link around it ("<a href=/blog/x><p>date</p><h3>title</h3></a>").
    const link = findFirst(heading, (d) => d.name === "a" && !!attr(d, "href")) ?? wrappingLink(heading);
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

/** The link an element stands in, when one wraps it. */
function wrappingLink(el: DomElement): DomElement | null {
  for (let p = el.parent; p; p = p.parent) if (isElement(p) && p.name === "a" && attr(p, "href")) return p;
  return null;
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
