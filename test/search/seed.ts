// Rows for the search tests, written the way the application writes them: *_norm columns
// through the search normalisation functions.

import type { Kysely } from "kysely";
import { normalizePersonName } from "../../src/identity/people";
import { normalizeName } from "../../src/search/normalize";

const AT = new Date("2025-01-01T00:00:00.000Z");

export async function createOrg(db: Kysely<any>, name = "Search test org"): Promise<string> {
  const id = crypto.randomUUID();
  await db.insertInto("organizations").values({ id, name, created_at: AT }).execute();
  return id;
}

export interface CompanySeed {
  name: string | null;
  founders?: string[];
}

function entityRow(orgId: string, c: CompanySeed) {
  return {
    id: crypto.randomUUID(),
    org_id: orgId,
    company_name: c.name,
    company_name_norm: c.name === null ? "" : normalizeName(c.name),
    things_to_track: "funding rounds",
    alert_emails: ["partner@example.com"],
    created_at: AT,
    updated_at: AT,
  };
}

function founderRows(orgId: string, entityId: string, names: string[]) {
  return names.map((name, position) => ({
    id: crypto.randomUUID(),
    org_id: orgId,
    entity_id: entityId,
    name,
    name_norm: normalizePersonName(name),
    position,
    created_at: AT,
    updated_at: AT,
  }));
}

/** Inserts companies with their founders (in order); returns the entity ids in order. */
export async function insertCompanies(db: Kysely<any>, orgId: string, companies: CompanySeed[]): Promise<string[]> {
  const ids: string[] = [];
  const batch = 500;
  for (let i = 0; i < companies.length; i += batch) {
    const slice = companies.slice(i, i + batch);
    const entities = slice.map((c) => entityRow(orgId, c));
    const founders = slice.flatMap((c, j) => founderRows(orgId, entities[j].id, c.founders ?? []));
    await db.insertInto("entities").values(entities).execute();
    if (founders.length > 0) await db.insertInto("founders").values(founders).execute();
    ids.push(...entities.map((e) => e.id));
  }
  return ids;
}
