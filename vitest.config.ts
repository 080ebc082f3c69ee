import { defineConfig } from "vitest/config";

// PGlite costs ~3 s and several hundred MB per instance, so each worker keeps one database
// for all its files (isolate: false) and files isolate themselves by organisation.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/workers/**", "node_modules/**"],
    pool: "forks",
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
