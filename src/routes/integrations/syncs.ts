import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { listIntegrationSyncs } from "../../services/integrations/list-syncs";
import { IntegrationSyncListQuery } from "../../services/integrations/list-syncs.schema";
import { IntegrationSyncList } from "../../services/integrations/sync.schema";
import { IdParams, TAGS } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "listIntegrationSyncs",
  path: "/api/v1/integrations/{id}/syncs",
  tags: TAGS,
  summary: "List a CRM connection's syncs",
  description:
    "The sync log, newest first, with `nextCursor` as every list: when each sync ran, what started it, its " +
    "counts, and the CRM's answer when it failed.",
  middleware: [guard("listIntegrationSyncs")] as const,
  security,
  request: { params: IdParams, query: IntegrationSyncListQuery },
  responses: {
    200: jsonContent(IntegrationSyncList, "A page of syncs"),
    ...errorResponses([...AUTHED_ERRORS, 404], { 400: ["validation_error", "invalid_cursor"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) =>
    c.json(
      await listIntegrationSyncs(c.get("deps"), c.get("actor"), c.req.valid("param").id, c.req.valid("query")),
      200,
    ),
  );
}
