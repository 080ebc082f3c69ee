import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { listWebhooks } from "../../services/webhooks/endpoints";
import { WebhookList, WebhookListQuery } from "../../services/webhooks/endpoints.schema";
import { TAGS } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "listWebhooks",
  path: "/api/v1/webhooks",
  tags: TAGS,
  summary: "List webhook endpoints",
  description: "Newest first, with `nextCursor` as every list. Secrets are never listed.",
  middleware: [guard("listWebhooks")] as const,
  security,
  request: { query: WebhookListQuery },
  responses: {
    200: jsonContent(WebhookList, "A page of endpoints"),
    ...errorResponses(AUTHED_ERRORS, { 400: ["validation_error", "invalid_cursor"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => c.json(await listWebhooks(c.get("deps"), c.get("actor"), c.req.valid("query")), 200));
}
