import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonBody, jsonContent, security } from "../../http/openapi";
import { updateIntegration } from "../../services/integrations/update";
import { UpdateIntegrationBody } from "../../services/integrations/update.schema";
import { IntegrationResponse } from "../../services/integrations/views.schema";
import { IdParams, TAGS } from "./schema";

export const route = createRoute({
  method: "patch",
  operationId: "updateIntegration",
  path: "/api/v1/integrations/{id}",
  tags: TAGS,
  summary: "Change a CRM connection",
  description:
    "Any of `state` (`paused` or `active`), `listId`, `token`. A new list or token, and resuming a connection " +
    "that needs attention, are checked against the CRM first (400 naming the field it refuses; nothing " +
    "changes). Owners only.",
  middleware: [guard("updateIntegration", { body: true })] as const,
  security,
  request: { params: IdParams, body: jsonBody(UpdateIntegrationBody) },
  responses: {
    200: jsonContent(IntegrationResponse, "The connection as changed"),
    ...errorResponses([...AUTHED_ERRORS, 404, 413, 415, 503], { 503: ["service_unavailable"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) =>
    c.json(await updateIntegration(c.get("deps"), c.get("actor"), c.req.valid("param").id, c.req.valid("json")), 200),
  );
}
