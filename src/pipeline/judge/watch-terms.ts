import { placesIn } from "../collect/extract/places";
import { findPhrase, isStopword, stem, words } from "../../text";
import { isEnglishWord } from "../collect/mentions";
import { sentencesOf } from "../read/index";
import { FILLER, GENERIC } from "./watch-vocabulary";

/*
 * How a watch phrase's words stand (docs/pipeline.md "Watch items"): what its brackets hold, which are examples of
 * what it asks ("Expansion into new countries (especially KSA/UAE)"), not conditions; and the words for places in
 * general ("new countries", "new markets"), which a place named in a move abroad is.
 */

/** A phrase without what its brackets hold: "Big customer wins (pharmacy chains, NHS trusts)" → "Big customer wins". */
export const withoutBrackets = (phrase: string) => bracketLevels(phrase).outside;

/** What a phrase's brackets hold: "Big customer wins (pharmacy chains, NHS trusts)" → "pharmacy chains, NHS trusts". */
export const bracketed = (phrase: string) => bracketLevels(phrase).inside;

function bracketLevels(phrase: string): { outside: string; inside: string[] } {
  let depth = 0;
  let outside = "";
  const inside: string[] = [];
  for (const c of phrase) {
    if ("([{".includes(c)) {
      if (depth++ === 0) inside.push("");
    } else if (")]}".includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += c;
    else inside[inside.length - 1] += c;
  }
  return { outside, inside };
}

/**
 * The keywords a match needs: those outside the label's brackets, when it has any. What the brackets hold is examples
 * ("especially KSA/UAE", "e.g. Fortune 500"): found, they count (a name or an acronym among them decides, watch.ts);
 * missing, they do not make the match fail.
 */
export function requiredKeywords(keywords: string[], label: string, wordsOf: (s: string) => string[]): string[] {
  const outside = new Set(wordsOf(withoutBrackets(label)));
  const required = keywords.filter((k) => outside.has(k));
  return required.length ? required : keywords;
}

/** Words for places in general: "new countries", "new markets", "other cities", "abroad", in the languages read. */
const PLACE_WORDS = new Set([
  ..."country countries market markets city cities region regions abroad international geographies geography".split(
    " ",
  ),
  ..."pais paises mercado mercados ciudad ciudades cidade cidades regiao regioes region regiones".split(" "),
  ..."pays marche marches ville villes land lander markt markte stadt stadte paese paesi citta".split(" "),
  ..."negara pasar kota wilayah".split(" "),
  // The Nordic and Dutch words: "nye lande", "nya marknader", "nieuwe landen", "utlandet".
  ..."lande landen marknad marknader markeder markedet udlandet utlandet buitenland regio regios".split(" "),
  // "Expansion internationale", "expansión internacional", "internationale Expansion".
  ..."internationale internacional internacionales internacionais internazionale internationaal".split(" "),
]);

/**
 * Whether a general word for places (`keyword`) is found in `text` as a place it names, in a text that tells a move
 * there (`moves`: one of the expansion synonyms' stems is in it): "expands into Saudi Arabia" names new countries;
 * "raised in Berlin" does not.
 */
export function placeNamedFor(keyword: string, text: string, moves: readonly string[]): string | null {
  if (!PLACE_WORDS.has(keyword)) return null;
  if (!words(text).some((w) => moves.includes(stem(w)))) return null;
  return placesIn(text).find((p) => p.kind !== "code" && p.kind !== "state")?.name ?? null;
}

/**
 * How much a keyword says: a name or acronym 3, an ordinary word 2, a generic business word 1 (watch.ts `decides`).
 */
export function specificity(keyword: string, label: string): number {
  if (GENERIC.has(keyword)) return 1;
  return namedInLabel(keyword, label) ? 3 : 2;
}

/**
 * Whether the user's phrase writes a keyword as a name or an acronym: a capitalised word after the first ("expansion
 * into Europe"), or an acronym anywhere ("EU customers"); a capital that only starts the phrase does not count.
 */
function namedInLabel(keyword: string, label: string): boolean {
  return label
    .split(/[\s/]+/)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter(Boolean)
    .some((token, i) => {
      const first = words(token)[0];
      if (first !== keyword || token[0] === token[0].toLowerCase()) return false;
      const written = token.slice(0, first.length);
      return i > 0 || (first.length >= 2 && written === written.toUpperCase());
    });
}

/**
 * The head of an English compound the item is ("lab accreditations", "clinic openings"): its last word, which the
 * others only qualify, so that a qualifier found alone is another thing ("our labs" is no lab accreditation). Null for
 * one word, a phrase with a preposition ("expansion into Europe") or one in another language, whose heads stand
 * elsewhere.
 */
export function compoundHead(label: string, required: string[]): string | null {
  const bare = withoutBrackets(label).trim();
  const outside = words(bare);
  // Alternatives ("corridors/countries") and hyphened heads ("scale-up") are no compound of a qualifier and a head.
  if (required.length < 2 || /[/-]/.test(bare) || outside.some((w) => isStopword(w) && !FILLER.has(w))) return null;
  // A name is what the item is about ("Catriona MacLeod's public profile"): found, its head need not be.
  if (required.some((k) => specificity(k, label) === 3)) return null;
  const ordered = outside.filter((w) => required.includes(w));
  const head = ordered.at(-1);
  const english = ordered.every((w) => /^[a-z]+$/.test(w)) && ordered.some((w) => isEnglishWord(w));
  return english && head && !CATEGORY_HEADS.has(head) ? head : null;
}

/** Heads that name a category of news, not a thing: "regulatory milestones" is any regulatory news. */
const CATEGORY_HEADS = new Set(
  "milestone milestones progress news updates changes moves developments steps announcements achievements wins".split(
    " ",
  ),
);

/** What says nothing changed, in the languages read: "Prices, context length and rate limits are unchanged." */
const UNCHANGED = [
  ...["unchanged", "unaffected", "not affected", "stay the same", "stays the same", "remain the same", "not changing"],
  ...["remains the same"],
  ...["will not change", "won t change", "do not change", "don t change", "inchange", "inchanges", "inchangee"],
  ...["inchangees", "unverandert", "sin cambios", "sem alteracoes", "invariati", "invariato", "ongewijzigd"],
  ...["oforandrade", "oforandrat", "uendret", "uaendret"],
];

/** The text without its sentences that say something stayed as it was: they ask for no watched change. */
export function withoutUnchanged(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      sentencesOf(line)
        .filter((s) => !findPhrase(s, UNCHANGED))
        .join(" "),
    )
    .join("\n");
}

