import type { PageKind } from "../collect/snapshot";
import { findPhrase, foldedPhrase, isStopword, words as textWords } from "../../text";
import { isEnglishWord } from "../collect/mentions";
import { phrase } from "../read/phrases";
import { statesWorkforceReduction } from "../read/lexicon";
import { assertionOf } from "../read/modality";
import { sentencesOf } from "../read/index";
import { kindBridge, pricingPageMatch, upkeepExcluded } from "./watch-bridges";
import { otherCorporateKind, type ReadStatement } from "./watch-corporate-kinds";
import { keywordMatches, type Term, words } from "./watch-keywords";
import { KIND_WORDS } from "./watch-kind-words";
import type { ChangeType } from "../signal";
import { NOTHING_ELSE } from "./watch-exclusion-cues";
import { readWatchList, watchPhrases } from "./watch-phrases";
import { LINK_WORDS } from "./watch-head-nouns";
import {
  aboutText,
  bracketed,
  compoundHead,
  requiredKeywords,
  specificity,
  withoutBrackets,
  withNamesWhole,
  withoutUnchanged,
} from "./watch-terms";
import { ABOUT_THE_COMPANY, CATCH_ALL, OF_NOTE, QUICK_PICK_WORDS } from "./watch-quick-picks";
import { FILLER, NEW_WORDS } from "./watch-vocabulary";
import { alternativesOf, kindsApart } from "./watch-alternatives";

/*
 * `thingsToTrack` read as a list of watch items (spec 1 rule 4): the six quick picks of spec 4.5
 * rule 2 map to signal types; phrases naming the two kinds without a quick pick ("M&A",
 * "leadership changes") map to theirs under the user's own words; anything else is kept as free
 * text whose words are looked for in what changed. "Product Updates, hiring, expansion into
 * Europe" gives two quick picks and one free-text item.
 *
 * Free text matches by meaning a deterministic matcher can reach: word forms
 * (a light stemmer, and adjacent words read together, so "shut down" is "shutdown"), synonyms,
 * and specificity: a phrase matches on its most specific words, not on half of all of them.
 */

export interface WatchItem {
  label: string;
  kind: "quick_pick" | "free_text";
  /** The signal type the item stands for (quick picks; free text naming a kind), else null. */
  type: ChangeType | null;
  /** Free text: the words to look for (lower case). */
  keywords: string[];
  /**
   * Free text: the kinds its phrase is about (quick-pick words in it: "partnerships with
   * industrial companies" is about customer_partnership). A words match then also needs a finding
   * of one of these kinds, so "the industrial revolution" is no partnership. Empty: any finding.
   */
  within?: ChangeType[];
  /**
   * "Anything material", "everything": every event of a kind, whatever it is (never a change that states none, nor a
   * founder's visibility).
   */
  any?: boolean;
  /**
   * What the list says not to send ("no need to alert on rounds", "not interested in hiring news"): a finding it
   * matches matches no item of the list (`watchMatchesOf`), and it matches nothing itself.
   */
  excluded?: true;
}

/** Why a watch item matched a finding: by its type, or by which of its words were found as what. */
export interface WatchMatch {
  label: string;
  /** "model": the language model said so (its `why` is the model's). */
  by: "type" | "words" | "model";
  terms: Term[];
  /** One line for people: `“shutdown” found as “shutting down” (word form)`. */
  why: string;
}

/** Whether a text names a kind by one of its phrases (watch-vocabulary.ts). */
function namedBy(phrases: string[]): (text: string) => boolean {
  const matchers = phrases.map(phrase);
  return (text) => matchers.some((m) => m.test(text));
}

/** The six quick picks, each with whether a phrase of the watch list names it. */
export const QUICK_PICKS: { label: string; type: ChangeType; names: (text: string) => boolean }[] =
  QUICK_PICK_WORDS.map((q) => ({ label: q.label, type: q.type, names: namedBy(q.words) }));

/**
 * The kinds that have no quick pick. A phrase naming them is an item of that type, labelled with the user's words; they
 * are read before the quick picks so that "executive hires" is a leadership change, not any hire.
 */
