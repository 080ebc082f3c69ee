import { isDigits, words } from "../../text";
import { type Matcher, type PhraseMatch, phrase } from "./phrases";

/*
 * How the readers of read/ match their cue tables (docs/pipeline.md "Vocabulary is data"): a table is a list of
 * phrases in the phrase matcher's syntax (phrases.ts: `stem*`, `a|b`, `?optional`, `~N` gaps), matched over a text's
 * folded words; plus the few shapes of a single word that are not vocabulary (a capitalised name, a numeral).
 */

/**
 * A table of phrases as one matcher: the leftmost match of any of them, the first listed winning a tie (the phrase
 * matcher's own rule for several phrases).
 */
export function anyPhrase(phrases: readonly string[]): Matcher {
  return phrase(phrases);
}

/** The match of `cues` when it starts at the first word of `text` (punctuation before it aside), else null. */
export function leadingMatch(text: string, cues: Matcher): PhraseMatch | null {
  const m = cues.exec(text);
  return m && words(text.slice(0, m.index)).length === 0 ? m : null;
}

/** A word written as a name: a capital, then letters, digits, "&", "." or "-" ("Acme", "AT&T", "Booking.com"). */
const CAPITALISED = /^[A-Z][\p{L}\p{N}&.-]*$/u;

export function isCapitalised(word: string): boolean {
  return CAPITALISED.test(word);
}

/** A word made of digits only ("12", "2024"): a number as written, not spelled (the text module's `isDigits`). */
export const isNumeral = isDigits;

/** Punctuation a parse leaves at the end of a phrase ("TechCrunch," → "TechCrunch"). */
const TRAILING_PUNCTUATION = /[,.;:]+$/;

export function withoutTrailingPunctuation(text: string): string {
  return text.replace(TRAILING_PUNCTUATION, "");
}
