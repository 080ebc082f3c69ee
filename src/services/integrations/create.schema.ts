import { z } from "@hono/zod-openapi";
import { alertEmails, CadenceDays, thingsToTrack } from "../tracker/fields.schema";
import { CrmKindSchema, Integration } from "./views.schema";

/* POST /api/v1/integrations (docs/integrations.md). */

export const TokenSchema = z
  .string()
  .trim()
  .min(8, { message: "must be the CRM's token (at least 8 characters)" })
  .max(4096)
  .regex(/^[\x21-\x7e]+$/, { message: "must be the token alone, without spaces or line breaks" })
  .describe(
    "The CRM's credential: an Attio access token, an Affinity API key, a HubSpot private app's access token. " +
      "Stored encrypted; never shown again.",
  );

export const ListIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe("The CRM list to follow: Attio a list's id or slug, Affinity a list's number, HubSpot a list's id (ILS).");

/** What a company the list brings in is tracked with (docs/integrations.md, "Sync"). */
export const IntegrationDefaultsInput = {
  thingsToTrack: thingsToTrack
    .optional()
    .describe(
      "What to watch at each company the list brings in (default: fundraising, launches, key hires, leadership).",
    ),
  alertEmails: alertEmails.optional().describe("Who gets those companies' alerts (default: the member who connected)."),
  cadenceDays: CadenceDays.optional().describe("Days between those companies' scheduled runs: 3, 7 or 30 (default 7)."),
  addLeadsToList: z
    .boolean()
    .optional()
    .describe("Put each tracked lead's company on the CRM list (found there by its domain, or made). Default false."),
};

export const CreateIntegrationBody = z
  .object({ kind: CrmKindSchema, token: TokenSchema, listId: ListIdSchema, ...IntegrationDefaultsInput })
  .strict()
  .openapi("CreateIntegrationBody", {
    example: { kind: "hubspot", token: "pat-na1-00000000-0000-0000-0000-000000000000", listId: "101" },
  });
export type CreateIntegrationInput = z.infer<typeof CreateIntegrationBody>;

export const CreatedIntegrationResponse = z
  .object({
    data: Integration,
    idempotencyReplayed: z
      .boolean()
      .describe("True when this is the stored answer to an earlier request with the same Idempotency-Key."),
  })
  .openapi("CreatedIntegrationResponse");
export type CreatedIntegrationResponse = z.infer<typeof CreatedIntegrationResponse>;
