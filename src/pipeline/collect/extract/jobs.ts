import { parseAbsoluteHttpUrl } from "../../../identity/url";
import { spaceTokens } from "../../../text";
import { comparableLine } from "../normalize-noise";
import { boardProviderOf } from "./boards";
import { absoluteHttpUrl, attr, classList, findAll, inlineText, isElement, parseHtml, type DomElement } from "./dom";
import type { HtmlDocument } from "./dom";
import {
  cardAround,
  classedDetails,
  cleanTitle,
  departmentHeading,
  detailLines,
  firstLine,
  HEADING_TAGS,
  headingBefore,
  inChrome,
  readDetails,
  splitDetails,
  splitTitle,
  type CardDetails,
} from "./job-cards";
import {
  hasRoleNoun,
  isJobCardClass,
  isJobClass,
  isJobPath,
  isJobsHeading,
  isNotATitle,
  isTitleClass,
} from "./job-words";

export { isSeniorRole } from "./job-words";

/** One role on a careers page. */
export interface JobPosting {
  title: string;
  team: string | null;
  location: string | null;
  /** The role's own page (on the site or a job board), when it links to one. */
  url: string | null;
  /**
   * What runs compare: the job board's id when the link carries one (`greenhouse:4012345`), else
   * the normalised title and location, so posting dates, "new" badges and order never count.
   */
  key: string;
}

/** A board's job id: a number or a UUID, "4012345", "5f2c…-…" (at least 4 word characters or hyphens). */
const JOB_ID = /^[\w-]{4,}$/;

/**
 * The job board and the job's id in a board URL (extract/boards.ts knows the boards' hosts), or
 * null for any other URL. Sites link to these from their own careers page, or embed the board,
 * whose markup links to the same URLs.
 */
export function boardJobId(url: string): string | null {
  const u = parseAbsoluteHttpUrl(url);
  if (!u) return null;
  const provider = boardProviderOf(url);
  if (!provider) return null;
  const parts = u.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (provider === "greenhouse")
    id = parts[1] === "jobs" ? parts[2] : (u.searchParams.get("gh_jid") ?? undefined); // /<co>/jobs/<id>
  else if (provider === "lever" || provider === "ashby")
    id = parts[1]; // /<co>/<uuid>
  else if (parts.includes("j")) id = parts[parts.indexOf("j") + 1]; // /<co>/j/<id>
  return id && JOB_ID.test(id) ? `${provider}:${id.toLowerCase()}` : null;
}

/**
 * Roles on a careers page, in page order, each once. Read from, in order: tables with a
 * role/position column; links to job pages (a job board's or the site's own `/careers/<slug>`),
 * each with the card around it; elements whose class says job/opening/posting (embedded boards
 * such as Greenhouse's `div.opening`, Lever's `div.posting`); plain bulleted lists of role titles.
 * Team and location come from the card's classes, the department heading above it, or its detail
 * line ("Engineering · Remote").
 */
export function extractJobs(html: string, pageUrl: string, max = 100): JobPosting[] {
  const doc = parseHtml(html);
  const found = new FoundJobs();
  fromTables(doc, pageUrl, found);
  fromJobLinks(doc, pageUrl, found);
  fromJobCards(doc, pageUrl, found);
  fromLists(doc, found);
  fromDisclosures(doc, found);
  fromHeadings(doc, found);
  return found.jobs.slice(0, max);
}

/** The roles read so far, and the elements they were read from (a card is read once, by the first reader). */
class FoundJobs {
  readonly jobs: JobPosting[] = [];
  private readonly seenUrls = new Set<string>();
  readonly taken = new Set<DomElement>();

  add(raw: string, details: string[], url: string | null, classed: CardDetails, el: DomElement): void {
    const title = cleanTitle(raw);
    if (title.length < 3 || title.length > 120 || isNotATitle(title)) return;
    if (url && this.seenUrls.has(url)) return;
    const fromDetails = readDetails(details, title);
    const location = classed.location ?? fromDetails.location;
    const team = classed.team ?? fromDetails.team ?? departmentHeading(el);
    const key = (url ? boardJobId(url) : null) ?? jobKey(title, location);
    if (this.jobs.some((j) => j.key === key)) return;
    if (url) this.seenUrls.add(url);
    this.taken.add(el);
    this.jobs.push({ title, team, location, url, key });
  }

  /** Whether the element is inside one already read. */
  inTaken(el: DomElement): boolean {
    for (let p: DomElement["parent"] = el; p && isElement(p); p = p.parent) if (this.taken.has(p)) return true;
    return false;
  }
}

/** What a table's header cell names: the role's column, the team's, the place's (lower-case substrings). */
const TITLE_HEADS = ["role", "position", "title", "job", "opening"];
const TEAM_HEADS = ["team", "department", "function"];
const PLACE_HEADS = ["location", "office", "city", "where"];

