import nlp from "compromise";
import { foldedPhrase, replaceBracketed, words } from "../../text";
import { isEnglishWord } from "../collect/mentions";
import { isCapitalised } from "./cue-match";
import { mentionsAny } from "./company-names";
import { isName, startsUpper, wordKey } from "./object";
import { isLetteredAmount } from "../compare/numbers";
import { isPlaceName } from "./place-slot";
import { type Actor, heldBehind, MILESTONE, opensAsModifier, tokensOf, withoutPossessive } from "./subject-tokens";
import { withPartners } from "./with-partners";
import {
  BARE_SELF_NOUNS,
  GENERIC,
  GERMAN_NOUN_MARKERS,
  JOINERS,
  LEGAL_SUFFIXES,
  NAME_PARTICLES,
  NO_ONE,
  OTHERS,
  OUR,
  SELF,
  SELF_NOUNS,
  SELF_STEMS,
  THE,
} from "./subject-cues";

/*
 * Who a word before an event names (docs/pipeline.md "Reading statements"): walking back from the event, the nearest
 * word that is the company (its name, "we", "the company"), someone else (a name, "customers") or a thing of the
 * company's ("our approvals").
 */
// English writes "I" capitalised; a lower-case "i" is another language's "and" ("Piotrkowie i Zgierzu").
const isSelf = (word: string) =>
  (SELF.has(wordKey(word)) && !word.startsWith("i")) || SELF_STEMS.some((s) => wordKey(word).startsWith(s));
export const isOur = (word: string) => OUR.has(wordKey(word)) || SELF_STEMS.some((s) => wordKey(word).startsWith(s));
export const isOthers = (word: string) => OTHERS.has(wordKey(word));
const isSelfNoun = (word: string | undefined) => word !== undefined && SELF_NOUNS.has(wordKey(word));

/** The nearest word before the event that says who acts: the company, someone else, or none. */
export function nearestActor(text: string, names: string[]): Actor | null {
  // "Pieter's team is hiring": a possessive's owner is the actor, read as the name alone.
  const words = tokensOf(nameInBrackets(afterLabel(text), names)).map(withoutPossessive);
  // "Homeward (Manchester) raised": a word that brackets describe (a place, a batch, a ticker) is a name, even a
  // dictionary word at the sentence's start.
  const described = BRACKETS_AFTER.exec(text)?.[1];
  const partners = withPartners(words);
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    // A legal suffix ("Larder & Co", "Acme GmbH") belongs to the name before it.
    if (i > 0 && LEGAL_SUFFIXES.has(wordKey(w))) continue;
    // The company's name (several words) ending at this word.
    const upto = foldedPhrase(words.slice(Math.max(0, i - 5), i + 1).join(" "));
    if (names.some((n) => upto.endsWith(n) || foldedPhrase(w) === n))
      return heldBehind(words, i) ?? { kind: "company", text: w, named: true };
    if (partners.has(i)) continue;
    // A product named after the company ("VEYRA-1" of Veyra Space) is the company's.
    if (names.some((n) => foldedPhrase(w).startsWith(`${n} `))) return { kind: "company", text: w, named: true };
    // "US" in capitals is the country ("US$ 40 millones", "US market"), not "us".
    if (isSelf(w) && w !== "US") return selfActor(w, words[i + 1], names);
    // "Hollis Health … announced that it is being acquired": "it" is the sentence's subject, as compromise parses it.
    if (wordKey(w) === "it") {
      const subject = subjectOfSentence(text, names);
      if (subject) return subject;
      continue;
    }
    if (THE.has(wordKey(words[i - 1] ?? "")) && isSelfNoun(w))
      return { kind: "company", text: `${words[i - 1]} ${w}`, named: false };
    if (i === 0 && BARE_SELF_NOUNS.has(wordKey(w))) return { kind: "company", text: w, named: false };
    // Every German noun is capitalised: one after a dative article, a preposition or a number is no subject.
    if (isCapitalised(w) && GERMAN_NOUN_MARKERS.has(wordKey(words[i - 1] ?? ""))) continue;
    // "a first-time founder raising a seed round", "any startup that raises": someone in general, not the company.
    const article = isSelfNoun(w) ? [words[i - 1], words[i - 2]].findIndex((x) => GENERIC.has(wordKey(x ?? ""))) : -1;
    if (article >= 0) return { kind: "other", text: words.slice(i - article - 1, i + 1).join(" "), named: false };
    if (isOthers(w)) return { kind: "other", text: w, named: false };
    // "a R54 million seed round": money written with its currency's letters is no name.
    if (isLetteredAmount(w, words[i + 1])) continue;
    // A place is where, not who: "shuts six Sydney stores", "Berlin's Voltlane"; after an article it describes
    // someone ("the Chicago firm leads seed rounds").
    if (isCapitalised(w) && isPlaceName(w) && !ARTICLES.has(wordKey(words[i - 1] ?? ""))) continue;
    // A capitalised word is a name, except at the sentence's start, where it is one only when no dictionary word nor
    // a dictionary word's participle ("Annualised revenue run-rate: CHF 9.2m").
    if (isCapitalised(w) && isName(w) && (i > 0 || w === described || !(isEnglishWord(w) || opensAsModifier(words))))
      return nameActor(words, i, names);
  }
  return null;
}

