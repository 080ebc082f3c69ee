import { describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPGlite } from "../../src/db/open-node";
import { ManualClock } from "../../src/platform/clock";
import { seedFirstStart } from "../../src/services/setup/first-start";
import { isScope, scopesForRole } from "../../src/services/access/scopes";

describe("integrations scopes", () => {
  it("integrations:read is a read scope of every role; integrations:write is offered to owners only", () => {
    expect(isScope("integrations:read") && isScope("integrations:write")).toBe(true);
    expect(scopesForRole("owner")).toEqual(expect.arrayContaining(["integrations:read", "integrations:write"]));
    expect(scopesForRole("member")).toContain("integrations:read");
    expect(scopesForRole("member")).not.toContain("integrations:write");
    expect(scopesForRole("member")).toContain("webhooks:write");
    expect(scopesForRole("viewer")).toContain("integrations:read");
    expect(scopesForRole("viewer")).not.toContain("integrations:write");
  });

  it("the first-start demo key has integrations:read and integrations:write", async () => {
    const handle = await openPGlite("memory://");
    try {
      await migrate(handle, loadMigrations());
      const seeded = await seedFirstStart(handle.db, new ManualClock(new Date()));
      const key = await handle.db
        .selectFrom("api_keys")
        .select("scopes")
        .where("id", "=", seeded!.keyId)
        .executeTakeFirstOrThrow();
      expect(key.scopes).toEqual(expect.arrayContaining(["integrations:read", "integrations:write"]));
    } finally {
      await handle.close();
    }
  });
});
