import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/**
 * Every response: `X-Content-Type-Options: nosniff`, so a browser never reads a JSON body (which
 * may quote a site's text) as HTML. Every response to a request made with a key:
 * `Cache-Control: no-store`, since it holds one organisation's data and no shared cache should keep it.
 */
export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
  if (c.get("actor")) c.res.headers.set("Cache-Control", "no-store");
};
