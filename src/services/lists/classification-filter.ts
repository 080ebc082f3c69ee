import { sql, type RawBuilder, type SqlBool } from "kysely";
import { z } from "zod";
import type { Config } from "../../config";
import type { AppDeps } from "../deps";
import { validationError } from "../../errors";
import { languageModelFromConfig } from "../../platform/from-config";
import { LexicalClassifier } from "../../taxonomy/lexical";
import { likeContainsPattern, parseClassificationParam, resolveSectorTerms } from "../../taxonomy/resolve";
import { outermostCategories } from "../../taxonomy/tree";
import type { TermClassifier } from "../../taxonomy/types";
import { LanguageModelTermClassifier } from "../../taxonomy/llm-classifier";

/*
 * The sector filter (spec 4.1) as every list applies it: `classification` (aliases `sector`,
 * `sectors`), up to four comma-separated terms. Each term is mapped onto the taxonomy by the
 * configured classifier (the language model when LLM_BASE_URL is set, the lexical classifier
 * otherwise); rows match when their stored category ids meet the matched categories or their
 * descendants. When the classifier errors or does not answer in time, terms are matched as text
 * against the stored category paths and the resolution says so (`degradedToTextMatching`).
 * Lists call only this module, so the rule lives in one place. A filter that comes to one category
 * also names it (`category`), for the lists whose table has a category index to walk.
 */

/** How long a list waits for the classifier before degrading to text matching. */
export const SECTOR_CLASSIFIER_TIMEOUT_MS = 3000;

/** The classifier the configuration selects (deps-factory sets it on AppDeps). */
export function sectorClassifierFor(config: Config): TermClassifier {
  const model = languageModelFromConfig(config);
  // The model's call gets the filter's budget: a list does not wait for the client's longer default.
  return model
    ? new LanguageModelTermClassifier(model, { timeoutMs: SECTOR_CLASSIFIER_TIMEOUT_MS })
    : new LexicalClassifier();
}

export interface ClassificationTermResolution {
  term: string;
  /** Categories the term matched; empty when matching degraded to text. */
  matches: { categoryId: string; path: string; score: number }[];
}

/** Carried in list responses as `classificationResolution`. */
export interface ClassificationResolution {
  terms: ClassificationTermResolution[];
  degradedToTextMatching: boolean;
}

export interface ClassificationFilter {
  resolution: ClassificationResolution;
  /** The SQL condition on a row's stored classification (`paths` is its `classification_paths` column). */
  predicate(cols: { paths: string; ids: string }): RawBuilder<SqlBool>;
  /**
   * The one category the filter asks for (everything below it included, as the predicate does),
   * as the statement holds it; null when it asks for several or none, or matches text. A list with
   * a category index (migration 0012) walks that index for it instead of testing rows.
   */
  category: RawBuilder<string> | null;
}

const sectorTerms = (what: string) =>
  z
    .string()
    .max(500)
    .optional()
    .describe(
      `${what}Up to four comma-separated plain-word sector terms ("fintech, climate"); each is mapped onto the ` +
        `company taxonomy, with subcategories included. More than four terms is a 400; terms that match nothing ` +
        `give an empty list. The response then carries \`classificationResolution\`.`,
    );

/**
 * `classification` and its aliases `sector`, `sectors` as query parameters; the values are combined as one comma list.
 */
export const classificationParams = {
  classification: sectorTerms(""),
  sector: sectorTerms("Alias of `classification`. "),
  sectors: sectorTerms("Alias of `classification`. "),
};

/** Values of `classification`, `sector` and `sectors` together, as one comma list. */
export function classificationParam(q: {
  classification?: string;
  sector?: string;
  sectors?: string;
}): string | undefined {
  const parts = [q.classification, q.sector, q.sectors].filter((v): v is string => typeof v === "string");
  return parts.length ? parts.join(",") : undefined;
}

/**
 * Parses the terms (more than four, or an over-long term → 400 validation_error) and turns them
 * into a filter. Null when no term was given (no filter). No match is an empty list, not an error.
 */
export async function resolveClassificationFilter(
  deps: AppDeps,
  raw: string | undefined,
  paramName = "classification",
): Promise<ClassificationFilter | null> {
  const parsed = parseClassificationParam(raw);
  if (!parsed.ok) {
    throw validationError([{ path: paramName, message: parsed.message }]);
  }
  if (parsed.terms.length === 0) return null;

  const classifier = deps.sectorClassifier ?? new LexicalClassifier();
  const result = await resolveSectorTerms(classifier, parsed.terms, {
    timeoutMs: deps.sectorClassifierTimeoutMs ?? SECTOR_CLASSIFIER_TIMEOUT_MS,
  });
  const resolution: ClassificationResolution = {
    terms: result.terms.map((t) => ({ term: t.term, matches: t.matches })),
    degradedToTextMatching: result.degradedToTextMatching,
  };

  if (result.degradedToTextMatching) {
    deps.logger.warn("sector classifier unavailable; matching stored category paths as text", {
      reason: result.degradedReason,
      terms: parsed.terms,
    });
    const patterns = result.textPatterns.map(likeContainsPattern);
    return {
      resolution,
      predicate: ({ paths }) => sql<SqlBool>`${sql.ref(paths)} ilike any(${patterns}::text[])`,
      category: null,
    };
  }
  const ids = result.categoryIds;
  const outermost = outermostCategories(ids);
  return {
    resolution,
    // No term matched a category: the filter matches nothing (an empty list, not every row).
    predicate: ({ ids: column }) =>
      ids.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`${sql.ref(column)} && ${categoryArray(ids)}`,
    category: outermost.length === 1 ? categoryValue(outermost[0]!) : null,
  };
}

/** What a taxonomy category id looks like (`fintech/payments/bnpl`). */
const CATEGORY_ID = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

/**
 * The categories written into the statement, not bound as a parameter. Statements run with generic
 * plans (open-node.ts), and a generic plan cannot tell a sector a tenth of the rows carry from one
 * a few carry: it guessed 1 % and read every matching row through the classification index and
 * sorted them (2 ms for fintech's 642 leads, against 0.3 ms walking the newest and filtering).
 * Written in, the set is planned from the column's statistics, once per set and connection (a
 * prepared statement per text). They are the taxonomy's own ids, never the client's words; one
 * that does not look like an id is bound as a parameter instead.
 */
function categoryArray(ids: readonly string[]): RawBuilder<string[]> {
  if (!ids.every((id) => CATEGORY_ID.test(id))) return sql<string[]>`${ids}::text[]`;
  return sql<string[]>`array[${sql.join(ids.map((id) => sql.lit(id)))}]::text[]`;
}

/** One category id, written in as `categoryArray` writes them (and bound when it does not look like one). */
function categoryValue(id: string): RawBuilder<string> {
  return CATEGORY_ID.test(id) ? sql<string>`${sql.lit(id)}` : sql<string>`${id}`;
}

/** What a cursor is bound to: the terms as the filter understood them (case and order ignored). */
export function classificationFingerprint(filter: ClassificationFilter | null): string[] | null {
  return filter ? filter.resolution.terms.map((t) => t.term.toLowerCase()).sort() : null;
}
