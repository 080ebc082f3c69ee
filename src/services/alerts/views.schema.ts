import { z } from "@hono/zod-openapi";
import type { AlertOutcome } from "../../db/types";
import { timestamp } from "../shared/views.schema";

/* The two views of an alert (docs/spec/decisions.md "What each view holds"). */

export const ALERT_OUTCOMES = ["sent", "suppressed", "failed"] as const satisfies readonly AlertOutcome[];

const compactFields = {
  id: z.uuid().describe("Alert id."),
  entityId: z.uuid().describe("The tracked company."),
  companyName: z.string().nullable().describe("The company's name."),
  signalId: z.uuid().nullable().describe("The signal the alert is about."),
  outcome: z
    .enum(ALERT_OUTCOMES)
    .describe("`sent`: emailed; `suppressed`: the rules decided not to; `failed`: sending failed."),
};

export const AlertCompact = z
  .object({
    ...compactFields,
    reason: z.string().describe("Why it was sent, suppressed or failed; cut to 300 characters."),
    createdAt: timestamp("When the run decided."),
  })
  .openapi("AlertCompact");
export type AlertCompact = z.infer<typeof AlertCompact>;

export const RuleEvaluation = z
  .object({
    rule: z.string().describe("The rule, e.g. one of the things to track."),
    matched: z.boolean().describe("Whether the run's findings met it."),
    detail: z.string().describe("Why or why not."),
  })
  .openapi("RuleEvaluation");
export type RuleEvaluation = z.infer<typeof RuleEvaluation>;

export const AlertFull = z
  .object({
    ...compactFields,
    reason: z.string().describe("Why it was sent, suppressed or failed."),
    createdAt: timestamp("When the run decided."),
    recipients: z.array(z.string()).describe("Addresses the email went (or would have gone) to."),
    subject: z.string().nullable().describe("The email's subject."),
    ruleEvaluations: z.array(RuleEvaluation).describe("How each alert rule was evaluated."),
  })
  .openapi("Alert");
export type AlertFull = z.infer<typeof AlertFull>;

export const AlertItem = z.union([AlertFull, AlertCompact]);
export type AlertItem = z.infer<typeof AlertItem>;
