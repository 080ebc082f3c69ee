import { foldedPhrase, foldText, isStopword, words } from "../../text";
import { normalizePersonName } from "../../identity/people";
import { postUrlKey } from "../collect/extract/discover";
import { titleKey } from "../collect/extract/items";
import { isSeniorRole, jobKey } from "../collect/extract/jobs";
import { countryName, placeOf } from "../collect/extract/places";
import { comparableLine, isNoiseLine, wordBag } from "../collect/normalize-noise";
import type { OffsiteDetail, PageKind, SnapshotJob, SnapshotPage, SnapshotPerson } from "../collect/snapshot";

/*
 * What changed between the previous snapshot and this one (issue step 6), page by page: posts
 * that appeared (feeds, news pages' entries, sitemap.xml), jobs added and removed, lines of text added to or removed
 * from the steady pages, people who joined or left the team pages, pages that went away.
 * Only what survives noise normalisation counts (`normalize-noise.ts`): a run whose only changes
 * are dates, counters, tokens, consent banners, order or reflow has `changed: false`.
 */

export interface NewPost {
  url: string;
  title: string;
  publishedAt: string | null;
  /** The post's own text when it was read this run. */
  text: string | null;
  /** An off-site item's source and what it knows of it (the press, Hacker News, GitHub). */
  detail?: OffsiteDetail;
  /** The site's page that lists it, when the entry itself is elsewhere (a press page's coverage, a podcast episode). */
  listedOn?: string;
}

export interface PageChange {
  kind: PageKind;
  url: string;
  title: string | null;
  added: string[];
  removed: string[];
  /**
   * Lines that came to several pages at once (a banner, a footer, a menu): the site's furniture, told once here (on
   * the home page's change, else the first) rather than once per page. They say something only if they state an event.
   */
  siteWide?: string[];
  /** A pricing page whose lines moved while every price it states stayed the same (a table become cards). */
  samePrices?: boolean;
}

/** A role that appeared on or left the careers page. */
export interface JobChange {
  title: string;
  team: string | null;
  location: string | null;
  url: string | null;
  /** VP, Head of, Chief …, Director. */
  senior: boolean;
  /** Its comparison key (the board's job id when it has one). */
  key?: string;
}

/**
 * The careers page's change, for the analysis to tell a hiring signal from a routine posting:
 * `wave` (3 or more new roles in one run) or a new `senior` role. `firstSenior`: the previous
 * listing had no senior role at all.
 */
export interface JobsChange {
  added: JobChange[];
  removed: JobChange[];
  wave: boolean;
  firstSenior: boolean;
  /** `wave`, or a senior role among `added`. */
  hiringSignal: boolean;
  /**
   * Countries the new roles are in where the last listing had none (roles
   * opening abroad are expansion into those countries); empty when the last listing placed no
   * role at all (nothing to compare with).
   */
  newCountries?: { country: string; name: string; roles: JobChange[] }[];
}

/**
 * A person who joined or left a team/about page. `executive` (C-level, VP, Head of, Director,
 * founder or co-founder) marks a leadership change: a new executive, or a founder or executive leaving.
 */
export interface PersonChange {
  name: string;
  role: string | null;
  isFounder: boolean;
  executive: boolean;
  linkedinUrl: string | null;
  pageUrl: string;
}

/** Customer logos that came to or left a page's wall, by name (collect/extract/logos.ts). */
export interface LogoChange {
  kind: PageKind;
  url: string;
  added: string[];
  removed: string[];
}

export interface SnapshotDiff {
  firstRun: boolean;
  newPosts: NewPost[];
  jobsAdded: string[];
  jobsRemoved: string[];
  /**
   * The same roles with team, location and the hiring marks; null when the careers page was not read both times or
   * nothing moved.
   */
  jobs: JobsChange | null;
  careersUrl: string | null;
  pageChanges: PageChange[];
  peopleAdded: (SnapshotPerson & { pageUrl: string; executive: boolean })[];
  /** Names of those who left (`peopleLeft` has their titles). */
  peopleRemoved: string[];
  peopleLeft: PersonChange[];
  pagesLost: { kind: PageKind; url: string; reason: string }[];
  /** Logos new on or gone from a page's customer wall (absent: none). */
  logos?: LogoChange[];
  /** True when anything above is non-empty. */
  changed: boolean;
}

