import { z } from "@hono/zod-openapi";
import { nullableTimestamp, timestamp } from "../shared/views.schema";

/* A sync of a connection's list (docs/integrations.md, "Sync"), as POST …/sync and the sync log show it. */

export const SyncFailure = z
  .object({
    recordId: z.string().describe("The CRM's id of the company record."),
    name: z.string().nullable().describe("The record's name in the CRM."),
    reason: z.string().describe("Why it is not tracked (the record has no domain, a field the API refuses, …)."),
  })
  .openapi("IntegrationSyncFailure");

export const SyncCounts = z
  .object({
    seen: z.number().int().describe("Company records read from the list."),
    added: z.number().int().describe("Companies the sync started tracking."),
    linked: z.number().int().describe("Records linked to a company already tracked, or back on the list and resumed."),
    updated: z.number().int().describe("Linked companies whose name or domain changed in the CRM and followed."),
    paused: z.number().int().describe("Companies paused because their record left the list (never deleted)."),
    unchanged: z.number().int().describe("Linked companies with nothing to change."),
    scheduled: z
      .number()
      .int()
      .describe("New companies beyond the hourly create limit: created by the next sync, which is already queued."),
    failed: z.array(SyncFailure).describe("Records that could not be tracked, with the reason."),
  })
  .openapi("IntegrationSyncCounts");
export type SyncCounts = z.infer<typeof SyncCounts>;

export const IntegrationSync = z
  .object({
    id: z.uuid().describe("Sync id."),
    integrationId: z.uuid().describe("The connection synced."),
    trigger: z.enum(["api", "web", "schedule"]).describe("What started it: the API, the web app, or the hourly sync."),
    status: z
      .enum(["running", "succeeded", "failed"])
      .describe("`failed`: the CRM could not be read to the end (see `error`); what was done before stays done."),
    counts: SyncCounts,
    crmStatus: z
      .number()
      .int()
      .nullable()
      .describe("The CRM's HTTP status when it failed; null when it did not answer."),
    error: z.string().nullable().describe("What went wrong, in the CRM's words where it gave some; never the token."),
    startedAt: timestamp("When it started."),
    finishedAt: nullableTimestamp("When it ended; null while running."),
  })
  .openapi("IntegrationSync");
export type IntegrationSync = z.infer<typeof IntegrationSync>;

export const IntegrationSyncResponse = z.object({ data: IntegrationSync }).openapi("IntegrationSyncResponse");
export type IntegrationSyncResponse = z.infer<typeof IntegrationSyncResponse>;

export const IntegrationSyncList = z
  .object({ data: z.array(IntegrationSync), nextCursor: z.string().nullable() })
  .openapi("IntegrationSyncList");
export type IntegrationSyncList = z.infer<typeof IntegrationSyncList>;
