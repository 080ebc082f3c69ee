import { z } from "@hono/zod-openapi";
import { CreateCompanyBody } from "../tracker/create.schema";
import { FounderInput, founderList } from "../tracker/fields.schema";
import { Operation, TrackerFull } from "../tracker/views.schema";

/* POST /leads/{id}/track and the tool `track_lead` (spec 4.4 TrackLead). */

export const TrackLeadBody = CreateCompanyBody.omit({ confirmed: true })
  .extend({
    companyName: CreateCompanyBody.shape.companyName.describe("Company name; defaults to the lead's."),
    companyWebsite: CreateCompanyBody.shape.companyWebsite.describe(
      "Company website; defaults to the lead's, and is required when the lead has none.",
    ),
    companyLinkedinUrl: CreateCompanyBody.shape.companyLinkedinUrl.describe(
      "Company LinkedIn page; defaults to the lead's.",
    ),
    companyTwitterUrl: CreateCompanyBody.shape.companyTwitterUrl.describe(
      "Company Twitter/X account; defaults to the lead's.",
    ),
    founders: founderList(FounderInput)
      .min(1, { message: "must hold at least 1 founder" })
      .optional()
      .describe(
        "More founders, merged with the lead's founder (same LinkedIn URL, else same name, is the same person).",
      ),
  })
  .strict()
  .openapi("TrackLeadRequest", {
    example: { thingsToTrack: "Product Updates", alertEmails: ["partner@fund.example"], cadenceDays: 7 },
  });
/** The caller's settings, and identity the lead lacks (`companyWebsite` is required when the lead has none). */
export type TrackLeadInput = z.infer<typeof TrackLeadBody>;

export const LeadTracked = z
  .object({
    data: TrackerFull.describe("The tracked company."),
    operation: Operation.describe("Enrichment progress: poll `pollUrl` until `enrichmentComplete`."),
    leadId: z.uuid().describe("The lead."),
    alreadyTracked: z.boolean().describe("The lead was tracked before; nothing changed."),
    existingEntity: z
      .boolean()
      .describe(
        "No company was created: it was already tracked (the existing-company rule matched, or the lead was " +
          "already tracked).",
      ),
    idempotencyReplayed: z.boolean().describe("A replay of an earlier request with the same Idempotency-Key."),
  })
  .openapi("LeadTracked");
/** The LeadTracked envelope, with `idempotencyReplayed` as POST /tracker has it. */
export type LeadTracked = z.infer<typeof LeadTracked>;
