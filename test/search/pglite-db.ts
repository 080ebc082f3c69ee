// A migrated in-memory PGlite (with pg_trgm) wrapped in Kysely, private to the search tests
// until the shared PGlite dialect in src/db exists. One database per test worker (PGlite costs
// seconds and hundreds of MB); test files isolate themselves by organisation.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";

const MIGRATION = fileURLToPath(new URL("../../db/migrations/0001_init.sql", import.meta.url));

/** PGlite has one connection: hand it to one Kysely connection at a time. */
class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly releases: (() => void)[] = [];
  private readonly connection: DatabaseConnection;

  constructor(private readonly pg: PGlite) {
    this.connection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const result = await pg.query<R>(query.sql, query.parameters as unknown[]);
        return {
          rows: result.rows,
          numAffectedRows:
            result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
        };
      },
      streamQuery() {
        throw new Error("streaming is not supported by the test PGlite driver");
      },
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.releases.push(release);
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    this.releases.shift()?.();
  }

  async beginTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw("rollback"));
  }

  async destroy(): Promise<void> {
    await this.pg.close();
  }
}

function pgliteDialect(pg: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(pg),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db) => new PostgresIntrospector(db),
  };
}

export interface TestDb {
  pg: PGlite;
  db: Kysely<any>;
}

let shared: Promise<TestDb> | undefined;

/** The worker's migrated test database, created on first use. */
export function testDb(): Promise<TestDb> {
  shared ??= (async () => {
    const pg = new PGlite({ extensions: { pg_trgm } });
    await pg.exec(readFileSync(MIGRATION, "utf8"));
    return { pg, db: new Kysely<any>({ dialect: pgliteDialect(pg) }) };
  })();
  return shared;
}
