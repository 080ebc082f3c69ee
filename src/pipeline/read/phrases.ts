import nlp from "compromise";
import { foldText, isDigits, phraseSpans } from "../../text";
import { isOrdinalDay } from "../collect/extract/months";
import { mayMatch, readingOf, type Reading, type Word } from "./phrase-reading";
import { ATTACHED_MULTIPLIERS, CURRENCIES, DOLLAR_PREFIXES, MULTIPLIERS } from "./money-words";
import { placeSlot } from "./place-slot";
import { EXEC_PREFIXES, EXEC_QUALIFIERS, EXEC_WORDS } from "./exec-titles";

/*
 * Event vocabulary as data (docs/pipeline.md "Vocabulary is data"): a statement's shape written as
 * a phrase of folded words, matched over a sentence's words rather than compiled to a regular
 * expression. A phrase is tokens separated by spaces:
 *
 *   word          the word itself (folded: lower case, no accents: "übernimmt" is "ubernimmt")
 *   stem*         a word starting with it ("sammel*": sammelt, sammelte, eingesammelt is not)
 *   *head         a word ending with it, as German compounds end with their head ("*partnerschaft":
 *                 Vertriebspartnerschaft, Partnerschaft)
 *   *core*        a word holding it, as Arabic joins "and", "the", "with" before a word and "its" after it
 *                 ("*استحواذ*": الاستحواذ, واستحواذها)
 *   a|b*|c        any of them
 *   a-b           a, then b after a space or a hyphen ("pre-seed": "pre seed", "pre-seed")
 *   ?token        the token, or nothing (a word or a #slot)
 *   ~N            up to N words of anything within the sentence: no full stop or line break between them
 *   *N            up to N words of anything, whatever is between them but a line break ("How St. Aidan’s cut")
 *   +N            up to N words written in a row (spaces, apostrophes between; "multi-year" is one word)
 *   #amount       money: "4,5 Mio. Euro", "10 millions d'euros", "€5M", "12 M€"
 *   #exec         an executive's title: "CTO", "Geschäftsführerin", "directrice générale"
 *   #number       a count: "1,000", "10k", "2.5 million", "300"
 *   #integer      a number without a multiplier: "17", "1,700"
 *   #nth          an ordinal in digits of a thousand or more: "10,000th", "1000th"
 *   #digit        a word with a digit in it: "3x", "Q3", "118"
 *   #percent      a rate: "40%", "3x", "12 percent"
 *   #version      a version number: "3.4", "v2.0.1"
 *   #vversion     a version number written with its v: "v2.0"
 *   #name         a name: a word written with a capital ("Siemens", "Target")
 *   #place        a country, a city or a region ("Mexico", "São Paulo", "Latin America")
 *   ^             the start of a line
 *   .,:$          punctuation: the previous word is followed by one of these marks, "$" the end of the line
 *                 ("#name .,$": "is now Nimbus.", "case study :"; "_.,": after spaces too)
 *   !a|b          the next word is none of them ("launch !your|you": not the imperative "Launch your …")
 *   !a|b~N        none of the next N words is one of them
 *
 * Words in a row are written in a row: only spaces or an apostrophe between them ("we’re", "s’associe"), not a comma
 * or a quote ("Partners, with" is not "partners with"); after a gap or a punctuation token, anything.
 * A phrase starting with "=" compares its words as written, not folded: "= is now #name" is not "Is Now".
 * A phrase may be several (an array): the first that matches at the leftmost word, as a regular
 * expression's alternatives. A phrase matches as a regular expression's exec does (`index`, `[0]`
 * the words as written).
 */

/** What a phrase match and a regular expression's match have in common. */
export interface PhraseMatch {
  index: number;
  0: string;
}

/** What the lexicon reads a statement with: a phrase, or a compromise pattern (taggedPhrase). */
export interface Matcher {
  test(text: string): boolean;
  exec(text: string): PhraseMatch | null;
}

type Token =
  | { kind: "words"; options: string[]; optional: boolean; asWritten: boolean; hyphen: boolean }
  | { kind: "gap"; max: number; crosses: "sentence" | "any" | "row" }
  | { kind: "slot"; slot: Slot; optional: boolean }
  | { kind: "test"; test: Test; punctuation: boolean };
/** A slot reads words from `at` on: the index after them, or -1. */
type Slot = (r: Reading, at: number) => number;
/** A test reads nothing: whether the words at `at` (and the text before) are as it wants. */
type Test = (r: Reading, at: number) => boolean;

/**
 * The words a phrase cannot match without: for each of its tokens that must match one word as written out (no
 * wildcard, not optional), its options (folded: a word as written is the same word folded). A text holding none of
 * one token's options is passed over at once.
 */
