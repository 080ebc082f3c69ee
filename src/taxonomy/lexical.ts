import { damerauLevenshtein, normalizeText, stem, tokenize, typoAllowance } from "./text";
import { translationsOf } from "./translations";
import { allCategories, type Category, getCategory, isAncestor } from "./tree";
import type { CompanyClassifier, TermClassifier, TermMatch, TermResolution } from "./types";

/** A term's match below this score is weak and dropped. */
export const MIN_TERM_SCORE = 0.6;
/** Matches more than this far below a term's best match are dropped as also-rans. */
export const TERM_SCORE_MARGIN = 0.1;
export const MAX_MATCHES_PER_TERM = 6;
/** A company's category below this score is not assigned. */
export const MIN_COMPANY_SCORE = 0.6;
export const MAX_COMPANY_CATEGORIES = 3;
/** Page text beyond this many characters adds little and costs time. */
export const MAX_COMPANY_TEXT_CHARS = 50_000;

/**
 * Words that qualify rather than name a sector ("climate tech", "accounting software"): they
 * count for little, so "software" alone still matches Software but not "Accounting software".
 */
const QUALIFIER_STEMS = new Set(
  ["tech", "technology", "software", "solution", "platform", "service", "tool", "app", "system"].map(stem),
);
const QUALIFIER_WEIGHT = 0.3;

/**
 * One-word synonyms too common in website copy to say much about a company on their own
 * ("AI-powered", "data", "security page"). They still count fully for filter terms.
 */
const BOILERPLATE_STEMS = new Set(
  [
    "ai",
    "data",
    "security",
    "privacy",
    "content",
    "home",
    "cloud",
    "analytics",
    "api",
    "apis",
    "software",
    "saas",
    "infrastructure",
    "infra",
    "automation",
    "community",
    "communities",
    "media",
    "video",
    "social",
    "reporting",
    "testing",
    "monitoring",
    "deployment",
    "identity",
    "networking",
    "networks",
    "learning",
    "events",
    "brands",
    "commerce",
    "retail",
    "shopping",
    "production",
    "components",
    "embedded",
    "skills",
    "jobs",
    "hiring",
    "claims",
    "returns",
    "yield",
    "agents",
    "alignment",
    "retrieval",
    "inference",
    "storage",
    "backup",
    "audit",
    "forecasting",
    "provider",
    "providers",
    "devices",
    "screening",
    "imaging",
    "distribution",
    "property",
    "properties",
    "title",
    "leasing",
    "office",
    "consulting",
    "agencies",
    "simulation",
    "mapping",
    "launch",
    "trade",
    "workspace",
    "employee",
    "employees",
    "workplace",
    "workforce",
    "auth",
    "sdk",
    "sdks",
    "reuse",
    "waste",
    "weather",
    "savings",
    "housing",
    "meetings",
    "space",
    "benefits",
    "staffing",
    "shipping",
    "credit",
    "packaging",
  ].map(stem),
);
const BOILERPLATE_WEIGHT = 0.35;

/** Evidence from each part of a company's description. */
const SEGMENT_WEIGHTS = { name: 2, description: 2, text: 0.5 } as const;
/** Turns accumulated evidence into a 0..1 score: 1 - exp(-evidence / SCALE). */
const COMPANY_EVIDENCE_SCALE = 1.2;
/** Share of a child's evidence that also counts for its parent. */
const ROLL_UP_SHARE = 0.5;
/** How much lower a child may score than its chosen parent and still replace it. */
const SPECIFIC_OVER_GENERAL_MARGIN = 0.15;

interface PhraseVariant {
  categoryId: string;
  stems: string[];
  weights: number[];
  totalWeight: number;
}

interface TextKey {
  categoryIds: string[];
  /** Words in the synonym the key came from; longer synonyms are more specific evidence. */
  words: number;
}

interface LexicalIndex {
  variants: PhraseVariant[];
  /** stem -> variants containing it */
  postings: Map<string, number[]>;
  /** surface word or stem -> stem; the vocabulary typo matching searches */
  vocabulary: Map<string, string>;
  /** vocabulary keys by length, so typo matching only compares words of about the same length */
  keysByLength: Map<number, string[]>;
  /** stems joined by spaces -> categories, for scanning free text */
  textKeys: Map<string, TextKey>;
  longestKey: number;
  /** A category's own name or display path, as words -> the categories so named. */
  names: Map<string, string[]>;
}

