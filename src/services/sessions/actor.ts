import type { Role } from "../../db/types";
import { constantTimeEqual, sha256Hex } from "../../platform/crypto";
import { ACTOR_MEMBER_COLUMNS, memberStillActs, type Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { scopesForRole } from "../access/scopes";
import { SESSION_IDLE_MS, TOUCH_EVERY_MS } from "./lifetimes";

export interface SessionInfo {
  id: string;
  createdAt: Date;
  /** The absolute expiry. */
  expiresAt: Date;
  /** When it ends if unused from now on (never after `expiresAt`). */
  idleExpiresAt: Date;
}

/**
 * The member a session cookie signs in, as an actor the services accept exactly as a key's: scopes
 * follow the role (a viewer's are the read scopes), rate limits count per member (`keyId` names
 * the member). Null when the token is unknown, the session ended or expired (idle or absolute), or
 * the member was removed. Renews the idle expiry.
 */
export async function sessionActor(
  deps: Pick<AppDeps, "db" | "clock" | "waitUntil" | "logger">,
  token: string | undefined,
): Promise<{ actor: Actor; session: SessionInfo } | null> {
  if (!token || token.length > 200) return null;
  const hash = await sha256Hex(token);
  const row = await deps.db
    .selectFrom("sessions as s")
    .innerJoin("members as m", "m.id", "s.member_id")
    .innerJoin("organizations as o", "o.id", "s.org_id")
    .select([
      "s.id",
      "s.token_hash",
      "s.created_at",
      "s.last_seen_at",
      "s.expires_at",
      "s.ended_at",
      ...ACTOR_MEMBER_COLUMNS,
    ])
    .where("s.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row || !constantTimeEqual(row.token_hash, hash)) return null;
  const now = deps.clock.now();
  if (row.ended_at || !memberStillActs(row)) return null;
  if (row.expires_at <= now || row.last_seen_at.getTime() + SESSION_IDLE_MS <= now.getTime()) return null;
  let lastSeen = row.last_seen_at;
  if (now.getTime() - lastSeen.getTime() >= TOUCH_EVERY_MS) {
    lastSeen = now;
    deps.waitUntil(
      deps.db
        .updateTable("sessions")
        .set({ last_seen_at: now })
        .where("id", "=", row.id)
        .where("last_seen_at", "<", now)
        .execute()
        .catch((err) => deps.logger.warn("could not renew a session", { error: err })),
    );
  }
  return {
    actor: memberActor(
      {
        orgId: row.orgId,
        orgName: row.orgName,
        memberId: row.memberId,
        email: row.email,
        name: row.memberName,
        role: row.role,
      },
      row.id,
    ),
    session: {
      id: row.id,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      idleExpiresAt: new Date(Math.min(row.expires_at.getTime(), lastSeen.getTime() + SESSION_IDLE_MS)),
    },
  };
}

/** A signed-in member as an actor: the read scopes for a viewer, every scope otherwise. */
export function memberActor(
  m: { orgId: string; orgName: string; memberId: string; email: string | null; name: string | null; role: Role },
  sessionId: string,
): Actor {
  return {
    orgId: m.orgId,
    orgName: m.orgName,
    memberId: m.memberId,
    memberEmail: m.email,
    memberName: m.name,
    role: m.role,
    keyId: `member:${m.memberId}`,
    keyName: "Web app",
    scopes: [...scopesForRole(m.role)],
    sessionId,
  };
}
