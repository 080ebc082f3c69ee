import { createServer } from "node:net";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import { createNodeRuntime } from "../../src/bootstrap-node";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { ManualClock } from "../../src/platform/clock";
import { createLogger } from "../../src/platform/logger";
import { createTestOrg, getRuntime, testConfig } from "../support/harness";
import { probeRouter } from "../support/probe-routes";
import { companyBody } from "../tracker/_helpers";

/**
 * Upstash configured but refusing connections (its URL points at a closed port), through the
 * production wiring (createNodeRuntime builds the client and stores from the configuration):
 * requests are answered on the refusal, with one attempt and no retries, and after a few failures
 * Upstash is not called at all until the cool-down has passed.
 */
const id = () => crypto.randomUUID();

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function setup() {
  const base = await getRuntime();
  const url = `http://127.0.0.1:${await closedPort()}`;
  const clock = new ManualClock(base.clock.now());
  const lines: string[] = [];
  const rt = await createNodeRuntime(
    testConfig({ UPSTASH_REDIS_REST_URL: url, UPSTASH_REDIS_REST_TOKEN: "token", UPSTASH_TIMEOUT_MS: "100" }),
    {
      clock,
      logger: createLogger("warn", (l) => lines.push(l)),
      handle: base.handle,
      handlers: jobHandlers,
    },
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
    /** Requests the Upstash client has made so far (each a refused connection). */
    upstashCalls: () =>
      fetchSpy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).startsWith(url))
        .length,
    logged: (text: string) => lines.filter((l) => l.includes(text)),
    close: () => rt.close(),
  };
}

describe("Upstash refusing connections", () => {
  beforeAll(async () => {
    await getRuntime(); // the shared database starts here, not inside a test's time limit
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("a request is answered on the refusal itself: one attempt, no retries, no waiting for the timeout", async () => {
    const t = await setup();
    try {
      const res = await t.org.request("GET", `/api/v1/probe/${id()}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBeNull();
      expect(t.upstashCalls()).toBe(1);
      expect(t.metrics.failOpen).toBe(1);
      // Logged with the connection error, not "timed out after 100 ms": nobody waited for the timeout.
      const [line] = t.logged("rate limit store unavailable");
      expect(JSON.parse(line!).error.message).toBe("fetch failed");

      const health = await t.app.request("/healthz");
      expect(await health.json()).toMatchObject({ status: "degraded", counterStore: { ok: false, store: "upstash" } });
      expect(t.upstashCalls()).toBe(2);
    } finally {
      await t.close();
    }
  });

  it(
    "after 3 failures Upstash is skipped for the cool-down: still " +
      "served and counted, logged once, /healthz degraded; then one probe",
    async () => {
      const t = await setup();
      try {
        for (let i = 0; i < 3; i++) expect((await t.org.request("GET", `/api/v1/probe/${id()}`)).status).toBe(200);
        expect(t.upstashCalls()).toBe(3);
        expect(t.logged("upstash unavailable; failing open")).toHaveLength(1);

        for (let i = 0; i < 10; i++) {
          const res = await t.org.request("GET", `/api/v1/probe/${id()}`);
          expect(res.status).toBe(200);
          expect(res.headers.get("x-ratelimit-limit")).toBeNull();
        }
        expect(t.upstashCalls()).toBe(3);
        expect(t.metrics.failOpen).toBe(13);
        // Skipped requests are counted, not logged one by one.
        expect(t.logged("rate limit store unavailable")).toHaveLength(3);

        // An idempotent create fails open exactly as before: served without idempotency, counted.
        const created = await t.org.request("POST", "/api/v1/tracker", {
          body: companyBody(),
          headers: { "idempotency-key": `key-${id()}` },
        });
        expect(created.status).toBe(201);
        expect(t.metrics.idempotencyFailOpen).toBe(1);

        const health = await t.app.request("/healthz");
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({
          status: "degraded",
          counterStore: { ok: false, store: "upstash", failOpenCount: 15 },
        });
        expect(t.upstashCalls()).toBe(3);

        t.clock.advance(5000);
        expect((await t.org.request("GET", `/api/v1/probe/${id()}`)).status).toBe(200);
        expect(t.upstashCalls()).toBe(4); // the probe, refused again: open for another cool-down
        expect((await t.org.request("GET", `/api/v1/probe/${id()}`)).status).toBe(200);
        expect(t.upstashCalls()).toBe(4);
      } finally {
        await t.close();
      }
    },
  );
});
