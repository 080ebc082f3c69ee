import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonBody, jsonContent, security } from "../../http/openapi";
import { enrichDraft } from "../../services/tracker/enrich-draft";
import { DraftBody, DraftEnrichmentResponse } from "../../services/tracker/enrich-draft.schema";

export const route = createRoute({
  method: "post",
  operationId: "enrichCompanyDraft",
  path: "/api/v1/tracker/enrich",
  tags: ["Tracker"],
  summary: "Enrich a draft company",
  description:
    "Reads a company's website the way background enrichment does (LinkedIn and X links, founders' links from " +
    "the team page, a description, a stage when the site states it, location, founding year, sector) for a " +
    "draft that is not tracked yet. Creates nothing. Synchronous and bounded by a deadline: when it passes, " +
    "what was found so far is returned with `deadlineReached: true`. Meant for the web app's form, not for " +
    "agents. Limited to 60 per hour per key (bucket `enrich`).",
  middleware: [guard("enrichDraft", { body: true })] as const,
  security,
  request: { body: jsonBody(DraftBody) },
  responses: {
    200: jsonContent(DraftEnrichmentResponse, "What the website says, and what it did not"),
    ...errorResponses([...AUTHED_ERRORS, 413, 415]),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const data = await enrichDraft(c.get("deps"), c.req.valid("json"));
    return c.json({ data }, 200);
  });
}
