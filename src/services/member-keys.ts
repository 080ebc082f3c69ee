import { z } from "zod";
import { inTransaction } from "../db/database";
import { ApiError, issuesFromZod, validationError } from "../errors";
import type { Actor } from "./actor";
import { issueKey, revokeKey } from "./api-keys";
import type { AppDeps } from "./deps";
import { submitOnce } from "./form-submissions";
import { effectiveScopes, SCOPES, scopesForRole, type Scope } from "./scopes";

/*
 * API keys as members manage them in the web app, over the admin CLI's rules
 * (services/api-keys.ts `issueKey`, `revokeKey`): a member makes keys for themself and sees and
 * revokes their own; an owner sees and revokes every key of the organisation. Another member's key
 * is `not_found` to a member, as another organisation's is to everyone: its existence is not told.
 * A viewer may make keys with read scopes only; a key that names more (made before a demotion, or
 * by the admin CLI) stays read-only whatever its scopes (authentication carries the role; every
 * write checks it), and is shown with its effective scopes.
 *
 * Each write is one transaction; when `deps.db` is already a transaction the write joins it, so a
 * caller can commit its own row (an audit entry) with the change, or neither.
 */

type Deps = Pick<AppDeps, "db" | "clock" | "authCache">;

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

export const NewKeySchema = z.object({
  name: z.string().trim().min(1, "must not be blank").max(100, "must be at most 100 characters"),
  scopes: z.array(z.enum(SCOPES)).min(1, "choose at least one scope"),
  /** A day (`2027-01-31`, the key works until its end, UTC) or an instant; absent: never expires. */
  expiresAt: z.string().trim().optional(),
});
export type NewKey = z.input<typeof NewKeySchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function expiryOf(raw: string | undefined, now: Date): Date | null {
  if (!raw) return null;
  const at = DAY.test(raw) ? new Date(`${raw}T23:59:59.999Z`) : new Date(raw);
  if (Number.isNaN(at.getTime()))
    throw validationError([{ path: "expiresAt", message: "must be a date (YYYY-MM-DD)" }]);
  if (at <= now) throw validationError([{ path: "expiresAt", message: "must be in the future" }]);
  return at;
}

function statusOf(
  row: { revoked_at: Date | null; expires_at: Date | null; removed_at: Date | null },
  now: Date,
): KeyStatus {
  if (row.revoked_at) return "revoked";
  if (row.removed_at) return "member_removed";
  if (row.expires_at && row.expires_at <= now) return "expired";
  return "active";
}

function keysQuery(deps: Deps, actor: Actor) {
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

type KeyRow = Awaited<ReturnType<ReturnType<typeof keysQuery>["execute"]>>[number];

function view(row: KeyRow, actor: Actor, now: Date): MemberKey {
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

/** The keys the actor may see, active first, newest first: their own, or an owner's organisation's. */
export async function listMemberKeys(deps: Deps, actor: Actor): Promise<MemberKey[]> {
  const rows = await keysQuery(deps, actor).orderBy("k.created_at", "desc").orderBy("k.id", "desc").execute();
  const now = deps.clock.now();
  const keys = rows.map((r) => view(r, actor, now));
  return [...keys.filter((k) => k.status === "active"), ...keys.filter((k) => k.status !== "active")];
}

/** One key the actor may see, or `not_found`. */
export async function getMemberKey(deps: Deps, actor: Actor, keyId: string): Promise<MemberKey> {
  if (!z.uuid().safeParse(keyId).success) throw new ApiError("not_found", "API key not found.");
  const row = await keysQuery(deps, actor).where("k.id", "=", keyId).executeTakeFirst();
  if (!row) throw new ApiError("not_found", "API key not found.");
  return view(row, actor, deps.clock.now());
}

/** A key for the actor themself; the secret is returned here once and never stored. */
export async function createOwnKey(
  deps: Deps,
  actor: Actor,
  input: NewKey,
): Promise<{ key: MemberKey; secret: string }> {
  const parsed = NewKeySchema.safeParse(input);
  if (!parsed.success) throw validationError(issuesFromZod(parsed.error.issues));
  // A viewer's key could never use a write scope (spec 5.4): one that names it would claim what it cannot do.
  const allowed = scopesForRole(actor.role);
  const beyond = parsed.data.scopes.filter((s) => !allowed.includes(s));
  if (beyond.length)
    throw validationError([
      {
        path: "scopes",
        message: `${actor.role === "viewer" ? "a viewer's keys can only read" : "only owners' keys may hold it"}: ${beyond.join(", ")} is not allowed; choose from ${allowed.join(", ")}`,
      },
    ]);
  const expiresAt = expiryOf(parsed.data.expiresAt, deps.clock.now());
  return inTransaction(deps.db, async (db) => {
    const { keyId, key } = await issueKey(
      db,
      deps.clock,
      { memberId: actor.memberId, scopes: parsed.data.scopes, name: parsed.data.name, expiresAt },
      actor,
    );
    return { key: await getMemberKey({ ...deps, db }, actor, keyId), secret: key };
  });
}

/** What a key made from the web app's form hands over to the page after the post: shown once. */
export interface CreatedKeyHandover {
  keyId: string;
  secret: string;
  forAgent: boolean;
}

/**
 * createOwnKey for the web app's form: once per submission (`token`, services/form-submissions.ts),
 * the secret handed over to the page the post redirects to in the key's own transaction.
 */
export async function createOwnKeyOnce(
  deps: AppDeps,
  actor: Actor,
  input: NewKey,
  sub: { token: string; request: unknown; forAgent: boolean },
): Promise<{ keyId: string; replayed: boolean }> {
  const { result, replayed } = await submitOnce<{ keyId: string }>(
    deps,
    actor,
    { form: "POST /app/settings/keys", token: sub.token, request: sub.request },
    (commit) =>
      inTransaction(deps.db, async (db) => {
        const { key, secret } = await createOwnKey({ ...deps, db }, actor, input);
        const handover: CreatedKeyHandover = { keyId: key.id, secret, forAgent: sub.forAgent };
        await commit(db, { keyId: key.id }, handover);
        return { keyId: key.id };
      }),
  );
  return { keyId: result.keyId, replayed };
}

/**
 * Revokes a key the actor may see (their own; any of the organisation's for an owner). Revoking
 * twice is no error. Every process hears of it through the database's notification (the trigger
 * the admin CLI's revoke relies on too); this process also forgets its verified keys here, so the
 * next request it serves is refused even before that notification arrives (inside a caller's
 * transaction, the notification sent at its commit is what tells).
 */
export async function revokeMemberKey(deps: Deps, actor: Actor, keyId: string): Promise<MemberKey> {
  const revoked = await inTransaction(deps.db, async (db) => {
    const key = await getMemberKey({ ...deps, db }, actor, keyId);
    if (key.status !== "revoked") await revokeKey(db, deps.clock, key.id, actor);
    return getMemberKey({ ...deps, db }, actor, keyId);
  });
  deps.authCache?.invalidate();
  return revoked;
}
