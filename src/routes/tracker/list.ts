import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { pageJson } from "../shared/page-response";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { listCompanies, CompanyListQuery } from "../../services/tracker/list";
import { CompanyList } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "listCompanies",
  path: "/api/v1/tracker",
  tags: ["Tracker"],
  summary: "List tracked companies",
  description:
    "Newest first, compact by default, each with its latest signal. Filters: `status`, `stage`, `tag` (one " +
    "value or a comma list: any of them), `updatedAfter`, and `classification` (up to four sector terms; the " +
    "response then carries `classificationResolution`).",
  middleware: [guard("listCompanies")] as const,
  security,
  request: { query: CompanyListQuery },
  responses: {
    200: jsonContent(CompanyList, "A page of companies"),
    ...errorResponses(AUTHED_ERRORS, { 400: ["validation_error", "invalid_cursor"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const body = await listCompanies(c.get("deps"), c.get("actor"), c.req.valid("query"));
    return pageJson(c, body);
  });
}
