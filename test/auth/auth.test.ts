import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { revokeKey } from "../../src/services/keys/revoke-key";
import { removeMember } from "../../src/services/members/organizations";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { probeApp } from "../support/probe-routes";
import { ADMIN_CLI } from "../../src/services/audit/record";

let app: App;
let org: TestOrg;
const body = { name: "Acme", email: "a@example.com", cadenceDays: 7 };

beforeAll(async () => {
  const rt = await getRuntime();
  app = probeApp(rt.deps);
  org = await createTestOrg({ app });
});

async function status(res: Response) {
  const json = await res.json();
  return { status: res.status, code: json.error?.code, message: json.error?.message as string };
}

describe("authentication", () => {
  it("accepts a valid key", async () => {
    expect((await org.request("POST", "/api/v1/probe", { body })).status).toBe(201);
  });

  it("401 when the key is missing, and says so", async () => {
    const r = await status(await org.request("GET", "/api/v1/probe/" + crypto.randomUUID(), { key: null }));
    expect(r).toMatchObject({ status: 401, code: "unauthorized" });
    expect(r.message).toMatch(/missing/i);
  });

  it("401 when the key is malformed, and says so", async () => {
    for (const header of [
      "Bearer",
      "Bearer live_short",
      "Basic abc",
      `Bearer test_${"a".repeat(40)}`,
      `Token live_${"a".repeat(40)}`,
    ]) {
      const r = await status(
        await org.request("GET", "/api/v1/probe/" + crypto.randomUUID(), { headers: { authorization: header } }),
      );
      expect(r).toMatchObject({ status: 401, code: "unauthorized" });
      expect(r.message).toMatch(/malformed/i);
    }
  });

  it("401 for unknown, revoked, expired and memberless keys, all reading the same", async () => {
    const rt = await getRuntime();
    const revoked = await org.newKey();
    await revokeKey(rt.deps.db, rt.clock, revoked.keyId, ADMIN_CLI);
    const expired = await org.newKey({ expiresAt: new Date(rt.clock.now().getTime() - 1000) });
    const memberless = await org.newKey();
    await removeMember(rt.deps.db, rt.clock, memberless.memberId, ADMIN_CLI);
    const unknown = `live_${"Z".repeat(43)}`;
    const messages = new Set<string>();
    for (const key of [unknown, revoked.key, expired.key, memberless.key]) {
      const r = await status(await org.request("GET", "/api/v1/probe/" + crypto.randomUUID(), { key }));
      expect(r).toMatchObject({ status: 401, code: "unauthorized" });
      messages.add(r.message);
    }
    expect(messages.size).toBe(1);
  });

  it("a key stops working once it expires (moved clock)", async () => {
    const rt = await getRuntime();
    const k = await org.newKey({ expiresAt: new Date(rt.clock.now().getTime() + 60_000) });
    expect((await org.request("GET", "/api/v1/probe/" + crypto.randomUUID(), { key: k.key })).status).toBe(200);
    rt.clock.advance(61_000);
    expect((await org.request("GET", "/api/v1/probe/" + crypto.randomUUID(), { key: k.key })).status).toBe(401);
  });

  it("403 with requiredScopes and grantedScopes when a scope is missing", async () => {
    const k = await org.newKey({ scopes: ["leads:read", "leads:write"] });
    const res = await org.request("GET", "/api/v1/probe/" + crypto.randomUUID(), { key: k.key });
    expect(res.status).toBe(403);
    const json = await res.json();
    expect(json.error.code).toBe("forbidden");
    expect(json.error.details).toEqual({
      requiredScopes: ["tracker:read"],
      grantedScopes: ["leads:read", "leads:write"],
    });
  });

  it("a viewer's key is read-only whatever its scopes", async () => {
    const viewer = await org.newKey({ role: "viewer" });
    expect((await org.request("GET", "/api/v1/probe/" + crypto.randomUUID(), { key: viewer.key })).status).toBe(200);
    const res = await org.request("POST", "/api/v1/probe", { body, key: viewer.key });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("forbidden");
  });

  it("records last use in batches, not on the request path", async () => {
    const rt = await getRuntime();
    const k = await org.newKey();
    const lastUsed = async () =>
      (
        await rt.deps.db
          .selectFrom("api_keys")
          .select("last_used_at")
          .where("id", "=", k.keyId)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    expect((await org.request("GET", "/api/v1/probe/" + crypto.randomUUID(), { key: k.key })).status).toBe(200);
    await rt.settle();
    await rt.deps.lastUsed.flush(rt.deps.db);
    const first = await lastUsed();
    expect(first?.getTime()).toBe(rt.clock.now().getTime());
    // Within the minute no write is scheduled; the periodic flush writes it.
    rt.clock.advance(5_000);
    await org.request("GET", "/api/v1/probe/" + crypto.randomUUID(), { key: k.key });
    await rt.settle();
    expect((await lastUsed())?.getTime()).toBe(first?.getTime());
    await rt.deps.lastUsed.flush(rt.deps.db);
    expect((await lastUsed())?.getTime()).toBe(rt.clock.now().getTime());
  });

  it("stores only a hash of the secret", async () => {
    const rt = await getRuntime();
    const k = await org.newKey();
    const row = await rt.deps.db.selectFrom("api_keys").selectAll().where("id", "=", k.keyId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(k.key);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(k.key.startsWith(row.prefix)).toBe(true);
    expect(k.key).toMatch(/^live_[A-Za-z0-9_-]{43}$/);
  });

  it("the API description and docs need no key", async () => {
    expect((await app.request("/api/v1/openapi")).status).toBe(200);
    expect((await app.request("/api/v1/docs")).status).toBe(200);
  });
});
