import { inTransaction } from "../../db/database";
import type { Actor } from "../access/actor";
import { revokeKey } from "./revoke-key";
import { getMemberKey } from "./get";
import type { Deps, MemberKey } from "./views";

/**
 * Revokes a key the actor may see (their own; any of the organisation's for an owner). Revoking
 * twice is no error. Every process hears of it through the database's notification (the trigger
 * the admin CLI's revoke relies on too); this process also forgets its verified keys here, so the
 * next request it serves is refused even before that notification arrives (inside a caller's
 * transaction, the notification sent at its commit is what tells).
 */
export async function revokeMemberKey(deps: Deps, actor: Actor, keyId: string): Promise<MemberKey> {
  const revoked = await inTransaction(deps.db, async (db) => {
    const key = await getMemberKey({ ...deps, db }, actor, keyId);
    if (key.status !== "revoked") await revokeKey(db, deps.clock, key.id, actor);
    return getMemberKey({ ...deps, db }, actor, keyId);
  });
  deps.authCache?.invalidate();
  return revoked;
}
