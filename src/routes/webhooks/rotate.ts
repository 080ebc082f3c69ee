import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { rotateWebhookSecret } from "../../services/webhooks/endpoints";
import { WebhookSecretResponse } from "../../services/webhooks/endpoints.schema";
import { IdParams, TAGS } from "./schema";
import { IdempotencyHeaders } from "../tracker/schema";

export const route = createRoute({
  method: "post",
  operationId: "rotateWebhookSecret",
  path: "/api/v1/webhooks/{id}/rotate-secret",
  tags: TAGS,
  summary: "Rotate an endpoint's signing secret",
  description:
    "Returns a new secret. For 24 hours deliveries carry two signatures in `webhook-signature` (the new " +
    "secret's and the old one's), so a receiver can switch without losing events.",
  middleware: [guard("rotateWebhookSecret")] as const,
  security,
  request: { params: IdParams, headers: IdempotencyHeaders },
  responses: {
    200: jsonContent(WebhookSecretResponse, "The endpoint with its new secret"),
    ...errorResponses([...AUTHED_ERRORS, 404, 409], { 409: ["idempotency_conflict", "idempotency_in_progress"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const result = await rotateWebhookSecret(c.get("deps"), c.get("actor"), c.req.valid("param").id, {
      idempotencyKey: c.req.valid("header")["idempotency-key"],
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    return c.json(result.body, 200);
  });
}
