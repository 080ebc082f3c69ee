import { z } from "@hono/zod-openapi";
import { STAGES } from "../../pipeline/enrich/facts";
import { nullableTimestamp, timestamp } from "../shared/views.schema";

/* The two views of a lead (docs/spec/decisions.md "What each view holds") and its enumerations. */

/** A lead is staged as a company is (docs/spec/decisions.md "Enumerations"). */
export const LEAD_STAGES = STAGES;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** Query values of `decision` (spec 3.1): the unreviewed inbox is every lead without a decision. */
export const LEAD_DECISIONS = ["unreviewed", "accepted", "rejected"] as const;
export type LeadDecisionStatus = (typeof LEAD_DECISIONS)[number];

export const LeadDecision = z
  .object({
    status: z.enum(LEAD_DECISIONS).describe("`unreviewed` until a decision is recorded."),
    decidedAt: nullableTimestamp("When the decision was recorded."),
    trackedEntityId: z
      .uuid()
      .nullable()
      .describe("The tracked company made from the lead (accepted and tracked leads only)."),
  })
  .openapi("LeadDecision");
export type LeadDecision = z.infer<typeof LeadDecision>;

const compactFields = {
  id: z.uuid().describe("Lead id."),
  founderName: z.string().describe("The founder discovered."),
  founderLinkedinUrl: z.string().nullable().describe("The founder's LinkedIn profile."),
  companyName: z.string().nullable().describe("The founder's company."),
  companyWebsite: z.string().nullable().describe("Its website."),
  stage: z.enum(LEAD_STAGES).describe("Funding stage."),
  classification: z.array(z.string()).describe("Taxonomy category paths, e.g. `Fintech > Payments`."),
  source: z
    .object({
      id: z.uuid().describe("The tracked company's id."),
      companyName: z.string().nullable().describe("Its name."),
    })
    .nullable()
    .describe("The tracked company around which the lead was discovered; null once it is deleted."),
  decision: LeadDecision,
};

export const LeadCompact = z
  .object({ ...compactFields, createdAt: timestamp("When the lead was discovered.") })
  .openapi("LeadCompact");
export type LeadCompact = z.infer<typeof LeadCompact>;

export const LeadFull = z
  .object({
    ...compactFields,
    founderTwitterUrl: z.string().nullable().describe("The founder's Twitter/X profile."),
    companyLinkedinUrl: z.string().nullable().describe("The company's LinkedIn page."),
    companyTwitterUrl: z.string().nullable().describe("The company's Twitter/X account."),
    description: z.string().nullable().describe("What the company does."),
    location: z.string().nullable().describe("Where it is based."),
    foundingYear: z.number().int().nullable().describe("When it was founded."),
    team: z.array(z.unknown()).describe("The team as discovered (people and roles)."),
    evidence: z
      .array(z.record(z.string(), z.unknown()))
      .describe("How the lead was discovered: links (`url`, `title`, …)."),
    createdAt: timestamp("When the lead was discovered."),
  })
  .openapi("Lead");
export type LeadFull = z.infer<typeof LeadFull>;

export const LeadItem = z.union([LeadFull, LeadCompact]);
export type LeadItem = z.infer<typeof LeadItem>;
