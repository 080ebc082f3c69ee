import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { syncIntegrationNow } from "../../services/integrations/sync-now";
import { IntegrationSyncResponse } from "../../services/integrations/sync.schema";
import { IdParams, TAGS } from "./schema";

export const route = createRoute({
  method: "post",
  operationId: "syncIntegration",
  path: "/api/v1/integrations/{id}/sync",
  tags: TAGS,
  summary: "Sync a CRM list now",
  description:
    "Reads the connection's list to the end and tracks every company on it (linked when already tracked, " +
    "created with the connection's defaults otherwise); companies whose record left the list are paused. " +
    "Answers the sync's counts; syncs also run every hour by themselves. Creates beyond the hourly limit are " +
    "`scheduled` for the next sync. A paused connection, or one the CRM no longer accepts, is a 409 " +
    "`integration_paused`; the CRM limiting or down, a 503 with Retry-After. Owners only.",
  middleware: [guard("syncIntegration")] as const,
  security,
  request: { params: IdParams },
  responses: {
    200: jsonContent(IntegrationSyncResponse, "The sync, with its counts"),
    ...errorResponses([...AUTHED_ERRORS, 404, 409, 503], {
      409: ["integration_paused"],
      503: ["service_unavailable"],
    }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) =>
    c.json(await syncIntegrationNow(c.get("deps"), c.get("actor"), c.req.valid("param").id), 200),
  );
}
