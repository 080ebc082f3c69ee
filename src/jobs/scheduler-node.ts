import type { AppDeps } from "../services/deps";
import { OutageBackoff } from "./outage";
import { scheduleDueRuns } from "../lifecycle/cadence";
import { scheduleDueChecks } from "../lifecycle/checks";
import { runMaintenance, sweepUndeliveredJobs } from "./schedule";
import { scheduleDueDigests } from "../services/digest/schedule";
import { scheduleDueSyncs } from "../services/integrations/schedule";

/**
 * The cadence timer of the Node server (Workers run the same tick from a cron trigger): queues
 * due cadence runs, the digests that fell due (docs/digest.md) and the hourly CRM syncs
 * (docs/integrations.md); with QStash, re-dispatches
 * jobs never delivered; deletes finished jobs and expired idempotency records past their
 * retention (runMaintenance). A failing tick (the database
 * is down) is tried again with backoff, at most OUTAGE_RETRY_MAX_MS apart, rather than an interval
 * later, so cadence work resumes within seconds of the database answering; logged once an outage.
 */
export function startScheduler(deps: AppDeps, intervalSeconds: number): { stop(): void; tick(): Promise<void> } {
  const outage = new OutageBackoff(() => deps.logger, "scheduler");
  let running: Promise<number> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** One tick; resolves to how long to wait before the next. */
  const tick = async (): Promise<number> => {
    try {
      const queued = await scheduleDueRuns(deps);
      if (queued) deps.logger.info("cadence runs queued", { count: queued });
      const digests = await scheduleDueDigests(deps);
      if (digests) deps.logger.info("digests queued", { count: digests });
      await scheduleDueChecks(deps);
      const syncs = await scheduleDueSyncs(deps);
      if (syncs) deps.logger.info("CRM syncs queued", { count: syncs });
      if (deps.jobs.name !== "local") await sweepUndeliveredJobs(deps);
      await runMaintenance(deps);
      outage.succeeded();
      return intervalSeconds * 1000;
    } catch (err) {
      return outage.failed(err);
    }
  };
  // One tick at a time: a slow tick is not overlapped by the next, nor by one asked for.
  const once = () => (running ??= tick().finally(() => (running = null)));
  const loop = () =>
    void once().then((wait) => {
      if (stopped) return;
      timer = setTimeout(loop, wait);
      (timer as { unref?: () => void }).unref?.();
    });
  // A first tick at start, so runs that fell due while the server was down are not kept waiting.
  loop();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    tick: () => once().then(() => undefined),
  };
}
