import { z } from "@hono/zod-openapi";
import { IntegrationDefaultsInput, ListIdSchema, TokenSchema } from "./create.schema";

/* PATCH /api/v1/integrations/{id} (docs/integrations.md). */

export const UpdateIntegrationBody = z
  .object({
    state: z
      .enum(["active", "paused"], { message: "must be active or paused" })
      .optional()
      .describe("`paused` stops it; `active` resumes it (a connection that needed attention is checked again first)."),
    listId: ListIdSchema.optional().describe("Another list to follow; checked against the CRM before it is saved."),
    token: TokenSchema.optional().describe("A new token (after a rotation in the CRM); checked before it is saved."),
    ...IntegrationDefaultsInput,
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: "send at least one of state, listId, token, thingsToTrack, alertEmails, cadenceDays, addLeadsToList",
  })
  .openapi("UpdateIntegrationBody", { example: { state: "paused" } });
export type UpdateIntegrationInput = z.infer<typeof UpdateIntegrationBody>;
