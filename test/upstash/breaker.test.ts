import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import { createNodeRuntime } from "../../src/bootstrap-node";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { ManualClock } from "../../src/platform/clock";
import { createLogger } from "../../src/platform/logger";
import type { UpstashBridge } from "../../scripts/bridges/upstash-redis-bridge";
import { createTestOrg, getRuntime, testConfig } from "../support/harness";
import { probeRouter } from "../support/probe-routes";
import { NO_REDIS_REASON, redisReachable, startTestUpstash } from "../support/upstash";

/**
 * The Upstash circuit breaker through the production wiring (createNodeRuntime with UPSTASH_*),
 * against a real Redis behind the REST bridge: it opens when Upstash errors or hangs, skips it
 * during the cool-down, and closes again once a probe finds it answering.
 */
const redisUp = await redisReachable();
const id = () => crypto.randomUUID();

describe.skipIf(!redisUp)(`Upstash circuit breaker${redisUp ? "" : ` (skipped: ${NO_REDIS_REASON})`}`, () => {
  let bridge: UpstashBridge;
  beforeAll(async () => {
    bridge = await startTestUpstash();
    await getRuntime(); // the shared database starts here, not inside a test's time limit
  });
  afterEach(() => {
    bridge.setFailureMode("none");
    vi.restoreAllMocks();
  });
  afterAll(() => bridge?.close());

  async function setup(timeoutMs: number) {
    const base = await getRuntime();
    const clock = new ManualClock(base.clock.now());
    const lines: string[] = [];
    const rt = await createNodeRuntime(
      testConfig({
        UPSTASH_REDIS_REST_URL: bridge.url,
        UPSTASH_REDIS_REST_TOKEN: bridge.token,
        UPSTASH_TIMEOUT_MS: String(timeoutMs),
      }),
      { clock, logger: createLogger("info", (l) => lines.push(l)), handle: base.handle, handlers: jobHandlers },
    );
    const app = createApp(rt.deps, { extraRoutes: [probeRouter()] });
    const org = await createTestOrg({ app, on: { deps: rt.deps, clock } });
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    return {
      app,
      org,
      clock,
      lines,
      metrics: rt.deps.metrics,
      read: () => org.request("GET", `/api/v1/probe/${id()}`),
      /** Requests that reached (or tried to reach) Upstash so far. */
      upstashCalls: () =>
        fetchSpy.mock.calls.filter(([input]) =>
          String(input instanceof Request ? input.url : input).startsWith(bridge.url),
        ).length,
      health: async () => (await app.request("/healthz")).json(),
      close: () => rt.close(),
    };
  }

  it.each([
    ["errors", "error", 1000],
    ["hangs", "hang", 100],
  ] as const)(
    "Upstash %s: skipped after 3 failures; once it answers, the probe after the cool-down closes the breaker",
    async (_, mode, timeoutMs) => {
      const t = await setup(timeoutMs);
      try {
        expect((await t.read()).headers.get("x-ratelimit-limit")).toBe("600");
        const healthy = t.upstashCalls(); // one, or two the first time the script is loaded

        bridge.setFailureMode(mode);
        for (let i = 0; i < 3; i++) expect((await t.read()).status).toBe(200);
        const tried = t.upstashCalls();
        expect(tried - healthy).toBe(3); // one attempt each, no retries
        for (let i = 0; i < 5; i++) {
          const res = await t.read();
          expect(res.status).toBe(200);
          expect(res.headers.get("x-ratelimit-limit")).toBeNull();
        }
        expect(t.upstashCalls()).toBe(tried);
        expect(t.metrics.failOpen).toBe(8);
        expect(t.lines.filter((l) => l.includes("upstash unavailable; failing open"))).toHaveLength(1);

        // Back up, but the cool-down is not over: still skipped, and /healthz says so without asking Redis.
        bridge.setFailureMode("none");
        expect(await t.health()).toMatchObject({ status: "degraded", counterStore: { ok: false, store: "upstash" } });
        expect((await t.read()).headers.get("x-ratelimit-limit")).toBeNull();
        expect(t.upstashCalls()).toBe(tried);

        t.clock.advance(5000);
        const probe = await t.read();
        expect(probe.headers.get("x-ratelimit-limit")).toBe("600");
        expect(t.upstashCalls()).toBe(tried + 1);
        expect(t.lines.some((l) => l.includes("upstash answers again"))).toBe(true);
        expect((await t.read()).headers.get("x-ratelimit-limit")).toBe("600");
        expect(t.upstashCalls()).toBe(tried + 2);
        expect(await t.health()).toMatchObject({ status: "ok", counterStore: { ok: true, store: "upstash" } });
      } finally {
        await t.close();
      }
    },
  );
});
