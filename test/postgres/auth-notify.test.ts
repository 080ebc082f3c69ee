import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import { createNodeRuntime, type NodeRuntime } from "../../src/bootstrap-node";
import { openPostgres } from "../../src/db/open-node";
import { ManualClock } from "../../src/platform/clock";
import { silentLogger } from "../../src/platform/logger";
import { createTestOrg, onRealPostgres, realPostgresTitle, testConfig } from "../support/harness";
import { probeRouter } from "../support/probe-routes";
import { createTestDatabase, type TestDatabase } from "../support/postgres";

/**
 * The Node server on node-postgres keeps verified keys in memory and hears changes over LISTEN on
 * a connection of its own. Here the changes come from another connection, as the admin CLI's
 * would, and that listening connection is cut to show the cache stops serving until it is back.
 */

describe.skipIf(!onRealPostgres)(realPostgresTitle("node-postgres: cached keys follow changes made elsewhere"), () => {
  let db: TestDatabase;
  let runtime: NodeRuntime;
  afterAll(async () => {
    await runtime?.close();
    await runtime?.handle.close();
    await db?.drop();
  });

  it("a revocation from another connection is heard; a lost listener stops the cache until it reconnects", async () => {
    db = await createTestDatabase({ prefix: "pta_notify" });
    const clock = new ManualClock(new Date());
    runtime = await createNodeRuntime(testConfig(), { clock, logger: silentLogger, handle: openPostgres(db.url, 4) });
    const cache = runtime.deps.authCache!;
    await vi.waitFor(() => expect(cache.active).toBe(true));
    const app = createApp(runtime.deps, { extraRoutes: [probeRouter()] });
    const org = await createTestOrg({ app, on: { deps: runtime.deps, clock } });
    const probe = () => "/api/v1/probe/" + crypto.randomUUID();
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      const k = await org.newKey();
      expect((await org.request("GET", probe(), { key: k.key })).status).toBe(200);
      await other.query("update api_keys set revoked_at = now() where id = $1", [k.keyId]);
      await vi.waitFor(async () => expect((await org.request("GET", probe(), { key: k.key })).status).toBe(401), {
        timeout: 5000,
      });

      // Cut the listening connection: nothing may be served from memory until it is back.
      const k2 = await org.newKey();
      expect((await org.request("GET", probe(), { key: k2.key })).status).toBe(200);
      await other.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'",
        [db.name],
      );
      await vi.waitFor(() => expect(cache.active).toBe(false), { timeout: 5000 });
      expect(cache.get("anything")).toBeUndefined();
      await vi.waitFor(() => expect(cache.active).toBe(true), { timeout: 10_000 });

      // Listening again: a change is still heard.
      expect((await org.request("GET", probe(), { key: k2.key })).status).toBe(200);
      await other.query("update members set removed_at = now() where id = $1", [k2.memberId]);
      await vi.waitFor(async () => expect((await org.request("GET", probe(), { key: k2.key })).status).toBe(401), {
        timeout: 5000,
      });
    } finally {
      await other.end();
    }
  }, 60_000);
});
