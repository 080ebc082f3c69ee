import { z } from "@hono/zod-openapi";
import { SignalItem } from "../../services/signals/views.schema";
import { ClassificationResolutionSchema, CompanyResolutionSchema, idParams } from "../shared/filters";

/*
 * The HTTP parts of /api/v1/signals (spec 2.7, 4.3; decisions "Filter names left open"): the path id and the list. The
 * single read's response is beside its service.
 */

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
