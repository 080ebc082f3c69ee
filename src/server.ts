import { mkdirSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createNodeRuntime } from "./bootstrap-node";
import { ConfigError, loadConfig, publicBaseUrl } from "./config";
import { acquireDataDirLock } from "./db/data-dir-lock-node";
import { jobHandlers } from "./jobs/handlers";
import { firstStartBanner, seedFirstStart } from "./services/first-start";
import { startScheduler } from "./jobs/scheduler-node";

/** The Node entry: the embedded default (PGlite, in-process limits, local job worker) or Postgres. */
async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(err.message + "\n");
      process.exit(1);
    }
    throw err;
  }

  let releaseLock = () => {};
  if (!config.DATABASE_URL) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    releaseLock = acquireDataDirLock(config.DATA_DIR);
  }

  const runtime = await createNodeRuntime(config, { handlers: jobHandlers });
  const { deps, worker } = runtime;
  const baseUrl = publicBaseUrl(config);

  if (config.SEED_DEMO) {
    const seeded = await seedFirstStart(deps.db, deps.clock);
    if (seeded) process.stdout.write(firstStartBanner(seeded.key, baseUrl));
  }

  const app = createApp(deps);
  // With QStash, jobs arrive at POST /api/v1/jobs instead; the timer still queues cadence runs.
  if (config.JOB_WORKER && runtime.localJobs) worker.start();
  const scheduler = config.JOB_WORKER ? startScheduler(deps, config.SCHEDULER_INTERVAL_SECONDS) : null;

  // Key use is written in batches (see LastUsedRecorder).
  const flushTimer = setInterval(() => deps.waitUntil(deps.lastUsed.flush(deps.db)), 30_000);
  flushTimer.unref();

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    deps.logger.info("listening", { url: baseUrl, port: info.port, database: deps.dbKind, counters: deps.counters.name });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info("shutting down", { signal });
    // Stop accepting; in-flight requests finish; idle keep-alive sockets are closed.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    });
    scheduler?.stop();
    clearInterval(flushTimer);
    await runtime.close();
    releaseLock();
    deps.logger.info("shutdown complete");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
