import type { Db } from "../../db/database";
import type { DigestFrequency } from "../../db/types";
import { ApiError } from "../../errors";
import { base64UrlEncode, constantTimeEqual, hmacSha256 } from "../../platform/crypto";
import type { AppDeps } from "../deps";
import { getOrCreateSecret } from "../shared/stored-secrets";

/*
 * Unsubscribing from the digest without signing in (docs/digest.md). The link in each digest
 * carries a token naming the member and signed with a secret the server keeps (made once, in the
 * database, as the cursor secret is): `<memberId>.<HMAC-SHA256 of a purpose and the id>`. It
 * cannot be made for another member without the secret, and names nothing else, so it only
 * ever turns that one member's digest off. It does not expire: an unsubscribe link must keep
 * working for as long as the mail that carries it may be read (RFC 8058).
 *
 * Reading a token changes nothing: a mail scanner opening the link only sees the page; the
 * change is a POST (the page's button, or the mailbox provider's one-click POST).
 */

const SECRET_KEY = "digest_unsubscribe_secret";
const PURPOSE = "digest-unsubscribe/v1:";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const invalidLink = () =>
  new ApiError("not_found", "This unsubscribe link is not valid. Open Settings in the app to change your digest.");

async function mac(db: Db, memberId: string): Promise<string> {
  return base64UrlEncode(await hmacSha256(await getOrCreateSecret(db, SECRET_KEY), PURPOSE + memberId));
}

/** The token of `memberId`'s unsubscribe link. */
export async function unsubscribeToken(db: Db, memberId: string): Promise<string> {
  return `${memberId}.${await mac(db, memberId)}`;
}

/** The member a token was made for, when its signature holds; null otherwise. */
async function verifiedMemberId(db: Db, token: string): Promise<string | null> {
  if (typeof token !== "string" || token.length > 200) return null;
  const dot = token.indexOf(".");
  const memberId = token.slice(0, dot);
  if (dot < 0 || !UUID.test(memberId)) return null;
  return constantTimeEqual(token.slice(dot + 1), await mac(db, memberId)) ? memberId : null;
}

export interface UnsubscribeTarget {
  memberId: string;
  email: string;
  orgName: string;
  frequency: DigestFrequency;
}

async function target(db: Db, token: string): Promise<UnsubscribeTarget> {
  const memberId = await verifiedMemberId(db, token);
  if (!memberId) throw invalidLink();
  const m = await db
    .selectFrom("members as m")
    .innerJoin("organizations as o", "o.id", "m.org_id")
    .select(["m.id", "m.email", "m.removed_at", "m.digest_frequency", "o.name as orgName"])
    .where("m.id", "=", memberId)
    .executeTakeFirst();
  // A removed member gets no digest: their link has nothing left to do.
  if (!m || m.removed_at || !m.email) throw invalidLink();
  return { memberId: m.id, email: m.email, orgName: m.orgName, frequency: m.digest_frequency };
}

/**
 * Who a link would unsubscribe, for the page that asks to confirm (GET: changes nothing). 404 for a link that is not
 * valid.
 */
export async function readUnsubscribeLink(deps: Pick<AppDeps, "db">, token: string): Promise<UnsubscribeTarget> {
  return target(deps.db, token);
}

/**
 * Turns the link's member's digest off (frequency `off`). Safe to repeat: a second POST finds it
 * off already. 404 for a link that is not valid.
 */
export async function unsubscribeByToken(
  deps: Pick<AppDeps, "db" | "clock" | "logger">,
  token: string,
): Promise<UnsubscribeTarget & { alreadyOff: boolean }> {
  const t = await target(deps.db, token);
  if (t.frequency === "off") return { ...t, alreadyOff: true };
  await deps.db
    .updateTable("members")
    .set({ digest_frequency: "off", digest_changed_at: deps.clock.now() })
    .where("id", "=", t.memberId)
    .execute();
  deps.logger.info("digest unsubscribed by link", { memberId: t.memberId });
  return { ...t, frequency: "off", alreadyOff: false };
}
