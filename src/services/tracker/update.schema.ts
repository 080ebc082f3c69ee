import { z } from "@hono/zod-openapi";
import {
  alertEmails,
  CadenceDays,
  FounderPatch,
  founderList,
  httpUrl,
  jobBoardUrl,
  linkedinUrl,
  name,
  NOT_BLANK,
  thingsToTrack,
  twitterUrl,
} from "./fields.schema";
import { Operation, TrackerFull } from "./views.schema";

/* PATCH /tracker/{id} and the tool `update_company` (spec 4.2). */

export const UpdateCompanyBody = z
  .object({
    companyName: name(200).optional().describe("Company name."),
    companyWebsite: httpUrl
      .nullable()
      .optional()
      .describe("Company website; changing it starts enrichment again. null clears it."),
    companyLinkedinUrl: linkedinUrl("company")
      .nullable()
      .optional()
      .describe("Company LinkedIn page; changing it starts enrichment again."),
    companyTwitterUrl: twitterUrl.nullable().optional().describe("Company Twitter/X account."),
    jobBoardUrl: jobBoardUrl
      .nullable()
      .optional()
      .describe("The company's job board (Greenhouse, Lever, Ashby or Workable); null clears it."),
    founders: founderList(FounderPatch)
      .superRefine((founders, ctx) => {
        // Two changes to one founder: which should win is the caller's to say, not ours to guess.
        const seen = new Map<string, number>();
        founders.forEach((f, i) => {
          const id = f.id?.toLowerCase();
          if (id === undefined) return;
          const first = seen.get(id);
          if (first === undefined) seen.set(id, i);
          else
            ctx.addIssue({
              code: "custom",
              path: [i, "id"],
              message: `is the founder of founders.${first}.id already`,
            });
        });
      })
      .optional()
      .describe(
        "Founders to update (with `id`) or add (without); each id at most once. Founders not listed are kept. " +
          "Changes start enrichment again.",
      ),
    thingsToTrack: thingsToTrack.optional(),
    alertEmails: alertEmails.optional(),
    emailAlertsEnabled: z.boolean().optional().describe("Send alert emails."),
    cadenceDays: CadenceDays.optional(),
    tags: z
      .array(
        z
          .string()
          .max(50, { message: "must be at most 50 characters" })
          .refine((v) => v.trim().length > 0, { message: "must not be blank" })
          .meta({ pattern: NOT_BLANK }),
      )
      .max(50, { message: "must hold at most 50 tags" })
      .optional()
      .describe("Replaces the tags."),
    status: z
      .enum(["ok", "paused"], { message: "must be 'ok' or 'paused'" })
      .optional()
      .describe("`paused` stops runs; `ok` resumes them."),
  })
  .strict()
  // An empty body is refused (the service names the fields it takes).
  .openapi("UpdateCompanyRequest", {
    minProperties: 1,
    example: { status: "paused", tags: ["fintech", "portfolio"], cadenceDays: 30 },
  });
/** Any subset; a URL set to null is cleared. */
export type UpdateCompanyInput = z.infer<typeof UpdateCompanyBody>;

export const UpdatedCompanyResponse = z
  .object({ data: TrackerFull, operation: Operation })
  .openapi("UpdatedCompanyResponse");
export type UpdatedCompanyResponse = z.infer<typeof UpdatedCompanyResponse>;
