import { defineConfig, mergeConfig } from "vitest/config";
import { filesOf } from "./test/suites.ts";
import base from "./vitest.config.ts";

// `npm run test:postgres`: the same suites on the local Postgres through the Neon driver (a fresh
// database per run; see test/support/global-postgres.ts), plus test/postgres, which only real
// Postgres can show. Left out: the bridge tests (they test the bridges, not the service) and the
// CLI tests (child processes on PGlite directories of their own; the driver switch cannot reach them).
// The files come from test/suites.ts (mergeConfig adds them to the fast suite's, which they contain).
export default mergeConfig(
  base,
  defineConfig({
    test: {
      globalSetup: ["test/support/global-postgres.ts"],
      env: { TEST_DB_DRIVER: "neon", TEST_DB_PER_FILE: "true" },
      ...filesOf("postgres"),
      // Each file with a database of its own (a copy of the run's), its runtime ended with it: a
      // file that drains or polls every due job (test/jobs) works its own jobs, never another
      // file's. Processes are shared (isolate: false), as in the fast suite.
      setupFiles: ["test/support/runtime-per-file.ts"],
      isolate: false,
      maxWorkers: 2,
    },
  }),
);
