import { sql } from "kysely";
import type { AppDeps } from "../services/deps";
import { PostgresIdempotencyStore } from "../platform/idempotency";
import { JOB_RUN, dispatchNow } from "../lifecycle/queue";
import { dueJobIds, enqueueJob } from "../db/jobs";
import { analyzeGrownTables } from "../db/statistics";

const BATCH = 200;

/**
 * The cadence scheduler's tick, shared by the Node timer and the Workers cron: queues a `cadence`
 * run (and its job) for every `ok` company whose enrichment is over, that has no queued or running
 * run, and whose last run finished `cadenceDays` ago or more. A company that never finished a run
 * (paused before its first one started) is due at once, with trigger `first`.
 *
 * "Finished" is read from the company's `last_scraped_at`, which every run's end sets in the
 * transaction that finishes it (run-job.ts `finish`), so the tick reads one row per company
 * instead of looking up each company's latest run: about a sixth of the time (bench/results.md,
 * "scheduler tick"), which matters most on PGlite, where the tick holds the only connection.
 * Oldest first, so a backlog larger than a batch is worked in the order it fell due.
 *
 * Once only, even when two schedulers tick together: the choice and the insert are one statement,
 * and the unique index on active runs turns the loser's insert into nothing. Paused companies are
 * never chosen; resuming makes them due again. Returns the number of runs queued.
 */
export async function scheduleDueRuns(deps: AppDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const now = deps.clock.now();
    const { queued, jobIds } = await deps.db.transaction().execute(async (trx) => {
      const r = await sql<{ id: string; entity_id: string }>`
        with due as (
          select e.id, e.org_id,
                 exists (select 1 from runs r where r.entity_id = e.id) as has_runs
          from entities e
          where e.status = 'ok'
            and e.enrichment_status in ('ready', 'partial', 'failed')
            and coalesce(e.last_scraped_at, '-infinity'::timestamptz) <= ${now}::timestamptz - make_interval(days => e.cadence_days)
            and not exists (select 1 from runs r where r.entity_id = e.id and r.status in ('queued', 'running'))
          order by e.last_scraped_at nulls first, e.id
          limit ${BATCH}
        )
        insert into runs (id, org_id, entity_id, trigger, status, queued_at, created_at)
        select gen_random_uuid(), due.org_id, due.id, case when due.has_runs then 'cadence' else 'first' end, 'queued', ${now}, ${now}
        from due
        on conflict (entity_id) where status in ('queued', 'running') do nothing
        returning id, entity_id`.execute(trx);
      const ids: string[] = [];
      for (const run of r.rows) {
        const jobId = await enqueueJob(trx, now, { kind: JOB_RUN, payload: { runId: run.id }, entityId: run.entity_id, dedupeKey: `run:${run.id}` });
        if (jobId) ids.push(jobId);
      }
      return { queued: r.rows.length, jobIds: ids };
    });
    total += queued;
    await dispatchNow(deps, jobIds);
    if (queued < BATCH) return total;
  }
}

/**
 * Re-dispatches jobs that are due but were never delivered (a lost QStash publish, a retry whose
 * delivery ran out). Cheap when nothing is due; the cron calls it beside `scheduleDueRuns`.
 */
export async function sweepUndeliveredJobs(deps: AppDeps, max = 500): Promise<number> {
  const ids = await dueJobIds(deps.db, deps.clock.now(), max);
  if (ids.length) await deps.jobs.dispatch(ids);
  return ids.length;
}


/** How long finished jobs stay in the table: done ones a week, dead ones (kept for inspection) a month. */
export const DONE_JOB_RETENTION_MS = 7 * 86_400_000;
export const DEAD_JOB_RETENTION_MS = 30 * 86_400_000;

/**
 * Housekeeping on every scheduler tick (Node timer and Workers cron): finished jobs past their
 * retention and expired idempotency records kept in Postgres are deleted, so neither table grows
 * without bound, and tables that have grown get fresh planner statistics (db/statistics.ts).
 * Returns what it did.
 */
export async function runMaintenance(deps: AppDeps): Promise<{ jobs: number; idempotencyRecords: number; tablesAnalyzed: string[] }> {
  const now = deps.clock.now().getTime();
  const r = await deps.db
    .deleteFrom("jobs")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "done"), eb("updated_at", "<", new Date(now - DONE_JOB_RETENTION_MS))]),
        eb.and([eb("status", "=", "dead"), eb("updated_at", "<", new Date(now - DEAD_JOB_RETENTION_MS))]),
      ]),
    )
    .executeTakeFirst();
  const idempotencyRecords = deps.idempotency instanceof PostgresIdempotencyStore ? await deps.idempotency.sweep(deps.clock.now()) : 0;
  const tablesAnalyzed = await analyzeGrownTables(deps.db);
  if (tablesAnalyzed.length) deps.logger.info("table statistics refreshed", { tables: tablesAnalyzed });
  return { jobs: Number(r.numDeletedRows), idempotencyRecords, tablesAnalyzed };
}
