import { sql, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/database";
import { openPostgres } from "../../src/db/open-node";
import { onRealPostgres, realPostgresTitle } from "../support/harness";
import { createTestDatabase, type TestDatabase } from "../support/postgres";

/**
 * node-postgres as the Node server opens it (src/db/open-node.ts): statements prepared once per
 * connection and planned generically, sessions in UTC. One connection, so every statement below
 * meets the same server session.
 */

describe.skipIf(!onRealPostgres)(realPostgresTitle("node-postgres: prepared statements"), () => {
  let db: TestDatabase;
  let handle: DatabaseHandle;
  afterAll(async () => {
    await handle?.close();
    await db?.drop();
  });

  const prepared = async (like: string) =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from pg_prepared_statements where statement like ${like}`.execute(handle.db)
    ).rows[0]!.n;

  it("a repeated statement is prepared once and answers for each set of values", async () => {
    db = await createTestDatabase({ prefix: "pta_prep" });
    handle = openPostgres(db.url, 1);
    const square = (x: number) => sql<{ v: number }>`select ${x}::int * ${x}::int as v /* square */`.execute(handle.db);
    for (const x of [2, 3, 4, 5, 6, 7, 8]) expect((await square(x)).rows[0]!.v).toBe(x * x);
    expect(await prepared("%/* square */%")).toBe(1);
  });

  it("a statement that failed at run time, or never parsed, does not break the next call", async () => {
    const divide = (x: number) => sql<{ v: number }>`select 10 / ${x}::int as v /* divide */`.execute(handle.db);
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect((await divide(5)).rows[0]!.v).toBe(2);
    const broken = () => sql`select from from ${1}::int /* broken */`.execute(handle.db);
    await expect(broken()).rejects.toThrow(/syntax/);
    await expect(broken()).rejects.toThrow(/syntax/);
    expect((await divide(2)).rows[0]!.v).toBe(5);
  });

  it("long statements run unprepared", async () => {
    const values = Array.from({ length: 1500 }, (_, i) => i);
    const r = await sql<{ n: number }>`select cardinality(array[${sql.join(values)}]::int[]) as n /* long */`.execute(
      handle.db,
    );
    expect(r.rows[0]!.n).toBe(1500);
    expect(await prepared("%/* long */%")).toBe(0);
  });

  it("a statement made stale by a schema change is prepared again (a migration while servers run)", async () => {
    const alter = async (statement: string) => {
      const other = new pg.Client({ connectionString: db.url });
      await other.connect();
      await other.query(statement);
      await other.end();
    };
    await sql`create table prep_stale (a int)`.execute(handle.db);
    await sql`insert into prep_stale values (1)`.execute(handle.db);
    const read = (on: Kysely<any> = handle.db) => on.selectFrom("prep_stale").selectAll().where("a", "=", 1).execute();
    expect(await read()).toEqual([{ a: 1 }]);
    expect(await read()).toEqual([{ a: 1 }]);

    await alter("alter table prep_stale add column b int default 2");
    expect(await read()).toEqual([{ a: 1, b: 2 }]);

    // Inside a transaction the stale statement ends that transaction; the next one prepares afresh.
    await alter("alter table prep_stale add column c int default 3");
    await expect(handle.db.transaction().execute((trx) => read(trx))).rejects.toThrow(
      /cached plan must not change result type/,
    );
    expect(await handle.db.transaction().execute((trx) => read(trx))).toEqual([{ a: 1, b: 2, c: 3 }]);
    expect(await read()).toEqual([{ a: 1, b: 2, c: 3 }]);
  });

  it("sessions plan generically and speak UTC", async () => {
    const r = await sql<{
      mode: string;
      tz: string;
    }>`select current_setting('plan_cache_mode') as mode, current_setting('TimeZone') as tz`.execute(handle.db);
    expect(r.rows[0]).toEqual({ mode: "force_generic_plan", tz: "UTC" });
    const t = await sql<{ t: Date }>`select ${"2026-11-22T02:41:55.123Z"}::timestamptz as t`.execute(handle.db);
    expect(t.rows[0]!.t.toISOString()).toBe("2026-11-22T02:41:55.123Z");
  });
});
