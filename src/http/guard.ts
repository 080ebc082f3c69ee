import type { Context, MiddlewareHandler } from "hono";
import { ApiError, issuesFromZod, validationError } from "../errors";
import { requireScopes } from "../services/api-keys";
import { consumeRateLimits, rateLimitHeaders, rateLimiterDeps, type BucketName } from "../services/rate-limit";
import type { Scope } from "../services/scopes";
import { inputIssues } from "../services/text-input";
import { readBodyText } from "./body";
import type { AppEnv } from "./env";

export const MAX_BODY_BYTES = 1024 * 1024;

export interface GuardOptions {
  scopes: Scope[];
  /** Buckets beyond the method's own (GET → read, others → write): create, refresh, enrich. */
  buckets?: BucketName[];
  /** The route takes a JSON body: check its size, content type and syntax before validation. */
  body?: boolean;
}

/**
 * Runs before a route's validators, in the order the spec implies: count the request against its
 * rate-limit buckets (every authenticated request counts, even one refused afterwards), then check
 * scopes and role, then the body's transport-level problems (413, 415, invalid JSON).
 */
export function guard(opts: GuardOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await countRequest(c, opts.buckets);
    requireScopes(c.get("actor"), opts.scopes, { write: isWriteMethod(c.req.method) });
    // A query value's path is its parameter (c.req.queries() lists each parameter's values).
    const badQuery = inputIssues(c.req.queries());
    if (badQuery.length) throw validationError(issuesFromZod(badQuery.map((i) => ({ ...i, path: i.path.slice(0, 1) }))));
    if (opts.body) await checkJsonBody(c);
    // A route that takes no body (refresh, GETs, DELETE) never reads one, but a declared length
    // over the limit is refused all the same (decisions: a body over 1 MiB is 413).
    else if (declaredLength(c) > MAX_BODY_BYTES) throw bodyError("too_large");
    await next();
  };
}

const isWriteMethod = (method: string) => method !== "GET" && method !== "HEAD";

/**
 * Counts an authenticated request toward its method's bucket (read for GET, write otherwise) and
 * `extra` ones, and sets the X-RateLimit-* headers of the tightest; throws 429 rate_limited. Used by
 * every route's guard, and by the 404/405 answers, which count too (spec 5.6).
 */
export async function countRequest(c: Context<AppEnv>, extra: BucketName[] = []): Promise<void> {
  const deps = c.get("deps");
  if (!deps.rateLimitsEnabled) return;
  const state = await consumeRateLimits(
    rateLimiterDeps(deps),
    c.get("actor").keyId,
    [isWriteMethod(c.req.method) ? "write" : "read", ...extra],
  );
  c.set("rateLimit", state);
  if (state) for (const [k, v] of Object.entries(rateLimitHeaders(state))) c.header(k, v);
}

/** Size, content type and syntax of a JSON body; the parsed body stays cached for the validator. */
export async function checkJsonBody(c: Context<AppEnv>): Promise<void> {
  if (declaredLength(c) > MAX_BODY_BYTES) throw bodyError("too_large");
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([a-z0-9.+-]+\+)?json\s*(;.*)?$/i.test(type)) {
    throw new ApiError("unsupported_media_type", "Send the body as JSON with 'Content-Type: application/json'.");
  }
  const read = await readBodyText(c, MAX_BODY_BYTES);
  if (!read.ok) throw bodyError(read.reason);
  const text = read.text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", "The request body is not valid JSON.");
  }
  const badInput = inputIssues(body);
  if (badInput.length) throw validationError(issuesFromZod(badInput));
}

const declaredLength = (c: Context<AppEnv>) => Number(c.req.header("content-length") ?? "0");

/**
 * The error for a body that could not be read as text. A body too large is left unread past the
 * limit, so its connection cannot carry another request (on Node the rest stays in the socket and
 * the connection is dropped): the 413 says `Connection: close` rather than promise a keep-alive it
 * cannot keep.
 */
export function bodyError(reason: "too_large" | "not_utf8", limit = "1 MiB"): ApiError {
  return reason === "too_large"
    ? new ApiError("payload_too_large", `The request body is larger than ${limit}.`, undefined, { Connection: "close" })
    : new ApiError("invalid_json", "The request body is not valid UTF-8.");
}
