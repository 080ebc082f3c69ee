/**
 * The bench's server process (started by scripts/bench/index.ts, one per database): the Node
 * runtime exactly as `npm start` builds it (createNodeRuntime, local job runner and cadence timer
 * on), the seeded organisation, and the app variants of apps.ts, each on its own port. Prints one
 * line `BENCH_READY {json}` when it serves, and shuts down cleanly on SIGTERM.
 *
 * Environment: BENCH_STATE (a JSON file: the seed result is written there and reused on a later
 * start on the same database), DATABASE_URL or DATA_DIR, BENCH_PGLITE=project|stock|sb<N> (how PGlite
 * is opened, to compare memory settings), BENCH_WORKER=off (no job runner or cadence timer),
 * BENCH_COMPANIES/SIGNALS/LEADS, BENCH_SEED_ONLY=1 (seed, write the state file and exit).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, sql } from "kysely";
import { createNodeRuntime } from "../../src/bootstrap-node";
import { loadConfig } from "../../src/config";
import type { DatabaseHandle } from "../../src/db/database";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openDatabase } from "../../src/db/open-node";
import { PGliteDialect } from "../../src/db/pglite-dialect";
import type { Database } from "../../src/db/types";
import { answerClientErrors } from "../../src/http/client-error-node";
import { allJobHandlers } from "../../src/services/job-handlers";
import { scheduleDueRuns } from "../../src/lifecycle/cadence";
import { startScheduler } from "../../src/jobs/scheduler-node";
import { systemClock } from "../../src/platform/clock";
import { createLogger } from "../../src/platform/logger";
import { Mutex } from "../../src/platform/mutex";
import { authenticate } from "../../src/services/keys/authenticate";
import { HighLimitCounters, apiApp, bareApp, openApp } from "./apps";
import { capturingDb } from "./capture";
import { seedBench, type SeedResult } from "./seed";

/**
 * PGlite opened by the bench itself, to compare memory settings with what src/db/open-node.ts
 * uses: "stock" is PGlite's defaults (Postgres' 128 MB of shared buffers), "sb<N>" sets
 * shared_buffers to N MB on top of them.
 */
async function openVariantPGlite(dataDir: string, variant: string): Promise<DatabaseHandle> {
  const sb = /^sb(\d+)$/.exec(variant);
  const startParams = sb ? [...PGlite.defaultStartParams, "-c", `shared_buffers=${sb[1]}MB`] : undefined;
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(startParams ? { startParams } : {}) });
  const lock = new Mutex();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, lock) });
  return {
    db,
    kind: "pglite",
    execScript: (s) => lock.run(async () => void (await pglite.exec(s))),
    close: async () => {
      await db.destroy();
      await lock.run(() => pglite.close());
    },
  };
}

function listen(
  fetch: (req: Request) => Response | Promise<Response>,
): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    answerClientErrors(server);
  });
}

