import { STOPWORDS } from "./stopwords";
import { runsOf } from "./token-classes";

/*
 * The one text module (docs/pipeline.md "Vocabulary is data"): folding, words, stopwords and stemming, so that every
 * reader of text in src/ compares words the same way. Pure functions, no dependencies, safe on Workers.
 */

/** Letters that Unicode decomposition does not reduce to ASCII. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŧ: "t",
};
const PLAIN_ASCII = /^[\x20-\x26\x28-\x5f\x61-\x7e]*$/;
const SPECIAL_LETTERS_RE = /[ßæœøłđðþıħŧ]/g;
/**
 * Arabic as its search engines compare it: short vowels, hamza and madda marks and the stretching tatweel dropped
 * (optional in writing: "أعلنت" is "اعلنت"), alef maksura as ya, ta marbuta as ha, Arabic-Indic digits as digits.
 */
const ARABIC_MARKS_RE = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const ARABIC_LETTERS: Record<string, string> = { ى: "ي", ة: "ه" };
const ARABIC_LETTERS_RE = /[ىة\u0660-\u0669\u06f0-\u06f9]/g;
const arabicLetter = (c: string) => {
  const code = c.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return ARABIC_LETTERS[c] ?? c;
};
const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/**
 * Lower case, accents removed, compatibility forms folded ("ﬁ" → "fi", full-width letters →
 * ASCII), apostrophes dropped so "O'Brien" stays one word, except a possessive's ("Acme's" is
 * "acme s"). Only the combining accents of Latin, Greek and Cyrillic (U+0300–U+036F) and Arabic's optional marks
 * go: marks of other scripts change the letter ("ボ" ≠ "ホ").
 */
export function foldText(s: string): string {
  // Plain ASCII without an apostrophe has nothing to fold but its case (most words of most pages).
  if (PLAIN_ASCII.test(s)) return s.toLowerCase();
  return (
    s
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]+/g, "")
      .replace(ARABIC_MARKS_RE, "")
      .normalize("NFC")
      .replace(SPECIAL_LETTERS_RE, (c) => SPECIAL_LETTERS[c])
      .replace(ARABIC_LETTERS_RE, arabicLetter)
      // Thai's and Lao's "am" vowel, which NFKD splits in two and NFC leaves so: the words would not be its words.
      .replace(/\u0e4d\u0e32/g, "\u0e33")
      .replace(/\u0ecd\u0eb2/g, "\u0eb3")
      // A possessive leaves the name whole ("Carvalho’s Vinhara" → "carvalho s vinhara"); other apostrophes go.
      .replace(/['’‘`´]s(?![\p{L}\p{N}])/gu, " s")
      .replace(/['’‘`´]/g, "")
  );
}

/** Whether a text holds a letter of a script other than Latin (Arabic, Thai, Japanese): a name written so. */
export function hasOtherScript(s: string): boolean {
  return OTHER_SCRIPT.test(s);
}
const OTHER_SCRIPT = /(?![\p{Script=Latin}])\p{L}/u;

/** A word in Chinese characters, kana or Hangul, where two characters (株式, 투자) make a whole word. */
export function isDenseScript(word: string): boolean {
  return DENSE_SCRIPT.test(word);
}
const DENSE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The words of a text, folded: runs of letters and digits ("Série A, $12M" → ["serie", "a", "12m"]). */
export function words(s: string): string[] {
  return runsOf(foldText(s), WORD_RE);
}

/** The words of a text in lower case, accents kept: where folding would merge two ("würde", "wurde"). */
export function lowerWords(s: string): string[] {
  return runsOf(s.toLowerCase(), WORD_RE);
}

/** The words of a text folded and joined by one space: a phrase as compared. */
export function foldedPhrase(s: string): string {
  return words(s).join(" ");
}

/**
 * The first of `phrases` (each a folded phrase, "no longer") that `text` holds as whole words, or null: how the
 * readers match word lists kept as data (cues per language) instead of one regular expression each.
 */
export function findPhrase(text: string, phrases: readonly string[]): string | null {
  const padded = ` ${foldedPhrase(text)} `;
  for (const p of phrases) if (padded.includes(` ${p} `)) return p;
  return null;
}

/** Whether a folded word is a function word in English, German, French or Spanish (stopwords.ts). */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/**
 * A light English stemmer: enough for the forms company news uses ("partnerships" / "partners",
 * "shutting" / "shut", "companies" / "company", "acquired" / "acquire"); not Porter, on purpose.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith("ships")) w = w.slice(0, -5);
  else if (w.endsWith("ship") && w.length > 6) w = w.slice(0, -4);
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|us|is)$/.test(w)) {
    // "business", "status", "analysis" are not plurals
  } else if (/(?:ches|shes|sses|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && w.length > 3) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("er") && w.length > 6) w = w.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  if (w.endsWith("y") && w.length > 4) w = `${w.slice(0, -1)}i`;
  return w;
}
export * from "./token-classes";
