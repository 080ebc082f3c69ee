import { MIN_TERM_SCORE } from "./lexical";
import { categoryPath, descendantIds } from "./tree";
import type { SectorResolution, TermClassifier, TermMatch, TermResolution } from "./types";

/** Spec 8: `classification` takes at most four comma-separated terms. */
export const MAX_CLASSIFICATION_TERMS = 4;
/** Longer "terms" are not sector words; refusing them keeps the classifier's input small. */
export const MAX_CLASSIFICATION_TERM_LENGTH = 100;

export type ParseClassificationResult =
  | { ok: true; terms: string[] }
  | { ok: false; reason: "too_many_terms" | "term_too_long"; message: string };

/**
 * Splits the `classification` (or `sector`/`sectors`) query value into trimmed, non-empty terms,
 * dropping case-insensitive repeats. Absent or blank gives `terms: []` (no filter). A refusal is
 * for the caller to turn into `400 validation_error`. Several values (repeated parameters or
 * aliases) are treated as one comma list.
 */
export function parseClassificationParam(
  raw: string | readonly string[] | undefined | null,
): ParseClassificationResult {
  const joined = raw == null ? "" : typeof raw === "string" ? raw : raw.join(",");
  const parts = joined
    .split(",")
    .map((t) => t.trim().replace(/\s+/g, " "))
    .filter((t) => t !== "");
  if (parts.length > MAX_CLASSIFICATION_TERMS) {
    return {
      ok: false,
      reason: "too_many_terms",
      message: `at most ${MAX_CLASSIFICATION_TERMS} comma-separated terms (got ${parts.length})`,
    };
  }
  const long = parts.find((t) => t.length > MAX_CLASSIFICATION_TERM_LENGTH);
  if (long !== undefined) {
    return {
      ok: false,
      reason: "term_too_long",
      message: `each term must be at most ${MAX_CLASSIFICATION_TERM_LENGTH} characters`,
    };
  }
  const seen = new Set<string>();
  const terms = parts.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ok: true, terms };
}

export interface SectorResolutionResult extends SectorResolution {
  /**
   * Only when degraded: the lower-cased terms. The caller must then keep rows whose stored
   * `classification_paths` contains any of them, case-insensitively:
   * `classification_paths ILIKE '%' || term || '%'` (OR over terms), escaping `%`, `_` and `\`
   * in the term first (see `likeContainsPattern`). Empty when not degraded.
   */
  textPatterns: string[];
  /** Why matching degraded, for logs and metrics; null when it did not. */
  degradedReason: "classifier_error" | "classifier_timeout" | null;
}

export class ClassifierTimeoutError extends Error {
  override readonly name = "ClassifierTimeoutError";
  constructor(readonly timeoutMs: number) {
    super(`term classifier gave no answer within ${timeoutMs} ms`);
  }
}

/**
 * Maps filter terms onto categories with `classifier`, giving it `timeoutMs`.
 *
 * - Normal: each term's matches (unknown ids and weak scores dropped, paths from the taxonomy),
 *   and `categoryIds` = every matched category with its descendants. Terms that match nothing
 *   leave `categoryIds` empty, which must filter to an empty list, not to everything.
 * - The classifier throws, rejects, answers malformed or times out: `degradedToTextMatching:
 *   true`, no matches, `categoryIds: []`, and `textPatterns` for matching stored paths.
 * - No terms: nothing to do; the caller applies no sector filter.
 */
export async function resolveSectorTerms(
  classifier: TermClassifier,
  terms: readonly string[],
  opts: { timeoutMs: number },
): Promise<SectorResolutionResult> {
  if (terms.length === 0) {
    return { terms: [], categoryIds: [], degradedToTextMatching: false, textPatterns: [], degradedReason: null };
  }
  let answer: unknown;
  try {
    answer = await withTimeout(
      Promise.resolve().then(() => classifier.resolveTerms([...terms])),
      opts.timeoutMs,
    );
    if (!Array.isArray(answer)) throw new Error("term classifier answered with a non-array");
  } catch (err) {
    return {
      terms: terms.map((term) => ({ term, matches: [] })),
      categoryIds: [],
      degradedToTextMatching: true,
      textPatterns: terms.map((t) => t.toLowerCase()),
      degradedReason: err instanceof ClassifierTimeoutError ? "classifier_timeout" : "classifier_error",
    };
  }

  const resolutions = terms.map((term, i) => ({
    term,
    matches: cleanMatches(findResolution(answer as unknown[], terms, i)),
  }));
  const ids = new Set<string>();
  for (const r of resolutions) for (const m of r.matches) for (const id of descendantIds(m.categoryId)) ids.add(id);
  return {
    terms: resolutions,
    categoryIds: [...ids].sort(),
    degradedToTextMatching: false,
    textPatterns: [],
    degradedReason: null,
  };
}

/** `%term%` for ILIKE, with LIKE's wildcards and escape character escaped (default escape `\`). */
export function likeContainsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ClassifierTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The classifier's answer for the term at `position`: found by its text (a model may reorder or
 * skip terms), else the answer at the same position unless that one names another input term.
 */
function findResolution(answer: unknown[], terms: readonly string[], position: number): unknown {
  const termOf = (r: unknown): unknown =>
    typeof r === "object" && r !== null ? (r as { term?: unknown }).term : undefined;
  const byTerm = answer.find((r) => termOf(r) === terms[position]);
  if (byTerm !== undefined) return byTerm;
  const samePlace = answer[position];
  const named = termOf(samePlace);
  return typeof named === "string" && terms.includes(named) ? undefined : samePlace;
}

/**
 * Trusts nothing from the classifier (a language model may invent ids or scores): keeps known
 * categories with a finite score of at least MIN_TERM_SCORE, one entry per category, best first.
 */
function cleanMatches(resolution: unknown): TermMatch[] {
  const raw = (resolution as Partial<TermResolution> | undefined)?.matches;
  if (!Array.isArray(raw)) return [];
  const best = new Map<string, number>();
  for (const m of raw as unknown[]) {
    if (typeof m !== "object" || m === null) continue;
    const { categoryId, score } = m as { categoryId?: unknown; score?: unknown };
    if (typeof categoryId !== "string" || typeof score !== "number" || !Number.isFinite(score)) continue;
    if (categoryPath(categoryId) === undefined) continue;
    const clamped = Math.min(1, Math.max(0, score));
    if (clamped < MIN_TERM_SCORE) continue;
    if (clamped > (best.get(categoryId) ?? -1)) best.set(categoryId, clamped);
  }
  return [...best]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([categoryId, score]) => ({ categoryId, path: categoryPath(categoryId)!, score }));
}
