import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { deleteCompany } from "../../services/tracker/delete";
import { Deleted } from "../../services/tracker/delete.schema";
import { IdParams } from "./schema";

export const route = createRoute({
  method: "delete",
  operationId: "removeCompany",
  path: "/api/v1/tracker/{id}",
  tags: ["Tracker"],
  summary: "Stop tracking a company",
  description:
    "Permanently deletes the company and its history (founders, runs, signals, alerts, queued work). Leads " +
    "keep their decision but lose `trackedEntityId`. A second delete gives 404.",
  middleware: [guard("deleteCompany")] as const,
  security,
  request: { params: IdParams },
  responses: {
    200: jsonContent(Deleted, "Deleted"),
    ...errorResponses([...AUTHED_ERRORS, 404]),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await deleteCompany(c.get("deps"), c.get("actor"), id), 200);
  });
}
