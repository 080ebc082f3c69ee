import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { IntegrationLeadList, IntegrationLeadListQuery } from "../../services/integrations/leads.schema";
import { listIntegrationLeads } from "../../services/integrations/list-leads";
import { IdParams, TAGS } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "listIntegrationLeads",
  path: "/api/v1/integrations/{id}/leads",
  tags: TAGS,
  summary: "List the leads sent to a CRM list",
  description:
    "With `addLeadsToList`, each tracked lead's company owed to the connection's list, newest first, with " +
    "`nextCursor` as every list: its status, attempts, the CRM's record once added, and the CRM's answer when " +
    "it failed.",
  middleware: [guard("listIntegrationLeads")] as const,
  security,
  request: { params: IdParams, query: IntegrationLeadListQuery },
  responses: {
    200: jsonContent(IntegrationLeadList, "A page of leads sent to the list"),
    ...errorResponses([...AUTHED_ERRORS, 404], { 400: ["validation_error", "invalid_cursor"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) =>
    c.json(
      await listIntegrationLeads(c.get("deps"), c.get("actor"), c.req.valid("param").id, c.req.valid("query")),
      200,
    ),
  );
}
