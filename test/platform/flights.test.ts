import { describe, expect, it } from "vitest";
import { Flights, MAX_JOINERS } from "../../src/services/lists/flights";

describe("Flights: identical work waiting to start, done once", () => {
  it("joins a waiting flight, never a started one; at most MAX_JOINERS requests share one", async () => {
    const flights = new Flights<number>();
    const starts: (() => void)[] = [];
    const finish: ((n: number) => void)[] = [];
    let runs = 0;
    const work = (started: () => void) =>
      new Promise<number>((resolve) => {
        const n = ++runs;
        starts.push(started);
        finish.push(() => resolve(n));
      });
    const waiting = Array.from({ length: MAX_JOINERS + 1 }, () => flights.run("k", work));
    // The first flight is full: the last request opened a second one, which takes the joiners now.
    expect(runs).toBe(2);
    expect(flights.waitingRequests).toBe(1);
    starts[0]!();
    const afterStart = flights.run("k", work);
    expect(runs).toBe(2); // joined the second flight, still waiting
    expect(flights.waitingRequests).toBe(2);
    starts[1]!();
    expect(flights.waitingRequests).toBe(0);
    const afterBoth = flights.run("k", work);
    expect(runs).toBe(3);
    for (const f of finish) f(0);
    const results = await Promise.all([...waiting, afterStart, afterBoth]);
    expect(results.slice(0, MAX_JOINERS)).toEqual(Array(MAX_JOINERS).fill(1));
    expect(results.slice(MAX_JOINERS)).toEqual([2, 2, 3]);
    expect(flights.waitingRequests).toBe(0);
  });

  it("a failure reaches every joiner; the key is free again afterwards", async () => {
    const flights = new Flights<string>();
    let fail!: (e: Error) => void;
    const first = flights.run("k", () => new Promise<string>((_, reject) => (fail = reject)));
    const second = flights.run("k", async () => "never run");
    fail(new Error("boom"));
    await expect(first).rejects.toThrow("boom");
    await expect(second).rejects.toThrow("boom");
    await expect(flights.run("k", async () => "fresh")).resolves.toBe("fresh");
  });
});
