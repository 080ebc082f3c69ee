import { foldText } from "../../../text";
import {
  absoluteHttpUrl,
  attr,
  classList,
  findAll,
  inlineText,
  isElement,
  parseHtml,
  visibleText,
  type DomElement,
  type HtmlDocument,
} from "./dom";
import { classifySocialUrl, isSocialHost } from "../../../identity/social-profiles";

/** A person named on a team/about page. */
export interface PersonOnPage {
  name: string;
  role: string | null;
  /** The role (or the card's markup) says founder / co-founder. */
  isFounder: boolean;
  /** Canonical https://www.linkedin.com/in/<slug>. */
  linkedinUrl: string | null;
  /** Canonical https://x.com/<handle>. */
  twitterUrl: string | null;
  githubUrl: string | null;
  /** The first link in the card to another site that is not a social network (own site, company). */
  websiteUrl: string | null;
  /** The card's other text (a short bio), at most 300 characters. */
  bio: string | null;
}

/**
 * Finds people on a team/about page. Heuristic, in two passes merged by name:
 * 1. Markup: elements that look like a person's name (`itemprop="name"`, class "name", headings
 *    h2–h6, a leading `strong`/`b`). Cards the markup announces (schema.org Person, classes such
 *    as "team-member", "founder", "person", "profile") are read first, named by their strongest
 *    name; every other name grows into the largest ancestor holding no other name (stopping at
 *    `li`, `article`, `section` or a "card"/"tile"/"item" class). The role is
 *    `itemprop="jobTitle"`, a role/title/position class, or the first short role-like line after
 *    the name; links in the card give LinkedIn, X/Twitter, GitHub and a website.
 * 2. JSON-LD: schema.org Person objects (and an Organization's `founder`).
 * A card is kept only with some evidence it is about a person (a role, a profile link, a photo,
 * or person markup), so product headings such as "Warehouse Robots" are not taken for people.
 */
export function extractPeople(html: string, pageUrl: string): PersonOnPage[] {
  const doc = parseHtml(html);
  const fromMarkup = peopleFromMarkup(doc, pageUrl);
  const fromJsonLd = peopleFromJsonLd(doc, pageUrl);
  const merged = new Map<string, PersonOnPage>();
  for (const p of [...fromMarkup, ...fromJsonLd]) {
    const key = nameKey(p.name);
    const seen = merged.get(key);
    if (!seen) merged.set(key, p);
    else mergePerson(seen, p);
  }
  return [...merged.values()];
}

/** Completes `seen` with what another mention of the same person adds; what `seen` says stays. */
export function mergePerson(seen: PersonOnPage, p: PersonOnPage): void {
  seen.role ??= p.role;
  seen.isFounder ||= p.isFounder;
  seen.linkedinUrl ??= p.linkedinUrl;
  seen.twitterUrl ??= p.twitterUrl;
  seen.githubUrl ??= p.githubUrl;
  seen.websiteUrl ??= p.websiteUrl;
  seen.bio ??= p.bio;
}

// ---------------------------------------------------------------- names

const NAME_STOPWORDS = new Set([
  "team",
  "our",
  "meet",
  "the",
  "about",
  "founders",
  "founder",
  "co-founder",
  "cofounder",
  "leadership",
  "company",
  "careers",
  "contact",
  "us",
  "board",
  "advisors",
  "advisor",
  "investors",
  "people",
  "blog",
  "news",
  "join",
  "read",
  "more",
  "learn",
  "view",
  "profile",
  "home",
  "and",
  "with",
  "of",
  "for",
  "to",
  "in",
  "at",
  "on",
  "by",
  "products",
  "product",
  "pricing",
  "customers",
  "story",
  "mission",
  "values",
  "who",
  "we",
  "are",
  "what",
  "do",
  "why",
  "how",
  "management",
  "executive",
  "directors",
  "leaders",
  "staff",
  "partners",
  "press",
  "jobs",
  "open",
  "roles",
  "hiring",
  "engineering",
  "sales",
  "marketing",
  "operations",
  "design",
  "research",
  "support",
  "inc",
  "inc.",
  "ltd",
  "llc",
  "gmbh",
  "robotics",
  "labs",
  "technologies",
  "capital",
  "ventures",
  "platform",
  "api",
  "ceo",
  "cto",
  "coo",
  "cfo",
]);

