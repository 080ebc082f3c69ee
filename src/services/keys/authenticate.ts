import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import type { Clock } from "../../platform/clock";
import { constantTimeEqual, sha256Hex } from "../../platform/crypto";
import { ACTOR_MEMBER_COLUMNS, memberStillActs, type Actor } from "../access/actor";
import type { AuthCache } from "../access/auth-cache";
import { isScope, type Scope } from "../access/scopes";
import { KEY_FORMAT, hashSecret } from "./secrets";

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
