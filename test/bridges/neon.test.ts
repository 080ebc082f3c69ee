import { neonConfig } from "@neondatabase/serverless";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ws from "ws";
import { createNeonKysely } from "../../src/db/dialects/neon";
import { startNeonWsProxy, type NeonWsProxy } from "../../scripts/bridges/neon-ws-proxy";

// The local Postgres (trust auth). The host in the connection string is only what the driver
// passes to wsProxy; the bridge always dials PG_HOST:PG_PORT.
const PG_HOST = process.env.TEST_PG_HOST ?? "127.0.0.1";
const PG_PORT = Number(process.env.TEST_PG_PORT ?? 5432);
const CONNECTION_STRING = `postgresql://postgres@ep-local.example.test:${PG_PORT}/test`;

interface DB {
  [table: string]: { id: number; note: string };
}

describe("Kysely over @neondatabase/serverless through the WebSocket bridge", () => {
  let proxy: NeonWsProxy;
  let db: Kysely<DB>;
  const schema = `bridge_neon_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const table = `${schema}.notes`;

  let globalsBefore: unknown[];
  const globals = () => [
    neonConfig.webSocketConstructor,
    neonConfig.wsProxy,
    neonConfig.pipelineConnect,
    neonConfig.useSecureWebSocket,
  ];

  beforeAll(async () => {
    globalsBefore = globals();
    proxy = await startNeonWsProxy({ pgHost: PG_HOST, pgPort: PG_PORT });
    db = createNeonKysely<DB>({
      connectionString: CONNECTION_STRING,
      wsProxy: proxy.url,
      webSocketConstructor: ws,
      max: 5,
    });
    await sql`create schema ${sql.id(schema)}`.execute(db);
    await sql`create table ${sql.table(table)} (id int primary key, note text not null)`.execute(db);
  });

  afterAll(async () => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
    await proxy.close();
  });

  it("runs a query and parses types like node-postgres", async () => {
    const { rows } = await sql<{
      at: Date;
      big: string;
      doc: { a: number };
      tags: string[];
    }>`select '2026-11-21 22:27:20.671+00'::timestamptz as at, 9007199254740993::int8 as big,
              '{"a":1}'::jsonb as doc, array['x','y'] as tags`.execute(db);

    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].at.toISOString()).toBe("2026-11-21T22:27:20.671Z");
    expect(rows[0].big).toBe("9007199254740993");
    expect(rows[0].doc).toEqual({ a: 1 });
    expect(rows[0].tags).toEqual(["x", "y"]);
  });

  it("rolls back an interactive transaction that throws", async () => {
    const boom = new Error("abort on purpose");
    let seenInside: unknown[] = [];

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto(table).values({ id: 1, note: "inside" }).execute();
        seenInside = await trx.selectFrom(table).select("note").execute();
        throw boom;
      }),
    ).rejects.toBe(boom);

    expect(seenInside).toEqual([{ note: "inside" }]);
    expect(await db.selectFrom(table).selectAll().execute()).toEqual([]);
  });

  it("commits a transaction and surfaces Postgres errors with their code", async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto(table).values({ id: 2, note: "kept" }).execute();
    });
    expect(await db.selectFrom(table).select(["id", "note"]).execute()).toEqual([{ id: 2, note: "kept" }]);

    await expect(db.insertInto(table).values({ id: 2, note: "dup" }).execute()).rejects.toMatchObject({
      code: "23505",
    });
  });

  it("serves concurrent queries on separate connections", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        sql<{ pid: number; i: number }>`select pg_backend_pid() as pid, ${i}::int as i from pg_sleep(0.2)`.execute(db),
      ),
    );

    expect(results.map((r) => r.rows[0].i)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(results.map((r) => r.rows[0].pid)).size).toBe(5);
  });

  it("rejects queries when the proxy cannot be reached", async () => {
    const closed = await startNeonWsProxy({ pgHost: PG_HOST, pgPort: PG_PORT });
    await closed.close();
    const unreachable = createNeonKysely<DB>({
      connectionString: CONNECTION_STRING,
      wsProxy: closed.url,
      webSocketConstructor: ws,
      connectionTimeoutMillis: 5_000,
    });
    try {
      // The driver rejects with the WebSocket's ErrorEvent (not an Error instance).
      await expect(sql`select 1`.execute(unreachable)).rejects.toMatchObject({
        message: expect.stringMatching(/ECONNREFUSED/),
      });
    } finally {
      await unreachable.destroy();
    }
  });

  it("leaves the driver's global configuration untouched", () => {
    expect(globals()).toEqual(globalsBefore);
  });
});
