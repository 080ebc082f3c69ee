import { sql } from "kysely";
import type { Db } from "../db/database";
import type { RunTrigger } from "../db/types";
import { enqueueJob, jobInsert, type NewJob } from "../db/jobs";
import { newId } from "../platform/ids";
import { JOB_ENRICH, JOB_RUN, runJobKey } from "./jobs";

/*
 * The state machine's entry points that services and job handlers share. Each writes the state
 * change and its job in the caller's transaction (the jobs table is the source of truth); the
 * caller dispatches the returned job ids after commit (jobs.ts `dispatchAfterCommit`).
 */

/** A new company's lifecycle columns: enrichment queued (its job: `newCompanyEnrichJob`), never run. */
export const NEW_COMPANY_STATE = {
  enrichment_status: "queued",
  enrichment_reason: null,
  enrichment_detail: null,
  enrichment_started_at: null,
  enrichment_finished_at: null,
  last_scraped_at: null,
  scrape_health_reason: null,
} as const;

const enrichJob = (entityId: string): NewJob => ({ kind: JOB_ENRICH, payload: { entityId }, entityId });

/**
 * A new company's enrichment job (id chosen), for the caller folding it into the statement that creates the company.
 */
export function newCompanyEnrichJob(trx: Db, now: Date, entityId: string, jobId: string) {
  return jobInsert(trx, now, enrichJob(entityId), jobId);
}

/** (Re)starts enrichment: status back to queued, and a job to work it. */
export async function queueEnrichment(trx: Db, entityId: string, now: Date): Promise<string[]> {
  await trx
    .updateTable("entities")
    .set({
      enrichment_status: "queued",
      enrichment_reason: null,
      enrichment_started_at: null,
      enrichment_finished_at: null,
      updated_at: now,
    })
    .where("id", "=", entityId)
    .execute();
  const jobId = await enqueueJob(trx, now, enrichJob(entityId));
  return jobId ? [jobId] : [];
}

/**
 * Queues a run unless one is already queued or running: the unique partial index
 * `runs_one_active_idx` decides, so this holds under any concurrency. Null when one was active.
 */
export async function queueRun(
  trx: Db,
  entity: { id: string; org_id: string },
  trigger: RunTrigger,
  now: Date,
): Promise<{ runId: string; jobIds: string[] } | null> {
  const runId = newId();
  const inserted = await trx
    .insertInto("runs")
    .values({
      id: runId,
      org_id: entity.org_id,
      entity_id: entity.id,
      trigger,
      status: "queued",
      health_reason: null,
      error: null,
      queued_at: now,
      started_at: null,
      finished_at: null,
      created_at: now,
    })
    // Literal values: the conflict target must name the partial index's predicate as written.
    .onConflict((oc) => oc.column("entity_id").where(sql<boolean>`status in ('queued', 'running')`).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return null;
  return { runId, jobIds: await enqueueRunJob(trx, now, { id: runId, entity_id: entity.id }) };
}

/** The job that works a queued run. */
export async function enqueueRunJob(trx: Db, now: Date, run: { id: string; entity_id: string }): Promise<string[]> {
  const jobId = await enqueueJob(trx, now, {
    kind: JOB_RUN,
    payload: { runId: run.id },
    entityId: run.entity_id,
    dedupeKey: runJobKey(run.id),
  });
  return jobId ? [jobId] : [];
}

/** Pausing: a run that has not started yet never will (with its job); one already running finishes. */
export async function dropQueuedRuns(trx: Db, entityId: string): Promise<void> {
  const dropped = await trx
    .deleteFrom("runs")
    .where("entity_id", "=", entityId)
    .where("status", "=", "queued")
    .returning("id")
    .execute();
  if (dropped.length) {
    await trx
      .deleteFrom("jobs")
      .where("status", "=", "pending")
      .where(
        "dedupe_key",
        "in",
        dropped.map((r) => runJobKey(r.id)),
      )
      .execute();
  }
}

/**
 * `lastScrapedAt` for a run finishing now: strictly later than the previous value, so a client
 * comparing it with a refresh's `baselineLastScrapedAt` (spec 3.3) always sees the change, even
 * when two runs finish within the same millisecond.
 */
export function nextScrapedAt(previous: Date | null, now: Date): Date {
  if (previous && previous.getTime() >= now.getTime()) return new Date(previous.getTime() + 1);
  return now;
}
