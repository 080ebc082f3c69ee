import { ONE_WORD_LEGAL_SUFFIXES } from "../../../search/normalize";
import { foldText } from "../../../text";
import { type WordSpan, wordSpans } from "../../../text/token-classes";
import { monthNumber } from "../extract/months";
import { placesIn } from "../extract/places";
import { GENERIC_TAILS, isEnglishWord, nameAt, nameWords, writtenAsName } from "./name";

/*
 * Another organisation whose name begins with the company's: "Cedar Ridge has acquired Brightvault Wealth Advisors, a
 * Scottsdale RIA", "Brightvault Self Storage opens a third facility". In a sentence written in sentence case, capitals
 * after the name continue a name; a headline in title case says nothing by its capitals. A legal suffix or a word the
 * press adds to a company's name ("Labs", "AI") or a place ("Acme Germany") continues the company's own, and a title
 * ("CEO"), a round ("Series B") or a date ("Monday") is no name.
 */

/** Words that may follow the company's name without making it another's. */
const NOT_A_LONGER_NAME = new Set([
  ...ONE_WORD_LEGAL_SUFFIXES,
  // Not "Group": "Ostler Group names a new chief executive" is a builder's group, not the start-up Ostler.
  ...[...GENERIC_TAILS].filter((t) => t !== "group"),
  ..."monday tuesday wednesday thursday friday saturday sunday series seed today".split(" "),
]);

/** A line with no word this long in lower case is a headline in title case ("Acme Raises $5M to Expand"). */
const LOWER_WORD = 4;
/** Words a name's continuation takes at most. */
const CONTINUATION_WORDS = 3;

/**
 * The longer name the text gives the company's name each time it writes it in sentence case ("Brightvault Wealth
 * Advisors"), or a registered name of its own anywhere ("Tavlin Spice Co."); null when one of them is the name alone,
 * or none is read.
 */
export function longerName(text: string, name: string): string | null {
  const own = nameWords(name);
  let found: string | null = null;
  let registered: string | null = null;
  let bare = false;
  for (const line of text.split(/\n|(?<=[.!?])\s+/)) {
    const spans = wordSpans(line);
    if (!own.length || titleCase(spans)) continue;
    for (const i of nameAt(spans, own)) {
      const tail = continuation(line, spans, i + own.length);
      if (!tail.length) {
        bare = true;
        continue;
      }
      const longer = line.slice(spans[i]!.start, spans[i + own.length + tail.length - 1]!.end);
      // A registered name of its own ("Tavlin Spice Co."): the press shortens it after ("Tavlin sells …").
      if (tail.length > 1 && ONE_WORD_LEGAL_SUFFIXES.has(foldText(tail[tail.length - 1]!.text))) registered = longer;
      found ??= longer;
    }
  }
  return registered ?? (bare ? null : found);
}

/**
 * The other organisation a headline is about when it names one by the company's leading words and another of its own
 * ("Palisade Roofing raises $12 million" of Palisade Pay, which the article names only as the roofer's payment plan);
 * null when the headline names the company itself or no such organisation.
 */
export function otherInHeadline(headline: string, name: string): string | null {
  const own = nameWords(name);
  if (own.length < 2 || writtenAsName(headline, own.join(" "))) return null;
  return longerName(headline, own.slice(0, -1).join(" "));
}

/** The capitalised words right after the name, parted from it and each other by spaces only. */
function continuation(line: string, spans: WordSpan[], from: number): WordSpan[] {
  const out: WordSpan[] = [];
  for (let j = from; j < spans.length && out.length < CONTINUATION_WORDS; j++) {
    const w = spans[j]!;
    if (line.slice(spans[j - 1]!.end, w.start).trim() !== "" || !capitalisedWord(w.text)) break;
    if (!out.length && (NOT_A_LONGER_NAME.has(foldText(w.text)) || monthNumber(w.text) || placesIn(w.text).length))
      return [];
    out.push(w);
  }
  return out;
}

/** "Wealth", not "RIA" (an acronym may be a title or a trade) nor "advisors". */
function capitalisedWord(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase() && word.slice(1) !== word.slice(1).toUpperCase();
}

/** No English word in lower case: a product's own lower-case name ("pgquarry") leaves a headline in title case. */
function titleCase(spans: WordSpan[]): boolean {
  const lower = (s: WordSpan) => s.text.charAt(0) !== s.text.charAt(0).toUpperCase();
  return !spans.some((s) => s.text.length >= LOWER_WORD && lower(s) && isEnglishWord(s.text));
}
