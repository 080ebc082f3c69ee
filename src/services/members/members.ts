import { z } from "zod";
import type { Db } from "../../db/database";
import type { Role } from "../../db/types";
import { ApiError, issuesFromZod, validationError } from "../../errors";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import { queueEmail } from "../../lifecycle/mail";
import { randomToken, sha256Hex } from "../../platform/crypto";
import { mailOf } from "../../platform/from-config";
import { newId } from "../../platform/ids";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { memberLabel, recordAudit } from "../audit/record";
import { submitOnce } from "../shared/form-submissions";
import { ROLES } from "../access/roles";
import { signInLinkBase } from "../sessions/mail-links";
import { createMember, ensureOwnersRemain, removeMember } from "./organizations";

/*
 * The organisation's members as its owners manage them in the web app: invite
 * by email with a role (the invitation is a sign-in link, valid a week), change a role, remove a
 * member (their sessions and keys stop at once: services/members/organizations.ts `removeMember`). Every
 * member sees who is in the team; only owners change it, checked here. The last owner can be
 * neither removed nor demoted (organizations.ts `ensureOwnersRemain`, under a lock on the owners'
 * rows, so two owners demoting each other at once leave one).
 */

const DAY = 86_400_000;
/** An invitation's link is a sign-in link that waits longer than the 15 minutes of one asked for. */
export const INVITATION_TTL_MS = 7 * DAY;

type Deps = Pick<AppDeps, "db" | "clock" | "logger" | "config" | "jobs" | "waitUntil" | "mail">;

export interface MemberView {
  id: string;
  email: string | null;
  name: string | null;
  role: Role;
  joinedAt: string;
  /** When they last used the web app; null if never. */
  lastActiveAt: string | null;
  /** Invited and never signed in. */
  pending: boolean;
  you: boolean;
}

export const InviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("must be an email address")),
  role: z.enum(ROLES, "must be owner, member or viewer"),
  name: z
    .string()
    .trim()
    .max(100, "must be at most 100 characters")
    .optional()
    .transform((v) => v || undefined),
});
/** As a form or a caller sends it: strings, checked by InviteSchema. */
export type Invite = { email: string; role: string; name?: string };

const RoleSchema = z.object({ role: z.enum(ROLES, "must be owner, member or viewer") });

function requireOwner(actor: Actor): void {
  if (actor.role !== "owner")
    throw new ApiError("forbidden", "Only an owner of the organisation can invite, change or remove members.");
}

/** Everyone in the organisation, owners first, then by when they joined. */
export async function listMembers(deps: Pick<AppDeps, "db">, actor: Actor): Promise<MemberView[]> {
  const rows = await deps.db
    .selectFrom("members as m")
    .leftJoin("sessions as s", "s.member_id", "m.id")
    .select((eb) => [
      "m.id",
      "m.email",
      "m.name",
      "m.role",
      "m.created_at",
      eb.fn.max("s.last_seen_at").as("last_seen"),
      eb.fn.count("s.id").as("sessions"),
    ])
    .where("m.org_id", "=", actor.orgId)
    .where("m.removed_at", "is", null)
    .groupBy(["m.id", "m.email", "m.name", "m.role", "m.created_at"])
    .orderBy("m.created_at", "asc")
    .orderBy("m.id", "asc")
    .execute();
  const rank: Record<Role, number> = { owner: 0, member: 1, viewer: 2 };
  return rows
    .map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      role: r.role,
      joinedAt: r.created_at.toISOString(),
      lastActiveAt: r.last_seen ? new Date(r.last_seen as unknown as string).toISOString() : null,
      pending: Number(r.sessions) === 0,
      you: r.id === actor.memberId,
    }))
    .sort((a, b) => rank[a.role] - rank[b.role]);
}

async function memberOf(db: Db, actor: Actor, memberId: string) {
  if (!z.uuid().safeParse(memberId).success) throw new ApiError("not_found", "Member not found.");
  const m = await db
    .selectFrom("members")
    .select(["id", "email", "name", "role"])
    .where("id", "=", memberId)
    .where("org_id", "=", actor.orgId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (!m) throw new ApiError("not_found", "Member not found.");
  return m;
}

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

/** Mails a pending member a new invitation (the old link keeps its week). */
export async function resendInvitation(deps: Deps, actor: Actor, memberId: string, requestHost: string): Promise<void> {
  requireOwner(actor);
  const linkBase = signInLinkBase(deps.config, requestHost);
  const m = await memberOf(deps.db, actor, memberId);
  if (!m.email) throw validationError([{ path: "memberId", message: "the member has no email address to invite" }]);
  const email = m.email;
  const { jobIds, url } = await deps.db
    .transaction()
    .execute((trx) => queueInvitation(trx, deps, actor, { id: m.id, email, role: m.role }, linkBase));
  dispatchAfterCommit(deps, jobIds);
  logWithoutMail(deps, email, actor, url);
}

async function queueInvitation(
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

function logWithoutMail(deps: Deps, email: string, actor: Actor, url: string): void {
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
  const html = `<p>${esc(who)} invited you to ${esc(actor.orgName)} on Partner Tracking as ${esc(ROLE_SAYS[role])}.</p><p><a href="${esc(url)}">Sign in to ${esc(actor.orgName)}</a></p><p>It works once, within ${days} days. After that, ask for a sign-in link on the sign-in page with this address.</p>`;
  return { subject: `${who} invited you to ${actor.orgName} on Partner Tracking`, text, html };
}

/** Changes a member's role; the last owner keeps theirs. Their open sessions carry the new role from their next request. */
export async function changeMemberRole(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  memberId: string,
  input: { role: string },
): Promise<MemberView> {
  requireOwner(actor);
  const parsed = RoleSchema.safeParse(input);
  if (!parsed.success) throw validationError(issuesFromZod(parsed.error.issues));
  const role = parsed.data.role;
  await deps.db.transaction().execute(async (trx) => {
    const m = await memberOf(trx, actor, memberId);
    if (m.role === role) return;
    if (m.role === "owner") await ensureOwnersRemain(trx, actor.orgId, m.id);
    await trx.updateTable("members").set({ role }).where("id", "=", m.id).execute();
    await recordAudit(trx, {
      action: "member.role_changed",
      by: actor,
      orgId: actor.orgId,
      target: { type: "member", id: m.id, label: memberLabel(m) },
      details: { from: m.role, to: role },
      at: deps.clock.now(),
    });
  });
  const view = (await listMembers(deps, actor)).find((m) => m.id === memberId);
  if (!view) throw new ApiError("not_found", "Member not found.");
  return view;
}

/** The member an owner is asked to confirm removing: owners only, as the removal itself. */
export async function memberToRemove(deps: Pick<AppDeps, "db">, actor: Actor, memberId: string): Promise<MemberView> {
  requireOwner(actor);
  const view = (await listMembers(deps, actor)).find((m) => m.id === memberId);
  if (!view) throw new ApiError("not_found", "Member not found.");
  return view;
}

/** Removes a member of the actor's organisation (organizations.ts `removeMember`: sessions and keys stop at once). */
export async function removeMemberAs(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  memberId: string,
): Promise<{ email: string | null; name: string | null }> {
  requireOwner(actor);
  const m = await memberOf(deps.db, actor, memberId);
  await removeMember(deps.db, deps.clock, m.id, actor);
  return { email: m.email, name: m.name };
}
