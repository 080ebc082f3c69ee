import type { Actor } from "../access/actor";
import { effectiveScopes, SCOPES, type Scope } from "../access/scopes";
import type { AppDeps } from "../deps";

/*
 * API keys as members manage them in the web app, over the admin CLI's rules
 * (services/keys/issue.ts `issueKey`, revoke-key.ts `revokeKey`): a member makes keys for themself and sees and
 * revokes their own; an owner sees and revokes every key of the organisation. Another member's key
 * is `not_found` to a member, as another organisation's is to everyone: its existence is not told.
 * A viewer may make keys with read scopes only; a key that names more (made before a demotion, or
 * by the admin CLI) stays read-only whatever its scopes (authentication carries the role; every
 * write checks it), and is shown with its effective scopes.
 *
 * Each write is one transaction; when `deps.db` is already a transaction the write joins it, so a
 * caller can commit its own row (an audit entry) with the change, or neither.
 */

export type Deps = Pick<AppDeps, "db" | "clock" | "authCache">;

export type KeyStatus = "active" | "expired" | "revoked" | "member_removed";

export interface MemberKey {
  id: string;
  name: string;
  /** The start of the secret (`live_abc123`), enough to recognise it. */
  prefix: string;
  scopes: Scope[];
  /** What the scopes let the key do: a viewer's key only reads, whatever it names (spec 5.4). */
  effectiveScopes: Scope[];
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  status: KeyStatus;
  member: { id: string; email: string | null; name: string | null; role: Actor["role"] };
  /** Whether it is the signed-in member's own. */
  own: boolean;
}

export function statusOf(
  row: { revoked_at: Date | null; expires_at: Date | null; removed_at: Date | null },
  now: Date,
): KeyStatus {
  if (row.revoked_at) return "revoked";
  if (row.removed_at) return "member_removed";
  if (row.expires_at && row.expires_at <= now) return "expired";
  return "active";
}

export function keysQuery(deps: Deps, actor: Actor) {
  let q = deps.db
    .selectFrom("api_keys as k")
    .innerJoin("members as m", "m.id", "k.member_id")
    .select([
      "k.id",
      "k.name",
      "k.prefix",
      "k.scopes",
      "k.created_at",
      "k.expires_at",
      "k.revoked_at",
      "k.last_used_at",
      "m.id as member_id",
      "m.email",
      "m.name as member_name",
      "m.role",
      "m.removed_at",
    ])
    .where("k.org_id", "=", actor.orgId);
  if (actor.role !== "owner") q = q.where("k.member_id", "=", actor.memberId);
  return q;
}

export type KeyRow = Awaited<ReturnType<ReturnType<typeof keysQuery>["execute"]>>[number];

export function view(row: KeyRow, actor: Actor, now: Date): MemberKey {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const scopes = row.scopes.filter((s): s is Scope => (SCOPES as readonly string[]).includes(s));
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes,
    effectiveScopes: effectiveScopes(row.role, scopes),
    createdAt: row.created_at.toISOString(),
    expiresAt: iso(row.expires_at),
    revokedAt: iso(row.revoked_at),
    lastUsedAt: iso(row.last_used_at),
    status: statusOf(row, now),
    member: { id: row.member_id, email: row.email, name: row.member_name, role: row.role },
    own: row.member_id === actor.memberId,
  };
}
