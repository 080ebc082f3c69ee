import type { WebhookDeliveryRow, WebhookEndpointRow } from "../../db/types";
import { publicEventId } from "../../db/events";
import { ts } from "../timestamps";
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
    previousSecretExpiresAt: previousLive ? ts(r.previous_secret_expires_at) : null,
    createdAt: ts(r.created_at),
    updatedAt: ts(r.updated_at),
  };
}

export function renderDelivery(r: WebhookDeliveryRow): WebhookDelivery {
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
  };
}
