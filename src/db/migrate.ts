import { sql } from "kysely";
import type { DatabaseHandle } from "./database";

export interface Migration {
  name: string;
  sql: string;
}

const LOCK_ID = 727_274_001;

/**
 * Applies the migrations not yet recorded, in name order, each in its own transaction together
 * with its record, so each runs exactly once. Concurrent migrators on one Postgres serialise on an
 * advisory lock; the loser sees the winner's record and skips.
 */
export async function migrate(
  handle: DatabaseHandle,
  migrations: Migration[],
  now: () => Date = () => new Date(),
): Promise<string[]> {
  // Under the lock too: two concurrent `create table if not exists` of one table collide in Postgres.
  await handle.execScript(
    [
      "begin;",
      `select pg_advisory_xact_lock(${LOCK_ID});`,
      "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null);",
      "commit;",
    ].join("\n"),
  );
  const applied: string[] = [];
  for (const m of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    if (await isApplied(handle, m.name)) continue;
    const script = [
      "begin;",
      `select pg_advisory_xact_lock(${LOCK_ID});`,
      m.sql,
      `insert into schema_migrations (name, applied_at) values ('${m.name.replace(/'/g, "''")}', '` +
        `${now().toISOString()}');`,
      "commit;",
    ].join("\n");
    try {
      await handle.execScript(script);
      applied.push(m.name);
    } catch (err) {
      await handle.execScript("rollback").catch(() => {});
      if (await isApplied(handle, m.name)) continue; // another process applied it first
      throw new Error(`migration ${m.name} failed: ${(err as Error).message}`);
    }
  }
  return applied;
}

async function isApplied(handle: DatabaseHandle, name: string): Promise<boolean> {
  const r = await sql<{ n: number }>`select count(*)::int as n from schema_migrations where name = ${name}`.execute(
    handle.db,
  );
  return (r.rows[0]?.n ?? 0) > 0;
}
