import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import { UpstashCounterStore } from "../../src/platform/counters-upstash";
import { createLogger } from "../../src/platform/logger";
import type { UpstashBridge } from "../../scripts/bridges/upstash-redis-bridge";
import { createTestOrg, getRuntime } from "../support/harness";
import { probeRouter } from "../support/probe-routes";
import { NO_REDIS_REASON, redisReachable, startTestUpstash, upstashClient } from "../support/upstash";

/**
 * The production counter store (@upstash/ratelimit over @upstash/redis) against a real Redis,
 * through the Upstash REST bridge; and its fail-open through the real app when Upstash errors
 * or hangs.
 */
const redisUp = await redisReachable();
const id = () => crypto.randomUUID();

describe.skipIf(!redisUp)(`UpstashCounterStore on Redis${redisUp ? "" : ` (skipped: ${NO_REDIS_REASON})`}`, () => {
  let bridge: UpstashBridge;
  beforeAll(async () => {
    bridge = await startTestUpstash();
    await getRuntime(); // the shared database starts here, not inside a test's time limit
  });
  afterEach(() => {
    bridge.setFailureMode("none");
    vi.useRealTimers();
  });
  afterAll(() => bridge?.close());

  /** Windows are fixed to the clock's minute: a test's hits start just after one begins, so they
   * cannot straddle its end. */
  const atWindowStart = () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
  };
  const store = (timeoutMs = 1000) => new UpstashCounterStore(upstashClient(bridge, timeoutMs), timeoutMs);

  it("counts a fixed window per key and refuses past the limit; other keys have their own", async () => {
    atWindowStart();
    const s = store();
    const key = `k:${id()}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await s.hit(key, 3, 60));
    expect(results.map((r) => [r.success, r.remaining, r.limit])).toEqual([
      [true, 2, 3],
      [true, 1, 3],
      [true, 0, 3],
      [false, 0, 3],
    ]);
    expect(results[0]!.resetAt).toBeGreaterThan(Date.now());
    expect(results[0]!.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    expect((await s.hit(`k:${id()}`, 3, 60)).success).toBe(true);
  });

  it("counts across store instances (what several Worker isolates share)", async () => {
    atWindowStart();
    const key = `k:${id()}`;
    await store().hit(key, 2, 60);
    await store().hit(key, 2, 60);
    expect((await store().hit(key, 2, 60)).success).toBe(false);
  });

  it("a new window starts when the old one ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Math.ceil(Date.now() / 60_000) * 60_000;
    vi.setSystemTime(start + 1000);
    const s = store();
    const key = `k:${id()}`;
    await s.hit(key, 1, 60);
    expect((await s.hit(key, 1, 60)).success).toBe(false);
    vi.setSystemTime(start + 60_000 + 1000);
    expect((await s.hit(key, 1, 60)).success).toBe(true);
  });

  it("concurrent hits are all counted", async () => {
    atWindowStart();
    const s = store();
    const key = `k:${id()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => s.hit(key, 15, 60)));
    expect(results.filter((r) => r.success)).toHaveLength(15);
  });

  it("ping: true when Redis answers, false when it errors or hangs (without hanging itself)", async () => {
    const s = store(50);
    expect(await s.ping()).toBe(true);
    bridge.setFailureMode("error");
    expect(await s.ping()).toBe(false);
    bridge.setFailureMode("hang");
    const t0 = Date.now();
    expect(await s.ping()).toBe(false);
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  describe("through the real app", () => {
    async function setup(timeoutMs = 150) {
      const rt = await getRuntime();
      const lines: string[] = [];
      const metrics = { failOpen: 0, idempotencyFailOpen: 0 };
      const counters = new UpstashCounterStore(upstashClient(bridge, timeoutMs), timeoutMs);
      const deps = {
        ...rt.deps,
        counters,
        metrics,
        config: { ...rt.config, UPSTASH_TIMEOUT_MS: timeoutMs },
        logger: createLogger("warn", (l) => lines.push(l)),
      };
      const app = createApp(deps, { extraRoutes: [probeRouter()] });
      const org = await createTestOrg({ app });
      return { app, org, metrics, lines, counters };
    }

    it("limits with Upstash: the refresh bucket allows 60 an hour, then 429 with Retry-After", async () => {
      const { org, counters } = await setup(2000);
      // 58 refreshes counted elsewhere (another isolate, say): concurrently, straight into Redis.
      await Promise.all(Array.from({ length: 58 }, () => counters.hit(`${org.keyId}:refresh`, 60, 3600)));
      expect((await org.request("POST", "/api/v1/probe/refresh")).headers.get("x-ratelimit-remaining")).toBe("1");
      expect((await org.request("POST", "/api/v1/probe/refresh")).status).toBe(200);
      const res = await org.request("POST", "/api/v1/probe/refresh");
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await res.json()).error.details).toMatchObject({ bucket: "refresh", limit: 60, windowSeconds: 3600 });
    });

    it("fails open when Upstash answers with errors: served, logged and counted; /healthz says degraded", async () => {
      const { app, org, metrics, lines } = await setup();
      const ok = await org.request("GET", `/api/v1/probe/${id()}`);
      expect(ok.headers.get("x-ratelimit-limit")).toBe("600");

      bridge.setFailureMode("error");
      const res = await org.request("GET", `/api/v1/probe/${id()}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBeNull();
      expect(metrics.failOpen).toBe(1);
      expect(lines.some((l) => l.includes("rate limit store unavailable") && l.includes('"store":"upstash"'))).toBe(
        true,
      );

      const health = await app.request("/healthz");
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({
        status: "degraded",
        counterStore: { ok: false, store: "upstash", failOpenCount: 1 },
      });
    });

    it("fails open when Upstash hangs: served after the timeout, counted; /healthz answers too", async () => {
      const { app, org, metrics } = await setup(100);
      bridge.setFailureMode("hang");
      const t0 = Date.now();
      const res = await org.request("POST", "/api/v1/probe", {
        body: { name: "Acme", email: "a@example.com", cadenceDays: 7 },
      });
      expect(res.status).toBe(201);
      expect(Date.now() - t0).toBeLessThan(3000);
      expect(metrics.failOpen).toBe(2); // write and create
      const health = await app.request("/healthz");
      expect((await health.json()).counterStore).toMatchObject({ ok: false, store: "upstash" });
    });

    it("a hung Upstash holds no connection per request: each call is aborted once nobody waits for it", async () => {
      const { org, metrics } = await setup(100);
      bridge.setFailureMode("hang");
      const served = await Promise.all(Array.from({ length: 20 }, () => org.request("GET", `/api/v1/probe/${id()}`)));
      expect(served.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(metrics.failOpen).toBe(20);
      expect(bridge.heldRequests()).toBeGreaterThan(0);
      // Before, the calls stayed open for the HTTP client's own timeout (minutes): one socket each.
      await vi.waitFor(() => expect(bridge.heldRequests()).toBe(0), { timeout: 5000, interval: 50 });
    });
  });
});
