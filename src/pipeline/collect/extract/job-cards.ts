import { placeOf } from "./places";
import { isDigits, spaceTokens, words } from "../../../text";
import { attr, classList, findAll, inlineText, isElement, visibleText, type DomElement } from "./dom";
import {
  isCardClass,
  isJobsHeading,
  isLocationClass,
  isNotADetail,
  isPlaceDetail,
  isTeamClass,
  isTeamName,
  hasRoleNoun,
} from "./job-words";

/*
 * A job card on a careers page and the text around it: the card a link sits in, its title cleaned of
 * badges and ages, its detail line split into team and place, the department heading above it.
 */

export const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
/** Headings a department's name is written in (Greenhouse's `<h3>Engineering</h3>`). */
const DEPARTMENT_HEADING_TAGS = new Set(["h2", "h3", "h4", "h5"]);

/** Characters sites put between a card's details ("Engineering · Remote", "Sales | Berlin"). */
const SEPARATOR_MARKS = ["·", "•", "|"];
/** Dashes that separate details when spaced ("Backend Engineer — Berlin"); unspaced they join words. */
const SPACED_DASHES = [" – ", " — ", " - "];

/** A (whitespace-collapsed) line split on the separators between details: "Engineering · Remote" → both. */
export function splitDetails(line: string): string[] {
  let parts = line.split("\n");
  for (const sep of [...SEPARATOR_MARKS, ...SPACED_DASHES]) parts = parts.flatMap((p) => p.split(sep));
  return parts;
}

/** Words that start a posting's date ("Posted 3 days ago", "(Updated …)"): the title ends before them. */
const DATED_WORDS = new Set(["posted", "updated", "added"]);
/** Units of a posting's age ("3 days ago", "2w ago"). */
const AGE_UNITS = ["d", "h", "w", "day", "days", "hour", "hours", "week", "weeks", "month", "months"];
/** Badges before or after a title ("New: Backend Engineer", "Backend Engineer · Hot!"). */
const BADGES = new Set(["new", "hot", "featured"]);
/** Punctuation that sets a badge apart. */
const BADGE_MARKS = ["!", ":", "·", "•", "|", "–", "—", "-"];

/** The title without badges, posting ages and counters around it, whitespace collapsed. */
export function cleanTitle(raw: string): string {
  let t = spaceTokens(raw);
  const dated = t.findIndex((tok) => DATED_WORDS.has(words(tok)[0] ?? ""));
  if (dated >= 0) t = t.slice(0, dated);
  t = t.slice(0, ageStart(t));
  if (t.length > 1 && isBadge(t[0]!, "end")) {
    t.shift();
    if (t.length > 1 && BADGE_MARKS.includes(t[0]!)) t.shift();
  }
  if (t.length > 1 && isBadge(t.at(-1)!, "start")) {
    t.pop();
    if (BADGE_MARKS.includes(t.at(-1)!)) t.pop();
  }
  // A counter: "Backend Engineer (3)".
  const last = t.at(-1) ?? "";
  const open = last.lastIndexOf("(");
  if (last.endsWith(")") && open >= 0 && isDigits(last.slice(open + 1, -1))) {
    t.pop();
    if (open > 0) t.push(last.slice(0, open));
  }
  return t.join(" ").trim();
}

/** Where "3 days ago" / "3d ago" starts among the tokens, else their length. */
function ageStart(t: string[]): number {
  const ago = t.findIndex((tok) => words(tok)[0] === "ago" && tok.toLowerCase().startsWith("ago"));
  if (ago < 1) return t.length;
  const unit = t[ago - 1]!.toLowerCase();
  if (AGE_UNITS.includes(unit) && isDigits(t[ago - 2] ?? "")) return ago - 2;
  return AGE_UNITS.some((u) => unit.endsWith(u) && isDigits(unit.slice(0, -u.length))) ? ago - 1 : t.length;
}

/** A badge word, its punctuation on the side away from the title allowed ("New:", "!New" does not occur). */
function isBadge(token: string, marks: "start" | "end"): boolean {
  let t = token.toLowerCase();
  if (marks === "end" && BADGE_MARKS.includes(t.at(-1) ?? "")) t = t.slice(0, -1);
  if (marks === "start") {
    if (BADGE_MARKS.includes(t[0] ?? "")) t = t.slice(1);
    if (t.endsWith("!")) t = t.slice(0, -1);
  }
  return BADGES.has(t);
}

