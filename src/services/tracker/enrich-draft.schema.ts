import { z } from "@hono/zod-openapi";
import { STAGES } from "../../pipeline/enrich/facts";
import { CreateCompanyBody } from "./create.schema";
import { FounderInput, founderList } from "./fields.schema";

/* POST /tracker/enrich: a draft company in, what its website says out. */

export const DraftBody = z
  .object({
    companyName: CreateCompanyBody.shape.companyName,
    companyWebsite: CreateCompanyBody.shape.companyWebsite
      .unwrap()
      .describe("The website to read. A bare host (acme.com) is read as https://acme.com."),
    companyLinkedinUrl: CreateCompanyBody.shape.companyLinkedinUrl,
    companyTwitterUrl: CreateCompanyBody.shape.companyTwitterUrl,
    founders: founderList(FounderInput).optional().describe("Founders known so far; missing links are looked for."),
  })
  .strict()
  .openapi("DraftEnrichmentRequest", { example: { companyName: "Acme", companyWebsite: "acme.example" } });
export type DraftInput = z.infer<typeof DraftBody>;

const nullableUrl = z.string().nullable();
export const DraftEnrichment = z
  .object({
    status: z
      .enum(["ready", "partial", "failed"])
      .describe(
        "`ready`: everything sought was found; `partial`: some was not (see `notFound`); `failed`: the website " +
          "could not be read.",
      ),
    reason: z
      .string()
      .nullable()
      .describe(
        "Why partial or failed: `some_details_not_found`, `deadline_reached`, `website_unreachable`, " +
          "`blocked_by_robots`, `blocked_private_address`, `invalid_website`, `website_unreadable`.",
      ),
    companyName: z.string().nullable(),
    companyWebsite: z.string().describe("The website's address after redirects."),
    companyLinkedinUrl: nullableUrl,
    companyTwitterUrl: nullableUrl,
    description: z.string().nullable(),
    stage: z.enum(STAGES).describe("Only when the site states it; else `unknown`."),
    location: z.string().nullable(),
    foundingYear: z.number().int().nullable(),
    classification: z
      .array(z.object({ id: z.string(), path: z.string() }))
      .describe("Sector taxonomy categories, best first."),
    founders: z.array(
      z.object({ name: z.string(), linkedinUrl: nullableUrl, twitterUrl: nullableUrl, githubUrl: nullableUrl }),
    ),
    suggestedFounders: z
      .array(
        z.object({ name: z.string(), role: z.string().nullable(), linkedinUrl: nullableUrl, twitterUrl: nullableUrl }),
      )
      .describe("People the site names as founders, when the draft lists none."),
    found: z
      .array(z.string())
      .describe("Fields the site supplied, as paths (`companyLinkedinUrl`, `founders.0.twitterUrl`, `stage`, …)."),
    notFound: z.array(z.string()).describe("Fields sought but not found."),
    sources: z
      .array(
        z.object({ url: z.string(), ok: z.boolean(), reason: z.string().optional(), detail: z.string().optional() }),
      )
      .describe("Every page tried."),
    deadlineReached: z
      .boolean()
      .describe("The deadline passed before every page was read; what was found by then is returned."),
  })
  .openapi("DraftEnrichment");
export type DraftEnrichment = z.infer<typeof DraftEnrichment>;

export const DraftEnrichmentResponse = z.object({ data: DraftEnrichment }).openapi("DraftEnrichmentResponse");
