import { sql } from "kysely";
import type { Db } from "../../db/database";
import { json } from "../../db/database";
import { ApiError } from "../../errors";
import { dispatchNow, type JobContext, type JobHandler } from "../../lifecycle/jobs";
import type { Actor } from "../access/actor";
import { memberActor } from "../sessions/actor";
import type { CreateCompanyInput } from "../tracker/create.schema";
import { upsertCompanyInTrx } from "../tracker/create";
import { existingCompanyOf } from "./preview";

/*
 * The `import` job: creates an import's due rows, each in a transaction of its own with its
 * company (and the company's audit row, `company.imported`), so the progress shows as it goes and a
 * crash loses at most the row in flight, which the job's retry creates. A row is taken under a row
 * lock and only while still due, so two workers, or the job run twice, create each company once.
 * The company is created as the member who started the import, from where they started it.
 */

type Ctx = Pick<JobContext, "db" | "clock" | "logger" | "jobs">;

const BATCH = 50;

/** Works every due row of the import; marks it done when no row is left to create. */
export async function workImport(
  ctx: Ctx,
  importId: string,
): Promise<{ created: number; existing: number; skipped: number }> {
  const counts = { created: 0, existing: 0, skipped: 0 };
  const imp = await ctx.db.selectFrom("imports").selectAll().where("id", "=", importId).executeTakeFirst();
  if (!imp || imp.status !== "running") return counts;
  const actor = await importer(ctx.db, imp);
  if (!actor) {
    // The member left, or can no longer add companies: what they scheduled is not created in their name.
    const now = ctx.clock.now();
    await ctx.db
      .updateTable("import_rows")
      .set({
        status: "skipped",
        errors: json([
          { column: "", message: "not created: the member who started the import can no longer add companies" },
        ]),
        done_at: now,
      })
      .where("import_id", "=", importId)
      .where("status", "in", ["new", "scheduled"])
      .execute();
    await finishIfDone(ctx.db, importId, now);
    return counts;
  }
  for (;;) {
    const now = ctx.clock.now();
    const due = await ctx.db
      .selectFrom("import_rows")
      .select("line")
      .where("import_id", "=", importId)
      .where("status", "in", ["new", "scheduled"])
      .where("run_after", "<=", now)
      .orderBy("line")
      .limit(BATCH)
      .execute();
    if (!due.length) break;
    for (const { line } of due) {
      const outcome = await createRow(ctx, actor, imp, line);
      if (outcome) counts[outcome] += 1;
    }
  }
  await finishIfDone(ctx.db, importId, ctx.clock.now());
  return counts;
}

/** One row: created, found tracked already, or skipped with the API's reason; null when another worker had it. */
async function createRow(
  ctx: Ctx,
  actor: Actor,
  imp: { id: string; file_name: string },
  line: number,
): Promise<"created" | "existing" | "skipped" | null> {
  const now = ctx.clock.now();
  let jobIds: string[] = [];
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("import_rows")
      .select(["input", "tags"])
      .where("import_id", "=", imp.id)
      .where("line", "=", line)
      .where("status", "in", ["new", "scheduled"])
      .where("run_after", "<=", now)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return null;
    const input = row.input as CreateCompanyInput;
    const done = (set: Record<string, unknown>) =>
      trx
        .updateTable("import_rows")
        .set({ ...set, done_at: now })
        .where("import_id", "=", imp.id)
        .where("line", "=", line)
        .execute();
    // Tracked since the preview (by hand, or by another import): left as it is, as the preview said it would be.
    const existing = await existingCompanyOf(trx, actor.orgId, input);
    if (existing) {
      await done({ status: "existing", entity_id: existing });
      return "existing" as const;
    }
    try {
      const created = await upsertCompanyInTrx(trx, ctx, actor, input, {
        action: "company.imported",
        details: { import: imp.file_name, line },
      });
      if (row.tags.length)
        await trx.updateTable("entities").set({ tags: row.tags }).where("id", "=", created.entityId).execute();
      jobIds = created.jobIds;
      await done({ status: created.existing ? "existing" : "created", entity_id: created.entityId });
      return created.existing ? ("existing" as const) : ("created" as const);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      await done({ status: "skipped", errors: json([{ column: "", message: err.message }]) });
      return "skipped" as const;
    }
  });
  await dispatchNow(ctx, jobIds);
  return outcome;
}

/** The member who started the import, as an actor from where they started it; null if they may no longer create. */
async function importer(
  db: Db,
  imp: { id: string; org_id: string; member_id: string; ip_address: string | null; user_agent: string | null },
): Promise<Actor | null> {
  const m = await db
    .selectFrom("members as m")
    .innerJoin("organizations as o", "o.id", "m.org_id")
    .select(["m.id", "m.email", "m.name", "m.role", "m.removed_at", "o.name as orgName"])
    .where("m.id", "=", imp.member_id)
    .where("m.org_id", "=", imp.org_id)
    .executeTakeFirst();
  if (!m || m.removed_at || m.role === "viewer") return null;
  const actor = memberActor(
    { orgId: imp.org_id, orgName: m.orgName, memberId: m.id, email: m.email, name: m.name, role: m.role },
    `import:${imp.id}`,
  );
  return { ...actor, client: { address: imp.ip_address, userAgent: imp.user_agent } };
}

async function finishIfDone(db: Db, importId: string, now: Date): Promise<void> {
  await db
    .updateTable("imports")
    .set({ status: "done", finished_at: now, updated_at: now })
    .where("id", "=", importId)
    .where("status", "=", "running")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("import_rows")
            .select(sql`1`.as("one"))
            .where("import_id", "=", importId)
            .where("status", "in", ["new", "scheduled"]),
        ),
      ),
    )
    .execute();
}

export const importJob: JobHandler = async (ctx, payload) => {
  await workImport(ctx, String(payload.importId));
};
