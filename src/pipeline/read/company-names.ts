import { findPhrase, foldedPhrase, foldText, words } from "../../text";
import type { ReadingContext } from "./context";
import { anyPhrase } from "./cue-match";
import { LEGAL_SUFFIXES, OUR_FOUNDER } from "./subject-cues";
import { isEnglishWord, writtenAsName } from "../collect/mentions/name";
import { spaceTokens } from "../../text/token-classes";

/* The names a company goes by in what is read of it (subject.ts, page.ts): its own, its short names, its founders'. */

export function founderNames(ctx: Pick<ReadingContext, "company">): string[] {
  return ctx.company.founders.map((f) => foldedPhrase(f)).filter((n) => n.includes(" "));
}

/**
 * Whether a sentence names a founder by a first name alone ("Watch: Maya's closing keynote"), as the company's own
 * pages do: written as a name, no other founder's, and no English word ("Will", "Grace" at a sentence's start).
 */
export function namesFounderByFirstName(sentence: string, ctx: Pick<ReadingContext, "company">): boolean {
  const firsts = ctx.company.founders.map((f) => spaceTokens(f)[0] ?? "");
  return firsts.some(
    (first, i) =>
      first.length >= 3 &&
      firsts.indexOf(first) === i &&
      firsts.lastIndexOf(first) === i &&
      !isEnglishWord(first.toLowerCase()) &&
      writtenAsName(sentence, first),
  );
}

const OUR_FOUNDER_CUES = anyPhrase(OUR_FOUNDER);

/** Whether a text calls a founder as the company's own writing does: "our CEO", "our co-founder". */
export function callsOurFounder(text: string): boolean {
  return OUR_FOUNDER_CUES.test(text);
}

/** Each company's names, made once per company rather than once per statement judged. */
const namesOfCompany = new WeakMap<ReadingContext["company"], string[]>();

export function companyNames(ctx: ReadingContext): string[] {
  let names = namesOfCompany.get(ctx.company);
  if (!names) {
    names = namesOf(ctx.company);
    namesOfCompany.set(ctx.company, names);
  }
  return names;
}

/** A company's name without the legal suffix it is written with ("Acme, Inc." is "Acme,"). */
function withoutLegalSuffix(name: string): string {
  const cut = name.trimEnd().lastIndexOf(" ");
  return cut > 0 && LEGAL_SUFFIXES.has(words(name.slice(cut)).join(" ")) ? name.slice(0, cut) : name;
}

/** The company's names as folded phrases: its name (without a legal suffix), aliases, and its founders. */
function namesOf(company: ReadingContext["company"]): string[] {
  const base = [company.name, ...(company.aliases ?? [])].map((n) => withoutLegalSuffix(n).trim());
  // How a company calls itself in its own writing: the first word of a longer name ("Lumen" of
  // "Lumen Robotics") and its domain's name ("parcelwise" of parcelwise.com).
  const short = base.flatMap((n) => {
    const first = n.split(" ")[0] ?? "";
    return n.includes(" ") && foldText(first).length >= 3 ? [first] : [];
  });
  const founders = company.founders.flatMap((f) => {
    const full = foldedPhrase(f);
    const last = full.split(" ").pop() ?? "";
    return last.length > 2 && last !== full ? [full, last] : [full];
  });
  const all = [...base, ...short, ...base.flatMap(camelParts), ...domainName(company.website)].map(foldedPhrase);
  return [...new Set([...all, ...founders].filter((n) => n.length >= 2))];
}

/**
 * A name written in one word with a capital inside, as its words apart ("Surya Desa" of "SuryaDesa", as its legal
 * name "PT Surya Desa Energi" writes it), when each part is a word of three letters or more.
 */
function camelParts(name: string): string[] {
  if (name.includes(" ")) return [];
  const parts = name.split(/(?<=\p{Ll})(?=\p{Lu})/u);
  return parts.length > 1 && parts.every((p) => p.length >= 3) ? [parts.join(" ")] : [];
}

/** The name of a company's domain: "parcelwise" of www.parcelwise.com, "lumen robotics" of lumen-robotics.io. */
function domainName(website: string | null | undefined): string[] {
  try {
    const host = website ? new URL(website).hostname : "";
    const label = (host.startsWith("www.") ? host.slice(4) : host).split(".")[0] ?? "";
    return label.length >= 3 ? [label] : [];
  } catch {
    return []; // no website: the name is enough
  }
}

/** Whether a text names any of `names` (folded phrases, companyNames) as whole words. */
export function mentionsAny(text: string, names: readonly string[]): boolean {
  if (findPhrase(text, names) !== null) return true;
  // A name inflected as Finnish, Estonian or Turkish inflect them ("valitsi Reittipisteen", "Reittipisteellä"): a long
  // one-word name with a short ending written on.
  const inflectable = names.filter((n) => n.length >= MIN_INFLECTED && !n.includes(" "));
  if (!inflectable.length) return false;
  return words(text).some((w) => inflectable.some((n) => w.startsWith(n) && w.length - n.length <= MAX_ENDING));
}

/** A name inflected: at least this long, with at most this many letters of ending. */
const MIN_INFLECTED = 6;
const MAX_ENDING = 4;
