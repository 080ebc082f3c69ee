import { defineConfig } from "vitest/config";
import { filesOf } from "./test/suites.ts";

// `npm run test:workers`: the Worker bundle in workerd (wrangler's unstable_startWorker), against
// the local Postgres through the Neon WebSocket bridge (a fresh database per run) and the local
// Redis through the Upstash REST bridge. Each file starts its own Worker; files run one at a time.
export default defineConfig({
  test: {
    ...filesOf("workers"),
    globalSetup: ["test/support/global-postgres.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { WRANGLER_SEND_METRICS: "false" },
  },
});
