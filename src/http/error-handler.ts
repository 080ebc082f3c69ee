import type { Context, ErrorHandler, Hono, MiddlewareHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable, logUnavailable } from "../db/unavailable";
import { ApiError, issuesFromZod, serviceUnavailable, validationError } from "../errors";
import type { AppEnv } from "./env";
import { countRequest } from "./guard";

export function sendError(c: Context<AppEnv>, err: ApiError): Response {
  const requestId = c.get("requestId");
  const headers: Record<string, string> = { ...(err.headers ?? {}) };
  if (requestId) headers["X-Request-Id"] = requestId;
  return c.json(err.toEnvelope(requestId), err.status, headers);
}

/** The one error handler: typed errors keep their code; anything else is logged and hidden. */
export const onError: ErrorHandler<AppEnv> = (err, c) => sendError(c, asApiError(err, c));

/**
 * A thrown value as the typed error the client is told: its own when it is one; the database being
 * unreachable is 503; anything else is logged and becomes a generic 500. The web app's pages map
 * errors through this too (src/web/problems.ts).
 */
export function asApiError(err: unknown, c: Context<AppEnv>): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException) {
    if (err.status === 413) return new ApiError("payload_too_large", "The request body is larger than 1 MiB.");
    if (err.status === 400 && /json/i.test(err.message))
      return new ApiError("invalid_json", "The request body is not valid JSON.");
    if (err.status === 401) return new ApiError("unauthorized", "Authentication failed.");
    if (err.status < 500) return new ApiError("validation_error", err.message || "Bad request.");
  }
  const deps = c.get("deps");
  if (isDatabaseUnavailable(err)) {
    if (deps) logUnavailable(deps.logger, err);
    return serviceUnavailable();
  }
  deps?.logger.error("unhandled error", {
    requestId: c.get("requestId"),
    method: c.req.method,
    path: c.req.path,
    error: err,
  });
  return new ApiError(
    "internal_error",
    "Something went wrong on our side. Quote the request id if you contact support.",
  );
}

type ZodIssueLike = { code?: string; path: readonly PropertyKey[]; message: string; keys?: readonly string[] };
type Issue = { path: PropertyKey[]; message: string };
export type ValidationResult = {
  success: boolean;
  target?: string;
  data?: unknown;
  error?: { issues: readonly ZodIssueLike[] };
};
type Schema = { safeParse(data: unknown): { success: boolean; error?: { issues: readonly ZodIssueLike[] } } };

/** What a route declares of its request, as far as the hook needs it. */
export interface RequestSchemas {
  params?: Schema;
  headers?: Schema;
  body?: { content?: Record<string, { schema?: unknown }> };
}

/**
 * The zod-openapi hook: every failing field as `path: reason`, all in one response (spec 2.8). An
 * unknown query parameter or body field is named by its own path (`foo: is not a query parameter
 * of this endpoint`), so a misspelt filter is never silently ignored. The validators run one part
 * of the request after another (query, path, body) and stop at the first that fails, so the parts
 * after it are checked here too, when the route's schemas are known (`createRouter` passes them).
 */
export async function validationHook(
  result: ValidationResult,
  c?: Context<AppEnv>,
  request?: RequestSchemas,
): Promise<void> {
  if (result.success || !result.error) return;
  const issues = issuesOf(result.target, result.error.issues, result.data);
  if (c && request) issues.push(...(await issuesAfter(result.target, c, request)));
  throw validationError(issuesFromZod(issues));
}

function issuesOf(target: string | undefined, zodIssues: readonly ZodIssueLike[], data: unknown): Issue[] {
  const unknown = target === "query" ? "is not a query parameter of this endpoint" : "is not a field of this request";
  return zodIssues.flatMap((i): Issue[] =>
    i.code === "unrecognized_keys" && i.keys?.length
      ? i.keys.map((k) => ({ path: [...i.path, k], message: unknown }))
      : [
          {
            path: [...i.path],
            message: target === "query" ? (repeatedMessage(data, i.path[0]) ?? i.message) : i.message,
          },
        ],
  );
}

