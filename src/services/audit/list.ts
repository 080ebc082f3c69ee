import { z } from "zod";
import type { AuditEventsTable } from "../../db/types";
import type { Selectable } from "kysely";
import { ApiError } from "../../errors";
import { isUuid } from "../../platform/ids";
import type { Actor } from "../access/actor";
import { AUDIT_ACTIONS, AuditActionSchema, type AuditAction, memberLabel } from "./record";
import type { AppDeps } from "../deps";
import {
  cursorSchema,
  dateRangeParams,
  finishPage,
  keysetPage,
  limitSchema,
  pageSize,
  timestampParam,
  withDateRange,
  type KeysetRow,
  type Position,
} from "../lists/paging";
import { ts } from "../shared/timestamps";
import { csvHeader, csvLine } from "../shared/csv";

/*
 * The audit log as an organisation's owners read it: newest first, filtered by
 * action, by the member who acted (in the web app or with one of their keys) and by date, in
 * cursor pages like every list; and the same filters as a CSV file. Owners only: the service
 * refuses anyone else, whatever a page shows. The writing side is services/audit/record.ts.
 */

export type Deps = Pick<AppDeps, "db" | "cursors">;

export const AuditListQuery = withDateRange(
  z.object({
    action: AuditActionSchema.optional(),
    member: z
      .string()
      .refine(isUuid, { message: "must be a member of this organisation" })
      .optional()
      .describe("The member who acted: in the web app, or with one of their API keys."),
    ...dateRangeParams,
    limit: limitSchema.optional(),
    cursor: cursorSchema.optional(),
  }),
);
export type AuditListQuery = z.output<typeof AuditListQuery>;
export type AuditFilters = Pick<AuditListQuery, "action" | "member" | "since" | "until">;

export interface AuditEventView {
  id: string;
  /** When, in the API's format (spec 2.1). */
  at: string;
  action: string;
  /** The action in words ("API key created"). */
  actionLabel: string;
  actor: { kind: "member" | "key" | "system"; memberId: string | null; keyId: string | null; label: string };
  target: { type: string; id: string | null; label: string | null };
  details: Record<string, unknown>;
  address: string | null;
  userAgent: string | null;
}

export interface AuditPage {
  data: AuditEventView[];
  nextCursor: string | null;
}

/** Only an owner reads the audit log (members and viewers: 403). */
export function requireAuditReader(actor: Actor): void {
  if (actor.role !== "owner")
    throw new ApiError("forbidden", "Only the organisation's owners can read its audit log.", { role: actor.role });
}

export const actionLabel = (action: string) => AUDIT_ACTIONS[action as AuditAction] ?? action;

export function view(r: Selectable<AuditEventsTable>): AuditEventView {
  return {
    id: r.id,
    at: ts(r.created_at),
    action: r.action,
    actionLabel: actionLabel(r.action),
    actor: { kind: r.actor_kind, memberId: r.actor_member_id, keyId: r.actor_key_id, label: r.actor_label },
    target: { type: r.target_type, id: r.target_id, label: r.target_label },
    details: (typeof r.details === "string" ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
    address: r.ip_address,
    userAgent: r.user_agent,
  };
}

export function filtered(deps: Deps, actor: Actor, f: AuditFilters) {
  let q = deps.db.selectFrom("audit_events").selectAll().where("org_id", "=", actor.orgId);
  if (f.action) q = q.where("action", "=", f.action);
  if (f.member) q = q.where("actor_member_id", "=", f.member);
  if (f.since) q = q.where("created_at", ">=", timestampParam(f.since));
  if (f.until) q = q.where("created_at", "<", timestampParam(f.until));
  return q;
}

const scopeOf = (actor: Actor, f: AuditFilters) => ({
  orgId: actor.orgId,
  query: { list: "audit", action: f.action, member: f.member, since: f.since, until: f.until },
});

/** One page of the organisation's audit log, newest first (cursor paging, spec 4.1). */
export async function listAuditEvents(deps: Deps, actor: Actor, q: AuditListQuery): Promise<AuditPage> {
  requireAuditReader(actor);
  const limit = pageSize(q.limit);
  const scope = scopeOf(actor, q);
  const pos = await deps.cursors.positionOf(q.cursor, scope);
  const rows = (await keysetPage(
    filtered(deps, actor, q),
    { createdAt: "created_at", id: "id" },
    pos,
    limit,
  ).execute()) as (Selectable<AuditEventsTable> & KeysetRow)[];
  const page = await finishPage(rows, limit, deps.cursors, scope);
  return { data: page.rows.map(view), nextCursor: page.nextCursor };
}

export interface AuditMember {
  id: string;
  label: string;
  removed: boolean;
}

/** The organisation's members, removed ones too (their actions stay in the log), for the member filter. */
export async function auditMembers(deps: Deps, actor: Actor): Promise<AuditMember[]> {
  requireAuditReader(actor);
  const rows = await deps.db
    .selectFrom("members")
    .select(["id", "email", "name", "removed_at"])
    .where("org_id", "=", actor.orgId)
    .orderBy("email")
    .orderBy("id")
    .execute();
  return rows.map((m) => ({ id: m.id, label: memberLabel(m), removed: m.removed_at !== null }));
}
