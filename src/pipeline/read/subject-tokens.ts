import { isEnglishWord } from "../collect/mentions";
import nlp from "compromise";
import { isStopword, spaceTokens, withoutBracketed, words } from "../../text";
import { startsUpper, wordKey } from "./object";
import { anyPhrase, leadingMatch } from "./cue-match";
import {
  APPOSITION_ARTICLES,
  ASIDE_OPENERS,
  OBJECT_LEADS,
  ORGANISATION_DESCRIBED,
  PLACE_PREPOSITIONS,
} from "./subject-cues";

/*
 * The words the subject's reader takes a sentence's lead in (subject.ts): asides between commas and brackets left out,
 * possessives read as their owner, and a noun phrase that names the company only as what its head stands behind.
 */

/** Who a sentence's words before its event name: the company, someone else, or a thing. */
export interface Actor {
  kind: "company" | "other" | "thing";
  text: string;
  named: boolean;
}

/** A word as the subject's reader takes it: letters and digits, with "'", "&", "." and "-" inside ("AT&T", "we've"). */
export const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}'’&.-]*[\p{L}\p{N}&.-])?/gu;
const ASIDE = anyPhrase(ASIDE_OPENERS);
const APPOSITION = anyPhrase(APPOSITION_ARTICLES);
const DESCRIBED = anyPhrase(ORGANISATION_DESCRIBED);

/** The words of a text as the subject's reader takes them, asides between commas and brackets left out. */
export function tokensOf(text: string): string[] {
  // An aside between commas ("Quarrystone, which has used our app since spring, raised …", "Vezelpak, maker van de
  // stazak voor Soepel, haalt …": one opening with a lower-case word) is not the subject.
  const parts = text.split(",");
  const kept = parts.map((part, i) => (i > 0 && i < parts.length - 1 && aside(part, parts[i - 1]!) ? " " : part));
  return [...withoutBracketed(kept.join(" "), " ").matchAll(TOKEN)].map((m) => m[0]);
}

/**
 * A part between commas that describes the name before it: one opening as an aside does ("which", "the"), or in
 * lower case right after a name ("maker van …", "founded in 2019"); not a clause of its own ("you'll have seen …",
 * "le 12 …") nor the next of a series of predicates ("We launched Scenarios in May, added French in October, and …").
 */
