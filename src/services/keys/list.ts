import type { Actor } from "../access/actor";
import { type Deps, keysQuery, type MemberKey, view } from "./views";

/** The keys the actor may see, active first, newest first: their own, or an owner's organisation's. */
export async function listMemberKeys(deps: Deps, actor: Actor): Promise<MemberKey[]> {
  const rows = await keysQuery(deps, actor).orderBy("k.created_at", "desc").orderBy("k.id", "desc").execute();
  const now = deps.clock.now();
  const keys = rows.map((r) => view(r, actor, now));
  return [...keys.filter((k) => k.status === "active"), ...keys.filter((k) => k.status !== "active")];
}
