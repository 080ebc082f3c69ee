import { z } from "@hono/zod-openapi";
import { STATUS_BY_CODE, type ErrorCode } from "../errors";
import { BUCKETS, type BucketName } from "../services/access/rate-limit";

const ErrorIssue = z
  .object({ path: z.string().describe("The field, dotted for nested ones (`founders.0.name`)."), message: z.string() })
  .openapi("ErrorIssue");

const LookupCandidate = z
  .object({
    id: z.uuid(),
    companyName: z.string().nullable(),
    founderName: z.string().nullable(),
    matchedOn: z.enum(["companyName", "founderName"]),
    score: z.number(),
  })
  .openapi("LookupCandidate");

/** What `details` carries for the codes that have details; other keys may be added later. */
const ErrorDetails = z
  .object({
    issues: z.array(ErrorIssue).optional().describe("`validation_error`: every invalid field, in one response."),
    requiredScopes: z.array(z.string()).optional().describe("`forbidden`: the scopes the operation needs."),
    grantedScopes: z.array(z.string()).optional().describe("`forbidden`: the scopes the key carries."),
    role: z.string().optional().describe("`forbidden` for a viewer's key on a write: the member's role."),
    query: z.string().optional().describe("`ambiguous_entity` / `ambiguous_source`: the fuzzy query as read."),
    candidates: z
      .array(LookupCandidate)
      .optional()
      .describe("`ambiguous_entity` / `ambiguous_source`: up to five companies, best first."),
    bucket: z
      .enum(Object.keys(BUCKETS) as [BucketName, ...BucketName[]])
      .optional()
      .describe("`rate_limited`: the bucket that is exhausted."),
    limit: z.int().optional().describe("`rate_limited`: requests allowed per window."),
    windowSeconds: z.int().optional().describe("`rate_limited`: the window's length."),
    retryAfterSeconds: z.int().optional().describe("`rate_limited`: as the Retry-After header."),
  })
  .catchall(z.unknown())
  .openapi("ErrorDetails");

/** Spec 2.8, as every error response is documented. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(STATUS_BY_CODE) as [ErrorCode, ...ErrorCode[]]).openapi({ example: "validation_error" }),
      message: z.string(),
      details: ErrorDetails.optional(),
      requestId: z.string().describe("The request's id, as the X-Request-Id header."),
    }),
  })
  .openapi("Error");

const DESCRIPTIONS: Record<number, string> = {
  400: "Invalid request (validation_error, invalid_json, invalid_cursor)",
  401: "Missing, malformed or invalid API key (unauthorized)",
  403: "The key lacks a required scope, or acts for a viewer on a write (forbidden)",
  404: "Not found (not_found)",
  409: "Conflict",
  413: "Body larger than 1 MiB (payload_too_large)",
  415: "Body is not JSON (unsupported_media_type)",
  429: "Rate limit exceeded (rate_limited); see Retry-After",
  500: "Unexpected failure (internal_error)",
};

/** The error responses of a route, with the codes each status can carry. */
export function errorResponses(statuses: number[], codes: Partial<Record<number, ErrorCode[]>> = {}) {
  const out: Record<number, { description: string; content: { "application/json": { schema: typeof ErrorSchema } } }> =
    {};
  for (const s of [...new Set([...statuses, 500])]) {
    const extra = codes[s]?.length ? ` — codes: ${codes[s]!.join(", ")}` : "";
    out[s] = {
      description: (DESCRIPTIONS[s] ?? "Error") + extra,
      content: { "application/json": { schema: ErrorSchema } },
    };
  }
  return out;
}

/** The errors every authenticated route can answer. */
export const AUTHED_ERRORS = [400, 401, 403, 429];

export const jsonContent = <T>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/**
 * What an operation without input or key can still answer: requests the HTTP server cannot read
 * (on Node, http/client-error-node.ts answers them in the envelope, whatever the path).
 */
export const UNREADABLE_REQUEST_ERRORS = {
  400: jsonContent(ErrorSchema, "The HTTP server could not parse the request (bad_request)"),
  431: jsonContent(ErrorSchema, "Request headers too large (headers_too_large)"),
};

/** Request bodies are required, or a request without a JSON content type would skip validation. */
export const jsonBody = <T>(schema: T, description?: string) => ({
  required: true,
  content: { "application/json": { schema } },
  ...(description ? { description } : {}),
});

export const security = [{ bearerAuth: [] }];

/* Headers set by middleware rather than by routes, added to the generated document in one pass. */

const limitHeaders = (required: boolean) => ({
  [`RateLimitLimit${required ? "Sent" : ""}`]: {
    description: "Requests allowed in the current window of the tightest bucket this request counted toward.",
    required,
    schema: { type: "integer" },
  },
  [`RateLimitRemaining${required ? "Sent" : ""}`]: {
    description: "Requests left in that window.",
    required,
    schema: { type: "integer" },
  },
  [`RateLimitReset${required ? "Sent" : ""}`]: {
    description: "Seconds until that window resets.",
    required,
    schema: { type: "integer" },
  },
});

const HEADERS = {
  RequestId: {
    description: "The request's id: the client's `X-Request-Id` when it sent one, else a new one.",
    required: true,
    schema: { type: "string" },
  },
  ...limitHeaders(false),
  ...limitHeaders(true),
  RetryAfter: { description: "Seconds to wait before retrying.", required: true, schema: { type: "integer" } },
};

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

interface DocumentLike {
  paths?: Record<
    string,
    Record<string, { security?: unknown[]; responses?: Record<string, { headers?: Record<string, unknown> }> }>
  >;
  components?: Record<string, unknown>;
}

/**
 * Every response carries `X-Request-Id`. An authenticated operation's responses (all but 401, sent
 * before anything is counted) carry `X-RateLimit-*` when the counter store answered (it fails
 * open, so they are not promised); a 429 always carries them and `Retry-After`.
 */
export function withMiddlewareHeaders<D extends object>(document: D): D {
  const doc = document as DocumentLike;
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      const authed = !!op.security?.length;
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const headers: Record<string, unknown> = { ...response.headers, "X-Request-Id": ref("RequestId") };
        if (authed && status !== "401") {
          // A 429 always carries them; otherwise the counter store may not have answered.
          const sent = status === "429" ? "Sent" : "";
          headers["X-RateLimit-Limit"] = ref(`RateLimitLimit${sent}`);
          headers["X-RateLimit-Remaining"] = ref(`RateLimitRemaining${sent}`);
          headers["X-RateLimit-Reset"] = ref(`RateLimitReset${sent}`);
          if (sent) headers["Retry-After"] = ref("RetryAfter");
        }
        response.headers = headers;
      }
    }
  }
  doc.components = { ...doc.components, headers: { ...(doc.components?.headers as object), ...HEADERS } };
  return document;
}
