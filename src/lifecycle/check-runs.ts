import { sql } from "kysely";
import { dispatchNow, type JobContext } from "./jobs";
import { queueRun } from "./queue";

/**
 * A run for the company, at once: joined to one already queued or running (the runs table's
 * unique active index decides), and at most CHECK_RUNS_PER_DAY a day per company.
 */
export async function queueCheckRun(ctx: Pick<JobContext, "db" | "config" | "jobs" | "logger">, row: { entity_id: string; org_id: string }, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const jobIds = await ctx.db.transaction().execute(async (trx) => {
    const entity = await trx.selectFrom("entities").select(["id", "org_id", "status"]).where("id", "=", row.entity_id).forUpdate().executeTakeFirst();
    if (!entity || entity.status !== "ok") return null;
    const used = await trx.selectFrom("check_triggers").select("runs").where("entity_id", "=", entity.id).where("day", "=", day).executeTakeFirst();
    if ((used?.runs ?? 0) >= ctx.config.CHECK_RUNS_PER_DAY) return null;
    const queued = await queueRun(trx, entity, "check", now);
    if (!queued) return null;
    await trx
      .insertInto("check_triggers")
      .values({ entity_id: entity.id, day, runs: 1 })
      .onConflict((oc) => oc.columns(["entity_id", "day"]).doUpdateSet({ runs: sql`check_triggers.runs + 1` }))
      .execute();
    return queued.jobIds;
  });
  if (!jobIds) return false;
  await dispatchNow(ctx, jobIds);
  return true;
}
