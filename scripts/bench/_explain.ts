// temporary: EXPLAIN ANALYZE of the fuzzy lookup on the dev Postgres database
import { sql } from "kysely";
import { openPostgres } from "../../src/db/open-node";
import { candidateQuery } from "../../src/search/lookup";
const h = openPostgres("postgres://postgres@127.0.0.1:5432/pta_bench_dev");
const org = (await sql<{ id: string }>`select id from organizations where name = 'Bench Capital'`.execute(h.db)).rows[0]!.id;
const q = candidateQuery(org, process.argv[2] ?? "Optivpeort Systems")!;
const c = q.compile(h.db);
const t0 = performance.now();
await q.execute(h.db);
console.log("plain ms", (performance.now() - t0).toFixed(1));
const r = await sql.raw(`explain (analyze, buffers) ${c.sql}`).execute(h.db).catch(async () => null);
const pg = await import("pg");
const client = new pg.default.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/pta_bench_dev" });
await client.connect();
for (let i = 0; i < 5; i++) {
  const res = await client.query(`explain (analyze, buffers) ${c.sql}`, c.parameters as unknown[]);
  const lines = res.rows.map((row) => row["QUERY PLAN"] as string);
  if (process.env.FULL && i === 4) for (const l of lines) console.log(l);
  console.log(lines.filter((l) => /Planning Time|Execution Time/.test(l)).join("  "));
}
await client.end();
await h.close();
