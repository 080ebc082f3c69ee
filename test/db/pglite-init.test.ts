import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPGlite } from "../../src/db/open-node";
import { hasCluster, initClusterInChild } from "../../src/db/pglite-init-node";
import { tempDataDir } from "../support/processes";

describe("a new embedded database directory", () => {
  it("is made by a child process; the server then opens, migrates and reopens it", async () => {
    const dataDir = tempDataDir();
    expect(hasCluster(dataDir)).toBe(false);
    await initClusterInChild(dataDir);
    expect(hasCluster(dataDir)).toBe(true);
    const handle = await openPGlite(dataDir);
    try {
      expect((await migrate(handle, loadMigrations())).length).toBeGreaterThan(0);
      await sql`insert into organizations (id, name, created_at) values (gen_random_uuid(), 'Kept', now())`.execute(
        handle.db,
      );
    } finally {
      await handle.close();
    }
    const again = await openPGlite(dataDir);
    try {
      const r = await sql<{ name: string }>`select name from organizations`.execute(again.db);
      expect(r.rows.map((x) => x.name)).toEqual(["Kept"]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it("names the directory and the reason when it cannot be made", async () => {
    const notADir = join(tempDataDir(), "a-file");
    writeFileSync(notADir, "x");
    await expect(initClusterInChild(notADir)).rejects.toThrow(
      new RegExp(`creating the database in ${notADir} failed \\(exit code 1\\): \\S`),
    );
  }, 120_000);
});
