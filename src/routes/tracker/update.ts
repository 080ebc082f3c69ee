import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonBody, jsonContent, security } from "../../http/openapi";
import { updateCompany } from "../../services/tracker/update";
import { UpdateCompanyBody, UpdatedCompanyResponse } from "../../services/tracker/update.schema";
import { IdParams } from "./schema";

export const route = createRoute({
  method: "patch",
  operationId: "updateCompany",
  path: "/api/v1/tracker/{id}",
  tags: ["Tracker"],
  summary: "Update a tracked company",
  description:
    "Any subset of the fields. `status: paused` stops runs (a queued run is dropped); `status: ok` resumes " +
    "them. Changing the website, LinkedIn or founders starts enrichment again. A founder with `id` is updated " +
    "in place; one without is added (or merged with a stored founder with the same LinkedIn URL, else name).",
  middleware: [guard("updateCompany", { body: true })] as const,
  security,
  request: { params: IdParams, body: jsonBody(UpdateCompanyBody) },
  responses: {
    200: jsonContent(UpdatedCompanyResponse, "The updated company"),
    ...errorResponses([...AUTHED_ERRORS, 404, 413, 415]),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await updateCompany(c.get("deps"), c.get("actor"), id, c.req.valid("json")), 200);
  });
}