/** The problems of the parts of the request the validators would have checked after `target`. */
async function issuesAfter(target: string | undefined, c: Context<AppEnv>, request: RequestSchemas): Promise<Issue[]> {
  const out: Issue[] = [];
  const check = (part: string, schema: Schema, data: unknown) => {
    const r = schema.safeParse(data);
    if (!r.success && r.error) out.push(...issuesOf(part, r.error.issues, data));
  };
  // The validators' order: query, path, headers, body.
  const order = ["query", "param", "header", "json"];
  if (!order.includes(target ?? "")) return out;
  const after = order.slice(order.indexOf(target!) + 1);
  if (after.includes("param") && request.params) check("param", request.params, c.req.param());
  if (after.includes("header") && request.headers) check("header", request.headers, c.req.header());
  const json = request.body?.content?.["application/json"]?.schema as Schema | undefined;
  // The guard has read and parsed the body before any validator (it stays cached on the request).
  if (after.includes("json") && json) check("json", json, await c.req.json().catch(() => undefined));
  return out;
}

/**
 * A query parameter given more than once arrives as a list, which zod reports as "expected string,
 * received array" (or, for an enum, as a bad value): the caller is told what it did instead.
 */
function repeatedMessage(query: unknown, name: PropertyKey | undefined): string | undefined {
  const value =
    typeof query === "object" && query !== null && name !== undefined
      ? (query as Record<PropertyKey, unknown>)[name]
      : undefined;
  return Array.isArray(value)
    ? `is given ${value.length} times; give it once (a comma-separated list where it takes several values)`
    : undefined;
}

/** 405 method_not_allowed naming the methods the path has, in `Allow` too. */
function methodNotAllowed(c: Context<AppEnv>, allowed: string[]): Response {
  return sendError(
    c,
    new ApiError(
      "method_not_allowed",
      `${c.req.method} is not allowed on ${c.req.path}. Allowed: ${allowed.join(", ")}.`,
      undefined,
      {
        Allow: allowed.join(", "),
      },
    ),
  );
}

/**
 * A request refused for its path or method still counts toward the key's limits when it carried
 * a valid key (spec 5.6: every authenticated request counts); the 429 when that is over the limit.
 */
async function countIfAuthenticated(c: Context<AppEnv>): Promise<Response | null> {
  if (!c.get("actor")) return null;
  try {
    await countRequest(c);
    return null;
  } catch (err) {
    if (err instanceof ApiError) return sendError(c, err);
    throw err;
  }
}

/** The app's routes (not middleware), read once the app is assembled. */
const routesOf = (app: Hono<AppEnv>) => app.routes.filter((r) => r.method !== "ALL");

/**
 * Unknown path → 404 not_found; a known path with the wrong method → 405 method_not_allowed with
 * Allow. Paths match exactly, as routes do: `/api/v1/tracker/` is not `/api/v1/tracker`.
 */
export function notFoundHandler(app: Hono<AppEnv>): NotFoundHandler<AppEnv> {
  let table: { re: RegExp; method: string }[] | null = null;
  return async (c) => {
    const limited = await countIfAuthenticated(c);
    if (limited) return limited;
    table ??= routesOf(app).map((r) => ({ method: r.method, re: patternToRegExp(r.path) }));
    const allowed = [...new Set(table.filter((r) => r.re.test(c.req.path)).map((r) => r.method))];
    if (allowed.length && !allowed.includes(c.req.method)) return methodNotAllowed(c, allowed);
    return sendError(c, new ApiError("not_found", `No route for ${c.req.method} ${c.req.path}.`));
  };
}

/**
 * A path that is a route of its own (no parameters) asked with a method it does not have → 405,
 * before a parameterised route of that method can take it: GET /api/v1/tracker/enrich is the
 * enrich route with the wrong method, not GET /api/v1/tracker/{id} with a malformed id.
 */
export function staticPathMethods(app: Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  let table: Map<string, string[]> | null = null;
  return async (c, next) => {
    if (!table) {
      table = new Map();
      for (const r of routesOf(app)) {
        if (/[:*]/.test(r.path)) continue;
        table.set(r.path, [...new Set([...(table.get(r.path) ?? []), r.method])]);
      }
    }
    const allowed = table.get(c.req.path);
    if (allowed && !allowed.includes(c.req.method) && !(c.req.method === "HEAD" && allowed.includes("GET"))) {
      return (await countIfAuthenticated(c)) ?? methodNotAllowed(c, allowed);
    }
    await next();
  };
}

function patternToRegExp(path: string): RegExp {
  const body = path
    .split("/")
    .map((seg) => {
      const m = /^:[A-Za-z0-9_]+(\{(.+)\})?\??$/.exec(seg);
      if (m) return m[2] ? `(?:${m[2]})` : "[^/]+";
      if (seg === "*") return ".*";
      return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${body}$`);
}
