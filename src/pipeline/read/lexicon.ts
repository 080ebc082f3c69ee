import type { ChangeType } from "../signal";
import { type Matcher, phrase } from "./phrases";
import { EN, EN_MILESTONE } from "./vocabulary/en";
import { WORKFORCE_REDUCTION } from "./vocabulary/en-workforce";
import { VOCABULARY } from "./vocabulary/index";

/*
 * Event-shaped statements per signal type, with weights. The local analyser scores every changed
 * text with these; a title counts double. A pattern is a verb with its object ("raised $40M",
 * "partners with", "joins as VP", "acquired by"), never a lone word: "we and our partners use
 * cookies", "customers" or "Sign in" say nothing happened. A type needs 1.5 to
 * count, so the weight-1 shapes only ever support a stronger one.
 */

const WORKFORCE = WORKFORCE_REDUCTION.map(([, , source]) => phrase(source));

/** Whether `text` states a workforce reduction (layoffs, cuts, a restructuring). */
export function statesWorkforceReduction(text: string): boolean {
  return WORKFORCE.some((p) => p.test(text));
}

/**
 * Every language's vocabulary read the same way, type by type: the English milestone compromise tags first, then the
 * English phrases (vocabulary/en.ts), then the same events in the other languages (vocabulary/: de, fr, es, pt, …).
 */
const LEXICON = {
  fundraising: [],
  metrics_shared: [[EN_MILESTONE, 3]],
  customer_partnership: [],
  hiring: [],
  leadership_change: [],
  corporate_event: [],
  product_update: [],
  founder_amplified: [],
} as Record<ChangeType, [Matcher, number][]>;
for (const [type, weight, source] of [...EN, ...VOCABULARY]) LEXICON[type].push([phrase(source), weight]);

export type TypeScores = Record<ChangeType, number>;

/** One event-shaped statement pattern of the lexicon, with its type and weight. */
export interface LexiconPattern {
  type: ChangeType;
  re: Matcher;
  weight: number;
}

/** Every pattern, in lexicon order: what statements.ts reads sentence by sentence. */
export const LEXICON_PATTERNS: readonly LexiconPattern[] = (
  Object.entries(LEXICON) as [ChangeType, [Matcher, number][]][]
).flatMap(([type, patterns]) => patterns.map(([re, weight]) => ({ type, re, weight })));

export const emptyScores = (): TypeScores => ({
  fundraising: 0,
  metrics_shared: 0,
  customer_partnership: 0,
  hiring: 0,
  leadership_change: 0,
  corporate_event: 0,
  product_update: 0,
  founder_amplified: 0,
});

export function scoreText(text: string, weight = 1): TypeScores {
  const out = {} as TypeScores;
  for (const [type, patterns] of Object.entries(LEXICON) as [ChangeType, [Matcher, number][]][]) {
    out[type] = patterns.reduce((sum, [re, w]) => sum + (re.test(text) ? w * weight : 0), 0);
  }
  return out;
}

/** The statements in `text` that read as an event of `type` (for the analysis' "why"), at most three. */
export function eventStatements(text: string, type: ChangeType): string[] {
  const out: string[] = [];
  for (const [re, w] of LEXICON[type]) {
    const m = re.exec(text);
    if (m && w >= 1.5 && !out.includes(m[0].trim())) out.push(m[0].trim());
  }
  return out.slice(0, 3);
}

export function addScores(a: TypeScores, b: Partial<TypeScores>): TypeScores {
  const out = { ...a };
  for (const k of Object.keys(b) as ChangeType[]) out[k] = (out[k] ?? 0) + (b[k] ?? 0);
  return out;
}

/** What a corporate event's one full statement scores: a layoff, a sale or a shutdown said once is the news. */
const CORPORATE_LEADS = 3;

/**
 * The best-scoring type, or null when nothing scored at least `min`. Ties go to the earlier type in LEXICON order. A
 * corporate event stated in full leads whatever else scored: the numbers a layoff memo gives (growth, runway) or a
 * sale's product news explain the event, they are not the news.
 */
export function bestType(scores: TypeScores, min = 1.5): { type: ChangeType; score: number } | null {
  if (scores.corporate_event >= Math.max(min, CORPORATE_LEADS))
    return { type: "corporate_event", score: scores.corporate_event };
  let best: { type: ChangeType; score: number } | null = null;
  for (const [type, score] of Object.entries(scores) as [ChangeType, number][]) {
    if (score >= min && (!best || score > best.score)) best = { type, score };
  }
  return best;
}
