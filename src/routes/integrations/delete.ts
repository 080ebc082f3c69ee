import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { deleteIntegration } from "../../services/integrations/delete";
import { IntegrationDeleted } from "../../services/integrations/delete.schema";
import { IdParams, TAGS } from "./schema";

export const route = createRoute({
  method: "delete",
  operationId: "deleteIntegration",
  path: "/api/v1/integrations/{id}",
  tags: TAGS,
  summary: "Disconnect a CRM",
  description:
    "The connection and its stored token go; companies it brought in stay tracked. Owners only. A second " +
    "delete gives 404.",
  middleware: [guard("deleteIntegration")] as const,
  security,
  request: { params: IdParams },
  responses: {
    200: jsonContent(IntegrationDeleted, "Disconnected"),
    ...errorResponses([...AUTHED_ERRORS, 404]),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) =>
    c.json(await deleteIntegration(c.get("deps"), c.get("actor"), c.req.valid("param").id), 200),
  );
}
