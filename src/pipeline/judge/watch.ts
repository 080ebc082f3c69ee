import { foldText, stem, words as textWords } from "../../text";
import { phrase } from "../read/phrases";
import { statesWorkforceReduction } from "../read/lexicon";
import type { ChangeType } from "../signal";
import {
  CATCH_ALL,
  FILLER,
  GENERIC,
  KIND_WORDS,
  OF_NOTE,
  QUICK_PICK_WORDS,
  SHORT_WORDS,
  SYNONYMS,
} from "./watch-vocabulary";

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
  /** "Anything material", "everything": every event of a kind, whatever it is (never a change that states none). */
  any?: boolean;
}

/** Why a watch item matched a finding: by its type, or by which of its words were found as what. */
export interface WatchMatch {
  label: string;
  /** "model": the language model said so (its `why` is the model's). */
  by: "type" | "words" | "model";
  terms: { keyword: string; found: string; as: "same word" | "word form" | "synonym" }[];
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
  return ws.some((w) => CATCH_ALL.has(w)) && ws.every((w) => CATCH_ALL.has(w) || OF_NOTE.has(w));
}

/** What separates the items of a watch list within a line: "and", "&" (not M&A's), "/". */
function separates(token: string, next: string | undefined): boolean {
  if (token.toLowerCase() === "and" || token === "/") return true;
  return token === "&" && textWords(next ?? "")[0] !== "a";
}

/** A watch list's phrases: "Product Updates, hiring and M & A / exits" → Product Updates, hiring, M & A, exits. */
export function watchPhrases(thingsToTrack: string): string[] {
  let lines = [thingsToTrack.replaceAll("\t", " ").replaceAll("\r", " ")];
  for (const separator of [",", ";", "•", "·"]) lines = lines.flatMap((l) => l.split(separator));
  const phrases: string[] = [];
  for (const line of lines.flatMap((l) => l.split("\n"))) {
    const tokens = line.split(" ").filter(Boolean);
    let current: string[] = [];
    for (const [i, token] of tokens.entries()) {
      if (!separates(token, tokens[i + 1])) {
        current.push(token);
        continue;
      }
      phrases.push(current.join(" "));
      current = [];
    }
    phrases.push(current.join(" "));
  }
  return phrases.filter(Boolean);
}

export function parseWatchItems(thingsToTrack: string): WatchItem[] {
  const items: WatchItem[] = [];
  for (const phrase of watchPhrases(thingsToTrack)) {
    if (asksForEverything(phrase)) {
      if (!items.some((i) => i.any))
        items.push({ label: phrase, kind: "free_text", type: null, keywords: [], any: true });
      continue;
    }
    const kind = KIND_PHRASES.find((k) => k.names(phrase));
    if (kind) {
      // Matches findings of its kind, and by its words what the lexicon could not type.
      if (!items.some((i) => i.label.toLowerCase() === phrase.toLowerCase())) {
        items.push({ label: phrase, kind: "free_text", type: kind.type, keywords: contentWords(phrase) });
      }
      continue;
    }
    const picks = QUICK_PICKS.filter((q) => q.names(phrase));
    // Words left once the quick picks' own words are gone qualify the phrase ("customers in
    // Europe" → europe): it is then one free-text item about those kinds, not a bare quick pick
    // that any customer anywhere would match.
    const rest = contentWords(phrase).filter((w) => !picks.some((q) => q.names(w)));
    if (rest.length === 0) {
      for (const q of picks) {
        if (!items.some((i) => i.label === q.label))
          items.push({ label: q.label, kind: "quick_pick", type: q.type, keywords: [] });
      }
    } else if (!items.some((i) => i.kind === "free_text" && i.label.toLowerCase() === phrase.toLowerCase())) {
      items.push({
        label: phrase,
        kind: "free_text",
        type: null,
        keywords: rest,
        ...(picks.length ? { within: picks.map((q) => q.type) } : {}),
      });
    }
  }
  return items;
}

/** Whether `item` matches a finding, and why; null when it does not. */
export function matchWatchItem(item: WatchItem, f: { type: string; text: string }): WatchMatch | null {
  if (item.any) {
    if (f.type === "other" || f.type === "no_material_change") return null;
    return {
      label: item.label,
      by: "type",
      terms: [],
      why: `a ${f.type.replaceAll("_", " ")} finding: “${item.label}” covers every kind of event`,
    };
  }
  if (item.type !== null && item.type === f.type) {
    return {
      label: item.label,
      by: "type",
      terms: [],
      why: `a ${f.type.replaceAll("_", " ")} finding, which “${item.label}” stands for`,
    };
  }
  // Layoffs are a corporate event, and headcount going down is hiring news too.
  if (item.type === "hiring" && f.type === "corporate_event" && statesWorkforceReduction(f.text)) {
    return {
      label: item.label,
      by: "type",
      terms: [],
      why: `a workforce reduction, which changes headcount: “${item.label}” covers it`,
    };
  }
  if (item.kind !== "free_text") return null;
  if (item.within?.length && !item.within.includes(f.type as ChangeType)) return null;
  // An item naming a kind matches that kind above; by its words only what the lexicon left untyped.
  if (item.type !== null && f.type !== "other") return null;
  const terms = keywordMatches(item, f.text);
  if (
    !decides(
      item,
      terms.map((t) => t.keyword),
    )
  )
    return null;
  return {
    label: item.label,
    by: "words",
    terms,
    why: terms
      .map((t) => (t.as === "same word" ? `“${t.found}”` : `“${t.keyword}” found as “${t.found}” (${t.as})`))
      .join(", "),
  };
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
  const weights = item.keywords.map((k) => specificity(k, item.label));
  const top = Math.max(...weights);
  const total = weights.reduce((a, b) => a + b, 0);
  const found = item.keywords.reduce((sum, k, i) => sum + (hits.includes(k) ? weights[i] : 0), 0);
  const topFound = item.keywords.some((k, i) => weights[i] === top && hits.includes(k));
  return topFound && found * 2 >= total;
}