/** 1. Tables whose header names a role column. */
function fromTables(doc: HtmlDocument, pageUrl: string, found: FoundJobs): void {
  for (const table of findAll(doc, (el) => el.name === "table" && !inChrome(el))) {
    const rows = findAll(table, (el) => el.name === "tr");
    const header = rows.find((r) => findAll(r, (c) => c.name === "th").length > 0);
    if (!header) continue;
    const heads = findAll(header, (c) => c.name === "th" || c.name === "td").map((c) => inlineText(c).toLowerCase());
    const col = (names: string[]) => heads.findIndex((h) => names.some((n) => h.includes(n)));
    const titleCol = col(TITLE_HEADS);
    if (titleCol < 0) continue;
    const teamCol = col(TEAM_HEADS);
    const locCol = col(PLACE_HEADS);
    for (const row of rows.filter((r) => r !== header)) {
      const cells = findAll(row, (c) => (c.name === "td" || c.name === "th") && c.parent === row);
      if (!cells[titleCol]) continue;
      const link = findAll(cells[titleCol], (a) => a.name === "a" && !!attr(a, "href"))[0];
      const cellText = (i: number) => (i >= 0 && cells[i] ? inlineText(cells[i]) || null : null);
      const url = link ? absoluteHttpUrl(attr(link, "href"), pageUrl) : null;
      found.add(inlineText(cells[titleCol]), [], url, { team: cellText(teamCol), location: cellText(locCol) }, row);
    }
  }
}

/** 2. Links to a job's own page, read with the card around them. */
function fromJobLinks(doc: HtmlDocument, pageUrl: string, found: FoundJobs): void {
  const jobLinks = findAll(doc, (el) => el.name === "a" && !!attr(el, "href") && !inChrome(el)).flatMap((a) => {
    const url = absoluteHttpUrl(attr(a, "href"), pageUrl);
    if (!url) return [];
    const board = boardJobId(url) !== null;
    return board || isJobPath(new URL(url).pathname) ? [{ a, url, board }] : [];
  });
  const linkCount = new Map<DomElement, Set<string>>();
  for (const { a, url } of jobLinks) {
    for (let p = a.parent; p && isElement(p); p = p.parent) {
      const set = linkCount.get(p) ?? new Set<string>();
      set.add(url);
      linkCount.set(p, set);
    }
  }
  for (const { a, url, board } of jobLinks) {
    if (found.inTaken(a)) continue;
    const card = cardAround(a, url, linkCount);
    const heading = findAll(card, (el) => HEADING_TAGS.has(el.name))[0];
    const title = heading ? inlineText(heading) : firstLine(a);
    // Board links are roles by where they point; a site's own /careers/<slug> may be a benefits page.
    if (!board && !classList(card).some(isJobClass) && !hasRoleNoun(title)) continue;
    found.add(title, detailLines(card, heading ?? null, title), url, classedDetails(card), card);
  }
}

/** The most words a title without a role's noun may have ("Founding Go Hacker, Payments Infra"). */
const MAX_BARE_TITLE_WORDS = 6;

const CARD_TAGS = new Set(["li", "div", "article", "tr", "a", "section"]);

/** 3. Elements whose class says job/opening/posting, without a link to a job page. */
function fromJobCards(doc: HtmlDocument, pageUrl: string, found: FoundJobs): void {
  const isCard = (el: DomElement) => classList(el).some(isJobCardClass);
  for (const card of findAll(doc, (el) => CARD_TAGS.has(el.name) && isCard(el) && !inChrome(el))) {
    if (found.inTaken(card) || findAll(card, (el) => found.taken.has(el)).length > 0) continue;
    if (findAll(card, isCard).length > 0) continue; // the innermost card only
    // A heading names the role, or an element classed as its title (`<span class="job-title">` beside its team and
    // place in one line), or else its link.
    const heading =
      findAll(card, (el) => HEADING_TAGS.has(el.name))[0] ??
      findAll(card, (el) => classList(el).some(isTitleClass))[0] ??
      findAll(card, (el) => el.name === "a")[0];
    const link = heading?.name === "a" ? heading : findAll(card, (el) => el.name === "a")[0];
    const title = firstLine(heading ?? card);
    // A careers page's own sections say "careers" too (`careers-hero`): a sentence there is its pitch, not a role.
    if (!hasRoleNoun(title) && spaceTokens(title).length > MAX_BARE_TITLE_WORDS) continue;
    const url = link ? absoluteHttpUrl(attr(link, "href"), pageUrl) : null;
    found.add(title, detailLines(card, heading ?? null, title), url, classedDetails(card), card);
  }
}

/**
 * 4. Plain bulleted lists of role titles ("Senior Backend Engineer — Berlin"), and the lists a builder draws with
 * ARIA roles (Webflow's collection list: `<div role="list">` of `<div role="listitem">`).
 */
