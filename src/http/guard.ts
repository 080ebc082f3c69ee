import type { Context, MiddlewareHandler } from "hono";
import { ApiError, issuesFromZod, validationError } from "../errors";
import { authorize, countCall, type OnCounted, type Operation } from "../services/access/authorize";
import { rateLimitHeaders } from "../services/access/rate-limit";
import { inputIssues } from "../services/shared/text-input";
import { readBodyText } from "./body";
import type { AppEnv } from "./env";

export const MAX_BODY_BYTES = 1024 * 1024;

export interface GuardOptions {
  /** The route takes a JSON body: check its size, content type and syntax before validation. */
  body?: boolean;
}

/** A route's guard, naming the operation whose access (src/services/access/authorize.ts) it enforces. */
export type Guard = MiddlewareHandler<AppEnv> & { readonly operation: Operation };

/**
 * Runs before a route's validators, in the order the spec implies: the operation's access checks
 * (rate-limit buckets, counted even for a request refused afterwards, then scopes and role; the
 * tool runner applies the same), then the body's transport-level problems (413, 415, invalid JSON).
 */
export function guard(operation: Operation, opts: GuardOptions = {}): Guard {
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    await authorize(c.get("deps"), c.get("actor"), operation, showRateLimit(c));
    // A query value's path is its parameter (c.req.queries() lists each parameter's values).
    const badQuery = inputIssues(c.req.queries());
    if (badQuery.length)
      throw validationError(issuesFromZod(badQuery.map((i) => ({ ...i, path: i.path.slice(0, 1) }))));
    if (opts.body) await checkJsonBody(c);
    // A route that takes no body (refresh, GETs, DELETE) never reads one, but a declared length
    // over the limit is refused all the same (decisions: a body over 1 MiB is 413).
    else if (declaredLength(c) > MAX_BODY_BYTES) throw bodyError("too_large");
    await next();
  };
  return Object.assign(handler, { operation });
}

/**
 * Counts an authenticated request that matched no route (the 404/405 answers) toward its method's
 * bucket, read for GET and write otherwise, as spec 5.6 wants every authenticated request counted;
 * throws 429 rate_limited.
 */
export async function countRequest(c: Context<AppEnv>): Promise<void> {
  const bucket = c.req.method === "GET" || c.req.method === "HEAD" ? "read" : "write";
  await countCall(c.get("deps"), c.get("actor"), [bucket], showRateLimit(c));
}

/** Keeps the tightest bucket of a counted request and sends its X-RateLimit-* headers. */
const showRateLimit =
  (c: Context<AppEnv>): OnCounted =>
  (state) => {
    c.set("rateLimit", state);
    if (state) for (const [k, v] of Object.entries(rateLimitHeaders(state))) c.header(k, v);
  };

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
