/**
 * At most one log line per interval for a condition that repeats on every request (the database
 * unreachable during an outage): the first occurrence is logged at once, later ones are counted
 * and reported with the next line.
 */
export class LogThrottle {
  private last = -Infinity;
  private suppressed = 0;
  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The number of occurrences since the last line (this one included) when a line is due, else null. */
  hit(): number | null {
    const t = this.now();
    this.suppressed++;
    if (t - this.last < this.intervalMs) return null;
    this.last = t;
    const n = this.suppressed;
    this.suppressed = 0;
    return n;
  }
}
