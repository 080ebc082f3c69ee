// temporary: time seedDemo at bench volume
import { sql } from "kysely";
import { openPostgres, openPGlite } from "../../src/db/open-node";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { systemClock } from "../../src/platform/clock";
import { createOrganization, createMember } from "../../src/services/organizations";
import { seedDemo } from "../../src/services/demo-seed";
const h = process.argv[2] === "pglite" ? await openPGlite(process.argv[3]!) : openPostgres(process.argv[2]!);
await migrate(h, loadMigrations());
const { orgId } = await createOrganization(h.db, systemClock, "Bench Capital");
await createMember(h.db, systemClock, { orgId, email: "bench@example.com", role: "owner" });
const t0 = performance.now();
const counts = await seedDemo(h.db, systemClock, { orgId, companies: 10000, signals: 100000, leads: 5000, seed: 42 });
console.log("seedDemo ms", Math.round(performance.now() - t0), JSON.stringify({ c: counts.companies, s: counts.signals, l: counts.leads.total, a: counts.alerts }));
const r = await sql<{ n: number; dup: number }>`select count(*)::int n, count(*) - count(distinct company_name_norm) dup from entities where org_id = ${orgId}`.execute(h.db);
console.log(r.rows);
await h.close();
