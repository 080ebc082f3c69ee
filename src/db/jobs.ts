import { sql, type ExpressionBuilder } from "kysely";
import type { Db } from "./database";
import { json } from "./database";
import type { Database, JobRow } from "./types";
import { newId } from "../platform/ids";
import { isLastAttempt } from "./job-lease";
import { JOB_DELIVER_WEBHOOK } from "./events";

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Deleting this company deletes its queued jobs too. */
  entityId?: string | null;
  /** At most one live job per dedupe key: enqueueing it again is a no-op. */
  dedupeKey?: string | null;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * The jobs table is the source of truth in every mode: services write jobs in the same transaction
 * as the change that needs them (so neither is lost), and a dispatcher then wakes the local job runner
 * or publishes the job id to QStash. Returns the new job's id, or null when deduplicated.
 */
export async function enqueueJob(db: Db, now: Date, job: NewJob): Promise<string | null> {
  const row = await jobInsert(db, now, job, newId()).returning("id").executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Queues `job` to run now; when a live job (pending or running) already holds its dedupe key, that
 * job is made due now instead, with a fresh count of attempts: an operator's retry must not wait
 * for the scheduled one, nor be dropped as a duplicate of it. An attempt in flight then loses its
 * hold (its attempt count no longer matches), so its outcome does not reschedule the job. Returns
 * the job's id, new or kept.
 */
export async function enqueueDueNow(db: Db, now: Date, job: NewJob & { dedupeKey: string }): Promise<string> {
  const row = await db
    .insertInto("jobs")
    .values(jobValues(now, { ...job, runAt: now }, newId()))
    .onConflict((oc) =>
      oc.column("dedupe_key").doUpdateSet({
        status: "pending",
        run_at: now,
        attempts: 0,
        locked_until: null,
        last_error: null,
        updated_at: now,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The insert `enqueueJob` runs, for a caller folding it into a larger statement (job id chosen). */
export function jobInsert(db: Db, now: Date, job: NewJob, id: string) {
  return db
    .insertInto("jobs")
    .values(jobValues(now, job, id))
    .onConflict((oc) => oc.column("dedupe_key").doNothing());
}

function jobValues(now: Date, job: NewJob, id: string) {
  return {
    id,
    kind: job.kind,
    payload: json(job.payload),
    entity_id: job.entityId ?? null,
    dedupe_key: job.dedupeKey ?? null,
    status: "pending" as const,
    attempts: 0,
    max_attempts: job.maxAttempts ?? 5,
    run_at: job.runAt ?? now,
    locked_until: null,
    last_error: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The jobs a runner's pool claims: webhook deliveries, or all other work (bootstrap-node.ts runs
 * one pool of each, so neither waits for the other). Each pool has its own index of pending jobs
 * (db/migrations/0011); without a pool, a claim takes any kind.
 */
export type JobPool = "deliveries" | "work";

/** Written into the statement, not bound, so it matches the partial indexes' predicates. */
const DELIVERY_KIND = sql.lit(JOB_DELIVER_WEBHOOK);

function poolCondition(pool: JobPool | undefined) {
  if (pool === "deliveries") return sql`and kind = ${DELIVERY_KIND}`;
  if (pool === "work") return sql`and kind <> ${DELIVERY_KIND}`;
  return sql``;
}

/**
 * What makes a job due, in two conditions rather than one `or`: each is read apart, in claim order
 * under the limit (claimDueJobs, dueJobIds). Pending and its time has come; or running, but its
 * runner stopped renewing the lease.
 */
const pendingDue = (now: Date) => sql`status = 'pending' and run_at <= ${now}`;
const leaseExpired = (now: Date) => sql`status = 'running' and locked_until <= ${now}`;

/**
 * Claims due jobs: pending ones whose time has come, and running ones whose lease expired (their
 * runner died). Each claim takes a lease and counts an attempt. A webhook delivery waits while
 * another delivery to its endpoint holds a live lease, so a slow endpoint holds one slot at most.
 *
 * Pending and expired jobs are found apart, each in claim order and under the limit, so a claim
 * reads about as many rows as it takes rather than sorting every due job (a backlog of 20,000
 * made each claim 10x dearer); rows one branch locked but the limit left out are free again when
 * the statement ends.
 */
export async function claimDueJobs(
  db: Db,
  now: Date,
  leaseMs: number,
  max: number,
  ids?: string[],
  pool?: JobPool,
): Promise<JobRow[]> {
  return (await claimStatement(now, leaseMs, max, ids, pool).execute(db)).rows;
}

/** The statement claimDueJobs runs (tests read its plan). */
export function claimStatement(now: Date, leaseMs: number, max: number, ids?: string[], pool?: JobPool) {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const filters = sql`
      ${ids ? sql`and id = any(${ids}::uuid[])` : sql``}
      ${poolCondition(pool)}
      and not (kind = ${DELIVERY_KIND} and exists (
        select 1 from jobs busy
        where busy.kind = ${DELIVERY_KIND} and busy.status = 'running' and busy.locked_until > ${now}
          and busy.payload->>'endpointId' = j.payload->>'endpointId' and busy.id <> j.id))`;
  return sql<JobRow>`
    with pending as (
      select id, run_at from jobs j where ${pendingDue(now)} ${filters}
      order by run_at, id limit ${max} for update skip locked
    ), expired as (
      select id, run_at from jobs j where ${leaseExpired(now)} ${filters}
      order by run_at, id limit ${max} for update skip locked
    ), chosen as (
      select id from (select id, run_at from pending union all select id, run_at from expired) due
      order by run_at, id limit ${max}
    )
    update jobs set status = 'running', locked_until = ${leaseUntil}, attempts = attempts + 1, updated_at = ${now}
    where id in (select id from chosen)
    returning *`;
}

/**
 * Limits an update to the job while this attempt holds it: a runner that stalled past its lease
 * must not mark done, or back to pending, a job another runner has claimed and is running.
 */
function heldBy(job: Pick<JobRow, "id" | "attempts">) {
  return (eb: ExpressionBuilder<Database, "jobs">) =>
    eb.and([eb("id", "=", job.id), eb("status", "=", "running"), eb("attempts", "=", job.attempts)]);
}

/**
 * Extends the lease of a job this attempt still holds (same attempt count, still running); false
 * when another runner has claimed it since.
 */
export async function renewLease(
  db: Db,
  now: Date,
  job: Pick<JobRow, "id" | "attempts">,
  leaseMs: number,
): Promise<boolean> {
  const r = await db
    .updateTable("jobs")
    .set({ locked_until: new Date(now.getTime() + leaseMs), updated_at: now })
    .where(heldBy(job))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Whether a job other than `self`, of `kind` and with `payload[key] = value`, holds a live lease:
 * its runner is alive (it renews the lease), so the work it started is not abandoned.
 */
export async function anotherLiveJob(
  db: Db,
  now: Date,
  self: Pick<JobRow, "id">,
  kind: string,
  key: string,
  value: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("jobs")
    .select("id")
    .where("status", "=", "running")
    .where("locked_until", ">", now)
    .where("kind", "=", kind)
    .where(sql<string>`payload->>${key}`, "=", value)
    .where("id", "<>", self.id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The attempt's job is done, if this attempt still holds it (status running, same attempt count);
 * false when it lost the job to another attempt, whose outcome is then the one that counts.
 */
export async function markDone(db: Db, now: Date, job: Pick<JobRow, "id" | "attempts">): Promise<boolean> {
  // Done jobs lose their dedupe key so the same work can be queued again later.
  const r = await db
    .updateTable("jobs")
    .set({ status: "done", locked_until: null, dedupe_key: null, updated_at: now })
    .where(heldBy(job))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Hands a job back to the queue, due now, without spending its attempt: its handler failed only
 * because the database went away, which says nothing about the job. False when this attempt no
 * longer holds it.
 */
export async function handBack(
  db: Db,
  now: Date,
  job: Pick<JobRow, "id" | "attempts">,
  error: string,
): Promise<boolean> {
  const r = await db
    .updateTable("jobs")
    .set((eb) => ({
      status: "pending",
      attempts: eb("attempts", "-", 1),
      run_at: now,
      locked_until: null,
      last_error: error.slice(0, 2000),
      updated_at: now,
    }))
    .where(heldBy(job))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Exponential backoff: 10 s, 40 s, 160 s, … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(3_600_000, 10_000 * 4 ** Math.max(0, attempts - 1));
}

/**
 * A failed attempt: retried later with backoff, or dead (with the error kept) after the last one
 * (or at once when `dead`). Null when this attempt no longer holds the job (see markDone).
 */
export async function markFailed(
  db: Db,
  now: Date,
  job: Pick<JobRow, "id" | "attempts" | "max_attempts">,
  error: string,
  dead = isLastAttempt(job),
  /** When the retry is due; default the exponential backoff. */
  delayMs = backoffMs(job.attempts),
): Promise<"retry" | "dead" | null> {
  const r = await db
    .updateTable("jobs")
    .set({
      status: dead ? "dead" : "pending",
      run_at: dead ? now : new Date(now.getTime() + delayMs),
      locked_until: null,
      last_error: error.slice(0, 2000),
      ...(dead ? { dedupe_key: null } : {}),
      updated_at: now,
    })
    .where(heldBy(job))
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return null;
  return dead ? "dead" : "retry";
}

export async function jobStats(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("jobs")
    .select(["status", sql<number>`count(*)::int`.as("n")])
    .groupBy("status")
    .execute();
  const out: Record<string, number> = { pending: 0, running: 0, done: 0, dead: 0 };
  for (const r of rows) out[r.status] = r.n;
  return out;
}

/** Jobs that are due but were never delivered (a lost QStash publish): the cron sweep re-dispatches them. */
export async function dueJobIds(db: Db, now: Date, max: number): Promise<string[]> {
  const r = await sql<{ id: string }>`
    select id from (
      (select id, run_at from jobs where ${pendingDue(now)} order by run_at, id limit ${max})
      union all
      (select id, run_at from jobs where ${leaseExpired(now)} order by run_at, id limit ${max})
    ) due
    order by run_at, id
    limit ${max}`.execute(db);
  return r.rows.map((row) => row.id);
}
