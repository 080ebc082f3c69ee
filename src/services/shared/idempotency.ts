import { z } from "zod";
import type { Db } from "../../db/database";
import type { AppDeps } from "../deps";
import { ApiError, validationError } from "../../errors";
import { retryWhileUnavailable } from "../../db/unavailable";
import { BreakerOpenError } from "../../platform/breaker";
import { canonicalJson, sha256Hex } from "../../platform/crypto";
import type { IdempotencyTimes } from "../../platform/idempotency";

/*
 * Idempotent writes (spec 4.2 "Idempotency", decisions "Idempotency scope"), transport-neutral so
 * POST /tracker, POST /leads/{id}/track and the tool server's add_company share one behaviour:
 *  - the key is scoped per API key and operation, and remembered 24 hours;
 *  - the body is compared after canonical JSON ordering;
 *  - a replay returns the first response with `idempotencyReplayed: true`;
 *  - an error frees the key (validation and authentication fail before this runs and store nothing;
 *    a 4xx raised by the operation itself has no side effects, and a 5xx must be retryable);
 *  - if a store apart from the database (Redis) is down the request is served without idempotency,
 *    logged and counted; if the database's own store cannot answer, neither can the write (503);
 *  - with the store in the database, the response is recorded in the write's own transaction
 *    (`record`), so a failure after the commit (the database going away) cannot free the key of a
 *    write that happened; a key that cannot be freed for an outage is freed once it is back.
 */

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a first request may hold its key before a retry may take it over (the holder died). */
export const IDEMPOTENCY_LOCK_MS = 60 * 1000;

const KEY_RE = /^[\x21-\x7e]{8,200}$/;
const KEY_MESSAGE = "must be 8 to 200 printable ASCII characters without spaces";

/** An idempotency key, as REST's `Idempotency-Key` header and the tools' `idempotencyKey` take it. */
export const IdempotencyKey = z.string().regex(KEY_RE, { message: KEY_MESSAGE });

/** `Idempotency-Key`: 8 to 200 printable ASCII characters, no spaces. Absent → undefined. */
export function parseIdempotencyKey(raw: string | undefined | null, field = "Idempotency-Key"): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!KEY_RE.test(raw)) {
    throw validationError([{ path: field, message: KEY_MESSAGE }]);
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

/** Called by the work inside its transaction, with the result it is about to commit. */
export type RecordInTransaction<B, S extends number> = (trx: Db, result: IdempotentResult<B, S>) => Promise<void>;

/**
 * Runs `work` at most once per key. Returns its result, or the stored one on a replay (status 200,
 * `idempotencyReplayed: true`, `replayed: true` so the transport can add its header). The work
 * calls `record` in its transaction once its result is known.
 */
export async function withIdempotency<B extends { idempotencyReplayed: boolean }, S extends number>(
  deps: AppDeps,
  opts: IdempotencyOptions,
  work: (record: RecordInTransaction<B, S>) => Promise<IdempotentResult<B, S>>,
): Promise<IdempotentResult<B, S | 200> & { replayed: boolean }> {
  const none: RecordInTransaction<B, S> = async () => {};
  if (opts.key === undefined) return { ...(await work(none)), replayed: false };

  const storeKey = `${opts.keyId}:${opts.operation}:${opts.key}`;
  const hash = await sha256Hex(canonicalJson(opts.request));
  const times = (): IdempotencyTimes => ({
    now: deps.clock.now(),
    lockMs: IDEMPOTENCY_LOCK_MS,
    ttlMs: IDEMPOTENCY_TTL_MS,
  });

  let begun: Awaited<ReturnType<AppDeps["idempotency"]["begin"]>>;
  try {
    begun = await deps.idempotency.begin(storeKey, hash, times());
  } catch (err) {
    // A store in the write's own database (it records within the write's transaction) failing
    // means the database failed: the write is refused as retryable (503) rather than run without
    // its key, which would repeat a write whose answer was lost when its COMMIT's connection went.
    if (deps.idempotency.completeWithin) throw err;
    deps.metrics.idempotencyFailOpen += 1;
    // A store skipped by its open breaker is counted; the breaker logged once when it opened.
    if (!(err instanceof BreakerOpenError)) {
      deps.logger.warn("idempotency store unavailable; serving without idempotency", {
        store: deps.idempotency.name,
        operation: opts.operation,
        error: err,
      });
    }
    return { ...(await work(none)), replayed: false };
  }

  switch (begun.state) {
    case "conflict":
      throw new ApiError(
        "idempotency_conflict",
        "This Idempotency-Key was already used with a different request body.",
      );
    case "in_progress":
      throw new ApiError(
        "idempotency_in_progress",
        "A request with this Idempotency-Key is still being processed. Retry in a moment.",
      );
    case "replay":
      return { status: 200, body: { ...(begun.body as B), idempotencyReplayed: true }, replayed: true };
    case "acquired":
      break;
  }

  const store = deps.idempotency;
  let recorded = false;
  const record: RecordInTransaction<B, S> = store.completeWithin
    ? async (trx, r) => {
        await store.completeWithin!(trx, storeKey, hash, r.status, r.body, times());
        recorded = true;
      }
    : none;
  let result: IdempotentResult<B, S>;
  try {
    result = await work(record);
  } catch (err) {
    // Freed whatever happened: the release deletes only a record still in progress. A response
    // recorded in a transaction that then failed (a connection lost at COMMIT) rolled back with
    // the write, and its key must not stay held until the lock runs out; one that committed is
    // kept, and the retry replays it.
    releaseKey(deps, storeKey, err);
    throw err;
  }
  if (recorded) return { ...result, replayed: false };
  try {
    await store.complete(storeKey, hash, result.status, result.body, times());
  } catch (err) {
    // The work is done and committed; failing the request now would invite a duplicate retry.
    deps.metrics.idempotencyFailOpen += 1;
    deps.logger.warn("could not store idempotent response", {
      store: deps.idempotency.name,
      operation: opts.operation,
      error: err,
    });
  }
  return { ...result, replayed: false };
}

/**
 * Frees the key of a request that failed before its write committed, so a retry may run. When the
 * database is down the release is tried again in the background until it answers (within the
 * key's lock, after which a retry takes the key over anyway).
 */
function releaseKey(deps: AppDeps, storeKey: string, cause: unknown): void {
  deps.waitUntil(
    retryWhileUnavailable(() => deps.idempotency.release(storeKey), IDEMPOTENCY_LOCK_MS).catch((e) =>
      deps.logger.warn("could not release idempotency key", { error: e, cause }),
    ),
  );
}
