/**
 * When a refusing service asks to be called again, read from its answer's headers: `Retry-After`
 * (delay-seconds or an HTTP-date, RFC 9110 10.2.3) and `X-RateLimit-Reset` (epoch seconds, as
 * GitHub and many APIs send with an exhausted limit). The one parser of these headers, for the
 * fetcher's failures and for whatever schedules the next attempt.
 */

/** Milliseconds from `nowMs` until the service said it would answer again, or null when it did not say. */
export function retryAfterMs(headers: { get(name: string): string | null }, nowMs: number): number | null {
  const retryAfter = parseRetryAfter(headers.get("retry-after"), nowMs);
  if (retryAfter !== null) return retryAfter;
  return parseEpochReset(headers.get("x-ratelimit-reset"), nowMs);
}

/** `Retry-After`: whole seconds, or an HTTP-date; a date in the past means "now" (0). */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP-date always names its weekday and "GMT"; anything else (a negative number, garbage) is no hint.
  if (!/GMT$/i.test(trimmed)) return null;
  const at = Date.parse(trimmed);
  return Number.isFinite(at) ? Math.max(0, at - nowMs) : null;
}

/** `X-RateLimit-Reset` as epoch seconds; a reset in the past means "now" (0). */
export function parseEpochReset(value: string | null, nowMs: number): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const seconds = Number(value.trim());
  return seconds > 0 ? Math.max(0, seconds * 1000 - nowMs) : null;
}

/**
 * How long an answer says it stays fresh, for a poller deciding when to ask again: the longest of
 * `Cache-Control: max-age` (s-maxage for shared caches is not ours), `Expires` against `Date` (or
 * now), and GitHub's `X-Poll-Interval` (seconds). Null when it says nothing (or `no-cache`).
 */
export function freshForMs(headers: { get(name: string): string | null }, nowMs: number): number | null {
  const hints: number[] = [];
  const cacheControl = headers.get("cache-control") ?? "";
  const maxAge = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl);
  if (maxAge && !/(?:^|,)\s*no-(?:cache|store)\b/i.test(cacheControl)) hints.push(Number(maxAge[1]) * 1000);
  const expires = headers.get("expires");
  if (expires && !maxAge) {
    const at = Date.parse(expires);
    const date = Date.parse(headers.get("date") ?? "");
    if (Number.isFinite(at)) hints.push(Math.max(0, at - (Number.isFinite(date) ? date : nowMs)));
  }
  const poll = headers.get("x-poll-interval");
  if (poll && /^\d+$/.test(poll.trim())) hints.push(Number(poll.trim()) * 1000);
  return hints.length ? Math.max(...hints) : null;
}
