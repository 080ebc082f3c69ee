import { isCapital } from "../../text";
import { placesIn } from "../collect/extract/places";

/* The phrase matcher's `#place` slot (phrases.ts): a place named where an expansion says it goes. */

/** A word of the sentence as the phrase matcher reads it. */
interface SlotWord {
  text: string;
  folded: string;
  sep: string;
}

/** Regions a company expands into that are no country ("Europe", "Latin America", "the Nordics"), folded. */
const REGIONS = new Set([
  ...["europe", "asia", "africa", "latam", "apac", "emea", "dach", "benelux", "nordics"],
  ...["latin america", "north america", "south america", "middle east", "central asia", "north africa"],
  ...["southeast asia", "south-east asia", "east asia", "south asia", "sub-saharan africa"],
  ...["western europe", "eastern europe", "central europe", "central and eastern europe", "eu"],
]);

/** A place: a country, a city or a region as the places table names it, capitalised ("Mexico", "Monterrey"). */
export function placeSlot(r: { words: SlotWord[] }, at: number): number {
  for (let n = 4; n >= 1; n--) {
    const span = r.words.slice(at, at + n);
    // Words of one name stand apart by spaces, or a hyphen ("South-East Asia").
    if (span.length < n || span.slice(1).some((w) => !["", "-"].includes(w.sep.trim()))) continue;
    const text = span.map((w) => w.text).join(" ");
    const key = span.map((w, i) => `${i === 0 ? "" : w.sep.trim() || " "}${w.folded}`).join("");
    if (REGIONS.has(key) && isCapital(text[0] ?? "")) return at + n;
    if (isPlaceName(text)) return at + n;
  }
  return -1;
}

/** Whether `text` is, whole, a place the places table names (a country, a city, a region), not a code ("US"). */
export function isPlaceName(text: string): boolean {
  const found = placesIn(text);
  return found.length === 1 && found[0]!.index === 0 && found[0]!.name === text && found[0]!.kind !== "code";
}

/**
 * The words before a place or a region that ends `text` ("registrations in the EU" → "registrations in the"), or null
 * when it ends in none.
 */
export function beforeFinalPlace(text: string): string | null {
  const tokens = text.trim().split(/\s+/);
  for (let n = Math.min(4, tokens.length); n >= 1; n--) {
    const name = tokens.slice(-n).join(" ");
    const found = placesIn(name);
    const whole = found.length === 1 && found[0]!.index === 0 && found[0]!.name === name;
    if (isCapital(name[0] ?? "") && (REGIONS.has(name.toLowerCase()) || whole)) return tokens.slice(0, -n).join(" ");
  }
  return null;
}

/** Whether `text` is, whole, a place or a region ("Brazil", "Latin America", "the EU"). */
export function isPlaceOrRegion(text: string): boolean {
  return beforeFinalPlace(text.replace(/^the\s+/i, "")) === "";
}
