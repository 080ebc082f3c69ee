import type { Config } from "../config";
import type { Db } from "../db/database";
import type { EventDataRenderer } from "../db/events";
import type { JobRow } from "../db/types";
import type { Clock } from "../platform/clock";
import type { Logger } from "../platform/logger";
import type { MailTransport } from "../platform/mail-transport";
import type { Fetcher, Poster } from "../platform/fetcher";
import type { Pipeline } from "./pipeline-port";

/*
 * Every kind of background job, its dedupe key, and what a handler is given. The handlers
 * (handlers.ts) are the lifecycle's; src/jobs/ only claims, runs and dispatches them.
 */

export const JOB_ENRICH = "enrich";
export const JOB_RUN = "run";
export const JOB_DELIVER_EMAIL = "deliver_email";

/** At most one live job per run (db/jobs.ts `dedupeKey`). */
export const runJobKey = (runId: string) => `run:${runId}`;
/** At most one live delivery per outbox mail. */
export const deliverEmailJobKey = (outboxId: string) => `deliver_email:${outboxId}`;

/** Wakes whatever works the jobs table after a commit: the local job runner, or QStash. */
export interface JobDispatcher {
  readonly name: string;
  dispatch(jobIds: string[]): Promise<void>;
}

/** What a job handler works with: the ports it uses, not the whole application's dependencies. */
export interface JobContext {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  pipeline: Pipeline;
  jobs: JobDispatcher;
  /** Renders an event's `data` in the change's transaction (the services' views, handed down by the app). */
  eventData: EventDataRenderer;
  /** Absent: chosen by the configuration (platform/from-config.ts `mailOf`). */
  mail?: MailTransport | null;
  /** Outbound fetches; absent: built from the configuration (platform/from-config.ts). */
  fetcher?: Fetcher;
  /** What POSTs webhook deliveries; absent: the fetcher when it can (platform/from-config.ts `posterOf`). */
  poster?: Poster;
}

/** A job handler must be safe to run twice: delivery is at least once. */
export type JobHandler = (ctx: JobContext, payload: Record<string, unknown>, job: JobRow) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/**
 * Wakes the dispatcher after a commit. Never fails the caller: the jobs are rows already, and the
 * local job runner's poll or the QStash sweep delivers them if this wake-up is lost.
 */
export function dispatchAfterCommit(
  ctx: Pick<JobContext, "jobs" | "logger"> & { waitUntil: (p: Promise<unknown>) => void },
  jobIds: string[],
): void {
  if (jobIds.length === 0) return;
  ctx.waitUntil(dispatchNow(ctx, jobIds));
}

/** As `dispatchAfterCommit`, awaited (job handlers have no response to hurry). */
export async function dispatchNow(ctx: Pick<JobContext, "jobs" | "logger">, jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await ctx.jobs
    .dispatch(jobIds)
    .catch((err) => ctx.logger.warn("job dispatch failed; the sweep will deliver", { jobIds, error: err }));
}
