import { z } from "zod";
import type { Db } from "../../db/database";
import { json } from "../../db/database";
import { newId } from "../../platform/ids";
import type { Actor, ClientInfo } from "../access/actor";

/*
 * The audit log (docs/web.md "Audit log"): who changed what in an organisation,
 * when, and from which address. A service that makes an audited change calls `recordAudit` with
 * its own transaction, after its checks and beside its writes, so the row commits with the change
 * and never without it: a change that fails writes no row, and a row that cannot be written fails
 * the change. The owners' list and its CSV are services/audit/list.ts and export.ts; housekeeping prunes rows
 * older than AUDIT_RETENTION_DAYS (`pruneAudit`, jobs/schedule.ts).
 */

/** Every action the log records, with the words the owner's page shows for it. */
export const AUDIT_ACTIONS = {
  "member.signed_in": "Signed in",
  "member.invited": "Member invited",
  "member.role_changed": "Member's role changed",
  "member.removed": "Member removed",
  "key.created": "API key created",
  "key.revoked": "API key revoked",
  "webhook.created": "Webhook created",
  "webhook.updated": "Webhook changed",
  "webhook.deleted": "Webhook deleted",
  "webhook.secret_rotated": "Webhook secret rotated",
  "company.created": "Company added",
  "company.imported": "Company imported",
  "company.synced": "Company added from the CRM",
  "company.deleted": "Company deleted",
  "lead.decided": "Lead decided",
  "lead.tracked": "Lead tracked",
  "integration.connected": "CRM connected",
  "integration.updated": "CRM connection changed",
  "integration.disconnected": "CRM disconnected",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];
export const AuditActionSchema = z.enum(AUDIT_ACTION_NAMES, {
  message: `must be one of ${AUDIT_ACTION_NAMES.join(", ")}`,
});

/** What an action is about. */
export const AUDIT_TARGET_TYPES = ["member", "key", "webhook", "company", "lead", "integration"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export interface AuditTarget {
  type: AuditTargetType;
  id: string | null;
  /** Its name at the time (a member's email, a key's name and prefix, a webhook's URL, a company's name). */
  label: string | null;
}

/** The operator, acting outside any request: the admin CLI, the server's first start. */
export interface SystemActor {
  system: string;
}
export const ADMIN_CLI: SystemActor = { system: "admin CLI" };
export const FIRST_START: SystemActor = { system: "first start" };

/** Who made a change: a request's actor (an API key, or a member in the web app), or the operator. */
export type AuditBy = Actor | SystemActor;

export interface AuditEntry {
  action: AuditAction;
  by: AuditBy;
  /** The organisation the change is in; for an actor, it must be theirs. */
  orgId: string;
  target: AuditTarget;
  /** What changed beyond the action: small, JSON. */
  details?: Record<string, unknown>;
  /** When: the change's own clock reading. */
  at: Date;
}

const isSystem = (by: AuditBy): by is SystemActor => "system" in by;

/** How a member is named in the log: their email, else their name, else their id. */
export function memberLabel(m: { email: string | null; name: string | null; id: string }): string {
  return m.email ?? m.name ?? m.id;
}

/** How an API key is named in the log: `CRM sync (live_abc123)`. */
export const keyLabel = (k: { name: string; prefix?: string | null }) =>
  k.prefix ? `${k.name} (${k.prefix})` : k.name;

/** The actor's name at the time: the member (web app), `key <name> (<prefix>) of <member>` (API), or the operator. */
export function actorLabel(by: AuditBy): string {
  if (isSystem(by)) return by.system;
  const member = memberLabel({ email: by.memberEmail, name: by.memberName, id: by.memberId });
  return by.sessionId ? member : `key ${keyLabel({ name: by.keyName, prefix: by.keyPrefix })} of ${member}`;
}

const ADDRESS = /^[0-9a-fA-F:.]{2,45}$/;

/**
 * The address as kept: IPv4-mapped IPv6 (`::ffff:192.0.2.1`, how Node reports IPv4 peers on a
 * dual-stack socket) as IPv4; anything that is not an address (a header a client made up) as
 * unknown, so a bad value can never fail the change it is recorded with.
 */
export function cleanAddress(address: string | null | undefined): string | null {
  const a = address?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return a && ADDRESS.test(a) ? a : null;
}

const cleanUserAgent = (ua: string | null | undefined) =>
  ua
    ?.replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, 400) || null;

/**
 * Records one audited change in `trx`, the change's own transaction (refused outside one: a row
 * written beside the change rather than with it could outlive a failed change). Call it after the
 * change's checks, with the ids and names it settled on.
 */
export async function recordAudit(trx: Db, entry: AuditEntry): Promise<void> {
  if (!trx.isTransaction) throw new Error("recordAudit must be given the change's transaction");
  const action = AuditActionSchema.parse(entry.action);
  const by = entry.by;
  if (!isSystem(by) && by.orgId !== entry.orgId)
    throw new Error(`an audit entry of organisation ${entry.orgId} by an actor of ${by.orgId}`);
  const client: ClientInfo | undefined = isSystem(by) ? undefined : by.client;
  await trx
    .insertInto("audit_events")
    .values({
      id: newId(),
      org_id: entry.orgId,
      created_at: entry.at,
      action,
      actor_kind: isSystem(by) ? "system" : by.sessionId ? "member" : "key",
      actor_member_id: isSystem(by) ? null : by.memberId,
      // A session's `keyId` names the member (`member:<id>`), not a key.
      actor_key_id: isSystem(by) || by.sessionId ? null : by.keyId,
      actor_label: actorLabel(by),
      target_type: entry.target.type,
      target_id: entry.target.id,
      target_label: entry.target.label?.slice(0, 500) ?? null,
      details: json(entry.details ?? {}),
      ip_address: cleanAddress(client?.address),
      user_agent: cleanUserAgent(client?.userAgent),
    })
    .execute();
}

/** Housekeeping: rows recorded before `before` (AUDIT_RETENTION_DAYS ago) are deleted. */
export async function pruneAudit(db: Db, before: Date): Promise<number> {
  const r = await db.deleteFrom("audit_events").where("created_at", "<", before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
