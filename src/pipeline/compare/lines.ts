import { foldedPhrase, foldText, words } from "../../text";
import { titleKey } from "../collect/extract/items";
import { comparableLine, isNoiseLine, wordBag } from "../collect/normalize-noise";
import { withoutFragment } from "../collect/urls";
import type { PageKind, SnapshotPage } from "../collect/snapshot";
import { postsOf } from "./posts";
import { statesMoney } from "./numbers";
import { labelsElsewhere, samePricesOf, statesPrices, taxedAgain, wordedAgain } from "./prices";
import { type LogoChange, type NewPost, type PageChange, type SnapshotDiff, sameUrl } from "./types";

/*
 * The steady pages' lines that came and went (docs/pipeline.md "Runs: collect, diff, analyse"), without their noise,
 * the posts' teasers and the site's furniture told more than once; customer logos; pages that stopped answering.
 */

const TEXT_KINDS: PageKind[] = ["home", "about", "team", "careers", "pricing", "customers", "product"];

const MAX_LINES = 20;

/**
 * Lines a page gained because it lists a new post (its title and excerpt on a card linking to
 * it, as a home page shows its latest posts): the new post tells them, with its own URL.
 */
function withoutTeasers(added: string[], page: SnapshotPage, newPosts: NewPost[]): string[] {
  const linked = new Set([...(page.links ?? []).map((l) => l.url), ...(page.items ?? []).map((i) => i.url)]);
  const listed = newPosts.filter((p) => linked.has(p.url));
  if (!listed.length) return added;
  const flat = foldedPhrase;
  const teasers = listed.map((p) => flat(`${p.title} ${(page.items ?? []).find((i) => i.url === p.url)?.text ?? ""}`));
  return added.filter((line) => {
    const l = flat(line);
    return !teasers.some((t) => l.length > 0 && t.includes(l));
  });
}

/**
 * Whether a line of a page is a post's title as a card or a list shows it (its date and counters aside): every post
 * and entry either snapshot knows, by a title of three words or more.
 */