function weightOf(s: string): number {
  return QUALIFIER_STEMS.has(s) ? QUALIFIER_WEIGHT : 1;
}

/**
 * Which words an index holds: every category's own (English) names and synonyms and their translations, or the
 * translations alone (for reading a text in another language, where English words would match what is not there).
 */
export type Vocabulary = "all" | "translations";

/** A category's phrases in a vocabulary. */
function phrasesOf(category: Category, vocabulary: Vocabulary): readonly string[] {
  const translated = translationsOf(category.id);
  if (vocabulary === "translations") return translated;
  // A composite name ("Industrial & Robotics") would match its parts' terms on the parent,
  // hiding the child that owns them; its synonyms name it instead.
  const own = /[&/,]/.test(category.name) ? category.synonyms : [category.name, ...category.synonyms];
  return [...own, ...translated];
}

function buildIndex(which: Vocabulary): LexicalIndex {
  const variants: PhraseVariant[] = [];
  const postings = new Map<string, number[]>();
  const vocabulary = new Map<string, string>();
  const textKeys = new Map<string, TextKey>();
  let longestKey = 1;

  const addVariant = (categoryId: string, stems: string[], seen: Set<string>) => {
    const key = stems.join(" ");
    if (seen.has(key)) return;
    seen.add(key);
    const weights = stems.map(weightOf);
    const index = variants.length;
    variants.push({ categoryId, stems, weights, totalWeight: weights.reduce((a, b) => a + b, 0) });
    for (const s of new Set(stems)) {
      const list = postings.get(s) ?? [];
      list.push(index);
      postings.set(s, list);
    }
  };
  const addTextKey = (key: string, categoryId: string, words: number) => {
    const entry = textKeys.get(key);
    if (!entry) textKeys.set(key, { categoryIds: [categoryId], words });
    else {
      if (!entry.categoryIds.includes(categoryId)) entry.categoryIds.push(categoryId);
      entry.words = Math.max(entry.words, words);
    }
  };

  for (const category of allCategories()) {
    const seen = new Set<string>();
    for (const phrase of phrasesOf(category, which)) {
      const words = tokenize(phrase);
      if (words.length === 0) continue;
      const stems = words.map(stem);
      words.forEach((w, i) => {
        vocabulary.set(w, stems[i]);
        vocabulary.set(stems[i], stems[i]);
      });
      addVariant(category.id, stems, seen);
      addTextKey(stems.join(" "), category.id, words.length);
      longestKey = Math.max(longestKey, stems.length);
      const joined = normalizeText(phrase).replace(/ /g, "");
      if (joined !== words[0] || words.length > 1) {
        // The joined form, so "e-commerce", "e commerce" and "ecommerce" all meet.
        const joinedStem = stem(joined);
        vocabulary.set(joined, joinedStem);
        vocabulary.set(joinedStem, joinedStem);
        addVariant(category.id, [joinedStem], seen);
        addTextKey(joinedStem, category.id, words.length);
      }
    }
  }
  const names = new Map<string, string[]>();
  // The categories' names are English.
  for (const category of which === "all" ? allCategories() : []) {
    for (const label of [category.name, category.path]) {
      const key = tokenize(label).join(" ");
      const ids = names.get(key) ?? [];
      if (!ids.includes(category.id)) names.set(key, [...ids, category.id]);
    }
  }
  const keysByLength = new Map<number, string[]>();
  for (const key of vocabulary.keys()) {
    const list = keysByLength.get(key.length) ?? [];
    list.push(key);
    keysByLength.set(key.length, list);
  }
  return { variants, postings, vocabulary, keysByLength, textKeys, longestKey, names };
}

// A cache of the indexes over the static taxonomy, built on first use.
const sharedIndexes = new Map<Vocabulary, LexicalIndex>();

function getIndex(vocabulary: Vocabulary): LexicalIndex {
  let index = sharedIndexes.get(vocabulary);
  if (!index) sharedIndexes.set(vocabulary, (index = buildIndex(vocabulary)));
  return index;
}

/** How close a word with `distance` typos is to the word it was meant to be. */
function typoSimilarity(distance: number, length: number): number {
  return 1 - distance * (length >= 6 ? 0.15 : 0.25);
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}

/**
 * The local classifier: maps filter terms and company descriptions onto the taxonomy from the
 * synonyms alone. Deterministic, no I/O; the index is built once and shared.
 */
export class LexicalClassifier implements TermClassifier, CompanyClassifier {
  constructor(private readonly vocabulary: Vocabulary = "all") {}

