import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPGlite } from "../../src/db/open-node";

describe("migrations", () => {
  it("apply in order, are recorded, and run once", async () => {
    const handle = await openPGlite("memory://");
    try {
      const names = loadMigrations().map((m) => m.name);
      expect(names.slice(0, 2)).toEqual(["0001_init", "0002_trgm_no_pending_list"]);
      expect([...names].sort()).toEqual(names);
      expect(await migrate(handle, loadMigrations())).toEqual(names);
      expect(await migrate(handle, loadMigrations())).toEqual([]);
      const rows = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(handle.db);
      expect(rows.rows.map((r) => r.name)).toEqual(names);
    } finally {
      await handle.close();
    }
  });

  it("a failing migration changes nothing and is not recorded", async () => {
    const handle = await openPGlite("memory://");
    try {
      await expect(
        migrate(handle, [{ name: "0001_bad", sql: "create table t1 (id int); create table t1 (id int);" }]),
      ).rejects.toThrow(/0001_bad failed/);
      const t = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 't1'`.execute(handle.db);
      expect(t.rows[0]!.n).toBe(0);
      expect(await migrate(handle, [{ name: "0001_good", sql: "create table t1 (id int);" }])).toEqual(["0001_good"]);
    } finally {
      await handle.close();
    }
  });
});