async function main() {
  const env = process.env;
  const config = loadConfig({
    ...env,
    LOG_LEVEL: env.BENCH_LOG_LEVEL ?? "error",
    SEED_DEMO: "false",
    JOB_RUNNER: "true",
  });
  const variant = !config.DATABASE_URL && env.BENCH_PGLITE && env.BENCH_PGLITE !== "project" ? env.BENCH_PGLITE : null;
  const tOpen = performance.now();
  const handle = variant ? await openVariantPGlite(config.DATA_DIR, variant) : await openDatabase(config);
  await migrate(handle, loadMigrations(), () => systemClock.now());
  const openMs = Math.round(performance.now() - tOpen);

  const logger = createLogger(config.LOG_LEVEL, (l) => process.stderr.write(l + "\n"));
  const runtime = await createNodeRuntime(config, {
    handle,
    logger,
    handlers: allJobHandlers,
    overrides: { rateLimitsEnabled: false },
  });
  const { deps } = runtime;

  const stateFile = env.BENCH_STATE!;
  let seeded: SeedResult;
  if (existsSync(stateFile)) {
    seeded = JSON.parse(readFileSync(stateFile, "utf8")) as SeedResult;
  } else {
    seeded = await seedBench(deps.db, deps.clock, {
      companies: Number(env.BENCH_COMPANIES ?? 10_000),
      signals: Number(env.BENCH_SIGNALS ?? 100_000),
      leads: Number(env.BENCH_LEADS ?? 5_000),
    });
    writeFileSync(stateFile, JSON.stringify(seeded));
    // Seed-only: the server is then started afresh on the seeded database, so its heap holds
    // no garbage from building 100,000 rows (figures and memory are those of a restarted server).
    if (env.BENCH_SEED_ONLY) {
      await runtime.close();
      await handle.close();
      process.exit(0);
    }
  }

  // As `npm start`: the local job runner and the cadence timer run (BENCH_WORKER=off: reads only).
  const background = env.BENCH_WORKER !== "off";
  if (background) runtime.runner.start();
  const scheduler = background ? startScheduler(deps, config.SCHEDULER_INTERVAL_SECONDS) : null;

  const actor = await authenticate(deps.db, deps.clock, `Bearer ${seeded.key}`);
  // The configured counter store (in-process; Upstash when UPSTASH_* are set, as `--upstash` runs it).
  const limitedDeps = { ...deps, rateLimitsEnabled: true, counters: new HighLimitCounters(deps.counters) };
  const api = await apiApp(deps);
  const limited = await apiApp(limitedDeps);
  const open = await openApp(deps, actor);
  const bare = bareApp();
  // The same app on a database handle that records statements: what pgbench runs (see capture.ts).
  const capture = capturingDb(deps.db);
  const captureApi = await apiApp({ ...deps, db: capture.db });
  // Bench-only controls on the bare port (never measured): job queue state, a sample company, every company's id.
  bare.get("/bench/jobs", async (c) => {
    const r = await sql<{
      kind: string;
      status: string;
      n: number;
    }>`select kind, status, count(*)::int as n from jobs group by 1, 2 order by 1, 2`.execute(deps.db);
    return c.json(r.rows);
  });
  bare.get("/bench/company", async (c) => {
    const row = await deps.db
      .selectFrom("entities")
      .select(["id", "company_name"])
      .where("org_id", "=", seeded.orgId)
      .orderBy("created_at", "desc")
      .offset(Math.floor(seeded.counts.entities! / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    return c.json(row);
  });

  bare.get("/bench/ids", async (c) => {
    const rows = await deps.db.selectFrom("entities").select("id").where("org_id", "=", seeded.orgId).execute();
    return c.json(rows.map((r) => r.id));
  });

  // The cadence scheduler's tick over every company (on PGlite it holds the only connection while
  // it runs): the median of 5 ticks, and how many runs they queued.
  bare.post("/bench/tick", async (c) => {
    const times: number[] = [];
    let queued = 0;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      queued += await scheduleDueRuns(deps);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return c.json({ ms: times[2], queued });
  });

  // EXPLAIN ANALYZE (or any statement) on the server's own database: PGlite has no other way in.
  bare.post("/bench/sql", async (c) => {
    const text = await c.req.text();
    const t0 = performance.now();
    const r = await sql.raw(text).execute(deps.db);
    return c.json({ ms: performance.now() - t0, rows: r.rows });
  });

  // The statements one request runs, with their parameters: the request is sent twice and the
  // second is recorded, so caches (the verified key) are warm as they are under load.
  bare.post("/bench/capture", async (c) => {
    const { method, path, headers, body } = await c.req.json<{
      method?: string;
      path: string;
      headers?: Record<string, string>;
      body?: string;
    }>();
    const send = async () => {
      const res = await captureApi.app.fetch(
        new Request(`http://127.0.0.1${path}`, { method: method ?? "GET", headers, body }),
      );
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method ?? "GET"} ${path}: ${res.status} ${text.slice(0, 200)}`);
    };
    await send();
    return c.json(await capture.record(send));
  });

  // CPU profiles of a chosen window (profiling a scenario rather than the whole process).
  const inspector = new Session();
  inspector.connect();
  bare.post("/bench/profile/start", async (c) => {
    await inspector.post("Profiler.enable");
    await inspector.post("Profiler.setSamplingInterval", { interval: 200 });
    await inspector.post("Profiler.start");
    return c.json({ ok: true });
  });
  bare.post("/bench/profile/stop", async (c) => {
    const { profile } = (await inspector.post("Profiler.stop")) as { profile: unknown };
    const dir = c.req.query("dir") ?? "bench/profiles";
    mkdirSync(dir, { recursive: true });
    const file = `${dir}/${c.req.query("name") ?? "profile"}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    return c.json({ file });
  });

  const servers = {
    bare: await listen(bare.fetch),
    api: await listen(api.app.fetch),
    limited: await listen(limited.app.fetch),
    open: await listen(open.fetch),
  };

  process.stdout.write(
    "BENCH_READY " +
      JSON.stringify({
        pid: process.pid,
        dbKind: deps.dbKind,
        openMs,
        ports: Object.fromEntries(Object.entries(servers).map(([k, v]) => [k, v.port])),
        mountedByBench: api.added,
        seed: seeded,
      }) +
      "\n",
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    scheduler?.stop();
    await Promise.all(Object.values(servers).map((s) => s.close()));
    await runtime.close();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

main().catch((err) => {
  process.stderr.write(`bench server failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
