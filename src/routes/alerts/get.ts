import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { getAlert } from "../../services/alerts/get";
import { AlertResponse } from "../../services/alerts/get.schema";
import { ViewQuery } from "../../services/shared/views.schema";
import { AlertIdParams } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "getAlert",
  path: "/api/v1/alerts/{id}",
  tags: ["Alerts"],
  summary: "Get an alert",
  description: "One alert; full view by default, with recipients, subject and the evaluation of each alert rule.",
  middleware: [guard("getAlert")] as const,
  security,
  request: { params: AlertIdParams, query: ViewQuery },
  responses: {
    200: jsonContent(AlertResponse, "The alert"),
    ...errorResponses([...AUTHED_ERRORS, 404]),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { view } = c.req.valid("query");
    return c.json(await getAlert(c.get("deps"), c.get("actor"), id, view), 200);
  });
}
