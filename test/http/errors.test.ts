import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { probeApp } from "../support/probe-routes";
import { streamedBody, streamedInit } from "../support/streamed-body";

let app: App;
let org: TestOrg;

const goodBody = { name: "Acme", email: "a@example.com", cadenceDays: 7 };

beforeAll(async () => {
  const rt = await getRuntime();
  app = probeApp(rt.deps);
  org = await createTestOrg({ app });
});

async function expectEnvelope(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const requestId = res.headers.get("x-request-id");
  expect(requestId).toBeTruthy();
  const body = await res.json();
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  expect(body.error.requestId).toBe(requestId);
  return body;
}

describe("error envelope and request id", () => {
  it("400 validation_error lists every failing field as path: reason, and as data", async () => {
    const res = await org.request("POST", "/api/v1/probe", {
      body: { name: "", email: "not-an-email", cadenceDays: 5 },
    });
    const body = await expectEnvelope(res, 400, "validation_error");
    expect(body.error.message).toMatch(/name: /);
    expect(body.error.message).toMatch(/email: /);
    expect(body.error.message).toMatch(/cadenceDays: /);
    expect(body.error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "cadenceDays",
      "email",
      "name",
    ]);
  });

  it("400 validation_error for a malformed id", async () => {
    await expectEnvelope(await org.request("GET", "/api/v1/probe/not-a-uuid"), 400, "validation_error");
  });

  it("400 invalid_json when the body does not parse", async () => {
    await expectEnvelope(await org.request("POST", "/api/v1/probe", { body: '{"name": "Acme",' }), 400, "invalid_json");
  });

  it("415 unsupported_media_type when the body is not JSON", async () => {
    const res = await org.request("POST", "/api/v1/probe", {
      body: "name=Acme",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    await expectEnvelope(res, 415, "unsupported_media_type");
  });

  it("413 payload_too_large over 1 MiB", async () => {
    const big = { ...goodBody, tags: ["x".repeat(1024 * 1024)] };
    await expectEnvelope(await org.request("POST", "/api/v1/probe", { body: big }), 413, "payload_too_large");
  });

  it("413 payload_too_large for a body sent without a length, having read little more than 1 MiB of it", async () => {
    const body = streamedBody(64 * 1024 * 1024);
    const res = await app.request(
      "/api/v1/probe",
      streamedInit({ authorization: `Bearer ${org.key}`, "content-type": "application/json" }, body.stream),
    );
    await expectEnvelope(res, 413, "payload_too_large");
    expect(body.pulled()).toBeLessThan(2 * 1024 * 1024);
  });

  it("a body sent without a length within 1 MiB is read and validated as usual", async () => {
    const text = JSON.stringify(goodBody);
    const body = streamedBody(text.length + 100_000, { text, chunkBytes: 7 });
    const res = await app.request(
      "/api/v1/probe",
      streamedInit({ authorization: `Bearer ${org.key}`, "content-type": "application/json" }, body.stream),
    );
    expect(res.status).toBe(201);
    const bad = streamedBody(20, { text: '{"name":' });
    await expectEnvelope(
      await app.request(
        "/api/v1/probe",
        streamedInit({ authorization: `Bearer ${org.key}`, "content-type": "application/json" }, bad.stream),
      ),
      400,
      "invalid_json",
    );
  });

  it(
    "a body that is not UTF-8 is 400 invalid_json; an " + "unpaired surrogate is a validation_error naming the field",
    async () => {
      const bytes = new TextEncoder().encode(JSON.stringify({ ...goodBody, name: "caf_" }));
      bytes[bytes.indexOf(0x5f)] = 0xe9; // a Latin-1 é where UTF-8 is required
      const res = await app.request("/api/v1/probe", {
        method: "POST",
        headers: { authorization: `Bearer ${org.key}`, "content-type": "application/json" },
        body: bytes,
      });
      const body = await expectEnvelope(res, 400, "invalid_json");
      expect(body.error.message).toContain("UTF-8");
      const lone = await org.request("POST", "/api/v1/probe", {
        body: `{"name":"Acme\\ud800","email":"a@example.com","cadenceDays":7}`,
        headers: { "content-type": "application/json" },
      });
      const err = await expectEnvelope(lone, 400, "validation_error");
      expect(err.error.details.issues).toEqual([
        { path: "name", message: "must be valid Unicode text (it holds an unpaired surrogate)" },
      ]);
    },
  );

  it("401 unauthorized without a key", async () => {
    await expectEnvelope(
      await org.request("POST", "/api/v1/probe", { body: goodBody, key: null }),
      401,
      "unauthorized",
    );
  });

  it("403 forbidden with the scopes in details", async () => {
    const reader = await org.newKey({ scopes: ["tracker:read"] });
    const body = await expectEnvelope(
      await org.request("POST", "/api/v1/probe", { body: goodBody, key: reader.key }),
      403,
      "forbidden",
    );
    expect(body.error.details).toEqual({ requiredScopes: ["tracker:write"], grantedScopes: ["tracker:read"] });
  });

  it("404 not_found on an unknown path, 405 method_not_allowed with Allow on a known one", async () => {
    await expectEnvelope(await org.request("GET", "/api/v1/no-such-thing"), 404, "not_found");
    const res = await org.request("DELETE", "/api/v1/probe");
    await expectEnvelope(res, 405, "method_not_allowed");
    expect(res.headers.get("allow")).toBe("POST");
    const res2 = await app.request("/healthz", { method: "POST" });
    await expectEnvelope(res2, 405, "method_not_allowed");
  });

  it("a route's own path with the wrong method is 405 even where a route with an id would match it", async () => {
    const res = await org.request("GET", "/api/v1/tracker/enrich");
    await expectEnvelope(res, 405, "method_not_allowed");
    expect(res.headers.get("allow")).toBe("POST");
    // Ids still reach their routes.
    await expectEnvelope(await org.request("GET", `/api/v1/tracker/${crypto.randomUUID()}`), 404, "not_found");
  });

  it("paths match exactly: a trailing slash is an unknown path (404), not a 405 naming the method used", async () => {
    for (const [method, path] of [
      ["GET", "/api/v1/tracker/"],
      ["POST", "/api/v1/tracker/"],
      ["GET", "/api/v1/signals/"],
      ["GET", `/api/v1/tracker/${crypto.randomUUID()}/`],
    ]) {
      const res = await org.request(method!, path!);
      const body = await expectEnvelope(res, 404, "not_found");
      expect(body.error.message, `${method} ${path}`).toBe(`No route for ${method} ${path}.`);
    }
  });

  it("typed errors keep their code and status", async () => {
    await expectEnvelope(await org.request("GET", "/api/v1/probe-typed"), 409, "entity_paused");
  });

  it("500 internal_error hides the detail and keeps the request id", async () => {
    const res = await org.request("GET", "/api/v1/probe-crash");
    const body = await expectEnvelope(res, 500, "internal_error");
    expect(JSON.stringify(body)).not.toMatch(/hunter2|secret internal/);
  });

  it("keeps a well-formed client request id and replaces a bad one", async () => {
    const kept = await org.request("GET", "/api/v1/no-such-thing", { headers: { "x-request-id": "client-req-12345" } });
    expect(kept.headers.get("x-request-id")).toBe("client-req-12345");
    expect((await kept.json()).error.requestId).toBe("client-req-12345");
    const replaced = await org.request("GET", "/api/v1/no-such-thing", {
      headers: { "x-request-id": "bad id with spaces" },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it("every response says nosniff; a response to a keyed request is not to be stored by caches", async () => {
    const keyed = [
      await org.request("POST", "/api/v1/probe", { body: goodBody }),
      await org.request("GET", "/api/v1/no-such-thing"),
      await org.request("POST", "/api/v1/probe", { body: "{bad" }),
      await org.request("POST", "/api/mcp", {
        body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
        headers: { accept: "application/json, text/event-stream" },
      }),
    ];
    for (const res of keyed) {
      expect(res.headers.get("x-content-type-options"), `${res.status}`).toBe("nosniff");
      expect(res.headers.get("cache-control"), `${res.status}`).toBe("no-store");
    }
    for (const res of [
      await app.request("/healthz"),
      await app.request("/api/v1/openapi"),
      await org.request("GET", "/api/v1/tracker", { key: null }),
    ]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBeNull();
    }
  });

  it("successful responses carry a request id too", async () => {
    const res = await org.request("POST", "/api/v1/probe", { body: goodBody });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    expect((await app.request("/healthz")).headers.get("x-request-id")).toMatch(/^req_/);
  });
});
