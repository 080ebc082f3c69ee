import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonBody, jsonContent, security } from "../../http/openapi";
import { updateWebhook } from "../../services/webhooks/endpoints";
import { UpdateWebhookBody, WebhookResponse } from "../../services/webhooks/endpoints.schema";
import { IdParams, TAGS } from "./schema";

export const route = createRoute({
  method: "patch",
  operationId: "updateWebhook",
  path: "/api/v1/webhooks/{id}",
  tags: TAGS,
  summary: "Change a webhook endpoint",
  description:
    "Any of `url`, `description`, `eventTypes` (null: all), `enabled`. Enabling an endpoint the service " +
    "disabled clears its reason and its failure streak.",
  middleware: [guard("updateWebhook", { body: true })] as const,
  security,
  request: { params: IdParams, body: jsonBody(UpdateWebhookBody) },
  responses: {
    200: jsonContent(WebhookResponse, "The endpoint as changed"),
    ...errorResponses([...AUTHED_ERRORS, 404, 413, 415]),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) =>
    c.json(await updateWebhook(c.get("deps"), c.get("actor"), c.req.valid("param").id, c.req.valid("json")), 200),
  );
}
