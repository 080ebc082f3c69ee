import { z } from "@hono/zod-openapi";
import { CRM_KINDS } from "../../platform/crm";
import { nullableTimestamp, timestamp } from "../shared/views.schema";

/* A CRM connection as the API shows it (docs/integrations.md): never its token. */

export const INTEGRATION_STATES = ["active", "paused", "needs_attention"] as const;

export const CrmKindSchema = z
  .enum(CRM_KINDS, { message: `must be one of ${CRM_KINDS.join(", ")}` })
  .describe("The CRM: `attio`, `affinity` or `hubspot`.");

export const IntegrationCounts = z
  .object({
    listEntries: z
      .number()
      .int()
      .nullable()
      .describe("Company records on the list at the last sync (before the first: what HubSpot reports, else null)."),
    companiesTracked: z
      .number()
      .int()
      .describe("Tracked companies linked to a record on the list, as of the last sync (0 before the first)."),
  })
  .openapi("IntegrationCounts");
export type IntegrationCounts = z.infer<typeof IntegrationCounts>;

export const Integration = z
  .object({
    id: z.uuid().describe("Connection id."),
    kind: CrmKindSchema,
    list: z
      .object({
        id: z.string().describe("The CRM's id of the list (Attio: its UUID, even when it was named by its slug)."),
        name: z.string().describe("The list's name in the CRM when it was last checked."),
      })
      .describe("The CRM list this connection follows."),
    state: z
      .enum(INTEGRATION_STATES)
      .describe(
        "`active`; `paused` (by an owner: nothing is read or written); `needs_attention` (the service stopped " +
          "it: see `stateReason`).",
      ),
    stateReason: z
      .string()
      .nullable()
      .describe("Why it needs attention (`token_rejected`, `list_not_found`, `secrets_key_changed`); null otherwise."),
    lastSyncAt: nullableTimestamp("When it last synced with the CRM; null before the first sync."),
    awaitingFirstSync: z
      .boolean()
      .describe(
        "Connected from the web app and not synced yet: the hourly sync waits until an owner has previewed the " +
          "first sync and started it (or a sync is asked for through the API).",
      ),
    counts: IntegrationCounts,
    defaults: z
      .object({
        thingsToTrack: z.string().describe("What to watch at each company the list brings in."),
        alertEmails: z.array(z.string()).describe("Who gets their alerts; empty: the member who connected."),
        cadenceDays: z.number().int().describe("Days between their scheduled runs."),
      })
      .describe("What a company the list brings in is tracked with; a company already tracked keeps its own."),
    addLeadsToList: z.boolean().describe("Each tracked lead's company is put on the CRM list."),
    createdAt: timestamp("When it was connected."),
    updatedAt: timestamp("When it last changed."),
  })
  .openapi("Integration");
export type Integration = z.infer<typeof Integration>;

export const IntegrationResponse = z.object({ data: Integration }).openapi("IntegrationResponse");
export type IntegrationResponse = z.infer<typeof IntegrationResponse>;