  async resolveTerms(terms: string[]): Promise<TermResolution[]> {
    return terms.map((term) => ({ term, matches: this.matchTerm(term) }));
  }

  /** The categories one term matches, best first; [] when it matches nothing. */
  matchTerm(term: string): TermMatch[] {
    const words = tokenize(term);
    if (words.length === 0) return [];
    // A category's own name or path ("Software & AI", as the responses show it) is that category,
    // even where the name is composite and its parts would score a child higher.
    const named = getIndex(this.vocabulary).names.get(words.join(" "));
    if (named) return named.map((categoryId) => ({ categoryId, path: getCategory(categoryId)!.path, score: 1 }));
    const best = new Map<string, number>();
    this.scoreWords(words, best);
    // The joined form catches "e commerce" for "ecommerce" and "A.I." for "ai".
    const joined = normalizeText(term).replace(/ /g, "");
    if (joined !== words[0] || words.length > 1) this.scoreWords([joined], best);

    const strong = [...best].filter(([, score]) => score >= MIN_TERM_SCORE);
    if (strong.length === 0) return [];
    const top = Math.max(...strong.map(([, score]) => score));
    const kept = strong.filter(([, score]) => score >= top - TERM_SCORE_MARGIN);
    // A category whose ancestor matched at least as well adds nothing: the ancestor's
    // descendants are included anyway.
    const pruned = kept.filter(([id, score]) => !kept.some(([other, s]) => s >= score && isAncestor(other, id)));
    return pruned
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MAX_MATCHES_PER_TERM)
      .map(([categoryId, score]) => ({
        categoryId,
        path: getCategory(categoryId)!.path,
        score: round(score),
      }));
  }

  /** Dice overlap between the term's words and each synonym sharing (or nearly sharing) one. */
  private scoreWords(words: string[], best: Map<string, number>): void {
    const index = getIndex(this.vocabulary);
    const stems = words.map(stem);
    const termWeights = stems.map(weightOf);
    const termTotal = termWeights.reduce((a, b) => a + b, 0);
    const candidates = words.map((w, i) => this.wordCandidates(w, stems[i]));

    const variantIds = new Set<number>();
    for (const cands of candidates) {
      for (const s of cands.keys()) for (const id of index.postings.get(s) ?? []) variantIds.add(id);
    }
    for (const id of variantIds) {
      const variant = index.variants[id];
      const used = new Array<boolean>(words.length).fill(false);
      let matched = 0;
      variant.stems.forEach((s, j) => {
        let bestI = -1;
        let bestSim = 0;
        candidates.forEach((cands, i) => {
          const sim = cands.get(s) ?? 0;
          if (!used[i] && sim > bestSim) {
            bestSim = sim;
            bestI = i;
          }
        });
        if (bestI >= 0) {
          used[bestI] = true;
          matched += bestSim * Math.min(variant.weights[j], termWeights[bestI]);
        }
      });
      const score = (2 * matched) / (termTotal + variant.totalWeight);
      if (score > (best.get(variant.categoryId) ?? 0)) best.set(variant.categoryId, score);
    }
  }

  /** Vocabulary stems a query word may stand for, with similarity: exact, else small typos. */
  private wordCandidates(word: string, wordStem: string): Map<string, number> {
    const { vocabulary, keysByLength } = getIndex(this.vocabulary);
    const out = new Map<string, number>();
    const exact = vocabulary.get(wordStem) ?? vocabulary.get(word);
    if (exact !== undefined) {
      out.set(exact, 1);
      return out;
    }
    const reach = typoAllowance(word.length);
    if (reach === 0) return out;
    for (let length = wordStem.length - reach; length <= word.length + reach; length++) {
      for (const key of keysByLength.get(length) ?? []) {
        const allowance = typoAllowance(Math.min(word.length, key.length));
        if (allowance === 0) continue;
        const d =
          word === wordStem
            ? damerauLevenshtein(word, key, allowance)
            : Math.min(damerauLevenshtein(word, key, allowance), damerauLevenshtein(wordStem, key, allowance));
        if (d > allowance) continue;
        const sim = typoSimilarity(d, word.length);
        const keyStem = vocabulary.get(key)!;
        if (sim > (out.get(keyStem) ?? 0)) out.set(keyStem, sim);
      }
    }
    return out;
  }

  async classifyCompany(input: {
    name?: string | null;
    description?: string | null;
    text?: string | null;
  }): Promise<{ categoryId: string; score: number }[]> {
    const evidence = this.companyEvidence(input);
    if (evidence.size === 0) return [];

    // Deepest first, so a grandparent receives its share through the parent.
    const byDepth = [...evidence.keys()].sort((a, b) => (getCategory(b)?.depth ?? 0) - (getCategory(a)?.depth ?? 0));
    for (const id of byDepth) {
      const parent = getCategory(id)?.parentId;
      if (parent) evidence.set(parent, (evidence.get(parent) ?? 0) + ROLL_UP_SHARE * evidence.get(id)!);
    }

    const scored = [...evidence]
      .map(([categoryId, raw]) => ({ categoryId, score: 1 - Math.exp(-raw / COMPANY_EVIDENCE_SCALE) }))
      .filter((c) => c.score >= MIN_COMPANY_SCORE)
      .sort((a, b) => b.score - a.score || a.categoryId.localeCompare(b.categoryId));

    // Prefer the most specific category that is about as well supported as its ancestor (the
    // ancestor is implied by its path); a weakly supported child does not displace its parent.
    const chosen: { categoryId: string; score: number }[] = [];
    for (const candidate of scored) {
      if (chosen.some((c) => isAncestor(candidate.categoryId, c.categoryId))) continue;
      const general = chosen.findIndex((c) => isAncestor(c.categoryId, candidate.categoryId));
      if (general >= 0) {
        if (candidate.score >= chosen[general].score - SPECIFIC_OVER_GENERAL_MARGIN) chosen[general] = candidate;
      } else if (chosen.length < MAX_COMPANY_CATEGORIES) chosen.push(candidate);
    }
    return chosen
      .sort((a, b) => getCategory(b.categoryId)!.depth - getCategory(a.categoryId)!.depth || b.score - a.score)
      .map((c) => ({ categoryId: c.categoryId, score: round(c.score) }));
  }

  /** Synonym occurrences in the company's text, weighted by where they occur and how specific. */
  private companyEvidence(input: {
    name?: string | null;
    description?: string | null;
    text?: string | null;
  }): Map<string, number> {
    const index = getIndex(this.vocabulary);
    const evidence = new Map<string, number>();
    const segments: [string, number][] = [
      [input.name ?? "", SEGMENT_WEIGHTS.name],
      [input.description ?? "", SEGMENT_WEIGHTS.description],
      [(input.text ?? "").slice(0, MAX_COMPANY_TEXT_CHARS), SEGMENT_WEIGHTS.text],
    ];
    for (const [segment, segmentWeight] of segments) {
      if (normalizeText(segment) === "") continue;
      const stems = tokenize(segment).map(stem);
      const spans: { start: number; length: number; key: string }[] = [];
      for (let i = 0; i < stems.length; i++) {
        for (let n = 1; n <= index.longestKey && i + n <= stems.length; n++) {
          const key = n === 1 ? stems[i] : stems.slice(i, i + n).join(" ");
          if (index.textKeys.has(key)) spans.push({ start: i, length: n, key });
        }
      }
      // Longest match wins: "data platform" inside "customer data platform" is not separate
      // evidence (the roll-up to parents already credits the broader categories).
      spans.sort((x, y) => y.length - x.length || x.start - y.start);
      const reach = new Int32Array(stems.length).fill(-1); // furthest end of a kept span starting here
      const counts = new Map<string, number>();
      for (const span of spans) {
        const end = span.start + span.length;
        let inside = false;
        for (let s = Math.max(0, end - index.longestKey); s <= span.start && !inside; s++) {
          inside = reach[s] >= end;
        }
        if (inside) continue;
        reach[span.start] = Math.max(reach[span.start], end);
        counts.set(span.key, (counts.get(span.key) ?? 0) + 1);
      }
      for (const [key, count] of counts) {
        const entry = index.textKeys.get(key)!;
        const specificity =
          entry.words >= 3 ? 1.3 : entry.words === 2 ? 1 : BOILERPLATE_STEMS.has(key) ? BOILERPLATE_WEIGHT * 0.7 : 0.7;
        // Repetition helps a little; a word shared by several categories says less about each.
        const amount =
          (segmentWeight * specificity * Math.sqrt(Math.min(count, 4))) / Math.sqrt(entry.categoryIds.length);
        for (const id of entry.categoryIds) evidence.set(id, (evidence.get(id) ?? 0) + amount);
      }
    }
    return evidence;
  }
}
