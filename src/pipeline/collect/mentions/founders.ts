import { normalizePersonName } from "../../../identity/people";
import { spaceTokens } from "../../../text/token-classes";
import { nameWords } from "./name";

/*
 * The people an item names as the company's founders ("founded by Jane Doe", "Jane Doe, co-founder of Acme", "Acme
 * co-founder and CEO Jane Doe"). A person is read by the case of the letters, which the patterns below keep:
 * a capitalised word, an optional initial, and one or two capitalised words more.
 */

/** A person as written: "Jane Doe", "Jane Q. Doe", "Mary-Ann O’Brien Smith". */
const PERSON = String.raw`([\p{Lu}][\p{Ll}'’-]+(?:\s+[\p{Lu}]\.?)?(?:\s+[\p{Lu}][\p{Ll}'’-]+){1,2})`;

/**
 * A founder's title, alone or with the chief executive's ("co-founder", "CEO and co-founder", "founder & CTO"). A
 * founder, not any chief executive: a hired CEO is no contradiction.
 */
const ROLE =
  String.raw`(?:(?:CEO|CTO|[Cc]hief [Ee]xecutive)\s+(?:and|&)\s+)?(?:[Cc]o-?[Ff]ounder|[Ff]ounder)(?:\s+(?:and|` +
  String.raw`&)\s+(?:CEO|CTO|[Cc]hief [Ee]xecutive))?`;

/**
 * The sentences that name founders, case-sensitive throughout (a person is written with capitals, which /i would not
 * tell apart). `NAME` is the company's name, its words joined by anything but letters and digits.
 */
function founderPatterns(nameRe: string): RegExp[] {
  return [
    // "founded in 2019 by Jane Doe and John Roe"
    new RegExp(
      String.raw`\b(?:[Cc]o-?)?[Ff]ounded\s+(?:in\s+\d{4}\s+)?by\s+${PERSON}(?:\s*(?:,|and|&)\s*${PERSON})?`,
      "gu",
    ),
    // "Jane Doe, the co-founder of Acme"
    new RegExp(String.raw`${PERSON},?\s+(?:the\s+)?${ROLE}\s+(?:of|at)\s+${nameRe}`, "gu"),
    // "Acme's founder and CEO, Jane Doe"
    new RegExp(String.raw`${nameRe}(?:'s|’s)?\s+${ROLE},?\s+${PERSON}`, "gu"),
    // "co-founder Jane Doe"
    new RegExp(String.raw`\b${ROLE}\s+${PERSON}`, "gu"),
  ];
}

/** People an item names as the company's founders. */
export function foundersNamed(text: string, name: string): string[] {
  // The name's words are letters and digits only: nothing in them to escape.
  const nameRe = nameWords(name).join("[^\\p{L}\\p{N}]+");
  const out = new Set<string>();
  for (const re of founderPatterns(nameRe))
    for (const m of text.matchAll(re)) for (const g of m.slice(1)) if (g && isPersonName(g)) out.add(g.trim());
  return [...out];
}

/**
 * Capitalised words a pattern may take for a person's that are not a name's ("Series A", "The Acme", a post's "Hi HN,
 * I'm Jess, co-founder and CTO at …").
 */
const NOT_NAME_WORDS = new Set([
  ...["series", "inc", "the", "and", "seed", "round", "capital", "ventures", "partners"],
  ...["i", "i'm", "i’m", "hi", "hello", "hey", "this", "we're", "we’re", "here"],
]);

function isPersonName(s: string): boolean {
  const parts = spaceTokens(s);
  return parts.length >= 2 && parts.length <= 4 && !parts.some((p) => NOT_NAME_WORDS.has(p.toLowerCase()));
}

/** The same person: the same first and last name once normalised ("Jane Q. Doe" and "jane doe"). */
export function samePersonName(a: string, b: string): boolean {
  const na = normalizePersonName(a).split(" ").filter(Boolean);
  const nb = normalizePersonName(b).split(" ").filter(Boolean);
  return na.length > 0 && nb.length > 0 && na[0] === nb[0] && na[na.length - 1] === nb[nb.length - 1];
}
