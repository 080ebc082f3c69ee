import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from "../../db/types";
import { publicEventId } from "../../db/events";
import { ts } from "../shared/timestamps";
import type { WebhookDelivery, WebhookEndpoint } from "./views.schema";

export function renderEndpoint(r: WebhookEndpointRow, now: Date): WebhookEndpoint {
  const previousLive = r.previous_secret_expires_at && r.previous_secret_expires_at > now;
  return {
    id: r.id,
    kind: r.kind,
    url: r.url,
    description: r.description,
    eventTypes: (r.event_types as WebhookEndpoint["eventTypes"]) ?? null,
    enabled: r.enabled,
    disabledReason: r.disabled_reason,
    failingSince: ts(r.failing_since),
    previousSecretExpiresAt: previousLive ? ts(r.previous_secret_expires_at) : null,
    createdAt: ts(r.created_at),
    updatedAt: ts(r.updated_at),
  };
}

/** A delivery with its recent attempts (newest first), as the delivery log shows it. */
export function renderDelivery(r: WebhookDeliveryRow, attempts: readonly WebhookAttemptRow[] = []): WebhookDelivery {
  return {
    id: r.id,
    endpointId: r.endpoint_id,
    eventId: publicEventId(r.event_id),
    eventType: r.event_type as WebhookDelivery["eventType"],
    status: r.status,
    attempts: r.attempts,
    lastResponseStatus: r.last_status,
    lastResponseLatencyMs: r.last_latency_ms,
    lastError: r.last_error,
    nextAttemptAt: r.status === "pending" ? ts(r.next_attempt_at) : null,
    deliveredAt: ts(r.delivered_at),
    createdAt: ts(r.created_at),
    recentAttempts: attempts.map((a) => ({
      attempt: a.attempt,
      outcome: a.outcome,
      responseStatus: a.response_status,
      latencyMs: a.latency_ms,
      error: a.error,
      attemptedAt: ts(a.attempted_at),
    })),
  };
}
