import { z } from "@hono/zod-openapi";
import { LeadFull } from "./views.schema";

/* POST /leads/{id}/decision and the tool `decide_lead`. */

export const DecisionBody = z
  .object({
    accepted: z
      .boolean({ message: "must be true or false" })
      .describe("true accepts the lead (without tracking it); false rejects it."),
  })
  .strict()
  .openapi("LeadDecisionRequest", { example: { accepted: false } });
export type DecisionInput = z.infer<typeof DecisionBody>;

export const LeadFullResponse = z
  .object({ data: LeadFull.describe("The lead, full view.") })
  .openapi("LeadDecisionResponse");
export type LeadFullResponse = z.infer<typeof LeadFullResponse>;
