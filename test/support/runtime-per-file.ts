import { afterAll } from "vitest";
import { closeRuntime } from "./harness";

/*
 * setupFiles of the real-Postgres suite. Its files share worker processes (isolate: false: a new
 * process per file spent ten minutes importing the app again), yet each keeps a database of its
 * own (a copy of the run's, test/support/harness.ts): the shared runtime ends with the file, and
 * the next file's first getRuntime() opens its own copy. A file that drains every due job (test/jobs)
 * still works its own jobs only.
 */
afterAll(async () => {
  await closeRuntime();
});
