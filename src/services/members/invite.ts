import type { Db } from "../../db/database";
import type { Role } from "../../db/types";
import { issuesFromZod, validationError } from "../../errors";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import { queueEmail } from "../../lifecycle/mail";
import { randomToken, sha256Hex } from "../../platform/crypto";
import { mailOf } from "../../platform/from-config";
import { newId } from "../../platform/ids";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { submitOnce } from "../shared/form-submissions";
import { signInLinkBase } from "../sessions/mail-links";
import { type Invite, InviteSchema } from "./invite.schema";
import { createMember } from "./organizations";
import { requireOwner } from "./owners";

const DAY = 86_400_000;
/** An invitation's link is a sign-in link that waits longer than the 15 minutes of one asked for. */
export const INVITATION_TTL_MS = 7 * DAY;

export type Deps = Pick<AppDeps, "db" | "clock" | "logger" | "config" | "jobs" | "waitUntil" | "mail">;

/**
 * Adds a member and mails them an invitation: a sign-in link for a week, at PUBLIC_BASE_URL
 * (services/sessions/mail-links.ts: `requestHost`, the Host the request came to, decides only whether one
 * may be mailed).
 */
export async function inviteMember(
  deps: Deps,
  actor: Actor,
  input: Invite,
  requestHost: string,
): Promise<{ memberId: string }> {
  requireOwner(actor);
  const linkBase = signInLinkBase(deps.config, requestHost);
  const parsed = InviteSchema.safeParse(input);
  if (!parsed.success) throw validationError(issuesFromZod(parsed.error.issues));
  const { email, role, name } = parsed.data;
  const { memberId, jobIds, url } = await deps.db.transaction().execute(async (trx) => {
    const { memberId } = await createMember(
      trx,
      deps.clock,
      { orgId: actor.orgId, email, role, name: name ?? null },
      actor,
    );
    return { memberId, ...(await queueInvitation(trx, deps, actor, { id: memberId, email, role }, linkBase)) };
  });
  dispatchAfterCommit(deps, jobIds);
  logWithoutMail(deps, email, actor, url);
  return { memberId };
}

/** inviteMember for the web app's form: once per submission (`token`, services/shared/form-submissions.ts). */
export async function inviteMemberOnce(
  deps: AppDeps,
  actor: Actor,
  input: Invite,
  requestHost: string,
  token: string | undefined,
): Promise<{ memberId: string }> {
  const { result } = await submitOnce(deps, actor, { form: "POST /app/settings/members", token, request: input }, () =>
    inviteMember(deps, actor, input, requestHost),
  );
  return result;
}

export async function queueInvitation(
  trx: Db,
  deps: Deps,
  actor: Actor,
  m: { id: string; email: string; role: Role },
  linkBase: string,
): Promise<{ jobIds: string[]; url: string }> {
  const now = deps.clock.now();
  const token = randomToken(32);
  await trx
    .insertInto("sign_in_links")
    .values({
      id: newId(),
      org_id: actor.orgId,
      member_id: m.id,
      token_hash: await sha256Hex(token),
      expires_at: new Date(now.getTime() + INVITATION_TTL_MS),
      used_at: null,
      created_at: now,
    })
    .execute();
  const url = `${linkBase}?token=${token}`;
  const queued = await queueEmail(trx, now, {
    orgId: actor.orgId,
    alertId: null,
    recipients: [m.email],
    ...invitationMail(actor, m.role, url),
  });
  return { jobIds: queued.jobIds, url };
}

export function logWithoutMail(deps: Deps, email: string, actor: Actor, url: string): void {
  // As for sign-in links: without a mail provider the operator passes the link on from the log.
  if (!mailOf(deps))
    deps.logger.info(`invitation for ${email} (${actor.orgName}): ${url}`, { to: email, organisation: actor.orgName });
}

const ROLE_SAYS: Record<Role, string> = {
  owner: "an owner (you can also manage members and every API key)",
  member: "a member (you can add companies and decide on leads)",
  viewer: "a viewer (you can read everything)",
};

function invitationMail(actor: Actor, role: Role, url: string): { subject: string; text: string; html: string } {
  const who = actor.memberName ?? actor.memberEmail ?? "An owner";
  const days = INVITATION_TTL_MS / DAY;
  const text = [
    `${who} invited you to ${actor.orgName} on Partner Tracking as ${ROLE_SAYS[role]}.`,
    "",
    "Open this link to sign in:",
    "",
    url,
    "",
    `It works once, within ${days} days. After that, ask for a sign-in link on the sign-in page with this address.`,
  ].join("\n");
  const esc = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const html =
    `<p>${esc(who)} invited you to ${esc(actor.orgName)} on Partner Tracking as ${esc(ROLE_SAYS[role])}` +
    `.</p><p><a href="${esc(url)}">Sign in to ${esc(actor.orgName)}</a></p><p>It works once, within ${days} ` +
    `days. After that, ask for a sign-in link on the sign-in page with this address.</p>`;
  return { subject: `${who} invited you to ${actor.orgName} on Partner Tracking`, text, html };
}
