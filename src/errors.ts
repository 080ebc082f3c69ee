/**
 * The one error type. Services throw it; the HTTP layer maps `code` to a status with STATUS_BY_CODE
 * and the tool server turns it into an `isError` result. Both render `toEnvelope()`.
 */
export const STATUS_BY_CODE = {
  validation_error: 400,
  /** Only for requests Node's HTTP parser refuses (http/client-error-node.ts). */
  bad_request: 400,
  invalid_json: 400,
  invalid_cursor: 400,
  needs_user_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  entity_not_found: 404,
  source_not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  ambiguous_entity: 409,
  ambiguous_source: 409,
  idempotency_conflict: 409,
  idempotency_in_progress: 409,
  run_in_progress: 409,
  entity_paused: 409,
  lead_tracked: 409,
  webhook_disabled: 409,
  integration_exists: 409,
  integration_paused: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;
export type ErrorStatus = (typeof STATUS_BY_CODE)[ErrorCode];

export class ApiError extends Error {
  readonly status: ErrorStatus;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Extra response headers (Retry-After, Allow). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = STATUS_BY_CODE[code];
  }

  toEnvelope(requestId?: string): ErrorEnvelope {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details ? { details: this.details } : {}),
        ...(requestId ? { requestId } : {}),
      },
    };
  }
}

export interface ErrorEnvelope {
  error: { code: string; message: string; details?: Record<string, unknown>; requestId?: string };
}

export const notFound = (what = "Resource") => new ApiError("not_found", `${what} not found.`);

/** Seconds a client is told to wait when the database is unreachable (decisions: "Database unreachable"). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

export const serviceUnavailable = () =>
  new ApiError("service_unavailable", "The database is unavailable. Retry in a moment.", undefined, {
    "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  });

/** Formats validation problems as the spec asks: every failing field as `path: reason`, in one message. */
export function validationError(issues: { path: string; message: string }[]): ApiError {
  const list = issues.map((i) => `${i.path || "(body)"}: ${i.message}`);
  return new ApiError("validation_error", `Invalid request: ${list.join("; ")}`, { issues });
}

/** Turns zod issues into `{ path, message }` with dotted paths (`founders.0.name`). */
export function issuesFromZod(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix?: string,
): { path: string; message: string }[] {
  return issues.map((i) => ({
    path: [prefix, ...i.path.map(String)].filter((p) => p !== undefined && p !== "").join("."),
    message: i.message,
  }));
}
