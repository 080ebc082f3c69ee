import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { getCompany } from "../../services/tracker/get";
import { CompanyResponse } from "../../services/tracker/get.schema";
import { ViewQuery } from "../../services/shared/views.schema";
import { IdParams } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "getCompany",
  path: "/api/v1/tracker/{id}",
  tags: ["Tracker"],
  summary: "Get a tracked company",
  description:
    "Full view by default, with `operation` for polling: poll until `enrichmentComplete`; the first run is " +
    "finished when `lastScrapedAt` is set and `scrapeHealthReason` is no longer `run_in_progress`.",
  middleware: [guard("getCompany")] as const,
  security,
  request: { params: IdParams, query: ViewQuery },
  responses: {
    200: jsonContent(CompanyResponse, "The company"),
    ...errorResponses([...AUTHED_ERRORS, 404]),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { view } = c.req.valid("query");
    return c.json(await getCompany(c.get("deps"), c.get("actor"), id, { view }), 200);
  });
}
