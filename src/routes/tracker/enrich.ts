import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonBody, jsonContent, security } from "../../http/openapi";
import { enrichDraft } from "../../services/tracker/enrich-draft";
import { CreateCompanyBody, FounderInput, STAGES } from "./schema";

const DraftBody = z
  .object({
    companyName: CreateCompanyBody.shape.companyName,
    companyWebsite: CreateCompanyBody.shape.companyWebsite.unwrap().describe("The website to read. A bare host (acme.com) is read as https://acme.com."),
    companyLinkedinUrl: CreateCompanyBody.shape.companyLinkedinUrl,
    companyTwitterUrl: CreateCompanyBody.shape.companyTwitterUrl,
    founders: z.array(FounderInput).max(50, { message: "must hold at most 50 founders" }).optional().describe("Founders known so far; missing links are looked for."),
  })
  .strict()
  .openapi("DraftEnrichmentRequest");

const nullableUrl = z.string().nullable();
const DraftEnrichment = z
  .object({
    status: z.enum(["ready", "partial", "failed"]).describe("`ready`: everything sought was found; `partial`: some was not (see `notFound`); `failed`: the website could not be read."),
    reason: z.string().nullable().describe("Why partial or failed: `some_details_not_found`, `deadline_reached`, `website_unreachable`, `blocked_by_robots`, `blocked_private_address`, `invalid_website`, `website_unreadable`."),
    companyName: z.string().nullable(),
    companyWebsite: z.string().describe("The website's address after redirects."),
    companyLinkedinUrl: nullableUrl,
    companyTwitterUrl: nullableUrl,
    description: z.string().nullable(),
    stage: z.enum(STAGES).describe("Only when the site states it; else `unknown`."),
    location: z.string().nullable(),
    foundingYear: z.number().int().nullable(),
    classification: z.array(z.object({ id: z.string(), path: z.string() })).describe("Sector taxonomy categories, best first."),
    founders: z.array(z.object({ name: z.string(), linkedinUrl: nullableUrl, twitterUrl: nullableUrl, githubUrl: nullableUrl })),
    suggestedFounders: z
      .array(z.object({ name: z.string(), role: z.string().nullable(), linkedinUrl: nullableUrl, twitterUrl: nullableUrl }))
      .describe("People the site names as founders, when the draft lists none."),
    found: z.array(z.string()).describe("Fields the site supplied, as paths (`companyLinkedinUrl`, `founders.0.twitterUrl`, `stage`, …)."),
    notFound: z.array(z.string()).describe("Fields sought but not found."),
    sources: z.array(z.object({ url: z.string(), ok: z.boolean(), reason: z.string().optional(), detail: z.string().optional() })).describe("Every page tried."),
    deadlineReached: z.boolean().describe("The deadline passed before every page was read; what was found by then is returned."),
  })
  .openapi("DraftEnrichment");

export const route = createRoute({
  method: "post",
  operationId: "enrichCompanyDraft",
  path: "/api/v1/tracker/enrich",
  tags: ["Tracker"],
  summary: "Enrich a draft company",
  description:
    "Reads a company's website the way background enrichment does (LinkedIn and X links, founders' links from the team page, a description, a stage when the site states it, location, founding year, sector) for a draft that is not tracked yet. Creates nothing. Synchronous and bounded by a deadline: when it passes, what was found so far is returned with `deadlineReached: true`. Meant for the web app's form, not for agents. Limited to 60 per hour per key (bucket `enrich`).",
  middleware: [guard("enrichDraft", { body: true })] as const,
  security,
  request: { body: jsonBody(DraftBody) },
  responses: {
    200: jsonContent(z.object({ data: DraftEnrichment }).openapi("DraftEnrichmentResponse"), "What the website says, and what it did not"),
    ...errorResponses([...AUTHED_ERRORS, 413, 415]),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const data = await enrichDraft(c.get("deps"), c.req.valid("json"));
    return c.json({ data }, 200);
  });
}
