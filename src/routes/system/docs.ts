import type { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import type { AppEnv } from "../../http/env";
import { ErrorSchema } from "../../http/openapi";

export const OPENAPI_PATH = "/api/v1/openapi";

/** GET /api/v1/openapi (the generated document) and GET /api/v1/docs (it, rendered for people). */
export function register(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "live_…",
    description: "An API key issued per member (`npm run -s admin -- create-key`).",
  });
  app.openAPIRegistry.register("Error", ErrorSchema);
  app.doc31(OPENAPI_PATH, (c) => ({
    openapi: "3.1.0",
    info: {
      title: "Partner Tracking API",
      version: "1.0.0",
      description:
        "Track companies and founders, read the signals and alerts each tracker run produces, and triage the leads it discovers. Every error uses the envelope `{ error: { code, message, details?, requestId } }`.",
    },
    // Where clients reach the API: PUBLIC_BASE_URL when set (behind a proxy the request's own
    // origin is the internal address), else the address this request came to.
    servers: [{ url: (c.get("deps").config.PUBLIC_BASE_URL ?? new URL(c.req.url).origin).replace(/\/+$/, "") }],
  }));
  app.get("/api/v1/docs", Scalar({ url: OPENAPI_PATH, pageTitle: "Partner Tracking API" }));
}
