/**
 * Operational waiting: how long a rate limit asked us to stay away, the pace of a service's
 * requests. Real time, not the domain clock (a test moves the domain clock without anything
 * waiting), behind a port so tests replace it and never really sleep.
 */
export interface Sleeper {
  /** Milliseconds on this sleeper's timeline (only differences mean anything). */
  now(): number;
  /** Resolves after `ms` on this sleeper's timeline. */
  sleep(ms: number): Promise<void>;
}

export const realSleeper: Sleeper = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};
