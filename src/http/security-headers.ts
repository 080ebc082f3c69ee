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
const NOSNIFF = ["X-Content-Type-Options", "nosniff"] as const;
const NO_STORE = ["Cache-Control", "no-store"] as const;

export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  c.header(...NOSNIFF);
  await next();
};

/** Marks the response to an authenticated request as not to be stored. */
export function keyedResponse(c: Context<AppEnv>): void {
  c.header(...NO_STORE);
}
