import { z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { ErrorSchema, jsonContent, UNREADABLE_REQUEST_ERRORS, withMiddlewareHeaders } from "../../http/openapi";

export const OPENAPI_PATH = "/api/v1/openapi";

/** GET /api/v1/openapi: the generated document (rendered for people by GET /api/v1/docs, reference-page.ts). */
export function register(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "live_…",
    description: "An API key issued per member (`npm run -s admin -- create-key`).",
  });
  app.openAPIRegistry.register("Error", ErrorSchema);
  app.openAPIRegistry.registerPath({
    method: "get",
    path: OPENAPI_PATH,
    tags: ["System"],
    summary: "This API description",
    description:
      "The OpenAPI 3.1 document of the API, generated from the schemas the server validates with. No authentication.",
    operationId: "getOpenApiDocument",
    security: [],
    responses: {
      200: jsonContent(z.object({ openapi: z.literal("3.1.0") }).catchall(z.unknown()), "The OpenAPI document"),
      ...UNREADABLE_REQUEST_ERRORS,
    },
  });
  // Generated once per server (per PUBLIC_BASE_URL): building it costs tens of milliseconds, and
  // anyone may ask for it without a key.
  const documents = new Map<string, string>();
  app.get(OPENAPI_PATH, (c) => {
    const base = c.get("deps").config.PUBLIC_BASE_URL ?? "";
    let text = documents.get(base);
    if (text === undefined) {
      text = JSON.stringify(withMiddlewareHeaders(describe(app, base)));
      documents.set(base, text);
    }
    return c.body(text, 200, { "Content-Type": "application/json" });
  });
}

function describe(app: OpenAPIHono<AppEnv>, base: string) {
  return app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Partner Tracking API",
      version: "1.0.0",
      // The code is not published under an open licence (package.json: private). `identifier`
      // (SPDX) is OpenAPI 3.1's; the generator's config type has only 3.0's fields.
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" } as { name: string },
      description:
        "Track companies and founders, read the signals and alerts each tracker run produces, and triage the " +
        "leads it discovers. Every error uses the envelope `{ error: { code, message, details?, requestId } " +
        "}`. A method a path does not serve is answered `405 method_not_allowed` with an `Allow` header.",
    },
    // PUBLIC_BASE_URL when set; else "/", relative to where this document was fetched. Not the
    // request's Host header, which a client (or a cache in front) does not vouch for.
    servers: [{ url: base ? base.replace(/\/+$/, "") : "/" }],
  });
}
