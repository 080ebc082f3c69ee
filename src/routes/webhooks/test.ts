import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { testWebhook } from "../../services/webhooks/endpoints";
import { DeliveryResponse } from "../../services/webhooks/endpoints.schema";
import { IdParams, TAGS } from "./schema";
import { IdempotencyHeaders } from "../tracker/schema";

export const route = createRoute({
  method: "post",
  operationId: "testWebhook",
  path: "/api/v1/webhooks/{id}/test",
  tags: TAGS,
  summary: "Send a test event",
  description:
    "Sends a `webhook.test` event to this endpoint alone, now, and returns its delivery (pending: the attempt " +
    "runs in the background, never in this request). Follow it in the delivery log.",
  middleware: [guard("testWebhook")] as const,
  security,
  request: { params: IdParams, headers: IdempotencyHeaders },
  responses: {
    202: jsonContent(DeliveryResponse, "The delivery, on its way"),
    200: jsonContent(DeliveryResponse, "A replay of an earlier request with the same key"),
    ...errorResponses([...AUTHED_ERRORS, 404, 409], {
      409: ["webhook_disabled", "idempotency_conflict", "idempotency_in_progress"],
    }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const result = await testWebhook(c.get("deps"), c.get("actor"), c.req.valid("param").id, {
      idempotencyKey: c.req.valid("header")["idempotency-key"],
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    return result.status === 202 ? c.json(result.body, 202) : c.json(result.body, 200);
  });
}
