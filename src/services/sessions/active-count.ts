import { sql } from "kysely";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { SESSION_IDLE_MS } from "./lifetimes";

/** The active sessions of a member (Settings shows them). */
export async function activeSessionCount(deps: Pick<AppDeps, "db" | "clock">, actor: Actor): Promise<number> {
  const now = deps.clock.now();
  const { n } = await deps.db
    .selectFrom("sessions")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("member_id", "=", actor.memberId)
    .where("ended_at", "is", null)
    .where("expires_at", ">", now)
    .where("last_seen_at", ">", new Date(now.getTime() - SESSION_IDLE_MS))
    .executeTakeFirstOrThrow();
  return n;
}
