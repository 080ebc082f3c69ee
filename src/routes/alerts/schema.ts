import { z } from "@hono/zod-openapi";
import { AlertItem } from "../../services/alerts/views.schema";
import { ClassificationResolutionSchema, CompanyResolutionSchema, idParams } from "../shared/filters";

/*
 * The HTTP parts of /api/v1/alerts (spec 2.7, 4.3; decisions "Enumerations"): the path id and the list. The single
 * read's response is beside its service.
 */

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
