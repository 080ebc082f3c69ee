import { inject } from "vitest";
import ws from "ws";
import { createApp, type App } from "../../src/app";
import { createNodeRuntime, type NodeRuntime } from "../../src/bootstrap-node";
import { loadConfig, type Config } from "../../src/config";
import type { DatabaseHandle } from "../../src/db/database";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openNeon } from "../../src/db/open-neon";
import { openPGlite, openPostgres } from "../../src/db/open-node";
import type { AppDeps } from "../../src/services/deps";
import { allJobHandlers } from "../../src/services/job-handlers";
import { ManualClock } from "../../src/platform/clock";
import { silentLogger } from "../../src/platform/logger";
import { issueKey } from "../../src/services/keys/issue";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { SCOPES, type Scope } from "../../src/services/access/scopes";
import { NO_OUTSIDE_SERVICES } from "./no-outside-services";
import { createTestDatabase } from "./postgres";
import { ADMIN_CLI } from "../../src/services/audit/record";

/**
 * One database per test worker (PGlite costs seconds to start), shared by the files the worker
 * runs; each test isolates itself by creating its own organisation. The same suites run on a real
 * Postgres: TEST_DB_DRIVER=neon (`npm run test:postgres`) goes through the Neon driver and the
 * WebSocket bridge to the run's fresh database (test/support/global-postgres.ts);
 * TEST_DATABASE_URL alone uses node-postgres on that database.
 */
export interface TestRuntime extends NodeRuntime {
  app: App;
  clock: ManualClock;
  config: Config;
}

let shared: Promise<TestRuntime> | null = null;

export function testConfig(extra: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    ALLOW_PRIVATE_NETWORK: "true",
    ...NO_OUTSIDE_SERVICES,
    ...extra,
  });
}

export { NO_OUTSIDE_SERVICES };

/** True when this run's database is a real Postgres (concurrency tests need one). */
export const onRealPostgres = process.env.TEST_DB_DRIVER === "neon" || Boolean(process.env.TEST_DATABASE_URL);
export const PGLITE_SKIP_REASON =
  "needs real Postgres (npm run test:postgres): PGlite has one connection and serialises every transaction";
/** A describe title for a real-Postgres-only block, saying why when it is skipped. */
export const realPostgresTitle = (s: string) => (onRealPostgres ? s : `${s} (skipped: ${PGLITE_SKIP_REASON})`);

/**
 * The real-Postgres suite (TEST_DB_PER_FILE) gives each file a copy
 * of the run's migrated database: a file that drains every due job then works its own jobs only.
 */
async function neonDatabaseUrl(): Promise<string> {
  if (process.env.TEST_DB_PER_FILE !== "true") return inject("testDatabaseUrl");
  const copy = await createTestDatabase({
    prefix: inject("testFileDatabasePrefix"),
    template: inject("testDatabaseName"),
  });
  return copy.url;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (process.env.TEST_DB_DRIVER === "neon") {
    handle = openNeon({
      connectionString: await neonDatabaseUrl(),
      wsProxy: inject("neonWsProxy"),
      webSocketConstructor: ws,
      max: 10,
    });
  } else if (process.env.TEST_DATABASE_URL) {
    handle = openPostgres(process.env.TEST_DATABASE_URL);
  } else {
    handle = await openPGlite("memory://");
  }
  await migrate(handle, loadMigrations());
  return handle;
}

/**
 * A database of the caller's own, migrated: a fresh PGlite, or on a real-Postgres run a new
 * database there, reached as the suite reaches its own. For tests whose subject is the whole
 * database (what the planner makes of its statistics, jobs of every organisation); `close` drops it.
 */
