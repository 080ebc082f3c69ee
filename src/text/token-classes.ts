/*
 * Token classes: what kind of run a word is (a number, a hex digest, a size, a machine token), judged on the word
 * as a whole with sets of characters rather than patterns, so that readers of page text and file names tell a
 * person's word from one a build or a counter wrote the same way.
 */

const DIGITS = new Set("0123456789");
const HEX_LETTERS = new Set("abcdefABCDEF");
const LOWER = new Set("abcdefghijklmnopqrstuvwxyz");
const UPPER = new Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
/** Characters of base64 and base64url besides letters and digits. */
const BASE64_MARKS = new Set("+/_-");

const chars = (word: string) => [...word];

/** "2026", "12": digits only. */
export function isDigits(word: string): boolean {
  return word.length > 0 && chars(word).every((c) => DIGITS.has(c));
}

/** Whether the word holds a digit ("v2", "3f9a"). */
export function hasDigit(word: string): boolean {
  return chars(word).some((c) => DIGITS.has(c));
}

/** Whether the word holds an ASCII letter ("3f9a"). */
export function hasAsciiLetter(word: string): boolean {
  return chars(word).some((c) => LOWER.has(c) || UPPER.has(c));
}

/** A run of ASCII letters and digits only ("main", "3f9a2c1b"). */
export function isAlphanumeric(word: string): boolean {
  return word.length > 0 && chars(word).every((c) => DIGITS.has(c) || LOWER.has(c) || UPPER.has(c));
}

/** Hex digits only ("3f9a2c", "2026"). */
export function isHexDigits(word: string): boolean {
  return word.length > 0 && chars(word).every((c) => DIGITS.has(c) || HEX_LETTERS.has(c));
}

/** A hex digest a build or a store wrote: `minLength` hex digits or more, with a digit ("3f9a2c1e", "140aef"). */
export function isHexDigest(word: string, minLength: number): boolean {
  return word.length >= minLength && isHexDigits(word) && hasDigit(word);
}

/** An image's size in a file name: "140", "140x40". */
export function isSize(word: string): boolean {
  const [w, h, ...rest] = word.split("x");
  return rest.length === 0 && isDigits(w ?? "") && (h === undefined || isDigits(h));
}

/** A UUID: hex groups of 8-4-4-4-12 ("3f9a2c1e-0b4d-4e5f-9a8b-1c2d3e4f5a6b"). */
export function isUuid(word: string): boolean {
  const groups = word.split("-");
  const sizes = [8, 4, 4, 4, 12];
  return groups.length === 5 && groups.every((g, i) => g.length === sizes[i] && isHexDigits(g));
}

/**
 * A base64 or base64url token no person writes: `minLength` characters or more of letters, digits and `+/_-`, with
 * a digit, a capital and a small letter, and up to two `=` of padding ("eyJhbGciOiJIUzI1NiJ9xYz").
 */
export function isBase64Token(word: string, minLength: number): boolean {
  const body = word.endsWith("==") ? word.slice(0, -2) : word.endsWith("=") ? word.slice(0, -1) : word;
  const cs = chars(body);
  return (
    cs.length >= minLength &&
    cs.every((c) => DIGITS.has(c) || LOWER.has(c) || UPPER.has(c) || BASE64_MARKS.has(c)) &&
    cs.some((c) => DIGITS.has(c)) &&
    cs.some((c) => UPPER.has(c)) &&
    cs.some((c) => LOWER.has(c))
  );
}

/** Runs of whitespace: spaces, tabs, line breaks, no-break spaces (`"a \t b"`). */
const WHITESPACE = /\s+/;

/**
 * The text's runs between whitespace, as written (case and punctuation kept): "Acme  Corp." → ["Acme", "Corp."],
 * "  npm  install\tacme " → ["npm", "install", "acme"].
 */
export function spaceTokens(text: string): string[] {
  return text.split(WHITESPACE).filter(Boolean);
}

/** The text with every run of whitespace one space, trimmed: "a \n b" → "a b". */
export function collapseSpaces(text: string): string {
  return spaceTokens(text).join(" ");
}

/**
 * Opening quotation marks, each with the mark that closes it: English “…”, French «…», German „…“, single ‘…’, and the
 * ASCII quote that closes itself.
 */
export const QUOTATION_PAIRS: Readonly<Record<string, string>> = { "“": "”", "«": "»", "„": "“", "‘": "’", '"': '"' };

/**
 * Runs of letters and digits, the words of `words()` as written: "Acme's AI-lab" → "Acme", "s", "AI", "lab". A
 * letter's marks belong to its word: Arabic's vowel signs ("مديرةً"), Hindi's, a decomposed accent.
 */
const WORD_RUN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
/** Runs of letters and digits, and the signs a phrase may name: money, "&", "%" ("€5M", "Acme & Globex", "20%"). */
const PHRASE_RUN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*|[$€£&%]/gu;

/** A word of a text as written, with where it stands: `text.slice(start, end) === text`. */
export interface WordSpan {
  text: string;
  start: number;
  end: number;
}

/** The text's words as written (runs of letters and digits), each with its place in the text. */
export function wordSpans(text: string): WordSpan[] {
  return spansOf(text, WORD_RUN);
}

/**
 * The words of a text and the signs a phrase may name, with their offsets ("raised €5M" → raised 0–6, € 7–8,
 * 5M 8–10).
 */
export function phraseSpans(text: string): WordSpan[] {
  return spansOf(text, PHRASE_RUN);
}

