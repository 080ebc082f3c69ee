import { configDefaults } from "vitest/config";

/*
 * Which test files each suite runs: the one list every vitest config reads its `include` and
 * `exclude` from (vitest.config.ts, vitest.postgres/services/workers/browser.config.ts), so the
 * suites cannot drift apart. test/meta/suites.test.ts checks that each config uses these lists and
 * that every test file under test/ runs in exactly the suites meant for it.
 *
 * A folder that needs a service or a runtime of its own belongs to one suite, and the fast suite
 * leaves it out because it is listed here; a new folder of plain tests needs no entry at all.
 */

export type SuiteName = "pglite" | "postgres" | "services" | "workers" | "browser";

export interface Suite {
  /** The package.json script that runs it, and the config that script names. */
  script: string;
  config: string;
  /** Globs of the files it runs, relative to the repository root, as vitest reads them. */
  include: string[];
  exclude: string[];
  /** The suite whose files this one runs again on purpose (the same tests on another driver). */
  rerunOf?: SuiteName;
}

/** Every test file under test/. */
const ALL = "test/**/*.test.ts";
const testsIn = (dir: string) => `${dir}/**/*.test.ts`;
const under = (dir: string) => `${dir}/**`;

/** The production drivers against the local Postgres and Redis: the bridges and the Upstash stores. */
const SERVICES = ["test/bridges", "test/upstash"];
/** The Worker bundle in workerd. */
const WORKERS = ["test/workers"];
/** The reference page and the web app in Chromium. */
const BROWSER = ["test/browser"];
/**
 * Fast-suite folders the real-Postgres run leaves out: the CLI tests start child processes on
 * PGlite directories of their own, which the driver switch cannot reach.
 */
const NOT_ON_POSTGRES = ["test/cli"];
/**
 * The scenario corpus measures how the tracker reads sites (3,500 scenarios, half an hour of a core, four shards); no
 * database driver changes that, and the fast suite holds it to its targets.
 */
const CORPUS = ["test/scenarios/corpus.test.ts", "test/scenarios/corpus-[0-9].test.ts"];

const DEFAULT_EXCLUDE = [...configDefaults.exclude];
const PGLITE_EXCLUDE = [...DEFAULT_EXCLUDE, ...[...SERVICES, ...WORKERS, ...BROWSER].map(under)];

export const suites: Record<SuiteName, Suite> = {
  /** `npm test`: in-process on PGlite, needing no outside service. */
  pglite: { script: "test", config: "vitest.config.ts", include: [ALL], exclude: PGLITE_EXCLUDE },
  /** `npm run test:postgres`: the fast suite again on the local Postgres (test/postgres skips itself on PGlite). */
  postgres: {
    script: "test:postgres",
    config: "vitest.postgres.config.ts",
    include: [ALL],
    exclude: [...PGLITE_EXCLUDE, ...NOT_ON_POSTGRES.map(under), ...CORPUS],
    rerunOf: "pglite",
  },
  services: {
    script: "test:services",
    config: "vitest.services.config.ts",
    include: SERVICES.map(testsIn),
    exclude: DEFAULT_EXCLUDE,
  },
  workers: {
    script: "test:workers",
    config: "vitest.workers.config.ts",
    include: WORKERS.map(testsIn),
    exclude: DEFAULT_EXCLUDE,
  },
  browser: {
    script: "test:browser",
    config: "vitest.browser.config.ts",
    include: BROWSER.map(testsIn),
    exclude: DEFAULT_EXCLUDE,
  },
};

/** A suite's `include` and `exclude`, to spread into a config's `test` block. */
export function filesOf(name: SuiteName): { include: string[]; exclude: string[] } {
  const { include, exclude } = suites[name];
  return { include: [...include], exclude: [...exclude] };
}
