import { inTransaction, type Db } from "../../db/database";
import { ApiError } from "../../errors";
import type { Clock } from "../../platform/clock";
import { newId } from "../../platform/ids";
import { isScope } from "../access/scopes";
import { keyLabel, memberLabel, recordAudit, type AuditBy } from "../audit/record";
import { displayPrefix, generateSecret, hashSecret } from "./secrets";

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
