import type { AppDeps } from "../deps";

/** Cadence timer for the Node server (Workers use a cron trigger). Filled in by the tracker issue. */
export function startScheduler(_deps: AppDeps, _intervalSeconds: number): { stop(): void } {
  return { stop() {} };
}
