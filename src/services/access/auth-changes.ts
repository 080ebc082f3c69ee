import type { DatabaseHandle } from "../../db/database";
import type { Logger } from "../../platform/logger";
import { randomToken } from "../../platform/crypto";
import { AUTH_CHANGED_CHANNEL, type AuthCache } from "./auth-cache";

export interface AuthChangeWatchOptions {
  /** How often delivery is checked again while listening. */
  probeEveryMs?: number;
  /** A probe not heard back within this long turns the cache off until one is. */
  probeTimeoutMs?: number;
}

/**
 * Feeds AuthCache from the database's change notifications, and turns it on only once delivery
 * is proven: a LISTEN that succeeds is not enough (behind a transaction-mode pooler such as
 * PgBouncer, notifications never reach the session that asked). So the watcher sends itself a
 * probe on the channel through the ordinary pool and enables the cache when it comes back, and
 * again every `probeEveryMs`; a probe that does not come back in time turns the cache off and
 * replaces the LISTEN session with a new one.
 * Resolves once the first probe has come back or timed out, so the server starts in a known state.
 */
export async function watchAuthChanges(
  handle: Pick<DatabaseHandle, "db" | "listen">,
  cache: AuthCache<unknown>,
  logger: Logger,
  opts: AuthChangeWatchOptions = {},
): Promise<{ stop: () => Promise<void> }> {
  const everyMs = opts.probeEveryMs ?? 30_000;
  const timeoutMs = opts.probeTimeoutMs ?? 5_000;
  const listen = handle.listen;
  if (!listen) return { stop: async () => {} };

  let listening = false;
  let stopped = false;
  let pending: { token: string; timer: ReturnType<typeof setTimeout>; settle: () => void; done: Promise<void> } | null =
    null;
  let warned = false;
  /** The current LISTEN session; callbacks of a session that was replaced are ignored. */
  let session = 0;
  let stopSession: (() => Promise<void>) | null = null;
  let renewing = false;

  const settleProbe = () => {
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.settle();
    pending = null;
  };

  const probe = (): Promise<void> => {
    if (pending) return pending.done;
    if (!listening) return Promise.resolve();
    const token = `probe:${randomToken(12)}`;
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    const timer = setTimeout(() => {
      if (pending?.token !== token) return;
      pending = null;
      cache.setListening(false);
      if (!warned)
        logger.warn(
          "API keys are not cached: the database's change notifications do not arrive (a transaction-mode pooler?)",
        );
      warned = true;
      settle();
      void renew();
    }, timeoutMs);
    timer.unref?.();
    pending = { token, timer, settle, done };
    // Through the ordinary pool, as any change would be announced.
    void handle.db
      .selectNoFrom((eb) => eb.fn<string>("pg_notify", [eb.val(AUTH_CHANGED_CHANNEL), eb.val(token)]).as("sent"))
      .execute()
      .catch(() => {
        if (pending?.token !== token) return;
        settleProbe();
        cache.setListening(false);
      });
    return done;
  };

  /** Starts a LISTEN session; false when LISTEN itself fails. */
  const startSession = async (): Promise<boolean> => {
    const id = ++session;
    const stop = await listen(
      AUTH_CHANGED_CHANNEL,
      (payload) => {
        if (id !== session) return;
        if (pending && payload === pending.token) {
          settleProbe();
          cache.setListening(true);
          return;
        }
        if (!payload.startsWith("probe:")) cache.invalidate();
      },
      (on) => {
        if (id !== session) return;
        listening = on;
        if (!on) {
          settleProbe();
          cache.setListening(false);
        } else {
          void probe();
        }
      },
    ).catch((err: unknown) => {
      logger.warn("API keys are not cached: cannot listen for changes", { error: err });
      return null;
    });
    if (!stop) return false;
    if (id !== session || stopped) {
      await stop();
      return false;
    }
    stopSession = stop;
    return true;
  };

  /**
   * A session that stays connected but stops delivering (a connection silently broken in the
   * middle, a pooler) would otherwise keep the cache off until a restart: a probe that does not
   * come back replaces the session with a new one, at most once per probe.
   */
  const renew = async () => {
    if (renewing || stopped) return;
    renewing = true;
    try {
      const old = stopSession;
      stopSession = null;
      session++; // the old session's callbacks are ignored from here on
      listening = false;
      await old?.().catch(() => undefined);
      if (!stopped) await startSession();
    } finally {
      renewing = false;
    }
  };

  if (!(await startSession())) return { stop: async () => {} };

  await probe();
  const interval = setInterval(() => void probe(), everyMs);
  interval.unref?.();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(interval);
      listening = false;
      settleProbe();
      const last = stopSession;
      stopSession = null;
      session++;
      cache.setListening(false);
      await last?.();
    },
  };
}
