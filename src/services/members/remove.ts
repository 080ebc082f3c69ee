import { ApiError } from "../../errors";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { listMembers, type MemberView } from "./list";
import { removeMember } from "./organizations";
import { memberOf, requireOwner } from "./owners";

/** The member an owner is asked to confirm removing: owners only, as the removal itself. */
export async function memberToRemove(deps: Pick<AppDeps, "db">, actor: Actor, memberId: string): Promise<MemberView> {
  requireOwner(actor);
  const view = (await listMembers(deps, actor)).find((m) => m.id === memberId);
  if (!view) throw new ApiError("not_found", "Member not found.");
  return view;
}

/** Removes a member of the actor's organisation (organizations.ts `removeMember`: sessions and keys stop at once). */
export async function removeMemberAs(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  memberId: string,
): Promise<{ email: string | null; name: string | null }> {
  requireOwner(actor);
  const m = await memberOf(deps.db, actor, memberId);
  await removeMember(deps.db, deps.clock, m.id, actor);
  return { email: m.email, name: m.name };
}