export const KIND_PHRASES: { type: ChangeType; names: (text: string) => boolean }[] = KIND_WORDS.map((k) => ({
  type: k.type,
  names: namedBy(k.words),
}));

function asksForEverything(phrase: string): boolean {
  const ws = textWords(phrase);
  // "Anything material about the company's future": what it is about (the company, its future) narrows nothing.
  const saysNothingMore = (w: string) =>
    CATCH_ALL.has(w) || OF_NOTE.has(w) || ABOUT_THE_COMPANY.has(w) || isStopword(w);
  return ws.some((w) => CATCH_ALL.has(w)) && ws.every(saysNothingMore);
}

export { watchPhrases };

/** A watch list's items: each clause's phrases, what it says to send and what it says not to send (`excluded`). */
export function parseWatchItems(thingsToTrack: string): WatchItem[] {
  const items: WatchItem[] = [];
  const clauses = readWatchList(thingsToTrack, leadIn);
  for (const { watched, excluded, said } of clauses) {
    for (const phrase of watched.flatMap((w) => kindsApart(w, parseWatchItems))) addPhrase(items, phrase, null);
    for (const phrase of excluded) addPhrase(items, phrase, said);
  }
  return items;
}

/**
 * A clause opened by a catch-all before a colon or a dash ("Anything material: funding, big customers") asks for
 * everything, and names what it cares for most after it: two clauses. Another lead-in ("Hiring: engineering roles")
 * qualifies its own.
 */
function leadIn(clause: string): string[] {
  const marks = LEAD_IN_MARKS.map((m) => ({ m, at: clause.indexOf(m) })).filter((x) => x.at > 0);
  const first = marks.sort((a, b) => a.at - b.at)[0];
  if (!first || !asksForEverything(clause.slice(0, first.at))) return [clause];
  return [clause.slice(0, first.at), clause.slice(first.at + first.m.length)].filter((c) => c.trim());
}
/** What sets a lead-in apart: a colon, a dash ("Anything material – they were looking for a bridge"). */
const LEAD_IN_MARKS = [": ", " – ", " — ", " - "];

/**
 * One phrase's items, added unless there already. `exclusion`: the words that said not to send it ("no need to alert
 * on rounds"), its label then; an exclusion is never a catch-all. A part of its brackets naming another kind on its own
 * is an item of that kind too: "Traction metrics (revenue, customers, growth)" watches customers as well.
 */
function addPhrase(items: WatchItem[], phrase: string, exclusion: string | null): void {
  const add = (item: WatchItem) => {
    const label = exclusion ?? item.label;
    const same = (i: WatchItem) =>
      !!i.excluded === !!exclusion && i.type === item.type && i.label.toLowerCase() === label.toLowerCase();
    if (!items.some(same)) items.push(exclusion ? { ...item, label, excluded: true } : item);
  };
  if (NOTHING_ELSE.has(foldedPhrase(phrase))) return;
  if (asksForEverything(phrase)) {
    if (!exclusion && !items.some((i) => i.any))
      items.push({ label: phrase, kind: "free_text", type: null, keywords: [], any: true });
    return;
  }
  const own = itemsOf(phrase);
  for (const item of own) add(item);
  for (const part of bracketed(phrase).flatMap(watchPhrases)) {
    for (const item of itemsOf(part)) if (item.type && !own.some((o) => o.type === item.type)) add(item);
  }
}

/**
 * What a phrase names, its words outside brackets first: a kind without a quick pick ("M&A", "executive hires") is an
 * item of that type under the user's words; a phrase of only quick-pick words is those quick picks; a phrase with a
 * quick pick's head is an item of that kind whatever qualifies it ("major industrial customer contracts", "New
 * enterprise customers (Fortune 500 / DAX logos)"): the qualifiers stay in its label and words and narrow nothing, and
 * a words match still needs a finding of its kind, so "the industrial revolution" is no partnership. Else free text.
 */
