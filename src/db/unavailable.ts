import type { Logger } from "../platform/logger";
import { LogThrottle } from "../platform/log-throttle";

/**
 * Whether an error means the database cannot be reached right now (as opposed to a bad statement):
 * such a request is answered `503 service_unavailable` with Retry-After (decisions: "Database
 * unreachable"), and the job runner and scheduler back off instead of failing their work.
 */

/** First wait after a failure; doubled each failure after that, up to OUTAGE_RETRY_MAX_MS. */
export const OUTAGE_RETRY_MIN_MS = 250;
/** Short enough that work resumes within 5 s of the database answering again. */
export const OUTAGE_RETRY_MAX_MS = 2_000;

/** Errors raised while getting a connection: whatever the reason, the database is not answering. */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super(`database unavailable: ${messageOf(cause)}`);
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * SQLSTATEs of a lost or refused session: class 08 (connection exception), 57P01–57P03 (the
 * server shut the session down or is starting), 53300 (too many connections).
 */
const SQLSTATES = /^(08...|57P0[123]|53300)$/;
/** Socket errors of node-postgres and the Neon driver's WebSocket. */
const ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNABORTED",
]);
/**
 * node-postgres, pg-pool, PGlite and Kysely say these in words, without a code (Kysely's once the
 * database has been closed, as during shutdown).
 */
const MESSAGES = new RegExp(
  "Connection terminated|connection error and is not queryable|" +
    "Client was closed and is not queryable|timeout exceeded when trying to connect|PGlite is closed|" +
    "driver has already been destroyed",
  "i",
);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    if (typeof e !== "object") return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (SQLSTATES.test(code) || ERRNOS.has(code))) return true;
    if (e instanceof Error && MESSAGES.test(e.message)) return true;
    // The Neon driver rejects with the WebSocket's ErrorEvent, which is not an Error.
    if (!(e instanceof Error) && (e as { type?: unknown }).type === "error" && "target" in e) return true;
  }
  return false;
}

function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  return typeof err === "string" ? err : "connection failed";
}

/** One line per 5 s per process while the database is down, not one per refused request. */
const unavailableLogs = new WeakMap<Logger, LogThrottle>();
export function logUnavailable(logger: Logger, err: unknown): void {
  let throttle = unavailableLogs.get(logger);
  if (!throttle) unavailableLogs.set(logger, (throttle = new LogThrottle(5_000)));
  const count = throttle.hit();
  if (count !== null) logger.warn("database unavailable: answering 503", { refused: count, error: err });
}

/**
 * Runs `work`, and again with the outage backoff while it fails because the database is
 * unreachable, for at most `giveUpAfterMs`; any other failure, or the last one, is thrown.
 */
export async function retryWhileUnavailable<T>(work: () => Promise<T>, giveUpAfterMs: number): Promise<T> {
  const giveUpAt = Date.now() + giveUpAfterMs;
  for (let wait = OUTAGE_RETRY_MIN_MS; ; wait = Math.min(OUTAGE_RETRY_MAX_MS, wait * 2)) {
    try {
      return await work();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() + wait > giveUpAt) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
