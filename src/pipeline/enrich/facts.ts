import { words } from "../../text";
import type { ExtractedPage } from "../collect/extract/html";
import { placesIn } from "../collect/extract/places";
import { phrase } from "../read/phrases";

/*
 * Facts a company's own pages state plainly: its stage, where it is, when it was founded, a
 * one-line description and its name. Deliberately literal: a fact is taken only when the site
 * says it in so many words, and the sentence that said it is kept as evidence.
 */

export const STAGES = ["pre_seed_seed", "series_a", "series_b", "growth", "unknown"] as const;
export type Stage = (typeof STAGES)[number];

/**
 * Latest stage first: a site that mentions its Series B and its earlier seed round is at Series B. Phrases of
 * read/phrases.ts (folded words, `a|b` either, `?x` optional, `a-b` with a hyphen or a space, `#amount` money:
 * "$3M seed").
 */
const STAGE_PHRASES: [Exclude<Stage, "unknown">, string[]][] = [
  [
    "growth",
    [
      "series c|d|e|f|g|h",
      "pre-ipo",
      "growth-stage|round|equity",
      "went public",
      "publicly traded",
      "listed on ?the nasdaq|nyse|lse",
    ],
  ],
  ["series_b", ["series b"]],
  ["series_a", ["series a"]],
  [
    "pre_seed_seed",
    ["preseed", "pre-seed", "seed-stage|funded|round|funding|financing|investment|capital", "#amount seed"],
  ],
];
const STAGE_MATCHERS = STAGE_PHRASES.map(([stage, phrases]) => [stage, phrases.map(phrase)] as const);

export interface StageFinding {
  stage: Stage;
  /** The sentence that says it; null when unknown. */
  evidence: string | null;
}

export function detectStage(texts: string[]): StageFinding {
  const sentences = texts.flatMap(splitSentences);
  for (const [stage, matchers] of STAGE_MATCHERS) {
    const hit = sentences.find((s) => matchers.some((m) => m.test(s)));
    if (hit) return { stage, evidence: hit.slice(0, 300) };
  }
  return { stage: "unknown", evidence: null };
}

/** Words before a founding year: "founded in 2021", "since 1998", "established 2004". */
const YEAR_CUES = new Set(["founded", "established", "started", "launched", "since"]);
/** How many words after its cue a founding year is looked for, in the same sentence. */
const YEAR_REACH = 7;

const isYear = (w: string) => w.length === 4 && (w.startsWith("19") || w.startsWith("20")) && Number.isInteger(+w);

/** The year a text says the company was founded in (the first cue followed by a year within reach), else null. */
function statedYear(text: string): number | null {
  for (const clause of text.split("\n").flatMap((l) => l.split("."))) {
    const ws = words(clause);
    for (const [i, w] of ws.entries()) {
      const year = YEAR_CUES.has(w) ? ws.slice(i + 1, i + 1 + YEAR_REACH).find(isYear) : undefined;
      if (year) return Number(year);
    }
  }
  return null;
}

/** "Founded in 2021" → 2021; a year in the future (by `now`) or before 1900 is ignored. */
export function detectFoundingYear(texts: string[], now: Date): number | null {
  for (const t of texts) {
    const y = statedYear(t);
    if (y !== null && y >= 1900 && y <= now.getUTCFullYear()) return y;
  }
  return null;
}

/**
 * Where a site says it is: a cue ("based in", "headquartered in", "founded in 2021 in", "founded in", "offices in")
 * and a place of one to four capitalised words, with a state's code or a country after a comma: "based in Berlin",
 * "founded in 2021 in San Francisco, CA". The cues in order of trust: `based` before `founded` before `offices`.
 */
const PLACE =
  String.raw`([A-Z][\p{L}.'-]+(?:\s[A-Z][\p{L}.'-]+){0,3}(?:,\s?(?:[A-Z]{2}\b|` +
  String.raw`[A-Z][\p{L}]+(?:\s[A-Z][\p{L}]+)?(?=[.;)\n]|$)))?)`;
const LOCATION = new RegExp(
  String.raw`\b(?:(?<based>headquartered|based|located|HQ'?d)|(?<founded>[Ff]ounded(?:\s+in\s+(?:19|20)\d{2})?)|` +
    String.raw`(?<offices>offices?))\s+in\s+${PLACE}`,
  "gu",
);
const CUES = ["based", "founded", "offices"] as const;

/** "based in Berlin", "founded in 2021 in San Francisco, CA" → the place. */
export function detectLocation(texts: string[]): string | null {
  const found = texts.flatMap((t) => [...t.matchAll(LOCATION)]);
  for (const cue of CUES) {
    const m = found.find((f) => f.groups?.[cue] !== undefined);
    if (m) return withoutFinalStops(m[4]).trim();
  }
  return addressedCity(texts);
}