function itemsOf(phrase: string): WatchItem[] {
  const outside = withoutBrackets(phrase);
  const named = QUICK_PICKS.filter((q) => q.names(outside));
  const kind = KIND_PHRASES.find((k) => k.names(outside)) ?? (named.length ? null : kindOf(phrase));
  // Matches findings of its kind, and by its words what the lexicon could not type.
  if (kind) return [{ label: phrase, kind: "free_text", type: kind.type, keywords: contentWords(phrase) }];
  const picks = named.length ? named : QUICK_PICKS.filter((q) => q.names(phrase));
  const rest = contentWords(phrase).filter((w) => !QUICK_PICKS.some((q) => q.names(w)));
  if (rest.length === 0) return picks.map((q) => ({ label: q.label, kind: "quick_pick", type: q.type, keywords: [] }));
  const head = headOf(outside, picks) ?? headOf(phrase, picks);
  return [{ label: phrase, kind: "free_text", type: head, keywords: rest, ...(head ? { within: [head] } : {}) }];
}

const kindOf = (phrase: string) => KIND_PHRASES.find((k) => k.names(phrase)) ?? null;

/**
 * The kind of a phrase's head noun: the last word naming a quick pick before the words that qualify it ("customers
 * among charge point operators", "Rondas de financiación"), else the last anywhere ("grote horecaketens als klant");
 * a quick pick named only by several words together ("growth numbers") when no word names one.
 */
function headOf(phrase: string, picks: typeof QUICK_PICKS): ChangeType | null {
  const ws = textWords(phrase);
  const link = ws.findIndex((w, i) => i > 0 && LINK_WORDS.has(w));
  const kindOf = (w: string) => picks.find((q) => q.names(w))?.type;
  for (const part of [link > 0 ? ws.slice(0, link) : ws, ws]) {
    const type = part.map(kindOf).filter(Boolean).at(-1);
    if (type) return type;
  }
  return picks[0]?.type ?? null;
}

/** Whether `item` matches a finding, and why; null when it does not. */
export function matchWatchItem(item: WatchItem, f: WatchedFinding): WatchMatch | null {
  if (item.excluded) return null;
  if (item.any) {
    // A founder's talk, podcast or profile is their visibility, not the company's event: asked for by name only.
    if (f.type === "other" || f.type === "no_material_change" || f.type === "founder_amplified") return null;
    return {
      label: item.label,
      by: "type",
      terms: [],
      why: `a ${f.type.replaceAll("_", " ")} finding: “${item.label}” covers every kind of event`,
    };
  }
  // A corporate event plainly of another kind than the item names ("regulatory approvals (CE marking, FDA)" and an
  // office in Boston whose text mentions a later FDA submission) is not asked for, however the item is matched.
  if (f.type === "corporate_event" && otherCorporateKind(item.label, f.statements)) return null;
  if (item.type !== null && item.type === f.type) {
    // A qualified item ("partnerships with industrial companies") says which of its words were found, when they were.
    const words = item.within ? wordsMatch(item, withoutUnchanged(f.text)) : null;
    if (words) return words;
    return {
      label: item.label,
      by: "type",
      terms: [],
      why: `a ${f.type.replaceAll("_", " ")} finding, which “${item.label}” stands for`,
    };
  }
  const bridged = kindBridge(item, f);
  if (bridged) return { label: item.label, by: "type", terms: [], why: `${bridged}: “${item.label}” covers it` };
  if (item.kind !== "free_text") return null;
  // An example the user named in brackets ("traction (FedRAMP progress)") that an event of any kind is about (its
  // headline names it) is what the item asks for; named in passing in its text ("… our GMV"), it is not.
  const example = f.type === "other" ? null : namedExample(item, f.text.split("\n")[0] ?? "");
  if (example) return example;
  const priced = pricingPageMatch(item, f);
  if (priced) return priced;
  if (item.within?.length && !item.within.includes(f.type as ChangeType)) return null;
  // An item naming a kind matches that kind above; by its words only what the lexicon left untyped.
  if (item.type !== null && f.type !== "other") return null;
  // "New tests" asks for something added: a workforce cut that names the company's testing adds nothing.
  if (NEW_WORDS.has(textWords(item.label)[0] ?? "") && statesWorkforceReduction(f.text)) return null;
  return wordsMatch(item, assertedText(item, aboutText(f), f.type as ChangeType));
}