/**
 * The terms found that stand for a name of several words the item writes ("Bank Negara Malaysia licences"), kept only
 * when the text holds that name whole: "negara" (a country) and "Malaysia" found apart are not the central bank. A
 * name is two or more capitalised words joined by spaces after the item's first word (whose capital may only open
 * it: "Neue Standorte"); capitals say so only where the item has a word in lower case, not in "Key Hires".
 */
export function withNamesWhole<T extends { keyword: string }>(label: string, terms: T[], text: string): T[] {
  // A dash between two words ("Länder – Österreich") parts them like any word in lower case.
  const tokens = withoutBrackets(label).split(/\s+/).filter(Boolean);
  if (!tokens.some((t) => /^\p{Ll}/u.test(t) && !isStopword(words(t)[0] ?? ""))) return terms;
  const runs: string[][] = [];
  let run: string[] = [];
  for (const t of [...tokens.slice(1), ""]) {
    // "CEO/CFO" is two items' words, "Board-Meeting" one word: neither joins a name.
    const name = /^\p{Lu}/u.test(t) && !/[/+&-]/.test(t);
    if (name) run.push(words(t.replace(/['’]s$/u, "")).join(" "));
    if (name && !/[,;:.]$/.test(t)) continue;
    if (run.length > 1) runs.push(run);
    run = [];
  }
  const folded = ` ${words(text).join(" ")} `;
  const apart = runs.filter((r) => !folded.includes(` ${r.join(" ")} `)).flatMap((r) => r.join(" ").split(" "));
  return terms.filter((t) => !apart.includes(t.keyword));
}

/**
 * What a finding is about, for an item matched by its words: a round or a new chief is told in the headline and the
 * lede (the text up to its first paragraph), and the rest of its post tells much in passing ("three seasons of field
 * trials"), which is not what the item asks for. Other kinds are matched on their whole text (a role's place, a
 * release's features, the corridor a move abroad opens).
 */
export function aboutText(f: { type: string; text: string }): string {
  if (f.type !== "fundraising" && f.type !== "leadership_change") return f.text;
  const lines = f.text.split("\n");
  const lede = lines.findIndex((l, i) => i > 0 && words(l).length >= 12);
  return lede < 0 ? f.text : lines.slice(0, lede + 1).join("\n");
}
