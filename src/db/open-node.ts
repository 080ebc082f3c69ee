import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import { Mutex } from "../platform/mutex";
import type { DatabaseHandle } from "./database";
import { listenPostgres } from "./listen-node";
import { fastTimestamptzParser } from "./pg-timestamps";
import { preparedStatementPool } from "./prepared-pool-node";
import { PGliteDialect } from "./pglite-dialect";
import { hasCluster, initClusterInChild } from "./pglite-init-node";
import type { Database } from "./types";

// COUNT(*) and other int8 values come back as numbers, as they do from PGlite.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1184, fastTimestamptzParser(pg.types.getTypeParser(1184)));

export interface OpenOptions {
  /** PGlite only: "memory://" for an in-memory database (tests). */
  dataDir?: string;
}

/** Node entry points open the database here: PGlite in DATA_DIR unless DATABASE_URL is set. */
export async function openDatabase(
  config: Pick<Config, "DATABASE_URL" | "DATA_DIR">,
  opts: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPGlite(opts.dataDir ?? config.DATA_DIR);
}

/** The API's Postgres sessions (the bench's pgbench runs with the same). */
export const POSTGRES_SESSION_OPTIONS =
  "-c TimeZone=UTC -c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0";

export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  // UTC sessions: timestamps arrive as `…+00`, which the fast parser reads (pg-timestamps.ts).
  // Generic plans: statements are prepared (prepared-pool-node.ts), and with a generic plan a repeated
  // one is not planned again. Left to choose ("auto"), Postgres re-plans every fuzzy lookup, whose
  // planning costs twice its execution, and gains nothing on the others: every statement here is
  // an index walk by organisation, company or id whatever the values (bench/results.md).
  // No parallel workers: with a generic plan a `limit $n` is planned as a tenth of the table, and
  // Postgres then started two workers for a page of 26 rows (GET /alerts?latestPerEntity=true:
  // ~20 ms instead of ~0.3 ms, bench/results.md). Nothing the API asks scans enough rows to gain.
  // A connection attempt that hangs (a host gone from the network) fails after 5 s, so a request
  // is answered 503 rather than held; keepalive notices a dead idle connection.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    application_name: "partner-tracking-api",
    options: POSTGRES_SESSION_OPTIONS,
  });
  pool.on("error", () => {}); // an idle client dying must not crash the process; the next query reconnects
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) });
  return {
    db,
    kind: "postgres",
    execScript: async (sql) => {
      await pool.query(sql);
    },
    listen: (channel, onNotify, onState) => listenPostgres(connectionString, channel, onNotify, onState),
    close: () => db.destroy(),
  };
}

/**
 * Postgres' default of 128 MB of shared buffers is allocated and touched at start; in PGlite it is
 * WebAssembly memory that is never given back. 16 MB keeps the embedded server about 130 MB
 * smaller idle and under load at no measurable cost in speed (the OS page cache still holds the
 * files; bench/results.md, "Memory"). PGlite's other knobs do not help on Node: `initialMemory`
 * cannot go below its 128 MB default, and `relaxedDurability` only affects IndexedDB.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export async function openPGlite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    if (!hasCluster(dataDir)) await initClusterInChild(dataDir);
  }
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
  const lock = new Mutex();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, lock) });
  return {
    db,
    kind: "pglite",
    execScript: (sql) => lock.run(async () => void (await pglite.exec(sql))),
    // One session: LISTEN waits for the lock so it cannot land inside another caller's transaction.
    // PGlite calls back as soon as the notifying statement (or its commit) returns, so a change made
    // in this process is heard before its caller continues.
    listen: async (channel, onNotify, onState) => {
      const unlisten = await lock.run(() => pglite.listen(channel, (payload) => onNotify(payload ?? "")));
      onState(true);
      return async () => {
        onState(false);
        await lock.run(() => unlisten());
      };
    },
    close: async () => {
      await db.destroy();
      await lock.run(() => pglite.close());
    },
  };
}
