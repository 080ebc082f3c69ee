import type { Db } from "../db/database";

/**
 * Takes back at once the work a previous process left half-done, for the embedded database only:
 * its directory lock proves no other process can be working it, so the jobs it held need not wait
 * out their lease (a minute, during which a company's runs and refreshes are refused as in
 * progress). Their jobs become claimable now, and the runs and enrichments they had started count
 * as abandoned, so the next attempt starts them again. Returns how many jobs were taken back.
 */
export async function recoverAbandonedWork(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const jobs = await trx
      .updateTable("jobs")
      .set({ locked_until: now, updated_at: now })
      .where("status", "=", "running")
      .executeTakeFirst();
    await trx.updateTable("runs").set({ started_at: null }).where("status", "=", "running").execute();
    await trx
      .updateTable("entities")
      .set({ enrichment_started_at: null })
      .where("enrichment_status", "=", "running")
      .execute();
    return Number(jobs.numUpdatedRows);
  });
}