/**
 * The text without the sentences where the item's words are not asserted: a question, a plan, a hypothetical, a denial,
 * a negation ("Nothing changes in … your subscription") or hearsay ("Thinking out loud: Europe?", "we may open in
 * Europe next year") asks for nothing watched.
 */
function assertedText(item: WatchItem, text: string, type: ChangeType): string {
  const asserted = (sentence: string) => {
    const found = keywordMatches(item, sentence);
    const lower = sentence.toLowerCase();
    return (
      !found.length ||
      found.some((t) => {
        // A place a move names is told by the move: "We plan to open … , most likely in Phoenix" is a plan.
        const word = t.told ?? t.found;
        const at = lower.indexOf(word.toLowerCase());
        if (at < 0) return true;
        const upTo = sentence.slice(0, at + word.length);
        const said = assertionOf(sentence, sentence.slice(0, at), upTo, type);
        return said.modality === "asserted" && said.polarity === "affirmative";
      })
    );
  };
  return withoutUnchanged(text)
    .split("\n")
    .map((line) => sentencesOf(line).filter(asserted).join(" "))
    .join("\n");
}

/** The item's words found in `text` when they decide (see `decides`), as a match by words; else null. */
function wordsMatch(item: WatchItem, text: string): WatchMatch | null {
  const terms = withNamesWhole(item.label, keywordMatches(item, text), text);
  const found = terms.map((t) => t.keyword);
  if (!decides(item, found)) return null;
  return {
    label: item.label,
    by: "words",
    terms,
    why: terms
      .map((t) => (t.as === "same word" ? `“${t.found}”` : `“${t.keyword}” found as “${t.found}” (${t.as})`))
      .join(", "),
  };
}

/** The items a finding matches, and why: none when the list says not to send it (`exclusionOf`). */
/** What a watch list is matched against: a finding's type and text. */
export interface WatchedFinding {
  type: string;
  text: string;
  /** The event statements read in it, when it was read (a corporate event's kind is in their words). */
  statements?: readonly ReadStatement[];
  /** The kind of the site's page it changed, for a change to a steady page ("pricing"). */
  sitePage?: PageKind;
  /** The kind of page a post is (read/page-kind.ts): an entry of release notes is "changelog". */
  pageKind?: string;
}

export function watchMatchesOf(items: WatchItem[], f: WatchedFinding): WatchMatch[] {
  if (exclusionOf(items, f)) return [];
  return items.map((i) => matchWatchItem(i, f)).filter((m): m is WatchMatch => m !== null);
}

/**
 * The exclusion a finding falls under, and why: one of its kind ("no need to alert on rounds"), but when the list
 * watches that kind too, only one whose own words are found ("funding rounds, except seed rounds"); one of no kind by
 * its words. Null when none.
 */
export function exclusionOf(items: WatchItem[], f: WatchedFinding): WatchMatch | null {
  for (const x of items.filter((i) => i.excluded)) {
    const free = { ...x, excluded: undefined };
    if (x.type === null) {
      const m = matchWatchItem(free, f);
      // Not sending is a strong choice: an exclusion by its words needs them all ("bug fixes" is not a "fixed
      // schedule").
      const all = m?.by !== "words" || x.keywords.every((k) => m.terms.some((t) => t.keyword === k));
      if (m && all) return { ...m, why: `${m.why}: “${x.label}” says not to send it` };
      continue;
    }
    if (x.type !== f.type) continue;
    const watched = items.some((i) => !i.excluded && i.type === x.type);
    // Its qualifiers as written (word forms), not their topic's synonyms: "seed" is not "Series B".
    const terms = keywordMatches(x, f.text).filter((t) => t.as !== "synonym");
    const upkeep = upkeepExcluded(x, f);
    const decided = decides(
      x,
      terms.map((t) => t.keyword),
    );
    if (watched && x.keywords.length && !decided && !upkeep) continue;
    const kind = upkeep ?? `a ${f.type.replaceAll("_", " ")} finding`;
    return { label: x.label, by: "type", terms, why: `${kind}, which “${x.label}” says not to send` };
  }
  return null;
}

