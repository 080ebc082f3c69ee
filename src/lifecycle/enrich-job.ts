import type { Db } from "../db/database";
import type { EntityRow, JobRow } from "../db/types";
import type { EnrichOutcome } from "./pipeline-port";
import { recordObjectEvent } from "../db/events";
import { JOB_ENRICH, dispatchNow, type JobContext, type JobHandler } from "./jobs";
import { queueRun } from "./queue";
import { isLastAttempt } from "../db/job-lease";
import { anotherLiveJob } from "../db/jobs";

/** scrapeHealthReason of a company whose enrichment failed without a reason of its own. */
export const ENRICHMENT_FAILED = "enrichment_failed";

/**
 * Job `enrich` ({ entityId }): enrichment queued → running → ready | partial | failed, then the
 * first run is queued (when the company has never had one) in the same transaction.
 *
 * Safe to run twice, and against a concurrent restart: it starts only from `queued` (or from a
 * `running` that no live runner's job lease holds), and records only while the status is
 * still the `running` it set itself (same start time). A PATCH that restarts enrichment meanwhile
 * sets `queued` again, so the stale result is dropped and the new job does the work.
 */
export const enrichJob: JobHandler = async (deps, payload, job) => {
  const entityId = String(payload.entityId ?? "");
  const started = await start(deps, entityId, job);
  if (!started) return;
  const { entity, startedAt } = started;
  const founders = await deps.db
    .selectFrom("founders")
    .selectAll()
    .where("entity_id", "=", entityId)
    .orderBy("position")
    .execute();

  let outcome: EnrichOutcome;
  try {
    outcome = await deps.pipeline.enrich(deps, { entity, founders });
  } catch (err) {
    // Last attempt: the enrichment has failed for good, and the first run still follows, so
    // polling clients finish. Otherwise back to queued, and the job retries with backoff.
    const last = isLastAttempt(job);
    const jobIds = await deps.db.transaction().execute(async (trx) => {
      const cur = await ours(trx, entityId, startedAt);
      if (!cur) return [];
      if (!last) {
        await trx
          .updateTable("entities")
          .set({ enrichment_status: "queued", enrichment_started_at: null })
          .where("id", "=", entityId)
          .execute();
        return [];
      }
      return finish(trx, deps, cur, { status: "failed", reason: ENRICHMENT_FAILED });
    });
    await dispatchNow(deps, jobIds);
    throw err;
  }

  const jobIds = await deps.db.transaction().execute(async (trx) => {
    const cur = await ours(trx, entityId, startedAt);
    if (!cur) return [];
    await outcome.record(trx);
    return finish(trx, deps, cur, { status: outcome.status, reason: outcome.reason });
  });
  await dispatchNow(deps, jobIds);
};

async function start(
  deps: JobContext,
  entityId: string,
  job: JobRow,
): Promise<{ entity: EntityRow; startedAt: Date } | null> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const e = await trx
      .selectFrom("entities")
      .selectAll()
      .where("id", "=", entityId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!e) return null; // deleted meanwhile
    // Running, and no live runner holds an enrich job for this company: abandoned (judged by
    // leases, not by the start time, which a claim just after a lease ran out is within a lease of).
    const abandoned =
      e.enrichment_status === "running" && !(await anotherLiveJob(trx, now, job, JOB_ENRICH, "entityId", entityId));
    if (e.enrichment_status !== "queued" && !abandoned) return null; // done, or another runner has it
    await trx
      .updateTable("entities")
      .set({ enrichment_status: "running", enrichment_started_at: now, enrichment_reason: null, updated_at: now })
      .where("id", "=", entityId)
      .execute();
    return {
      entity: {
        ...e,
        enrichment_status: "running",
        enrichment_started_at: now,
        enrichment_reason: null,
        updated_at: now,
      },
      startedAt: now,
    };
  });
}

/** The entity, locked, if its enrichment is still the one this attempt started. */
async function ours(trx: Db, entityId: string, startedAt: Date): Promise<EntityRow | null> {
  const e = await trx.selectFrom("entities").selectAll().where("id", "=", entityId).forNoKeyUpdate().executeTakeFirst();
  if (!e || e.enrichment_status !== "running" || e.enrichment_started_at?.getTime() !== startedAt.getTime())
    return null;
  return e;
}

async function finish(
  trx: Db,
  deps: JobContext,
  e: EntityRow,
  result: { status: EnrichOutcome["status"]; reason: string | null },
): Promise<string[]> {
  const now = deps.clock.now();
  const reason =
    result.status === "ready" ? null : (result.reason ?? (result.status === "failed" ? ENRICHMENT_FAILED : null));
  await trx
    .updateTable("entities")
    .set({
      enrichment_status: result.status,
      enrichment_reason: reason,
      enrichment_finished_at: now,
      // decisions "Enumerations": a failed enrichment shows in scrapeHealthReason, not in status.
      ...(result.status === "failed" ? { scrape_health_reason: reason } : {}),
      updated_at: now,
    })
    .where("id", "=", e.id)
    .execute();
  const eventJobs = await recordObjectEvent(trx, deps.eventData, {
    orgId: e.org_id,
    type: "company.enrichment.completed",
    entityId: e.id,
    objectId: e.id,
    payload: { status: result.status, reason },
    now,
  });
  // The first run starts by itself once enrichment is over (spec 3.2), unless runs already exist
  // (re-enrichment after a PATCH) or the company was paused meanwhile.
  if (e.status === "paused") return eventJobs;
  const anyRun = await trx.selectFrom("runs").select("id").where("entity_id", "=", e.id).executeTakeFirst();
  if (anyRun) return eventJobs;
  const run = await queueRun(trx, e, "first", now);
  return [...eventJobs, ...(run?.jobIds ?? [])];
}
