import type { Db } from "../../db/database";

/**
 * Remembers when each key was last used and writes it in batches, so authentication adds no write
 * to a request's critical path. The Node server flushes on a timer and at shutdown; Workers flush
 * after the response (waitUntil), at most once a minute per key and isolate.
 */
export class LastUsedRecorder {
  private pending = new Map<string, Date>();
  private flushedAt = new Map<string, number>();
  constructor(private readonly minIntervalMs = 60_000) {}

  record(keyId: string, at: Date): void {
    const prev = this.pending.get(keyId);
    if (!prev || prev < at) this.pending.set(keyId, at);
  }

  /**
   * True (once) when this key has not been written for a while: the caller then flushes after the
   * response. Otherwise the periodic flush writes it, so there is no write per request.
   */
  claimFlush(keyId: string, now: Date): boolean {
    const last = this.flushedAt.get(keyId);
    if (last !== undefined && now.getTime() - last < this.minIntervalMs) return false;
    this.flushedAt.set(keyId, now.getTime());
    return true;
  }

  get size(): number {
    return this.pending.size;
  }

  async flush(db: Db): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.entries()];
    this.pending.clear();
    try {
      for (const [id, at] of batch) {
        await db
          .updateTable("api_keys")
          .set({ last_used_at: at })
          .where("id", "=", id)
          .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<", at)]))
          .execute();
      }
    } catch (err) {
      // Put them back; the next flush tries again. Losing a timestamp is better than failing a request.
      for (const [id, at] of batch) this.record(id, at);
      throw err;
    }
  }
}
