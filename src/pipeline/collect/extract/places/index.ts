import { foldedPhrase } from "../../../../text";
import { CITIES, COUNTRIES, MORE_COUNTRY_NAMES, REGIONS, US_STATES } from "./data";
import { DEMONYMS } from "./demonyms";

/*
 * Places as companies, job listings and articles write them: "Berlin,
 * Germany", "Austin, TX", "Remote (Canada)", "München", "a Paris-based start-up". A small table of
 * countries (their English, German, French, Spanish, Italian, Portuguese and Dutch names, ISO code
 * and the adjective an article uses: "a Swedish start-up"), the US states, and the cities start-ups
 * hire and are based in, each with its country (and state). Enough to tell a role in a new country, a filer in
 * another state, or a namesake in another city; not a geocoder.
 */

export interface Place {
  /** ISO 3166-1 alpha-2 ("DE", "US"). */
  country: string;
  /** A US state's postal code, when known ("CA"). */
  state?: string;
  /** A known city, folded ("munich"), when the text names one. */
  city?: string;
  /** A metro area several cities belong to ("bay-area"), for cities that are one place to a company. */
  metro?: string;
}

interface Entry {
  key: string;
  place: Place;
  /** A country's own name, an adjective, a city, a state: how strongly it names a place. */
  kind: "country" | "adjective" | "city" | "state" | "code";
  /** Set for a name written in capitals ("LA", "SF", "NYC"): only those capitals name it ("La start-up" does not). */
  capitals?: string;
  /** A demonym the Romance languages write in lower case ("valenciana"): read as written. */
  lowercase?: true;
}

const fold = foldedPhrase;

let table: Map<string, Entry> | null = null;
function entries(): Map<string, Entry> {
  if (table) return table;
  table = new Map();
  const add = (name: string, place: Place, kind: Entry["kind"]) => {
    const key = fold(name);
    const capitals = name.length <= 4 && name === name.toUpperCase() ? { capitals: name } : {};
    if (key && !table!.has(key)) table!.set(key, { key, place, kind, ...capitals });
  };
  // Cities first: "Singapore", "Luxembourg" and "Washington" are cities and more.
  for (const [names, country, state, metro] of CITIES)
    for (const n of names)
      add(n, { country, ...(state ? { state } : {}), city: fold(names[0]!), ...(metro ? { metro } : {}) }, "city");
  for (const [code, names] of [...COUNTRIES, ...MORE_COUNTRY_NAMES])
    for (const n of names) add(n, { country: code }, "country");
  for (const [code, name] of US_STATES) add(name, { country: "US", state: code }, "state");
  for (const [code, , adjectives] of COUNTRIES) for (const a of adjectives) add(a, { country: code }, "adjective");
  for (const [demonyms, country, city] of DEMONYMS) {
    const place = (city ? table.get(fold(city))?.place : null) ?? { country };
    for (const d of demonyms.split(" ")) {
      const key = fold(d);
      if (!table.has(key)) table.set(key, { key, place, kind: "adjective", lowercase: true });
    }
  }
  return table;
}

const STATE_CODES = new Set(US_STATES.map(([c]) => c));
const COUNTRY_CODES = new Set(COUNTRIES.map(([c]) => c));
const LONGEST = 5;
/** A word of a place's name: letters and digits, with dots and apostrophes inside ("St.Gallen", "U.S", "L'Aquila"). */
const PLACE_WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}.'’]*[\p{L}\p{N}])?/gu;
/** What sets a country's code apart after a place ("Remote - DE", "Remote (CA)", "Berlin / DE"). */
const CODE_MARKS = "-–(/|·";

/**
 * A Hebrew phrase without the one-letter prefix joined to its first word ("מבאר שבע", from Be'er Sheva; "בתל אביב", in
 * Tel Aviv), or two ("ומחיפה", and from Haifa): the readings to look up besides the phrase itself.
 */
function withoutHebrewPrefix(phrase: string): string[] {
  const out: string[] = [];
  for (let at = 1; at <= 2 && HEBREW_PREFIXES.includes(phrase[at - 1] ?? ""); at++)
    if (HEBREW_LETTER.test(phrase[at + 1] ?? "")) out.push(phrase.slice(at));
  return out;
}
const HEBREW_PREFIXES = "מבלוהשכ";
const HEBREW_LETTER = /\p{Script=Hebrew}/u;

/**
 * A name, capitalised ("Paris"; not "paris" in a URL slug), or in a script without capitals, where every word is
 * written alike ("القاهرة").
 */
function isCapitalised(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase() || first === first.toUpperCase();
}

