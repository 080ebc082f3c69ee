import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { deleteWebhook } from "../../services/webhooks/endpoints";
import { WebhookDeleted } from "../../services/webhooks/endpoints.schema";
import { IdParams, TAGS } from "./schema";

export const route = createRoute({
  method: "delete",
  operationId: "deleteWebhook",
  path: "/api/v1/webhooks/{id}",
  tags: TAGS,
  summary: "Remove a webhook endpoint",
  description: "The endpoint and its delivery log go; nothing more is sent to it. A second delete gives 404.",
  middleware: [guard("deleteWebhook")] as const,
  security,
  request: { params: IdParams },
  responses: {
    200: jsonContent(WebhookDeleted, "Deleted"),
    ...errorResponses([...AUTHED_ERRORS, 404]),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) =>
    c.json(await deleteWebhook(c.get("deps"), c.get("actor"), c.req.valid("param").id), 200),
  );
}
