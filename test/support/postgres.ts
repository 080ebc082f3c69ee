import pg from "pg";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPostgres } from "../../src/db/open-node";

/**
 * Throwaway databases on the local Postgres for the real-Postgres and Workers suites. Each run
 * makes its own (`pta_test_<pid>_<random>`), so runs never see each other's rows, and drops it.
 */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export function pgAddress(url = PG_ADMIN_URL): { host: string; port: number } {
  const u = new URL(url);
  return { host: u.hostname || "127.0.0.1", port: Number(u.port || 5432) };
}

export interface TestDatabase {
  name: string;
  /** node-postgres / Neon connection string of the new database. */
  url: string;
  drop(): Promise<void>;
}

export function databaseUrl(name: string, base = PG_ADMIN_URL): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates a fresh database and applies the migrations (unless `migrated: false`). */
export async function createTestDatabase(
  opts: { prefix?: string; migrated?: boolean; template?: string } = {},
): Promise<TestDatabase> {
  const name = `${opts.prefix ?? "pta_test"}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin((c) => c.query(`create database "${name}"${opts.template ? ` template "${opts.template}"` : ""}`));
  const url = databaseUrl(name);
  // A copy of a migrated template is migrated already.
  if (opts.migrated !== false && !opts.template) {
    const handle = openPostgres(url, 2);
    try {
      await migrate(handle, loadMigrations());
    } finally {
      await handle.close();
    }
  }
  return {
    name,
    url,
    drop: () => admin((c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/** True when the local Postgres answers (the suites that need it skip, with a reason, otherwise). */
export async function postgresReachable(): Promise<boolean> {
  try {
    await admin((c) => c.query("select 1"));
    return true;
  } catch {
    return false;
  }
}

/** Drops every database whose name starts with `prefix` (the per-file copies a run leaves behind). */
export async function dropDatabasesLike(prefix: string): Promise<void> {
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await c.query(`drop database if exists "${datname}" with (force)`);
  });
}