const TEXT_KINDS: PageKind[] = ["home", "about", "team", "careers", "pricing", "customers", "product"];
const MAX_LINES = 20;

export function diffSnapshots(previous: SnapshotPage[] | null, current: SnapshotPage[], when?: Recency): SnapshotDiff {
  const careers = current.find((p) => p.kind === "careers" && p.ok);
  const diff: SnapshotDiff = {
    firstRun: previous === null,
    newPosts: [],
    jobsAdded: [],
    jobsRemoved: [],
    jobs: null,
    careersUrl: careers?.finalUrl ?? careers?.url ?? null,
    pageChanges: [],
    peopleAdded: [],
    peopleRemoved: [],
    peopleLeft: [],
    pagesLost: [],
    changed: false,
  };
  if (!previous) return diff;

  diff.newPosts = newPostsOf(previous, current, when);

  // Jobs: by the board's job id, else normalised title and location; per listing (the careers page,
  // each job board) read by both runs, so a board read for the first time is a baseline, not news.
  const isListing = (p: SnapshotPage) => p.ok && (p.kind === "careers" || p.kind === "board");
  const listings = current.filter(isListing).flatMap((page) => {
    const before = previous.find(
      (p) => isListing(p) && p.kind === page.kind && (page.kind === "careers" || sameUrl(p, page)),
    );
    const change = before ? diffJobs(jobsOf(before), jobsOf(page), !before.jobs || !page.jobs) : null;
    return change
      ? [
          {
            page,
            change: movedBetweenListings(change, page, before!, previous.filter(isListing), current.filter(isListing)),
          },
        ]
      : [];
  });
  diff.jobs = mergeJobChanges(listings.map((l) => l.change));
  if (diff.jobs) {
    const before = previous.filter((p) => p.ok && (p.kind === "careers" || p.kind === "board")).flatMap(jobsOf);
    const countries = newCountriesOf(before, diff.jobs.added);
    if (countries.length) diff.jobs.newCountries = countries;
  }
  // The listing that moved is the evidence: the careers page, else the board.
  if (listings.length) diff.careersUrl = listings[0].page.finalUrl ?? listings[0].page.url;
  if (diff.jobs) {
    diff.jobsAdded = diff.jobs.added.map((j) => j.title);
    diff.jobsRemoved = diff.jobs.removed.map((j) => j.title);
  }

  // Steady pages: the lines that came and went, compared without their noise, when the hash moved. A line that is a
  // post's title (a "latest posts" strip, a card re-rendered) is that post's, compared as a post.
  const teaser = postTitles(previous, current);
  for (const page of current.filter((p) => p.ok && (TEXT_KINDS.includes(p.kind) || unitemised(p)))) {
    const before = previous.find((p) => p.ok && p.kind === page.kind && sameUrl(p, page));
    if (!before || before.textHash === page.textHash) continue;
    const added = withoutTeasers(newLines(before.text, page.text), page, diff.newPosts).filter((l) => !teaser(l));
    const removed = newLines(page.text, before.text).filter((l) => !teaser(l));
    if (added.length || removed.length) {
      // Lines both came and went (a layout changed) while the amounts stayed: a plan only added is packaging news.
      const samePrices = page.kind === "pricing" && removed.length > 0 && samePricesOf(before.text, page.text);
      diff.pageChanges.push({
        kind: page.kind,
        url: page.finalUrl ?? page.url,
        title: page.title ?? null,
        added: added.slice(0, MAX_LINES),
        removed: removed.slice(0, MAX_LINES),
        ...(samePrices ? { samePrices } : {}),
      });
    }
  }
  diff.pageChanges = siteWideOnce(diff.pageChanges);

  // People on the team/about pages.
  const peopleBefore = new Map<string, { person: SnapshotPerson; pageUrl: string }>();
  for (const page of previous)
    for (const person of page.people ?? [])
      peopleBefore.set(normalizePersonName(person.name), { person, pageUrl: page.finalUrl ?? page.url });
  const peopleNow = new Map<string, SnapshotPerson & { pageUrl: string; executive: boolean }>();
  for (const page of current) {
    for (const person of page.people ?? [])
      peopleNow.set(normalizePersonName(person.name), {
        ...person,
        pageUrl: page.finalUrl ?? page.url,
        executive: isExecutive(person),
      });
  }
  const teamReadBoth = current.some((p) => p.people) && previous.some((p) => p.people);
  if (teamReadBoth) {
    diff.peopleAdded = [...peopleNow.entries()].filter(([k]) => !peopleBefore.has(k)).map(([, p]) => p);
    const listed = stillListed(current);
    diff.peopleLeft = [...peopleBefore.entries()]
      .filter(([k, { person }]) => !peopleNow.has(k) && !listed(person))
      .map(([, { person, pageUrl }]) => ({
        name: person.name,
        role: person.role,
        isFounder: person.isFounder,
        executive: isExecutive(person),
        linkedinUrl: person.linkedinUrl,
        pageUrl,
      }));
    diff.peopleRemoved = diff.peopleLeft.map((p) => p.name);
  }

  // Pages that answered last time and not now (social pages that refuse bots are not news).
  for (const before of previous.filter(
    (p) => p.ok && p.kind !== "social" && p.kind !== "post" && p.kind !== "sitemap",
  )) {
    const now = current.find((p) => p.kind === before.kind && sameUrl(p, before));
    if (now && !now.ok)
      diff.pagesLost.push({ kind: before.kind, url: before.url, reason: now.reason ?? "unreachable" });
  }

  const logos = logoChanges(previous, current);
  if (logos.length) diff.logos = logos;

  diff.changed =
    (diff.logos?.length ?? 0) > 0 ||
    diff.newPosts.length > 0 ||
    diff.jobsAdded.length > 0 ||
    diff.jobsRemoved.length > 0 ||
    diff.pageChanges.length > 0 ||
    diff.peopleAdded.length > 0 ||
    diff.peopleRemoved.length > 0 ||
    diff.pagesLost.length > 0;
  return diff;
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

/** When the comparison is made: an entry's date is recent against it. */
export interface Recency {
  now: Date;
}

const DAY_MS = 86_400_000;
/**
 * How old an entry's own date may be for the entry to be news: the first run's look back, a feed's or a search's lag,
 * a press page updated a week after the wire. Older, a never-seen entry is an old post moved, re-issued or listed on a
 * new archive page.
 */
export const RECENT_DAYS = 30;

/** Whether an entry's own date lets it be new (docs/pipeline.md "An item is its content"): undated, or recent. */
export function isRecent(entry: { publishedAt: string | null }, when: Recency): boolean {
  const at = entry.publishedAt ? Date.parse(entry.publishedAt) : Number.NaN;
  return Number.isNaN(at) || at >= when.now.getTime() - RECENT_DAYS * DAY_MS;
}

/**
 * What an entry says, as a key: its title, and its URL's last segment read as a title (a slug is made from the title,
 * so a post moved to another path or platform keeps it). Only titles of three words or more: "Changelog" or "Update"
 * name many posts.
 */
function contentKeys(entry: { url: string; title: string | null }): string[] {
  const titles = [entry.title, slugTitle(entry.url)].filter((t): t is string => !!t && t.split(/\s+/).length >= 3);
  return [...new Set(titles.map(titleKey))];
}

/** "/2024/03/acme-raises-series-b/" → "acme raises series b"; null when the segment is not words (an id, a date). */
function slugTitle(url: string): string | null {
  const words = slugWords(url).filter((w) => /\p{L}/u.test(w));
  return words.length ? words.join(" ") : null;
}

/** A URL's last path segment read as words ("/blog/acme-raises-series-b.html" → acme, raises, series, b). */
function slugWords(url: string): string[] {
  let last: string;
  try {
    last = new URL(url).pathname.split("/").filter(Boolean).pop() ?? "";
  } catch {
    return [];
  }
  return decodeURIComponent(last)
    .replace(/\.[a-z]+$/i, "")
    .split(/[-_]+/)
    .filter(Boolean);
}

/**
 * Posts that appeared: entries of the feeds, of the news pages (inline or linked) and news-like
 * URLs new in sitemap.xml. An entry is its content: known by its URL, its key, or what it says
 * (its title, its slug), so a move, a re-export or a new platform makes nothing new; and, given
 * `when`, an entry never seen is new only when its own date is recent (`isRecent`). Only from a
 * page the previous snapshot read too: a page read for the first time is a baseline, not a flood
 * of news. Feeds first (they carry dates), then items (they carry text), then the rest.
 */
/** A URL's host, or "" when it is not one. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

export function newPostsOf(previous: SnapshotPage[] | null, current: SnapshotPage[], when?: Recency): NewPost[] {
  if (!previous) return [];
  const known = new Set(
    previous.flatMap((p) => postsOf(p).flatMap((x) => [x.key, postUrlKey(x.url), ...contentKeys(x)])),
  );
  const knownTitles = previous
    .flatMap((p) => postsOf(p).map((x) => (x.title ? foldedPhrase(x.title) : "")))
    .filter((t) => t.split(" ").length >= 4)
    .map((t) => ` ${t} `);
  const postPage = new Map(current.filter((p) => p.kind === "post" && p.ok).map((p) => [p.url, p]));
  const itemText = new Map(current.flatMap((p) => p.items ?? []).map((i) => [i.url, i.text]));
  const before = (page: SnapshotPage) => previous.find((p) => p.ok && p.kind === page.kind && sameUrl(p, page));
  const order: PageKind[] = ["feed", "blog", "home", "sitemap"];
  const sources = current
    .filter((p) => p.ok && order.includes(p.kind) && before(p))
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const out: NewPost[] = [];
  const seen = new Set<string>();
  // A page whose entries (or product pages) the previous snapshot did not record (read before they were kept) gives
  // them as a baseline.
  const entries = (page: SnapshotPage) => {
    const was = before(page);
    return postsOf({
      ...page,
      items: was?.items ? page.items : undefined,
      products: was?.products ? page.products : undefined,
    });
  };
  const listed = (page: SnapshotPage) => entries(page).map((p) => ({ ...p, page: page.finalUrl ?? page.url }));
  for (const p of sources.flatMap(listed)) {
    const urlKey = postUrlKey(p.url);
    const keys = [p.key, urlKey, ...contentKeys(p)];
    if (keys.some((k) => known.has(k) || seen.has(k))) continue;
    // An entry dated long ago is not news, and its undated copies elsewhere (the page's links, the sitemap) are it.
    if (when && !isRecent(p, when)) {
      for (const k of keys) seen.add(k);
      continue;
    }
    // Undated, a card read with its tag and teaser around the title ("Product · Acme is now in public beta · Acme is
    // open to …") is the known post whose whole title it holds.
    const told = p.title && !p.publishedAt ? ` ${foldedPhrase(p.title)} ` : null;
    if (told && knownTitles.some((t) => told.includes(t))) continue;
    for (const k of keys) seen.add(k);
    const page = postPage.get(p.url);
    out.push({
      url: p.url,
      title: p.title ?? page?.title ?? titleFromPath(p.url),
      publishedAt: p.publishedAt,
      text: page?.text ?? (itemText.get(p.url) || p.detail?.text || null),
      ...(p.detail ? { detail: p.detail } : {}),
      ...(!p.detail && hostOf(p.url) !== hostOf(p.page) ? { listedOn: p.page } : {}),
    });
  }
  return out;
}

function postsOf(
  page: SnapshotPage,
): { key: string; url: string; title: string | null; publishedAt: string | null; detail?: OffsiteDetail }[] {
  return [
    ...(page.feedItems ?? []).map((i) => ({
      key: i.url,
      url: i.url,
      title: i.title,
      publishedAt: i.publishedAt,
      detail: i.detail,
    })),
    ...(page.items ?? []).map((i) => ({ key: i.key, url: i.url, title: i.title, publishedAt: i.publishedAt })),
    ...(page.posts ?? []).map((p) => ({ key: p.url, url: p.url, title: p.text, publishedAt: null })),
    // A product page's menu label ("Forecast") says less than its own title, read with it.
    ...(page.products ?? []).map((p) => ({ key: p.url, url: p.url, title: null, publishedAt: null })),
    ...(page.sitemapUrls ?? []).map((url) => ({ key: url, url, title: null, publishedAt: null })),
  ];
}

/**
 * Lines a page gained because it lists a new post (its title and excerpt on a card linking to
 * it, as a home page shows its latest posts): the new post tells them, with its own URL.
 */
function withoutTeasers(added: string[], page: SnapshotPage, newPosts: NewPost[]): string[] {
  const linked = new Set([...(page.links ?? []).map((l) => l.url), ...(page.items ?? []).map((i) => i.url)]);
  const listed = newPosts.filter((p) => linked.has(p.url));
  if (!listed.length) return added;
  const flat = (t: string) => t.replace(/\s+/g, " ").trim().toLowerCase();
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
  const keyOf = (t: string) => titleKey(comparableLine(t).replace(/#\w+|\d+/g, " "));
  const titles = new Set(
    [...previous, ...current]
      .flatMap((p) => postsOf(p).map((x) => x.title))
      .filter((t): t is string => !!t && t.trim().split(/\s+/).length >= 3)
      .map(keyOf),
  );
  return (line) => titles.has(keyOf(line));
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
 * Logos a page's customer wall gained or lost, by name: only where both snapshots read the page's logos (an older
 * snapshot without them is a baseline), so a wall shuffled, resized or re-rendered is no change.
 */
function logoChanges(previous: SnapshotPage[], current: SnapshotPage[]): LogoChange[] {
  const out: LogoChange[] = [];
  for (const page of current.filter((p) => p.ok && p.logos)) {
    const before = previous.find((p) => p.ok && p.kind === page.kind && p.logos && sameUrl(p, page));
    if (!before?.logos) continue;
    const had = new Set(before.logos.map((n) => foldText(n)));
    const has = new Set(page.logos!.map((n) => foldText(n)));
    const added = page.logos!.filter((n) => !had.has(foldText(n)));
    const removed = before.logos.filter((n) => !has.has(foldText(n)));
    if (added.length || removed.length) out.push({ kind: page.kind, url: page.finalUrl ?? page.url, added, removed });
  }
  return out;
}

/**
 * Whether a person the last run listed is still on the team or about page as text, named with their title (the page
 * rebuilt in markup the reader parses differently): their name, and every word of their title within a card's length
 * of it. A story that names a founder in passing does not keep them listed.
 */
function stillListed(current: SnapshotPage[]): (person: SnapshotPerson) => boolean {
  const text = ` ${foldedPhrase(
    current
      .filter((p) => p.ok && (p.kind === "team" || p.kind === "about"))
      .map((p) => p.text ?? "")
      .join("\n"),
  )} `;
  return (person) => {
    const name = ` ${foldedPhrase(person.name)} `;
    const title = words(person.role ?? "").filter((w) => !isStopword(w));
    if (!title.length) return false;
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      const card = text.slice(Math.max(0, at - CARD_CHARS), at + name.length + CARD_CHARS);
      if (title.every((w) => card.includes(` ${w} `))) return true;
    }
    return false;
  };
}
/** How far from a name its title is read: a team card's name, title and a line of bio. */
const CARD_CHARS = 80;

/** The amounts of money a text states, as compared ("$1,200" and "$1200" are one), in order of size. */
function amountsOf(text: string | undefined): string[] {
  return [...(text ?? "").matchAll(/[$€£¥]\s?(\d[\d,.]*\d|\d)|(\d[\d,.]*\d|\d)\s?(?:usd|eur|gbp|€|\$|£)/gi)]
    .map((m) => (m[1] ?? m[2] ?? "").replace(/[,.](?=\d{3}(?!\d))/g, ""))
    .sort();
}

/** A pricing page's prices are its content: the same amounts before and after, however laid out. */
function samePricesOf(before: string | undefined, after: string | undefined): boolean {
  const a = amountsOf(before);
  return a.length > 0 && a.join("|") === amountsOf(after).join("|");
}

/** A news page with neither entries nor post links is compared as text, like the steady pages. */
function unitemised(page: SnapshotPage): boolean {
  return page.kind === "blog" && !page.items?.length && !page.posts?.length;
}

/** "/blog/acme-raises-series-b" → "Acme raises series b": a sitemap URL's only title when its page was not read. */
function titleFromPath(url: string): string {
  const words = slugWords(url).join(" ");
  return words ? words[0]!.toUpperCase() + words.slice(1) : url;
}

function sameUrl(a: SnapshotPage, b: SnapshotPage): boolean {
  return a.url === b.url || (a.finalUrl ?? a.url) === (b.finalUrl ?? b.url);
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
function newLines(before: string | undefined, after: string | undefined): string[] {
  const oldKeys = new Set(lines(before).map(comparableLine));
  const oldRun = ` ${[...oldKeys].join(" ")} `;
  const oldBags = new Set([...oldKeys].map(wordBag));
  const out: string[] = [];
  const seen = new Set<string>();
  for (const line of lines(after)) {
    if (isNoiseLine(line)) continue;
    const key = comparableLine(line);
    if (oldKeys.has(key) || seen.has(key) || oldRun.includes(` ${key} `) || oldBags.has(wordBag(key))) continue;
    seen.add(key);
    out.push(line);
  }
  return out;
}

/** A careers page's roles; older snapshots kept titles only. */
function jobsOf(page: SnapshotPage): SnapshotJob[] {
  return (
    page.jobs ??
    (page.jobTitles ?? []).map((title) => ({ title, team: null, location: null, url: null, key: jobKey(title, null) }))
  );
}

/**
 * Roles added and removed. A role is its content: the same title in the same place is the same role whatever id a
 * board gives it (a board re-synced under new ids adds nothing), and the same board id is the same role whatever it
 * is renamed to. Matched one to one, so a second opening of a role already listed is new. `byTitle`: one side has
 * titles only (a snapshot from before roles had keys), so both are compared by title, or every role would look new
 * once.
 */
function diffJobs(before: SnapshotJob[], after: SnapshotJob[], byTitle: boolean): JobsChange | null {
  const keyOf = (j: SnapshotJob) => (byTitle ? jobKey(j.title, null) : j.key);
  const contentOf = (j: SnapshotJob) => jobKey(j.title, byTitle ? null : j.location);
  const unmatched = matchOneToOne(before, after, [keyOf, contentOf]);
  const change = (j: SnapshotJob): JobChange => ({
    title: j.title,
    team: j.team,
    location: j.location,
    url: j.url,
    senior: isSeniorRole(j.title),
    key: keyOf(j),
  });
  const added = unmatched.after.map(change);
  const removed = unmatched.before.map(change);
  if (!added.length && !removed.length) return null;
  const wave = added.length >= 3;
  const firstSenior = added.some((j) => j.senior) && !before.some((j) => isSeniorRole(j.title));
  return { added, removed, wave, firstSenior, hiringSignal: wave || added.some((j) => j.senior) };
}

/**
 * Pairs each item of `after` with one of `before` that shares any identity (tried in order: the first identity pairs
 * all it can before the next is tried); what is left on each side came or went.
 */
function matchOneToOne<T>(before: T[], after: T[], identities: ((x: T) => string)[]): { before: T[]; after: T[] } {
  let left = { before: [...before], after: [...after] };
  for (const id of identities) {
    const pool = new Map<string, number>();
    for (const b of left.before) pool.set(id(b), (pool.get(id(b)) ?? 0) + 1);
    const matched = new Map<string, number>();
    const afterLeft = left.after.filter((a) => {
      const k = id(a);
      if ((pool.get(k) ?? 0) <= (matched.get(k) ?? 0)) return true;
      matched.set(k, (matched.get(k) ?? 0) + 1);
      return false;
    });
    const beforeLeft = left.before.filter((b) => {
      const k = id(b);
      const n = matched.get(k) ?? 0;
      if (n === 0) return true;
      matched.set(k, n - 1);
      return false;
    });
    left = { before: beforeLeft, after: afterLeft };
  }
  return left;
}

/**
 * A role is its content, wherever it is listed: one that left this listing but is on another listing now (a company
 * moving from Lever to Ashby) did not close, and one new here that another listing had already was not opened.
 */
function movedBetweenListings(
  change: JobsChange,
  page: SnapshotPage,
  before: SnapshotPage,
  previous: SnapshotPage[],
  current: SnapshotPage[],
): JobsChange {
  const keysOn = (pages: SnapshotPage[]) => new Set(pages.flatMap(jobsOf).map((j) => jobKey(j.title, j.location)));
  const listedNow = keysOn(current.filter((p) => p !== page));
  const listedBefore = keysOn(previous.filter((p) => p !== before));
  const removed = change.removed.filter((j) => !listedNow.has(jobKey(j.title, j.location)));
  const added = change.added.filter((j) => !listedBefore.has(jobKey(j.title, j.location)));
  if (removed.length === change.removed.length && added.length === change.added.length) return change;
  const wave = added.length >= 3;
  const firstSenior = change.firstSenior && added.some((j) => j.senior);
  return { ...change, added, removed, wave, firstSenior, hiringSignal: wave || added.some((j) => j.senior) };
}

/**
 * One change from the careers page's and the boards' changes: a role on two listings (the careers
 * page linking to the board's job, say) counts once; wave and first senior role over all of them.
 */
function mergeJobChanges(changes: JobsChange[]): JobsChange | null {
  if (changes.length <= 1) return changes[0] ?? null;
  const same = (a: JobChange, b: JobChange) =>
    (a.key !== undefined && a.key === b.key) || jobKey(a.title, a.location) === jobKey(b.title, b.location);
  const once = (jobs: JobChange[]) => jobs.filter((j, i) => jobs.findIndex((o) => same(o, j)) === i);
  const added = once(changes.flatMap((c) => c.added));
  const removed = once(changes.flatMap((c) => c.removed));
  const wave = added.length >= 3;
  const firstSenior = changes.some((c) => c.firstSenior);
  return { added, removed, wave, firstSenior, hiringSignal: wave || added.some((j) => j.senior) };
}

/**
 * The countries of the added roles that no role of the last listings was in. Only when the last
 * listings placed some role (else every country would look new), and a remote role counts where
 * it says ("Remote - Germany"); one it does not place ("Remote") counts nowhere.
 */
function newCountriesOf(
  before: SnapshotJob[],
  added: JobChange[],
): { country: string; name: string; roles: JobChange[] }[] {
  const had = new Set(before.map((j) => placeOf(j.location)?.country).filter((c): c is string => !!c));
  if (!had.size) return [];
  const out = new Map<string, JobChange[]>();
  for (const j of added) {
    const c = placeOf(j.location)?.country;
    if (c && !had.has(c)) out.set(c, [...(out.get(c) ?? []), j]);
  }
  return [...out].map(([country, roles]) => ({ country, name: countryName(country), roles }));
}

/** C-level, VP, Head of, Director, President, or a founder. */
const EXECUTIVE = new RegExp(
  String.raw`\b(c[etfopmrs]o|ciso|chief|vp|svp|evp|vice[- ]president|head of|director|president|` +
    String.raw`(co-?\s?)?founder|founding (ceo|cto|partner)|managing partner|general manager|` +
    "gesch[äa]ftsf[üu]hrer(in)?|vorstand|(mit)?gr[üu]nder(in)?|directeur|directrice|pr[ée]sident(e)?|" +
    String.raw`(co-?)?fondat(eur|rice)|directora|presidenta|(co-?)?fundador(a)?|consejer[oa] delegad[oa])\b`,
  "i",
);
/** Roles that name a title without holding it in the company. */
const NOT_EXECUTIVE = /\b(advis[eo]r|board (member|observer)|investor|assistant to|executive assistant)\b/i;

export function isExecutive(person: Pick<SnapshotPerson, "role" | "isFounder">): boolean {
  if (person.isFounder) return true;
  const role = person.role ?? "";
  return EXECUTIVE.test(role) && !NOT_EXECUTIVE.test(role);
}
