import type { AppDeps } from "../deps";
import { ApiError } from "../errors";
import { BreakerOpenError } from "../platform/breaker";
import { canonicalJson, sha256Hex } from "../platform/crypto";
import type { IdempotencyTimes } from "../platform/idempotency";

/*
 * Idempotent writes (spec 4.2 "Idempotency", decisions "Idempotency scope"), transport-neutral so
 * POST /tracker, POST /leads/{id}/track and the tool server's add_company share one behaviour:
 *  - the key is scoped per API key and operation, and remembered 24 hours;
 *  - the body is compared after canonical JSON ordering;
 *  - a replay returns the first response with `idempotencyReplayed: true`;
 *  - an error frees the key (validation and authentication fail before this runs and store nothing;
 *    a 4xx raised by the operation itself has no side effects, and a 5xx must be retryable);
 *  - if the store is down the request is served without idempotency, logged and counted.
 */

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a first request may hold its key before a retry may take it over (the holder died). */
export const IDEMPOTENCY_LOCK_MS = 60 * 1000;

const KEY_RE = /^[\x21-\x7e]{8,200}$/;

/** `Idempotency-Key`: 8 to 200 printable ASCII characters, no spaces. Absent → undefined. */
export function parseIdempotencyKey(raw: string | undefined | null, field = "Idempotency-Key"): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!KEY_RE.test(raw)) {
    const message = "must be 8 to 200 printable ASCII characters without spaces";
    throw new ApiError("validation_error", `Invalid request: ${field}: ${message}`, { issues: [{ path: field, message }] });
  }
  return raw;
}

export interface IdempotentResult<B, S extends number = number> {
  status: S;
  body: B;
}

export interface IdempotencyOptions {
  /** Who and what the key belongs to: the API key id and the operation ("POST /api/v1/tracker"). */
  keyId: string;
  operation: string;
  key: string | undefined;
  /** The request as sent; compared after canonical JSON ordering. */
  request: unknown;
}

/**
 * Runs `work` at most once per key. Returns its result, or the stored one on a replay (status 200,
 * `idempotencyReplayed: true`, `replayed: true` so the transport can add its header).
 */
export async function withIdempotency<B extends { idempotencyReplayed: boolean }, S extends number>(
  deps: AppDeps,
  opts: IdempotencyOptions,
  work: () => Promise<IdempotentResult<B, S>>,
): Promise<IdempotentResult<B, S | 200> & { replayed: boolean }> {
  if (opts.key === undefined) return { ...(await work()), replayed: false };

  const storeKey = `${opts.keyId}:${opts.operation}:${opts.key}`;
  const hash = await sha256Hex(canonicalJson(opts.request));
  const times = (): IdempotencyTimes => ({ now: deps.clock.now(), lockMs: IDEMPOTENCY_LOCK_MS, ttlMs: IDEMPOTENCY_TTL_MS });

  let begun;
  try {
    begun = await deps.idempotency.begin(storeKey, hash, times());
  } catch (err) {
    deps.metrics.idempotencyFailOpen += 1;
    // A store skipped by its open breaker is counted; the breaker logged once when it opened.
    if (!(err instanceof BreakerOpenError)) {
      deps.logger.warn("idempotency store unavailable; serving without idempotency", { store: deps.idempotency.name, operation: opts.operation, error: err });
    }
    return { ...(await work()), replayed: false };
  }

  switch (begun.state) {
    case "conflict":
      throw new ApiError("idempotency_conflict", "This Idempotency-Key was already used with a different request body.");
    case "in_progress":
      throw new ApiError("idempotency_in_progress", "A request with this Idempotency-Key is still being processed. Retry in a moment.");
    case "replay":
      return { status: 200, body: { ...(begun.body as B), idempotencyReplayed: true }, replayed: true };
    case "acquired":
      break;
  }

  let result: IdempotentResult<B, S>;
  try {
    result = await work();
  } catch (err) {
    await deps.idempotency.release(storeKey).catch((e) => deps.logger.warn("could not release idempotency key", { error: e }));
    throw err;
  }
  try {
    await deps.idempotency.complete(storeKey, hash, result.status, result.body, times());
  } catch (err) {
    // The work is done and committed; failing the request now would invite a duplicate retry.
    deps.metrics.idempotencyFailOpen += 1;
    deps.logger.warn("could not store idempotent response", { store: deps.idempotency.name, operation: opts.operation, error: err });
  }
  return { ...result, replayed: false };
}
