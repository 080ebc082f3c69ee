import { z } from "@hono/zod-openapi";
import { IdempotencyKey } from "../../services/shared/idempotency";
import { TrackerItem } from "../../services/tracker/views.schema";
import { ClassificationResolutionSchema, idParams } from "../shared/filters";

/*
 * The HTTP parts of /api/v1/tracker (spec 4.2): path and headers, and the list. Each operation's body and response are
 * beside its service.
 */

export const IdParams = idParams("Company");

export const IdempotencyHeaders = z.object({
  "idempotency-key": IdempotencyKey.optional().openapi({
    description:
      "Idempotency-Key: makes retries safe; the same key and body within 24 hours return the first result (8 " +
      "to 200 printable ASCII characters, no spaces).",
  }),
});

/* Responses */

export const CompanyList = z
  .object({
    data: z.array(TrackerItem),
    nextCursor: z.string().nullable(),
    classificationResolution: ClassificationResolutionSchema.optional(),
  })
  .openapi("CompanyList");
