import { sql } from "kysely";
import type { Db } from "../../db/database";
import { jobInsert } from "../../db/jobs";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import { newId } from "../../platform/ids";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { BUCKETS } from "../access/rate-limit";
import { importNotFound } from "./preview";

/*
 * Starting a previewed import: each new row is given the hour it may be created in, so that no
 * more than the create limit (200 an hour, spec section 8) are created in any hour by the member's
 * imports: the rows that fit the current hour are due at once, the rest are `scheduled` into the
 * hours after, and one `import` job is queued for each of those hours. The rows and jobs are rows
 * of the database, so a restart loses none; nothing is dropped.
 */

export const JOB_IMPORT = "import";
export const IMPORTS_PER_HOUR = BUCKETS.create.limit;
const HOUR = 3_600_000;

type Deps = Pick<AppDeps, "db" | "clock" | "jobs" | "logger" | "waitUntil">;

/** Starts the import (once: starting it again, a double submit, changes nothing). */
export async function startImport(deps: Deps, actor: Actor, importId: string): Promise<void> {
  const now = deps.clock.now();
  const jobIds = await deps.db.transaction().execute(async (trx) => {
    const imp = await trx
      .selectFrom("imports")
      .select(["id", "status"])
      .where("id", "=", importId)
      .where("org_id", "=", actor.orgId)
      .forUpdate()
      .executeTakeFirst();
    if (!imp) throw importNotFound();
    if (imp.status !== "preview") return [];
    // One member's imports are paced together: lock the member's row so two starts count each other's rows.
    await trx.selectFrom("members").select("id").where("id", "=", actor.memberId).forUpdate().execute();
    const lines = (
      await trx
        .selectFrom("import_rows")
        .select("line")
        .where("import_id", "=", importId)
        .where("status", "=", "new")
        .orderBy("line")
        .execute()
    ).map((r) => r.line);
    const used = await hoursInUse(trx, actor.memberId, now);
    const slots = assignHours(lines.length, used);
    const byHour = new Map<number, number[]>();
    lines.forEach((line, i) => {
      byHour.set(slots[i]!, [...(byHour.get(slots[i]!) ?? []), line]);
    });
    const jobs: string[] = [];
    for (const [hour, hourLines] of byHour) {
      const runAfter = new Date(now.getTime() + hour * HOUR);
      await trx
        .updateTable("import_rows")
        .set({ run_after: runAfter, status: hour === 0 ? "new" : "scheduled" })
        .where("import_id", "=", importId)
        .where("line", "in", hourLines)
        .execute();
      const id = newId();
      const row = await jobInsert(
        trx,
        now,
        { kind: JOB_IMPORT, payload: { importId }, runAt: runAfter, dedupeKey: importJobKey(importId, runAfter) },
        id,
      )
        .returning("id")
        .executeTakeFirst();
      if (row && hour === 0) jobs.push(row.id);
    }
    await trx
      .updateTable("imports")
      .set({
        status: lines.length ? "running" : "done",
        member_id: actor.memberId,
        started_at: now,
        finished_at: lines.length ? null : now,
        ip_address: actor.client?.address ?? null,
        user_agent: actor.client?.userAgent?.slice(0, 500) ?? null,
        updated_at: now,
      })
      .where("id", "=", importId)
      .execute();
    return jobs;
  });
  dispatchAfterCommit(deps, jobIds);
}

/** At most one live job per import and hour. */
export const importJobKey = (importId: string, runAfter: Date) => `import:${importId}:${runAfter.toISOString()}`;

/**
 * How many of the member's import rows each hour from now already holds: rows created in the
 * last hour count against this one, rows other imports have scheduled against theirs.
 */
async function hoursInUse(db: Db, memberId: string, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom("import_rows as r")
    .innerJoin("imports as i", "i.id", "r.import_id")
    .select([
      sql<number>`greatest(0,
        floor(extract(epoch from (coalesce(r.run_after, r.done_at) - ${now}::timestamptz)) / 3600))::int`.as("hour"),
      sql<number>`count(*)::int`.as("n"),
    ])
    .where("i.member_id", "=", memberId)
    .where((eb) =>
      eb.or([
        eb.and([eb("r.status", "in", ["new", "scheduled"]), eb("i.status", "=", "running")]),
        eb.and([eb("r.status", "=", "created"), eb("r.done_at", ">", new Date(now.getTime() - HOUR))]),
      ]),
    )
    .groupBy("hour")
    .execute();
  const used: number[] = [];
  for (const r of rows) used[r.hour] = (used[r.hour] ?? 0) + Number(r.n);
  return used;
}

/** The hour (0 = now) each of `count` rows goes in, filling each hour up to the limit after what it holds. */
export function assignHours(count: number, used: number[], perHour = IMPORTS_PER_HOUR): number[] {
  const out: number[] = [];
  let hour = 0;
  let free = perHour - (used[0] ?? 0);
  while (out.length < count) {
    if (free <= 0) {
      hour += 1;
      free = perHour - (used[hour] ?? 0);
      continue;
    }
    out.push(hour);
    free -= 1;
  }
  return out;
}
