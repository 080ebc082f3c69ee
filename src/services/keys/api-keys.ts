import { inTransaction, type Db } from "../../db/database";
import { ApiError } from "../../errors";
import type { Clock } from "../../platform/clock";
import { constantTimeEqual, randomToken, sha256Hex } from "../../platform/crypto";
import { newId } from "../../platform/ids";
import { ACTOR_MEMBER_COLUMNS, memberStillActs, type Actor } from "../access/actor";
import type { AuthCache } from "../access/auth-cache";
import { keyLabel, memberLabel, recordAudit, type AuditBy } from "../audit/record";
import { isScope, type Scope } from "../access/scopes";

export const KEY_PREFIX = "live_";
const KEY_FORMAT = /^live_[A-Za-z0-9_-]{32,200}$/;

/** A new secret: `live_` and 43 URL-safe characters (32 random bytes). */
export function generateSecret(): string {
  return KEY_PREFIX + randomToken(32);
}

export const hashSecret = (secret: string) => sha256Hex(secret);

/** The part of a key safe to show in lists: enough to recognise it, useless to an attacker. */
export const displayPrefix = (secret: string) => secret.slice(0, KEY_PREFIX.length + 6);

export interface IssueKeyInput {
  memberId: string;
  scopes: string[];
  name?: string;
  expiresAt?: Date | null;
}

/**
 * A key for a member: the secret is returned once and only its hash kept. Audited as `key.created`
 * by `by` (the admin CLI, or the member in the web app), in the same transaction.
 */
export async function issueKey(
  db: Db,
  clock: Clock,
  input: IssueKeyInput,
  by: AuditBy,
): Promise<{ keyId: string; key: string }> {
  const scopes = [...new Set(input.scopes)];
  const bad = scopes.filter((s) => !isScope(s));
  if (bad.length || scopes.length === 0) {
    throw new ApiError("validation_error", `Invalid scopes: ${bad.join(", ") || "(none given)"}`);
  }
  const key = generateSecret();
  const keyId = newId();
  const name = input.name ?? "API key";
  const prefix = displayPrefix(key);
  const secretHash = await hashSecret(key);
  await inTransaction(db, async (trx) => {
    const member = await trx
      .selectFrom("members")
      .select(["id", "org_id", "email", "name", "removed_at"])
      .where("id", "=", input.memberId)
      .executeTakeFirst();
    if (!member || member.removed_at) throw new ApiError("not_found", "Member not found.");
    const now = clock.now();
    await trx
      .insertInto("api_keys")
      .values({
        id: keyId,
        org_id: member.org_id,
        member_id: member.id,
        name,
        prefix,
        secret_hash: secretHash,
        scopes,
        expires_at: input.expiresAt ?? null,
        revoked_at: null,
        last_used_at: null,
        created_at: now,
      })
      .execute();
    await recordAudit(trx, {
      action: "key.created",
      by,
      orgId: member.org_id,
      target: { type: "key", id: keyId, label: keyLabel({ name, prefix }) },
      details: { member: memberLabel(member), scopes, expiresAt: input.expiresAt?.toISOString() ?? null },
      at: now,
    });
  });
  return { keyId, key };
}

/**
 * Revokes a key: calls with it are refused from now on. A key revoked already keeps its first
 * revocation (nothing changes, nothing is audited); false when there is no such key. Audited as
 * `key.revoked` by `by`, in the same transaction.
 */
export async function revokeKey(db: Db, clock: Clock, keyId: string, by: AuditBy): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const now = clock.now();
    const revoked = await trx
      .updateTable("api_keys")
      .set({ revoked_at: now })
      .where("id", "=", keyId)
      .where("revoked_at", "is", null)
      .returning(["id", "org_id", "name", "prefix", "member_id"])
      .executeTakeFirst();
    if (!revoked)
      return (await trx.selectFrom("api_keys").select("id").where("id", "=", keyId).executeTakeFirst()) !== undefined;
    const member = revoked.member_id
      ? await trx
          .selectFrom("members")
          .select(["id", "email", "name"])
          .where("id", "=", revoked.member_id)
          .executeTakeFirst()
      : undefined;
    await recordAudit(trx, {
      action: "key.revoked",
      by,
      orgId: revoked.org_id,
      target: { type: "key", id: revoked.id, label: keyLabel(revoked) },
      details: { member: member ? memberLabel(member) : null },
      at: now,
    });
    return true;
  });
}

