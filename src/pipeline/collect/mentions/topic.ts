import { foldedPhrase, isStopword, stem } from "../../../text";
import { hasDigit, wordSpans } from "../../../text/token-classes";
import { nameTokens } from "../../../search/normalize";
import { wordsTagged } from "./tags";

/*
 * What the company does, in its own site's words: an item that describes the company of that name with a phrase the
 * company's site uses ("cold-chain monitor Hollowpine" about a site selling "cold chain you can prove") is about this
 * company, not a namesake; a namesake is described in another trade's words ("drone inspection startup Nimbus" about
 * an employee-benefits site). Phrases, not single words: two companies share words ("platform", "teams"), rarely a
 * trade's two-word term; except the few words the site names itself by, which a headline's description shares
 * ("Salad chain Leafline" of "Leafline — Salads & bowls"), general words left out.
 */

/**
 * The site's phrases: each pair of neighbouring content words (stemmed, "cold chain"), as one key; and its content
 * words alone (stemmed), for telling its own trade's words from another sector's; and the words of its
 * self-description (the home page's title, the description: "Leafline — Salads & bowls, Sydney"), of which a
 * headline's one word is enough ("Salad chain Leafline shuts six stores"): a namesake's trade is another's.
 */
export interface SiteTopic {
  pairs: ReadonlySet<string>;
  words: ReadonlySet<string>;
  self: ReadonlySet<string>;
}

/**
 * Words too general to tell one trade from another, in a self-description or a headline ("software", "platform",
 * "teams"): a shared one ties nothing.
 */
const GENERAL = new Set(
  (
    "software platform platforms tool tools solution solutions company companies startup startups team teams " +
    "business businesses service services technology technologies tech digital online cloud product products " +
    "system systems world better smart simple modern people everyone future build built make made help helps " +
    "official home welcome website site page global group labs first next best easy fast free more every your " +
    "their about launch launches raises raised round funding series million billion market markets industry " +
    "backers investors investor existing valuation"
  ).split(" "),
);

/** Whether a folded word is too general to name a trade ("platform", "round"). */
export function isGeneralWord(word: string): boolean {
  return GENERAL.has(word);
}

/** Characters of each page read for its phrases: the head of a page says what the company does. */
const PAGE_CHARS = 4000;

/**
 * The phrases of the company's own pages this run: their titles and the head of their text; `selfDescribed`, the texts
 * in which it says what it is (its home page's title, its description).
 */
export function siteTopicOf(
  pages: readonly { title?: string | null; text?: string; ok: boolean }[],
  selfDescribed: readonly string[] = [],
): SiteTopic {
  const pairs = new Set<string>();
  const words = new Set<string>();
  const self = new Set(selfDescribed.flatMap((t) => tradeWords(t, [])));
  for (const p of pages) {
    if (!p.ok) continue;
    const head = `${p.title ?? ""}\n${(p.text ?? "").slice(0, PAGE_CHARS)}`;
    for (const pair of pairsOf(head, [])) pairs.add(pair);
    for (const w of wordSpans(head)) {
      const stemmed = contentStem(w.text, []);
      if (stemmed) words.add(stemmed);
    }
  }
  return { pairs, words, self };
}

/** A text's content words that may name a trade (stemmed): not too general, not a place, not the company's name. */
function tradeWords(text: string, skipped: string[]): string[] {
  const places = wordsTagged(text, "Place");
  return wordSpans(text)
    .filter((w) => !GENERAL.has(foldedPhrase(w.text)) && !places.has(foldedPhrase(w.text)))
    .map((w) => contentStem(w.text, skipped))
    .filter((w): w is string => !!w && w.length >= 4);
}

/** Whether every content word of a term is one the company's own site uses ("fleet" of a site charging "fleets"). */
export function usesWordsOf(site: SiteTopic | undefined, term: string): boolean {
  const stems = wordSpans(term)
    .map((w) => contentStem(w.text, []))
    .filter((w): w is string => !!w);
  return !!site && stems.length > 0 && stems.every((w) => site.words.has(w));
}

/**
 * The first phrase an item's text shares with the company's site, or a word its headline (the first line) shares with
 * the site's self-description, or null.
 */
