import { createGroupApp } from "../src/app";
import { createWorkerHandler, runScheduled } from "../src/workers/runtime";
import type { WorkerModule } from "../src/workers/types";

/**
 * The jobs group alone: POST /api/v1/jobs (QStash deliveries) and /api/v1/websub/{id} (WebSub
 * hubs' calls), plus /healthz; and the cron trigger (cadence runs, checks between runs, re-dispatch
 * of undelivered jobs). Deploy: README.md, "Deployment".
 */
const worker: WorkerModule = {
  ...createWorkerHandler((provider) => createGroupApp(["jobs"], provider)),
  scheduled: runScheduled,
};

export default worker;
