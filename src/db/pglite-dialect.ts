import { parse, protocol, type PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { Mutex } from "../platform/mutex";

/**
 * Kysely over PGlite. PGlite is a single connection, so every query and every whole transaction
 * takes a process-wide lock: two interleaved transactions on one connection would corrupt each
 * other. Inside a transaction, always use the transaction handle, never the outer `db`.
 */
export class PGliteDialect implements Dialect {
  private readonly statements: PGliteStatements;
  constructor(
    pg: PGlite,
    private readonly lock: Mutex = new Mutex(),
  ) {
    this.statements = new PGliteStatements(pg);
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.statements, this.lock);
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  constructor(
    private readonly statements: PGliteStatements,
    private readonly lock: Mutex,
  ) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    return new PGliteConnection(this.statements, release);
  }
  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const iso = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : "";
    await conn.executeQuery(CompiledQuery.raw(`begin${iso}`));
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("rollback"));
  }
  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    (conn as PGliteConnection).release();
  }
  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly statements: PGliteStatements,
    readonly release: () => void,
  ) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const res = await this.statements.run<R>(query.sql, query.parameters);
    const affected = res.affectedRows;
    const isWrite = /^\s*(insert|update|delete|merge)/i.test(query.sql);
    return {
      rows: res.rows,
      ...(isWrite && affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }
  // biome-ignore lint/correctness/useYield: the driver interface asks for a generator, and PGlite cannot stream
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming is not supported on PGlite");
  }
}

/** Statements longer than this (bulk inserts, long IN lists) are not worth keeping prepared. */
const MAX_PREPARED_SQL_CHARS = 8_000;
/** PGlite keeps each prepared statement (and its cached plan) in its WebAssembly memory. */
const MAX_PREPARED = 500;

/** A prepared `select *` fails for good once its table gains or loses a column (a migration). */
const isStaleResultType = (err: unknown) =>
  (err as { code?: string } | null)?.code === "0A000" &&
  /cached plan must not change result type/.test(String((err as Error).message));

/**
 * Runs statements on PGlite the way the Postgres driver does (prepared-pool-node.ts): each
 * statement text is prepared once under a name and afterwards only bound and executed, and the
 * whole exchange (parse, bind, describe, execute, sync) goes to PGlite as one message.
 * `PGlite.query` parses and plans every call, and makes six separate calls into WebAssembly (it
 * first asks for the parameters' types, to serialise the values by them); that was about half of
 * a simple statement's CPU, and the pipeline runs some fifty statements per company
 * (bench/results.md, "Performance, third pass"). Values are serialised by their JavaScript type,
 * as node-postgres does, so a statement sends the same text to both databases.
 *
 * Long statements, and new ones once MAX_PREPARED are kept, go unnamed (parsed each time). A
 * prepared statement whose result type a schema change altered is dropped and prepared again;
 * the call is retried at once outside a transaction (inside one the error ends it, as on Postgres).
 */
class PGliteStatements {
  private readonly names = new Map<string, string>();
  /** Names to close before the next statement: prepared by a call that failed, or gone stale. */
  private readonly toClose: string[] = [];
  private count = 0;
  private inTransaction = false;

  constructor(private readonly pg: PGlite) {}

  async run<R>(
    text: string,
    parameters: readonly unknown[],
    retried = false,
  ): Promise<{ rows: R[]; affectedRows?: number }> {
    await this.pg._checkReady();
    const head = text.trimStart().slice(0, 12).toLowerCase();
    if (head.startsWith("begin") || head.startsWith("start")) this.inTransaction = true;
    else if (
      head.startsWith("commit") ||
      head.startsWith("end") ||
      (head.startsWith("rollback") && !head.startsWith("rollback to"))
    )
      this.inTransaction = false;

    const parts: Uint8Array[] = this.toClose.splice(0).map((name) => protocol.serialize.close({ type: "S", name }));
    let name = this.names.get(text);
    let fresh: string | null = null;
    if (name === undefined) {
      name = text.length <= MAX_PREPARED_SQL_CHARS && this.names.size < MAX_PREPARED ? `pta_${++this.count}` : "";
      if (name) fresh = name;
      parts.push(protocol.serialize.parse({ name, text }));
    }
    parts.push(
      protocol.serialize.bind({ statement: name, values: parameters.map(toParam) }),
      protocol.serialize.describe({ type: "P" }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    try {
      const messages = await this.pg.runExclusive(() => this.pg.execProtocolStream(concat(parts), { syncToFs: false }));
      if (fresh) this.names.set(text, fresh);
      return (parse.parseResults(messages, this.pg.parsers)[0] ?? { rows: [] }) as unknown as {
        rows: R[];
        affectedRows?: number;
      };
    } catch (err) {
      // A statement prepared by a failed call (its parse went through, its bind did not) is never used again.
      if (fresh) this.toClose.push(fresh);
      if (name && !fresh && isStaleResultType(err)) {
        this.names.delete(text);
        this.toClose.push(name);
        if (!this.inTransaction && !retried) return this.run(text, parameters, true);
      }
      if (err && typeof err === "object") Object.assign(err, { query: text, params: parameters });
      throw err;
    }
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/**
 * A value as the text of a parameter, by its JavaScript type (node-postgres' rules; dates in
 * UTC, as PGlite wrote them): the statement's casts, not a round trip, give the types.
 */
function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (value instanceof Uint8Array)
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return "NULL";
    if (Array.isArray(v)) return arrayLiteral(v);
    return `"${toParam(v)!.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}
