import { z } from "@hono/zod-openapi";
import { ALERT_OUTCOMES } from "../../services/alerts/views";
import { viewSchema } from "../../services/listing";
import {
  ClassificationResolutionSchema,
  CompanyResolutionSchema,
  idParams,
  timestamp,
} from "../shared/filters";

/* Request and response shapes of /api/v1/alerts (spec 2.7, 4.3; decisions "Enumerations", "What each view holds"). */

export const AlertIdParams = idParams("Alert");
export const AlertViewQuery = z.object({ view: viewSchema.optional() }).strict();

/* Responses */

const compactFields = {
  id: z.uuid().describe("Alert id."),
  entityId: z.uuid().describe("The tracked company."),
  companyName: z.string().nullable().describe("The company's name."),
  signalId: z.uuid().nullable().describe("The signal the alert is about."),
  outcome: z.enum(ALERT_OUTCOMES).describe("`sent`: emailed; `suppressed`: the rules decided not to; `failed`: sending failed."),
};

export const AlertCompactSchema = z
  .object({
    ...compactFields,
    reason: z.string().describe("Why it was sent, suppressed or failed; cut to 300 characters."),
    createdAt: timestamp("When the run decided."),
  })
  .openapi("AlertCompact");

export const RuleEvaluationSchema = z
  .object({
    rule: z.string().describe("The rule, e.g. one of the things to track."),
    matched: z.boolean().describe("Whether the run's findings met it."),
    detail: z.string().describe("Why or why not."),
  })
  .openapi("RuleEvaluation");

export const AlertFullSchema = z
  .object({
    ...compactFields,
    reason: z.string().describe("Why it was sent, suppressed or failed."),
    createdAt: timestamp("When the run decided."),
    recipients: z.array(z.string()).describe("Addresses the email went (or would have gone) to."),
    subject: z.string().nullable().describe("The email's subject."),
    ruleEvaluations: z.array(RuleEvaluationSchema).describe("How each alert rule was evaluated."),
  })
  .openapi("Alert");

export const AlertItemSchema = z.union([AlertFullSchema, AlertCompactSchema]);

export const AlertList = z
  .object({
    data: z.array(AlertItemSchema).describe("Newest first."),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last."),
    entityResolution: CompanyResolutionSchema.optional().describe("Present when `entityQuery` picked the company."),
    classificationResolution: ClassificationResolutionSchema.optional().describe("Present with a sector filter."),
  })
  .openapi("AlertList");

export const AlertResponse = z.object({ data: AlertItemSchema.describe("The alert.") }).openapi("AlertResponse");