function aside(part: string, previous: string): boolean {
  if (leadingMatch(part, ASIDE)) return true;
  const first = words(part)[0] ?? "";
  const named = /\p{Lu}[\p{L}\p{N}'’&.-]*\s*$/u.test(previous);
  // An apposition describes the name in common words, a place at most ("la startup de última milla de Monterrey"):
  // "le 12 novembre — Gardiane" names another.
  if (named && leadingMatch(part, APPOSITION) && !namesAnother(part)) return true;
  return named && /^\s*\p{Ll}/u.test(part) && !isStopword(first) && !nextPredicate(part, previous);
}

/** Whether a part names someone: a capitalised word past its first, other than a place after its preposition. */
function namesAnother(part: string): boolean {
  const ws = spaceTokens(part.trim());
  const capitalised = (w: string) => w[0] !== w[0]!.toLowerCase();
  return ws.some((w, i) => i > 0 && capitalised(w) && !PLACE_PREPOSITIONS.has(ws[i - 1]!.toLowerCase()));
}

/** A part opening with a verb after a part that has its own: the second of a subject's predicates, not an aside. */
function nextPredicate(part: string, previous: string): boolean {
  const opening = nlp(part).terms().first();
  return opening.has("#Verb") && !opening.has("#Gerund") && nlp(previous).has("#Verb");
}

/** "Pieter's" → "Pieter", "Linea’s" → "Linea"; any other word as it is. */
export function withoutPossessive(word: string): string {
  const tail = word.slice(-2);
  return word.length > 3 && (tail === "'s" || tail === "’s") ? word.slice(0, -2) : word;
}

/** Words by which a noun phrase's head stands behind what it names: "the sponsor bank behind savings app Pillarly". */
const BEHIND = new Set(["behind", "backing", "achter", "hinter", "derriere", "detras", "dietro"]);
/** Words between "behind" and the name it stands behind ("savings app"). */
const BEHIND_REACH = 4;

/**
 * The head the company's name at `i` stands behind, as the actor: "Sponsor bank behind savings app Pillarly raises
 * $45 million" is the bank's round. Null when no such word stands before the name.
 */
export function heldBehind(words: string[], i: number): { kind: "other"; text: string; named: false } | null {
  for (let j = i - 1; j >= Math.max(1, i - BEHIND_REACH); j--) {
    if (BEHIND.has(wordKey(words[j]!)))
      return { kind: "other", text: words.slice(Math.max(0, j - 3), j).join(" "), named: false };
  }
  return null;
}

/**
 * A sentence opening with a participle of an English word ("Annualised", "Blended", "Estimated"): a label's modifier,
 * not a name ("Foodhaven", "Rosterly" are names).
 */
export function opensAsModifier(words: string[]): boolean {
  const key = (words[0] ?? "").toLowerCase();
  if (!key.endsWith("ed")) return false;
  const stems = [/(?:is|iz)ed$/, /ed$/, /d$/].map((suffix) => key.replace(suffix, ""));
  return stems.some((stem) => stem.length >= 3 && stem !== key && isEnglishWord(stem));
}

/** An ordinal of a milestone: "millionth", "ten-thousandth", "1,000th". */
export const MILESTONE = /(?:hundredth|thousandth|millionth|billionth|^\d[\d,.]*th)$/i;

/** Whether the words after the event name an organisation or a project: "by Stripe", "a Berlin startup", "pgsnoop". */
export function objectIsOrganisation(after: string): boolean {
  const head = after.slice(0, 80);
  const tokens = [...head.matchAll(TOKEN)].map((m) => m[0]);
  let at = 0;
  if (OBJECT_LEADS.single.has(tokens[0] ?? "")) at = 1;
  else if (tokens[0] === "to" && tokens[1] === "acquire") at = 2;
  if (tokens[at] === OBJECT_LEADS.the) at++;
  const name = tokens[at] ?? "";
  // A coined word, as projects write their names in lower case ("acquired pgsnoop, the open-source …"), is a name.
  const coined = CODE_NAME.test(name) && !isEnglishWord(name);
  return (startsUpper(name) && name.length >= 2) || coined || leadingMatch(head, DESCRIBED) !== null;
}
const CODE_NAME = /^\p{Ll}[\p{Ll}\p{N}-]{2,}$/u;

/**
 * Whether the name `name` in `text` modifies the common noun after it ("USDC payouts", "Slack alerts"): the phrase
 * names a feature, not the organisation. People ("OpenAI researchers", "our partners") are not features.
 */
export function namesAFeature(text: string, name: string): boolean {
  const words = tokensOf(text);
  const at = words.lastIndexOf(name);
  const next = words[at + 1];
  if (at < 0 || !next || startsUpper(next)) return false;
  const tags = (nlp(next).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return tags.includes("Noun") && !tags.includes("Actor");
}

/**
 * The words before an event without a label that opens the sentence before a colon, written in sentence case ("Teška
 * odluka: smanjujemo tim"), the event's words right after it: a label names no one. A single word ("Acme: …") or words
 * each capitalised ("Adriatica Hotels: …") may be a name, and stay; so does a label with words between it and the
 * event ("Logiciels de devis : après le rachat de Devisio" is not the company's deal).
 */
export function withoutLabel(before: string): string {
  const colon = before.indexOf(":");
  if (colon < 0 || before.slice(colon + 1).trim()) return before;
  const label = tokensOf(before.slice(0, colon));
  if (label.length < 2 || label.length > 4 || !label.slice(1).every((t) => t === t.toLowerCase())) return before;
  return before.slice(colon + 1);
}