/**
 * A postal address's city, when no sentence says where the company is: "500 W 2nd St, Austin, TX 78701" (a city, its
 * state and ZIP code, the comma before the state often left out: "Boston MA 02210") or "Torstraße 19, 10119 Berlin"
 * (a postcode before a city, a Dutch one with its letters: "1016 BR Amsterdam") or "Manchester M2 4LQ" (a British
 * postcode after it). Only a city the places table knows,
 * named whole: "© 2026 Nimbus" is a year and a name. A city's words are on one line: the footer's next line
 * ("Amsterdam\nInstagram") is no part of its name.
 */
const ADDRESS = new RegExp(
  // A Canadian postal code after the province as a ZIP code after the state: "Toronto, ON M5V 2T6".
  String.raw`\b(\p{Lu}[\p{L}.'-]+(?: \p{Lu}[\p{L}.'-]+){0,2})(?:,\s?|\s)([A-Z]{2})\s` +
    String.raw`(?:\d{5}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\b|` +
    // A town's province in brackets names the place the table knows: "46980 Paterna (Valencia)".
    // A Portuguese or Brazilian postcode has three digits more: "1250-068 Lisboa", "01310-100 São Paulo".
    String.raw`\b(\d{4,5})(?:-\d{3}|\s?[A-Z]{2})?\s` +
    String.raw`(\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?)(?: \((\p{Lu}[\p{L}-]+)\))?|` +
    // A street's number, then the city after a comma, as Latin American addresses leave the postcode out:
    // "Calle 10 Sur # 50FF-28, Medellín", "Av. Paulista 1000, São Paulo"; a district may come between
    // ("1208, Providencia, Santiago").
    String.raw`(?<![$€£¥\d.,])(\d[\p{L}\d-]*), (?:(\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?), )?` +
    String.raw`(\p{Lu}[\p{L}-]+(?: (?:de )?\p{Lu}[\p{L}-]+)?)|` +
    // A street, then a city and its country: "Riverside Drive, Nairobi, Kenya", "Tech Park, Be'er Sheva, Israel".
    String.raw`(?<=, )(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)(?=, (\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?)\b)|` +
    // A British postcode after the city: "35 King Street, Manchester M2 4LQ", "London EC2A 4NE".
    String.raw`\b(\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?) [A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b`,
  "gu",
);

function addressedCity(texts: string[]): string | null {
  for (const m of texts.flatMap((t) => [...t.matchAll(ADDRESS)])) {
    const [, usCity, state, postcode, city, province, number, district, streetCity, countryCity, country, ukCity] = m;
    if ((postcode && isYear(postcode)) || (number && isYear(number))) continue;
    const inCountry = country ? placesIn(country).find((p) => p.kind === "country" && p.name === country) : null;
    if (country && !inCountry) continue;
    for (const name of [usCity ?? city ?? streetCity ?? countryCity ?? ukCity ?? "", district ?? "", province ?? ""]) {
      const known = placesIn(name).find((p) => p.kind === "city" && p.name === name);
      if (!known || (inCountry && inCountry.place.country !== known.place.country)) continue;
      // The table keeps states for the United States only: a Canadian province names no state there.
      if (!state || known.place.state === state || (!known.place.state && known.place.country === "CA"))
        return state ? `${name}, ${state}` : name;
    }
  }
  return null;
}

/** "Berlin." → "Berlin": a place's last word may take the sentence's full stop. */
function withoutFinalStops(place: string): string {
  let s = place;
  while (s.endsWith(".")) s = s.slice(0, -1);
  return s;
}

/** The page's meta description, else its first sentence-like line of some length. */
export function pickDescription(page: ExtractedPage): string | null {
  if (page.description && page.description.length >= 12) return page.description.slice(0, 500);
  const line = page.text
    .split("\n")
    .find((l) => l.length >= 40 && l.length <= 400 && l !== l.toUpperCase() && l.split(" ").length >= 6);
  return line ?? null;
}

/** What separates a page title's name from its tagline: "Acme Robotics | Autonomous warehouse robots". */
const TITLE_SEPARATORS = new Set(["|", "–", "—", "·", ":", "-"]);

/** "Acme Robotics | Autonomous warehouse robots" → "Acme Robotics". */
export function nameFromTitle(title: string | null): string | null {
  if (!title) return null;
  const tokens = title.split(" ");
  const cut = tokens.findIndex((t, i) => i > 0 && i < tokens.length - 1 && TITLE_SEPARATORS.has(t));
  const first = (cut < 0 ? title : tokens.slice(0, cut).join(" ")).trim();
  return first.length >= 2 && first.length <= 80 ? first : null;
}

const SENTENCES = new Intl.Segmenter("en", { granularity: "sentence" });

/** A text's sentences, each line on its own. */
function splitSentences(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) => [...SENTENCES.segment(line)].map((s) => s.segment.trim()))
    .filter(Boolean);
}
