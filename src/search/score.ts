// Scoring and decision of the fuzzy company lookup (spec 4.1). Pure: the database only supplies
// a few candidates (see lookup.ts); everything that decides the answer is here.
//
// Score of one name against the query (0..1, the best of these rules, on normalised keys; a
// company name is compared both without and with its legal suffix, see scoreRawName):
//   exact      compact keys equal ("Acme Robotics, Inc." = "acmerobotics.com")   1
//   typo       Damerau-Levenshtein (OSA) within maxEdits(length)                1 - edits/length (≥ 0.75, ≤ 0.95)
//   prefix     query is a prefix of the name, at a word boundary                 0.80 + 0.1 × coverage
//              mid-word ("acm" → "Acme"), or within one edit (length ≥ 5)        0.72 + 0.1 × coverage
//   tokens     every query word matches a name word (any order; a word with      0.5 + 0.4 × Dice overlap
//              one edit or a word prefix counts partly); otherwise               0.8 × Dice overlap
//   contains   query inside the name (length ≥ 4, e.g. a joined stored name)     0.65 + 0.2 × coverage
//   extends    the name is a prefix of a longer query ("Acme Robotics Berlin")   0.6 + 0.25 × coverage
// where coverage = shorter length / longer length.
//
// Decision, per company (an entity's best score over its name and its founders' names):
//   1. Companies scoring below MIN_SCORE are dropped; none left → "none".
//   2. Exactly one exact (score 1) company → "match", whatever else is close: an exact match
//      beats prefix matches ("Acme Robotics" over "Acme Robotics Labs").
//   3. Two or more exact companies (same founder name at two companies, duplicate names) →
//      "ambiguous".
//   4. Otherwise the best company is a "match" unless another one is within AMBIGUITY_MARGIN of
//      it, or the best one matched by prefix and the other one also starts with the query
//      ("Acme" → "Acme Robotics", "Acme Health": a shared prefix is never silently resolved,
//      however different the name lengths) → "ambiguous".
// Ambiguous answers list up to MAX_AMBIGUOUS_CANDIDATES companies, best first.

import { personNameTokens } from "../identity/people";
import { nameTokens } from "./normalize";

export type MatchedOn = "companyName" | "founderName";

/** A row from the candidate query: a company name or a founder name that may match. */
export interface Candidate {
  entityId: string;
  companyName: string | null;
  /** The matched founder's name for founder rows; the company's first founder (or null) otherwise. */
  founderName: string | null;
  matchedOn: MatchedOn;
  /** The raw name that was matched (company name or founder name). */
  value: string;
}

export interface ResolvedEntity {
  id: string;
  companyName: string | null;
  founderName: string | null;
}

export interface Resolution {
  query: string;
  matchedOn: MatchedOn;
  score: number;
  entity: ResolvedEntity;
}

export interface AmbiguousCandidate extends ResolvedEntity {
  matchedOn: MatchedOn;
  score: number;
}

export type LookupDecision =
  | { kind: "match"; resolution: Resolution }
  | { kind: "ambiguous"; candidates: AmbiguousCandidate[] }
  | { kind: "none" };

export type MatchKind = "exact" | "typo" | "prefix" | "tokens" | "contains" | "extends";

export interface NameScore {
  score: number;
  kind: MatchKind | null;
  /** The query is a proper prefix of the name: drives the shared-prefix ambiguity rule. */
  prefix: boolean;
}

/** A normalised name: compact key plus its words. */
export interface NameKey {
  compact: string;
  tokens: string[];
}

/** Below this a name does not match at all. Every allowed typo scores at least 0.75. */
export const MIN_SCORE = 0.7;
/** A runner-up this close to the best makes the answer ambiguous. */
export const AMBIGUITY_MARGIN = 0.1;
/** Spec 4.1: up to five candidates in an ambiguity error. */
export const MAX_AMBIGUOUS_CANDIDATES = 5;
/** Queries shorter than this never match by prefix or containment ("a" is a prefix of much). */
const MIN_PREFIX_LENGTH = 3;
const MIN_CONTAINS_LENGTH = 4;
const MIN_FUZZY_PREFIX_LENGTH = 5;

/** Typos allowed for a key of this length: none below 4 characters, then one per ~4. */
export function maxEdits(length: number): number {
  if (length < 4) return 0;
  if (length < 8) return 1;
  if (length < 13) return 2;
  return 3;
}

