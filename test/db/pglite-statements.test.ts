import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/database";
import { openPGlite } from "../../src/db/open-node";

/*
 * The embedded database prepares each statement once and serialises values by their JavaScript
 * type (src/db/pglite-dialect.ts). What a caller sees must not change: values arrive as written,
 * a failed statement leaves the next one working, and a table changed under a prepared
 * statement answers with its new columns.
 */
describe("statements on the embedded database", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPGlite("memory://");
    await handle.execScript(
      "create table t (id int primary key, tags text[], at timestamptz, doc jsonb, ok boolean, note text)",
    );
  }, 60_000);
  afterAll(() => handle.close());

  it("writes and reads back arrays, dates, JSON, booleans and nulls as given", async () => {
    const at = new Date("2026-11-23T07:30:00.123Z");
    const tags = ['a "quoted" tag', "back\\slash", "comma, brace }", "", "NULL"];
    const doc = { list: [1, "two", null], nested: { ok: true } };
    await sql`insert into t (id, tags, at, doc, ok, note)
      values (${1}, ${tags}, ${at}, ${JSON.stringify(doc)}::jsonb, ${true}, ${null})`.execute(handle.db);
    const r = await sql<{
      tags: string[];
      at: Date;
      doc: unknown;
      ok: boolean;
      note: string | null;
    }>`select tags, at, doc, ok, note from t where id = ${1}`.execute(handle.db);
    expect(r.rows).toEqual([{ tags, at, doc, ok: true, note: null }]);
    const any = await sql<{
      id: number;
    }>`select id from t where ${"back\\slash"} = any(tags) and id = any(${[1, 2]}::int[])`.execute(handle.db);
    expect(any.rows).toEqual([{ id: 1 }]);
  });

  it("answers the next statement normally after one fails, the same statement included", async () => {
    const insert = (id: unknown) => sql`insert into t (id) values (${id}::int)`.execute(handle.db);
    await expect(insert("not a number")).rejects.toThrow(/invalid input syntax/);
    await insert(2);
    await expect(insert(2)).rejects.toMatchObject({ code: "23505" });
    await insert(3);
    const r = await sql<{ n: number }>`select count(*)::int as n from t where id in (2, 3)`.execute(handle.db);
    expect(r.rows).toEqual([{ n: 2 }]);
  });

  it("rolls a failed transaction back and counts the rows a write touched", async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into t (id) values (${10})`.execute(trx);
        await sql`insert into t (id) values (${10})`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    const r = await sql`update t set note = ${"seen"} where id >= ${2}`.execute(handle.db);
    expect(r.numAffectedRows).toBe(2n);
  });

  it("returns a table's new columns to a statement prepared before the change", async () => {
    const read = () => sql<Record<string, unknown>>`select * from t where id = ${2}`.execute(handle.db);
    expect(Object.keys((await read()).rows[0]!)).not.toContain("added");
    await handle.execScript("alter table t add column added text default 'yes'");
    expect((await read()).rows[0]).toMatchObject({ id: 2, added: "yes" });
  });
});
