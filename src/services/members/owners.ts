import { z } from "zod";
import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import type { Actor } from "../access/actor";

/*
 * The organisation's members as its owners manage them in the web app: invite
 * by email with a role (the invitation is a sign-in link, valid a week), change a role, remove a
 * member (their sessions and keys stop at once: services/members/organizations.ts `removeMember`). Every
 * member sees who is in the team; only owners change it, checked here. The last owner can be
 * neither removed nor demoted (organizations.ts `ensureOwnersRemain`, under a lock on the owners'
 * rows, so two owners demoting each other at once leave one).
 */

export function requireOwner(actor: Actor): void {
  if (actor.role !== "owner")
    throw new ApiError("forbidden", "Only an owner of the organisation can invite, change or remove members.");
}

export async function memberOf(db: Db, actor: Actor, memberId: string) {
  if (!z.uuid().safeParse(memberId).success) throw new ApiError("not_found", "Member not found.");
  const m = await db
    .selectFrom("members")
    .select(["id", "email", "name", "role"])
    .where("id", "=", memberId)
    .where("org_id", "=", actor.orgId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (!m) throw new ApiError("not_found", "Member not found.");
  return m;
}
