import { describe, expect, it } from "vitest";
import { freshForMs, parseRetryAfter, retryAfterMs } from "../../src/platform/retry-hints";

/**
 * The one reading of the headers that say when to ask again (docs/pipeline.md: checks between runs, and rate limits
 * waited out).
 */

const h = (headers: Record<string, string>) => new Headers(headers);
const now = Date.parse("2026-11-24T08:00:00Z");

describe("when to ask again", () => {
  it("reads Retry-After as seconds or an HTTP-date, and X-RateLimit-Reset as epoch seconds", () => {
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Tue, 24 Nov 2026 08:05:00 GMT", now)).toBe(300_000);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(retryAfterMs(h({ "x-ratelimit-reset": String(now / 1000 + 60) }), now)).toBe(60_000);
  });

  it(
    "reads how long an answer stays fresh: max-age, Expires " + "against Date, X-Poll-Interval; nothing for no-cache",
    () => {
      expect(freshForMs(h({ "cache-control": "public, max-age=7200" }), now)).toBe(7_200_000);
      expect(
        freshForMs(h({ expires: "Tue, 24 Nov 2026 09:00:00 GMT", date: "Tue, 24 Nov 2026 08:30:00 GMT" }), now),
      ).toBe(1_800_000);
      expect(freshForMs(h({ "x-poll-interval": "60" }), now)).toBe(60_000);
      expect(freshForMs(h({ "cache-control": "no-cache, max-age=600" }), now)).toBeNull();
      expect(freshForMs(h({}), now)).toBeNull();
    },
  );
});
