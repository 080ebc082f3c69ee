import { json, type Db } from "../db/database";
import { enqueueJob } from "../db/jobs";
import { mailOf } from "../platform/from-config";
import { newId } from "../platform/ids";
import { MailTransportError } from "../platform/mail-transport";
import { recordEvent } from "../db/events";
import { JOB_DELIVER_EMAIL, deliverEmailJobKey, type JobContext, type JobHandler } from "./jobs";

/*
 * The mailer: a transactional outbox. A run writes the mail as an `email_outbox` row and queues a
 * `deliver_email` job in the same transaction as its alert, so the alert and its mail commit
 * together. The job hands the mail to the transport (Resend when RESEND_API_KEY is set); without
 * one the mail stays in the outbox as `logged` and is written to the log (`admin outbox` shows it).
 *
 * Delivery failures: a retryable one (timeout, 429, 5xx) throws, and the job retries with its
 * backoff under the same provider idempotency key (`outbox/<id>`), so a retry never sends twice.
 * When the last attempt fails, or the provider refuses the message outright, the mail is `failed`
 * and its alert becomes `failed` (the rules had decided to send; the send did not happen).
 */

export const DELIVER_EMAIL_MAX_ATTEMPTS = 5;

export interface QueuedEmail {
  orgId: string;
  /** The company the mail is about: deleting it drops the mail's pending job too. */
  entityId?: string | null;
  alertId: string | null;
  recipients: string[];
  subject: string;
  text: string;
  html?: string | null;
  /** Headers beyond addresses and subject (the digest's List-Unsubscribe), for transports that carry them. */
  headers?: Record<string, string> | null;
}

/**
 * Writes the mail and its delivery job inside the caller's transaction; returns the job ids to dispatch after commit.
 */
export async function queueEmail(
  trx: Db,
  now: Date,
  mail: QueuedEmail,
): Promise<{ outboxId: string; jobIds: string[] }> {
  const outboxId = newId();
  await trx
    .insertInto("email_outbox")
    .values({
      id: outboxId,
      org_id: mail.orgId,
      alert_id: mail.alertId,
      recipients: mail.recipients,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      headers: mail.headers ? json(mail.headers) : null,
      status: "pending",
      attempts: 0,
      last_error: null,
      provider_message_id: null,
      created_at: now,
      sent_at: null,
    })
    .execute();
  const jobId = await enqueueJob(trx, now, {
    kind: JOB_DELIVER_EMAIL,
    payload: { outboxId },
    entityId: mail.entityId ?? null,
    dedupeKey: deliverEmailJobKey(outboxId),
    maxAttempts: DELIVER_EMAIL_MAX_ATTEMPTS,
  });
  return { outboxId, jobIds: jobId ? [jobId] : [] };
}

/** Job `deliver_email` ({ outboxId }). Safe to run twice: delivered, logged or failed mail is left alone. */
export const deliverEmailJob: JobHandler = async (deps, payload, job) => {
  const outboxId = String(payload.outboxId ?? "");
  const mail = await deps.db.selectFrom("email_outbox").selectAll().where("id", "=", outboxId).executeTakeFirst();
  if (!mail || mail.status !== "pending") return; // gone with its company, or already settled

  const transport = mailOf(deps);
  const now = () => deps.clock.now();
  if (!transport) {
    await deps.db
      .updateTable("email_outbox")
      .set({ status: "logged", attempts: mail.attempts + 1, sent_at: now() })
      .where("id", "=", outboxId)
      .where("status", "=", "pending")
      .execute();
    deps.logger.info("email kept in the outbox (no mail provider configured)", {
      outboxId,
      alertId: mail.alert_id,
      to: mail.recipients,
      subject: mail.subject,
      text: mail.text_body,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    return;
  }

  try {
    const { providerMessageId } = await transport.send({
      to: mail.recipients,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body ?? undefined,
      ...(mail.headers ? { headers: mail.headers } : {}),
      idempotencyKey: `outbox/${outboxId}`,
    });
    await deps.db
      .updateTable("email_outbox")
      .set({
        status: "sent",
        attempts: mail.attempts + 1,
        provider_message_id: providerMessageId,
        last_error: null,
        sent_at: now(),
      })
      .where("id", "=", outboxId)
      .execute();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const retryable = err instanceof MailTransportError ? err.retryable : true;
    const final = !retryable || job.attempts >= job.max_attempts;
    if (!final) {
      await deps.db
        .updateTable("email_outbox")
        .set({ attempts: mail.attempts + 1, last_error: message.slice(0, 2000) })
        .where("id", "=", outboxId)
        .execute();
      throw err; // the job retries with backoff
    }
    await markFailed(deps, mail, message);
    deps.logger.warn("email delivery failed for good", { outboxId, alertId: mail.alert_id, error: message });
  }
};

async function markFailed(
  deps: JobContext,
  mail: { id: string; org_id: string; alert_id: string | null; attempts: number },
  message: string,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("email_outbox")
      .set({ status: "failed", attempts: mail.attempts + 1, last_error: message.slice(0, 2000) })
      .where("id", "=", mail.id)
      .execute();
    if (!mail.alert_id) return;
    const alert = await trx
      .updateTable("alerts")
      .set({ outcome: "failed", reason: `The rules chose to email, but delivery failed: ${clip(message, 200)}` })
      .where("id", "=", mail.alert_id)
      .returning(["entity_id"])
      .executeTakeFirst();
    if (alert) {
      await recordEvent(trx, {
        orgId: mail.org_id,
        type: "alert.delivery_failed",
        entityId: alert.entity_id,
        payload: { alertId: mail.alert_id, error: clip(message, 500) },
        now,
      });
    }
  });
}

function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}
