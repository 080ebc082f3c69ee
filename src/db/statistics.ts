import { sql } from "kysely";
import type { Db } from "./database";

/**
 * Refreshes the planner's statistics (ANALYZE) of every table that has grown by more than a tenth
 * (and 8 pages) since they were last gathered, or that never had any; with `vacuum` (the embedded
 * database), VACUUM (ANALYZE) instead. PGlite runs no autovacuum,
 * so without this the embedded database kept no statistics at all: a seeded organisation's
 * `GET /alerts?latestPerEntity=true&outcome=suppressed` was planned as a nested loop over every
 * alert pair and held the server's only thread for 20 s. Growth is read from the table's size on
 * disk against the page count the last ANALYZE recorded: cheap, and it works on PGlite, whose
 * activity counters stay at zero. On Postgres autovacuum usually got there first and this finds
 * nothing.
 *
 * Without vacuum, PGlite never reuses the space of a row's old versions either: every job's
 * claim and end, every run's update of its company, left a dead row behind, and those tables grew
 * for ever (and their scans with them). Rewritten rows make a table grow, so growth is also when to
 * vacuum: afterwards new versions fill the space freed, and the table stops growing until its live
 * rows do. Pages a vacuum found all-visible are skipped the next time. Returns the tables refreshed.
 */
export async function refreshGrownTables(db: Db, opts: { vacuum: boolean }): Promise<string[]> {
  const grown = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
      and pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 8
    order by c.relname`.execute(db);
  const names = grown.rows.map((r) => r.name);
  for (const name of names)
    await (opts.vacuum ? sql`vacuum (analyze) ${sql.id(name)}` : sql`analyze ${sql.id(name)}`).execute(db);
  return names;
}
