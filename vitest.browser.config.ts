import { defineConfig } from "vitest/config";
import { filesOf } from "./test/suites.ts";

// `npm run test:browser`: the reference page (GET /api/v1/docs) and the web app (/app) in a real
// Chromium, driven by playwright-core (test/support/browser.ts). Needs Debian's `chromium`
// (BROWSER_PATH, default /usr/bin/chromium); `.ci/run` installs it. The server runs in-process on
// PGlite, as in the fast suite.
export default defineConfig({
  test: {
    ...filesOf("browser"),
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
