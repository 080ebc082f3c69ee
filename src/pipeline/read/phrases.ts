import nlp from "compromise";
import { foldText } from "../../text";

/*
 * Event vocabulary as data (docs/pipeline.md "Vocabulary is data"): a statement's shape written as
 * a phrase of folded words, matched over a sentence's words rather than compiled to a regular
 * expression. A phrase is tokens separated by spaces:
 *
 *   word          the word itself (folded: lower case, no accents: "übernimmt" is "ubernimmt")
 *   stem*         a word starting with it ("sammel*": sammelt, sammelte, eingesammelt is not)
 *   a|b*|c        any of them
 *   ?token        the token, or nothing
 *   ~N            up to N words of anything
 *   #amount       money: "4,5 Mio. Euro", "10 millions d'euros", "€5M", "12 M€"
 *   #exec         an executive's title: "CTO", "Geschäftsführerin", "directrice générale"
 *
 * A phrase matches as a regular expression's exec does (`index`, `[0]` the words as written), so
 * the lexicon reads it like its English patterns.
 */

/** What a phrase match and a regular expression's match have in common. */
export interface PhraseMatch {
  index: number;
  0: string;
}

/** What the lexicon reads a statement with: a regular expression, or a phrase. */
export interface Matcher {
  test(text: string): boolean;
  exec(text: string): PhraseMatch | null;
}

interface Word {
  folded: string;
  start: number;
  end: number;
}

type Token =
  | { kind: "words"; options: string[]; optional: boolean }
  | { kind: "gap"; max: number }
  | { kind: "slot"; slot: Slot };
type Slot = (words: Word[], at: number) => number;

const WORD = /[\p{L}\p{N}]+|[$€£]/gu;

/** The last text's words: every phrase of the vocabulary reads the same sentence in turn. */
let last: { text: string; words: Word[] } = { text: "", words: [] };

function wordsOf(text: string): Word[] {
  if (last.text !== text) {
    const words = [...text.matchAll(WORD)].map((m) => ({
      folded: foldText(m[0]),
      start: m.index,
      end: m.index + m[0].length,
    }));
    last = { text, words };
  }
  return last.words;
}

const isOption = (word: string, option: string) =>
  option.endsWith("*") ? word.startsWith(option.slice(0, -1)) : word === option;

/** Money: an optional symbol, digits (with their decimals), a multiplier or a currency; a symbol or a multiplier. */
const MULTIPLIERS = new Set(
  (
    "k m mm mio millionen million millions millones milhoes milhao miljoen miljard milioni milione mrd milliarden " +
    "milliards milliard bn mil miljoner miljon mln mld"
  ).split(" "),
);
const CURRENCIES = new Set(
  (
    "$ € £ euro euros eur dollar dollars usd pfund pound pounds reais real libras sterling kronor kr sek zl zlotych " +
    "pln"
  ).split(" "),
);

const amount: Slot = (words, at) => {
  let i = at;
  let marked = false;
  if (CURRENCIES.has(words[i]?.folded ?? "")) {
    marked = true;
    i++;
  }
  if (!/^\d/.test(words[i]?.folded ?? "")) return -1;
  // "12m", "5mio": a multiplier written onto the number.
  if (/^\d+(?:k|m|mm|mio|bn)$/.test(words[i]!.folded)) marked = true;
  i++;
  while (/^\d+$/.test(words[i]?.folded ?? "") && words[i]!.start - words[i - 1]!.end <= 1) i++;
  if (MULTIPLIERS.has(words[i]?.folded ?? "")) {
    marked = true;
    i++;
    if (words[i]?.folded === "de" || words[i]?.folded === "d") i++;
  }
  if (CURRENCIES.has(words[i]?.folded ?? "")) {
    marked = true;
    i++;
  }
  return marked ? i : -1;
};

/** An executive's title in the languages the vocabulary holds (and the English abbreviations they use too). */
const EXEC_WORDS = (
  "ceo cto cfo coo cmo cro cpo ciso vp geschaftsfuhrer* vorstand* finanzvorstand* technikvorstand* leiter* " +
  "directeur* directrice president* director* consejer* vicepresident* diretor* bestuurder* amministratore* " +
  "direttore* direttrice*"
).split(" ");
const EXEC_QUALIFIERS = new Set(
  (
    "general generale generales technique financier financiere financiero financiera tecnico tecnica delegado " +
    "delegada executivo executiva financeiro financeira delegato finanziario tecnologico operativo"
  ).split(" "),
);

