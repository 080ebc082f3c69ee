import { describe, expect, it } from "vitest";
import { BreakerOpenError, CircuitBreaker, newBreakerState } from "../../src/platform/breaker";
import { ManualClock } from "../../src/platform/clock";
import { createLogger } from "../../src/platform/logger";

/** The circuit breaker in front of Upstash: a moved clock, and a dependency that counts its calls. */
function setup() {
  const clock = new ManualClock();
  const lines: string[] = [];
  const state = newBreakerState();
  const breaker = new CircuitBreaker(state, clock, {
    name: "upstash",
    threshold: 3,
    cooldownMs: 5000,
    logger: createLogger("info", (l) => lines.push(l)),
  });
  let calls = 0;
  let up = false;
  const call = () =>
    breaker.run(async () => {
      calls += 1;
      if (!up) throw new Error("connection refused");
      return "ok";
    });
  return {
    clock,
    lines,
    state,
    breaker,
    call,
    calls: () => calls,
    setUp: (v: boolean) => (up = v),
    opened: () => lines.filter((l) => l.includes("upstash unavailable")).length,
  };
}

describe("circuit breaker", () => {
  it(
    "opens after 3 failures in a row: then calls fail " + "at once without reaching the dependency, logged once",
    async () => {
      const b = setup();
      for (let i = 0; i < 3; i++) await expect(b.call()).rejects.toThrow("connection refused");
      expect(b.calls()).toBe(3);
      expect(b.opened()).toBe(1);

      for (let i = 0; i < 10; i++) await expect(b.call()).rejects.toBeInstanceOf(BreakerOpenError);
      b.clock.advance(4999);
      await expect(b.call()).rejects.toBeInstanceOf(BreakerOpenError);
      expect(b.calls()).toBe(3);
      expect(b.opened()).toBe(1);
      expect(b.breaker.isOpen).toBe(true);
    },
  );

  it("a success in between starts the count again", async () => {
    const b = setup();
    await expect(b.call()).rejects.toThrow();
    await expect(b.call()).rejects.toThrow();
    b.setUp(true);
    await b.call();
    b.setUp(false);
    await expect(b.call()).rejects.toThrow("connection refused");
    await expect(b.call()).rejects.toThrow("connection refused");
    expect(b.breaker.isOpen).toBe(false);
    await expect(b.call()).rejects.toThrow("connection refused");
    expect(b.breaker.isOpen).toBe(true);
  });

  it(
    "after the cool-down one probe goes through while the " + "others still fail open; its success closes the breaker",
    async () => {
      const b = setup();
      for (let i = 0; i < 3; i++) await expect(b.call()).rejects.toThrow();
      b.clock.advance(5000);
      b.setUp(true);

      const [probe, ...others] = await Promise.allSettled([b.call(), b.call(), b.call()]);
      expect(probe).toEqual({ status: "fulfilled", value: "ok" });
      expect(others.map((o) => o.status === "rejected" && o.reason instanceof BreakerOpenError)).toEqual([true, true]);
      expect(b.calls()).toBe(4);

      expect(b.breaker.isOpen).toBe(false);
      expect(await b.call()).toBe("ok");
      expect(b.calls()).toBe(5);
      expect(b.lines.some((l) => l.includes("upstash answers again"))).toBe(true);
    },
  );

  it("a failed probe opens it for another cool-down", async () => {
    const b = setup();
    for (let i = 0; i < 3; i++) await expect(b.call()).rejects.toThrow();
    b.clock.advance(5000);
    await expect(b.call()).rejects.toThrow("connection refused");
    expect(b.calls()).toBe(4);
    expect(b.opened()).toBe(2);

    b.clock.advance(4999);
    await expect(b.call()).rejects.toBeInstanceOf(BreakerOpenError);
    expect(b.calls()).toBe(4);
    b.clock.advance(1);
    b.setUp(true);
    expect(await b.call()).toBe("ok");
  });

  it(
    "a probe that never answers does not keep the dependency " +
      "out of service: another goes through a cool-down later",
    async () => {
      const b = setup();
      for (let i = 0; i < 3; i++) await expect(b.call()).rejects.toThrow();
      b.clock.advance(5000);
      let hungCalls = 0;
      void b.breaker.run(() => {
        hungCalls += 1;
        return new Promise<never>(() => {});
      });
      expect(hungCalls).toBe(1);
      await expect(b.call()).rejects.toBeInstanceOf(BreakerOpenError);
      b.clock.advance(5000);
      b.setUp(true);
      expect(await b.call()).toBe("ok");
      expect(b.breaker.isOpen).toBe(false);
    },
  );

  it("its memory outlives the breaker object (Workers build one per request over the isolate's state)", async () => {
    const b = setup();
    for (let i = 0; i < 3; i++) await expect(b.call()).rejects.toThrow();
    let reached = false;
    const next = new CircuitBreaker(b.state, b.clock, {
      name: "upstash",
      threshold: 3,
      cooldownMs: 5000,
      logger: createLogger("silent"),
    });
    await expect(next.run(async () => (reached = true))).rejects.toBeInstanceOf(BreakerOpenError);
    expect(reached).toBe(false);
  });
});
