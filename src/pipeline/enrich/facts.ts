import type { ExtractedPage } from "../collect/extract/html";

/*
 * Facts a company's own pages state plainly: its stage, where it is, when it was founded, a
 * one-line description and its name. Deliberately literal: a fact is taken only when the site
 * says it in so many words, and the sentence that said it is kept as evidence.
 */

export const STAGES = ["pre_seed_seed", "series_a", "series_b", "growth", "unknown"] as const;
export type Stage = (typeof STAGES)[number];

/** Latest stage first: a site that mentions its Series B and its earlier seed round is at Series B. */
const STAGE_PATTERNS: [Exclude<Stage, "unknown">, RegExp][] = [
  [
    "growth",
    new RegExp(
      String.raw`\b(series\s+[c-h]\b|pre-ipo\b|growth[- ](stage|round|equity)\b|went public\b|` +
        String.raw`publicly traded\b|listed on (the )?(nasdaq|nyse|lse)\b)`,
      "i",
    ),
  ],
  ["series_b", /\bseries\s+b\b/i],
  ["series_a", /\bseries\s+a\b/i],
  [
    "pre_seed_seed",
    new RegExp(
      String.raw`\b(pre-?seed\b|seed[- ]stage\b|seed[- ]funded\b|seed (round|funding|financing|investment|` +
        String.raw`capital)\b|\$\s?[\d.]+\s?(m|k|million)?\s+seed\b)`,
      "i",
    ),
  ],
];

export interface StageFinding {
  stage: Stage;
  /** The sentence that says it; null when unknown. */
  evidence: string | null;
}

export function detectStage(texts: string[]): StageFinding {
  const sentences = texts.flatMap(splitSentences);
  for (const [stage, re] of STAGE_PATTERNS) {
    const hit = sentences.find((s) => re.test(s));
    if (hit) return { stage, evidence: hit.slice(0, 300) };
  }
  return { stage: "unknown", evidence: null };
}

const YEAR_RE = /\b(?:founded|established|started|launched|since)\b[^.\n]{0,40}?\b((?:19|20)\d{2})\b/i;

/** "Founded in 2021" → 2021; a year in the future (by `now`) or before 1900 is ignored. */
export function detectFoundingYear(texts: string[], now: Date): number | null {
  for (const t of texts) {
    const m = YEAR_RE.exec(t);
    if (m) {
      const y = Number(m[1]);
      if (y >= 1900 && y <= now.getUTCFullYear()) return y;
    }
  }
  return null;
}

const PLACE =
  String.raw`([A-Z][\p{L}.'-]+(?:\s[A-Z][\p{L}.'-]+){0,3}(?:,\s?(?:[A-Z]{2}\b|` +
  String.raw`[A-Z][\p{L}]+(?:\s[A-Z][\p{L}]+)?(?=[.;)\n]|$)))?)`;
const LOCATION_RES = [
  new RegExp(String.raw`\b(?:headquartered|based|located|HQ'?d)\s+in\s+${PLACE}`, "u"),
  new RegExp(String.raw`\bfounded\s+in\s+(?:19|20)\d{2}\s+in\s+${PLACE}`, "iu"),
  new RegExp(String.raw`\boffices?\s+in\s+${PLACE}`, "u"),
];

/** "based in Berlin", "founded in 2021 in San Francisco, CA" → the place. */
export function detectLocation(texts: string[]): string | null {
  for (const re of LOCATION_RES) {
    for (const t of texts) {
      const m = re.exec(t);
      if (m) return m[1].replace(/[.,]+$/, "").trim();
    }
  }
  return null;
}

/** The page's meta description, else its first sentence-like line of some length. */
export function pickDescription(page: ExtractedPage): string | null {
  if (page.description && page.description.length >= 12) return page.description.slice(0, 500);
  const line = page.text
    .split("\n")
    .find((l) => l.length >= 40 && l.length <= 400 && /[a-z]/.test(l) && l.split(" ").length >= 6);
  return line ?? null;
}

/** "Acme Robotics | Autonomous warehouse robots" → "Acme Robotics". */
export function nameFromTitle(title: string | null): string | null {
  if (!title) return null;
  const first = title.split(/\s+[|–—·:-]\s+/)[0].trim();
  return first.length >= 2 && first.length <= 80 ? first : null;
}

function splitSentences(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
