import type { Db } from "../../db/database";
import type { EntityRow } from "../../db/types";

/**
 * The company as it is when the run commits, not as it was when the run started: a PATCH during
 * the run (alerts turned off, a paused company, new alert addresses) counts for this run's alert
 * (docs/pipeline.md, "Alert rules"). Undefined when the company was deleted during the run.
 */
export async function companyAtCommit(trx: Db, entityId: string): Promise<EntityRow | undefined> {
  return trx.selectFrom("entities").selectAll().where("id", "=", entityId).executeTakeFirst();
}
