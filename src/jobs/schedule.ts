import type { AppDeps } from "../services/deps";
import { PostgresIdempotencyStore } from "../platform/idempotency";
import { dueJobIds } from "../db/jobs";
import { pruneEvents } from "../db/events";
import { refreshGrownTables } from "../db/statistics";
import { pruneAudit } from "../services/audit/record";
import { pruneHandovers } from "../services/shared/form-submissions";
import { pruneSessions } from "../services/sessions/end";

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
 * retention, events and webhook delivery records older than WEBHOOK_RETENTION_DAYS, expired
 * idempotency records kept in Postgres, the web app's sign-in links and sessions a day past
 * their end, and audit log rows older than AUDIT_RETENTION_DAYS are deleted, so no table grows
 * without bound, and tables that have grown get fresh planner statistics and, on the embedded
 * database (no autovacuum), a vacuum (db/statistics.ts).
 * Returns what it did.
 */
export async function runMaintenance(deps: AppDeps): Promise<{
  jobs: number;
  idempotencyRecords: number;
  events: number;
  webhookDeliveries: number;
  sessions: number;
  formHandovers: number;
  auditEvents: number;
  tablesAnalyzed: string[];
  tablesVacuumed: string[];
}> {
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
  const webhooks = await pruneEvents(deps.db, new Date(now - deps.config.WEBHOOK_RETENTION_DAYS * 86_400_000));
  const idempotencyRecords =
    deps.idempotency instanceof PostgresIdempotencyStore ? await deps.idempotency.sweep(deps.clock.now()) : 0;
  const sessions = await pruneSessions(deps.db, deps.clock.now());
  const formHandovers = await pruneHandovers(deps.db, deps.clock.now());
  const auditEvents = await pruneAudit(deps.db, new Date(now - deps.config.AUDIT_RETENTION_DAYS * 86_400_000));
  // PGlite runs no autovacuum: the tables that grew are vacuumed too (db/statistics.ts).
  const vacuum = deps.dbKind === "pglite";
  const tablesAnalyzed = await refreshGrownTables(deps.db, { vacuum });
  if (tablesAnalyzed.length)
    deps.logger.info(vacuum ? "tables vacuumed and statistics refreshed" : "table statistics refreshed", {
      tables: tablesAnalyzed,
    });
  return {
    jobs: Number(r.numDeletedRows),
    idempotencyRecords,
    ...webhooks,
    sessions,
    formHandovers,
    auditEvents,
    tablesAnalyzed,
    tablesVacuumed: vacuum ? tablesAnalyzed : [],
  };
}
