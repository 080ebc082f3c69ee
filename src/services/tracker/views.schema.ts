import { z } from "@hono/zod-openapi";
import { STAGES } from "../../pipeline/enrich/facts";
import { SEVERITIES as SIGNAL_SEVERITIES, SIGNAL_TYPES } from "../../pipeline/signal";
import { nullableTimestamp, timestamp } from "../shared/views.schema";

/*
 * The two views of a tracked company (docs/spec/decisions.md "What each view holds") and the operation object (spec
 * 2.4).
 */

export const LatestSignal = z
  .object({
    id: z.uuid(),
    type: z.enum(SIGNAL_TYPES),
    severity: z.enum(SIGNAL_SEVERITIES),
    needsAttention: z.boolean(),
    summary: z.string().describe("At most 300 characters."),
    createdAt: timestamp("When the signal was recorded."),
  })
  .openapi("LatestSignal");
export type LatestSignal = z.infer<typeof LatestSignal>;

export const Operation = z
  .object({
    entityId: z.uuid(),
    pollUrl: z
      .string()
      .describe("Path of the company to poll.")
      .openapi({ example: "/api/v1/tracker/5d1c1d7e-2a8e-4b8e-9a51-2f1f7c3c2b10" }),
    enrichmentStatus: z.enum(["queued", "running", "ready", "partial", "failed"]),
    enrichmentComplete: z.boolean().describe("True once enrichment is ready, partial or failed."),
    suggestedPollIntervalSeconds: z
      .number()
      .int()
      .nullable()
      .describe(
        "Seconds between polls while enrichment or a run is queued or running; null when nothing is left to wait for.",
      ),
  })
  .openapi("Operation");
export type Operation = z.infer<typeof Operation>;

export const TrackerCompact = z
  .object({
    id: z.uuid(),
    companyName: z.string().nullable(),
    companyWebsite: z.string().nullable(),
    status: z.enum(["ok", "paused"]),
    stage: z.enum(STAGES),
    cadenceDays: z.number().int(),
    tags: z.array(z.string()),
    classification: z.array(z.string()).describe("Taxonomy category paths, e.g. `Fintech > Payments`."),
    lastScrapedAt: nullableTimestamp("When the last run finished; null before the first."),
    scrapeHealthReason: z
      .string()
      .nullable()
      .describe("`run_in_progress` while a run runs; otherwise `healthy` or the last run's trouble."),
    latestSignal: LatestSignal.nullable(),
    createdAt: timestamp("Creation time."),
    updatedAt: timestamp("Last change."),
  })
  .openapi("TrackedCompanyCompact");
export type TrackerCompact = z.infer<typeof TrackerCompact>;

export const Founder = z
  .object({
    id: z.uuid(),
    name: z.string(),
    linkedinUrl: z.string().nullable(),
    twitterUrl: z.string().nullable(),
    githubUrl: z.string().nullable(),
  })
  .openapi("Founder");
export type Founder = z.infer<typeof Founder>;

export const Run = z
  .object({
    id: z.uuid().describe("The run id (a refresh's `taskId`)."),
    trigger: z
      .enum(["first", "cadence", "refresh", "check"])
      .describe(
        "`first` after enrichment, `cadence` on schedule, `refresh` asked for, `check`: a check between runs " +
          "saw something new.",
      ),
    status: z.enum(["queued", "running", "succeeded", "failed"]),
    healthReason: z.string().nullable(),
    queuedAt: timestamp("When it was queued."),
    startedAt: nullableTimestamp("When it started."),
    finishedAt: nullableTimestamp("When it finished."),
  })
  .openapi("Run");
export type Run = z.infer<typeof Run>;

export const TrackerFull = TrackerCompact.extend({
  companyLinkedinUrl: z.string().nullable(),
  companyTwitterUrl: z.string().nullable(),
  jobBoardUrl: z
    .string()
    .nullable()
    .describe(
      "The job board given on create or update, or else the one enrichment found linked or embedded on the " +
        "site (runs also read any other board found there).",
    ),
  description: z.string().nullable(),
  location: z.string().nullable(),
  foundingYear: z.number().int().nullable(),
  founders: z.array(Founder),
  thingsToTrack: z.string(),
  alertEmails: z.array(z.string()),
  emailAlertsEnabled: z.boolean(),
  confirmedByUser: z.boolean().nullable(),
  enrichment: z.object({
    status: z.enum(["queued", "running", "ready", "partial", "failed"]),
    reason: z.string().nullable().describe("Why it is partial or failed."),
    startedAt: nullableTimestamp("When enrichment started."),
    finishedAt: nullableTimestamp("When enrichment finished."),
    detail: z.unknown().describe("What enrichment found, as recorded by the pipeline."),
  }),
  latestRun: Run.nullable(),
  operation: Operation,
  lastCheckedAt: nullableTimestamp(
    "When a check between runs last asked one of its sources whether something new exists (docs/pipeline.md); " +
      "null before the first.",
  ),
  nextCheckAt: nullableTimestamp(
    "When the next check between runs is due; null when none is (paused, or no source to check yet).",
  ),
}).openapi("TrackedCompany");
export type TrackerFull = z.infer<typeof TrackerFull>;

export const TrackerItem = z.union([TrackerFull, TrackerCompact]);
export type TrackerItem = z.infer<typeof TrackerItem>;
