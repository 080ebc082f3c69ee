import { z } from "@hono/zod-openapi";
import { viewSchema } from "../lists/paging";

/* Schema parts the views of every resource share; REST, the tool server and the API description read them. */

export const ISO_EXAMPLE = "2026-11-21T22:27:20.671000+00:00";
/** Timestamps are RFC 3339 in UTC with microseconds (`+00:00`), as the spec shows them. */
export const timestamp = (d: string) => z.string().describe(d).openapi({ format: "date-time", example: ISO_EXAMPLE });
export const nullableTimestamp = (d: string) =>
  z.string().nullable().describe(d).openapi({ format: "date-time", example: ISO_EXAMPLE });

export const EvidenceLink = z
  .object({
    url: z.string().describe("Where the evidence is."),
    title: z.string().describe("Its title (cut to 80 characters in the compact view)."),
  })
  .openapi("EvidenceLink");
export type EvidenceLink = z.infer<typeof EvidenceLink>;

/** The query of every single-item read: which view to return. */
export const ViewQuery = z.object({ view: viewSchema.optional() }).strict();
