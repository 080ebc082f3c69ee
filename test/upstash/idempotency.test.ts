import type { Redis } from "@upstash/redis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MemoryCounterStore } from "../../src/platform/counters";
import { UpstashIdempotencyStore } from "../../src/platform/idempotency";
import { createLogger } from "../../src/platform/logger";
import type { UpstashBridge } from "../../scripts/bridges/upstash-redis-bridge";
import { createTestOrg, getRuntime, runtimeWith } from "../support/harness";
import { DAY, itKeepsTheIdempotencyContract, storeUnderTest } from "../support/idempotency-store-contract";
import { lifecycleRuntime } from "../support/test-pipeline";
import { NO_REDIS_REASON, redisReachable, startTestUpstash, upstashClient } from "../support/upstash";
import { companyBody } from "../tracker/_helpers";

/**
 * The production idempotency store (records in Redis through @upstash/redis) against a real
 * Redis via the Upstash REST bridge, directly and behind POST /api/v1/tracker.
 */
const redisUp = await redisReachable();

describe.skipIf(!redisUp)(`UpstashIdempotencyStore on Redis${redisUp ? "" : ` (skipped: ${NO_REDIS_REASON})`}`, () => {
  let bridge: UpstashBridge;
  let redis: Redis;
  // Records of this run only: the local Redis is shared with other suites.
  const prefix = `idem-test:${process.pid}:${crypto.randomUUID()}:`;
  beforeAll(async () => {
    bridge = await startTestUpstash();
    redis = upstashClient(bridge);
    await lifecycleRuntime(); // the shared database starts here, not inside a test's time limit
  });
  afterEach(() => bridge.setFailureMode("none"));
  afterAll(async () => {
    if (!bridge) return;
    bridge.setFailureMode("none");
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await bridge.close();
  });

  async function setup(timeoutMs = 1000) {
    const rt = await getRuntime();
    return storeUnderTest(new UpstashIdempotencyStore(redis, prefix, timeoutMs), rt.clock);
  }

  itKeepsTheIdempotencyContract(() => setup());

  it("records expire in Redis after 24 hours", async () => {
    const { store, times, key } = await setup();
    await store.begin(key, "h1", times());
    await store.complete(key, "h1", 201, { n: 1 }, times());
    const ttl = await redis.pttl(prefix + key);
    expect(ttl).toBeGreaterThan(DAY - 60_000);
    expect(ttl).toBeLessThanOrEqual(DAY);
  });

  it("errors and hangs reject (within the timeout), so the caller can fail open", async () => {
    const { store, times, key } = await setup(100);
    bridge.setFailureMode("error");
    await expect(store.begin(key, "h1", times())).rejects.toThrow();
    bridge.setFailureMode("hang");
    const t0 = Date.now();
    await expect(store.begin(key, "h1", times())).rejects.toThrow(/timed out after 100 ms/);
    await expect(store.complete(key, "h1", 201, {}, times())).rejects.toThrow(/timed out/);
    await expect(store.release(key)).rejects.toThrow(/timed out/);
    expect(Date.now() - t0).toBeLessThan(3000);
  });

  describe("behind POST /api/v1/tracker", () => {
    async function app(timeoutMs = 1000) {
      const base = await lifecycleRuntime();
      const metrics = { failOpen: 0, idempotencyFailOpen: 0 };
      const lines: string[] = [];
      const rt = await runtimeWith({
        pipeline: base.pipeline,
        idempotency: new UpstashIdempotencyStore(redis, prefix, timeoutMs),
        counters: new MemoryCounterStore(base.clock),
        metrics,
        logger: createLogger("warn", (l) => lines.push(l)),
      });
      const org = await createTestOrg({ app: rt.app });
      return { org, metrics, lines };
    }

    it("a replay returns the original company from Redis, with the header", async () => {
      const { org } = await app();
      const body = companyBody();
      const headers = { "idempotency-key": `key-${crypto.randomUUID()}` };
      const first = await org.request("POST", "/api/v1/tracker", { body, headers });
      expect(first.status).toBe(201);
      const created = await first.json();
      const again = await org.request("POST", "/api/v1/tracker", { body, headers });
      expect(again.status).toBe(200);
      expect(again.headers.get("idempotency-replayed")).toBe("true");
      const replay = await again.json();
      expect(replay.idempotencyReplayed).toBe(true);
      expect(replay.data.id).toBe(created.data.id);
      const other = await org.request("POST", "/api/v1/tracker", { body: companyBody(), headers });
      expect(other.status).toBe(409);
      expect((await other.json()).error.code).toBe("idempotency_conflict");
    });

    it.each(["error", "hang"] as const)(
      "Upstash in %s mode: the create is served without idempotency, logged and counted",
      async (mode) => {
        const { org, metrics, lines } = await app(150);
        bridge.setFailureMode(mode);
        const res = await org.request("POST", "/api/v1/tracker", {
          body: companyBody(),
          headers: { "idempotency-key": `key-${crypto.randomUUID()}` },
        });
        expect(res.status).toBe(201);
        expect(metrics.idempotencyFailOpen).toBe(1); // begin failed: nothing is stored afterwards
        expect(lines.some((l) => l.includes("idempotency store unavailable") && l.includes('"store":"upstash"'))).toBe(
          true,
        );
      },
    );
  });
});
