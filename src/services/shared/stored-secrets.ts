import type { Db } from "../../db/database";
import { randomToken } from "../../platform/crypto";

/**
 * A secret kept in the database (made on first use), so cursors signed before a restart still
 * verify after it without the operator having to configure one.
 */
export async function getOrCreateSecret(db: Db, key: string): Promise<string> {
  await db
    .insertInto("app_settings")
    .values({ key, value: randomToken(32) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", key).executeTakeFirstOrThrow();
  return row.value;
}
