import { z } from "@hono/zod-openapi";
import { pageParams } from "../lists/paging";
import { nullableTimestamp, timestamp } from "../shared/views.schema";

/* An alert's note on a CRM record (docs/integrations.md, "Notes"), as the API and the sync log show it. */

export const IntegrationNote = z
  .object({
    id: z.uuid().describe("Note id (ours; `crmNoteId` is the CRM's)."),
    integrationId: z.uuid().describe("The connection it is written through."),
    alertId: z.uuid().describe("The alert it reports."),
    signalId: z.uuid().nullable().describe("The alert's signal."),
    entityId: z.uuid().describe("The tracked company."),
    companyName: z.string().nullable().describe("The company's name."),
    crmRecordId: z.string().describe("The CRM record the note is written on."),
    status: z
      .enum(["pending", "sending", "written", "failed"])
      .describe(
        "`pending` (not tried yet); `sending` (an attempt began, or is to be retried: the next looks for the " +
          "note on the record before writing); `written`; `failed` (given up or refused: see `error`).",
      ),
    attempts: z.number().int().describe("Attempts so far."),
    crmNoteId: z.string().nullable().describe("The CRM's id of the note once written."),
    crmStatus: z.number().int().nullable().describe("The CRM's HTTP status of the last failure; null otherwise."),
    error: z.string().nullable().describe("What the CRM said on the last failure, never the token."),
    createdAt: timestamp("When the alert made it owed."),
    writtenAt: nullableTimestamp("When the CRM wrote it."),
  })
  .openapi("IntegrationNote");
export type IntegrationNote = z.infer<typeof IntegrationNote>;

export const IntegrationNoteList = z
  .object({ data: z.array(IntegrationNote), nextCursor: z.string().nullable() })
  .openapi("IntegrationNoteList");
export type IntegrationNoteList = z.infer<typeof IntegrationNoteList>;

export const IntegrationNoteResponse = z.object({ data: IntegrationNote }).openapi("IntegrationNoteResponse");
export type IntegrationNoteResponse = z.infer<typeof IntegrationNoteResponse>;

export const IntegrationNoteListQuery = z
  .object({ view: pageParams.view, limit: pageParams.limit, cursor: pageParams.cursor })
  .strict();
export type IntegrationNoteListQuery = z.output<typeof IntegrationNoteListQuery>;
