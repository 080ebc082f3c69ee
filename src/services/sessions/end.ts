import type { Db } from "../../db/database";
import { sha256Hex } from "../../platform/crypto";
import type { AppDeps } from "../deps";
import { DAY, SESSION_IDLE_MS } from "./lifetimes";

/** Sign out: the session the token names ends (nothing happens for an unknown one). */
export async function endSession(deps: Pick<AppDeps, "db" | "clock">, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await deps.db
    .updateTable("sessions")
    .set({ ended_at: deps.clock.now() })
    .where("token_hash", "=", await sha256Hex(token))
    .where("ended_at", "is", null)
    .execute();
}

/** Every session of a member ends, and their unspent links stop working (a removed member). */
export async function endMemberSessions(db: Db, now: Date, memberId: string): Promise<number> {
  await db
    .updateTable("sign_in_links")
    .set({ used_at: now })
    .where("member_id", "=", memberId)
    .where("used_at", "is", null)
    .execute();
  const r = await db
    .updateTable("sessions")
    .set({ ended_at: now })
    .where("member_id", "=", memberId)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Housekeeping: links and sessions a day past their end are deleted (jobs/schedule.ts). */
export async function pruneSessions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DAY);
  const links = await db.deleteFrom("sign_in_links").where("expires_at", "<", before).executeTakeFirst();
  const sessions = await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<", before),
        eb("ended_at", "<", before),
        eb("last_seen_at", "<", new Date(before.getTime() - SESSION_IDLE_MS)),
      ]),
    )
    .executeTakeFirst();
  return Number(links.numDeletedRows) + Number(sessions.numDeletedRows);
}
