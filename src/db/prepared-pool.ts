import { createHash } from "node:crypto";
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type pg from "pg";

/** Statements longer than this (bulk inserts, long IN lists) are not worth keeping per connection. */
const MAX_PREPARED_SQL_CHARS = 8_000;
/** Per connection: Postgres keeps each prepared statement in the backend's memory until it closes. */
const MAX_PREPARED_PER_CONNECTION = 500;

const names = new Map<string, string>();
/** A statement's name is a digest of its text, so one name never stands for two texts. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = "k" + createHash("sha1").update(text).digest("base64url");
    if (names.size >= 5_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * node-postgres behind Kysely with every parameterised statement prepared once per connection
 * (named by its text). Kysely's SQL has a fixed shape per query, so after the first call a statement
 * skips parsing and, once Postgres settles on a generic plan, planning: the planner was a large part
 * of Postgres' CPU per read (bench/results.md). Statements that are long, or past a connection's
 * allowance, go unnamed as before.
 */
export function preparedStatementPool(pool: pg.Pool): PostgresPool {
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let mine = prepared.get(client);
      if (!mine) prepared.set(client, (mine = new Set()));
      const seen = mine;
      return {
        query: ((sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
          if (typeof sqlOrCursor !== "string") return client.query(sqlOrCursor as never);
          const values = parameters ? [...parameters] : [];
          if (sqlOrCursor.length <= MAX_PREPARED_SQL_CHARS) {
            const name = statementName(sqlOrCursor);
            if (seen.has(name) || seen.size < MAX_PREPARED_PER_CONNECTION) {
              seen.add(name);
              return client.query({ name, text: sqlOrCursor, values }) as Promise<PostgresQueryResult<unknown>>;
            }
          }
          return client.query(sqlOrCursor, values) as Promise<PostgresQueryResult<unknown>>;
        }) as PostgresPoolClient["query"],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
