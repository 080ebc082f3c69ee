import { createApp } from "./app";
import { createWorkerHandler, runScheduled } from "./workers/runtime";
import type { WorkerModule } from "./workers/types";
import { workerViewerAsset } from "./workers/viewer-script";

/**
 * The Cloudflare Workers entry (wrangler.toml): the whole API and the tool server on `fetch`,
 * cadence runs and the job sweep on the cron trigger. Dependencies are built per request
 * (src/workers/runtime.ts); the Worker never migrates (`npm run db:migrate` does).
 */
const worker: WorkerModule = {
  ...createWorkerHandler((provider) => createApp(provider), { viewer: workerViewerAsset }),
  scheduled: runScheduled,
};

export default worker;
