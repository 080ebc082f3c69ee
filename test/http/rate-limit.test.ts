import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import type { CounterStore } from "../../src/platform/counters";
import { createLogger } from "../../src/platform/logger";
import { BUCKETS } from "../../src/services/access/rate-limit";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { probeRouter } from "../support/probe-routes";

const body = { name: "Acme", email: "a@example.com", cadenceDays: 7 };
const id = () => crypto.randomUUID();

async function setup(
  overrides: Parameters<typeof createApp>[0] extends infer _ ? Record<string, unknown> : never = {},
) {
  const rt = await getRuntime();
  const deps = { ...rt.deps, ...overrides } as typeof rt.deps;
  const app = createApp(deps, { extraRoutes: [probeRouter()] });
  const org = await createTestOrg({ app });
  return { rt, deps, app, org };
}

/** Starts each test at the beginning of a fresh hour, so windows are predictable. */
async function alignClock() {
  const rt = await getRuntime();
  const now = rt.clock.now().getTime();
  rt.clock.set(new Date(Math.ceil((now + 1) / 3_600_000) * 3_600_000));
}

async function hammer(org: TestOrg, n: number, send: () => Promise<Response>) {
  let last: Response | undefined;
  for (let i = 0; i < n; i++) last = await send();
  return last!;
}

