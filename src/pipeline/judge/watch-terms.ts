import { placesIn } from "../collect/extract/places";
import { stem, words } from "../../text";
import { GENERIC } from "./watch-vocabulary";

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