const ARTICLES = new Set(["the", "a", "an", "this", "that"]);
/** Articles before a name in the languages read ("la Mutuelle", "der Versicherer", "el Banco"). */
const DETERMINERS = new Set(["the", "la", "le", "les", "l", "der", "die", "das", "el", "los", "las", "o", "os", "il"]);
/** A text opening with a capitalised word and a bracket right after it. */
const BRACKETS_AFTER = /^\s*([\p{Lu}][\p{L}'’-]*)\s*\(/u;

/**
 * The event's words telling their own subject: opening with it ("…, and we now serve 420 companies": "we" acts, not a
 * name before), or a milestone ("a runner in Leeds … became the one millionth person to train with Trailpace"), which
 * is the company's whoever reached it.
 */
export function openingActor(eventWords: string, names: string[]): Actor | null {
  const [first, next] = tokensOf(eventWords);
  if (first && MILESTONE.test(first)) return { kind: "company", text: first, named: false };
  return first && isSelf(first) ? selfActor(first, next, names) : null;
}

/**
 * The words after a label and its colon, when the label speaks as the company and a name follows it: in "Big news for
 * one of our own: Oríkì Audio raises $2M" the label's "our" says whose news it tells, not who raised.
 */
function afterLabel(text: string): string {
  const colon = text.lastIndexOf(": ");
  if (colon < 0 || !tokensOf(text.slice(0, colon)).some(isSelf)) return text;
  return tokensOf(text.slice(colon + 2)).some(startsUpper) ? text.slice(colon + 2) : text;
}

/**
 * "we", "our" …: the company, unless the noun after it decides otherwise: "our customer Northwind", "our partners at
 * Stripe" are someone else; "our approvals" is a thing of the company's.
 */
function selfActor(w: string, next: string | undefined, names: string[]): Actor {
  if (next && isOthers(next)) return { kind: "other", text: `${w} ${next}`, named: false };
  if (isOur(w) && next && !isSelfNoun(next) && !names.includes(foldedPhrase(next)))
    return { kind: "thing", text: `${w} ${next}`, named: false };
  return { kind: "company", text: w, named: false };
}

/** The actor a capitalised word at `i` names: the company among names joined by "and", someone else, or a thing. */
function nameActor(words: string[], i: number, names: string[]): Actor {
  const w = words[i]!;
  // "Brindle and Ferngate are combining": the company is one of the names joined by "and".
  // The name's first word: "Banco Meridional" in "Repasse e Banco Meridional".
  let first = i;
  const nameAt = (j: number) => j >= 0 && startsUpper(words[j]) && isName(words[j]);
  for (;;) {
    if (nameAt(first - 1)) first--;
    // A particle inside a name: "Banque Cantonale du Valais", "Cassa di Risparmio".
    else if (NAME_PARTICLES.has(wordKey(words[first - 1] ?? "")) && nameAt(first - 2)) first -= 2;
    else break;
  }
  // The company's legal name holds its name: "PT Panen Pintar Nusantara" is Panen Pintar.
  const run = ` ${foldedPhrase(words.slice(first, i + 1).join(" "))} `;
  if (names.some((n) => run.includes(` ${n} `))) return { kind: "company", text: w, named: true };
  // "Orvia Santé et la Mutuelle Horizon": an article may stand between the joiner and the name.
  const joiner = DETERMINERS.has(wordKey(words[first - 1] ?? "")) ? first - 2 : first - 1;
  if (JOINERS.has(wordKey(words[joiner] ?? ""))) {
    // "Hypotéo SA et la Banque …": the company's name before its legal form.
    const before = words.slice(Math.max(0, joiner - 6), joiner);
    while (before.length > 1 && LEGAL_SUFFIXES.has(wordKey(before[before.length - 1]!))) before.pop();
    const joined = foldedPhrase(before.join(" "));
    if (names.some((n) => joined.endsWith(n))) return { kind: "company", text: w, named: true };
  }
  // "our customer Beltway Freight" is someone else: a word for another party between "our" and the name;
  // "our new Ledger app" is the company's own product.
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    if (isOthers(words[j]!)) return { kind: "other", text: `${words[j]} ${w}`, named: false };
    if (isSelf(words[j]!)) return { kind: "company", text: w, named: false };
  }
  return { kind: "other", text: w, named: false };
}

/**
 * The text with a bracket that holds the company's name kept as that name: "PT Cicil Aja Finansial (Cicilaja) resmi
 * memperoleh izin", "Acme Holdings Ltd (“Acme”) acquired" name the company by its legal name first.
 */
function nameInBrackets(text: string, names: string[]): string {
  return replaceBracketed(text, (inner, whole) => (names.includes(foldedPhrase(inner)) ? ` ${inner} ` : whole));
}

/**
 * A capitalised adjective alone before the event's verb is a name, at the sentence's start too: "Ardent is buying
 * VoltEye", since an adjective is no subject by itself. "New funding from …" has no verb after it. So is any word
 * there when the company is named after the event ("Tandem raises $60M Series B to take on Ramp and Sablecard"): a
 * dictionary word or not, that subject is someone else.
 */
export function adjectiveName(before: string, eventWords: string, after = "", names: string[] = []): Actor | null {
  const opening = tokensOf(before);
  const word = opening[0];
  if (opening.length !== 1 || !word || !isCapitalised(word) || isSelf(word)) return null;
  const terms = nlp(`${word} ${eventWords}`).terms().json() as { terms: { tags?: string[] }[] }[];
  const [first, second] = terms.map((t) => t.terms[0]?.tags ?? []);
  const named = first?.includes("Adjective") || (!isSelfNoun(word) && mentionsAny(after, names));
  return named && second?.includes("Verb") ? { kind: "other", text: word, named: false } : null;
}

/** Indefinite articles of the languages read: a subject they open is someone the sentence does not name. */
const INDEFINITE = new Set(["a", "an", "un", "une", "ein", "eine", "una", "uno", "um", "uma", "een"]);

/** The grammatical subject of `text` (compromise's parse) as an actor, when it is a name or a group; else null. */
function subjectOfSentence(text: string, names: string[]): Actor | null {
  const parsed = (nlp(text).sentences().json() as { sentence?: { subject?: string } }[])[0]?.sentence?.subject ?? "";
  // "It's a $5.5 million seed": the pronoun with its verb is still no one.
  const subjectWords = words(tokensOf(parsed).map(withoutPossessive).join(" "));
  if (subjectWords.length === 0 || (subjectWords.length === 1 && NO_ONE.has(subjectWords[0]!))) return null;
  if (mentionsAny(parsed, names)) return { kind: "company", text: parsed, named: true };
  const at = text.toLowerCase().indexOf(parsed.toLowerCase());
  const original = at >= 0 ? text.slice(at, at + parsed.length) : parsed;
  // "a global container line announced that it is acquiring …": one the sentence does not name is someone else.
  if (original !== original.toLowerCase() || subjectWords.some((w) => isOthers(w) || INDEFINITE.has(w)))
    return { kind: "other", text: original, named: false };
  return null;
}
