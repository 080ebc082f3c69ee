import type { MiddlewareHandler } from "hono";
import { hostnameOf, isLoopbackName, mailBaseUrl, normalizeOrigin, type Config } from "../config";
import { ApiError } from "../errors";
import type { WebEnv } from "./env";

/*
 * Cross-site request forgery (docs/web.md): every request that changes state is a form POST, and
 * each must come from a page of this origin. Browsers say where a request comes from in
 * `Sec-Fetch-Site` (every current one) and `Origin` (on every POST); a request is let through
 * when the first says `same-origin`, or, when a browser sends no `Sec-Fetch-Site`, when `Origin`
 * is this server's: the origin of PUBLIC_BASE_URL, or while that is unset a loopback origin (the
 * stand-in of config.ts mailBaseUrl), never one derived from the request's own Host, which the
 * sender chooses. Anything else, a request naming neither included, is refused with 403. The
 * session cookie's `SameSite=Lax` keeps it off other sites' POSTs besides. This is what
 * `hono/csrf` checks, for every content type rather than for form encodings only.
 */

const SAFE = /^(GET|HEAD|OPTIONS)$/;

export const forgeryCheck = (): MiddlewareHandler<WebEnv> => async (c, next) => {
  if (SAFE.test(c.req.method)) return next();
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  const allowed =
    site !== undefined ? site === "same-origin" : origin !== undefined && isOwnOrigin(origin, c.get("deps").config);
  if (!allowed) {
    throw new ApiError(
      "forbidden",
      "This form was sent from another site, so nothing was done. Open the page on this site and send it again.",
      {
        reason: "cross_site_request",
      },
    );
  }
  await next();
};

function isOwnOrigin(origin: string, config: Config): boolean {
  const normalized = normalizeOrigin(origin);
  if (normalized === null) return false;
  if (config.PUBLIC_BASE_URL) return normalized === new URL(mailBaseUrl(config)).origin;
  const url = new URL(normalized);
  const name = hostnameOf(url.host);
  return url.protocol === "http:" && name !== null && isLoopbackName(name);
}
