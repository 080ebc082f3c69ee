import type { AppDeps } from "../deps";
import { runMaintenance, scheduleDueRuns, sweepUndeliveredJobs } from "./schedule";

/**
 * The cadence timer of the Node server (Workers run the same tick from a cron trigger): queues
 * due cadence runs; with QStash, re-dispatches jobs never delivered; deletes finished jobs and
 * expired idempotency records past their retention (runMaintenance). A failing tick is logged and the next one tries again.
 */
export function startScheduler(deps: AppDeps, intervalSeconds: number): { stop(): void; tick(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      const queued = await scheduleDueRuns(deps);
      if (queued) deps.logger.info("cadence runs queued", { count: queued });
      if (deps.jobs.name !== "local") await sweepUndeliveredJobs(deps);
      await runMaintenance(deps);
    } catch (err) {
      deps.logger.error("scheduler tick failed", { error: err });
    }
  };
  const timer = setInterval(() => {
    // One tick at a time: a slow tick is not overlapped by the next.
    if (!running) running = tick().finally(() => (running = null));
  }, intervalSeconds * 1000);
  timer.unref?.();
  // A first tick at start, so runs that fell due while the server was down are not kept waiting.
  running = tick().finally(() => (running = null));
  return {
    stop: () => clearInterval(timer),
    tick: () => (running ??= tick().finally(() => (running = null))),
  };
}
