import { sql } from "kysely";
import type { Db } from "./database";

/**
 * Refreshes the planner's statistics (ANALYZE) of every table that has grown by more than a tenth
 * (and 8 pages) since they were last gathered, or that never had any. PGlite runs no autovacuum,
 * so without this the embedded database kept no statistics at all: a seeded organisation's
 * `GET /alerts?latestPerEntity=true&outcome=suppressed` was planned as a nested loop over every
 * alert pair and held the server's only thread for 20 s. Growth is read from the table's size on
 * disk against the page count the last ANALYZE recorded: cheap, and it works on PGlite, whose
 * activity counters stay at zero. On Postgres autovacuum usually got there first and this finds
 * nothing. Returns the tables analysed.
 */
export async function analyzeGrownTables(db: Db): Promise<string[]> {
  const grown = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
      and pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 8
    order by c.relname`.execute(db);
  const names = grown.rows.map((r) => r.name);
  for (const name of names) await sql`analyze ${sql.id(name)}`.execute(db);
  return names;
}
