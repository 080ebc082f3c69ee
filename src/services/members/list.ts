import type { Role } from "../../db/types";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";

export interface MemberView {
  id: string;
  email: string | null;
  name: string | null;
  role: Role;
  joinedAt: string;
  /** When they last used the web app; null if never. */
  lastActiveAt: string | null;
  /** Invited and never signed in. */
  pending: boolean;
  you: boolean;
}

/** Everyone in the organisation, owners first, then by when they joined. */
export async function listMembers(deps: Pick<AppDeps, "db">, actor: Actor): Promise<MemberView[]> {
  const rows = await deps.db
    .selectFrom("members as m")
    .leftJoin("sessions as s", "s.member_id", "m.id")
    .select((eb) => [
      "m.id",
      "m.email",
      "m.name",
      "m.role",
      "m.created_at",
      eb.fn.max("s.last_seen_at").as("last_seen"),
      eb.fn.count("s.id").as("sessions"),
    ])
    .where("m.org_id", "=", actor.orgId)
    .where("m.removed_at", "is", null)
    .groupBy(["m.id", "m.email", "m.name", "m.role", "m.created_at"])
    .orderBy("m.created_at", "asc")
    .orderBy("m.id", "asc")
    .execute();
  const rank: Record<Role, number> = { owner: 0, member: 1, viewer: 2 };
  return rows
    .map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      role: r.role,
      joinedAt: r.created_at.toISOString(),
      lastActiveAt: r.last_seen ? new Date(r.last_seen as unknown as string).toISOString() : null,
      pending: Number(r.sessions) === 0,
      you: r.id === actor.memberId,
    }))
    .sort((a, b) => rank[a.role] - rank[b.role]);
}
