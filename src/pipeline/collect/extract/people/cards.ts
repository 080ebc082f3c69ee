import {
  attr,
  contains,
  findAll,
  hasClassWord,
  inlineText,
  isElement,
  visibleText,
  type DomElement,
  type HtmlDocument,
} from "../dom";
import { collapseSpaces } from "../../../../text/token-classes";
import { bioOf, roleFromMarkup, roleFromSiblings, roleFromText } from "./card-text";
import { isFounderRole, looksLikePersonName, nameAndRole, withoutCredentials } from "./names";
import { type PersonOnPage, profileLinks } from "./person";
import { CARD_CLASS_WORDS, FOUNDER_CLASS_WORDS, NAME_CLASS_WORDS, PERSON_CLASS_WORDS } from "./words";

/*
 * People in a team page's markup: elements that look like a person's name (`itemprop="name"`, class "name",
 * headings h2–h6, a leading `strong`/`b`), each grown into its person's card.
 */

const CONTAINER_STOP = new Set(["body", "html", "main"]);
const EXCLUDED_REGIONS = new Set(["nav", "script", "style", "noscript", "template", "head"]);
/** Elements a name may be set in as a heading (h2–h6, a `<dt>`): strength 2. */
const NAME_HEADINGS = new Set(["h2", "h3", "h4", "h5", "h6", "dt"]);

interface NameCandidate {
  el: DomElement;
  name: string;
  /** Role written into the same element ("Jane Doe, CEO"). */
  inlineRole: string | null;
  /** How sure the markup is that this is the name: itemprop/class 3, heading 2, strong/b 1. */
  strength: number;
  order: number;
}

export function peopleFromMarkup(doc: HtmlDocument, pageUrl: string): PersonOnPage[] {
  const candidates = nameCandidates(doc);
  const nameEls = new Set(candidates.map((c) => c.el));
  const found: { order: number; person: PersonOnPage }[] = [];

  // 1. Cards the markup announces (class "team-member", itemtype Person, ...): the innermost such
  //    element holding a name is a card, named by its strongest name candidate.
  const covered = new Set<NameCandidate>();
  const hinted = findAll(doc, (el) => isPersonCard(el) && !inExcludedRegion(el));
  for (const card of hinted) {
    const inside = candidates.filter((c) => contains(card, c.el));
    if (inside.length === 0) continue;
    if (hinted.some((other) => other !== card && contains(card, other) && inside.some((c) => contains(other, c.el))))
      continue;
    const best = [...inside].sort((a, b) => b.strength - a.strength || a.order - b.order)[0];
    for (const c of inside) covered.add(c);
    const person = readCard(card, best, nameEls, pageUrl);
    if (person) found.push({ order: best.order, person });
  }

  // 2. Other names: grow each into the largest ancestor that holds no other name.
  const rest = candidates.filter((c) => !covered.has(c));
  const namesWithin = new Map<DomElement, number>();
  for (const c of rest) {
    for (let p = c.el.parent; p && isElement(p); p = p.parent) namesWithin.set(p, (namesWithin.get(p) ?? 0) + 1);
  }
  for (const c of rest) {
    const person = readCard(cardOf(c.el, namesWithin), c, nameEls, pageUrl);
    if (person) found.push({ order: c.order, person });
  }
  return found.sort((a, b) => a.order - b.order).map((f) => f.person);
}

function nameCandidates(doc: HtmlDocument): NameCandidate[] {
  const out: NameCandidate[] = [];
  const taken = new Set<DomElement>();
  let order = 0;
  for (const el of findAll(doc, () => true)) {
    order++;
    const strength = nameStrength(el);
    if (strength === 0 || inExcludedRegion(el)) continue;
    // A name inside an element already taken as a name (<h3><strong>Jane Doe</strong></h3>) is the same name.
    if (hasAncestorIn(el, taken)) continue;
    const text = withoutCredentials(inlineText(el));
    // <strong> counts only when it leads its block ("<p><strong>Jane Doe</strong>, CEO</p>"),
    // not inside running text ("previously at <strong>Northwind Traders</strong>").
    if (strength === 1 && el.parent && isElement(el.parent) && !inlineText(el.parent).startsWith(text)) continue;
    const [name, inlineRole] = looksLikePersonName(text) ? [text, null] : (nameAndRole(text) ?? [null, null]);
    if (!name) continue;
    taken.add(el);
    out.push({ el, name: collapseSpaces(name), inlineRole, strength, order });
  }
  return out;
}

function nameStrength(el: DomElement): number {
  if (attr(el, "itemprop") === "name" || hasClassWord(el, NAME_CLASS_WORDS)) return 3;
  if (NAME_HEADINGS.has(el.name)) return 2;
  if (el.name === "strong" || el.name === "b") return 1;
  return 0;
}

function cardOf(nameEl: DomElement, namesWithin: Map<DomElement, number>): DomElement {
  let card = nameEl;
  for (let depth = 0; depth < 5; depth++) {
    const parent = card.parent;
    if (!parent || !isElement(parent) || CONTAINER_STOP.has(parent.name)) break;
    if ((namesWithin.get(parent) ?? 0) > 1) break;
    if (visibleText(parent).length > 1500) break;
    card = parent;
    if (["li", "article", "section"].includes(card.name) || hasClassWord(card, CARD_CLASS_WORDS)) break;
  }
  return card;
}

function isPersonCard(el: DomElement): boolean {
  if ((attr(el, "itemtype") ?? "").toLowerCase().includes("schema.org/person")) return true;
  return hasClassWord(el, PERSON_CLASS_WORDS);
}

function readCard(card: DomElement, c: NameCandidate, nameEls: Set<DomElement>, pageUrl: string): PersonOnPage | null {
  const role =
    c.inlineRole ??
    roleFromMarkup(card, c.el, nameEls) ??
    roleFromText(card, c.name) ??
    (card === c.el ? roleFromSiblings(c.el, nameEls) : null);
  const hrefs = findAll(card, (el) => el.name === "a" && !!attr(el, "href")).map((a) => attr(a, "href")!);
  const { linkedinUrl, twitterUrl, githubUrl, websiteUrl } = profileLinks(hrefs, pageUrl);
  const hasPhoto = findAll(card, (el) => el.name === "img").length > 0;
  const personMarkup = isPersonCard(card) || attr(c.el, "itemprop") === "name";
  if (!role && !linkedinUrl && !twitterUrl && !hasPhoto && !personMarkup) return null;

  return {
    name: c.name,
    role,
    isFounder: (role !== null && isFounderRole(role)) || hasClassWord(card, FOUNDER_CLASS_WORDS),
    linkedinUrl,
    twitterUrl,
    githubUrl,
    websiteUrl,
    bio: bioOf(card, c.name, role),
  };
}

function inExcludedRegion(el: DomElement): boolean {
  for (let p: DomElement["parent"] = el; p && isElement(p); p = p.parent) {
    if (EXCLUDED_REGIONS.has(p.name) || attr(p, "role") === "navigation") return true;
  }
  return false;
}

function hasAncestorIn(el: DomElement, set: Set<DomElement>): boolean {
  for (let p = el.parent; p && isElement(p); p = p.parent) if (set.has(p)) return true;
  return false;
}
