import { z } from "@hono/zod-openapi";
import { AUTHED_ERRORS, errorResponses } from "../../http/openapi";

/*
 * Response parts and errors that several groups share (spec 4.1): the resolution objects of the
 * company and sector filters (whose query parameters live with the services), ids and timestamps.
 */

export const CompanyResolutionSchema = z
  .object({
    query: z.string().describe("The query as sent (trimmed)."),
    matchedOn: z.enum(["companyName", "founderName"]).describe("Which name matched."),
    score: z.number().describe("Match score from 0 to 1; 1 is an exact match after normalisation."),
    entity: z
      .object({
        id: z.uuid().describe("The tracked company's id."),
        companyName: z.string().nullable().describe("The company's name."),
        founderName: z.string().nullable().describe("The matched founder, or the company's first founder."),
      })
      .describe("The company the query resolved to."),
  })
  .openapi("CompanyResolution");

export const ClassificationResolutionSchema = z
  .object({
    terms: z
      .array(
        z.object({
          term: z.string().describe("A term as sent."),
          matches: z
            .array(
              z.object({
                categoryId: z.string().describe("Stable taxonomy id, e.g. `fintech/payments`."),
                path: z.string().describe("Display path, e.g. `Fintech > Payments`."),
                score: z.number().describe("0 to 1; weak matches are dropped."),
              }),
            )
            .describe(
              "Categories the term matched, best first (their subcategories are included too); empty when it " +
                "matched nothing.",
            ),
        }),
      )
      .describe("Each term and what it matched."),
    degradedToTextMatching: z
      .boolean()
      .describe(
        "True when the classifier was unavailable and terms were matched as text against stored category paths.",
      ),
  })
  .openapi("SectorResolution");

/**
 * A path id: malformed → 400 validation_error. Any id of UUID form (8-4-4-4-12 hex digits) is
 * well formed, whatever its version bits; one that names nothing is a 404 (spec 4.1).
 */
export const idParams = (what: string) =>
  z.object({
    id: z.guid({ message: "must be a UUID" }).openapi({
      param: { name: "id", in: "path" },
      example: "5d1c1d7e-2a8e-4b8e-9a51-2f1f7c3c2b10",
      description: `${what} id.`,
    }),
  });

/** The 409 of a fuzzy lookup, documented. */
export const AMBIGUITY_NOTE =
  "`error.details.candidates` lists up to five companies (id, companyName, founderName, matchedOn, score), best first.";

/** The errors of a list filtered by company: a bad filter or cursor, no such company, several alike. */
export function companyFilteredListErrors(kind: "entity" | "source") {
  return errorResponses([...AUTHED_ERRORS, 404, 409], {
    400: ["validation_error", "invalid_cursor"],
    404: ["not_found", kind === "entity" ? "entity_not_found" : "source_not_found"],
    409: [kind === "entity" ? "ambiguous_entity" : "ambiguous_source"],
  });
}