export function sharedTopic(text: string, companyName: string, site: SiteTopic): string | null {
  // A place is no trade: "North Yorkshire" shared by a Harrogate candle maker and a Skipton pub ties nothing.
  const own = [...new Set([...nameTokens(companyName), ...wordsTagged(text, "Place")])];
  for (const pair of pairsOf(text, own)) if (site.pairs.has(pair)) return pair;
  const headline = text.split("\n")[0] ?? "";
  // A compound ends with its head, as German's do: a "neobank" of a site "banking built for drivers".
  const selfWords = [...site.self];
  const described = (w: string) => site.self.has(w) || selfWords.some((s) => w.length > s.length && w.endsWith(s));
  // A word of the site's inside a run of another trade's words is that trade's ("battery metals recycling" of a site
  // pricing metals): the run's words the site describes itself by must be half of it or more.
  for (const run of tradeRuns(headline, own)) {
    const shared = run.filter(described);
    if (shared.length && shared.length * 2 >= run.length) return shared[0]!;
  }
  return null;
}

/**
 * Whether a maker's own description of what bears the name ("a tiny Lisp that compiles to WebAssembly", a launch
 * post's pitch) is told in words the company's site does not use: two trade words or more, fewer than half of them
 * the site's, and no phrase of it. A company pitching its own product uses its own site's words for it.
 */
export function pitchInOtherWords(pitch: string, companyName: string, site: SiteTopic): boolean {
  // Too little of the site read to tell (a site that did not answer) proves nothing.
  if (site.words.size < MIN_SITE_WORDS) return false;
  const words = tradeWords(pitch, nameTokens(companyName));
  // One word in common is chance ("a Forth-like language" of a site about "plain language" contracts).
  if (words.length < 2 || words.filter((w) => site.words.has(w)).length * 2 >= words.length) return false;
  return !pairsOf(pitch, nameTokens(companyName)).some((p) => site.pairs.has(p));
}

/** Content words a site's pages must give before a pitch's words can be told from them. */
const MIN_SITE_WORDS = 10;

/**
 * A text's trade words (tradeWords) in runs of neighbouring words, as pairsOf joins them, a verb or a place (as the
 * parse reads the text) parting them: "scale battery metals recycling" is the run "battery metals recycling", "North
 * Yorkshire pub estate" the run "pub estate".
 */
function tradeRuns(text: string, skipped: string[]): string[][] {
  const spans = wordSpans(text);
  const [verbs, places] = [wordsTagged(text, "Verb"), wordsTagged(text, "Place")];
  const runs: string[][] = [[]];
  spans.forEach((w, i) => {
    const folded = foldedPhrase(w.text);
    const word = GENERAL.has(folded) || verbs.has(folded) || places.has(folded) ? null : contentStem(w.text, skipped);
    const gap = i > 0 ? text.slice(spans[i - 1]!.end, w.start).trim() : "";
    if (!word || (gap !== "" && gap !== "-")) runs.push([]);
    if (word && word.length >= 4) runs.at(-1)!.push(word);
  });
  return runs.filter((r) => r.length);
}

/**
 * Neighbouring content words (more than two letters, no digit, no function word, not the company's name), each pair
 * stemmed and joined: words stand together when only spaces or a hyphen part them ("cold-chain"), or one function word
 * ("transporte de mercadorias"), not across a sentence's or a list's marks.
 */
function pairsOf(text: string, skipped: string[]): string[] {
  const spans = wordSpans(text);
  const joined = (a: number, b: number) => {
    const gap = text.slice(spans[a]!.end, spans[b]!.start).trim();
    return gap === "" || gap === "-";
  };
  const out: string[] = [];
  for (let i = 0; i < spans.length - 1; i++) {
    const a = contentStem(spans[i]!.text, skipped);
    if (!a || !joined(i, i + 1)) continue;
    let j = i + 1;
    if (isStopword(foldedPhrase(spans[j]!.text)) && j + 1 < spans.length && joined(j, j + 1)) j++;
    const b = contentStem(spans[j]!.text, skipped);
    if (b) out.push(`${a} ${b}`);
  }
  return out;
}

/** Two capitals are a word of a trade's term ("AI agents", "EV charging", "HR software"). */
const ACRONYM = /^[A-Z]{2}$/;

function contentStem(word: string, skipped: string[]): string | null {
  const folded = foldedPhrase(word);
  if (ACRONYM.test(word) && !skipped.includes(folded)) return folded;
  if (folded.length < 3 || folded.includes(" ") || hasDigit(folded) || isStopword(folded) || skipped.includes(folded))
    return null;
  return stem(folded);
}