function requiredWords(tokens: Token[]): string[][] {
  return tokens.flatMap((t) =>
    t.kind === "words" && !t.optional && t.options.every((o) => !o.includes("*"))
      ? [t.asWritten ? t.options.map((o) => foldText(o)) : t.options]
      : [],
  );
}

const isOption = (word: string, option: string) => {
  const [head, tail] = [option.startsWith("*"), option.length > 1 && option.endsWith("*")];
  const core = option.slice(head ? 1 : 0, tail ? -1 : undefined);
  return head ? (tail ? word.includes(core) : word.endsWith(core)) : tail ? word.startsWith(core) : word === core;
};

/**
 * Whether word `i` follows the last in a row: after spaces, an apostrophe, nothing, a count's plus ("60+ brands"), or
 * (if `hyphen`) a hyphen.
 */
function inRow(r: Reading, i: number, hyphen: boolean): boolean {
  const sep = r.words[i]?.sep.trim() ?? "";
  if (sep === "+") return numberWord(r.words[i - 1]) !== null;
  return sep === "" || sep === "'" || sep === "’" || (hyphen && sep === "-");
}

/** Whether a gap may skip to word `i` (from word `i - 1`). */
function mayCross(r: Reading, i: number, crosses: "sentence" | "any" | "row"): boolean {
  const w = r.words[i];
  if (!w) return true;
  if (crosses === "row") return inRow(r, i, true);
  // A decimal point ("$31.6 million") ends no sentence, nor does an ordinal day's ("zum 31. Dezember").
  const decimal = w.sep === "." && numberWord(w) !== null && numberWord(r.words[i - 1]) !== null;
  const ordinalDay = w.sep === ". " && isOrdinalDay(r.words[i - 1]?.folded ?? "", w.text);
  return !w.line && (crosses === "any" || decimal || ordinalDay || !w.sep.includes("."));
}

/** A number as a word: its digits and the letters written onto them ("12m" is 12 and "m", "2024" is 2024 and ""). */
const NUMBER_WORD = /^(\d+)([a-z]*)$/;
const numberWord = (w: Word | undefined) => (w ? NUMBER_WORD.exec(w.folded) : null);

/**
 * After the number word at `at`, the digit groups written onto it ("1,000,000", "4.5"): the index after them. With
 * `multiplied`, the last group may carry a multiplier written onto it ("2.4M").
 */
function digitsEnd(r: Reading, at: number, multiplied = false): number {
  let i = at + 1;
  while (r.words[i] && r.words[i]!.start - r.words[i - 1]!.end === 1) {
    const group = numberWord(r.words[i])?.[2];
    if (group === "" || (multiplied && group !== undefined && ATTACHED_MULTIPLIERS.has(group))) i++;
    if (group !== "") break;
  }
  return i;
}

