import { z } from "@hono/zod-openapi";
import { viewSchema } from "../../services/listing";
import { SIGNAL_RECOMMENDATIONS, SIGNAL_SEVERITIES, SIGNAL_TYPES } from "../../services/signals/views";
import {
  ClassificationResolutionSchema,
  CompanyResolutionSchema,
  EvidenceLinkSchema,
  idParams,
  timestamp,
} from "../shared/filters";

/* Request and response shapes of /api/v1/signals (spec 2.7, 4.3; decisions "Filter names left open", "What each view holds"). */

export const SignalIdParams = idParams("Signal");
export const SignalViewQuery = z.object({ view: viewSchema.optional() }).strict();

/* Responses */

const common = {
  id: z.uuid().describe("Signal id."),
  entityId: z.uuid().describe("The tracked company."),
  companyName: z.string().nullable().describe("The company's name."),
  type: z.enum(SIGNAL_TYPES).describe("What kind of update the run found."),
  severity: z.enum(SIGNAL_SEVERITIES).describe("How much it matters."),
  recommendation: z.enum(SIGNAL_RECOMMENDATIONS).describe("What the investor should do."),
  needsAttention: z.boolean().describe("The investor should look at it."),
};

export const SignalCompactSchema = z
  .object({
    ...common,
    summary: z.string().describe("What changed, cut to 300 characters."),
    evidence: z.array(EvidenceLinkSchema).describe("At most three links."),
    createdAt: timestamp("When the run produced it."),
  })
  .openapi("SignalCompact");

export const SignalFullSchema = z
  .object({
    ...common,
    summary: z.string().describe("What changed, whole."),
    evidence: z.array(EvidenceLinkSchema).describe("Every link the analysis cited."),
    analysis: z.unknown().describe("The full analysis of the run, as the pipeline recorded it."),
    runId: z.uuid().nullable().describe("The tracker run that produced it."),
    createdAt: timestamp("When the run produced it."),
  })
  .openapi("Signal");

export const SignalItemSchema = z.union([SignalFullSchema, SignalCompactSchema]);

export const SignalList = z
  .object({
    data: z.array(SignalItemSchema).describe("Newest first."),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last."),
    entityResolution: CompanyResolutionSchema.optional().describe("Present when `entityQuery` picked the company."),
    classificationResolution: ClassificationResolutionSchema.optional().describe("Present with a sector filter."),
  })
  .openapi("SignalList");

export const SignalResponse = z.object({ data: SignalItemSchema.describe("The signal.") }).openapi("SignalResponse");
