import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonBody, jsonContent, security } from "../../http/openapi";
import { createWebhook } from "../../services/webhooks/endpoints";
import { CreateWebhookBody, WebhookSecretResponse } from "../../services/webhooks/endpoints.schema";
import { IdempotencyHeaders } from "../tracker/schema";
import { TAGS } from "./schema";

export const route = createRoute({
  method: "post",
  operationId: "createWebhook",
  path: "/api/v1/webhooks",
  tags: TAGS,
  summary: "Add a webhook endpoint",
  description:
    "Registers a URL to receive events (`eventTypes`; absent: all). `kind: slack` takes a Slack " +
    "incoming-webhook URL and sends Slack messages, unsigned. The URL must be https to a public host. The " +
    "response holds the signing secret (`whsec_…`), shown only here and on rotation. With `Idempotency-Key`, a " +
    "retry within 24 hours returns the first result.",
  middleware: [guard("createWebhook", { body: true })] as const,
  security,
  request: { headers: IdempotencyHeaders, body: jsonBody(CreateWebhookBody) },
  responses: {
    201: jsonContent(WebhookSecretResponse, "Created"),
    200: jsonContent(WebhookSecretResponse, "A replay of an earlier request with the same key"),
    ...errorResponses([...AUTHED_ERRORS, 409, 413, 415], { 409: ["idempotency_conflict", "idempotency_in_progress"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const key = c.req.valid("header")["idempotency-key"];
    const result = await createWebhook(c.get("deps"), c.get("actor"), c.req.valid("json"), {
      idempotencyKey: key,
      request: await c.req.json(),
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    return result.status === 201 ? c.json(result.body, 201) : c.json(result.body, 200);
  });
}
