import { describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPGlite } from "../../src/db/open-node";
import { ManualClock } from "../../src/platform/clock";
import { seedFirstStart } from "../../src/services/setup/first-start";
import { loadConfig } from "../../src/config";
import { createTestOrg, getRuntime, runtimeWith } from "../support/harness";
import { addEndpoint } from "./_support";

const URL_OK = "https://hooks.example.com/partner-events";

describe("webhook endpoints API", () => {
  it(
    "create answers 201 with a whsec_ secret of 24+ random " + "bytes, shown only there; get, list, patch and delete",
    async () => {
      const org = await createTestOrg();
      const res = await org.request("POST", "/api/v1/webhooks", {
        body: { url: URL_OK, description: "CRM", eventTypes: ["signal.created", "alert.sent"] },
      });
      expect(res.status).toBe(201);
      const { data } = await res.json();
      expect(data).toMatchObject({
        url: URL_OK,
        kind: "webhook",
        description: "CRM",
        eventTypes: ["signal.created", "alert.sent"],
        enabled: true,
        disabledReason: null,
      });
      expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(data.secret.slice(6), "base64").length).toBeGreaterThanOrEqual(24);

      const got = await (await org.request("GET", `/api/v1/webhooks/${data.id}`)).json();
      expect(got.data.secret).toBeUndefined();
      expect(got.data.id).toBe(data.id);
      const list = await (await org.request("GET", "/api/v1/webhooks")).json();
      expect(list.data.map((w: { id: string }) => w.id)).toEqual([data.id]);
      expect(list.data[0].secret).toBeUndefined();

      const patched = await org.request("PATCH", `/api/v1/webhooks/${data.id}`, {
        body: { eventTypes: null, enabled: false },
      });
      expect(patched.status).toBe(200);
      expect((await patched.json()).data).toMatchObject({ eventTypes: null, enabled: false });

      expect((await org.request("DELETE", `/api/v1/webhooks/${data.id}`)).status).toBe(200);
      expect((await org.request("GET", `/api/v1/webhooks/${data.id}`)).status).toBe(404);
      expect((await org.request("DELETE", `/api/v1/webhooks/${data.id}`)).status).toBe(404);
    },
  );

  it("bad input is a 400 naming every field, and creates nothing", async () => {
    const org = await createTestOrg();
    const res = await org.request("POST", "/api/v1/webhooks", {
      body: { url: "ftp://x.example/", eventTypes: ["nope"], kind: "teams" },
    });
    expect(res.status).toBe(400);
    const err = (await res.json()).error;
    expect(err.code).toBe("validation_error");
    expect(err.message).toContain("eventTypes");
    expect(err.message).toContain("kind");
    const http = await org.request("POST", "/api/v1/webhooks", { body: { url: "http://hooks.example.com/x" } });
    expect(http.status).toBe(400);
    expect((await http.json()).error.message).toContain("url: must use https");
    expect((await (await org.request("GET", "/api/v1/webhooks")).json()).data).toEqual([]);
  });

  it(
    "URLs follow the fetcher's rules: no private, loopback or " +
      "link-local targets, and no http, unless private networks are allowed",
    async () => {
      const base = await getRuntime();
      const strict = await runtimeWith({
        config: loadConfig({ ...process.env, LOG_LEVEL: "silent", SEED_DEMO: "false", ALLOW_PRIVATE_NETWORK: "false" }),
      });
      const org = await createTestOrg({ app: strict.app });
      for (const url of [
        "https://127.0.0.1/x",
        "https://10.0.0.5/x",
        "https://169.254.169.254/latest",
        "https://[::1]/x",
        "https://localhost/x",
        "https://printer.local/x",
        "http://127.0.0.1:9/x",
      ]) {
        const res = await org.request("POST", "/api/v1/webhooks", { body: { url } });
        expect(res.status, url).toBe(400);
      }
      expect((await org.request("POST", "/api/v1/webhooks", { body: { url: URL_OK } })).status).toBe(201);
      // Allowed private networks (tests, local fixtures): http to loopback, nowhere else.
      const open = await createTestOrg({ app: base.app });
      expect((await open.request("POST", "/api/v1/webhooks", { body: { url: "http://127.0.0.1:9/x" } })).status).toBe(
        201,
      );
      expect((await open.request("POST", "/api/v1/webhooks", { body: { url: "http://10.0.0.5/x" } })).status).toBe(400);
    },
  );

  it("Idempotency-Key on POST: a retry returns the first endpoint and secret; another body is a conflict", async () => {
    const org = await createTestOrg();
    const headers = { "idempotency-key": "hook-create-0001" };
    const a = await org.request("POST", "/api/v1/webhooks", { body: { url: URL_OK }, headers });
    const b = await org.request("POST", "/api/v1/webhooks", { body: { url: URL_OK }, headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(200);
    expect(b.headers.get("idempotency-replayed")).toBe("true");
    const [ja, jb] = [await a.json(), await b.json()];
    expect(jb.data.id).toBe(ja.data.id);
    expect(jb.data.secret).toBe(ja.data.secret);
    expect(jb.idempotencyReplayed).toBe(true);
    const c = await org.request("POST", "/api/v1/webhooks", { body: { url: `${URL_OK}/2` }, headers });
    expect((await c.json()).error.code).toBe("idempotency_conflict");
    expect((await (await org.request("GET", "/api/v1/webhooks")).json()).data).toHaveLength(1);
  });

  it("scopes: webhooks:read to read, webhooks:write to write; a viewer's key is read-only", async () => {
    const org = await createTestOrg();
    const { id } = await addEndpoint(org, { url: URL_OK });
    const noScope = await org.newKey({ scopes: ["tracker:read", "tracker:write"] });
    const denied = await org.request("GET", "/api/v1/webhooks", { key: noScope.key });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.details.requiredScopes).toEqual(["webhooks:read"]);
    const readOnly = await org.newKey({ scopes: ["webhooks:read"] });
    expect((await org.request("GET", `/api/v1/webhooks/${id}`, { key: readOnly.key })).status).toBe(200);
    expect((await org.request("POST", "/api/v1/webhooks", { key: readOnly.key, body: { url: URL_OK } })).status).toBe(
      403,
    );
    const viewer = await org.newKey({ role: "viewer" });
    expect((await org.request("GET", "/api/v1/webhooks", { key: viewer.key })).status).toBe(200);
    for (const [method, path] of [
      ["POST", "/api/v1/webhooks"],
      ["PATCH", `/api/v1/webhooks/${id}`],
      ["DELETE", `/api/v1/webhooks/${id}`],
      ["POST", `/api/v1/webhooks/${id}/rotate-secret`],
      ["POST", `/api/v1/webhooks/${id}/test`],
    ] as const) {
      const res = await org.request(method, path, {
        key: viewer.key,
        body: method === "DELETE" || path.endsWith("secret") || path.endsWith("test") ? undefined : { url: URL_OK },
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await org.request("GET", `/api/v1/webhooks/${id}`)).status).toBe(200);
  });

  it("organisation scope: another organisation's endpoint is 404 everywhere and never listed", async () => {
    const a = await createTestOrg();
    const b = await createTestOrg();
    const { id } = await addEndpoint(a, { url: URL_OK });
    for (const [method, path] of [
      ["GET", `/api/v1/webhooks/${id}`],
      ["PATCH", `/api/v1/webhooks/${id}`],
      ["DELETE", `/api/v1/webhooks/${id}`],
      ["POST", `/api/v1/webhooks/${id}/rotate-secret`],
      ["POST", `/api/v1/webhooks/${id}/test`],
      ["GET", `/api/v1/webhooks/${id}/deliveries`],
    ] as const) {
      const res = await b.request(method, path, { body: method === "PATCH" ? { enabled: false } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await (await b.request("GET", "/api/v1/webhooks")).json()).data).toEqual([]);
    expect((await (await a.request("GET", `/api/v1/webhooks/${id}`)).json()).data.enabled).toBe(true);
  });

  it(
    "lists page with cursors, newest first, nothing skipped " +
      "or repeated; a cursor of another list is invalid_cursor",
    async () => {
      const org = await createTestOrg();
      const rt = await getRuntime();
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        ids.push((await addEndpoint(org, { url: `${URL_OK}/${i}` })).id);
        rt.clock.advance(1000);
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { data: { id: string }[]; nextCursor: string | null } = await (
          await org.request("GET", `/api/v1/webhooks?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)
        ).json();
        seen.push(...page.data.map((w) => w.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual([...ids].reverse());
      const first = await (await org.request("GET", "/api/v1/webhooks?limit=1")).json();
      const wrong = await org.request(
        "GET",
        `/api/v1/webhooks/${ids[0]}/deliveries?cursor=${encodeURIComponent(first.nextCursor)}`,
      );
      expect((await wrong.json()).error.code).toBe("invalid_cursor");
    },
  );

  it("writes count toward the write bucket", async () => {
    const org = await createTestOrg();
    const res = await org.request("POST", "/api/v1/webhooks", { body: { url: URL_OK } });
    expect(res.headers.get("x-ratelimit-limit")).toBe("120");
    const read = await org.request("GET", "/api/v1/webhooks");
    expect(read.headers.get("x-ratelimit-limit")).toBe("600");
  });

  it("the first-start demo key has webhooks:read and webhooks:write", async () => {
    const handle = await openPGlite("memory://");
    try {
      await migrate(handle, loadMigrations());
      const seeded = await seedFirstStart(handle.db, new ManualClock(new Date()));
      const key = await handle.db
        .selectFrom("api_keys")
        .select("scopes")
        .where("id", "=", seeded!.keyId)
        .executeTakeFirstOrThrow();
      expect(key.scopes).toEqual(expect.arrayContaining(["webhooks:read", "webhooks:write"]));
    } finally {
      await handle.close();
    }
  });
});