export async function openOwnDatabase(prefix = "pta_own"): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (!onRealPostgres) {
    const handle = await openPGlite("memory://");
    await migrate(handle, loadMigrations());
    return { handle, close: () => handle.close() };
  }
  const database = await createTestDatabase({ prefix });
  const handle =
    process.env.TEST_DB_DRIVER === "neon"
      ? openNeon({ connectionString: database.url, wsProxy: inject("neonWsProxy"), webSocketConstructor: ws, max: 10 })
      : openPostgres(database.url);
  return {
    handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** The worker's shared runtime: database, deps with a manual clock, the app, and the (unstarted) job runner. */
export function getRuntime(): Promise<TestRuntime> {
  shared ??= (async () => {
    const config = testConfig();
    const clock = new ManualClock(new Date());
    const handle = await openTestDatabase();
    const runtime = await createNodeRuntime(config, { clock, logger: silentLogger, handle, handlers: allJobHandlers });
    return { ...runtime, app: createApp(runtime.deps), clock, config };
  })();
  return shared;
}

const onClose: (() => Promise<void> | void)[] = [];
/** What a helper built on the shared runtime (and cached) does when it ends: forget it, stop its runner. */
export function whenRuntimeCloses(end: () => Promise<void> | void): void {
  onClose.push(end);
}

/**
 * Ends the shared runtime, so that the next getRuntime() opens another (the real-Postgres suite's
 * files share a process but each has a database of its own: test/support/runtime-per-file.ts).
 */
export async function closeRuntime(): Promise<void> {
  const current = shared;
  shared = null;
  if (!current) return;
  for (const end of onClose.splice(0)) await end();
  const rt = await current;
  await rt.settle();
  await rt.close();
  await rt.handle.close();
}

/** A separate runtime on the shared database with some dependencies replaced (a failing counter store…). */
export async function runtimeWith(overrides: Partial<AppDeps>): Promise<{ app: App; deps: AppDeps }> {
  const base = await getRuntime();
  const deps = { ...base.deps, ...overrides };
  return { app: createApp(deps), deps };
}

export interface TestOrg {
  orgId: string;
  memberId: string;
  keyId: string;
  key: string;
  /** A request with this organisation's key. */
  request: (
    method: string,
    path: string,
    init?: { body?: unknown; headers?: Record<string, string>; key?: string | null },
  ) => Promise<Response>;
  /** Another member and key in the same organisation. */
  newKey: (opts?: {
    scopes?: Scope[];
    role?: "owner" | "member" | "viewer";
    email?: string | null;
    expiresAt?: Date;
  }) => Promise<{ key: string; keyId: string; memberId: string }>;
}

let counter = 0;

export interface TestOrgOptions {
  name?: string;
  scopes?: Scope[];
  role?: "owner" | "member" | "viewer";
  app?: App;
  /** Another runtime's database and clock (default: the worker's shared runtime). */
  on?: { deps: AppDeps; clock: ManualClock };
}

export async function createTestOrg(opts: TestOrgOptions = {}): Promise<TestOrg> {
  const rt = opts.on ?? (await getRuntime());
  const db = rt.deps.db;
  const { orgId } = await createOrganization(db, rt.clock, opts.name ?? `Test Org ${++counter}`);
  const newKey: TestOrg["newKey"] = async (o = {}) => {
    const { memberId } = await createMember(
      db,
      rt.clock,
      {
        orgId,
        email: o.email === undefined ? `member${++counter}@example.com` : o.email,
        role: o.role ?? "owner",
      },
      ADMIN_CLI,
    );
    const { key, keyId } = await issueKey(
      db,
      rt.clock,
      { memberId, scopes: o.scopes ?? [...SCOPES], expiresAt: o.expiresAt },
      ADMIN_CLI,
    );
    return { key, keyId, memberId };
  };
  const first = await newKey({ scopes: opts.scopes, role: opts.role });
  const app = opts.app ?? (await getRuntime()).app;
  return {
    orgId,
    memberId: first.memberId,
    keyId: first.keyId,
    key: first.key,
    newKey,
    request: (method, path, init = {}) => {
      const headers: Record<string, string> = { ...(init.headers ?? {}) };
      const key = init.key === undefined ? first.key : init.key;
      if (key !== null) headers.authorization ??= `Bearer ${key}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
        headers["content-type"] ??= "application/json";
      }
      return Promise.resolve(app.request(path, { method, headers, body }));
    },
  };
}
