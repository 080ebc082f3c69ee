import { OUTAGE_RETRY_MAX_MS, OUTAGE_RETRY_MIN_MS } from "../db/unavailable";
import type { Logger } from "../platform/logger";

/**
 * For a background loop that works the database (the job runner, the cadence scheduler): while
 * its rounds fail, how long to wait before the next (exponential backoff, capped), and one log
 * line when they start failing and one when they work again, not one per attempt of an outage.
 */
export class OutageBackoff {
  private failures = 0;

  constructor(
    private readonly logger: () => Logger,
    private readonly what: string,
  ) {}

  /** A failed round: returns how long to wait before the next. */
  failed(err: unknown): number {
    if (this.failures === 0)
      this.logger().error(`${this.what} paused after a failure (is the database down?); retrying with backoff`, {
        error: err,
      });
    this.failures++;
    return Math.min(OUTAGE_RETRY_MAX_MS, OUTAGE_RETRY_MIN_MS * 2 ** (this.failures - 1));
  }

  /** A round that worked: ends the outage, if there was one. */
  succeeded(): void {
    if (this.failures > 0) this.logger().info(`${this.what} resumed`, { failedAttempts: this.failures });
    this.failures = 0;
  }
}
