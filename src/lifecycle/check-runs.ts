import { sql } from "kysely";
import { dispatchNow, type JobContext } from "./jobs";
import { queueRun } from "./queue";

/**
 * `queued`: a run was queued; `joined`: one was queued or running already; `capped`: today's runs are spent;
 * `inactive`: paused or gone.
 */
export type CheckRunOutcome = "queued" | "joined" | "capped" | "inactive";

/**
 * A run for the company, at once: joined to one already queued or running (the runs table's
 * unique active index decides), and at most CHECK_RUNS_PER_DAY a day per company.
 */
export async function queueCheckRun(
  ctx: Pick<JobContext, "db" | "config" | "jobs" | "logger">,
  row: { entity_id: string; org_id: string },
  now: Date,
): Promise<CheckRunOutcome> {
  const day = now.toISOString().slice(0, 10);
  const jobIds = await ctx.db.transaction().execute(async (trx) => {
    const entity = await trx
      .selectFrom("entities")
      .select(["id", "org_id", "status"])
      .where("id", "=", row.entity_id)
      .forUpdate()
      .executeTakeFirst();
    if (!entity || entity.status !== "ok") return "inactive" as const;
    const used = await trx
      .selectFrom("check_triggers")
      .select("runs")
      .where("entity_id", "=", entity.id)
      .where("day", "=", day)
      .executeTakeFirst();
    if ((used?.runs ?? 0) >= ctx.config.CHECK_RUNS_PER_DAY) return "capped" as const;
    const queued = await queueRun(trx, entity, "check", now);
    if (!queued) return "joined" as const;
    await trx
      .insertInto("check_triggers")
      .values({ entity_id: entity.id, day, runs: 1 })
      .onConflict((oc) => oc.columns(["entity_id", "day"]).doUpdateSet({ runs: sql`check_triggers.runs + 1` }))
      .execute();
    return queued.jobIds;
  });
  if (typeof jobIds === "string") return jobIds;
  await dispatchNow(ctx, jobIds);
  return "queued";
}
