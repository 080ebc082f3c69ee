import type { Db } from "../../db/database";
import { json } from "../../db/database";
import { newId } from "../../platform/ids";
import type { SnapshotPage } from "../collect/snapshot";
import type { RunRef } from "./run-ref";

/** Snapshots kept per company; the diff needs the last good one, a few more help an operator. */
export const SNAPSHOTS_KEPT = 10;

/** The pages this run read, kept as the baseline the next run diffs against. */
export async function storeSnapshot(trx: Db, run: RunRef, pages: SnapshotPage[], now: Date): Promise<void> {
  await trx
    .insertInto("snapshots")
    .values({
      id: newId(),
      org_id: run.orgId,
      entity_id: run.entityId,
      run_id: run.runId,
      pages: json(pages),
      created_at: now,
    })
    .execute();
}

/** Only the latest snapshots are ever read (the diff baseline); older ones would only grow the table. */
export async function pruneSnapshots(trx: Db, entityId: string): Promise<void> {
  const keep = trx
    .selectFrom("snapshots")
    .select("id")
    .where("entity_id", "=", entityId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(SNAPSHOTS_KEPT);
  await trx.deleteFrom("snapshots").where("entity_id", "=", entityId).where("id", "not in", keep).execute();
}
