import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import * as create from "./create";
import * as del from "./delete";
import * as deliveries from "./deliveries";
import { registerEventDescriptions } from "./events";
import * as get from "./get";
import * as list from "./list";
import * as retry from "./retry";
import * as rotate from "./rotate";
import * as test from "./test";
import * as update from "./update";

/** /api/v1/webhooks: endpoints, their secrets and delivery logs (docs/webhooks.md). */
export function registerWebhookRoutes(r: OpenAPIHono<AppEnv>): void {
  create.register(r);
  list.register(r);
  get.register(r);
  update.register(r);
  del.register(r);
  rotate.register(r);
  test.register(r);
  deliveries.register(r);
  retry.register(r);
  registerEventDescriptions(r);
}
