import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/**
 * Every response: `X-Content-Type-Options: nosniff`, so a browser never reads a JSON body (which
 * may quote a site's text) as HTML. Every response to a request made with a key:
 * `Cache-Control: no-store` (set by `keyedResponse` once the key is known), since it holds one
 * organisation's data and no shared cache should keep it. Both are set before the handler, as
 * headers of the response it builds: changing a built response's headers costs the server its
 * fast path.
 */
export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  c.header("X-Content-Type-Options", "nosniff");
  await next();
};

/** Marks the response to an authenticated request as not to be stored. */
export function keyedResponse(c: Context<AppEnv>): void {
  c.header("Cache-Control", "no-store");
}

/** The headers above, for a response a route builds itself (the tool server's). */
export function securityHeadersOf(c: Context<AppEnv>): Record<string, string> {
  return { "X-Content-Type-Options": "nosniff", ...(c.get("actor") ? { "Cache-Control": "no-store" } : {}) };
}
