import { publicEventId } from "../../db/events";
import { RetryAfter } from "../../db/job-lease";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "../../db/types";
import { dispatchNow, type JobContext, type JobHandler } from "../../lifecycle/jobs";
import { queueEmail } from "../../lifecycle/mail";
import { posterOf } from "../../platform/from-config";
import { newId } from "../../platform/ids";
import { ts } from "../shared/timestamps";
import type { WebhookEnvelope } from "./events.schema";
import { signedHeaders } from "./signing";
import { slackMessage } from "./slack";
import { ownerEmails } from "../members/owner-emails";

/*
 * Job `deliver_webhook` ({ deliveryId, endpointId }): one attempt of one delivery (docs/webhooks.md).
 * A 2xx answer within WEBHOOK_TIMEOUT_MS (10 s) is delivered; anything else is retried on WEBHOOK_RETRY_DELAYS_MS; a
 * 410 disables the endpoint at once; an endpoint whose every attempt has failed for 3 days is disabled
 * and its organisation's owners are emailed. Redirects are not followed and at most 4 KiB of an
 * answer is read. Safe to run twice: a delivery no longer pending is left alone, and a repeated
 * attempt carries the same `webhook-id`, which receivers deduplicate on.
 */

export const WEBHOOK_RESPONSE_MAX_BYTES = 4096;
/** After the 1st … 7th failed attempt: about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const FAILING_DISABLE_AFTER_MS = 3 * 86_400_000;

export const deliverWebhookJob: JobHandler = async (ctx, payload, job) => {
  const deliveryId = String(payload.deliveryId ?? "");
  const found = await ctx.db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhook_endpoints as w", "w.id", "d.endpoint_id")
    .innerJoin("events as e", "e.id", "d.event_id")
    .selectAll("d")
    .select([
      "w.kind",
      "w.url",
      "w.enabled",
      "w.secret",
      "w.previous_secret",
      "w.previous_secret_expires_at",
      "w.failing_since",
    ])
    .select(["e.data", "e.created_at as event_created_at"])
    .where("d.id", "=", deliveryId)
    .executeTakeFirst();
  if (!found || found.status !== "pending") return; // gone with its endpoint, or settled
  const now = ctx.clock.now();
  if (!found.enabled) {
    await settle(ctx, found, { status: "failed", error: "the endpoint is disabled", now });
    return;
  }

  const event: WebhookEnvelope = {
    id: publicEventId(found.event_id),
    type: found.event_type as WebhookEnvelope["type"],
    createdAt: ts(found.event_created_at),
    // Rendered when the change committed (db/events.ts NewEvent): the same bytes on every attempt.
    data: (found.data as Record<string, unknown> | null) ?? {},
  } as WebhookEnvelope;

  let body: string;
  let headers: Record<string, string> = {};
  if (found.kind === "slack") {
    body = JSON.stringify(await slackMessage(ctx.db, found.org_id, event));
  } else {
    body = JSON.stringify(event);
    const secrets = [
      found.secret,
      ...(found.previous_secret && found.previous_secret_expires_at && found.previous_secret_expires_at > now
        ? [found.previous_secret]
        : []),
    ];
    headers = await signedHeaders(secrets, event.id, now, body);
  }

  const started = performance.now();
  const res = await posterOf(ctx).post(found.url, body, headers, {
    timeoutMs: ctx.config.WEBHOOK_TIMEOUT_MS,
    maxResponseBytes: WEBHOOK_RESPONSE_MAX_BYTES,
  });
  const latencyMs = Math.round(performance.now() - started);
  const at = ctx.clock.now();
  if (res.ok && res.status >= 200 && res.status <= 299) {
    await settle(ctx, found, { status: "delivered", httpStatus: res.status, latencyMs, now: at });
    await ctx.db
      .updateTable("webhook_endpoints")
      .set({ failing_since: null })
      .where("id", "=", found.endpoint_id)
      .where("failing_since", "is not", null)
      .execute();
    return;
  }

  const error = res.ok
    ? `HTTP ${res.status}${res.body ? `: ${res.body.slice(0, 500)}` : ""}`
    : `${res.reason}: ${res.detail}`;
  const gone = res.ok && res.status === 410;
  const last = gone || job.attempts >= job.max_attempts;
  const delayMs = WEBHOOK_RETRY_DELAYS_MS[Math.min(job.attempts, WEBHOOK_RETRY_DELAYS_MS.length) - 1]!;
  await settle(ctx, found, {
    status: last ? "failed" : "pending",
    httpStatus: res.ok ? res.status : null,
    latencyMs,
    error,
    now: at,
    nextAt: last ? null : new Date(at.getTime() + delayMs),
  });
  await recordFailure(ctx, found, gone, at);
  if (!last) throw new RetryAfter(`webhook delivery failed: ${error.slice(0, 200)}`, delayMs);
};

async function settle(
  ctx: JobContext,
  d: WebhookDeliveryRow,
  o: {
    status: WebhookDeliveryRow["status"];
    httpStatus?: number | null;
    latencyMs?: number;
    error?: string;
    now: Date;
    nextAt?: Date | null;
  },
): Promise<void> {
  const attempted = o.latencyMs !== undefined;
  const error = o.error?.slice(0, 1000) ?? null;
  // The delivery's state and the attempt's row commit together: the log never shows one without the other.
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("webhook_deliveries")
      .set({
        status: o.status,
        attempts: d.attempts + (attempted ? 1 : 0),
        ...(attempted ? { last_status: o.httpStatus ?? null, last_latency_ms: o.latencyMs } : {}),
        last_error: error,
        next_attempt_at: o.nextAt ?? null,
        ...(o.status === "delivered" ? { delivered_at: o.now } : {}),
        updated_at: o.now,
      })
      .where("id", "=", d.id)
      .execute();
    if (!attempted) return;
    await trx
      .insertInto("webhook_attempts")
      .values({
        id: newId(),
        delivery_id: d.id,
        attempt: d.attempts + 1,
        outcome: o.status === "delivered" ? "delivered" : "failed",
        response_status: o.httpStatus ?? null,
        latency_ms: o.latencyMs!,
        error,
        attempted_at: o.now,
      })
      .execute();
  });
}

/**
 * A failed attempt's mark on its endpoint: 410 disables it at once; otherwise the failure streak
 * starts (or goes on), and once every attempt has failed for 3 days the endpoint is disabled and
 * its organisation's owners get an email, once (the update that disables it is the only one).
 */