export function companyKey(name: string): NameKey {
  const tokens = nameTokens(name);
  return { compact: tokens.join(""), tokens };
}

export function personKey(name: string): NameKey {
  const tokens = personNameTokens(name);
  return { compact: tokens.join(""), tokens };
}

/** The keys a name is compared by: a company name also keeps its legal suffix and domain. */
function keysFor(matchedOn: MatchedOn, name: string): NameKey[] {
  if (matchedOn === "founderName") return [personKey(name)];
  const stripped = companyKey(name);
  const full = personKey(name);
  return full.compact === stripped.compact ? [stripped] : [stripped, full];
}

/**
 * Scores a raw name against a raw query. Company names are compared without legal suffix and
 * domain, and also as written, so a typo inside the suffix ("Globex Corportion" for "Globex
 * Corporation") is still a small typo rather than an extra word.
 */
export function scoreRawName(matchedOn: MatchedOn, query: string, name: string): NameScore {
  const queries = keysFor(matchedOn, query);
  const names = keysFor(matchedOn, name);
  let best: NameScore = { score: 0, kind: null, prefix: false };
  let prefix = false;
  for (let i = 0; i < names.length; i++) {
    // Like with like: stripped query against stripped name, full against full.
    const s = scoreName(queries[Math.min(i, queries.length - 1)], names[i]);
    prefix ||= s.prefix;
    if (s.score > best.score) best = s;
  }
  return { ...best, prefix };
}

/**
 * Optimal-string-alignment Damerau-Levenshtein distance (adjacent transpositions count as one
 * edit), on code points. Returns `limit + 1` as soon as the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        d = Math.min(d, prev2[j - 2] + 1);
      }
      cur.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[t.length];
}

function len(s: string): number {
  return Array.from(s).length;
}

/** Does the query end on a word boundary of the name ("acme" in "acme robotics")? */
function endsOnWordBoundary(queryLength: number, name: NameKey): boolean {
  let at = 0;
  for (const t of name.tokens) {
    at += len(t);
    if (at === queryLength) return true;
    if (at > queryLength) return false;
  }
  return false;
}

/** Credit for one query word against one name word: 1 equal, 0.8 one typo, 0.7 word prefix. */
function wordCredit(q: string, w: string): number {
  if (q === w) return 1;
  const ql = len(q);
  const wl = len(w);
  const edits = Math.min(maxEdits(Math.max(ql, wl)), 1);
  if (edits > 0 && editDistance(q, w, edits) <= edits) return 0.8;
  if (ql >= MIN_PREFIX_LENGTH && w.startsWith(q)) return 0.7;
  return 0;
}

/** Dice overlap of words (weighted by length), and whether every query word found a partner. */
function tokenOverlap(query: NameKey, name: NameKey): { dice: number; complete: boolean } {
  const used = new Set<number>();
  let matched = 0;
  let complete = true;
  for (const q of query.tokens) {
    let best = 0;
    let bestAt = -1;
    name.tokens.forEach((w, i) => {
      if (used.has(i)) return;
      const credit = wordCredit(q, w);
      if (credit > best) {
        best = credit;
        bestAt = i;
      }
    });
    if (bestAt < 0) complete = false;
    else used.add(bestAt);
    matched += best * len(q);
  }
  const total = len(query.compact) + len(name.compact);
  return { dice: total === 0 ? 0 : (2 * matched) / total, complete };
}

