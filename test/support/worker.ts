import { unstable_startWorker } from "wrangler";
import { NO_OUTSIDE_SERVICES } from "./no-outside-services";

/**
 * A Worker running in workerd (local, offline) through wrangler's `unstable_startWorker`: the
 * bundle is the one `wrangler deploy` builds from the given configuration (wrangler.toml, or an
 * environment of wrangler.functions.toml for a per-group function). Bindings are plain-text
 * vars, as secrets arrive in production.
 */
export interface TestWorker {
  /** Where it listens (`http://127.0.0.1:<port>`). */
  origin: string;
  /** Sends a request to the Worker; `path` is relative to its origin. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Fires the cron trigger (`worker.scheduled()` is broken in wrangler 4.86; this is its route). */
  scheduled(cron?: string): Promise<Response>;
  dispose(): Promise<void>;
}

export interface TestWorkerOptions {
  /** Default wrangler.toml. */
  config?: string;
  /** An environment of the configuration, e.g. "tracker" in wrangler.functions.toml. */
  env?: string;
  vars: Record<string, string>;
}

export async function startTestWorker(opts: TestWorkerOptions): Promise<TestWorker> {
  const worker = await unstable_startWorker({
    config: opts.config ?? "wrangler.toml",
    ...(opts.env ? { env: opts.env } : {}),
    // Only these bindings: a developer's .dev.vars or .env must not leak into the tests (a file
    // list that names no existing file turns both off).
    envFiles: [".no-env-files-for-tests"],
    // A Worker's runs search the press, Hacker News and GitHub for every company: never the internet.
    bindings: Object.fromEntries(
      Object.entries({ ...NO_OUTSIDE_SERVICES, ...opts.vars }).map(([k, v]) => [
        k,
        { type: "plain_text" as const, value: v },
      ]),
    ),
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      watch: false,
      persist: false,
      logLevel: "warn",
    },
  });
  await worker.ready;
  const origin = await worker.url;
  await answers(origin, () => worker.dispose());
  return {
    origin: origin.origin,
    fetch: (path, init) => fetch(new URL(path, origin), init),
    scheduled: (cron = "*/5 * * * *") =>
      fetch(new URL(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}`, origin)),
    dispose: () => worker.dispose(),
  };
}

/** How long a started Worker has to answer its first request. */
const FIRST_ANSWER_MS = 30_000;

/**
 * `ready` resolves even when the Worker's script throws as it loads (workerd logs the error), and
 * every request then waits forever: each test of the file would wait out its own timeout. One
 * request to a path nothing serves (any answer will do, a 404 included) fails the file at once.
 */
async function answers(origin: URL, dispose: () => Promise<void>): Promise<void> {
  try {
    await fetch(new URL("/__worker-started", origin), { signal: AbortSignal.timeout(FIRST_ANSWER_MS) });
  } catch (err) {
    await dispose().catch(() => {});
    throw new Error(
      `the Worker did not answer within ${FIRST_ANSWER_MS / 1000} s: it probably failed to start (see workerd's ` +
        `output above): ${String(err)}`,
    );
  }
}
