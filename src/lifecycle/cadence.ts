import { sql } from "kysely";
import { dispatchNow, type JobContext } from "./jobs";
import { enqueueRunJob } from "./queue";

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
export async function scheduleDueRuns(deps: Pick<JobContext, "db" | "clock" | "jobs" | "logger">): Promise<number> {
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
            and coalesce(e.last_scraped_at, '-infinity'::timestamptz)
              <= ${now}::timestamptz - make_interval(days => e.cadence_days)
            and not exists (select 1 from runs r where r.entity_id = e.id and r.status in ('queued', 'running'))
          order by e.last_scraped_at nulls first, e.id
          limit ${BATCH}
        )
        insert into runs (id, org_id, entity_id, trigger, status, queued_at, created_at)
        select gen_random_uuid(), due.org_id, due.id, case when due.has_runs then 'cadence' else 'first' end, 'queued',
          ${now}, ${now}
        from due
        on conflict (entity_id) where status in ('queued', 'running') do nothing
        returning id, entity_id`.execute(trx);
      const ids: string[] = [];
      for (const run of r.rows) ids.push(...(await enqueueRunJob(trx, now, run)));
      return { queued: r.rows.length, jobIds: ids };
    });
    total += queued;
    await dispatchNow(deps, jobIds);
    if (queued < BATCH) return total;
  }
}
