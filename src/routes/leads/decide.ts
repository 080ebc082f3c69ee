import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonBody, jsonContent, security } from "../../http/openapi";
import { decideLead } from "../../services/leads/decide";
import { DecisionBody, LeadFullResponse } from "../../services/leads/decide.schema";
import { LeadIdParams } from "./schema";

export const route = createRoute({
  method: "post",
  operationId: "decideLead",
  path: "/api/v1/leads/{id}/decision",
  tags: ["Leads"],
  summary: "Accept or reject a lead",
  description:
    "`accepted: true` accepts the lead without tracking it (POST /leads/{id}/track tracks it); `false` rejects " +
    "it. The same decision again changes nothing; a different one replaces it, except that a lead whose " +
    "company is tracked cannot be rejected (409 `lead_tracked`). Returns the lead in full view.",
  middleware: [guard("decideLead", { body: true })] as const,
  security,
  request: { params: LeadIdParams, body: jsonBody(DecisionBody) },
  responses: {
    200: jsonContent(LeadFullResponse, "The decision is recorded"),
    ...errorResponses([...AUTHED_ERRORS, 404, 409, 413, 415], { 409: ["lead_tracked"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { accepted } = c.req.valid("json");
    return c.json(await decideLead(c.get("deps"), c.get("actor"), id, accepted), 200);
  });
}
