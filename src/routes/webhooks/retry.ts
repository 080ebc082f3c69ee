import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { retryDelivery } from "../../services/webhooks/deliveries";
import { DeliveryResponse } from "../../services/webhooks/endpoints.schema";
import { DeliveryParams, TAGS } from "./schema";
import { IdempotencyHeaders } from "../tracker/schema";

export const route = createRoute({
  method: "post",
  operationId: "retryWebhookDelivery",
  path: "/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry",
  tags: TAGS,
  summary: "Send a delivery again",
  description: "Makes the delivery pending and due now, with a fresh retry schedule; it carries the same `webhook-id`.",
  middleware: [guard("retryWebhookDelivery")] as const,
  security,
  request: { params: DeliveryParams, headers: IdempotencyHeaders },
  responses: {
    202: jsonContent(DeliveryResponse, "The delivery, on its way again"),
    200: jsonContent(DeliveryResponse, "A replay of an earlier request with the same key"),
    ...errorResponses([...AUTHED_ERRORS, 404, 409], { 409: ["idempotency_conflict", "idempotency_in_progress"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const { id, deliveryId } = c.req.valid("param");
    const result = await retryDelivery(c.get("deps"), c.get("actor"), id, deliveryId, {
      idempotencyKey: c.req.valid("header")["idempotency-key"],
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    return result.status === 202 ? c.json(result.body, 202) : c.json(result.body, 200);
  });
}
