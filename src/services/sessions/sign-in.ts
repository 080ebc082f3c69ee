import type { Db } from "../../db/database";
import { ApiError, validationError } from "../../errors";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import { queueEmail } from "../../lifecycle/mail";
import { constantTimeEqual, randomToken, sha256Hex } from "../../platform/crypto";
import { mailOf } from "../../platform/from-config";
import { newId } from "../../platform/ids";
import type { ClientInfo } from "../access/actor";
import { memberLabel, recordAudit } from "../audit/record";
import { isEmailAddress } from "../shared/email-address";
import { signInLinkBase } from "./mail-links";
import type { AppDeps } from "../deps";
import { consumeLimits, rateLimiterDeps } from "../access/rate-limit";
import { MINUTE, SIGN_IN_LINK_TTL_MS, SESSION_ABSOLUTE_MS } from "./lifetimes";
import { memberActor } from "./actor";

/*
 * Signing in to the web app (docs/web.md): a member asks for a link by email, the link is single
 * use and valid 15 minutes (only its token's SHA-256 is stored), and spending it makes a session,
 * a server-side row whose token the browser holds in a cookie (src/web/session.ts sets it). The
 * rules of sessions live here, not in the web layer, because the admin CLI's remove-member ends a
 * member's sessions too (services/members/organizations.ts).
 */

/**
 * Sign-in requests, counted whether or not the address belongs to a member (so the limit tells
 * nothing either): per address, so nobody can flood an inbox, and per client address.
 */
export const SIGN_IN_LIMITS = {
  address: { limit: 5, windowSeconds: 3600 },
  client: { limit: 20, windowSeconds: 3600 },
} as const;

type Deps = Pick<
  AppDeps,
  "db" | "clock" | "logger" | "config" | "counters" | "metrics" | "jobs" | "waitUntil" | "mail"
>;

export interface SignInRequest {
  email: string;
  /** Who asked (the client's address), for the per-client limit. */
  client: string;
  /** The Host the request came to: a link is mailed only where it is safe (services/sessions/mail-links.ts). */
  requestHost: string;
  /** A page of the app to open after signing in, carried in the link. */
  next?: string;
}

/**
 * Mails a sign-in link to every member with this address (one per organisation), through the mail
 * outbox. Answers the same whether or not the address is a member's. Throws 400 for an address
 * that is not one, 429 over the limits.
 */
export async function requestSignInLink(deps: Deps, req: SignInRequest): Promise<void> {
  const linkBase = signInLinkBase(deps.config, req.requestHost);
  const email = req.email.trim().toLowerCase();
  if (!isEmailAddress(email)) throw validationError([{ path: "email", message: "must be an email address" }]);
  await consumeLimits(rateLimiterDeps(deps), [
    { bucket: "sign-in", key: `sign-in:address:${await sha256Hex(email)}`, ...SIGN_IN_LIMITS.address },
    { bucket: "sign-in", key: `sign-in:client:${req.client}`, ...SIGN_IN_LIMITS.client },
  ]);

  const members = await deps.db
    .selectFrom("members as m")
    .innerJoin("organizations as o", "o.id", "m.org_id")
    .select(["m.id", "m.org_id", "o.name as orgName"])
    .where("m.email", "=", email)
    .where("m.removed_at", "is", null)
    .execute();
  if (!members.length) return;

  const now = deps.clock.now();
  const links = members.map((m) => {
    const token = randomToken(32);
    return { ...m, token, url: `${linkBase}?token=${token}${req.next ? `&next=${encodeURIComponent(req.next)}` : ""}` };
  });
  const jobIds = await deps.db.transaction().execute(async (trx) => {
    const ids: string[] = [];
    for (const l of links) {
      await trx
        .insertInto("sign_in_links")
        .values({
          id: newId(),
          org_id: l.org_id,
          member_id: l.id,
          token_hash: await sha256Hex(l.token),
          expires_at: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS),
          used_at: null,
          created_at: now,
        })
        .execute();
      const mail = signInMail(l.orgName, l.url);
      const queued = await queueEmail(trx, now, { orgId: l.org_id, alertId: null, recipients: [email], ...mail });
      ids.push(...queued.jobIds);
    }
    return ids;
  });
  dispatchAfterCommit(deps, jobIds);
  // Without a mail provider nobody receives the mail: the operator reads the link from the log
  // (README, "Start": the demo member signs in this way right after `npm start`).
  if (!mailOf(deps)) {
    for (const l of links)
      deps.logger.info(`sign-in link for ${email} (${l.orgName}): ${l.url}`, { to: email, organisation: l.orgName });
  }
}

