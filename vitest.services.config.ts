import { defineConfig } from "vitest/config";
import { filesOf } from "./test/suites.ts";

// `npm run test:services`: the production drivers against the local services — the Neon driver
// through the WebSocket bridge to Postgres, and the Upstash stores (counters, idempotency, their
// fail-open) through @upstash/redis and the REST bridge to Redis. Needs Postgres and Redis.
export default defineConfig({
  test: {
    ...filesOf("services"),
    pool: "forks",
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
