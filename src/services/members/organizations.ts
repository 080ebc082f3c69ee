import { inTransaction, type Db } from "../../db/database";
import type { Role } from "../../db/types";
import { ApiError, validationError } from "../../errors";
import type { Clock } from "../../platform/clock";
import { newId } from "../../platform/ids";
import { memberLabel, recordAudit, type AuditBy } from "../audit/record";
import { isEmailAddress } from "../shared/email-address";
import { isRole, ROLES } from "../access/roles";
import { endMemberSessions } from "../sessions/end";

export async function createOrganization(db: Db, clock: Clock, name: string): Promise<{ orgId: string }> {
  if (!name.trim()) throw validationError([{ path: "name", message: "must not be blank" }]);
  const orgId = newId();
  await db.insertInto("organizations").values({ id: orgId, name: name.trim(), created_at: clock.now() }).execute();
  return { orgId };
}

/**
 * A new member of the organisation; audited as `member.invited` by `by` (the admin CLI, the first
 * start, or an owner in the web app), in the same transaction.
 */
export async function createMember(
  db: Db,
  clock: Clock,
  input: { orgId: string; email?: string | null; role: string; name?: string | null },
  by: AuditBy,
): Promise<{ memberId: string }> {
  if (!isRole(input.role)) throw validationError([{ path: "role", message: `must be one of ${ROLES.join(", ")}` }]);
  if (input.email != null && !isEmailAddress(input.email))
    throw validationError([{ path: "email", message: "must be an email address" }]);
  const memberId = newId();
  const email = input.email?.toLowerCase() ?? null;
  await inTransaction(db, async (trx) => {
    const org = await trx.selectFrom("organizations").select("id").where("id", "=", input.orgId).executeTakeFirst();
    if (!org) throw new ApiError("not_found", "Organisation not found.");
    if (email != null) {
      // One member per person and organisation: a second one would get alerts and keys of its own.
      const same = await trx
        .selectFrom("members")
        .select("id")
        .where("org_id", "=", input.orgId)
        .where("email", "=", email)
        .where("removed_at", "is", null)
        .executeTakeFirst();
      if (same)
        throw validationError([{ path: "email", message: `${input.email} is already a member of this organisation` }]);
    }
    const now = clock.now();
    await trx
      .insertInto("members")
      .values({
        id: memberId,
        org_id: input.orgId,
        email,
        name: input.name ?? null,
        role: input.role as Role,
        removed_at: null,
        created_at: now,
      })
      .execute();
    await recordAudit(trx, {
      action: "member.invited",
      by,
      orgId: input.orgId,
      target: { type: "member", id: memberId, label: memberLabel({ email, name: input.name ?? null, id: memberId }) },
      details: { role: input.role },
      at: now,
    });
  });
  return { memberId };
}

/**
 * An organisation keeps an owner: before `ownerId` stops being one (removed or
 * given another role), another owner must remain. The owners' rows are locked until the caller's
 * transaction ends, so two owners demoting or removing each other at once cannot both succeed.
 */
export async function ensureOwnersRemain(trx: Db, orgId: string, ownerId: string): Promise<void> {
  const owners = await trx
    .selectFrom("members")
    .select("id")
    .where("org_id", "=", orgId)
    .where("role", "=", "owner")
    .where("removed_at", "is", null)
    .orderBy("id")
    .forUpdate()
    .execute();
  if (owners.some((o) => o.id === ownerId) && owners.length <= 1) {
    throw validationError([
      { path: "role", message: "this is the organisation's last owner: make another member an owner first" },
    ]);
  }
}

/**
 * Removing a member keeps its history; its keys stop working at once (authentication checks it),
 * and its web app sessions and unspent sign-in links end in the same transaction, as does its
 * audit row (`member.removed` by `by`). Removing a removed member changes (and records) nothing.
 * The last owner cannot be removed.
 */
export async function removeMember(db: Db, clock: Clock, memberId: string, by: AuditBy): Promise<boolean> {
  const now = clock.now();
  const removed = await inTransaction(db, async (trx) => {
    const member = await trx
      .selectFrom("members")
      .select(["org_id", "role"])
      .where("id", "=", memberId)
      .where("removed_at", "is", null)
      .executeTakeFirst();
    if (member?.role === "owner") await ensureOwnersRemain(trx, member.org_id, memberId);
    const gone = await trx
      .updateTable("members")
      .set({ removed_at: now })
      .where("id", "=", memberId)
      .where("removed_at", "is", null)
      .returning(["id", "org_id", "email", "name", "role"])
      .executeTakeFirst();
    if (!gone) return false;
    await endMemberSessions(trx, now, memberId);
    await recordAudit(trx, {
      action: "member.removed",
      by,
      orgId: gone.org_id,
      target: { type: "member", id: gone.id, label: memberLabel(gone) },
      details: { role: gone.role },
      at: now,
    });
    return true;
  });
  if (removed) return true;
  const exists = await db.selectFrom("members").select("id").where("id", "=", memberId).executeTakeFirst();
  if (!exists) throw new ApiError("not_found", "Member not found.");
  return true;
}