/** "Backend Engineer — Berlin (Remote)" → ["Backend Engineer", "Berlin", "Remote"]. */
export function splitTitle(text: string): string[] {
  const [head = "", ...rest] = splitDetails(text)
    .map((s) => s.trim())
    .filter(Boolean);
  // The last bracket, when it closes the text and holds no other: "Engineer (Remote)".
  const body = head.slice(0, -1);
  const open = body.indexOf("(", body.lastIndexOf(")") + 1);
  if (!head.endsWith(")") || open < 0 || open === body.length - 1) return [head, ...rest];
  return [body.slice(0, open).trimEnd(), body.slice(open + 1), ...rest];
}

/** The smallest ancestor worth calling the link's card: stops at list items, rows and articles, before a second job. */
export function cardAround(a: DomElement, url: string, linkCount: Map<DomElement, Set<string>>): DomElement {
  let card = a;
  for (let depth = 0; depth < 4; depth++) {
    if (["li", "tr", "article", "dd"].includes(card.name) || classList(card).some(isCardClass)) break;
    const parent = card.parent;
    if (!parent || !isElement(parent) || ["body", "main", "html", "ul", "ol", "table", "tbody"].includes(parent.name))
      break;
    const links = linkCount.get(parent);
    if (!links || links.size > 1 || !links.has(url) || visibleText(parent).length > 400) break;
    card = parent;
  }
  return card;
}

export function firstLine(el: DomElement): string {
  return visibleText(el).split("\n")[0] ?? "";
}

/** The card's lines other than the title, split on the separators sites put between details. */
export function detailLines(card: DomElement, titleEl: DomElement | null, title: string): string[] {
  const text = visibleText(card, (el) => el === titleEl && el !== card);
  return splitDetails(text)
    .map((s) => s.trim())
    .filter((s) => s && s !== title);
}

export interface CardDetails {
  team: string | null;
  location: string | null;
}

/** Team and place from elements whose class names them (`job-location`, `posting-department`). */
export function classedDetails(card: DomElement): CardDetails {
  const by = (test: (c: string) => boolean) => {
    const el = findAll(card, (e) => classList(e).some(test))[0];
    const t = el ? inlineText(el) : "";
    return t && t.length <= 80 ? t : null;
  };
  return { team: by(isTeamClass), location: by(isLocationClass) };
}

/** Team and place from detail segments ("Engineering", "Berlin, Germany", "Remote"). */
export function readDetails(details: string[], title: string): CardDetails {
  let team: string | null = null;
  let location: string | null = null;
  for (const d of details) {
    const s = unbracket(d).trim();
    if (!s || s === title || isNotADetail(s)) continue;
    if (!team && isTeamName(s)) team = s;
    // A place the table knows ("São Paulo") over a way of working ("Presencial", "Remote") beside it.
    else if ((!location || (!placeOf(location) && placeOf(s))) && s.length <= 60 && isPlaceDetail(s)) location = s;
  }
  return { team, location };
}

/** "(Remote)" → "Remote": one opening bracket at the start and one closing at the end dropped. */
function unbracket(s: string): string {
  const start = s.startsWith("(") || s.startsWith("[") ? 1 : 0;
  const end = s.endsWith(")") || s.endsWith("]") ? s.length - 1 : s.length;
  return s.slice(start, Math.max(start, end));
}

/** The department heading a job sits under (Greenhouse's `<h3>Engineering</h3>` above its openings). */
export function departmentHeading(card: DomElement): string | null {
  const h = headingAbove(card, 4, DEPARTMENT_HEADING_TAGS);
  if (!h) return null;
  const t = inlineText(h);
  return t.length <= 40 && !isJobsHeading(t) && !hasRoleNoun(t) ? t : null;
}

/** The text of the nearest heading before an element, within three levels up. */
export function headingBefore(el: DomElement): string | null {
  const h = headingAbove(el, 3, HEADING_TAGS);
  return h ? inlineText(h) : null;
}

function headingAbove(el: DomElement, levels: number, tags: Set<string>): DomElement | null {
  let child: DomElement = el;
  for (let p = el.parent, depth = 0; p && isElement(p) && depth < levels; p = p.parent, depth++) {
    const h = p.children
      .slice(0, p.children.indexOf(child))
      .filter((c): c is DomElement => isElement(c) && tags.has(c.name))
      .at(-1);
    if (h) return h;
    child = p;
  }
  return null;
}

/** Navigation, header and footer: links there are menus, not roles. */
export function inChrome(el: DomElement): boolean {
  for (let p: DomElement["parent"] = el; p && isElement(p); p = p.parent) {
    if (p.name === "nav" || p.name === "footer" || p.name === "header" || attr(p, "role") === "navigation") return true;
  }
  return false;
}
