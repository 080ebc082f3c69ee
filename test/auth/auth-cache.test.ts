import { sql } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createApp, type App } from "../../src/app";
import { revokeKey } from "../../src/services/keys/revoke-key";
import { AuthCache } from "../../src/services/access/auth-cache";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { probeRouter } from "../support/probe-routes";
import { statementCounter } from "../support/statement-counter";
import { ADMIN_CLI } from "../../src/services/audit/record";

// The Neon driver (npm run test:postgres) has no lasting session to LISTEN on: keys are looked up
// on every request there, so only the fast suite (PGlite) and `npm start` on node-postgres cache.
const neon = process.env.TEST_DB_DRIVER === "neon";

/**
 * PGlite calls back as soon as the changing statement returns, so the change is heard before the
 * next line runs. node-postgres (TEST_DATABASE_URL) hears it on another connection a moment later:
 * there the status is awaited (test/postgres/auth-notify.test.ts does the same across connections).
 */
async function expectStatus(send: () => Promise<Response>, status: number): Promise<Response> {
  if (!process.env.TEST_DATABASE_URL) {
    const res = await send();
    expect(res.status).toBe(status);
    return res;
  }
  let last!: Response;
  await vi.waitFor(async () => expect((last = await send()).status).toBe(status), { timeout: 5000 });
  return last;
}

describe.skipIf(neon)("verified keys kept in memory while the database's changes are heard", () => {
  let app: App;
  let org: TestOrg;
  // The key lookup: a select that reads api_keys.
  const { counter, plugin } = statementCounter('"api_keys"', (node) => node.kind === "SelectQueryNode");
  const probe = () => "/api/v1/probe/" + crypto.randomUUID();

  beforeAll(async () => {
    const rt = await getRuntime();
    expect(rt.deps.authCache?.active).toBe(true);
    app = createApp({ ...rt.deps, db: rt.deps.db.withPlugin(plugin) }, { extraRoutes: [probeRouter()] });
    org = await createTestOrg({ app });
  });

  it("a key's second request does not look the key up again", async () => {
    const k = await org.newKey();
    const before = counter.count;
    expect((await org.request("GET", probe(), { key: k.key })).status).toBe(200);
    expect(counter.count - before).toBe(1);
    expect((await org.request("GET", probe(), { key: k.key })).status).toBe(200);
    expect((await org.request("GET", probe(), { key: k.key })).status).toBe(200);
    expect(counter.count - before).toBe(1);
  });

  it("a key revoked after it was cached is refused at once", async () => {
    const rt = await getRuntime();
    const k = await org.newKey();
    expect((await org.request("GET", probe(), { key: k.key })).status).toBe(200);
    await revokeKey(rt.deps.db, rt.clock, k.keyId, ADMIN_CLI);
    await expectStatus(() => org.request("GET", probe(), { key: k.key }), 401);
  });

  it("changes made in SQL, as another process or the admin CLI would, are heard too", async () => {
    const rt = await getRuntime();
    const removed = await org.newKey();
    const narrowed = await org.newKey();
    for (const k of [removed, narrowed]) expect((await org.request("GET", probe(), { key: k.key })).status).toBe(200);

    await sql`update members set removed_at = now() where id = ${removed.memberId}`.execute(rt.deps.db);
    await expectStatus(() => org.request("GET", probe(), { key: removed.key }), 401);

    await sql`update api_keys set scopes = '{leads:read}' where id = ${narrowed.keyId}`.execute(rt.deps.db);
    const res = await expectStatus(() => org.request("GET", probe(), { key: narrowed.key }), 403);
    expect((await res.json()).error.details.grantedScopes).toEqual(["leads:read"]);
  });

  it("recording a key's use is not a change: the cache keeps it", async () => {
    const rt = await getRuntime();
    const k = await org.newKey();
    expect((await org.request("GET", probe(), { key: k.key })).status).toBe(200);
    const before = counter.count;
    await rt.deps.lastUsed.flush(rt.deps.db);
    await sql`update api_keys set last_used_at = now() where id = ${k.keyId}`.execute(rt.deps.db);
    expect((await org.request("GET", probe(), { key: k.key })).status).toBe(200);
    expect(counter.count).toBe(before);
  });

  it("an expiry is judged on every request, cached or not (moved clock)", async () => {
    const rt = await getRuntime();
    const k = await org.newKey({ expiresAt: new Date(rt.clock.now().getTime() + 30_000) });
    expect((await org.request("GET", probe(), { key: k.key })).status).toBe(200);
    const before = counter.count;
    rt.clock.advance(31_000);
    expect((await org.request("GET", probe(), { key: k.key })).status).toBe(401);
    expect(counter.count).toBe(before);
  });
});

describe("AuthCache", () => {
  it("keeps and serves nothing while changes are not being heard", () => {
    const cache = new AuthCache<string>();
    cache.set("h", "row", cache.mark());
    expect(cache.get("h")).toBeUndefined();
    cache.setListening(true);
    cache.set("h", "row", cache.mark());
    expect(cache.get("h")).toBe("row");
    // The connection dropped: notifications may be missed from now on.
    cache.setListening(false);
    expect(cache.get("h")).toBeUndefined();
    cache.setListening(true);
    expect(cache.get("h")).toBeUndefined();
  });

  it("does not keep a lookup that raced a change", () => {
    const cache = new AuthCache<string>();
    cache.setListening(true);
    const mark = cache.mark(); // a request starts reading the key's row…
    cache.invalidate(); // …the key is revoked meanwhile…
    cache.set("h", "stale row", mark); // …and the row read before must not be kept.
    expect(cache.get("h")).toBeUndefined();
  });

  it("forgets an entry after its time to live even without a notification", () => {
    let now = 0;
    const cache = new AuthCache<string>({ ttlMs: 1000, now: () => now });
    cache.setListening(true);
    cache.set("h", "row", cache.mark());
    now = 999;
    expect(cache.get("h")).toBe("row");
    now = 1000;
    expect(cache.get("h")).toBeUndefined();
  });

  it("is bounded", () => {
    const cache = new AuthCache<number>({ maxEntries: 3 });
    cache.setListening(true);
    for (let i = 0; i < 10; i++) cache.set(`h${i}`, i, cache.mark());
    const kept = Array.from({ length: 10 }, (_, i) => cache.get(`h${i}`)).filter((v) => v !== undefined);
    expect(kept.length).toBeLessThanOrEqual(3);
    expect(cache.get("h9")).toBe(9);
  });
});
