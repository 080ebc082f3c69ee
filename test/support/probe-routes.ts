import { createRoute, z } from "@hono/zod-openapi";
import { createApp, type App } from "../../src/app";
import type { AppDeps } from "../../src/services/deps";
import { guard } from "../../src/http/guard";
import { errorResponses, jsonBody, security } from "../../src/http/openapi";
import { createRouter } from "../../src/http/router";
import { ApiError } from "../../src/errors";

/**
 * A small router used only by the tests of the shared middleware (test/auth, test/http,
 * test/upstash…): it exercises the middleware (auth, guard, validation, errors) exactly as
 * resource routes use them, before any of them exist. Each
 * borrows the access of a real operation (src/services/access/authorize.ts) with the same scopes and buckets.
 */
export function probeRouter() {
  const r = createRouter();
  const Body = z.object({
    name: z.string().min(1),
    email: z.email(),
    cadenceDays: z.union([z.literal(3), z.literal(7), z.literal(30)]),
    tags: z.array(z.string()).optional(),
  });
  r.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/probe",
      middleware: [guard("createCompany", { body: true })] as const,
      request: { body: jsonBody(Body) },
      security,
      responses: {
        201: { description: "ok", content: { "application/json": { schema: z.object({ ok: z.boolean() }) } } },
        ...errorResponses([400, 401, 403, 429]),
      },
    }),
    (c) => c.json({ ok: true }, 201),
  );
  r.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/probe/{id}",
      middleware: [guard("getCompany")] as const,
      request: { params: z.object({ id: z.uuid() }) },
      security,
      responses: {
        200: { description: "ok", content: { "application/json": { schema: z.object({ id: z.string() }) } } },
      },
    }),
    (c) => c.json({ id: c.req.valid("param").id }, 200),
  );
  r.openapi(
    createRoute({
      method: "patch",
      path: "/api/v1/probe/{id}",
      middleware: [guard("updateCompany")] as const,
      request: { params: z.object({ id: z.uuid() }) },
      responses: { 200: { description: "ok" } },
    }),
    (c) => c.json({ ok: true }, 200),
  );
  r.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/probe/refresh",
      middleware: [guard("refreshCompany")] as const,
      responses: { 200: { description: "ok" } },
    }),
    (c) => c.json({ ok: true }, 200),
  );
  r.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/probe/enrich",
      middleware: [guard("enrichDraft")] as const,
      responses: { 200: { description: "ok" } },
    }),
    (c) => c.json({ ok: true }, 200),
  );
  r.get("/api/v1/probe-crash", () => {
    throw new Error("secret internal detail: db password is hunter2");
  });
  r.get("/api/v1/probe-typed", () => {
    throw new ApiError("entity_paused", "paused");
  });
  return r;
}

/** The real app with the probe routes mounted beside the real groups. */
export function probeApp(deps: AppDeps): App {
  const app = createApp(deps, { extraRoutes: [probeRouter()] });
  return app;
}
