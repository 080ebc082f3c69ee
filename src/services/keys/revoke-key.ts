import { inTransaction, type Db } from "../../db/database";
import type { Clock } from "../../platform/clock";
import { keyLabel, memberLabel, recordAudit, type AuditBy } from "../audit/record";

/**
 * Revokes a key: calls with it are refused from now on. A key revoked already keeps its first
 * revocation (nothing changes, nothing is audited); false when there is no such key. Audited as
 * `key.revoked` by `by`, in the same transaction.
 */
export async function revokeKey(db: Db, clock: Clock, keyId: string, by: AuditBy): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const now = clock.now();
    const revoked = await trx
      .updateTable("api_keys")
      .set({ revoked_at: now })
      .where("id", "=", keyId)
      .where("revoked_at", "is", null)
      .returning(["id", "org_id", "name", "prefix", "member_id"])
      .executeTakeFirst();
    if (!revoked)
      return (await trx.selectFrom("api_keys").select("id").where("id", "=", keyId).executeTakeFirst()) !== undefined;
    const member = revoked.member_id
      ? await trx
          .selectFrom("members")
          .select(["id", "email", "name"])
          .where("id", "=", revoked.member_id)
          .executeTakeFirst()
      : undefined;
    await recordAudit(trx, {
      action: "key.revoked",
      by,
      orgId: revoked.org_id,
      target: { type: "key", id: revoked.id, label: keyLabel(revoked) },
      details: { member: member ? memberLabel(member) : null },
      at: now,
    });
    return true;
  });
}
