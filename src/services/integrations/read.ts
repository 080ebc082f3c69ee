import type { Db } from "../../db/database";
import type { IntegrationRow } from "../../db/types";
import { notFound } from "../../errors";
import type { Actor } from "../access/actor";
import { requireUuid } from "../shared/path-id";

/** The organisation's connection `id`; another organisation's is not found, as a missing one. */
export async function integrationOf(db: Db, actor: Actor, id: string, lock = false): Promise<IntegrationRow> {
  requireUuid(id);
  const row = await db
    .selectFrom("integrations")
    .selectAll()
    .where("id", "=", id)
    .where("org_id", "=", actor.orgId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound("Integration");
  return row;
}
