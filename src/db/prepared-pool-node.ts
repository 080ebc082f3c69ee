import { createHash } from "node:crypto";
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type pg from "pg";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./unavailable";

/** Statements longer than this (bulk inserts, long IN lists) are not worth keeping per connection. */
const MAX_PREPARED_SQL_CHARS = 8_000;
/** Per connection: Postgres keeps each prepared statement in the backend's memory until it closes. */
const MAX_PREPARED_PER_CONNECTION = 500;

const digests = new Map<string, string>();
/** A statement's name is a digest of its text, so one name never stands for two texts. */
function digest(text: string): string {
  let name = digests.get(text);
  if (name === undefined) {
    name = "k" + createHash("sha1").update(text).digest("base64url");
    if (digests.size >= 5_000) digests.clear();
    digests.set(text, name);
  }
  return name;
}

/**
 * A prepared `select *` fails for good once its table gains or loses a column ("cached plan must
 * not change result type"), as after a migration applied while servers run.
 */
const isStaleResultType = (err: unknown) =>
  (err as { code?: string } | null)?.code === "0A000" &&
  /cached plan must not change result type/.test(String((err as Error).message));

interface ConnectionState {
  /** Names prepared on this connection. */
  prepared: Set<string>;
  /** Statements whose prepared version went stale: prepared again under a new name. */
  generation: Map<string, number>;
  inTransaction: boolean;
  /** The connection failed (terminated by the server, network lost): destroyed on release, never reused. */
  broken: unknown;
}

/**
 * node-postgres behind Kysely with every parameterised statement prepared once per connection
 * (named by its text). Kysely's SQL has a fixed shape per query, so after the first call a statement
 * skips parsing and, with a generic plan, planning: the planner was a large part of Postgres' CPU
 * per read (bench/results.md). Statements that are long, or past a connection's allowance, go
 * unnamed as before. A statement made stale by a schema change is prepared again under a new name:
 * outside a transaction the call is retried at once; inside one the error ends that transaction,
 * and the next call prepares afresh.
 *
 * A checked-out client has no pool listener for its `error` event, and an `error` with no listener
 * ends the process: when the server terminates a session between two statements of a request (a
 * restart, a failover), node-postgres emits it there. Each client gets a listener of its own that
 * marks it broken, and a broken client is destroyed on release instead of going back to the pool.
 * Failing to get a connection at all is a DatabaseUnavailableError (answered 503).
 */
export function preparedStatementPool(pool: pg.Pool): PostgresPool {
  const states = new WeakMap<pg.PoolClient, ConnectionState>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw new DatabaseUnavailableError(err);
      }
      let state = states.get(client);
      if (!state) {
        const fresh: ConnectionState = {
          prepared: new Set(),
          generation: new Map(),
          inTransaction: false,
          broken: null,
        };
        client.on("error", (err) => (fresh.broken = err));
        states.set(client, (state = fresh));
      }
      const s = state;

      const named = (text: string): string | null => {
        if (text.length > MAX_PREPARED_SQL_CHARS) return null;
        const base = digest(text);
        const gen = s.generation.get(base);
        const name = gen ? `${base}_${gen}` : base;
        if (!s.prepared.has(name) && s.prepared.size >= MAX_PREPARED_PER_CONNECTION) return null;
        s.prepared.add(name);
        return name;
      };

      const run = async (text: string, values: unknown[], retried = false): Promise<PostgresQueryResult<unknown>> => {
        const name = named(text);
        try {
          return (await (name
            ? client.query({ name, text, values })
            : client.query(text, values))) as PostgresQueryResult<unknown>;
        } catch (err) {
          if (isDatabaseUnavailable(err)) s.broken = err;
          if (!name || !isStaleResultType(err)) throw err;
          const base = digest(text);
          s.generation.set(base, (s.generation.get(base) ?? 0) + 1);
          if (s.inTransaction || retried) throw err;
          return run(text, values, true);
        }
      };

      return {
        query: ((sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
          if (typeof sqlOrCursor !== "string") return client.query(sqlOrCursor as never);
          // Kysely opens and ends transactions with these plain statements on this connection.
          const head = sqlOrCursor.trimStart().slice(0, 12).toLowerCase();
          if (head.startsWith("begin") || head.startsWith("start")) s.inTransaction = true;
          else if (
            head.startsWith("commit") ||
            head.startsWith("end") ||
            (head.startsWith("rollback") && !head.startsWith("rollback to"))
          )
            s.inTransaction = false;
          return run(sqlOrCursor, parameters ? [...parameters] : []);
        }) as PostgresPoolClient["query"],
        release: () => {
          s.inTransaction = false;
          // pg-pool destroys a client released with an error.
          client.release(s.broken ? (s.broken instanceof Error ? s.broken : new Error("connection lost")) : undefined);
        },
      };
    },
    end: () => pool.end(),
  };
}