const exec: Slot = (words, at) => {
  const w = words[at]?.folded ?? "";
  if (w === "chief" && words[at + 2]?.folded === "officer") return at + 3;
  if (!EXEC_WORDS.some((o) => isOption(w, o))) return -1;
  let i = at + 1;
  while (EXEC_QUALIFIERS.has(words[i]?.folded ?? "")) i++;
  return i;
};

const SLOTS: Record<string, Slot> = { amount, exec };

function compile(phrase: string): Token[] {
  return phrase
    .trim()
    .split(/\s+/)
    .map((t): Token => {
      if (t.startsWith("~")) return { kind: "gap", max: Number(t.slice(1)) };
      if (t.startsWith("#")) {
        const slot = SLOTS[t.slice(1)];
        if (!slot) throw new Error(`unknown slot ${t} in “${phrase}”`);
        return { kind: "slot", slot };
      }
      const optional = t.startsWith("?");
      return { kind: "words", options: (optional ? t.slice(1) : t).split("|"), optional };
    });
}

/** Where the tokens from `t` on match starting at word `at`: the index after the match, or -1. */
function matchFrom(tokens: Token[], t: number, words: Word[], at: number): number {
  if (t === tokens.length) return at;
  const token = tokens[t]!;
  if (token.kind === "gap") {
    for (let skip = 0; skip <= token.max && at + skip <= words.length; skip++) {
      const end = matchFrom(tokens, t + 1, words, at + skip);
      if (end >= 0) return end;
    }
    return -1;
  }
  if (token.kind === "slot") {
    const next = token.slot(words, at);
    return next < 0 ? -1 : matchFrom(tokens, t + 1, words, next);
  }
  const w = words[at];
  if (w && token.options.some((o) => isOption(w.folded, o))) {
    const end = matchFrom(tokens, t + 1, words, at + 1);
    if (end >= 0) return end;
  }
  return token.optional ? matchFrom(tokens, t + 1, words, at) : -1;
}

/** A phrase of the vocabulary as a matcher. */
export function phrase(source: string): Matcher {
  const tokens = compile(source);
  const exec = (text: string): PhraseMatch | null => {
    const words = wordsOf(text);
    for (let at = 0; at < words.length; at++) {
      const end = matchFrom(tokens, 0, words, at);
      if (end > at) {
        const start = words[at]!.start;
        return { index: start, 0: text.slice(start, words[end - 1]!.end) };
      }
    }
    return null;
  };
  return { exec, test: (text) => exec(text) !== null };
}

/** The last text compromise parsed: every compromise phrase of the lexicon reads the same sentence in turn. */
let lastDoc: { text: string; doc: ReturnType<typeof nlp> | null } = { text: "", doc: null };

/**
 * A shape compromise matches by its tags (`#Value`, `#Plural`: "passed one million registered makers"), as a matcher:
 * the first of `patterns` that matches and that `accept` keeps.
 */
export function taggedPhrase(patterns: string[], accept: (words: string) => boolean = () => true): Matcher {
  const exec = (text: string): PhraseMatch | null => {
    if (lastDoc.text !== text || !lastDoc.doc) lastDoc = { text, doc: nlp(text) };
    for (const pattern of patterns) {
      for (const m of lastDoc.doc!.match(pattern).json({ offset: true }) as {
        offset: { start: number; length: number };
      }[]) {
        const words = text.slice(m.offset.start, m.offset.start + m.offset.length).replace(/[\s.,;:!?]+$/, "");
        if (accept(words)) return { index: m.offset.start, 0: words };
      }
    }
    return null;
  };
  return { exec, test: (text) => exec(text) !== null };
}

/** The largest number a phrase names, as compromise reads numbers ("one million" is 1000000). */
export function largestNumber(words: string): number {
  return Math.max(0, ...(nlp(words).numbers().get() as number[]).filter((n) => Number.isFinite(n)));
}
