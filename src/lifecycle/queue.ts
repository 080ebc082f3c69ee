import { sql } from "kysely";
import type { Db } from "../db/database";
import type { RunTrigger } from "../db/types";
import type { AppDeps } from "../services/deps";
import { enqueueJob } from "../db/jobs";
import { newId } from "../platform/ids";

/*
 * The state machine's entry points that services and job handlers share. Each writes the state
 * change and its job in the caller's transaction (the jobs table is the source of truth); the
 * caller dispatches the returned job ids after commit.
 */

export const JOB_ENRICH = "enrich";
export const JOB_RUN = "run";

/** (Re)starts enrichment: status back to queued, and a job to work it. */
export async function queueEnrichment(trx: Db, entityId: string, now: Date): Promise<string[]> {
  await trx
    .updateTable("entities")
    .set({ enrichment_status: "queued", enrichment_reason: null, enrichment_started_at: null, enrichment_finished_at: null, updated_at: now })
    .where("id", "=", entityId)
    .execute();
  const jobId = await enqueueJob(trx, now, { kind: JOB_ENRICH, payload: { entityId }, entityId });
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
  const jobId = await enqueueJob(trx, now, { kind: JOB_RUN, payload: { runId }, entityId: entity.id, dedupeKey: `run:${runId}` });
  return { runId, jobIds: jobId ? [jobId] : [] };
}

/**
 * Wakes the dispatcher after a commit. Never fails the caller: the jobs are rows already, and the
 * local worker's poll or the QStash sweep delivers them if this wake-up is lost.
 */
export function dispatchAfterCommit(deps: AppDeps, jobIds: string[]): void {
  if (jobIds.length === 0) return;
  deps.waitUntil(
    deps.jobs.dispatch(jobIds).catch((err) => deps.logger.warn("job dispatch failed; the sweep will deliver", { jobIds, error: err })),
  );
}

/** As `dispatchAfterCommit`, awaited (job handlers have no response to hurry). */
export async function dispatchNow(deps: AppDeps, jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await deps.jobs.dispatch(jobIds).catch((err) => deps.logger.warn("job dispatch failed; the sweep will deliver", { jobIds, error: err }));
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