/** Scores one name against the query (both normalised the same way). */
export function scoreName(query: NameKey, name: NameKey): NameScore {
  const q = query.compact;
  const v = name.compact;
  if (q === "" || v === "") return { score: 0, kind: null, prefix: false };
  if (q === v) return { score: 1, kind: "exact", prefix: false };

  const ql = len(q);
  const vl = len(v);
  const longer = Math.max(ql, vl);
  const coverage = Math.min(ql, vl) / longer;
  let best: { score: number; kind: MatchKind | null } = { score: 0, kind: null };
  let prefix = false;
  const consider = (score: number, kind: MatchKind) => {
    if (score > best.score) best = { score, kind };
  };

  const allowed = maxEdits(longer);
  if (allowed > 0) {
    const d = editDistance(q, v, allowed);
    if (d <= allowed) consider(Math.min(0.95, 1 - d / longer), "typo");
  }

  if (ql >= MIN_PREFIX_LENGTH && ql < vl && v.startsWith(q)) {
    prefix = true;
    consider((endsOnWordBoundary(ql, name) ? 0.8 : 0.72) + 0.1 * coverage, "prefix");
  } else if (ql >= MIN_FUZZY_PREFIX_LENGTH && ql < vl) {
    const head = Array.from(v);
    const near = [ql - 1, ql, ql + 1].some((n) => n < vl && editDistance(q, head.slice(0, n).join(""), 1) <= 1);
    if (near) {
      prefix = true;
      consider(0.72 + 0.1 * coverage, "prefix");
    }
  }

  if (query.tokens.length > 1 || name.tokens.length > 1) {
    const { dice, complete } = tokenOverlap(query, name);
    consider(complete ? 0.5 + 0.4 * dice : 0.8 * dice, "tokens");
  }

  if (ql >= MIN_CONTAINS_LENGTH && ql < vl && !v.startsWith(q) && v.includes(q)) {
    consider(0.65 + 0.2 * coverage, "contains");
  }

  if (vl >= MIN_PREFIX_LENGTH && vl < ql && q.startsWith(v)) {
    consider(0.6 + 0.25 * coverage, "extends");
  }

  return { ...best, prefix };
}

export interface EntityScore {
  /** The entity's best-scoring row. */
  candidate: Candidate;
  score: number;
  kind: MatchKind | null;
  /** The query is a proper prefix of one of the entity's names. */
  prefix: boolean;
}

function rank(a: EntityScore, b: EntityScore): number {
  if (b.score !== a.score) return b.score - a.score;
  if (a.candidate.matchedOn !== b.candidate.matchedOn) {
    return a.candidate.matchedOn === "companyName" ? -1 : 1;
  }
  const an = a.candidate.companyName ?? "";
  const bn = b.candidate.companyName ?? "";
  if (an !== bn) return an < bn ? -1 : 1;
  return a.candidate.entityId < b.candidate.entityId ? -1 : 1;
}

/** Best score per entity; on equal scores a company-name match is preferred to a founder's. */
export function scoreCandidates(query: string, candidates: readonly Candidate[]): EntityScore[] {
  const byEntity = new Map<string, EntityScore>();
  for (const candidate of candidates) {
    const s = scoreRawName(candidate.matchedOn, query, candidate.value);
    const prev = byEntity.get(candidate.entityId);
    const entry = { candidate, score: s.score, kind: s.kind, prefix: s.prefix || (prev?.prefix ?? false) };
    if (!prev || rank(entry, prev) < 0) byEntity.set(candidate.entityId, entry);
    else if (s.prefix) prev.prefix = true;
  }
  return [...byEntity.values()].sort(rank);
}

function roundScore(score: number): number {
  return Math.round(score * 1000) / 1000;
}

function toEntity(c: Candidate): ResolvedEntity {
  return { id: c.entityId, companyName: c.companyName, founderName: c.founderName };
}

function toAmbiguous(e: EntityScore): AmbiguousCandidate {
  return { ...toEntity(e.candidate), matchedOn: e.candidate.matchedOn, score: roundScore(e.score) };
}

/** Decides match / ambiguous / none for a query over candidate rows (rule at the top of the file). */
export function decide(query: string, candidates: readonly Candidate[]): LookupDecision {
  const ranked = scoreCandidates(query, candidates).filter((e) => e.score >= MIN_SCORE);
  if (ranked.length === 0) return { kind: "none" };

  const exact = ranked.filter((e) => e.score === 1);
  const top = ranked[0];
  let rivals: EntityScore[];
  if (exact.length === 1) rivals = [];
  else {
    const sharedPrefix = exact.length === 0 && top.kind === "prefix";
    rivals = ranked.slice(1).filter((e) => top.score - e.score <= AMBIGUITY_MARGIN || (sharedPrefix && e.prefix));
  }

  if (rivals.length === 0) {
    return {
      kind: "match",
      resolution: {
        query: query.trim(),
        matchedOn: top.candidate.matchedOn,
        score: roundScore(top.score),
        entity: toEntity(top.candidate),
      },
    };
  }
  return {
    kind: "ambiguous",
    candidates: [top, ...rivals].slice(0, MAX_AMBIGUOUS_CANDIDATES).map(toAmbiguous),
  };
}
