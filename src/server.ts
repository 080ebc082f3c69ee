import { mkdirSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createNodeRuntime } from "./bootstrap-node";
import { ConfigError, loadConfig, mailBaseUrl, publicBaseUrl } from "./config";
import { loadDotEnv } from "./config-env-node";
import { acquireDataDirLock } from "./db/data-dir-lock-node";
import { answerClientErrors } from "./http/client-error-node";
import { allJobHandlers } from "./services/job-handlers";
import { recoverAbandonedWork } from "./lifecycle/recover";
import { firstStartBanner, seedFirstStart } from "./services/setup/first-start";
import { startScheduler } from "./jobs/scheduler-node";

/** The Node entry: the embedded default (PGlite, in-process limits, local job runner) or Postgres. */
async function main() {
  loadDotEnv();
  let config: ReturnType<typeof loadConfig>;
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

  const runtime = await createNodeRuntime(config, { handlers: allJobHandlers });
  const { deps, runner } = runtime;
  // A last resort: a rejection nobody handled (a database error in background work) is logged,
  // and the process keeps serving instead of ending (Node's default).
  process.on("unhandledRejection", (reason) => deps.logger.error("unhandled rejection", { error: reason }));
  const baseUrl = publicBaseUrl(config);
  const app = createApp(deps);

  // The port first: a server that cannot listen must not seed a demo key nobody can use, or start
  // jobs it will abandon. A busy port or an unknown host is one line, not a stack trace.
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
  answerClientErrors(server, deps.logger);
  const listening = await new Promise<true | Error>((resolve) => {
    server.once("listening", () => resolve(true));
    server.once("error", (err) => resolve(err));
  });
  if (listening !== true) {
    await runtime.close();
    releaseLock();
    throw new Error(listenErrorMessage(listening, config.HOST, config.PORT));
  }

  let scheduler: ReturnType<typeof startScheduler> | null = null;
  let flushTimer: ReturnType<typeof setInterval> | undefined;
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
  // From the moment the port is held, a signal shuts down cleanly.
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  if (config.SEED_DEMO) {
    const seeded = await seedFirstStart(deps.db, deps.clock);
    if (seeded) process.stdout.write(firstStartBanner(seeded.key, baseUrl));
  }

  // Embedded: this process alone holds the data directory, so what a killed predecessor was
  // working is taken back now rather than after its lease.
  if (deps.dbKind === "pglite") {
    const resumed = await recoverAbandonedWork(deps.db, deps.clock.now());
    if (resumed) deps.logger.info("taking back jobs a previous process left running", { count: resumed });
  }
  // With QStash, jobs arrive at POST /api/v1/jobs instead; the timer still queues cadence runs.
  if (config.JOB_RUNNER && runtime.localJobs) runner.start();
  if (config.JOB_RUNNER) scheduler = startScheduler(deps, config.SCHEDULER_INTERVAL_SECONDS);

  // Key use is written in batches (see LastUsedRecorder).
  flushTimer = setInterval(() => deps.waitUntil(deps.lastUsed.flush(deps.db)), 30_000);
  flushTimer.unref();
  deps.logger.info("listening", {
    url: baseUrl,
    port: config.PORT,
    database: deps.dbKind,
    counters: deps.counters.name,
  });
  if (!config.PUBLIC_BASE_URL) {
    deps.logger.warn(
      `PUBLIC_BASE_URL is not set: links in mail point at ${mailBaseUrl(config)}, and sign-in links and ` +
        `invitations are sent only to requests made on a loopback address. Set PUBLIC_BASE_URL to the address ` +
        `people open for mail to leave this machine.`,
    );
  }
}

function listenErrorMessage(err: Error, host: string, port: number): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") return `port ${port} on ${host} is already in use (set PORT to another one)`;
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EAI_AGAIN")
    return `cannot listen on ${host}:${port}: HOST is not an address of this machine`;
  if (code === "EACCES") return `not allowed to listen on port ${port} (ports below 1024 need privileges)`;
  return `cannot listen on ${host}:${port}: ${err.message}`;
}

main().catch((err) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
