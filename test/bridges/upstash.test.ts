import { createHash } from "node:crypto";
import { Ratelimit } from "@upstash/ratelimit";
import { Redis, type RedisConfigNodejs } from "@upstash/redis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startUpstashBridge, type UpstashBridge } from "../../scripts/bridges/upstash-redis-bridge";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const TOKEN = "bridge-test-token";

describe("@upstash/redis and @upstash/ratelimit through the Upstash bridge", () => {
  let bridge: UpstashBridge;
  // Keys are namespaced per run: the local Redis is shared with other suites.
  const ns = `bridge-test:${process.pid}:${Math.floor(Math.random() * 1e9)}`;
  const used: string[] = [];
  const key = (name: string) => {
    const k = `${ns}:${name}`;
    used.push(k);
    return k;
  };
  // retry: false so a dropped connection fails at once instead of retrying for seconds.
  const client = (extra: Partial<RedisConfigNodejs> = {}) =>
    new Redis({ url: bridge.url, token: bridge.token, retry: false, enableTelemetry: false, ...extra });

  beforeAll(async () => {
    bridge = await startUpstashBridge({ redisUrl: REDIS_URL, token: TOKEN });
  });

  afterEach(() => bridge.setFailureMode("none"));

  afterAll(async () => {
    bridge.setFailureMode("none");
    const redis = client();
    const ratelimitKeys = await redis.keys(`${ns}*`);
    if (used.length + ratelimitKeys.length > 0) await redis.del(...used, ...ratelimitKeys);
    await bridge.close();
  });

  it.each([
    ["base64 responses (client default)", "base64" as const],
    ["plain JSON responses", false as const],
  ])("runs set/get/incr/expire with %s", async (_label, responseEncoding) => {
    const redis = client({ responseEncoding });
    const name = key(`basic:${String(responseEncoding)}`);
    const counter = key(`counter:${String(responseEncoding)}`);

    expect(await redis.set(name, "héllo wörld ✓")).toBe("OK");
    expect(await redis.get(name)).toBe("héllo wörld ✓");
    expect(await redis.set(`${name}:json`, { a: 1, b: ["x"] })).toBe("OK");
    used.push(`${name}:json`);
    expect(await redis.get(`${name}:json`)).toEqual({ a: 1, b: ["x"] });
    expect(await redis.get(key("missing"))).toBeNull();

    expect(await redis.incr(counter)).toBe(1);
    expect(await redis.incr(counter)).toBe(2);
    expect(await redis.ttl(counter)).toBe(-1);
    expect(await redis.expire(counter, 60)).toBe(1);
    const ttl = await redis.ttl(counter);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it("runs explicit pipelines and multi-exec transactions", async () => {
    const redis = client({ enableAutoPipelining: false });
    const a = key("pipe:a");
    const list = key("pipe:list");

    const results = await redis
      .pipeline()
      .set(a, "1")
      .incrby(a, 41)
      .get(a)
      .rpush(list, "x", "y")
      .lrange(list, 0, -1)
      .exec();
    expect(results).toEqual(["OK", 42, 42, 2, ["x", "y"]]);

    const tx = await redis.multi().incr(a).decr(a).get(a).exec();
    expect(tx).toEqual([43, 42, 42]);

    // A command that fails at run time fails only its own entry in a pipeline.
    const kept = await redis.pipeline().incr(a).lpush(a, "not-a-list").exec({ keepErrors: true });
    expect(kept[0]).toEqual({ result: 43, error: undefined });
    expect(kept[1].error).toMatch(/WRONGTYPE/);
  });

  it("batches concurrent commands through auto-pipelining", async () => {
    const redis = client(); // auto-pipelining is the client's default; it posts to /pipeline
    const keys = Array.from({ length: 20 }, (_, i) => key(`auto:${i}`));
    await Promise.all(keys.map((k, i) => redis.set(k, i)));
    expect(await Promise.all(keys.map((k) => redis.get<number>(k)))).toEqual(keys.map((_, i) => i));
  });

  it("runs scripts with eval, evalsha and script load", async () => {
    const redis = client();
    const k = key("script");
    const script = "redis.call('SET', KEYS[1], ARGV[1]); return {redis.call('GET', KEYS[1]), tonumber(ARGV[2]) * 2}";

    expect(await redis.eval(script, [k], ["stored", 21])).toEqual(["stored", 42]);
    const sha = await redis.scriptLoad(script);
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(await redis.evalsha(sha, [k], ["again", 5])).toEqual(["again", 10]);
    await expect(redis.evalsha("0".repeat(40), [k], [])).rejects.toThrow(/NOSCRIPT/);
  });

  it("accepts Upstash-only shebang flags and keeps the SHA the client computed", async () => {
    const redis = client();
    const k = key("flagged");
    const script = "#!lua flags=allow-key-locking,no-writes\nreturn redis.call('EXISTS', KEYS[1])";
    const sha = createHash("sha1").update(script).digest("hex");

    expect(await redis.scriptLoad(script)).toBe(sha);
    expect(await redis.scriptExists(sha)).toEqual([1]);
    expect(await redis.evalsha(sha, [k], [])).toBe(0);
    expect(await redis.eval(script, [k], [])).toBe(0);
  });

  it("rejects requests without the right token", async () => {
    const res = await fetch(bridge.url, {
      method: "POST",
      headers: { authorization: "Bearer wrong" },
      body: JSON.stringify(["PING"]),
    });
    expect(res.status).toBe(401);
    await expect(new Redis({ url: bridge.url, token: "wrong", retry: false }).get(key("x"))).rejects.toThrow(
      /Unauthorized/,
    );
  });

  it("answers Redis errors with 400 and the Redis message", async () => {
    const res = await fetch(bridge.url, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(["INCR"]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/wrong number of arguments/) });
  });

  it("limits with Ratelimit.fixedWindow, shared across limiter instances", async () => {
    const prefix = `${ns}:rl`;
    const make = () =>
      new Ratelimit({
        redis: client(),
        limiter: Ratelimit.fixedWindow(3, "1 h"),
        prefix,
        analytics: false,
        ephemeralCache: false,
      });
    const first = make();
    const second = make(); // as another Worker isolate would: only Redis is shared

    const outcomes = [
      await first.limit("user-a"),
      await second.limit("user-a"),
      await first.limit("user-a"),
      await second.limit("user-a"),
    ];
    expect(outcomes.map((o) => o.success)).toEqual([true, true, true, false]);
    expect(outcomes.map((o) => o.remaining)).toEqual([2, 1, 0, 0]);
    expect(outcomes[3].limit).toBe(3);
    expect(outcomes[3].reset).toBeGreaterThan(Date.now());

    expect((await first.limit("user-b")).success).toBe(true);
  });

  it("fails open after `timeout` when the bridge hangs", async () => {
    const limiter = new Ratelimit({
      redis: client(),
      limiter: Ratelimit.fixedWindow(1, "1 h"),
      prefix: `${ns}:rl-hang`,
      analytics: false,
      ephemeralCache: false,
      timeout: 200,
    });
    expect((await limiter.limit("user")).success).toBe(true);
    expect((await limiter.limit("user")).success).toBe(false);

    bridge.setFailureMode("hang");
    const started = performance.now();
    const res = await limiter.limit("user");
    expect(res).toMatchObject({ success: true, reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("turns 'error' mode into a 500 that the clients surface (ratelimit does not fail open on it)", async () => {
    bridge.setFailureMode("error");
    const res = await fetch(bridge.url, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(["PING"]),
    });
    expect(res.status).toBe(500);

    await expect(client().get(key("x"))).rejects.toThrow(/failure mode: error/);
    const limiter = new Ratelimit({
      redis: client(),
      limiter: Ratelimit.fixedWindow(1, "1 h"),
      prefix: `${ns}:rl-error`,
      analytics: false,
      ephemeralCache: false,
      timeout: 200,
    });
    // The caller must catch and fail open itself; `timeout` only covers slowness.
    await expect(limiter.limit("user")).rejects.toThrow(/failure mode: error/);
  });
});
