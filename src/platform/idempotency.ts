import type { Redis } from "@upstash/redis";
import type { Db } from "../db/database";
import { json } from "../db/database";

export type BeginResult =
  | { state: "acquired" }
  | { state: "in_progress" }
  | { state: "conflict" }
  | { state: "replay"; status: number; body: unknown };

export interface IdempotencyTimes {
  now: Date;
  /** How long the first request may hold the key before a retry may take it over (a crashed request). */
  lockMs: number;
  /** How long a completed result is remembered (24 hours). */
  ttlMs: number;
}

/**
 * Remembers the outcome of a request made with an Idempotency-Key. `begin` takes the key or says
 * why not; `complete` stores the response; `release` frees the key (validation failure or 5xx).
 */
export interface IdempotencyStore {
  readonly name: string;
  begin(key: string, requestHash: string, t: IdempotencyTimes): Promise<BeginResult>;
  complete(key: string, requestHash: string, status: number, body: unknown, t: IdempotencyTimes): Promise<void>;
  /**
   * Stores the response inside the caller's transaction, for a store kept in the same database:
   * the write and its record then commit together, so no failure between them can let a retry
   * repeat a write that committed. Stores elsewhere (Upstash) have none and complete after.
   */
  completeWithin?(
    db: Db,
    key: string,
    requestHash: string,
    status: number,
    body: unknown,
    t: IdempotencyTimes,
  ): Promise<void>;
  release(key: string): Promise<void>;
}

/** The embedded default: records live in Postgres, so a restart forgets nothing. */
export class PostgresIdempotencyStore implements IdempotencyStore {
  readonly name = "postgres";
  constructor(private readonly db: Db) {}

  async begin(key: string, requestHash: string, t: IdempotencyTimes): Promise<BeginResult> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await this.db
        .insertInto("idempotency_records")
        .values({
          key,
          request_hash: requestHash,
          state: "in_progress",
          response_status: null,
          response_body: null,
          locked_until: new Date(t.now.getTime() + t.lockMs),
          expires_at: new Date(t.now.getTime() + t.ttlMs),
          created_at: t.now,
        })
        .onConflict((oc) => oc.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      if (inserted) return { state: "acquired" };

      const row = await this.db.selectFrom("idempotency_records").selectAll().where("key", "=", key).executeTakeFirst();
      if (!row) continue; // released or expired between the two statements
      if (row.expires_at <= t.now) {
        await this.db
          .deleteFrom("idempotency_records")
          .where("key", "=", key)
          .where("expires_at", "<=", t.now)
          .execute();
        continue;
      }
      if (row.request_hash !== requestHash) return { state: "conflict" };
      if (row.state === "completed") return { state: "replay", status: row.response_status!, body: row.response_body };
      if (row.locked_until > t.now) return { state: "in_progress" };
      // The holder died (or is far too slow): take the lock over, atomically.
      const taken = await this.db
        .updateTable("idempotency_records")
        .set({ locked_until: new Date(t.now.getTime() + t.lockMs) })
        .where("key", "=", key)
        .where("state", "=", "in_progress")
        .where("locked_until", "<=", t.now)
        .returning("key")
        .executeTakeFirst();
      return taken ? { state: "acquired" } : { state: "in_progress" };
    }
    return { state: "in_progress" };
  }

  complete(key: string, requestHash: string, status: number, body: unknown, t: IdempotencyTimes): Promise<void> {
    return this.completeWithin(this.db, key, requestHash, status, body, t);
  }

  async completeWithin(
    db: Db,
    key: string,
    requestHash: string,
    status: number,
    body: unknown,
    t: IdempotencyTimes,
  ): Promise<void> {
    await db
      .updateTable("idempotency_records")
      .set({
        state: "completed",
        response_status: status,
        response_body: json(body),
        expires_at: new Date(t.now.getTime() + t.ttlMs),
      })
      .where("key", "=", key)
      .where("request_hash", "=", requestHash)
      .execute();
  }

  async release(key: string): Promise<void> {
    await this.db.deleteFrom("idempotency_records").where("key", "=", key).where("state", "=", "in_progress").execute();
  }

  /** Drops expired records; the job runner calls it now and then. */
  async sweep(now: Date): Promise<number> {
    const r = await this.db.deleteFrom("idempotency_records").where("expires_at", "<=", now).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}

interface RedisRecord {
  h: string;
  s: "p" | "c";
  lu: number;
  st?: number;
  b?: unknown;
}

// Takes over an in-progress record whose lock has expired, in one step.
const TAKEOVER = `
local v = redis.call('GET', KEYS[1])
if not v then return 0 end
local r = cjson.decode(v)
if r.s == 'p' and r.h == ARGV[1] and tonumber(r.lu) <= tonumber(ARGV[2]) then
  r.lu = tonumber(ARGV[3])
  redis.call('SET', KEYS[1], cjson.encode(r), 'KEEPTTL')
  return 1
end
return 0`;

/**
 * Production: records in Upstash Redis with a TTL of 24 hours. Each call gives up after
 * `timeoutMs` (a hung Redis must not hang the request: the caller then serves it without
 * idempotency, logged and counted).
 */
export class UpstashIdempotencyStore implements IdempotencyStore {
  readonly name = "upstash";
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "idem:",
    private readonly timeoutMs = 1000,
  ) {}

  begin(key: string, requestHash: string, t: IdempotencyTimes): Promise<BeginResult> {
    return this.bounded("begin", this.beginOnce(key, requestHash, t));
  }

  complete(key: string, requestHash: string, status: number, body: unknown, t: IdempotencyTimes): Promise<void> {
    const rec: RedisRecord = { h: requestHash, s: "c", lu: 0, st: status, b: body };
    return this.bounded(
      "complete",
      this.redis.set(this.prefix + key, JSON.stringify(rec), { px: t.ttlMs }).then(() => undefined),
    );
  }

  release(key: string): Promise<void> {
    return this.bounded(
      "release",
      this.redis.del(this.prefix + key).then(() => undefined),
    );
  }

  private async bounded<T>(op: string, work: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`upstash idempotency ${op} timed out after ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async beginOnce(key: string, requestHash: string, t: IdempotencyTimes): Promise<BeginResult> {
    const k = this.prefix + key;
    const rec: RedisRecord = { h: requestHash, s: "p", lu: t.now.getTime() + t.lockMs };
    const set = await this.redis.set(k, JSON.stringify(rec), { nx: true, px: t.ttlMs });
    if (set === "OK") return { state: "acquired" };
    const raw = await this.redis.get<RedisRecord | string>(k);
    if (!raw) return this.beginOnce(key, requestHash, t);
    const cur: RedisRecord = typeof raw === "string" ? JSON.parse(raw) : raw;
    if (cur.h !== requestHash) return { state: "conflict" };
    if (cur.s === "c") return { state: "replay", status: cur.st!, body: cur.b };
    if (cur.lu > t.now.getTime()) return { state: "in_progress" };
    const taken = await this.redis.eval(
      TAKEOVER,
      [k],
      [requestHash, String(t.now.getTime()), String(t.now.getTime() + t.lockMs)],
    );
    return Number(taken) === 1 ? { state: "acquired" } : { state: "in_progress" };
  }
}