const INVALID = () => new ApiError("unauthorized", "The API key is not valid.");

/**
 * SHA-256 of recently presented keys. Web Crypto's digest is asynchronous and, for a 48-byte key,
 * costs far more in scheduling than in hashing: about a tenth of an authenticated read's CPU
 * (bench/results.md). Only the hash is cached, never a verdict: every request still looks the key
 * up (or finds it in AuthCache, which forgets on every change), so revocation, expiry and member
 * removal take effect at once. Bounded; emptied when full.
 */
const HASH_CACHE_MAX = 1000;
const hashCache = new Map<string, string>();
async function presentedKeyHash(secret: string): Promise<string> {
  const cached = hashCache.get(secret);
  if (cached !== undefined) return cached;
  const hash = await hashSecret(secret);
  if (hashCache.size >= HASH_CACHE_MAX) hashCache.clear();
  hashCache.set(secret, hash);
  return hash;
}

/**
 * Resolves `Authorization: Bearer live_…` to an Actor. Missing and malformed keys are told apart;
 * unknown, revoked, expired and memberless keys all read the same, so a caller learns nothing.
 */
export async function authenticate(
  db: Db,
  clock: Clock,
  authorization: string | undefined,
  cache?: AuthCache<KeyRecord>,
): Promise<Actor> {
  if (!authorization) {
    throw new ApiError("unauthorized", "Missing API key. Send it as 'Authorization: Bearer live_…'.");
  }
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!m || !KEY_FORMAT.test(m[1]!)) {
    throw new ApiError("unauthorized", "Malformed API key. Send it as 'Authorization: Bearer live_…'.");
  }
  const hash = await presentedKeyHash(m[1]!);
  let row = cache?.get(hash);
  if (!row) {
    const mark = cache?.mark() ?? 0;
    row = await lookupKey(db, hash);
    if (!row) throw INVALID();
    cache?.set(hash, row, mark);
  }
  // Judged on every request, cached or not: expiry moves with the clock.
  const now = clock.now();
  if (row.revoked_at || (row.expires_at && row.expires_at <= now)) throw INVALID();
  if (!memberStillActs(row)) throw INVALID();
  return {
    orgId: row.orgId,
    orgName: row.orgName,
    memberId: row.memberId,
    memberEmail: row.email,
    memberName: row.memberName,
    role: row.role,
    keyId: row.keyId,
    keyName: row.keyName,
    keyPrefix: row.keyPrefix,
    scopes: row.scopes.filter(isScope),
  };
}

/** A key's row with its member and organisation, as `authenticate` judges it (and AuthCache keeps it). */
export type KeyRecord = NonNullable<Awaited<ReturnType<typeof lookupKey>>>;

async function lookupKey(db: Db, hash: string) {
  const row = await db
    .selectFrom("api_keys as k")
    .innerJoin("members as m", "m.id", "k.member_id")
    .innerJoin("organizations as o", "o.id", "k.org_id")
    .select([
      "k.id as keyId",
      "k.name as keyName",
      "k.prefix as keyPrefix",
      "k.secret_hash as hash",
      "k.scopes",
      "k.expires_at",
      "k.revoked_at",
      ...ACTOR_MEMBER_COLUMNS,
    ])
    .where("k.secret_hash", "=", hash)
    .executeTakeFirst();
  return row && constantTimeEqual(row.hash, hash) ? row : undefined;
}

/**
 * Scope check shared by REST and tools. A viewer's key is read-only whatever scopes it carries.
 */
export function requireScopes(actor: Actor, required: Scope[], opts: { write: boolean }): void {
  const missing = required.filter((s) => !actor.scopes.includes(s));
  if (actor.sessionId && opts.write && actor.role === "viewer") {
    // A signed-in viewer has the read scopes only (services/sessions/actor.ts): what they lack is the role.
    throw new ApiError("forbidden", "You are a viewer in this organisation: viewers can only read.", {
      requiredScopes: required,
      grantedScopes: actor.scopes,
      role: actor.role,
    });
  }
  if (missing.length) {
    throw new ApiError("forbidden", `This API key lacks the required scope: ${missing.join(", ")}.`, {
      requiredScopes: required,
      grantedScopes: actor.scopes,
    });
  }
  if (opts.write && actor.role === "viewer") {
    throw new ApiError("forbidden", "This API key acts for a viewer, who can only read.", {
      requiredScopes: required,
      grantedScopes: actor.scopes,
      role: actor.role,
    });
  }
}
