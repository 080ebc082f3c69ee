import { z } from "@hono/zod-openapi";
import { viewSchema } from "../../services/listing";
import { LEAD_DECISIONS, LEAD_STAGES } from "../../services/leads/views";
import { CreateCompanyBody, FounderInput, Operation, TrackerFull } from "../tracker/schema";
import {
  ClassificationResolutionSchema,
  CompanyResolutionSchema,
  idParams,
  nullableTimestamp,
  timestamp,
} from "../shared/filters";

/* Request and response shapes of /api/v1/leads (spec 2.6, 4.4; decisions "Filter names left open", "What each view holds"). */

export const LeadIdParams = idParams("Lead");
export const LeadViewQuery = z.object({ view: viewSchema.optional() }).strict();

export const TrackLeadBody = CreateCompanyBody.omit({ confirmed: true })
  .extend({
    companyName: CreateCompanyBody.shape.companyName.describe("Company name; defaults to the lead's."),
    companyWebsite: CreateCompanyBody.shape.companyWebsite.describe("Company website; defaults to the lead's, and is required when the lead has none."),
    companyLinkedinUrl: CreateCompanyBody.shape.companyLinkedinUrl.describe("Company LinkedIn page; defaults to the lead's."),
    companyTwitterUrl: CreateCompanyBody.shape.companyTwitterUrl.describe("Company Twitter/X account; defaults to the lead's."),
    founders: z
      .array(FounderInput)
      .min(1, { message: "must hold at least 1 founder" })
      .max(50, { message: "must hold at most 50 founders" })
      .optional()
      .describe("More founders, merged with the lead's founder (same LinkedIn URL, else same name, is the same person)."),
  })
  .strict()
  .openapi("TrackLeadRequest");

export const DecisionBody = z
  .object({ accepted: z.boolean({ message: "must be true or false" }).describe("true accepts the lead (without tracking it); false rejects it.") })
  .strict()
  .openapi("LeadDecisionRequest");

/* Responses */

const LeadDecisionSchema = z
  .object({
    status: z.enum(LEAD_DECISIONS).describe("`unreviewed` until a decision is recorded."),
    decidedAt: nullableTimestamp("When the decision was recorded."),
    trackedEntityId: z.uuid().nullable().describe("The tracked company made from the lead (accepted and tracked leads only)."),
  })
  .openapi("LeadDecision");

const compactFields = {
  id: z.uuid().describe("Lead id."),
  founderName: z.string().describe("The founder discovered."),
  founderLinkedinUrl: z.string().nullable().describe("The founder's LinkedIn profile."),
  companyName: z.string().nullable().describe("The founder's company."),
  companyWebsite: z.string().nullable().describe("Its website."),
  stage: z.enum(LEAD_STAGES).describe("Funding stage."),
  classification: z.array(z.string()).describe("Taxonomy category paths, e.g. `Fintech > Payments`."),
  source: z
    .object({ id: z.uuid().describe("The tracked company's id."), companyName: z.string().nullable().describe("Its name.") })
    .nullable()
    .describe("The tracked company around which the lead was discovered; null once it is deleted."),
  decision: LeadDecisionSchema,
};

export const LeadCompactSchema = z.object({ ...compactFields, createdAt: timestamp("When the lead was discovered.") }).openapi("LeadCompact");

export const LeadFullSchema = z
  .object({
    ...compactFields,
    founderTwitterUrl: z.string().nullable().describe("The founder's Twitter/X profile."),
    companyLinkedinUrl: z.string().nullable().describe("The company's LinkedIn page."),
    companyTwitterUrl: z.string().nullable().describe("The company's Twitter/X account."),
    description: z.string().nullable().describe("What the company does."),
    location: z.string().nullable().describe("Where it is based."),
    foundingYear: z.number().int().nullable().describe("When it was founded."),
    team: z.array(z.unknown()).describe("The team as discovered (people and roles)."),
    evidence: z.array(z.record(z.string(), z.unknown())).describe("How the lead was discovered: links (`url`, `title`, …)."),
    createdAt: timestamp("When the lead was discovered."),
  })
  .openapi("Lead");

export const LeadItemSchema = z.union([LeadFullSchema, LeadCompactSchema]);

export const LeadList = z
  .object({
    data: z.array(LeadItemSchema).describe("Newest first."),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last."),
    sourceResolution: CompanyResolutionSchema.optional().describe("Present when `sourceQuery` picked the source company."),
    classificationResolution: ClassificationResolutionSchema.optional().describe("Present with a sector filter."),
  })
  .openapi("LeadList");

export const LeadResponse = z.object({ data: LeadItemSchema.describe("The lead.") }).openapi("LeadResponse");
export const LeadFullResponse = z.object({ data: LeadFullSchema.describe("The lead, full view.") }).openapi("LeadDecisionResponse");

export const LeadTracked = z
  .object({
    data: TrackerFull.describe("The tracked company."),
    operation: Operation.describe("Enrichment progress: poll `pollUrl` until `enrichmentComplete`."),
    leadId: z.uuid().describe("The lead."),
    alreadyTracked: z.boolean().describe("The lead was tracked before; nothing changed."),
    existingEntity: z.boolean().describe("No company was created: it was already tracked (the existing-company rule matched, or the lead was already tracked)."),
    idempotencyReplayed: z.boolean().describe("A replay of an earlier request with the same Idempotency-Key."),
  })
  .openapi("LeadTracked");
