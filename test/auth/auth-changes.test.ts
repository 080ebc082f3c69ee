import { describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../src/db/database";
import { silentLogger } from "../../src/platform/logger";
import { AuthCache } from "../../src/services/access/auth-cache";
import { watchAuthChanges } from "../../src/services/access/auth-changes";
import { getRuntime } from "../support/harness";

/**
 * The key cache is turned on only when the database's notifications are proven to arrive: behind
 * a transaction-mode pooler a LISTEN succeeds and then hears nothing. Here the real database
 * sends the probes, and the listening side either hears them or drops them.
 */
const neon = process.env.TEST_DB_DRIVER === "neon"; // no lasting session to listen on

describe.skipIf(neon)("watching the database's key changes", () => {
  /** The runtime's database, with a listener that can be told to stop passing notifications on. */
  async function handleWithSwitch() {
    const { handle } = await getRuntime();
    const state = { deliver: true, delivered: 0 };
    const h: Pick<DatabaseHandle, "db" | "listen"> = {
      db: handle.db,
      listen: (channel, onNotify, onState) =>
        handle.listen!(
          channel,
          (p) => {
            if (!state.deliver) return;
            state.delivered++;
            onNotify(p);
          },
          onState,
        ),
    };
    return { h, state };
  }

  it("turns the cache on once its own probe comes back, and keeps it on", async () => {
    const { h } = await handleWithSwitch();
    const cache = new AuthCache();
    const watch = await watchAuthChanges(h, cache, silentLogger, { probeEveryMs: 60_000 });
    try {
      expect(cache.active).toBe(true);
    } finally {
      await watch.stop();
    }
    expect(cache.active).toBe(false);
  });

  it("leaves it off when LISTEN succeeds but nothing arrives (a transaction-mode pooler)", async () => {
    const { h, state } = await handleWithSwitch();
    state.deliver = false;
    const cache = new AuthCache();
    const watch = await watchAuthChanges(h, cache, silentLogger, { probeEveryMs: 60_000, probeTimeoutMs: 50 });
    try {
      expect(cache.active).toBe(false);
    } finally {
      await watch.stop();
    }
  });

  it("turns it off when notifications stop arriving, and on again when they come back", async () => {
    const { h, state } = await handleWithSwitch();
    const cache = new AuthCache<string>();
    const watch = await watchAuthChanges(h, cache, silentLogger, { probeEveryMs: 20, probeTimeoutMs: 50 });
    try {
      expect(cache.active).toBe(true);
      cache.set("h", "row", cache.mark());
      state.deliver = false;
      await vi.waitFor(() => expect(cache.active).toBe(false), { timeout: 5000 });
      expect(cache.get("h")).toBeUndefined();
      state.deliver = true;
      await vi.waitFor(() => expect(cache.active).toBe(true), { timeout: 5000 });
    } finally {
      await watch.stop();
    }
  });

  it("replaces a session that stays connected but goes deaf, and the cache comes back on", async () => {
    const { handle } = await getRuntime();
    // Each LISTEN session delivers until it is told to go deaf; only the first one ever is.
    const sessions: { deaf: boolean; stopped: boolean }[] = [];
    const h: Pick<DatabaseHandle, "db" | "listen"> = {
      db: handle.db,
      listen: async (channel, onNotify, onState) => {
        const s = { deaf: false, stopped: false };
        sessions.push(s);
        const stop = await handle.listen!(channel, (p) => !s.deaf && onNotify(p), onState);
        return async () => {
          s.stopped = true;
          await stop();
        };
      },
    };
    const cache = new AuthCache<string>();
    const watch = await watchAuthChanges(h, cache, silentLogger, { probeEveryMs: 20, probeTimeoutMs: 50 });
    try {
      expect(cache.active).toBe(true);
      sessions[0]!.deaf = true;
      await vi.waitFor(() => expect(sessions.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
      await vi.waitFor(() => expect(cache.active).toBe(true), { timeout: 5000 });
      expect(sessions[0]!.stopped).toBe(true);
      expect(sessions[0]!.deaf).toBe(true); // it was not the old session that recovered
    } finally {
      await watch.stop();
    }
    expect(sessions.every((s) => s.stopped)).toBe(true);
    expect(cache.active).toBe(false);
  });

  it("a probe is not a change: what the cache holds stays", async () => {
    const { h, state } = await handleWithSwitch();
    const cache = new AuthCache<string>();
    const watch = await watchAuthChanges(h, cache, silentLogger, { probeEveryMs: 20 });
    try {
      cache.set("h", "row", cache.mark());
      // Several probes come back; the entry is still there.
      const seen = state.delivered;
      await vi.waitFor(() => expect(state.delivered).toBeGreaterThanOrEqual(seen + 3), { timeout: 5000 });
      expect(cache.active).toBe(true);
      expect(cache.get("h")).toBe("row");
    } finally {
      await watch.stop();
    }
  });
});
