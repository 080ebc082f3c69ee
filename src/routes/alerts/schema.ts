import { z } from "@hono/zod-openapi";
import { ALERT_OUTCOMES } from "../../services/alerts/views";
import { AlertItem } from "../../services/alerts/views.schema";
import { withOneCompanyLookup } from "../../services/company-lookup";
import { boolParam, cursorSchema, dateParam, enumListParam, limitSchema, viewSchema, withDateRange } from "../../services/listing";
import {
  classificationParams,
  ClassificationResolutionSchema,
  CompanyResolutionSchema,
  entityLookupParams,
  idParams,
} from "../shared/filters";

/* The HTTP parts of /api/v1/alerts (spec 2.7, 4.3; decisions "Enumerations"): the path id and the list. The single read's response is beside its service. */

export const ALERT_OUTCOME_FILTERS = [...ALERT_OUTCOMES, "all"] as const;

/** The filters of GET /alerts as query-string values (a plain zod object; the tool server reuses it). */
export const AlertFilters = z.object({
  since: dateParam("since").optional(),
  until: dateParam("until").optional(),
  outcome: enumListParam(ALERT_OUTCOME_FILTERS, "outcome")
    .optional()
    .describe("`sent` (default), `suppressed`, `failed`, a comma list of them, or `all`."),
  latestPerEntity: boolParam
    .optional()
    .describe("true: only each company's newest alert among those the other filters keep (pages still work with `cursor`)."),
  ...entityLookupParams,
  ...classificationParams,
});

// since before until, and not both company parameters, are checked with the other fields (after the extension).
export const AlertListQuery = withOneCompanyLookup(
  "entity",
  withDateRange(
    AlertFilters.extend({
      view: viewSchema.optional(),
      limit: limitSchema.optional(),
      cursor: cursorSchema.optional(),
    }).strict(),
  ),
);

export const AlertIdParams = idParams("Alert");

/* Responses */

export const AlertList = z
  .object({
    data: z.array(AlertItem).describe("Newest first."),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last."),
    entityResolution: CompanyResolutionSchema.optional().describe("Present when `entityQuery` picked the company."),
    classificationResolution: ClassificationResolutionSchema.optional().describe("Present with a sector filter."),
  })
  .openapi("AlertList");
