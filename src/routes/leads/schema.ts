import { z } from "@hono/zod-openapi";
import { withOneCompanyLookup } from "../../services/company-lookup";
import { cursorSchema, enumListParam, limitSchema, viewSchema } from "../../services/listing";
import { LEAD_DECISIONS, LEAD_STAGES } from "../../services/leads/views";
import { LeadItem } from "../../services/leads/views.schema";
import {
  classificationParams,
  ClassificationResolutionSchema,
  CompanyResolutionSchema,
  idParams,
  sourceLookupParams,
} from "../shared/filters";

/* The HTTP parts of /api/v1/leads (spec 2.6, 4.4; decisions "Filter names left open"): the path id and the list. Each operation's body and response are beside its service. */

/** The filters of GET /leads as query-string values (a plain zod object; the tool server reuses it). */
export const LeadFilters = z.object({
  decision: enumListParam(LEAD_DECISIONS, "decision")
    .optional()
    .describe("`unreviewed` (no decision yet: the inbox), `accepted`, `rejected`, or a comma list of them."),
  ...sourceLookupParams,
  stage: enumListParam(LEAD_STAGES, "stage").optional(),
  ...classificationParams,
  founderName: z
    .string()
    .trim()
    .min(1, { message: "must not be blank" })
    .max(200)
    .optional()
    .describe("A part of the founder's name, ignoring case, accents, spacing and punctuation (`jose` finds José Núñez)."),
});

// Not both company parameters: checked with the other fields (after the extension).
export const LeadListQuery = withOneCompanyLookup(
  "source",
  LeadFilters.extend({
    view: viewSchema.optional(),
    limit: limitSchema.optional(),
    cursor: cursorSchema.optional(),
  }).strict(),
);

export const LeadIdParams = idParams("Lead");

/* Responses */

export const LeadList = z
  .object({
    data: z.array(LeadItem).describe("Newest first."),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last."),
    sourceResolution: CompanyResolutionSchema.optional().describe("Present when `sourceQuery` picked the source company."),
    classificationResolution: ClassificationResolutionSchema.optional().describe("Present with a sector filter."),
  })
  .openapi("LeadList");
