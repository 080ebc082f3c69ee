import { z } from "@hono/zod-openapi";
import { pageParams } from "../lists/paging";
import {
  EventTypeSchema,
  WEBHOOK_KINDS,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "./views.schema";

/* Inputs and responses of /api/v1/webhooks (docs/webhooks.md). */

const eventTypes = z
  .array(EventTypeSchema)
  .min(1)
  .max(20)
  .refine((a) => new Set(a).size === a.length, { message: "must not repeat a type" });

const url = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .describe("https (http only to loopback when the server allows private networks).");
const description = z.string().trim().max(500);

export const CreateWebhookBody = z
  .object({
    url,
    kind: z.enum(WEBHOOK_KINDS).optional().describe("Default `webhook`."),
    description: description.optional(),
    eventTypes: eventTypes.optional().describe("The event types to send; absent: all of them."),
    enabled: z.boolean().optional().describe("Default true."),
  })
  .strict()
  .openapi("CreateWebhookBody", {
    example: {
      url: "https://crm.example/hooks/partner-tracking",
      description: "CRM sync",
      eventTypes: ["signal.created", "alert.sent"],
    },
  });
export type CreateWebhookInput = z.infer<typeof CreateWebhookBody>;

export const UpdateWebhookBody = z
  .object({
    url: url.optional(),
    description: description.nullable().optional(),
    eventTypes: eventTypes.nullable().optional().describe("null: all types."),
    enabled: z.boolean().optional().describe("true re-enables an endpoint the service disabled."),
  })
  .strict()
  .openapi("UpdateWebhookBody", { example: { eventTypes: null, enabled: true } });
export type UpdateWebhookInput = z.infer<typeof UpdateWebhookBody>;

/**
 * `view` is taken as on every list (spec 4.1); an endpoint or a delivery has nothing to cut, so the
 * compact view is the full one.
 */
export const WebhookListQuery = z
  .object({ view: pageParams.view, limit: pageParams.limit, cursor: pageParams.cursor })
  .strict();
export type WebhookListQuery = z.output<typeof WebhookListQuery>;

export const WebhookResponse = z.object({ data: WebhookEndpoint }).openapi("WebhookResponse");
export type WebhookResponse = z.infer<typeof WebhookResponse>;

export const WebhookSecretResponse = z
  .object({
    data: WebhookEndpointWithSecret,
    idempotencyReplayed: z
      .boolean()
      .describe("True when this is the stored answer to an earlier request with the same Idempotency-Key."),
  })
  .openapi("WebhookSecretResponse");
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponse>;

export const WebhookList = z
  .object({ data: z.array(WebhookEndpoint), nextCursor: z.string().nullable() })
  .openapi("WebhookList");
export type WebhookList = z.infer<typeof WebhookList>;

export const WebhookDeleted = z
  .object({ data: z.object({ id: z.uuid(), deleted: z.literal(true) }) })
  .openapi("WebhookDeleted");
export type WebhookDeleted = z.infer<typeof WebhookDeleted>;

export const DeliveryResponse = z
  .object({
    data: WebhookDelivery,
    idempotencyReplayed: z
      .boolean()
      .describe("True when this is the stored answer to an earlier request with the same Idempotency-Key."),
  })
  .openapi("WebhookDeliveryResponse");
export type DeliveryResponse = z.infer<typeof DeliveryResponse>;

export const DeliveryList = z
  .object({ data: z.array(WebhookDelivery), nextCursor: z.string().nullable() })
  .openapi("WebhookDeliveryList");
export type DeliveryList = z.infer<typeof DeliveryList>;