function specificity(keyword: string, label: string): number {
  if (GENERIC.has(keyword)) return 1;
  return namedInLabel(keyword, label) ? 3 : 2;
}

/**
 * Whether the user's phrase writes a keyword as a name or an acronym: a capitalised word after the first ("expansion
 * into Europe"), or an acronym anywhere ("EU customers"); a capital that only starts the phrase does not count.
 */
function namedInLabel(keyword: string, label: string): boolean {
  return label
    .split(" ")
    .filter(Boolean)
    .some((token, i) => {
      const first = textWords(token)[0];
      if (first !== keyword || token[0] === token[0].toLowerCase()) return false;
      const written = token.slice(0, first.length);
      return i > 0 || (first.length >= 2 && written === written.toUpperCase());
    });
}

type Term = WatchMatch["terms"][number];

function keywordMatches(item: WatchItem, text: string): Term[] {
  if (item.keywords.length === 0) return [];
  const tokens = words(text);
  const stems = tokens.map(stem);
  // Adjacent words read together, so "shut down" and "shutting down" are both "shutdown".
  const joined = stems
    .slice(0, -1)
    .map((s, i) => ({ stem: s + stems[i + 1], surface: `${tokens[i]} ${tokens[i + 1]}` }));
  const out: Term[] = [];
  // Two keywords written apart may be one word in the text ("shut down" / "shutdown").
  for (let i = 0; i + 1 < item.keywords.length; i++) {
    const at = stems.indexOf(stem(item.keywords[i]) + stem(item.keywords[i + 1]));
    if (at >= 0)
      for (const k of item.keywords.slice(i, i + 2)) out.push({ keyword: k, found: tokens[at], as: "word form" });
  }
  for (const k of item.keywords) {
    if (out.some((t) => t.keyword === k)) continue;
    const ks = stem(k);
    const same = tokens.indexOf(k);
    if (same >= 0) {
      out.push({ keyword: k, found: tokens[same], as: "same word" });
      continue;
    }
    const formAt = stems.findIndex((s, i) => s === ks || sharesPrefix(k, tokens[i]));
    if (formAt >= 0) {
      out.push({ keyword: k, found: tokens[formAt], as: "word form" });
      continue;
    }
    const pair = joined.find((j) => j.stem === ks);
    if (pair) {
      out.push({ keyword: k, found: pair.surface, as: "word form" });
      continue;
    }
    const group = SYNONYM_STEMS.find((g) => g.includes(ks));
    if (group) {
      const i = stems.findIndex((s) => group.includes(s));
      const j = joined.find((p) => group.includes(p.stem));
      if (i >= 0) out.push({ keyword: k, found: tokens[i], as: "synonym" });
      else if (j) out.push({ keyword: k, found: j.surface, as: "synonym" });
    }
  }
  return out;
}

const SYNONYM_STEMS: string[][] = SYNONYMS.map((g) => g.map((p) => words(p).map(stem).join("")));

/** The old prefix rule, kept for derivations the stemmer does not join ("expansion" / "expands"). */
function sharesPrefix(keyword: string, word: string): boolean {
  if (keyword.length <= 5) return false;
  return word.startsWith(keyword.slice(0, Math.max(5, keyword.length - 3)));
}

function contentWords(phrase: string): string[] {
  return [...new Set(words(phrase).filter((w) => !FILLER.has(w)))];
}

/** A watch list's words: folded, "M&A" one word ("mna"), two-letter words only when they carry a subject. */
function words(s: string): string[] {
  const pieces = foldText(s).split("&");
  const joined = pieces.slice(1).reduce((text, piece) => {
    const [before, after] = [text.trimEnd(), piece.trimStart()];
    const mna =
      textWords(before).at(-1) === "m" && before.endsWith("m") && textWords(after)[0] === "a" && after.startsWith("a");
    return mna ? `${before.slice(0, -1)}mna${after.slice(1)}` : `${text}&${piece}`;
  }, pieces[0]);
  return textWords(joined).filter((w) => w.length >= 3 || SHORT_WORDS.has(w));
}
