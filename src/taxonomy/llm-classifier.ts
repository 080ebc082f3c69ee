import { z } from "zod";
import type { LanguageModel } from "../platform/llm";
import { MAX_MATCHES_PER_TERM, MIN_TERM_SCORE } from "./lexical";
import { allCategories, categoryPath } from "./tree";
import type { TermClassifier, TermMatch, TermResolution } from "./types";

/*
 * The sector-term classifier backed by a language model (spec 4.1: "the language model when
 * configured"). It sends the whole taxonomy with the terms and asks for scored category ids;
 * resolveSectorTerms still distrusts the answer (unknown ids and weak scores are dropped there).
 */

/** The reply the model must give; strict-schema friendly (every key present, no transforms). */
const AnswerSchema = z.object({
  terms: z.array(
    z.object({
      term: z.string(),
      matches: z.array(z.object({ categoryId: z.string(), score: z.number() })),
    }),
  ),
});
type Answer = z.infer<typeof AnswerSchema>;

/** Terms already resolved; a list's later pages ask for the same terms again. */
const DEFAULT_CACHE_SIZE = 500;
/** A few synonyms per category help the model without tripling the prompt. */
const SYNONYMS_IN_PROMPT = 3;

const SYSTEM_HEAD = `You map the sector words an investor typed onto a fixed company taxonomy.
For each input term, return the categories that the term names, each with a score from 0 to 1
(1 = the term is exactly this category; ${MIN_TERM_SCORE} = a fair but loose match). Rules:
- Use only category ids from the list below, spelled exactly.
- Prefer the broadest category that the term covers entirely; its subcategories are included
  automatically, so do not list them as well. A narrow term maps to its narrow category.
- At most ${MAX_MATCHES_PER_TERM} categories per term, best first. Leave out anything scoring below ${MIN_TERM_SCORE}.
- A term that names no sector (nonsense, a company name, a city) gets an empty "matches" list.
- Return every input term once, spelled exactly as given, in the same order.

Categories (id | path | some synonyms):
`;

let taxonomyPrompt: string | undefined;

/** The system prompt: instructions and the taxonomy, built once (static data). */
function systemPrompt(): string {
  taxonomyPrompt ??=
    SYSTEM_HEAD +
    allCategories()
      .map((c) => `${c.id} | ${c.path} | ${c.synonyms.slice(0, SYNONYMS_IN_PROMPT).join(", ")}`)
      .join("\n");
  return taxonomyPrompt;
}

export interface LanguageModelTermClassifierOptions {
  /** Budget for one model call; the filter's own timeout should be the same or shorter. */
  timeoutMs?: number;
  cacheSize?: number;
}

export class LanguageModelTermClassifier implements TermClassifier {
  private readonly cache = new Map<string, TermMatch[]>();

  constructor(
    private readonly model: LanguageModel,
    private readonly opts: LanguageModelTermClassifierOptions = {},
  ) {}

  async resolveTerms(terms: string[]): Promise<TermResolution[]> {
    const missing = [...new Set(terms.filter((t) => !this.cache.has(cacheKey(t))))];
    if (missing.length > 0) {
      const answer = await this.model.completeJson<Answer>({
        system: systemPrompt(),
        user: JSON.stringify({ terms: missing }),
        schema: AnswerSchema,
        schemaName: "sector_terms",
        timeoutMs: this.opts.timeoutMs,
      });
      missing.forEach((term, i) => {
        const found = answer.terms.find((r) => cacheKey(r.term) === cacheKey(term)) ?? positional(answer, missing, i);
        // A term the model skipped is not remembered as "matches nothing": ask again next time.
        if (found) this.remember(term, cleanMatches(found.matches));
      });
    }
    return terms.map((term) => ({ term, matches: this.cache.get(cacheKey(term)) ?? [] }));
  }

  private remember(term: string, matches: TermMatch[]): void {
    const limit = this.opts.cacheSize ?? DEFAULT_CACHE_SIZE;
    this.cache.set(cacheKey(term), matches);
    while (this.cache.size > limit) this.cache.delete(this.cache.keys().next().value!);
  }
}

function cacheKey(term: string): string {
  return term.trim().toLowerCase().replace(/\s+/g, " ");
}

/** The answer at the same position, unless it names another of the asked terms. */
function positional(answer: Answer, asked: string[], i: number): Answer["terms"][number] | undefined {
  const r = answer.terms[i];
  if (!r) return undefined;
  return asked.some((t) => cacheKey(t) === cacheKey(r.term)) ? undefined : r;
}

/** Known categories only, scores clamped to 0..1, one entry per category, best first. */
function cleanMatches(raw: Answer["terms"][number]["matches"]): TermMatch[] {
  const best = new Map<string, number>();
  for (const m of raw) {
    if (categoryPath(m.categoryId) === undefined || !Number.isFinite(m.score)) continue;
    const score = Math.min(1, Math.max(0, m.score));
    if (score > (best.get(m.categoryId) ?? -1)) best.set(m.categoryId, score);
  }
  return [...best]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_MATCHES_PER_TERM)
    .map(([categoryId, score]) => ({ categoryId, path: categoryPath(categoryId)!, score }));
}
