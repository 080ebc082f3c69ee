import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonBody, jsonContent, security } from "../../http/openapi";
import { trackLead } from "../../services/leads/track";
import { IdempotencyHeaders } from "../tracker/schema";
import { LeadTracked, TrackLeadBody } from "../../services/leads/track.schema";
import { LeadIdParams } from "./schema";

export const route = createRoute({
  method: "post",
  operationId: "trackLead",
  path: "/api/v1/leads/{id}/track",
  tags: ["Leads"],
  summary: "Track a lead's company",
  description:
    "Tracks the lead's company and accepts the lead (`decision.trackedEntityId`), also when it was rejected or " +
    "accepted without tracking. The lead supplies the identity (company name, website, LinkedIn, its founder); " +
    "the body supplies the tracking settings and may add what the lead lacks (`companyWebsite` is required " +
    "when the lead has none). 201 when a company was created. 200 when the company was already tracked (the " +
    "existing-company rule of POST /tracker applies: `existingEntity: true`) or the lead was tracked before " +
    "(`alreadyTracked: true`, nothing changes). Poll `operation.pollUrl` until `enrichmentComplete`. Needs " +
    "`leads:write` and `tracker:write`.",
  middleware: [guard("trackLead", { body: true })] as const,
  security,
  request: { params: LeadIdParams, headers: IdempotencyHeaders, body: jsonBody(TrackLeadBody) },
  responses: {
    201: jsonContent(LeadTracked, "A company was created from the lead; enrichment started"),
    200: {
      ...jsonContent(
        LeadTracked,
        "The company already existed, the lead was already tracked, or a replay of an earlier request with the " +
          "same key",
      ),
      headers: {
        "Idempotency-Replayed": { schema: { type: "string", enum: ["true"] }, description: "Present on a replay." },
      },
    },
    ...errorResponses([...AUTHED_ERRORS, 404, 409, 413, 415], {
      409: ["idempotency_conflict", "idempotency_in_progress"],
    }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const key = c.req.valid("header")["idempotency-key"];
    const result = await trackLead(c.get("deps"), c.get("actor"), id, c.req.valid("json"), {
      idempotencyKey: key,
      request: await c.req.json(),
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    return result.status === 201 ? c.json(result.body, 201) : c.json(result.body, 200);
  });
}
