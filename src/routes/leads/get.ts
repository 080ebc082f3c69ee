import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { getLead } from "../../services/leads/get";
import { LeadResponse } from "../../services/leads/get.schema";
import { ViewQuery } from "../../services/shared/views.schema";
import { LeadIdParams } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "getLead",
  path: "/api/v1/leads/{id}",
  tags: ["Leads"],
  summary: "Get a lead",
  description:
    "One lead; full view by default, with the company detail (description, location, founding year, team, " +
    "social URLs) and the evidence of discovery.",
  middleware: [guard("getLead")] as const,
  security,
  request: { params: LeadIdParams, query: ViewQuery },
  responses: {
    200: jsonContent(LeadResponse, "The lead"),
    ...errorResponses([...AUTHED_ERRORS, 404]),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { view } = c.req.valid("query");
    return c.json(await getLead(c.get("deps"), c.get("actor"), id, view), 200);
  });
}
