import type { Role } from "../../db/types";
import type { Scope } from "./scopes";

/**
 * Who is calling: the key, the member it acts for and their organisation. A member signed in to the
 * web app is an actor too (services/sessions/actor.ts `sessionActor`): `sessionId` is set, `keyId` names
 * the member (`member:<id>`), so rate limits count per member, and the scopes follow the role.
 */
export interface Actor {
  orgId: string;
  orgName: string;
  memberId: string;
  memberEmail: string | null;
  memberName: string | null;
  role: Role;
  keyId: string;
  keyName: string;
  scopes: Scope[];
  /** Set when the member acts through a web app session rather than an API key. */
  sessionId?: string;
  /** The API key's shown prefix (`live_abc123`), for the audit log; absent for a session. */
  keyPrefix?: string;
  /**
   * Where the request came from (http/client-address.ts), set by the HTTP layer for keys and
   * sessions alike; the audit log records it. Absent outside a request.
   */
  client?: ClientInfo;
}

/**
 * The member and organisation columns an actor is read from, wherever a credential (an API key, a
 * session) is looked up with its member joined as `m` and its organisation as `o`.
 */
export const ACTOR_MEMBER_COLUMNS = [
  "m.id as memberId",
  "m.email",
  "m.name as memberName",
  "m.role",
  "m.removed_at",
  "m.org_id as memberOrgId",
  "o.id as orgId",
  "o.name as orgName",
] as const;

/** Whether a credential's member may still act through it: not removed, and still in the credential's organisation. */
export function memberStillActs(row: { removed_at: Date | null; memberOrgId: string; orgId: string }): boolean {
  return !row.removed_at && row.memberOrgId === row.orgId;
}

/** A request's client, as the audit log keeps it. */
export interface ClientInfo {
  /** The client's IP address; null when unknown. */
  address: string | null;
  userAgent: string | null;
}