function fromLists(doc: HtmlDocument, found: FoundJobs): void {
  const isList = (el: DomElement) => el.name === "ul" || el.name === "ol" || attr(el, "role") === "list";
  const isItem = (el: DomElement) => el.name === "li" || attr(el, "role") === "listitem";
  const lists = findAll(doc, (el) => isList(el) && !inChrome(el) && !found.inTaken(el));
  for (const list of lists) {
    const items = list.children.filter((c): c is DomElement => isElement(c) && isItem(c));
    const texts = items.map((li) => inlineText(li));
    const roleLike = texts.filter(isRoleLine);
    const headed = isJobsHeading(headingBefore(list) ?? "");
    if (roleLike.length === 0 || roleLike.length < items.length * 0.6 || (!headed && roleLike.length < 2)) continue;
    items.forEach((li, i) => {
      if (!roleLike.includes(texts[i]!) || found.inTaken(li)) return;
      const [title = "", ...rest] = splitTitle(texts[i]!);
      found.add(title, rest, null, { team: null, location: null }, li);
    });
  }
}

/**
 * 5. Disclosures, as a careers page folds each role into one (WordPress's details block, an accordion):
 * `<summary><strong>Head of Portugal</strong> — Lisboa · Híbrido</summary>`, the role's text inside.
 */
function fromDisclosures(doc: HtmlDocument, found: FoundJobs): void {
  const all = findAll(doc, (el) => el.name === "details" && !inChrome(el) && !found.inTaken(el));
  const roles = all.flatMap((details) => {
    const summary = details.children.find((c): c is DomElement => isElement(c) && c.name === "summary");
    if (!summary) return [];
    const strong = findAll(summary, (el) => el.name === "strong" || el.name === "b")[0];
    const text = inlineText(summary);
    const [first = "", ...rest] = splitTitle(text);
    const title = strong ? inlineText(strong) : first;
    return isRoleLine(title) ? [{ details, title, rest: strong ? splitTitle(text).slice(1) : rest }] : [];
  });
  const headed = roles.some((r) => isJobsHeading(headingBefore(r.details) ?? ""));
  if (roles.length < 2 && !headed) return;
  for (const r of roles) found.add(r.title, r.rest, null, classedDetails(r.details), r.details);
}

/**
 * 6. Headings under a jobs heading ("Open positions (12)" then an h3 per role, its detail line after it), as page
 * builders lay roles out in plain text blocks with an "Apply" mail link: each heading below it naming a role, until a
 * heading of its level or above.
 */
function fromHeadings(doc: HtmlDocument, found: FoundJobs): void {
  const headings = findAll(doc, (el) => HEADING_TAGS.has(el.name) && !inChrome(el));
  let under: number | null = null;
  for (const h of headings) {
    const level = Number(h.name.slice(1));
    const text = inlineText(h);
    if (under !== null && level <= under) under = null;
    if (under === null) {
      if (isJobsHeading(text)) under = level;
      continue;
    }
    if (found.inTaken(h) || !hasRoleNoun(text) || spaceTokens(text).length > 12) continue;
    const next = h.next && isElement(h.next) ? inlineText(h.next) : "";
    found.add(text, next ? splitDetails(next) : [], null, { team: null, location: null }, h);
  }
}

/** A list item that reads as a role: short, not a sentence, its first part naming a role. */
function isRoleLine(t: string): boolean {
  return (
    t.length <= 100 &&
    spaceTokens(t).length <= 14 &&
    ![".", "!", "?"].some((end) => t.endsWith(end)) &&
    hasRoleNoun(splitDetails(t)[0] ?? "")
  );
}

/** The roles' titles, in page order, each once. */
export function extractJobTitles(html: string, pageUrl: string, max = 100): string[] {
  const titles: string[] = [];
  for (const j of extractJobs(html, pageUrl, max))
    if (!titles.some((t) => t.toLowerCase() === j.title.toLowerCase())) titles.push(j.title);
  return titles;
}

/** A hashtag or a job number in a title ("#remote", "#1234"); "C#" has no word after its "#" and stays. */
const HASHTAG = /#\w+/g;
/** A key's words: runs of letters and digits, with the `&`, `+` and `#` of "R&D", "C++", "C#". */
const KEY_WORD = /[\p{L}\p{N}&+#]+/gu;

/**
 * The comparison key of a role without a board id: normalised title and location, words joined by one space. Keys
 * are stored with each run's roles, so what makes one must not change.
 */
export function jobKey(title: string, location: string | null): string {
  const norm = (comparableLine(cleanTitle(title)).replace(HASHTAG, " ").match(KEY_WORD) ?? []).join(" ");
  // A place's words are its letters and digits only: "R&D" is two.
  const placeWords = location ? (comparableLine(location).match(KEY_WORD) ?? []) : [];
  const place = placeWords
    .flatMap((w) => w.replaceAll("&", " ").replaceAll("+", " ").replaceAll("#", " ").split(" "))
    .filter(Boolean)
    .join(" ");
  return `${norm}|${place}`;
}
