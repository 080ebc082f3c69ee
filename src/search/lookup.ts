// Fuzzy company lookup (spec 4.1): Postgres finds a few candidates through the pg_trgm GIN
// indexes on the normalised names (entities.company_name_norm, founders.name_norm); score.ts
// scores them and decides.

import { sql, type Kysely, type RawBuilder } from "kysely";
import { normalizePersonName, personNameTokens } from "../identity/people";
import { nameTokens, normalizeName } from "./normalize";
import { decide, type Candidate, type LookupDecision } from "./score";

/** Candidate rows fetched per source (company names, founder names). */
export const CANDIDATE_LIMIT = 50;

/** Longer queries are cut: names are short, and scoring is quadratic in length. */
const MAX_QUERY_LENGTH = 200;

export interface CandidateRow {
  entity_id: string;
  company_name: string | null;
  founder_name: string | null;
  matched_on: "companyName" | "founderName";
  value: string;
}

/** Keys shorter than this have no whole trigram: only an exact key can match them. */
const MIN_TRIGRAM_KEY_LENGTH = 3;
/** At most this many leading-word keys are looked up for a long query. */
const MAX_LEADING_WORD_KEYS = 8;

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Ids of rows of `table` in the organisation whose normalised name `column` may match `key`.
 * Each branch is a separate select so that the planner weighs each against the GIN trigram
 * index on its own (an OR of them is costed as one sum and tips into a sequential scan, where
 * every row pays for word_similarity):
 * - `col like '%key%'`     the key inside the name: prefixes ("acme" → "acmerobotics"), joined
 *                          words, a surname.
 * - `key <% col`           some part of the name is close to the key (word_similarity above
 *                          pg_trgm.word_similarity_threshold, 0.6 by default): typos, in whole
 *                          names and in prefixes.
 * - `col in (prefixes)`    the name is the first words of a longer query ("Acme Robotics
 *                          Europe" → "acmerobotics", "Globex Corportion" → "globex"), which
 *                          neither branch above finds.
 * Plain similarity (`%`, threshold 0.3) is left out: on names sharing a common word ("labs",
 * "robotics") its index scan returns a large part of the table to recheck, and nearly all it
 * would add over these branches scores below MIN_SCORE anyway.
 */
function matchingIds(
  table: "entities" | "founders",
  column: "company_name_norm" | "name_norm",
  orgId: string,
  key: string,
  prefixes: string[],
  loose: boolean,
): RawBuilder<{ id: string }> {
  const t = sql.table(table);
  const col = sql.ref(column);
  const where = (condition: RawBuilder<unknown>) =>
    sql<{ id: string }>`select id from ${t} where org_id = ${orgId} and ${condition}`;
  if (Array.from(key).length < MIN_TRIGRAM_KEY_LENGTH) return where(sql`${col} = ${key}`);
  if (loose) return where(sql`${col} % ${key}`);
  const branches = [where(sql`${col} like ${`%${likeEscape(key)}%`}`), where(sql`${key} <% ${col}`)];
  if (prefixes.length > 0) branches.push(where(sql`${col} in (${sql.join(prefixes)})`));
  return sql<{ id: string }>`${sql.join(branches, sql` union `)}`;
}

/** Compact keys of the query's leading words, "acme robotics berlin" → acme, acmerobotics. */
export function leadingWordKeys(tokens: readonly string[]): string[] {
  const keys: string[] = [];
  let key = "";
  for (const t of tokens.slice(0, Math.min(tokens.length - 1, MAX_LEADING_WORD_KEYS))) {
    key += t;
    if (Array.from(key).length >= MIN_TRIGRAM_KEY_LENGTH) keys.push(key);
  }
  return keys;
}

/**
 * Exact keys first, so the cut never loses an exact match; then the closest by trigrams, the
 * shortest first among equals (a prefix covering more of the name scores higher).
 */
function closestFirst(column: string, key: string): RawBuilder<unknown> {
  const col = sql.ref(column);
  return sql`(${col} = ${key}) desc, word_similarity(${key}, ${col}) desc, length(${col})`;
}

function companyCandidates(orgId: string, text: string, loose: boolean): RawBuilder<CandidateRow> {
  const tokens = nameTokens(text);
  const key = tokens.join("");
  return sql<CandidateRow>`
    select e.id as entity_id,
           e.company_name,
           (select f.name from founders f
             where f.entity_id = e.id
             order by f.position, f.created_at, f.id
             limit 1) as founder_name,
           'companyName' as matched_on,
           e.company_name as value
      from entities e
     where e.id in (${matchingIds("entities", "company_name_norm", orgId, key, leadingWordKeys(tokens), loose)})
       and e.company_name is not null
     order by ${closestFirst("e.company_name_norm", key)}, e.id
     limit ${CANDIDATE_LIMIT}`;
}

function founderCandidates(orgId: string, text: string, loose: boolean): RawBuilder<CandidateRow> {
  const tokens = personNameTokens(text);
  const key = tokens.join("");
  return sql<CandidateRow>`
    select e.id as entity_id,
           e.company_name,
           f.name as founder_name,
           'founderName' as matched_on,
           f.name as value
      from founders f
      join entities e on e.id = f.entity_id
     where f.id in (${matchingIds("founders", "name_norm", orgId, key, leadingWordKeys(tokens), loose)})
       and e.org_id = ${orgId}
     order by ${closestFirst("f.name_norm", key)}, f.id
     limit ${CANDIDATE_LIMIT}`;
}

/**
 * The candidate statement for a query: up to CANDIDATE_LIMIT company rows and as many founder
 * rows, in one round trip. Null when the query has no letters or digits. `loose` uses plain
 * trigram similarity instead (see resolveCompany).
 */
export function candidateQuery(orgId: string, query: string, loose = false): RawBuilder<CandidateRow> | null {
  const text = query.trim().slice(0, MAX_QUERY_LENGTH);
  const parts: RawBuilder<CandidateRow>[] = [];
  if (normalizeName(text) !== "") parts.push(companyCandidates(orgId, text, loose));
  if (normalizePersonName(text) !== "") parts.push(founderCandidates(orgId, text, loose));
  if (parts.length === 0) return null;
  return sql<CandidateRow>`${sql.join(
    parts.map((p) => sql`(${p})`),
    sql` union all `,
  )}`;
}

/**
 * Resolves a free-text company or founder query within one organisation (spec 4.1). When the
 * indexed branches find nothing that scores, a second, looser pass by plain trigram similarity
 * catches typos they miss (swapped letters in a short name: "Deepmseh" for DeepMesh); it costs a
 * second round trip only on a miss, so hits stay one query.
 */
export async function resolveCompany(db: Kysely<any>, orgId: string, query: string): Promise<LookupDecision> {
  const first = await candidatePass(db, orgId, query, false);
  if (first.kind !== "none") return first;
  return candidatePass(db, orgId, query, true);
}

async function candidatePass(db: Kysely<any>, orgId: string, query: string, loose: boolean): Promise<LookupDecision> {
  const statement = candidateQuery(orgId, query, loose);
  if (statement === null) return { kind: "none" };
  const { rows } = await statement.execute(db);
  const candidates: Candidate[] = rows.map((r) => ({
    entityId: r.entity_id,
    companyName: r.company_name,
    founderName: r.founder_name,
    matchedOn: r.matched_on,
    value: r.value,
  }));
  return decide(query.trim().slice(0, MAX_QUERY_LENGTH), candidates);
}
