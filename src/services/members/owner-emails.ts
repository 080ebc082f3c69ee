import type { Db } from "../../db/database";

/** The addresses of the organisation's owners who are still members: who hears of trouble with its settings. */
export async function ownerEmails(db: Db, orgId: string): Promise<string[]> {
  const owners = await db
    .selectFrom("members")
    .select("email")
    .where("org_id", "=", orgId)
    .where("role", "=", "owner")
    .where("removed_at", "is", null)
    .where("email", "is not", null)
    .orderBy("created_at")
    .execute();
  return owners.map((o) => o.email!).filter(Boolean);
}
