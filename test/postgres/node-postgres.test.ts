import { afterAll, describe, expect, it } from "vitest";
import { loadMigrations } from "../../src/db/migrations-node";
import { onRealPostgres, realPostgresTitle } from "../support/harness";
import { createTestDatabase, type TestDatabase } from "../support/postgres";
import { runAdmin, startServer } from "../support/processes";

/**
 * Production on Node: with DATABASE_URL set, `npm start` and the admin CLI use node-postgres on
 * a real server instead of PGlite. Real child processes on a fresh database.
 */

describe.skipIf(!onRealPostgres)(realPostgresTitle("DATABASE_URL: the server and the admin CLI on Postgres"), () => {
  let db: TestDatabase;
  afterAll(async () => {
    await db?.drop();
  });

  it("the CLI migrates and issues a key, and the server serves it with node-postgres", async () => {
    db = await createTestDatabase({ prefix: "pta_node", migrated: false });
    const env = { DATABASE_URL: db.url };
    const migrated = await runAdmin(["migrate"], env);
    expect(migrated.code).toBe(0);
    expect(migrated.json).toEqual({ applied: loadMigrations().map((m) => m.name) });
    const org = await runAdmin(["create-org", "--name", "Postgres Capital"], env);
    const member = await runAdmin(
      ["create-member", "--org", String(org.json!.orgId), "--email", "pg@example.com", "--role", "owner"],
      env,
    );
    const key = await runAdmin(
      ["create-key", "--member", String(member.json!.memberId), "--scopes", "tracker:read,tracker:write"],
      env,
    );
    expect(key.code).toBe(0);

    const server = startServer({ ...env, SEED_DEMO: "false", JOB_RUNNER: "false" });
    try {
      await server.waitFor(/"msg":"listening".*"database":"postgres"/);
      const health = await (await fetch(`${server.baseUrl}/healthz`)).json();
      expect(health.database).toEqual({ ok: true, kind: "postgres" });
      const headers = { authorization: `Bearer ${key.json!.key}`, "content-type": "application/json" };
      const created = await fetch(`${server.baseUrl}/api/v1/tracker`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          companyName: "Pg Co",
          companyWebsite: "https://pg-co.invalid",
          thingsToTrack: "Hiring Updates",
          alertEmails: ["pg@example.com"],
        }),
      });
      expect(created.status).toBe(201);
      const list = await (await fetch(`${server.baseUrl}/api/v1/tracker`, { headers })).json();
      expect(list.data.map((c: { companyName: string }) => c.companyName)).toEqual(["Pg Co"]);
      // The server holds no lock on Postgres: the CLI works while it runs.
      const revoked = await runAdmin(["revoke-key", "--id", String(key.json!.keyId)], env);
      expect(revoked.json).toEqual({ keyId: key.json!.keyId, revoked: true });
      expect((await fetch(`${server.baseUrl}/api/v1/tracker`, { headers })).status).toBe(401);
    } finally {
      server.proc.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }
  }, 240_000);
});