const NAME_PARTICLES = new Set([
  "de",
  "da",
  "di",
  "du",
  "del",
  "della",
  "der",
  "den",
  "van",
  "von",
  "la",
  "le",
  "bin",
  "al",
  "el",
  "dos",
  "das",
  "y",
]);

export function looksLikePersonName(text: string): boolean {
  const t = text.replace(/^(dr|prof|mr|mrs|ms)\.?\s+/i, "").trim();
  if (t.length < 3 || t.length > 60 || /\d/.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  let capitalised = 0;
  for (const w of words) {
    if (NAME_STOPWORDS.has(w.toLowerCase())) return false;
    if (NAME_PARTICLES.has(w)) continue;
    if (!/^\p{Lu}[\p{L}'’.-]*$/u.test(w)) return false;
    capitalised++;
  }
  return capitalised >= 2;
}

// ---------------------------------------------------------------- roles

const ROLE_WORDS = new RegExp(
  String.raw`\b(ceo|cto|coo|cfo|cpo|cmo|cro|vp|svp|evp|chief|founder|co-?founder|founding|president|` +
    "chair(man|woman|person)?|director|head|lead|manager|engineer|developer|designer|scientist|" +
    "researcher|partner|advisor|adviser|investor|officer|principal|associate|analyst|architect|" +
    String.raw`product|operations|marketing|sales|growth|finance|legal|counsel|recruit\w*|talent|people|board|` +
    String.raw`member|owner|intern|specialist|consultant|editor|writer|strategist|executive|general)\b`,
  "i",
);

function looksLikeRole(text: string): boolean {
  return text.length > 1 && text.length <= 80 && text.split(/\s+/).length <= 10 && ROLE_WORDS.test(text);
}

const FOUNDER = /\b(co-?\s?founder|founder|founding (ceo|partner|engineer)?)\b/i;

// ---------------------------------------------------------------- markup pass

/**
 * Class words that mark ONE person's card (singular on purpose: "founders", "members", "team" name
 * lists); they also count as evidence that the card is about a person.
 */
const PERSON_HINT =
  /(^|[-_])(team-?member|member|person|people-?item|profile|founder|staff|employee|leader|teammate|bio)([-_]|$)/;
/** Class words that mark a card of any kind. */
const CARD_HINT = /(^|[-_])(card|tile|item)([-_]|$)/;
const NAME_CLASS = /(^|[-_])(name|full-?name|person-?name|member-?name)([-_]|$)/;
const ROLE_CLASS = /(^|[-_])(role|title|position|job|job-?title|jobtitle|designation|subtitle|occupation)([-_]|$)/;
const CONTAINER_STOP = new Set(["body", "html", "main"]);
const EXCLUDED_REGIONS = new Set(["nav", "script", "style", "noscript", "template", "head"]);

interface NameCandidate {
  el: DomElement;
  name: string;
  /** Role written into the same element ("Jane Doe, CEO"). */
  inlineRole: string | null;
  /** How sure the markup is that this is the name: itemprop/class 3, heading 2, strong/b 1. */
  strength: number;
  order: number;
}

function peopleFromMarkup(doc: HtmlDocument, pageUrl: string): PersonOnPage[] {
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
    const text = inlineText(el);
    // <strong> counts only when it leads its block ("<p><strong>Jane Doe</strong>, CEO</p>"),
    // not inside running text ("previously at <strong>Northwind Traders</strong>").
    if (strength === 1 && el.parent && isElement(el.parent) && !inlineText(el.parent).startsWith(text)) continue;
    let name: string | null = null;
    let inlineRole: string | null = null;
    if (looksLikePersonName(text)) {
      name = text;
    } else {
      const split = /^(.{3,60}?)\s*(?:[,|·•–—]|\s-\s)\s*(.{2,80})$/.exec(text);
      if (split && looksLikePersonName(split[1]) && looksLikeRole(split[2])) {
        name = split[1];
        inlineRole = split[2];
      }
    }
    if (!name) continue;
    taken.add(el);
    out.push({ el, name: name.replace(/\s+/g, " "), inlineRole, strength, order });
  }
  return out;
}

function nameStrength(el: DomElement): number {
  if (attr(el, "itemprop") === "name" || classList(el).some((c) => NAME_CLASS.test(c))) return 3;
  if (/^h[2-6]$/.test(el.name) || el.name === "dt") return 2;
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
    if (["li", "article", "section"].includes(card.name) || classList(card).some((c) => CARD_HINT.test(c))) break;
  }
  return card;
}

function isPersonCard(el: DomElement): boolean {
  if (/schema\.org\/Person/i.test(attr(el, "itemtype") ?? "")) return true;
  return classList(el).some((c) => PERSON_HINT.test(c));
}

function readCard(card: DomElement, c: NameCandidate, nameEls: Set<DomElement>, pageUrl: string): PersonOnPage | null {
  const role =
    c.inlineRole ??
    roleFromMarkup(card, c.el, nameEls) ??
    roleFromText(card, c.name) ??
    (card === c.el ? roleFromSiblings(c.el, nameEls) : null);
  const links = findAll(card, (el) => el.name === "a" && !!attr(el, "href"))
    .map((a) => absoluteHttpUrl(attr(a, "href"), pageUrl))
    .filter((u): u is string => u !== null);

  let linkedinUrl: string | null = null;
  let twitterUrl: string | null = null;
  let githubUrl: string | null = null;
  let websiteUrl: string | null = null;
  for (const url of links) {
    const social = classifySocialUrl(url);
    if (social?.kind === "linkedin_person") linkedinUrl ??= social.url;
    else if (social?.kind === "twitter") twitterUrl ??= social.url;
    else if (social?.kind === "github") githubUrl ??= social.url;
    else if (!social && !isSocialHost(url) && !sameOrigin(url, pageUrl)) websiteUrl ??= url;
  }

  const hasPhoto = findAll(card, (el) => el.name === "img").length > 0;
  const personMarkup = isPersonCard(card) || attr(c.el, "itemprop") === "name";
  if (!role && !linkedinUrl && !twitterUrl && !hasPhoto && !personMarkup) return null;

  return {
    name: c.name,
    role,
    isFounder:
      (role !== null && FOUNDER.test(role)) ||
      classList(card).some((cls) => /(^|[-_])(co-?)?founders?([-_]|$)/.test(cls)),
    linkedinUrl,
    twitterUrl,
    githubUrl,
    websiteUrl,
    bio: bioOf(card, c.name, role),
  };
}

function roleFromMarkup(card: DomElement, nameEl: DomElement, nameEls: Set<DomElement>): string | null {
  const byItemprop = findAll(card, (el) => attr(el, "itemprop") === "jobTitle")[0];
  if (byItemprop) return inlineText(byItemprop) || null;
  for (const el of findAll(card, (e) => classList(e).some((cls) => ROLE_CLASS.test(cls)))) {
    if (el === nameEl || nameEls.has(el) || contains(el, nameEl) || contains(nameEl, el)) continue;
    const text = inlineText(el);
    if (text && text.length <= 80) return text;
  }
  return null;
}

/**
 * A name that is a bare heading or `<dt>` among siblings (Markdown pages: `<h3>Name</h3><p>Title</p>`;
 * `<dt>Name</dt><dd>Title</dd>`): the first role-like element after it, before the next name.
 */
function roleFromSiblings(nameEl: DomElement, nameEls: Set<DomElement>): string | null {
  const siblings = nameEl.parent && isElement(nameEl.parent) ? nameEl.parent.children.filter(isElement) : [];
  for (const s of siblings.slice(siblings.indexOf(nameEl) + 1, siblings.indexOf(nameEl) + 4)) {
    if (nameEls.has(s) || /^(h[1-6]|dt)$/.test(s.name)) break;
    const text = inlineText(s);
    if (looksLikeRole(text)) return text;
  }
  return null;
}

/**
 * The rest of the name's own line ("Jane Doe, CEO. Ex-Google." gives "CEO") when role-like; else
 * the first role-like line after it; else the very next line when short and not a sentence.
 */
function roleFromText(card: DomElement, name: string): string | null {
  const lines = visibleText(card).split("\n");
  const at = lines.findIndex((l) => l.includes(name));
  if (at < 0) return null;
  const sameLine = lines[at]
    .slice(lines[at].indexOf(name) + name.length)
    .replace(/^[\s,|·•–—:-]+/, "")
    .split(/(?<!\b(?:Sr|Jr|Dr|Mr|Ms|Mrs|St|Inc|Co|VP))\.\s|;\s/)[0]
    .trim();
  if (sameLine && looksLikeRole(sameLine)) return sameLine.replace(/\.$/, "");
  const after = lines.slice(at + 1, at + 4).filter((l) => !/^(linkedin|twitter|x|github|website|email|bio)$/i.test(l));
  const roleLike = after.find(looksLikeRole);
  if (roleLike) return roleLike;
  const next = after[0];
  return next &&
    next.length <= 50 &&
    next.split(/\s+/).length <= 6 &&
    !/[.!?]$/.test(next) &&
    !looksLikePersonName(next)
    ? next
    : null;
}

/** The card's remaining prose: without links, headings other than the name, the name and the role. */
function bioOf(card: DomElement, name: string, role: string | null): string | null {
  const text = visibleText(
    card,
    (el) => el.name === "a" || (/^h[1-6]$/.test(el.name) && !inlineText(el).includes(name)),
  );
  const rest = text
    .split("\n")
    .map((line) => {
      let l = line.split(name).join(" ");
      if (role) l = l.split(role).join(" ");
      return l.replace(/^[\s,|·•–—-]+|[\s,|·•–—-]+$/g, "").replace(/\s+/g, " ");
    })
    .filter(Boolean)
    .join(" ")
    .trim();
  return rest ? rest.slice(0, 300) : null;
}

// ---------------------------------------------------------------- JSON-LD pass

function peopleFromJsonLd(doc: HtmlDocument, pageUrl: string): PersonOnPage[] {
  const out: PersonOnPage[] = [];
  const scripts = findAll(
    doc,
    (el) => el.name === "script" && (attr(el, "type") ?? "").toLowerCase() === "application/ld+json",
  );
  for (const script of scripts) {
    let data: unknown;
    try {
      data = JSON.parse(script.children.map((c) => ("data" in c ? c.data : "")).join(""));
    } catch {
      continue;
    }
    visitJsonLd(data, false, (node, founder) => {
      const name = typeof node.name === "string" ? node.name.trim() : "";
      if (!looksLikePersonName(name)) return;
      const role = typeof node.jobTitle === "string" ? node.jobTitle.trim() : founder ? "Founder" : null;
      const urls = [...asArray(node.sameAs), ...asArray(node.url)]
        .filter((u): u is string => typeof u === "string")
        .map((u) => absoluteHttpUrl(u, pageUrl))
        .filter((u): u is string => u !== null);
      const person: PersonOnPage = {
        name,
        role,
        isFounder: founder || (role !== null && FOUNDER.test(role)),
        linkedinUrl: null,
        twitterUrl: null,
        githubUrl: null,
        websiteUrl: null,
        bio: typeof node.description === "string" ? node.description.slice(0, 300) : null,
      };
      for (const url of urls) {
        const social = classifySocialUrl(url);
        if (social?.kind === "linkedin_person") person.linkedinUrl ??= social.url;
        else if (social?.kind === "twitter") person.twitterUrl ??= social.url;
        else if (social?.kind === "github") person.githubUrl ??= social.url;
        else if (!social && !isSocialHost(url) && !sameOrigin(url, pageUrl)) person.websiteUrl ??= url;
      }
      out.push(person);
    });
  }
  return out;
}

type JsonObject = Record<string, unknown>;

function visitJsonLd(
  value: unknown,
  founder: boolean,
  onPerson: (node: JsonObject, founder: boolean) => void,
  depth = 0,
): void {
  if (depth > 8 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const v of value) visitJsonLd(v, founder, onPerson, depth + 1);
    return;
  }
  const node = value as JsonObject;
  if (asArray(node["@type"]).includes("Person")) onPerson(node, founder);
  for (const [key, v] of Object.entries(node)) {
    if (key === "@context") continue;
    visitJsonLd(v, key === "founder" || key === "founders", onPerson, depth + 1);
  }
}

// ---------------------------------------------------------------- helpers

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
}

function nameKey(name: string): string {
  return foldText(name).replace(/\s+/g, " ").trim();
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
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

function contains(ancestor: DomElement, el: DomElement): boolean {
  for (let p = el.parent; p && isElement(p); p = p.parent) if (p === ancestor) return true;
  return false;
}
