import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { listDeliveries } from "../../services/webhooks/deliveries";
import { DeliveryList, WebhookListQuery } from "../../services/webhooks/endpoints.schema";
import { IdParams, TAGS } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "listWebhookDeliveries",
  path: "/api/v1/webhooks/{id}/deliveries",
  tags: TAGS,
  summary: "List an endpoint's deliveries",
  description:
    "The delivery log, newest first: event id and type, status, attempts, the last answer's status and " +
    "latency, the next attempt's time.",
  middleware: [guard("listWebhookDeliveries")] as const,
  security,
  request: { params: IdParams, query: WebhookListQuery },
  responses: {
    200: jsonContent(DeliveryList, "A page of deliveries"),
    ...errorResponses([...AUTHED_ERRORS, 404], { 400: ["validation_error", "invalid_cursor"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) =>
    c.json(await listDeliveries(c.get("deps"), c.get("actor"), c.req.valid("param").id, c.req.valid("query")), 200),
  );
}
