import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { listIntegrations } from "../../services/integrations/list";
import { IntegrationList, IntegrationListQuery } from "../../services/integrations/list.schema";
import { TAGS } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "listIntegrations",
  path: "/api/v1/integrations",
  tags: TAGS,
  summary: "List CRM connections",
  description:
    "Newest first, with `nextCursor` as every list: each connection's CRM, list, state, last sync and counts. " +
    "Tokens are never listed.",
  middleware: [guard("listIntegrations")] as const,
  security,
  request: { query: IntegrationListQuery },
  responses: {
    200: jsonContent(IntegrationList, "A page of connections"),
    ...errorResponses(AUTHED_ERRORS, { 400: ["validation_error", "invalid_cursor"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) =>
    c.json(await listIntegrations(c.get("deps"), c.get("actor"), c.req.valid("query")), 200),
  );
}
