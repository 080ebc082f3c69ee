import { z, type OpenAPIHono } from "@hono/zod-openapi";
import { EVENT_TYPES } from "../../db/events";
import type { AppEnv } from "../../http/env";
import { jsonBody } from "../../http/openapi";
import { EVENT_DATA, eventEnvelope } from "../../services/webhooks/events.schema";
import { TAGS } from "./schema";

/* The API description's `webhooks` section: each event type's request, from the same schemas as the views. */

const SignatureHeaders = z.object({
  "webhook-id": z
    .string()
    .openapi({ description: "The event id (`evt_…`): the same on every attempt; deduplicate on it." }),
  "webhook-timestamp": z
    .string()
    .openapi({ description: "Unix seconds of this attempt; refuse ones more than 5 minutes off." }),
  "webhook-signature": z.string().openapi({
    description:
      '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under the base64-decoded part of the secret after ' +
      "`whsec_`; two, space-separated, for 24 hours after a rotation. Not sent to Slack endpoints.",
  }),
});

/*
 * What authenticates a delivery to its receiver is the Standard Webhooks signature, not a key the
 * receiver issued: declared as a security scheme so the description says so on every event.
 */
const SIGNATURE_SCHEME = "webhookSignature";

export function registerEventDescriptions(r: OpenAPIHono<AppEnv>): void {
  r.openAPIRegistry.registerComponent("securitySchemes", SIGNATURE_SCHEME, {
    type: "apiKey",
    in: "header",
    name: "webhook-signature",
    description:
      "Standard Webhooks (https://www.standardwebhooks.com): `v1,<base64 HMAC-SHA256 of " +
      '"webhook-id.webhook-timestamp.body">` keyed with the base64-decoded part of the endpoint\'s secret ' +
      "after `whsec_`; two, space-separated, for 24 hours after a rotation. The receiver verifies it (any " +
      "Standard Webhooks library does) and refuses a `webhook-timestamp` more than 5 minutes off. Slack " +
      "endpoints are sent unsigned messages.",
  });
  for (const type of EVENT_TYPES) {
    r.openAPIRegistry.registerWebhook({
      method: "post",
      path: type,
      operationId: `event_${type.replace(/\./g, "_")}`,
      tags: TAGS,
      security: [{ [SIGNATURE_SCHEME]: [] }],
      summary: EVENT_DATA[type].summary,
      description: `Sent to endpoints that want \`${type}\` (or every type). \`data\` is the object's compact view.`,
      request: { headers: SignatureHeaders, body: jsonBody(eventEnvelope(type)) },
      responses: {
        200: {
          description:
            "Any 2xx within the delivery timeout (10 seconds unless the server sets another): delivered. " +
            "Anything else is retried (about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h).",
        },
        410: { description: "Gone: the endpoint is disabled at once." },
      },
    });
  }
}
