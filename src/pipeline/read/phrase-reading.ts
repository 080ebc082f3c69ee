import nlp from "compromise";
import { foldText, phraseSpans, type WordSpan } from "../../text";

/* A text as the vocabulary's phrases read it (read/phrases.ts): its words, folded, and what separates them. */

export interface Word extends WordSpan {
  folded: string;
  /** What is written between the last word and this one ("" for the first). */
  sep: string;
  /** Whether the word starts a line. */
  line: boolean;
}

/** What a phrase reads: the text and its words (and the set of its folded words, for `mayMatch`). */
export interface Reading {
  text: string;
  words: Word[];
  folded?: Set<string>;
}

/**
 * The last texts' words: every phrase of the vocabulary reads the same sentence in turn, and the rules that ask go
 * back and forth between a few texts (a sentence, its title, its page's lede).
 */
const readings = new Map<string, Reading>();
const READINGS_KEPT = 64;

export function readingOf(text: string): Reading {
  let r = readings.get(text);
  if (!r) {
    const words = phraseSpans(text).map((w, i, all) => {
      const written = i === 0 ? "" : text.slice(all[i - 1]!.end, w.start);
      // The full stop of a title before a name ("appoints Dr. Regula Wyss as …") ends no sentence.
      const sep = written.startsWith(".") && isAbbreviation(all[i - 1]!.text) ? written.slice(1) : written;
      return { ...w, folded: foldText(w.text), sep, line: i === 0 || sep.includes("\n") };
    });
    r = { text, words };
    if (readings.size >= READINGS_KEPT) readings.delete(readings.keys().next().value!);
    readings.set(text, r);
  }
  return r;
}

/** Whether a text holds, for each of a phrase's required tokens (phrases.ts requiredWords), one of its options. */
export function mayMatch(r: Reading, required: string[][]): boolean {
  if (required.length === 0) return true;
  r.folded ??= new Set(r.words.map((w) => w.folded));
  const folded = r.folded;
  return required.every((options) => options.some((o) => folded.has(o)));
}

const abbreviations = new Map<string, boolean>();

/**
 * Whether a word is written with a full stop that ends no sentence: a title before a name ("Dr", "Prof", "Mrs") or an
 * abbreviation ("St", "Mt", "Inc", "Ave"), as the parse's lexicon knows them.
 */
export function isAbbreviation(word: string): boolean {
  if (word.length > 5 || !/^\p{Lu}/u.test(word)) return false;
  let known = abbreviations.get(word);
  if (known === undefined) {
    known = nlp(`${word}.`).has("(#Honorific|#Abbreviation)");
    abbreviations.set(word, known);
  }
  return known;
}
