import { z } from "@hono/zod-openapi";
import { idParams } from "../shared/filters";

/* The HTTP parts of /api/v1/webhooks (docs/webhooks.md): path ids. Bodies and responses are beside the services. */

export const IdParams = idParams("Webhook endpoint");
export const DeliveryParams = IdParams.extend({
  deliveryId: z.guid({ message: "must be a UUID" }).openapi({
    param: { name: "deliveryId", in: "path" },
    example: "2f1f7c3c-2b10-4b8e-9a51-5d1c1d7e2a8e",
    description: "Delivery id.",
  }),
});
export const TAGS = ["Webhooks"];