function postTitles(previous: SnapshotPage[], current: SnapshotPage[]): (line: string) => boolean {
  // comparableLine's placeholders and numbers left out: "#date Acme ships 3 robots" is "acme ships robots".
  const keyOf = (t: string) => titleKey(comparableLine(t).replace(/#\w+|\d+/g, " "));
  // The entries of a page read as text (unitemised: an updates page's dated paragraphs) are its lines, no post's.
  const pages = [...previous, ...current].map((p) => (unitemised(p) ? { ...p, items: [] } : p));
  const posts = pages.flatMap(postsOf);
  const titles = new Set(
    posts
      .map((x) => x.title)
      .filter((t): t is string => !!t && words(t).length >= 3)
      .map(keyOf),
  );
  // A post's excerpt shown on another page (a home page's "From the blog" strip after a re-import) is the post's too:
  // a sentence of four words or more found in the text any entry of either snapshot carries.
  const texts = pages
    .flatMap((p) => [
      ...(p.items ?? []).map((i) => i.text ?? ""),
      ...(p.feedItems ?? []).map((i) => i.detail?.text ?? ""),
      p.kind === "post" ? (p.text ?? "") : "",
    ])
    .filter((t) => t.trim())
    .map((t) => ` ${foldedPhrase(t)} `);
  const inPost = (line: string) => {
    const l = foldedPhrase(line);
    return l.split(" ").length >= 4 && texts.some((t) => t.includes(` ${l} `));
  };
  return (line) => titles.has(keyOf(line)) || inPost(line);
}

/**
 * Lines added to two pages or more in one run are the site's furniture (a banner, a footer line, a menu entry), not
 * each page's news: they leave every page's change and are told once, as `siteWide` on the home page's change (else
 * the first page's). A change left with nothing else keeps only them.
 */
function siteWideOnce(changes: PageChange[]): PageChange[] {
  const sharedBy = (side: "added" | "removed") => {
    const pagesOf = new Map<string, number>();
    for (const c of changes)
      for (const key of new Set(c[side].map(comparableLine))) pagesOf.set(key, (pagesOf.get(key) ?? 0) + 1);
    return (l: string) => (pagesOf.get(comparableLine(l)) ?? 0) >= 2;
  };
  const sharedAdded = sharedBy("added");
  const sharedRemoved = sharedBy("removed");
  const furniture = [...new Set(changes.flatMap((c) => c.added.filter(sharedAdded)))];
  if (!furniture.length && !changes.some((c) => c.removed.some(sharedRemoved))) return changes;
  const host = changes.find((c) => c.kind === "home") ?? changes[0]!;
  const told = new Set<string>();
  const once = (l: string) => !told.has(comparableLine(l)) && !!told.add(comparableLine(l));
  return changes.flatMap((c) => {
    const added = c.added.filter((l) => !sharedAdded(l));
    // Furniture taken down from every page (a banner's week is over) is no news either.
    const removed = c.removed.filter((l) => !sharedRemoved(l));
    const siteWide = c === host ? furniture.filter(once) : [];
    if (!added.length && !removed.length && !siteWide.length) return [];
    return [{ ...c, added, removed, ...(siteWide.length ? { siteWide } : {}) }];
  });
}

/**
 * Logos a page's customer or investor wall gained or lost, by name: only where both snapshots read the page's wall (an
 * older snapshot without it, or with an empty one, is a baseline), so a wall shuffled, resized or re-rendered is no
 * change, nor is a logo moved from another page's wall.
 */
export function logoChanges(previous: SnapshotPage[], current: SnapshotPage[]): LogoChange[] {
  const walls: { field: "logos" | "investorLogos"; wall?: "investors" }[] = [
    { field: "logos" },
    { field: "investorLogos", wall: "investors" },
  ];
  const out: LogoChange[] = [];
  for (const { field, wall } of walls) {
    // A logo the site showed anywhere last run (the customers page's wall, shown now on the home strip) is no newcomer.
    const shown = new Set(previous.filter((p) => p.ok).flatMap((p) => (p[field] ?? []).map((n) => foldText(n))));
    for (const page of current.filter((p) => p.ok && p[field])) {
      const before = previous.find((p) => p.ok && p.kind === page.kind && p[field] && sameUrl(p, page));
      // A wall read empty last run (a theme that drew none, a rebuild's first wall) is a baseline too.
      if (!before?.[field]?.length) continue;
      const had = new Set(before[field].map((n) => foldText(n)));
      const has = new Set(page[field]!.map((n) => foldText(n)));
      const added = page[field]!.filter((n) => !had.has(foldText(n)) && !shown.has(foldText(n)));
      const removed = before[field].filter((n) => !has.has(foldText(n)));
      if (!added.length && !removed.length) continue;
      out.push({ kind: page.kind, url: page.finalUrl ?? page.url, ...(wall ? { wall } : {}), added, removed });
    }
  }
  return out;
}

/** Every line the site's pages said last time (statements of a few words or more), by their comparison keys. */
function linesOfSite(pages: SnapshotPage[]): Set<string> {
  const out = new Set<string>();
  for (const p of pages.filter((x) => x.ok))
    for (const l of lines(p.text)) if (words(l).length >= 4) out.add(comparableLine(l));
  return out;
}

/** Whether every word of a line was already on the page (`had`: the page's words). */
function saidBefore(line: string, had: ReadonlySet<string>): boolean {
  return words(line).every((w) => had.has(w));
}

/**
 * A news page with neither entries of their own nor post links is compared as text, like the steady pages: a press
 * page whose entries are headed by a month ("November 2026") is read as an item of itself.
 */
function unitemised(page: SnapshotPage): boolean {
  const self = withoutFragment(page.finalUrl ?? page.url);
  return page.kind === "blog" && !page.items?.some((i) => withoutFragment(i.url) !== self) && !page.posts?.length;
}

function lines(text: string | undefined): string[] {
  return (text ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * Lines of `after` that `before` does not have, compared by their noise-free keys (`comparableLine`),
 * as sets (shuffled blocks are not news; nor a line whose words are only shuffled). A line found inside the old text
 * run together is reflow, not new text: markup that splits or joins the same words differently.
 */
function newLines(before: string | undefined, after: string | undefined, prices = false): string[] {
  const oldKeys = new Set(lines(before).map(comparableLine));
  const oldRun = ` ${[...oldKeys].join(" ")} `;
  // Spaces aside too: two cards' titles run together ("… 40MW 돌파그린루프, …") are the same words.
  const oldSolid = withoutSpaces(oldRun);
  const oldBags = new Set([...oldKeys].map(wordBag));
  const out: string[] = [];
  const seen = new Set<string>();
  for (const line of lines(after)) {
    // A price alone ("$49 / month", "月額 12,800円") is too short to be news anywhere but on a pricing page.
    if (isNoiseLine(line) && !(prices && statesMoney(line))) continue;
    const key = comparableLine(line);
    const reflowed = oldRun.includes(` ${key} `) || oldSolid.includes(withoutSpaces(key));
    if (oldKeys.has(key) || seen.has(key) || reflowed || oldBags.has(wordBag(key))) continue;
    seen.add(key);
    out.push(line);
  }
  return out;
}

function withoutSpaces(s: string): string {
  return s.replaceAll(" ", "");
}

/** The before and after text of a page whose lines changed, as a signal keeps it for its diff (migration 0015). */
export interface ChangedPageText {
  kind: PageKind;
  url: string;
  title: string | null;
  before: string;
  after: string;
}

/** At most this many pages, and this many characters of text in all, are kept with a signal. */
export const DIFF_PAGES_MAX = 8;

export const DIFF_PAGES_MAX_CHARS = 64_000;

/**
 * The text of the pages in `diff.pageChanges` before and after, so the signal's page can show the
 * change as a line diff long after the snapshots it came from are pruned. Each text is already cut
 * to the snapshot budget (`snapshotTextChars`); the whole is bounded again here.
 */
export function changedPageTexts(
  previous: SnapshotPage[] | null,
  current: SnapshotPage[],
  diff: Pick<SnapshotDiff, "pageChanges">,
): ChangedPageText[] {
  if (!previous) return [];
  const out: ChangedPageText[] = [];
  let chars = 0;
  for (const change of diff.pageChanges.slice(0, DIFF_PAGES_MAX)) {
    const now = current.find((p) => p.ok && p.kind === change.kind && (p.finalUrl ?? p.url) === change.url);
    const before = now && previous.find((p) => p.ok && p.kind === now.kind && sameUrl(p, now));
    if (!now || !before) continue;
    const size = (before.text ?? "").length + (now.text ?? "").length;
    if (chars + size > DIFF_PAGES_MAX_CHARS) break;
    chars += size;
    out.push({
      kind: change.kind,
      url: change.url,
      title: change.title,
      before: before.text ?? "",
      after: now.text ?? "",
    });
  }
  return out;
}

/**
 * The steady pages' changes: the lines that came and went, compared without their noise, when the hash moved. A line
 * that is a post's title (a "latest posts" strip, a card re-rendered) is that post's, compared as a post.
 */
export function lineChanges(previous: SnapshotPage[], current: SnapshotPage[], newPosts: NewPost[]): PageChange[] {
  const postLine = postTitles(previous, current);
  const elsewhere = linesOfSite(previous);
  const changes: PageChange[] = [];
  for (const page of current.filter((p) => p.ok && (TEXT_KINDS.includes(p.kind) || unitemised(p)))) {
    const before = previous.find((p) => p.ok && p.kind === page.kind && sameUrl(p, page));
    if (!before || before.textHash === page.textHash) continue;
    // A pricing page's price is its own, even when a post announcing the new prices quotes it.
    const pricing = page.kind === "pricing";
    const teaser = (l: string) => postLine(l) && !(pricing && statesMoney(l));
    // A line the site already said on another page (a testimonial rotated in from the customers page) moved: it is
    // not new content; nor is one the page said within another line ("Ancoats General Store, Manchester" listed
    // again under "Manchester" as "Ancoats General Store").
    const said = ` ${foldedPhrase(`${before.title ?? ""}\n${before.text ?? ""}`)} `;
    const saidWithin = (l: string) => words(l).length >= 2 && said.includes(` ${foldedPhrase(l)} `);
    const added = withoutTeasers(newLines(before.text, page.text, pricing), page, newPosts).filter(
      (l) => !teaser(l) && !elsewhere.has(comparableLine(l)) && !saidWithin(l),
    );
    // A line the page still says (in its title, or within another line: a tagline moved from the header to the title)
    // was not taken down.
    const says = ` ${foldedPhrase(`${page.title ?? ""}\n${page.text ?? ""}`)} `;
    // Or in its parts: "The Soap Dish, Chester" now under a "Chester" heading.
    const saysAll = (l: string) => says.includes(` ${foldedPhrase(l)} `);
    const stillSaid = (l: string) => saysAll(l) || (l.includes(",") && l.split(",").every(saysAll));
    const went = newLines(page.text, before.text, pricing).filter((l) => !teaser(l));
    const removed = went.filter((l) => !stillSaid(l));
    if (!added.length && !removed.length) continue;
    // The amounts stayed while the layout changed (lines went, even re-said elsewhere on the page, or came only in
    // words the page had and in labels: a table become cards with "Most popular" and "Start free trial"), or while the
    // page was worded again (prices.ts `wordedAgain`): the same prices. A plan added is packaging news.
    // A price alone says nothing but its amount, which samePricesOf compares: the page's words are the other lines.
    const relaidOut = () => {
      const had = new Set(words(before.text ?? ""));
      const told = added.filter((l) => !(isNoiseLine(l) && statesMoney(l)));
      return (
        went.length > 0 ||
        told.every((l) => saidBefore(l, had) || words(l).length <= 3) ||
        wordedAgain(told, before.text, page.text, labelsElsewhere(current, page))
      );
    };
    const samePrices =
      page.kind === "pricing" &&
      (taxedAgain(before.text, page.text) || (relaidOut() && samePricesOf(before.text, page.text)));
    // A page filed as pricing by its address ("/plans") that states no price, then or now, is a page about the company
    // ("Our plans for 2027"), read as one.
    const priceless = page.kind === "pricing" && !statesPrices(before.text) && !statesPrices(page.text);
    changes.push({
      kind: priceless ? "about" : page.kind,
      url: page.finalUrl ?? page.url,
      title: page.title ?? null,
      added: added.slice(0, MAX_LINES),
      removed: removed.slice(0, MAX_LINES),
      ...(samePrices ? { samePrices } : {}),
    });
  }
  return siteWideOnce(changes);
}

/** Pages that answered last time and not now (social pages that refuse bots are not news). */
export function pagesLostOf(previous: SnapshotPage[], current: SnapshotPage[]): SnapshotDiff["pagesLost"] {
  const lost: SnapshotDiff["pagesLost"] = [];
  for (const before of previous.filter(
    (p) => p.ok && p.kind !== "social" && p.kind !== "post" && p.kind !== "sitemap",
  )) {
    const now = current.find((p) => p.kind === before.kind && sameUrl(p, before));
    if (now && !now.ok) lost.push({ kind: before.kind, url: before.url, reason: now.reason ?? "unreachable" });
  }
  return lost;
}