/** Free-text keywords found in `text` (by word form or synonym). */
export function keywordHits(item: WatchItem, text: string): string[] {
  return keywordMatches(item, text).map((t) => t.keyword);
}

/** A free-text item matches when its most specific words are found (see `decides`). */
export function freeTextMatches(item: WatchItem, text: string): boolean {
  return decides(item, keywordHits(item, text));
}

/**
 * The specificity rule: each keyword weighs by how much it says (a name or acronym 3, an ordinary
 * word 2, a generic business word 1). An item matches when at least one of its heaviest keywords
 * is found and the found ones weigh at least half of the whole, so a generic word never decides
 * alone ("expansion into Europe" does not match "expanding our team"), and a phrase's
 * qualifiers need not all be present ("industrial companies" matches "the industrial automation
 * firm").
 */
function decides(item: WatchItem, hits: string[]): boolean {
  if (item.keywords.length === 0 || hits.length === 0) return false;
  // "Changes to pricing or business model": either alternative is the item, all of its words (a short phrase).
  const alternatives = alternativesOf(item);
  if (alternatives?.length) return alternatives.some((alt) => alt.keywords.every((k) => hits.includes(k)));
  return decidesWhole(item, hits);
}

/** The specificity rule for one alternative of an item. */
function decidesWhole(item: WatchItem, hits: string[]): boolean {
  const required = requiredKeywords(item.keywords, item.label, contentWords);
  if (namedExamples(item, required).some((k) => hits.includes(k))) return true;
  const weights = required.map((k) => specificity(k, item.label));
  const top = Math.max(...weights);
  const total = weights.reduce((a, b) => a + b, 0);
  const found = item.keywords.reduce((sum, k) => sum + (hits.includes(k) ? specificity(k, item.label) : 0), 0);
  const topFound = required.some((k, i) => weights[i] === top && hits.includes(k));
  const head = compoundHead(item.label, required);
  if (head && specificity(head, item.label) === 2 && !hits.includes(head)) return false;
  return topFound && found * 2 >= total;
}

/** The examples in an item's brackets written as names or acronyms ("FedRAMP", "UAE"): found, one decides. */
function namedExamples(item: WatchItem, required = requiredKeywords(item.keywords, item.label, contentWords)) {
  return item.keywords.filter((k) => !required.includes(k) && specificity(k, item.label) === 3);
}

/** A words match on an example the item names, when `text` holds one. */
function namedExample(item: WatchItem, text: string): WatchMatch | null {
  const phrase = examplePhrases(item).find((p) => ` ${foldedPhrase(text)} `.includes(` ${p} `));
  if (phrase) return { label: item.label, by: "words", terms: [], why: `“${phrase}”, an example it names` };
  const named = namedExamples(item);
  if (!named.length) return null;
  const terms = keywordMatches(item, text).filter((t) => named.includes(t.keyword));
  if (!terms.length) return null;
  return { label: item.label, by: "words", terms, why: terms.map((t) => `“${t.found}”`).join(", ") };
}

/** An item's bracketed examples of two words or more ("pilot plant" of "Technical milestones (pilot plant, …)"). */
function examplePhrases(item: WatchItem): string[] {
  return bracketed(item.label)
    .flatMap((inside) => inside.split(/[,;]|\bor\b|\band\b/))
    .map((p) => foldedPhrase(p))
    .filter((p) => p.split(" ").length >= 2);
}

function contentWords(phrase: string): string[] {
  return [...new Set(words(phrase).filter((w) => !FILLER.has(w) && !isStopword(w)))];
}
