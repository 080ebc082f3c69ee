import { z } from "@hono/zod-openapi";
import { withOneCompanyLookup } from "../../services/company-lookup";
import { boolParam, cursorSchema, dateParam, enumListParam, limitSchema, viewSchema, withDateRange } from "../../services/listing";
import { SIGNAL_RECOMMENDATIONS, SIGNAL_SEVERITIES, SIGNAL_TYPES } from "../../services/signals/views";
import { SignalItem } from "../../services/signals/views.schema";
import {
  classificationParams,
  ClassificationResolutionSchema,
  CompanyResolutionSchema,
  entityLookupParams,
  idParams,
} from "../shared/filters";

/* The HTTP parts of /api/v1/signals (spec 2.7, 4.3; decisions "Filter names left open"): the path id and the list. The single read's response is beside its service. */

/**
 * The filters of GET /signals as query-string values (a plain zod object; the tool server reuses
 * it). Parsed values feed `listSignals` after `classificationParam` joins the sector aliases.
 */
export const SignalFilters = z.object({
  since: dateParam("since").optional(),
  until: dateParam("until").optional(),
  needsAttention: boolParam.optional().describe("Only signals that need (true) or do not need (false) the investor's attention."),
  ...entityLookupParams,
  ...classificationParams,
  type: enumListParam(SIGNAL_TYPES, "type").optional(),
  severity: enumListParam(SIGNAL_SEVERITIES, "severity").optional(),
  recommendation: enumListParam(SIGNAL_RECOMMENDATIONS, "recommendation").optional(),
  q: z
    .string()
    .trim()
    .min(1, { message: "must not be blank" })
    .max(200)
    .optional()
    .describe("Text search: every word must appear (ignoring case) in the summary or the analysis."),
});

// since before until, and not both company parameters, are checked with the other fields (after the extension).
export const SignalListQuery = withOneCompanyLookup(
  "entity",
  withDateRange(
    SignalFilters.extend({
      view: viewSchema.optional(),
      limit: limitSchema.optional(),
      cursor: cursorSchema.optional(),
    }).strict(),
  ),
);

export const SignalIdParams = idParams("Signal");

/* Responses */

export const SignalList = z
  .object({
    data: z.array(SignalItem).describe("Newest first."),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last."),
    entityResolution: CompanyResolutionSchema.optional().describe("Present when `entityQuery` picked the company."),
    classificationResolution: ClassificationResolutionSchema.optional().describe("Present with a sector filter."),
  })
  .openapi("SignalList");