function signInMail(orgName: string, url: string): { subject: string; text: string; html: string } {
  const minutes = SIGN_IN_LINK_TTL_MS / MINUTE;
  const text = [
    `Open this link to sign in to ${orgName} on Partner Tracking:`,
    "",
    url,
    "",
    `It works once, within ${minutes} minutes. If you did not ask to sign in, ignore this mail: nothing ` +
      `happens until the link is opened and its button pressed.`,
  ].join("\n");
  const esc = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const html =
    `<p>Open this link to sign in to ${esc(orgName)} on Partner Tracking:</p><p><a href="${esc(url)}">Sign in to ` +
    `${esc(orgName)}</a></p><p>It works once, within ${minutes} minutes. If you did not ask to sign in, ignore ` +
    `this mail.</p>`;
  return { subject: `Sign in to ${orgName} on Partner Tracking`, text, html };
}

export type LinkState = "valid" | "expired" | "used" | "unknown";

/** Whether a link can still sign in, without spending it (the page a mail scanner may open). */
export async function signInLinkState(deps: Pick<AppDeps, "db" | "clock">, token: string): Promise<LinkState> {
  const link = await findLink(deps.db, token);
  if (!link) return "unknown";
  if (link.used_at) return "used";
  if (link.expires_at <= deps.clock.now() || link.removed_at) return "expired";
  return "valid";
}

async function findLink(db: Db, token: string) {
  if (!token || token.length > 200) return undefined;
  const hash = await sha256Hex(token);
  const row = await db
    .selectFrom("sign_in_links as l")
    .innerJoin("members as m", "m.id", "l.member_id")
    .select(["l.id", "l.token_hash", "l.expires_at", "l.used_at", "l.member_id", "l.org_id", "m.removed_at"])
    .where("l.token_hash", "=", hash)
    .executeTakeFirst();
  return row && constantTimeEqual(row.token_hash, hash) ? row : undefined;
}

export interface NewSession {
  /** The cookie's value: shown once, stored as a hash. */
  token: string;
  sessionId: string;
  memberId: string;
  expiresAt: Date;
}

export const linkRefused = (state: Exclude<LinkState, "valid">) =>
  new ApiError(
    "unauthorized",
    state === "used"
      ? "This sign-in link was already used. Ask for a new one below."
      : state === "expired"
        ? "This sign-in link has expired. Ask for a new one below."
        : "This sign-in link is not valid. Ask for a new one below.",
    { linkState: state },
  );

/**
 * Spends a link and starts a session, in one transaction: a link signs in once, however many
 * requests race for it. `replacing`: the token of a session the browser already holds, which ends
 * (a new sign-in always gets a new session token). `client`: where the browser is, for the audit
 * log's `member.signed_in`, written in the same transaction. Throws 401 when the link cannot sign
 * in (a refused link is not audited: only sign-ins that happen are).
 */
export async function signInWithLink(
  deps: Pick<AppDeps, "db" | "clock">,
  token: string,
  replacing?: string | null,
  client?: ClientInfo,
): Promise<NewSession> {
  const link = await findLink(deps.db, token);
  if (!link) throw linkRefused("unknown");
  const now = deps.clock.now();
  const sessionToken = randomToken(32);
  const session = await deps.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("sign_in_links")
      .set({ used_at: now })
      .where("id", "=", link.id)
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .returning(["member_id", "org_id"])
      .executeTakeFirst();
    // Not spent here: used before (perhaps by a request racing this one), or expired.
    if (!spent) throw linkRefused(link.used_at || link.expires_at > now ? "used" : "expired");
    const member = await trx
      .selectFrom("members as m")
      .innerJoin("organizations as o", "o.id", "m.org_id")
      .select(["m.id", "m.email", "m.name", "m.role", "o.name as orgName"])
      .where("m.id", "=", spent.member_id)
      .where("m.org_id", "=", spent.org_id)
      .where("m.removed_at", "is", null)
      .executeTakeFirst();
    if (!member) throw linkRefused("expired");
    if (replacing)
      await trx
        .updateTable("sessions")
        .set({ ended_at: now })
        .where("token_hash", "=", await sha256Hex(replacing))
        .where("ended_at", "is", null)
        .execute();
    const sessionId = newId();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    await trx
      .insertInto("sessions")
      .values({
        id: sessionId,
        org_id: spent.org_id,
        member_id: spent.member_id,
        token_hash: await sha256Hex(sessionToken),
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
        ended_at: null,
      })
      .execute();
    const actor = {
      ...memberActor(
        {
          orgId: spent.org_id,
          orgName: member.orgName,
          memberId: member.id,
          email: member.email,
          name: member.name,
          role: member.role,
        },
        sessionId,
      ),
      client,
    };
    await recordAudit(trx, {
      action: "member.signed_in",
      by: actor,
      orgId: spent.org_id,
      target: { type: "member", id: member.id, label: memberLabel(member) },
      at: now,
    });
    return { sessionId, memberId: spent.member_id, expiresAt };
  });
  return { token: sessionToken, ...session };
}
