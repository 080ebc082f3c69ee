import type { Db } from "../db/database";
import type { EntityRow, JobRow, RunRow } from "../db/types";
import type { RunOutcome } from "./pipeline-port";
import { recordObjectEvent } from "../db/events";
import { JOB_RUN, dispatchNow, type JobContext, type JobHandler } from "./jobs";
import { nextScrapedAt } from "./queue";
import { isLastAttempt } from "../db/job-lease";
import { anotherLiveJob } from "../db/jobs";

export const RUN_IN_PROGRESS = "run_in_progress";
/** scrapeHealthReason after a run whose every attempt threw. */
export const RUN_FAILED = "run_failed";

/**
 * Job `run` ({ runId }): a tracker run queued → running → succeeded | failed. While it runs the
 * company's `scrapeHealthReason` is `run_in_progress`; when it ends, `lastScrapedAt` moves forward
 * and the reason becomes the run's (spec 3.3), in the same transaction as the pipeline's results.
 *
 * When the pipeline throws, the run goes back to queued and the job retries with backoff; after
 * the last attempt the run is failed, with its one signal saying so (`pipeline.failedRun`), and
 * the company gets `lastScrapedAt` with `run_failed`, so a polling client is told the run is over
 * rather than waiting for ever.
 *
 * Safe to run twice: a finished run is skipped, a running one is left to its runner while that
 * runner's job lease is live, and results are recorded only by the attempt that started the run.
 * A paused company's queued run is dropped instead of run.
 */
export const runJob: JobHandler = async (deps, payload, job) => {
  const runId = String(payload.runId ?? "");
  const started = await start(deps, runId, job);
  if (!started) return;
  const { run, entity } = started;
  const founders = await deps.db
    .selectFrom("founders")
    .selectAll()
    .where("entity_id", "=", entity.id)
    .orderBy("position")
    .execute();

  let outcome: RunOutcome;
  let failedJobIds: string[] = [];
  try {
    outcome = await deps.pipeline.run(deps, { entity, founders, run });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await deps.db.transaction().execute(async (trx) => {
      const cur = await ours(trx, run);
      if (!cur) return;
      if (!isLastAttempt(job)) {
        await trx
          .updateTable("runs")
          .set({ status: "queued", started_at: null, error: message.slice(0, 2000) })
          .where("id", "=", run.id)
          .execute();
        return;
      }
      // Its one signal (and alert) says the run failed, committed with the run's end.
      const recorded = await deps.pipeline.failedRun(deps, { entity: cur.entity, founders, run }).record(trx);
      failedJobIds = [
        ...recorded.jobIds,
        ...(await finish(trx, deps, cur.entity, run, { status: "failed", healthReason: RUN_FAILED, error: message })),
      ];
    });
    await dispatchNow(deps, failedJobIds);
    throw err;
  }

  const jobIds = await deps.db.transaction().execute(async (trx) => {
    const cur = await ours(trx, run);
    if (!cur) return [];
    const recorded = await outcome.record(trx);
    return [
      ...recorded.jobIds,
      ...(await finish(trx, deps, cur.entity, run, {
        status: "succeeded",
        healthReason: outcome.healthReason,
        error: null,
      })),
    ];
  });
  // The run's mail and every delivery of its events (signal, alert, leads, the run's end), now
  // rather than at the runner's next poll, as the API's own writes do.
  await dispatchNow(deps, jobIds);
};

async function start(deps: JobContext, runId: string, job: JobRow): Promise<{ run: RunRow; entity: EntityRow } | null> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    // The company row first, then the run, as every writer locks them (a pause locks the company,
    // then deletes its queued run): the other order deadlocked against a pause.
    const ref = await trx.selectFrom("runs").select("entity_id").where("id", "=", runId).executeTakeFirst();
    if (!ref) return null; // deleted with its company, or dropped when it was paused
    const entity = await trx
      .selectFrom("entities")
      .selectAll()
      .where("id", "=", ref.entity_id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!entity) return null;
    const run = await trx.selectFrom("runs").selectAll().where("id", "=", runId).forUpdate().executeTakeFirst();
    if (!run) return null; // dropped by a pause that held the company before us
    if (run.status === "succeeded" || run.status === "failed") return null;
    // A running run whose job no live runner holds was abandoned (this attempt holds the lease now).
    // Judged by leases, not by how long ago the run started: a claim just after a lease ran out came
    // within a lease of the start, and used to leave the run running for ever.
    if (run.status === "running" && (await anotherLiveJob(trx, now, job, JOB_RUN, "runId", run.id))) return null;
    if (entity.status === "paused" && run.status === "queued") {
      await trx.deleteFrom("runs").where("id", "=", run.id).execute();
      return null;
    }
    await trx
      .updateTable("runs")
      .set({ status: "running", started_at: now, error: null })
      .where("id", "=", run.id)
      .execute();
    await trx
      .updateTable("entities")
      .set({ scrape_health_reason: RUN_IN_PROGRESS, updated_at: now })
      .where("id", "=", entity.id)
      .execute();
    return {
      run: { ...run, status: "running", started_at: now, error: null },
      entity: { ...entity, scrape_health_reason: RUN_IN_PROGRESS, updated_at: now },
    };
  });
}

/** The run and its company, locked, if the run is still the one this attempt started. */
async function ours(trx: Db, run: RunRow): Promise<{ entity: EntityRow } | null> {
  const entity = await trx
    .selectFrom("entities")
    .selectAll()
    .where("id", "=", run.entity_id)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!entity) return null;
  const cur = await trx
    .selectFrom("runs")
    .select(["status", "started_at"])
    .where("id", "=", run.id)
    .forUpdate()
    .executeTakeFirst();
  if (!cur || cur.status !== "running" || cur.started_at?.getTime() !== run.started_at?.getTime()) return null;
  return { entity };
}

/** Ends the run and records `company.run.completed`; returns that event's delivery jobs. */
async function finish(
  trx: Db,
  deps: JobContext,
  entity: EntityRow,
  run: RunRow,
  result: { status: "succeeded" | "failed"; healthReason: string; error: string | null },
): Promise<string[]> {
  const now = deps.clock.now();
  await trx
    .updateTable("runs")
    .set({
      status: result.status,
      health_reason: result.healthReason,
      error: result.error?.slice(0, 2000) ?? null,
      finished_at: now,
    })
    .where("id", "=", run.id)
    .execute();
  await trx
    .updateTable("entities")
    .set({
      last_scraped_at: nextScrapedAt(entity.last_scraped_at, now),
      scrape_health_reason: result.healthReason,
      updated_at: now,
    })
    .where("id", "=", entity.id)
    .execute();
  return recordObjectEvent(trx, deps.eventData, {
    orgId: entity.org_id,
    type: "company.run.completed",
    entityId: entity.id,
    objectId: entity.id,
    payload: { runId: run.id, trigger: run.trigger, status: result.status, healthReason: result.healthReason },
    now,
  });
}
