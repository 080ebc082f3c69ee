/**
 * The one error the client throws for a failed call: an API error (the envelope
 * `{ error: { code, message, details?, requestId } }`), or a failure on the client's side of the
 * wire, which has `status` 0 and one of the codes `network_error`, `timeout`, `unexpected_response`,
 * `run_dropped`. Read `code`, as the API asks; `message` is for people.
 */
export class PartnerTrackingError extends Error {
  override readonly name = "PartnerTrackingError";
  /** The HTTP status, or 0 when no API answer is behind the error. */
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  /** The request's id (the envelope's `requestId`, else the `X-Request-Id` header): quote it to the operator. */
  readonly requestId: string | undefined;
  /** Seconds the server asked to wait (`Retry-After`), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: Record<string, unknown>;
    requestId?: string;
    retryAfterSeconds?: number;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The error of an answered request, from its status, headers and (parsed) body. */
  static fromResponse(response: Response, body: unknown): PartnerTrackingError {
    const envelope = isRecord(body) && isRecord(body.error) ? body.error : undefined;
    const requestId = stringOr(envelope?.requestId) ?? response.headers.get("x-request-id") ?? undefined;
    const retryAfterSeconds = retryAfter(response);
    if (envelope && typeof envelope.code === "string") {
      return new PartnerTrackingError({
        status: response.status,
        code: envelope.code,
        message: stringOr(envelope.message) ?? `HTTP ${response.status}`,
        details: isRecord(envelope.details) ? envelope.details : undefined,
        requestId,
        retryAfterSeconds,
      });
    }
    // Not the API's envelope: a proxy or load balancer in between answered.
    return new PartnerTrackingError({
      status: response.status,
      code: "unexpected_response",
      message: `HTTP ${response.status} without the API's error envelope`,
      requestId,
      retryAfterSeconds,
    });
  }
}

/** `Retry-After` in whole seconds (spec 7: the API sends an integer), if present. */
export function retryAfter(response: Response): number | undefined {
  const raw = response.headers.get("retry-after")?.trim();
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function stringOr(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}