/** Money: an optional symbol, digits (with their decimals), a multiplier or a currency; a symbol or a multiplier. */
const amount: Slot = (r, at) => {
  const { words } = r;
  let i = at;
  let marked = false;
  // A dollar's country written onto its sign: "A$1 billion", "NZ$4m", "US$12m".
  if (DOLLAR_PREFIXES.has(words[i]?.folded ?? "") && words[i + 1]?.folded === "$" && words[i + 1]!.sep === "") i++;
  if (CURRENCIES.has(words[i]?.folded ?? "")) {
    marked = true;
    i++;
  }
  const number = numberWord(words[i]);
  if (!number) return -1;
  i = digitsEnd(r, i, true);
  if (ATTACHED_MULTIPLIERS.has(numberWord(words[i - 1])?.[2] ?? "")) marked = true;
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

/** A count: digits with their groups, and a multiplier ("10k", "2.5 million", "1,000"). */
const COUNT_MULTIPLIERS = new Set(["k", "m", "thousand", "million", "billion"]);
const number: Slot = (r, at) => {
  const n = numberWord(r.words[at]);
  if (!n || (n[2] !== "" && !COUNT_MULTIPLIERS.has(n[2]!))) return -1;
  const i = digitsEnd(r, at);
  return n[2] === "" && COUNT_MULTIPLIERS.has(r.words[i]?.folded ?? "") && inRow(r, i, false) ? i + 1 : i;
};

/**
 * An ordinal in digits of a thousand or more ("10,000th", "1000th", Dutch "100.000ste"): a milestone's count, where
 * a small one is a date, an anniversary or a rank ("our 5th birthday", "the 2nd office").
 */
const ORDINAL_ENDINGS = new Set(["st", "nd", "rd", "th", "ste"]);
const nth: Slot = (r, at) => {
  let digits = "";
  for (let i = at; r.words[i] && (i === at || r.words[i]!.start - r.words[i - 1]!.end === 1); i++) {
    const n = numberWord(r.words[i]);
    if (!n) return -1;
    digits += n[1];
    if (ORDINAL_ENDINGS.has(n[2]!)) return Number(digits) >= 1000 ? i + 1 : -1;
    if (n[2] !== "") return -1;
  }
  return -1;
};

/** A number as written, without a multiplier: "17", "1,700". */
const integer: Slot = (r, at) => (numberWord(r.words[at])?.[2] === "" ? digitsEnd(r, at) : -1);

/** A word with a digit in it: "3x", "Q3", "118". */
const digit: Slot = (r, at) => ([...(r.words[at]?.folded ?? "")].some((c) => c >= "0" && c <= "9") ? at + 1 : -1);

/** A rate: a number with "%" written after it, "x" ("3x", "3 x") or "percent". */
const percent: Slot = (r, at) => {
  const n = numberWord(r.words[at]);
  if (!n) return -1;
  if (n[2] === "x") return at + 1;
  if (n[2] !== "") return -1;
  const i = digitsEnd(r, at);
  return ["%", "x", "percent"].includes(r.words[i]?.folded ?? "") ? i + 1 : -1;
};

/** A version: "3.4", "v2.0.1" (at least two groups joined by dots); `v` whether its "v" must be written. */
const versionSlot =
  (v: boolean): Slot =>
  (r, at) => {
    const w = r.words[at];
    if (!w || (v && !w.folded.startsWith("v"))) return -1;
    const digits = w.folded.startsWith("v") ? w.folded.slice(1) : w.folded;
    if (numberWord({ ...w, folded: digits })?.[2] !== "") return -1;
    let i = at + 1;
    while (numberWord(r.words[i])?.[2] === "" && r.text.slice(r.words[i - 1]!.end, r.words[i]!.start) === ".") i++;
    return i > at + 1 ? i : -1;
  };

/** A name: a capitalised word, the words a hyphen joins to it ("Hapag-Lloyd") and a possessive ("Sainsbury's"). */
const name: Slot = (r, at) => {
  const first = r.words[at]?.text[0] ?? "";
  if (first === first.toLowerCase()) return -1;
  let i = at + 1;
  const possessive = (w: (typeof r.words)[number] | undefined) => w?.folded === "s" && (w.sep === "'" || w.sep === "’");
  while (r.words[i]?.sep === "-" || possessive(r.words[i])) i++;
  return i;
};

const exec: Slot = ({ words }, from) => {
  let at = from;
  while (EXEC_PREFIXES.has(words[at]?.folded ?? "")) at++;
  const w = words[at]?.folded ?? "";
  if (w === "chief" && words[at + 2]?.folded === "officer") return at + 3;
  if (!EXEC_WORDS.some((o) => isOption(w, o))) return -1;
  let i = at + 1;
  while (EXEC_QUALIFIERS.has(words[i]?.folded ?? "")) i++;
  return i;
};

const SLOTS: Record<string, Slot> = {
  amount,
  exec,
  place: placeSlot,
  number,
  integer,
  nth,
  digit,
  percent,
  version: versionSlot(false),
  vversion: versionSlot(true),
  name,
};

/** The marks a punctuation token may name ("$" the end of the line). */
const MARKS = new Set([..."_.,:;!—–$"]);
const isPunctuation = (token: string) => [...token].every((c) => MARKS.has(c));

/**
 * `.,:$`: the previous word is followed right away by one of the marks (`_.,:`: after spaces, if any); "$": by nothing
 * but spaces to the line's end, or by a full stop or an exclamation mark that ends its sentence ("Now at Target.").
 */
function followedByMark(token: string): Test {
  return (r, at) => {
    const after = r.text.slice(r.words[at - 1]?.end ?? 0);
    const rest = token.startsWith("_") ? after.trimStart() : after;
    const line = after.slice(0, after.includes("\n") ? after.indexOf("\n") : after.length).trim();
    if (token.includes("$") && (after.startsWith(".") ? line.slice(1) : line).trim() === "") return true;
    // A sentence's end is a line's end: "Now at Walmart. All 4,200+ of them."
    if (token.includes("$") && (after.startsWith(". ") || after.startsWith("! "))) return true;
    return [...token].some((mark) => mark !== "$" && mark !== "_" && rest.startsWith(mark));
  };
}

/** `!a|b`: the next word in a row is none of the options; `!a|b~N`: none of the next N words of the sentence is. */
function notFollowedBy(token: string): Test {
  const [list, within] = token.slice(1).split("~");
  const options = list!.split("|");
  const crosses = within ? "sentence" : "row";
  return (r, at) => {
    for (let i = at; i < at + Number(within ?? 1) && i < r.words.length && mayCross(r, i, crosses); i++) {
      if (options.some((o) => isOption(r.words[i]!.folded, o))) return false;
    }
    return true;
  };
}

const GAPS: Record<string, "sentence" | "any" | "row"> = { "~": "sentence", "*": "any", "+": "row" };

/** The start of a line. */
const lineStart: Test = (r, at) => r.words[at]?.line ?? false;

function compile(phrase: string): Token[] {
  const tokens = phrase.split(" ").filter(Boolean);
  const asWritten = tokens[0] === "=";
  return (asWritten ? tokens.slice(1) : tokens).flatMap((t): Token[] => {
    const crosses = GAPS[t[0]!];
    if (crosses && t.length > 1 && isDigits(t.slice(1))) return [{ kind: "gap", max: Number(t.slice(1)), crosses }];
    if (t === "^") return [{ kind: "test", test: lineStart, punctuation: false }];
    if (isPunctuation(t)) return [{ kind: "test", test: followedByMark(t), punctuation: true }];
    if (t.startsWith("!")) return [{ kind: "test", test: notFollowedBy(t), punctuation: false }];
    const optional = t.startsWith("?");
    const bare = optional ? t.slice(1) : t;
    if (bare.startsWith("#")) {
      const slot = SLOTS[bare.slice(1)];
      if (!slot) throw new Error(`unknown slot ${t} in “${phrase}”`);
      return [{ kind: "slot", slot, optional }];
    }
    // "pre-seed": "pre", then "seed" after a space or a hyphen.
    return bare.split("-").map((part, i) => ({
      kind: "words",
      options: part.split("|"),
      optional: optional && i === 0,
      asWritten,
      hyphen: i > 0,
    }));
  });
}

/**
 * Where the tokens from `t` on match starting at word `at`: the index after the match, or -1. `loose`: whether the
 * word at `at` may come after any punctuation (at the start, after a gap or a punctuation token), not only in a row.
 */
function matchFrom(tokens: Token[], t: number, r: Reading, at: number, loose: boolean): number {
  if (t === tokens.length) return at;
  const token = tokens[t]!;
  if (token.kind === "gap") {
    // Words a hyphen joins count as one in a row ("multi-year").
    let skipped = 0;
    for (let i = at; skipped <= token.max && i <= r.words.length; i++) {
      if (i > at && r.words[i]?.sep !== "-") skipped++;
      if (skipped > token.max || (i > 0 && !mayCross(r, i, token.crosses))) break;
      const end = matchFrom(tokens, t + 1, r, i, token.crosses !== "row");
      if (end >= 0) return end;
    }
    return -1;
  }
  if (token.kind === "test")
    return token.test(r, at) ? matchFrom(tokens, t + 1, r, at, loose || token.punctuation) : -1;
  const w = r.words[at];
  const here = loose || inRow(r, at, token.kind === "words" && token.hyphen);
  if (token.kind === "slot") {
    const next = here ? token.slot(r, at) : -1;
    const end = next < 0 ? -1 : matchFrom(tokens, t + 1, r, next, false);
    return end < 0 && token.optional ? matchFrom(tokens, t + 1, r, at, loose) : end;
  }
  if (w && here && token.options.some((o) => isOption(token.asWritten ? w.text : w.folded, o))) {
    const end = matchFrom(tokens, t + 1, r, at + 1, false);
    if (end >= 0) return end;
  }
  return token.optional ? matchFrom(tokens, t + 1, r, at, loose) : -1;
}

/** A phrase of the vocabulary (or several, the first that matches at the leftmost word) as a matcher. */
export function phrase(source: string | readonly string[]): Matcher {
  const alternatives = (typeof source === "string" ? [source] : source).map((p) => {
    const tokens = compile(p);
    return { tokens, required: requiredWords(tokens) };
  });
  const exec = (text: string): PhraseMatch | null => {
    const r = readingOf(text);
    const possible = alternatives.filter((a) => mayMatch(r, a.required)).map((a) => a.tokens);
    if (possible.length === 0) return null;
    for (let at = 0; at < r.words.length; at++) {
      for (const tokens of possible) {
        const end = matchFrom(tokens, 0, r, at, true);
        if (end > at) {
          const start = r.words[at]!.start;
          return { index: start, 0: text.slice(start, r.words[end - 1]!.end) };
        }
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
        const matched = text.slice(m.offset.start, m.offset.start + m.offset.length);
        // The words without the punctuation compromise keeps after them ("two million downloads.").
        const words = matched.slice(0, phraseSpans(matched).at(-1)?.end ?? 0);
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
