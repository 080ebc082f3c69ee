import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonBody, jsonContent, security } from "../../http/openapi";
import { createCompany } from "../../services/tracker/create";
import { CreateCompanyBody, CreateCompanyResponse } from "../../services/tracker/create.schema";
import { IdempotencyHeaders } from "./schema";

export const route = createRoute({
  method: "post",
  operationId: "addCompany",
  path: "/api/v1/tracker",
  tags: ["Tracker"],
  summary: "Track a company",
  description:
    "Creates a tracked company and starts enrichment in the background; the first run follows by itself. Poll " +
    "`operation.pollUrl` every `suggestedPollIntervalSeconds` until `enrichmentComplete`. A company already " +
    "tracked (two identifiers match: a founder's LinkedIn plus the company LinkedIn or website, or the company " +
    "LinkedIn plus the website) is updated instead: 200 with `existingEntity: true`. With `Idempotency-Key`, a " +
    "retry within 24 hours returns the first result with `idempotencyReplayed: true`.",
  middleware: [guard("createCompany", { body: true })] as const,
  security,
  request: { headers: IdempotencyHeaders, body: jsonBody(CreateCompanyBody) },
  responses: {
    201: jsonContent(CreateCompanyResponse, "Created; enrichment started"),
    200: {
      ...jsonContent(
        CreateCompanyResponse,
        "The company was already tracked (updated), or a replay of an earlier request with the same key",
      ),
      headers: {
        "Idempotency-Replayed": { schema: { type: "string", enum: ["true"] }, description: "Present on a replay." },
      },
    },
    ...errorResponses([...AUTHED_ERRORS, 409, 413, 415], { 409: ["idempotency_conflict", "idempotency_in_progress"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const deps = c.get("deps");
    const input = c.req.valid("json");
    const key = c.req.valid("header")["idempotency-key"];
    const result = await createCompany(deps, c.get("actor"), input, {
      idempotencyKey: key,
      request: await c.req.json(),
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    return result.status === 201 ? c.json(result.body, 201) : c.json(result.body, 200);
  });
}
