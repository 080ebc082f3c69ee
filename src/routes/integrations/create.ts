import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonBody, jsonContent, security } from "../../http/openapi";
import { createIntegration } from "../../services/integrations/create";
import { CreateIntegrationBody, CreatedIntegrationResponse } from "../../services/integrations/create.schema";
import { IdempotencyHeaders, TAGS } from "./schema";

export const route = createRoute({
  method: "post",
  operationId: "createIntegration",
  path: "/api/v1/integrations",
  tags: TAGS,
  summary: "Connect a CRM",
  description:
    "Connects Attio, Affinity or HubSpot: the token and the list are checked against the CRM first (a token it " +
    "refuses is a 400 naming `token`, a list it does not have one naming `listId`; nothing is saved). The " +
    "token is stored encrypted and never returned. Owners only. One connection per CRM (`409 " +
    "integration_exists`). A CRM that is limiting requests or down: 503 with Retry-After. With " +
    "`Idempotency-Key`, a retry within 24 hours returns the first result.",
  middleware: [guard("createIntegration", { body: true })] as const,
  security,
  request: { headers: IdempotencyHeaders, body: jsonBody(CreateIntegrationBody) },
  responses: {
    201: jsonContent(CreatedIntegrationResponse, "Connected"),
    200: jsonContent(CreatedIntegrationResponse, "A replay of an earlier request with the same key"),
    ...errorResponses([...AUTHED_ERRORS, 409, 413, 415, 503], {
      400: ["validation_error"],
      409: ["integration_exists", "idempotency_conflict", "idempotency_in_progress"],
      503: ["service_unavailable"],
    }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const key = c.req.valid("header")["idempotency-key"];
    const result = await createIntegration(c.get("deps"), c.get("actor"), c.req.valid("json"), {
      idempotencyKey: key,
      request: await c.req.json(),
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    return result.status === 201 ? c.json(result.body, 201) : c.json(result.body, 200);
  });
}
