import { z } from "@hono/zod-openapi";
import { LeadItem } from "../../services/leads/views.schema";
import { ClassificationResolutionSchema, CompanyResolutionSchema, idParams } from "../shared/filters";

/*
 * The HTTP parts of /api/v1/leads (spec 2.6, 4.4; decisions "Filter names left open"): the path id and the list. Each
 * operation's body and response are beside its service.
 */

export const LeadIdParams = idParams("Lead");

/* Responses */

export const LeadList = z
  .object({
    data: z.array(LeadItem).describe("Newest first."),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last."),
    sourceResolution: CompanyResolutionSchema.optional().describe(
      "Present when `sourceQuery` picked the source company.",
    ),
    classificationResolution: ClassificationResolutionSchema.optional().describe("Present with a sector filter."),
  })
  .openapi("LeadList");
