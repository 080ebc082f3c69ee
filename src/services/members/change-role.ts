import { ApiError, issuesFromZod, validationError } from "../../errors";
import type { Actor } from "../access/actor";
import { memberLabel, recordAudit } from "../audit/record";
import type { AppDeps } from "../deps";
import { RoleSchema } from "./change-role.schema";
import { listMembers, type MemberView } from "./list";
import { ensureOwnersRemain } from "./organizations";
import { memberOf, requireOwner } from "./owners";

/**
 * Changes a member's role; the last owner keeps theirs. Their open sessions carry the new role from their next request.
 */
export async function changeMemberRole(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  memberId: string,
  input: { role: string },
): Promise<MemberView> {
  requireOwner(actor);
  const parsed = RoleSchema.safeParse(input);
  if (!parsed.success) throw validationError(issuesFromZod(parsed.error.issues));
  const role = parsed.data.role;
  await deps.db.transaction().execute(async (trx) => {
    const m = await memberOf(trx, actor, memberId);
    if (m.role === role) return;
    if (m.role === "owner") await ensureOwnersRemain(trx, actor.orgId, m.id);
    await trx.updateTable("members").set({ role }).where("id", "=", m.id).execute();
    await recordAudit(trx, {
      action: "member.role_changed",
      by: actor,
      orgId: actor.orgId,
      target: { type: "member", id: m.id, label: memberLabel(m) },
      details: { from: m.role, to: role },
      at: deps.clock.now(),
    });
  });
  const view = (await listMembers(deps, actor)).find((m) => m.id === memberId);
  if (!view) throw new ApiError("not_found", "Member not found.");
  return view;
}
