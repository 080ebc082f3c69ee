import { z } from "@hono/zod-openapi";
import { EVENT_TYPES } from "../../db/events";
import { nullableTimestamp, timestamp } from "../shared/views.schema";

/* Webhook endpoints and their deliveries as the API shows them (docs/webhooks.md). */

export const WEBHOOK_KINDS = ["webhook", "slack"] as const;
export const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

export const EventTypeSchema = z.enum(EVENT_TYPES).describe("An event type.");

export const WebhookEndpoint = z
  .object({
    id: z.uuid().describe("Endpoint id."),
    kind: z
      .enum(WEBHOOK_KINDS)
      .describe(
        "`webhook`: signed JSON events (Standard Webhooks). `slack`: a Slack incoming-webhook URL, sent Slack " +
          "messages, unsigned.",
      ),
    url: z.string().describe("Where deliveries are POSTed."),
    description: z.string().nullable(),
    eventTypes: z.array(EventTypeSchema).nullable().describe("The event types sent; null: all of them."),
    enabled: z.boolean().describe("Disabled endpoints receive nothing."),
    disabledReason: z
      .string()
      .nullable()
      .describe(
        "Why the service disabled it: `gone` (it answered 410), `failing` (every attempt failed for 3 days); " +
          "null when enabled or disabled by a client.",
      ),
    failingSince: nullableTimestamp(
      "Since when every attempt to it has failed (3 days of that disables it); null after a success, or before " +
        "any failure.",
    ),
    previousSecretExpiresAt: nullableTimestamp(
      "Until then deliveries are signed with the previous secret too (24 hours after a rotation).",
    ),
    createdAt: timestamp("When it was created."),
    updatedAt: timestamp("When it last changed."),
  })
  .openapi("WebhookEndpoint");
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointWithSecret = WebhookEndpoint.extend({
  secret: z
    .string()
    .describe("The signing secret: `whsec_` and the base64 of 32 random bytes. Shown only in this response.")
    .openapi({ example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }),
}).openapi("WebhookEndpointWithSecret");
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

/** How many of a delivery's attempts its view carries, newest first. */
export const RECENT_ATTEMPTS = 10;

export const WebhookAttempt = z
  .object({
    attempt: z.number().int().describe("1 for the first attempt; a retry goes on counting."),
    outcome: z.enum(["delivered", "failed"]).describe("`delivered`: a 2xx answer in time; `failed`: anything else."),
    responseStatus: z
      .number()
      .int()
      .nullable()
      .describe("HTTP status of the answer; null when none came (a timeout, a network error)."),
    latencyMs: z.number().int().describe("Milliseconds the attempt took."),
    error: z
      .string()
      .nullable()
      .describe("Why it failed (a status and the start of the body, a timeout); null when delivered."),
    attemptedAt: timestamp("When the attempt ended."),
  })
  .openapi("WebhookAttempt");
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z
  .object({
    id: z.uuid().describe("Delivery id."),
    endpointId: z.uuid(),
    eventId: z.string().describe("The event id (`evt_…`), sent as `webhook-id`: the same on every attempt."),
    eventType: EventTypeSchema,
    status: z
      .enum(DELIVERY_STATUSES)
      .describe("`pending` (attempts left), `delivered` (a 2xx answer), `failed` (gave up)."),
    attempts: z.number().int().describe("Attempts made."),
    lastResponseStatus: z.number().int().nullable().describe("HTTP status of the last answer; null when none came."),
    lastResponseLatencyMs: z.number().int().nullable().describe("Milliseconds the last attempt took."),
    lastError: z
      .string()
      .nullable()
      .describe("Why the last attempt failed (a timeout, a status, the start of the body)."),
    nextAttemptAt: nullableTimestamp("When the next attempt is due; null when none is."),
    deliveredAt: nullableTimestamp("When a 2xx answer came."),
    createdAt: timestamp("When the event was recorded for this endpoint."),
    recentAttempts: z
      .array(WebhookAttempt)
      .describe(
        `Its last ${RECENT_ATTEMPTS} attempts, newest first: each one's outcome, HTTP status, latency and time.`,
      ),
  })
  .openapi("WebhookDelivery");
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
