import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { getIntegration } from "../../services/integrations/get";
import { IntegrationResponse } from "../../services/integrations/views.schema";
import { ViewQuery } from "../../services/shared/views.schema";
import { IdParams, TAGS } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "getIntegration",
  path: "/api/v1/integrations/{id}",
  tags: TAGS,
  summary: "Get a CRM connection",
  description: "The connection without its token. `view` is taken as on every read; both views are the same.",
  middleware: [guard("getIntegration")] as const,
  security,
  request: { params: IdParams, query: ViewQuery },
  responses: {
    200: jsonContent(IntegrationResponse, "The connection"),
    ...errorResponses([...AUTHED_ERRORS, 404], { 400: ["validation_error"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) =>
    c.json(await getIntegration(c.get("deps"), c.get("actor"), c.req.valid("param").id), 200),
  );
}
