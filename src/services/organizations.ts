import type { Db } from "../db/database";
import type { Role } from "../db/types";
import { ApiError } from "../errors";
import type { Clock } from "../platform/clock";
import { newId } from "../platform/ids";
import { endMemberSessions } from "./sessions";

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ROLES: Role[] = ["owner", "member", "viewer"];

export async function createOrganization(db: Db, clock: Clock, name: string): Promise<{ orgId: string }> {
  if (!name.trim()) throw new ApiError("validation_error", "Invalid request: name: must not be blank");
  const orgId = newId();
  await db.insertInto("organizations").values({ id: orgId, name: name.trim(), created_at: clock.now() }).execute();
  return { orgId };
}

export async function createMember(
  db: Db,
  clock: Clock,
  input: { orgId: string; email?: string | null; role: string; name?: string | null },
): Promise<{ memberId: string }> {
  if (!ROLES.includes(input.role as Role)) {
    throw new ApiError("validation_error", `Invalid request: role: must be one of ${ROLES.join(", ")}`);
  }
  if (input.email != null && !EMAIL_RE.test(input.email)) {
    throw new ApiError("validation_error", "Invalid request: email: must be an email address");
  }
  const org = await db.selectFrom("organizations").select("id").where("id", "=", input.orgId).executeTakeFirst();
  if (!org) throw new ApiError("not_found", "Organisation not found.");
  if (input.email != null) {
    // One member per person and organisation: a second one would get alerts and keys of its own.
    const same = await db
      .selectFrom("members")
      .select("id")
      .where("org_id", "=", input.orgId)
      .where("email", "=", input.email.toLowerCase())
      .where("removed_at", "is", null)
      .executeTakeFirst();
    if (same) throw new ApiError("validation_error", `Invalid request: email: ${input.email} is already a member of this organisation (${same.id})`);
  }
  const memberId = newId();
  await db
    .insertInto("members")
    .values({
      id: memberId,
      org_id: input.orgId,
      email: input.email?.toLowerCase() ?? null,
      name: input.name ?? null,
      role: input.role as Role,
      removed_at: null,
      created_at: clock.now(),
    })
    .execute();
  return { memberId };
}

/**
 * Removing a member keeps its history; its keys stop working at once (authentication checks it),
 * and its web app sessions and unspent sign-in links end in the same transaction.
 */
export async function removeMember(db: Db, clock: Clock, memberId: string): Promise<boolean> {
  const now = clock.now();
  const removed = await db.transaction().execute(async (trx) => {
    const r = await trx.updateTable("members").set({ removed_at: now }).where("id", "=", memberId).where("removed_at", "is", null).executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) await endMemberSessions(trx, now, memberId);
    return Number(r.numUpdatedRows) > 0;
  });
  if (removed) return true;
  const exists = await db.selectFrom("members").select("id").where("id", "=", memberId).executeTakeFirst();
  if (!exists) throw new ApiError("not_found", "Member not found.");
  return true;
}
