import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/env";
import { readBodyText } from "../http/body";
import { acceptNotification, verifyIntent, WEBSUB_PATH } from "../lifecycle/websub";
import { isUuid } from "../platform/ids";

/*
 * /api/v1/websub/{checkId}: the callback WebSub hubs call (src/lifecycle/websub.ts).
 * Internal (hidden from the API description) and not behind API keys: a hub's verification GET
 * must echo the challenge for the topic we asked for, and a notification counts only with the
 * HMAC of its body under the secret we gave that hub.
 */

/** A feed is a few hundred KB at most; more is not a feed's new version. */
const NOTIFICATION_MAX_BYTES = 1024 * 1024;

const Params = z.object({ id: z.string() });

const verify = createRoute({
  method: "get",
  path: `${WEBSUB_PATH}/{id}`,
  hide: true,
  request: { params: Params },
  responses: { 200: { description: "The challenge, echoed" }, 404: { description: "Not a subscription of ours" } },
});

const notify = createRoute({
  method: "post",
  path: `${WEBSUB_PATH}/{id}`,
  hide: true,
  request: { params: Params },
  responses: { 202: { description: "Received" }, 404: { description: "Not a subscription of ours" } },
});

export function registerWebSubRoutes(r: OpenAPIHono<AppEnv>): void {
  r.openapi(verify, async (c) => {
    const { id } = c.req.valid("param");
    if (!isUuid(id)) return c.text("", 404);
    const q = (name: string) => c.req.query(name);
    const challenge = await verifyIntent(c.get("deps"), id, {
      mode: q("hub.mode"),
      topic: q("hub.topic"),
      challenge: q("hub.challenge"),
      leaseSeconds: q("hub.lease_seconds"),
    });
    return challenge === null ? c.text("", 404) : c.text(challenge, 200);
  });
  r.openapi(notify, async (c) => {
    const { id } = c.req.valid("param");
    if (!isUuid(id)) return c.text("", 404);
    const read = await readBodyText(c, NOTIFICATION_MAX_BYTES);
    if (read.ok) await acceptNotification(c.get("deps"), id, read.text, c.req.header("x-hub-signature"));
    // 2xx whatever the outcome (WebSub 8): a hub retrying a forged or stale notification changes nothing.
    return c.text("", 202);
  });
}
