/**
 * The bench organisation: its own organisation, owner and key (so the bench never touches the
 * demo organisation), filled by the product's own bulk seeder (`seedDemo`, the code behind
 * `admin seed-demo`): companies with founders and taxonomy classifications, one run per signal,
 * one alert per signal judged by the real alert rules, leads in every decision state. Its latest
 * run per company finished within the last half day, so the cadence scheduler finds nothing due
 * and the read benchmarks do not compete with thousands of background runs.
 */
import { sql } from "kysely";
import type { Db } from "../../src/db/database";
import type { Clock } from "../../src/platform/clock";
import { issueKey } from "../../src/services/keys/issue";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { SCOPES } from "../../src/services/access/scopes";
import { ADMIN_CLI } from "../../src/services/audit/record";

export interface SeedSize {
  companies: number;
  signals: number;
  leads: number;
}

export interface SeedResult {
  orgId: string;
  key: string;
  keyId: string;
  /** Company names spread over the table: the fuzzy-lookup scenario makes typos of them. */
  typoCandidates: string[];
  counts: Record<string, number>;
  ms: number;
}

export async function seedBench(db: Db, clock: Clock, size: SeedSize, seed = 42): Promise<SeedResult> {
  const t0 = performance.now();
  const { orgId } = await createOrganization(db, clock, "Bench Capital");
  const { memberId } = await createMember(
    db,
    clock,
    { orgId, email: "bench@example.com", role: "owner", name: "Bench Runner" },
    ADMIN_CLI,
  );
  const { key, keyId } = await issueKey(db, clock, { memberId, scopes: [...SCOPES], name: "bench" }, ADMIN_CLI);
  await seedDemo(db, clock, { orgId, companies: size.companies, signals: size.signals, leads: size.leads, seed });
  // A settled database: statistics current, as autovacuum would leave them.
  await sql`analyze`.execute(db);

  const names = await sql<{ company_name: string }>`
    select company_name from entities where org_id = ${orgId} order by created_at, id`.execute(db);
  const step = Math.max(1, Math.floor(names.rows.length / 40));
  const typoCandidates = names.rows.filter((_, i) => i % step === 0).map((r) => r.company_name);

  const counts: Record<string, number> = {};
  for (const t of ["entities", "founders", "runs", "signals", "alerts", "leads"]) {
    const c = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)} where org_id = ${orgId}`.execute(
      db,
    );
    counts[t] = Number(c.rows[0]!.n);
  }
  return { orgId, key, keyId, typoCandidates, counts, ms: Math.round(performance.now() - t0) };
}

/**
 * Typos a person makes typing a name: two neighbouring letters of the first word swapped, in a
 * few places ("Nimbus Health 7" → "Nimbsu Health 7", "Nmibus Health 7", …).
 */
export function typos(name: string): string[] {
  const [word, ...rest] = name.split(" ");
  const out: string[] = [];
  for (let i = 1; i + 1 < word!.length; i++) {
    const w = word!.slice(0, i) + word![i + 1] + word![i] + word!.slice(i + 2);
    if (w.toLowerCase() !== word!.toLowerCase()) out.push([w, ...rest].join(" "));
  }
  return out;
}
