/** How sector terms and companies are mapped onto the taxonomy, whatever does the mapping. */

/** One category a term matched. `score` is 0..1; higher is a closer match. */
export interface TermMatch {
  categoryId: string;
  /** Display path, e.g. "Fintech > Payments". */
  path: string;
  score: number;
}

/** What one filter term resolved to. `matches: []` means the term matched nothing. */
export interface TermResolution {
  term: string;
  matches: TermMatch[];
}

/** The outcome of a `classification` filter, as carried in `classificationResolution`. */
export interface SectorResolution {
  terms: TermResolution[];
  /** Matched categories and all their descendants: what to filter stored classifications by. */
  categoryIds: string[];
  degradedToTextMatching: boolean;
}

/** Maps filter terms onto categories: the language model when configured, lexical otherwise. */
export interface TermClassifier {
  /** One resolution per input term, in the same order. May throw or hang: callers time it out. */
  resolveTerms(terms: string[]): Promise<TermResolution[]>;
}

/** Classifies a company from what is known about it. */
export interface CompanyClassifier {
  classifyCompany(input: {
    name?: string | null;
    description?: string | null;
    text?: string | null;
  }): Promise<{ categoryId: string; score: number }[]>;
}
