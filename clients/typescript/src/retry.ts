import { PartnerTrackingError } from "./errors.js";

/**
 * How a call may be repeated when it fails:
 * - `idempotent`: reads, PATCH, DELETE and lead decisions (sending them twice changes nothing
 *   more): network errors and 5xx are retried with backoff, a 429 after its Retry-After.
 * - `keyed`: a create or lead track carrying its Idempotency-Key, made once per logical call so
 *   every retry sends the same one: as `idempotent`, and `409 idempotency_in_progress` (the first
 *   attempt is still running) is retried too; a 429 is retried once at most.
 * - `once`: a refresh or draft enrichment: never sent again once it may have reached the server;
 *   a 429 (refused before anything was done) is retried once at most.
 * Spec 8: on a 429 a client waits Retry-After and must not loop creates or refreshes.
 */
export type CallKind = "idempotent" | "keyed" | "once";

export interface RetryOptions {
  /** Retries after network errors, 5xx and idempotency_in_progress (default 3). */
  maxRetries?: number;
  /** Retries after a 429 on idempotent calls (default 3); creates, lead tracks and refreshes retry a 429 once at most. */
  maxRateLimitRetries?: number;
  /** The longest Retry-After the client waits; a longer one is thrown at once (default 60 s). */
  maxRetryAfterSeconds?: number;
  /** The first backoff (default 500 ms), doubled each retry up to `maxDelayMs` (default 8000 ms), with jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface RetryEnv {
  retry: Required<RetryOptions>;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = {
  maxRetries: 3,
  maxRateLimitRetries: 3,
  maxRetryAfterSeconds: 60,
  baseDelayMs: 500,
  maxDelayMs: 8000,
};

/** What openapi-fetch resolves to. */
export interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** Waits `ms`, or rejects with the signal's reason when it is aborted first. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Sends a call through `attempt` (which builds a fresh request each time), repeating it as its
 * kind allows, and returns the body of its successful answer or throws PartnerTrackingError.
 */
export async function send<R extends Answer>(
  env: RetryEnv,
  kind: CallKind,
  attempt: () => Promise<R>,
  signal?: AbortSignal,
): Promise<NonNullable<R["data"]>> {
  const { retry } = env;
  let failures = 0;
  let limited = 0;
  for (;;) {
    signal?.throwIfAborted();
    let answer: R;
    try {
      answer = await attempt();
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      // fetch rejects with a TypeError when no answer came (refused, reset, DNS…); anything else
      // (an unreadable success body) came after the server answered.
      const network = err instanceof TypeError;
      if (network && kind !== "once" && failures < retry.maxRetries) {
        await env.sleep(backoff(env, failures++), signal);
        continue;
      }
      throw new PartnerTrackingError({
        status: 0,
        code: network ? "network_error" : "unexpected_response",
        message: network
          ? `No answer from the API: ${(err as Error).message}`
          : `The API's answer could not be read: ${String(err)}`,
        cause: err,
      });
    }
    const { response } = answer;
    if (response.ok) return answer.data as NonNullable<R["data"]>;
    const error = PartnerTrackingError.fromResponse(response, answer.error);
    const waitSeconds = error.retryAfterSeconds;
    if (waitSeconds !== undefined && waitSeconds > retry.maxRetryAfterSeconds) throw error;
    if (response.status === 429) {
      const allowed = kind === "idempotent" ? retry.maxRateLimitRetries : Math.min(1, retry.maxRateLimitRetries);
      if (limited >= allowed) throw error;
      limited++;
      await env.sleep((waitSeconds ?? 1) * 1000, signal);
      continue;
    }
    const transient = response.status >= 500 || (kind === "keyed" && error.code === "idempotency_in_progress");
    if (!transient || kind === "once" || failures >= retry.maxRetries) throw error;
    // A 503 says how long the database needs; otherwise back off.
    await env.sleep(waitSeconds !== undefined ? waitSeconds * 1000 : backoff(env, failures), signal);
    failures++;
  }
}

/** Exponential backoff with jitter: half to all of base·2ⁿ, at most maxDelayMs. */
function backoff(env: RetryEnv, n: number): number {
  const full = Math.min(env.retry.maxDelayMs, env.retry.baseDelayMs * 2 ** n);
  return Math.round(full / 2 + (full / 2) * env.random());
}
