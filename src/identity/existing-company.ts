import { sql } from "kysely";
import type { Db } from "../db/database";

/*
 * Whether an organisation already tracks a company, asked by create (spec 4.2) and by lead
 * discovery, on the normalised identifiers of identifiers.ts.
 */

/** The normalised identifiers of a submission, as the existing-company rule compares them. */
export interface Identifiers {
  websiteNorm: string | null;
  linkedinNorm: string | null;
  founderLinkedinNorms: string[];
}

type CompanyKeys = Pick<Identifiers, "websiteNorm" | "linkedinNorm">;

/** The organisation's companies with this website or this company LinkedIn; null when neither is given. */
function companiesWithWebsiteOrLinkedin(db: Db, orgId: string, { websiteNorm: w, linkedinNorm: l }: CompanyKeys) {
  if (!w && !l) return null;
  return db
    .selectFrom("entities as e")
    .where("e.org_id", "=", orgId)
    .where((eb) => {
      const ors = [];
      if (w) ors.push(eb("e.website_norm", "=", w));
      if (l) ors.push(eb("e.linkedin_norm", "=", l));
      return eb.or(ors);
    });
}

/**
 * The existing-company rule (spec 4.2): a company is already tracked when two identifiers match:
 * (a) a founder's LinkedIn plus the company LinkedIn, (a') a founder's LinkedIn plus the website,
 * or (b) the company LinkedIn plus the website. A website alone never matches. The oldest match
 * wins when several do. Call it inside the transaction that holds `lockCompanyIdentities` for these identifiers.
 */
export async function findExistingCompany(db: Db, orgId: string, ids: Identifiers): Promise<string | null> {
  const { websiteNorm: w, linkedinNorm: l } = ids;
  const f = [...new Set(ids.founderLinkedinNorms)];
  // Every rule needs the website or the company LinkedIn to match, so they select the candidates.
  const query = companiesWithWebsiteOrLinkedin(db, orgId, ids);
  if (!query) return null;
  const candidates = await query
    .select(["e.id", "e.website_norm", "e.linkedin_norm", "e.created_at"])
    .orderBy("e.created_at", "asc")
    .orderBy("e.id", "asc")
    .execute();
  if (candidates.length === 0) return null;

  let withFounder = new Set<string>();
  if (f.length) {
    const rows = await db
      .selectFrom("founders")
      .select("entity_id")
      .where("org_id", "=", orgId)
      .where(
        "entity_id",
        "in",
        candidates.map((c) => c.id),
      )
      .where("linkedin_norm", "in", f)
      .execute();
    withFounder = new Set(rows.map((r) => r.entity_id));
  }
  for (const c of candidates) {
    const website = !!w && c.website_norm === w;
    const linkedin = !!l && c.linkedin_norm === l;
    const founder = withFounder.has(c.id);
    if ((founder && (linkedin || website)) || (linkedin && website)) return c.id;
  }
  return null;
}

/**
 * Lead discovery's question, looser than the existing-company rule: does the organisation track a
 * company with this website or this company LinkedIn? One identifier is enough to skip a lead.
 */
export async function tracksCompanyWith(db: Db, orgId: string, ids: CompanyKeys): Promise<boolean> {
  const row = await companiesWithWebsiteOrLinkedin(db, orgId, ids)?.select("e.id").executeTakeFirst();
  return !!row;
}

/**
 * Serialises creates that could be the same company, for the rest of the transaction, so two
 * requests for one company cannot both miss each other and insert twice. Every existing-company
 * rule needs the website or the company LinkedIn to match, so a transaction-scoped advisory lock
 * per (organisation, website) and per (organisation, company LinkedIn) is enough; creates of other
 * companies, in this organisation or another, do not wait (one lock per organisation made every
 * create in an organisation queue behind the others: bench/results.md). Locks are taken in one
 * statement, in the order of their numbers, so two transactions never wait on each other in a
 * cycle. A submission with neither identifier can match nothing and takes no lock.
 */
export async function lockCompanyIdentities(db: Db, orgId: string, ids: CompanyKeys): Promise<void> {
  const keys = [ids.websiteNorm && `website:${ids.websiteNorm}`, ids.linkedinNorm && `linkedin:${ids.linkedinNorm}`]
    .filter((k): k is string => !!k)
    .map((k) => lockKey(`${orgId}|${k}`));
  const ordered = [...new Set(keys)].sort((a, b) => a - b);
  if (ordered.length === 0) return;
  const locks = ordered.map((k) => sql`pg_advisory_xact_lock(${IDENTITY_LOCK_SPACE}, ${k}::int)`);
  await sql`select ${sql.join(locks)}`.execute(db);
}

/** The first key of the two-key advisory locks on company identities. */
const IDENTITY_LOCK_SPACE = 727274011;

/** A 32-bit FNV-1a of the text, as a signed int (the second key of the lock). */
function lockKey(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}