function spansOf(text: string, run: RegExp): WordSpan[] {
  return [...text.matchAll(run)].flatMap((m) => cjkWords({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** Chinese, the Japanese kana, Thai, Lao, Khmer and Burmese: scripts written without spaces between words. */
const CJK = new RegExp(
  `[${["Han", "Hiragana", "Katakana", "Thai", "Lao", "Khmer", "Myanmar"].map((s) => `\\p{Script=${s}}`).join("")}]`,
  "u",
);
let segmenter: Intl.Segmenter | null | undefined;

/** Whether a text holds a script written without spaces between words (Japanese, Chinese, Thai). */
export const isUnspaced = (text: string): boolean => CJK.test(text);

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HIRAGANA = /\p{Script=Hiragana}/u;

/** Whether a text holds Japanese kana, which no Chinese text has: its grammar can be read by its particles. */
export const hasKana = (text: string): boolean => KANA.test(text);

/** Whether a text holds hiragana, the kana Japanese writes its grammar in and names seldom. */
export const hasHiragana = (text: string): boolean => HIRAGANA.test(text);

/** Whether a text holds Korean's Hangul. */
export const hasHangul = (text: string): boolean => HANGUL.test(text);

/**
 * A run of Japanese, Chinese or Thai split into its words by the platform's ICU word segmenter ("資金調達を実施" → 資金,
 * 調達, を, 実施; its dictionaries are by script, whatever the locale), so the vocabulary matches its words as it does
 * a spaced language's; other runs stay whole.
 */
function cjkWords(span: WordSpan): WordSpan[] {
  if (!CJK.test(span.text)) return [span];
  segmenter ??= typeof Intl.Segmenter === "function" ? new Intl.Segmenter("ja", { granularity: "word" }) : null;
  if (!segmenter) return [span];
  return [...segmenter.segment(span.text)]
    .filter((s) => s.isWordLike)
    .map((s) => ({ text: s.segment, start: span.start + s.index, end: span.start + s.index + s.segment.length }));
}

/** The words of a folded text: runs of letters and digits, Japanese and Chinese split into their words. */
export function runsOf(text: string, run: RegExp): string[] {
  return spansOf(text, run).map((s) => s.text);
}

/** The text's runs between whitespace with their places: "Acme, a  lab" → "Acme," at 0, "a" at 6, "lab" at 9. */
export function spaceChunks(text: string): WordSpan[] {
  const out: WordSpan[] = [];
  let at = 0;
  for (const chunk of spaceTokens(text)) {
    const start = text.indexOf(chunk, at);
    out.push({ text: chunk, start, end: start + chunk.length });
    at = start + chunk.length;
  }
  return out;
}

/** Whether the character is a letter or a digit (one of a word's). */
export function isWordChar(c: string): boolean {
  return c.length > 0 && wordSpans(c).length === 1;
}

/** Letters, digits and `_`: what a regular expression's `\b` counts as a word's, for the same edges. */
export function isAsciiWordChar(c: string): boolean {
  return DIGITS.has(c) || LOWER.has(c) || UPPER.has(c) || c === "_";
}

/** A letter with a case ("A", "é", "Ж"). */
export function isCasedLetter(c: string): boolean {
  return c.toLowerCase() !== c.toUpperCase();
}

/** A capital letter ("A", "É"). */
export function isCapital(c: string): boolean {
  return isCasedLetter(c) && c === c.toUpperCase();
}

/** A small letter ("a", "é"). */
export function isSmallLetter(c: string): boolean {
  return isCasedLetter(c) && c === c.toLowerCase();
}

/** Whether `word` opens with a capital and goes on with letters or the given marks only ("Saint-Denis", "St."). */
export function isCapitalised(word: string, marks: string): boolean {
  const [first, ...rest] = [...word];
  return !!first && isCapital(first) && rest.every((c) => isCasedLetter(c) || marks.includes(c));
}

/**
 * The end of `chunk` that a capitalised word of letters and `marks` ends it with, from its first capital: "(New" →
 * "New", "aNew" → "New", "new" → "".
 */
export function capitalisedTail(chunk: string, marks: string): string {
  const cs = [...chunk];
  let from = cs.length;
  while (from > 0 && (isCasedLetter(cs[from - 1]!) || marks.includes(cs[from - 1]!))) from--;
  const tail = cs.slice(from);
  const capital = tail.findIndex(isCapital);
  return capital < 0 ? "" : tail.slice(capital).join("");
}

/** The text without the given characters at its end: ("acme.ai).", ".)") → "acme.ai". */
export function trimEndOf(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/**
 * The text without what its round brackets hold, ASCII or full-width, nested or not: "모아마켓(대표 정하늘)이" is
 * "모아마켓이", and with `gap` " " "Acme (which we announced in May) raised" keeps its words apart. A bracket left
 * open keeps what follows it.
 */
export function withoutBracketed(text: string, gap = ""): string {
  return replaceBracketed(text, () => gap);
}

/**
 * The text with each outermost round bracket, ASCII or full-width, replaced by what `replace` makes of it (its
 * inside, and the bracket whole): the one walk of brackets that dropping them and unwrapping a name share.
 */
export function replaceBracketed(text: string, replace: (inner: string, whole: string) => string): string {
  let out = "";
  let held = "";
  let depth = 0;
  for (const c of text) {
    if (c === "(" || c === "（") depth++;
    if (depth > 0) held += c;
    else out += c;
    if ((c === ")" || c === "）") && depth > 0 && --depth === 0) {
      out += replace(held.slice(1, -1), held);
      held = "";
    }
  }
  return out + held;
}
