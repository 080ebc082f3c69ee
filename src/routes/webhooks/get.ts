import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { getWebhook } from "../../services/webhooks/endpoints";
import { WebhookResponse } from "../../services/webhooks/endpoints.schema";
import { ViewQuery } from "../../services/shared/views.schema";
import { IdParams, TAGS } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "getWebhook",
  path: "/api/v1/webhooks/{id}",
  tags: TAGS,
  summary: "Get a webhook endpoint",
  description:
    "The endpoint without its secret; `disabledReason` says why the service disabled it. `view` is taken as on " +
    "every read; both views are the same.",
  middleware: [guard("getWebhook")] as const,
  security,
  request: { params: IdParams, query: ViewQuery },
  responses: {
    200: jsonContent(WebhookResponse, "The endpoint"),
    ...errorResponses([...AUTHED_ERRORS, 404], { 400: ["validation_error"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => c.json(await getWebhook(c.get("deps"), c.get("actor"), c.req.valid("param").id), 200));
}