/** Every place named in `text`, longest names first ("New York City" before "York"), in order of appearance. */
export function placesIn(
  text: string,
  opts: { adjectives?: boolean } = {},
): { place: Place; name: string; kind: Entry["kind"]; index: number }[] {
  const words = [...text.matchAll(PLACE_WORD)].map((m) => ({ raw: m[0], index: m.index }));
  const out: { place: Place; name: string; kind: Entry["kind"]; index: number }[] = [];
  const map = entries();
  for (let i = 0; i < words.length; ) {
    let found: { entry: Entry; n: number } | null = null;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && !found; n--) {
      const phrase = words
        .slice(i, i + n)
        .map((w) => w.raw)
        .join(" ");
      const entry = [phrase, ...withoutHebrewPrefix(phrase)].map((p) => map.get(fold(p))).find(Boolean);
      // A place is a name: capitalised ("Paris", not "paris" in a URL slug or "china" the dishes).
      const written = entry && (!entry.capitals || phrase.replaceAll(".", "") === entry.capitals.replaceAll(".", ""));
      const cased = isCapitalised(words[i]!.raw) || entry?.lowercase;
      if (entry && written && cased && (entry.kind !== "adjective" || opts.adjectives)) found = { entry, n };
    }
    if (!found && opts.adjectives) {
      const city = cityAdjective(words[i]!.raw, map);
      if (city) found = { entry: city, n: 1 };
    }
    if (found) {
      out.push({
        place: found.entry.place,
        name: words
          .slice(i, i + found.n)
          .map((w) => w.raw)
          .join(" "),
        kind: found.entry.kind,
        index: words[i]!.index,
      });
      i += found.n;
      continue;
    }
    // "Austin, TX": a state's code after a comma; "Remote - DE": a country's code set apart.
    const raw = words[i]!.raw;
    const before = text
      .slice(Math.max(0, words[i]!.index - 2), words[i]!.index)
      .trimEnd()
      .slice(-1);
    if (before === "," && STATE_CODES.has(raw))
      out.push({ place: { country: "US", state: raw }, name: raw, kind: "code", index: words[i]!.index });
    else if (before !== "" && CODE_MARKS.includes(before) && COUNTRY_CODES.has(raw))
      out.push({ place: { country: raw }, name: raw, kind: "code", index: words[i]!.index });
    i += 1;
  }
  return out;
}

/**
 * Endings that make a city's name an adjective or a demonym by adding to it: Dutch "Amsterdamse", German "Berliner",
 * Turkish "İstanbullu", Danish and Swedish "Københavnske" (a city the places table knows, cities.ts).
 */
const CITY_ADJECTIVE_ENDINGS = ["se", "er", "lı", "li", "lu", "lü", "ske", "ska"];

/** The city a capitalised word makes an adjective of by its ending ("Amsterdamse" is Amsterdam's), else null. */
function cityAdjective(word: string, map: Map<string, Entry>): Entry | null {
  if (!isCapitalised(word) || isCapitalisedAcronym(word)) return null;
  for (const ending of CITY_ADJECTIVE_ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 4) continue;
    const entry = map.get(fold(word.slice(0, -ending.length)));
    if (entry?.kind === "city") return { ...entry, kind: "adjective" };
  }
  return null;
}

const isCapitalisedAcronym = (word: string) => word === word.toUpperCase();

/**
 * The place a location line names, the most precise reading: "Austin, TX" (a city and its
 * state), "Berlin, Germany", "Remote (Canada)", "München". Null when it names none ("Remote").
 */
export function placeOf(location: string | null | undefined): Place | null {
  if (!location) return null;
  const found = placesIn(location);
  if (!found.length) return null;
  const city = found.find((f) => f.kind === "city");
  const country = found.find((f) => f.kind === "country" || (f.kind === "code" && !f.place.state));
  const state = found.find((f) => f.place.state && f.kind !== "city");
  // A country named outright wins over a city of the same name elsewhere ("Paris, Texas" aside).
  if (
    city &&
    (!country || country.place.country === city.place.country) &&
    (!state || state.place.state === city.place.state)
  )
    return city.place;
  if (state && (!country || country.place.country === "US")) return { country: "US", state: state.place.state! };
  if (country) return country.place;
  return city?.place ?? found[0]!.place;
}

/** Whether two places can be the same one: same country, and same state and city (or metro) where both say. */
export function samePlace(a: Place, b: Place): boolean {
  if (a.country !== b.country) return false;
  if (a.state && b.state && a.state !== b.state) return false;
  if (a.city && b.city && a.city !== b.city && !(a.metro && a.metro === b.metro)) return false;
  return true;
}

/** The country's English name ("DE" → "Germany"). */
export function countryName(code: string): string {
  return COUNTRIES.find(([c]) => c === code)?.[1][0] ?? code;
}

/** A US state's code from its name or code ("California", "CA" → "CA"); null otherwise. */
export function usState(text: string): string | null {
  const t = text.trim();
  if (STATE_CODES.has(t.toUpperCase()) && t.length === 2) return t.toUpperCase();
  return US_STATES.find(([, name]) => fold(name) === fold(t))?.[0] ?? null;
}

/** The region a watch item may name for a country ("expansion into Europe"). */
export function regionOf(country: string): string | null {
  return REGIONS.find(([, countries]) => countries.includes(country))?.[0] ?? null;
}
