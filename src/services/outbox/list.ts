import type { Db } from "../../db/database";
import { ts } from "../shared/timestamps";

/*
 * What the mail outbox holds, for an operator (admin `outbox`); the outbox is written and delivered by
 * lifecycle/mail.ts.
 */

export interface OutboxItem {
  id: string;
  orgId: string;
  alertId: string | null;
  recipients: string[];
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  providerMessageId: string | null;
  createdAt: string;
  sentAt: string | null;
  text: string;
}

/** Recent outbox mail, newest first (admin `outbox`). */
export async function listOutbox(
  db: Db,
  opts: { orgId?: string; status?: string; limit?: number } = {},
): Promise<OutboxItem[]> {
  let q = db.selectFrom("email_outbox").selectAll();
  if (opts.orgId) q = q.where("org_id", "=", opts.orgId);
  if (opts.status) q = q.where("status", "=", opts.status as "pending");
  const rows = await q
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.min(Math.max(opts.limit ?? 20, 1), 500))
    .execute();
  return rows.map((r) => ({
    id: r.id,
    orgId: r.org_id,
    alertId: r.alert_id,
    recipients: r.recipients,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    providerMessageId: r.provider_message_id,
    createdAt: ts(r.created_at),
    sentAt: ts(r.sent_at),
    text: r.text_body,
  }));
}
