import { ConfigError, loadConfig, type Config } from "../config";
import type { WorkerEnv } from "./types";

export interface WorkerSettings {
  config: Config & { DATABASE_URL: string };
  /**
   * NEON_WS_PROXY: a WebSocket-to-TCP proxy in front of a plain Postgres (`ws://127.0.0.1:<port>/v1`).
   * Only for local runs (`npm run dev:worker`, the Workers tests); unset on Cloudflare, where the
   * Neon driver reaches Neon's own endpoint.
   */
  wsProxy?: string;
}

/**
 * Jobs one invocation works at once after its response (workers/inline-jobs.ts) unless the
 * JOB_CONCURRENCY binding says otherwise. Smaller than Node's default: every job of a batch runs
 * inside one invocation's `waitUntil`, which shares that invocation's CPU time, memory and six
 * simultaneous outgoing connections.
 */
export const WORKER_JOB_CONCURRENCY = 2;

// Parsed once per env object (the isolate's bindings), not on every request.
const cache = new WeakMap<object, WorkerSettings>();

/** The service's configuration from the Worker's bindings, validated by the same `loadConfig`. */
export function workerSettings(env: WorkerEnv): WorkerSettings {
  const cached = cache.get(env);
  if (cached) return cached;
  const strings: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === "string") strings[k] = v;

  const config = loadConfig({ JOB_CONCURRENCY: String(WORKER_JOB_CONCURRENCY), ...strings });
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration: DATABASE_URL: required on Cloudflare Workers (the Neon connection string: " +
        "`wrangler secret put DATABASE_URL`)",
    );
  }
  const wsProxy = strings.NEON_WS_PROXY || undefined;
  if (wsProxy !== undefined && !/^wss?:\/\/[^/\s]+/i.test(wsProxy)) {
    throw new ConfigError("Invalid configuration: NEON_WS_PROXY: expected a ws:// or wss:// URL");
  }
  const settings: WorkerSettings = { config: config as WorkerSettings["config"], wsProxy };
  cache.set(env, settings);
  return settings;
}
