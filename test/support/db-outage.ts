import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
} from "kysely";
import type { Db } from "../../src/db/database";
import type { Database } from "../../src/db/types";
import type { AppDeps } from "../../src/services/deps";
import type { Logger } from "../../src/platform/logger";

/** A database handle every query of which fails as one to a stopped Postgres server does. */
function refusedDb(onAttempt: () => void): Db {
  const refuse = async (): Promise<never> => {
    onAttempt();
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: refuse as () => Promise<DatabaseConnection>,
    beginTransaction: refuse,
    commitTransaction: refuse,
    rollbackTransaction: refuse,
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

export interface LogLine {
  level: "debug" | "info" | "warn" | "error";
  msg: string;
}

/**
 * `deps` whose database can be switched off and on again (the real one stays up underneath), and
 * whose log lines are kept: what a background loop sees through a Postgres outage. `attempts`
 * counts the queries refused while down. `logged(msg)` resolves when a line with `msg` is written.
 */
export function databaseOutage(base: AppDeps) {
  let down = false;
  let attempts = 0;
  const refused = refusedDb(() => attempts++);
  const lines: LogLine[] = [];
  const waiters: { msg: string; resolve: () => void }[] = [];
  const write = (level: LogLine["level"]) => (msg: string) => {
    lines.push({ level, msg });
    for (const w of waiters) if (msg.includes(w.msg)) w.resolve();
  };
  const logger: Logger = { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
  const deps: AppDeps = { ...base, logger };
  Object.defineProperty(deps, "db", { get: () => (down ? refused : base.db), enumerable: true });
  return {
    deps,
    lines,
    get attempts() {
      return attempts;
    },
    down: () => void (down = true),
    up: () => void (down = false),
    logged: (msg: string) => new Promise<void>((resolve) => waiters.push({ msg, resolve })),
  };
}