describe("rate limits", () => {
  beforeAll(alignClock);

  it("read bucket: 600 per minute, then 429 with Retry-After and details; the window resets", async () => {
    await alignClock();
    const { org, rt } = await setup();
    const ok = await hammer(org, 600, () => org.request("GET", `/api/v1/probe/${id()}`));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-ratelimit-limit")).toBe("600");
    expect(ok.headers.get("x-ratelimit-remaining")).toBe("0");
    const res = await org.request("GET", `/api/v1/probe/${id()}`);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(res.headers.get("x-ratelimit-limit")).toBe("600");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
    const json = await res.json();
    expect(json.error.code).toBe("rate_limited");
    expect(json.error.details).toEqual({ bucket: "read", limit: 600, windowSeconds: 60, retryAfterSeconds: 60 });
    rt.clock.advance(60_000);
    expect((await org.request("GET", `/api/v1/probe/${id()}`)).status).toBe(200);
  });

  it("write bucket: 120 per minute", async () => {
    await alignClock();
    const { org, rt } = await setup();
    const last = await hammer(org, 120, () => org.request("PATCH", `/api/v1/probe/${id()}`));
    expect(last.status).toBe(200);
    expect(last.headers.get("x-ratelimit-limit")).toBe("120");
    const res = await org.request("PATCH", `/api/v1/probe/${id()}`);
    expect(res.status).toBe(429);
    expect((await res.json()).error.details).toEqual({
      bucket: "write",
      limit: 120,
      windowSeconds: 60,
      retryAfterSeconds: 60,
    });
    // Reads have their own bucket.
    expect((await org.request("GET", `/api/v1/probe/${id()}`)).status).toBe(200);
    rt.clock.advance(60_000);
    expect((await org.request("PATCH", `/api/v1/probe/${id()}`)).status).toBe(200);
  });

  it("create bucket: 200 per hour, and creates also count as writes", async () => {
    await alignClock();
    const { org, rt } = await setup();
    // 200 creates spread over two minutes to stay under the 120/min write bucket.
    for (let i = 0; i < 200; i++) {
      if (i === 100) rt.clock.advance(60_000);
      const r = await org.request("POST", "/api/v1/probe", { body });
      expect(r.status).toBe(201);
    }
    rt.clock.advance(60_000);
    const res = await org.request("POST", "/api/v1/probe", { body });
    expect(res.status).toBe(429);
    const json = await res.json();
    expect(json.error.details.bucket).toBe("create");
    expect(json.error.details.windowSeconds).toBe(3600);
    expect(Number(res.headers.get("retry-after"))).toBe(3600 - 120);
  });

  it("a create is also a write: 120 creates in a minute exhaust the write bucket", async () => {
    await alignClock();
    const { org } = await setup();
    await hammer(org, 120, () => org.request("POST", "/api/v1/probe", { body }));
    const res = await org.request("POST", "/api/v1/probe/refresh");
    expect(res.status).toBe(429);
    expect((await res.json()).error.details.bucket).toBe("write");
  });

  it("refresh bucket: 60 per hour; enrich bucket: 60 per hour", async () => {
    for (const [path, bucket] of [
      ["/api/v1/probe/refresh", "refresh"],
      ["/api/v1/probe/enrich", "enrich"],
    ] as const) {
      await alignClock();
      const { org } = await setup();
      const last = await hammer(org, 60, () => org.request("POST", path));
      expect(last.status).toBe(200);
      expect(last.headers.get("x-ratelimit-limit")).toBe("60");
      const res = await org.request("POST", path);
      expect(res.status).toBe(429);
      expect((await res.json()).error.details).toMatchObject({
        bucket,
        limit: BUCKETS[bucket].limit,
        windowSeconds: 3600,
      });
    }
  });

  it(
    "the API's own routes count toward their buckets: create " +
      "(POST /tracker, POST /leads/{id}/track), refresh, enrich",
    async () => {
      for (const [method, path, bucket] of [
        ["POST", "/api/v1/tracker", "create"],
        ["POST", `/api/v1/leads/${id()}/track`, "create"],
        ["POST", `/api/v1/tracker/${id()}/refresh`, "refresh"],
        ["POST", "/api/v1/tracker/enrich", "enrich"],
      ] as const) {
        await alignClock();
        const { org, deps } = await setup();
        // Earlier requests of this key used the bucket up; limits are counted before anything else.
        const { limit, windowSeconds } = BUCKETS[bucket];
        for (let i = 0; i < limit; i++) await deps.counters.hit(`${org.keyId}:${bucket}`, limit, windowSeconds);
        const res = await org.request(method, path, { body: {} });
        expect(res.status, path).toBe(429);
        expect((await res.json()).error.details, path).toMatchObject({ bucket, limit, windowSeconds });
      }
    },
  );

  it("counts requests refused afterwards (scope, validation)", async () => {
    await alignClock();
    const { org } = await setup();
    const reader = await org.newKey({ scopes: ["tracker:read"] });
    for (let i = 0; i < 120; i++) {
      const r = await org.request("POST", "/api/v1/probe", { body, key: reader.key });
      expect(r.status).toBe(403);
    }
    const res = await org.request("POST", "/api/v1/probe", { body, key: reader.key });
    expect(res.status).toBe(429);
  });

  it("counts authenticated requests to unknown paths or with the wrong method, with the headers", async () => {
    await alignClock();
    const { org, deps } = await setup();
    const unknown = await org.request("GET", "/api/v1/no-such-thing");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-ratelimit-remaining")).toBe("599");
    const wrong = await org.request("PUT", "/api/v1/tracker");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("x-ratelimit-limit")).toBe("120");
    const shadowed = await org.request("GET", "/api/v1/tracker/enrich");
    expect(shadowed.status).toBe(405);
    expect(shadowed.headers.get("x-ratelimit-remaining")).toBe("598");
    for (let i = 0; i < 598; i++) await deps.counters.hit(`${org.keyId}:read`, 600, 60);
    const over = await org.request("GET", "/api/v1/no-such-thing");
    expect(over.status).toBe(429);
    expect((await over.json()).error.code).toBe("rate_limited");
  });

  it("limits are per key", async () => {
    await alignClock();
    const { org } = await setup();
    await hammer(org, 121, () => org.request("PATCH", `/api/v1/probe/${id()}`));
    expect((await org.request("PATCH", `/api/v1/probe/${id()}`)).status).toBe(429);
    const other = await org.newKey();
    expect((await org.request("PATCH", `/api/v1/probe/${id()}`, { key: other.key })).status).toBe(200);
  });

  it("headers name the tightest bucket", async () => {
    await alignClock();
    const { org } = await setup();
    const res = await org.request("POST", "/api/v1/probe/refresh");
    // write has 119 left, refresh 59: refresh is tighter.
    expect(res.headers.get("x-ratelimit-limit")).toBe("60");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("59");
    expect(Number(res.headers.get("x-ratelimit-reset"))).toBeGreaterThan(0);
  });

  it("fails open when the counter store throws: served, logged and counted", async () => {
    const lines: string[] = [];
    const failing: CounterStore = {
      name: "broken",
      hit: async () => Promise.reject(new Error("connection refused")),
      ping: async () => false,
    };
    const metrics = { failOpen: 0, idempotencyFailOpen: 0 };
    const { org } = await setup({ counters: failing, metrics, logger: createLogger("warn", (l) => lines.push(l)) });
    const res = await org.request("GET", `/api/v1/probe/${id()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
    expect(metrics.failOpen).toBe(1);
    expect(lines.some((l) => l.includes("rate limit store unavailable"))).toBe(true);
  });

  it("fails open when the counter store hangs, after the configured timeout", async () => {
    const rt = await getRuntime();
    const hanging: CounterStore = { name: "hanging", hit: () => new Promise(() => {}), ping: async () => false };
    const metrics = { failOpen: 0, idempotencyFailOpen: 0 };
    const config = { ...rt.config, UPSTASH_TIMEOUT_MS: 20 };
    const { org } = await setup({ counters: hanging, metrics, config });
    const res = await org.request("POST", "/api/v1/probe", { body });
    expect(res.status).toBe(201);
    expect(metrics.failOpen).toBe(2); // write and create
  });
});