async function recordFailure(
  ctx: JobContext,
  d: WebhookDeliveryRow & Pick<WebhookEndpointRow, "url" | "failing_since">,
  gone: boolean,
  now: Date,
): Promise<void> {
  if (gone) {
    await ctx.db
      .updateTable("webhook_endpoints")
      .set({ enabled: false, disabled_reason: "gone", updated_at: now })
      .where("id", "=", d.endpoint_id)
      .where("enabled", "=", true)
      .execute();
    return;
  }
  const since = d.failing_since ?? now;
  if (!d.failing_since) {
    await ctx.db
      .updateTable("webhook_endpoints")
      .set({ failing_since: now })
      .where("id", "=", d.endpoint_id)
      .where("failing_since", "is", null)
      .execute();
  }
  if (now.getTime() - since.getTime() < FAILING_DISABLE_AFTER_MS) return;
  const jobIds = await ctx.db.transaction().execute(async (trx) => {
    const disabled = await trx
      .updateTable("webhook_endpoints")
      .set({ enabled: false, disabled_reason: "failing", updated_at: now })
      .where("id", "=", d.endpoint_id)
      .where("enabled", "=", true)
      .returning("id")
      .executeTakeFirst();
    if (!disabled) return [];
    const recipients = await ownerEmails(trx, d.org_id);
    if (!recipients.length) return [];
    const text = [
      `Every delivery to your webhook endpoint ${d.url} has failed since ${ts(since)}, so it has been disabled.`,
      `Its deliveries are listed at GET /api/v1/webhooks/${d.endpoint_id}/deliveries; fix the endpoint, then ` +
        `enable it again with PATCH /api/v1/webhooks/${d.endpoint_id} { "enabled": true }.`,
    ].join("\n\n");
    return (
      await queueEmail(trx, now, {
        orgId: d.org_id,
        alertId: null,
        recipients,
        subject: "Webhook endpoint disabled after 3 days of failures",
        text,
      })
    ).jobIds;
  });
  await dispatchNow(ctx, jobIds);
}
