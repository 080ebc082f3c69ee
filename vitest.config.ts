import { defineConfig } from "vitest/config";
import { filesOf } from "./test/suites.ts";

// `npm test`, the fast suite: in-process on PGlite, needing no outside service. PGlite costs ~3 s
// and several hundred MB per instance, so each worker keeps one database for all its files
// (isolate: false) and files isolate themselves by organisation. The suites that need the local
// Postgres or Redis run from their own configs (vitest.postgres/services/workers.config.ts), the
// browser test from vitest.browser.config.ts. Which files each suite runs: test/suites.ts.
export default defineConfig({
  test: {
    ...filesOf("pglite"),
    pool: "forks",
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
