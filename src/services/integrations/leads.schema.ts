import { z } from "@hono/zod-openapi";
import { pageParams } from "../lists/paging";
import { timestamp } from "../shared/views.schema";

/* A tracked lead's company owed to a connection's CRM list (docs/integrations.md, "Leads"), as the log shows it. */

export const IntegrationLead = z
  .object({
    id: z.uuid().describe("Id of the push."),
    integrationId: z.uuid().describe("The connection whose list the company goes onto."),
    entityId: z.uuid().describe("The tracked company."),
    companyName: z.string().nullable().describe("The company's name."),
    leadId: z.uuid().nullable().describe("The lead tracked (null once the lead is gone)."),
    status: z
      .enum(["pending", "added", "failed"])
      .describe("`pending` (not on the list yet, or retrying); `added`; `failed` (given up or refused: see `error`)."),
    attempts: z.number().int().describe("Attempts so far."),
    crmRecordId: z.string().nullable().describe("The CRM's company record, once on the list."),
    crmStatus: z.number().int().nullable().describe("The CRM's HTTP status of the last failure; null otherwise."),
    error: z.string().nullable().describe("What the CRM said on the last failure, never the token."),
    createdAt: timestamp("When the lead was tracked."),
    updatedAt: timestamp("When it last changed."),
  })
  .openapi("IntegrationLead");
export type IntegrationLead = z.infer<typeof IntegrationLead>;

export const IntegrationLeadList = z
  .object({ data: z.array(IntegrationLead), nextCursor: z.string().nullable() })
  .openapi("IntegrationLeadList");
export type IntegrationLeadList = z.infer<typeof IntegrationLeadList>;

export const IntegrationLeadListQuery = z
  .object({ view: pageParams.view, limit: pageParams.limit, cursor: pageParams.cursor })
  .strict();
export type IntegrationLeadListQuery = z.output<typeof IntegrationLeadListQuery>;
