import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import { getRuntime } from "../support/harness";

describe("API description", () => {
  it("serves an OpenAPI 3.1 document, version 1.0.0, with a bearer scheme, without a key", async () => {
    const rt = await getRuntime();
    const res = await rt.app.request("/api/v1/openapi");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.schemas.Error).toBeDefined();
  });

  it("names PUBLIC_BASE_URL as the server when it is set, else '/' (never the request's Host header)", async () => {
    const rt = await getRuntime();
    const local = await (
      await rt.app.request("http://127.0.0.1:8787/api/v1/openapi", { headers: { Host: "evil.example" } })
    ).json();
    expect(local.servers).toEqual([{ url: "/" }]);
    const behindProxy = createApp({
      ...rt.deps,
      config: { ...rt.deps.config, PUBLIC_BASE_URL: "https://api.example.com/" },
    });
    const doc = await (await behindProxy.request("http://10.0.0.5:8787/api/v1/openapi")).json();
    expect(doc.servers).toEqual([{ url: "https://api.example.com" }]);
  });

  it("is generated once per server, not per request (it costs tens of milliseconds and needs no key)", async () => {
    const rt = await getRuntime();
    const app = createApp(rt.deps);
    const generate = vi.spyOn(app, "getOpenAPI31Document");
    const first = await (await app.request("/api/v1/openapi")).text();
    const second = await app.request("/api/v1/openapi");
    expect(second.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await second.text()).toBe(first);
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it("documents the error responses of every authenticated operation", async () => {
    const rt = await getRuntime();
    const doc = await (await rt.app.request("/api/v1/openapi")).json();
    const ops: [string, string, { security?: unknown[]; responses: Record<string, unknown> }][] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, never>>)) {
      for (const [method, op] of Object.entries(item)) ops.push([path, method, op]);
    }
    expect(ops.some(([p]) => p === "/healthz")).toBe(true);
    for (const [path, method, op] of ops) {
      if (!path.startsWith("/api/v1/") || !op.security?.length) continue;
      for (const status of ["401", "403", "429", "500"])
        expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined();
    }
  });

  it("every path of the API starts with /api/v1; only our /healthz is outside it", async () => {
    const rt = await getRuntime();
    const doc = await (await rt.app.request("/api/v1/openapi")).json();
    const paths = Object.keys(doc.paths as Record<string, unknown>);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !p.startsWith("/api/v1/"))).toEqual(["/healthz"]);
  });

  it("healthz reports the database, the counter store and the queue", async () => {
    const rt = await getRuntime();
    const res = await rt.app.request("/healthz");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: "ok",
      database: { ok: true },
      counterStore: { ok: true, store: "memory" },
      queue: { ok: true, dispatcher: "local" },
    });
    expect(body.queue.jobs).toHaveProperty("pending");
  });
});
