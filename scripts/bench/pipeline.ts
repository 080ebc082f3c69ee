/**
 * `npm run bench:pipeline`: the pipeline's own speed (bench/README.md). The scenario corpus's
 * sites (test/scenarios/corpus) are served on loopback by a child process; companies are tracked
 * on them through POST /tracker (one organisation per 46 companies, since an organisation tracks
 * a website once), and the real runtime — job runner, enrichment, first runs, local analyser —
 * works them with the system clock. Reported per concurrency of the job runner:
 *   - time from POST /tracker to enrichment complete and to the first signal (p50, p95);
 *   - runs completed per minute (first POST to last first run);
 *   - CPU ms of the API process per run (enrichment, the run, and serving the POSTs);
 *   - the database's growth per 1,000 runs: snapshots, signals, events (rows and bytes).
 * Each concurrency is measured under two arrivals, each on a fresh database:
 *   - burst: every company posted at once, one POST after another. What the runner can do: runs
 *     per minute, CPU per run, growth. Its first-signal times are mostly the queue: the 500th
 *     company waits for the 499 before it, however fast each one is.
 *   - steady: companies posted at a steady rate (--rate, default 600 a minute: the throughput
 *     target), each at its own time whatever the POSTs before it took. How long a company waits
 *     for its first signal while the service keeps up: what the < 5 s target is about.
 * Options: --companies 1000  --concurrency default,8  --db postgres|pglite (pglite: the embedded
 * default, a fresh DATA_DIR per phase)  --pg postgres://postgres@127.0.0.1:5432/postgres
 * --arrival burst,steady  --rate 600 (companies a minute, for steady)
 * Prints markdown. Targets: first signal p50 < 5 s (steady); ≥ 600 runs per minute (burst).
 */
import { join } from "node:path";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import pg from "pg";
import { CompiledQuery, sql } from "kysely";
import { createApp } from "../../src/app";
import { createNodeRuntime } from "../../src/bootstrap-node";
import { loadConfig } from "../../src/config";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import type { DatabaseHandle } from "../../src/db/database";
import { openPGlite, openPostgres } from "../../src/db/open-node";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { createPipeline } from "../../src/pipeline";
import { systemClock } from "../../src/platform/clock";
import { createNodeFetcher } from "../../src/platform/fetcher-node";
import { silentLogger } from "../../src/platform/logger";
import { issueKey } from "../../src/services/keys/issue";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { SCOPES } from "../../src/services/access/scopes";
import { median, percentile } from "./load";
import { startProcess } from "./processes";
import { LoopbackOnlyFetcher } from "../../test/scenarios/harness";
import { ADMIN_CLI } from "../../src/services/audit/record";

const log = (msg: string) =>
  process.stderr.write(`[bench:pipeline ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);

function arg(name: string, def: string): string {
  const a = process.argv.slice(2);
  const i = a.indexOf(`--${name}`);
  return i >= 0 && a[i + 1] ? a[i + 1]! : def;
}

interface Site {
  id: string;
  body: Record<string, unknown>;
}

type Arrival = "burst" | "steady";

interface PhaseResult {
  concurrency: number;
  arrival: Arrival;
  companies: number;
  enrichMs: number[];
  firstSignalMs: number[];
  runsPerMinute: number;
  /** Seconds from the first POST to the last one's answer. */
  postsS: number;
  cpuMsPerRun: number;
  growth: Record<string, { rows: number; bytes: number }>;
  runs: number;
  failedCreates: number;
}

const TABLES = ["snapshots", "signals", "events"] as const;

/** A statement on the bench's own database handle (PGlite has no second connection). */
type Query = (text: string, params?: unknown[]) => Promise<{ rows: any[] }>;

async function tableSizes(query: Query): Promise<Record<string, { rows: number; bytes: number }>> {
  const out: Record<string, { rows: number; bytes: number }> = {};
  for (const t of TABLES) {
    const r = await query(`select count(*)::int as n, pg_total_relation_size('${t}')::bigint as b from ${t}`);
    out[t] = { rows: Number(r.rows[0].n), bytes: Number(r.rows[0].b) };
  }
  return out;
}

/** `target`: a Postgres URL, or a PGlite data directory. */
/** `intervalMs`: between two POSTs' start times (0: each right after the one before). */
async function phase(
  target: { url: string } | { dataDir: string },
  sites: Site[],
  companies: number,
  concurrency: number | null,
  arrival: Arrival,
  intervalMs: number,
): Promise<PhaseResult> {
  const where = "url" in target ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir };
  const config = loadConfig({
    ...where,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    ALLOW_PRIVATE_NETWORK: "true",
    JOB_RUNNER: "true",
    ...(concurrency ? { JOB_CONCURRENCY: String(concurrency) } : {}),
  });
  const handle: DatabaseHandle = "url" in target ? openPostgres(target.url) : await openPGlite(target.dataDir);
  await migrate(handle, loadMigrations());
  const fetcher = new LoopbackOnlyFetcher(
    createNodeFetcher({ allowPrivateNetwork: true, timeoutMs: 5_000 }),
    "the bench",
  );
  const pipeline = createPipeline(config, { fetcher, languageModel: null });
  const rt = await createNodeRuntime(config, {
    clock: systemClock,
    logger: silentLogger,
    handle,
    handlers: jobHandlers,
    pipeline,
    overrides: { fetcher, mail: null },
  });
  const app = createApp(rt.deps);
  const query: Query = async (text, params = []) =>
    (await rt.deps.db.executeQuery(CompiledQuery.raw(text, params))) as { rows: any[] };
  try {
    // One organisation per corpus' worth of companies: each tracks each site once.
    const keys: string[] = [];
    for (let i = 0; i * sites.length < companies; i++) {
      const { orgId } = await createOrganization(rt.deps.db, systemClock, `pipeline bench ${i}`);
      const { memberId } = await createMember(
        rt.deps.db,
        systemClock,
        { orgId, email: `bench${i}@example.com`, role: "owner" },
        ADMIN_CLI,
      );
      keys.push((await issueKey(rt.deps.db, systemClock, { memberId, scopes: [...SCOPES] }, ADMIN_CLI)).key);
    }
    const before = await tableSizes(query);
    const runsBefore = Number(
      (await query("select count(*)::int as n from runs where status in ('succeeded', 'failed')")).rows[0].n,
    );
    rt.runner.start();
    const cpu0 = process.cpuUsage();
    const t0 = Date.now();
    const posted = new Map<string, number>();
    let failedCreates = 0;
    for (let i = 0; i < companies; i++) {
      const site = sites[i % sites.length]!;
      const key = keys[Math.floor(i / sites.length)]!;
      // A steady arrival keeps its schedule: a slow POST does not push the later ones back.
      const due = t0 + i * intervalMs;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      const at = Date.now();
      const res = await app.request("/api/v1/tracker", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ ...site.body, alertEmails: ["partner@bench.example"] }),
      });
      const body = (await res.json()) as { data?: { id: string } };
      if (res.status === 201 && body.data) posted.set(body.data.id, at);
      else failedCreates++;
    }
    const postsS = (Date.now() - t0) / 1000;
    log(
      `c=${concurrency ?? "default"}, ${arrival}: ${posted.size} companies created in ${postsS.toFixed(1)} s; ` +
        `waiting for every first run`,
    );
    // Polled every 500 ms, and only the companies still without a first signal: on PGlite the
    // bench's own statement runs in the API's process, on its one connection, and is counted in
    // its CPU (over all 1,000 companies every 200 ms it was ~10 ms of CPU per run).
    const done = new Map<string, { enriched: Date | null; first: Date }>();
    let pending = [...posted.keys()];
    while (pending.length > 0) {
      if (Date.now() - t0 > 60 * 60_000)
        throw new Error(`${pending.length} companies without a first signal after an hour`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const r = await query(
        `select e.id, e.enrichment_finished_at as enriched, s.first
         from entities e cross join lateral (select min(s.created_at) as first from signals s where s.entity_id = ` +
          `e.id) s
         where e.id = any($1::uuid[]) and s.first is not null`,
        [pending],
      );
      for (const row of r.rows as { id: string; enriched: Date | null; first: Date }[]) done.set(row.id, row);
      pending = pending.filter((id) => !done.has(id));
    }
    // To the last first signal itself, not to the poll that saw it.
    let last = t0;
    for (const d of done.values()) last = Math.max(last, new Date(d.first).getTime());
    const elapsed = last - t0;
    const cpu = process.cpuUsage(cpu0);
    await rt.runner.stop?.();
    const runs =
      Number((await query("select count(*)::int as n from runs where status in ('succeeded', 'failed')")).rows[0].n) -
      runsBefore;
    const after = await tableSizes(query);
    const growth: PhaseResult["growth"] = {};
    for (const t of TABLES)
      growth[t] = {
        rows: ((after[t]!.rows - before[t]!.rows) * 1000) / runs,
        bytes: ((after[t]!.bytes - before[t]!.bytes) * 1000) / runs,
      };
    return {
      concurrency: concurrency ?? config.JOB_CONCURRENCY,
      arrival,
      companies: posted.size,
      enrichMs: [...done]
        .filter(([, d]) => d.enriched)
        .map(([id, d]) => new Date(d.enriched!).getTime() - posted.get(id)!),
      firstSignalMs: [...done].map(([id, d]) => new Date(d.first).getTime() - posted.get(id)!),
      runsPerMinute: runs / (elapsed / 60_000),
      postsS,
      cpuMsPerRun: (cpu.user + cpu.system) / 1000 / runs,
      growth,
      runs,
      failedCreates,
    };
  } finally {
    await rt.close();
    await handle.close();
  }
}

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

async function main() {
  const loadAtStart = loadAverage();
  const companies = Number(arg("companies", "1000"));
  const levels = arg("concurrency", "default,8")
    .split(",")
    .map((c) => (c === "default" ? null : Number(c)));
  const arrivals = arg("arrival", "burst,steady").split(",") as Arrival[];
  if (arrivals.some((a) => a !== "burst" && a !== "steady")) throw new Error("--arrival is burst, steady or both");
  const perMinute = Number(arg("rate", "600"));
  if (!(perMinute > 0)) throw new Error("--rate is companies a minute, more than 0");
  const pgAdmin = arg("pg", "postgres://postgres@127.0.0.1:5432/postgres");
  const work = mkdtempSync(join(tmpdir(), "pta-bench-pipeline-"));
  const sites = await startProcess<Site[]>(
    "scripts/bench/pipeline-sites.ts",
    "SITES_READY",
    {},
    join(work, "sites.log"),
  );
  const db = arg("db", "postgres");
  if (db !== "postgres" && db !== "pglite") throw new Error("--db is postgres or pglite");
  const admin = db === "postgres" ? new pg.Client({ connectionString: pgAdmin }) : null;
  await admin?.connect();
  const results: PhaseResult[] = [];
  try {
    for (const level of levels) {
      for (const arrival of arrivals) {
        const intervalMs = arrival === "steady" ? 60_000 / perMinute : 0;
        const name = `${level ?? "default"}_${arrival}`;
        // A fresh database per phase, so one phase's queue never slows the next.
        if (admin) {
          const dbName = `pta_bench_pipeline_${process.pid}_${name}`;
          await admin.query(`create database ${dbName}`);
          const url = new URL(pgAdmin);
          url.pathname = `/${dbName}`;
          try {
            results.push(await phase({ url: url.toString() }, sites.ready, companies, level, arrival, intervalMs));
          } finally {
            await admin.query(`drop database if exists ${dbName} with (force)`);
          }
        } else {
          results.push(
            await phase({ dataDir: join(work, `pglite-${name}`) }, sites.ready, companies, level, arrival, intervalMs),
          );
        }
        const r = results.at(-1)!;
        log(
          `c=${r.concurrency}, ${arrival}: ${r.runs} runs, ${r.runsPerMinute.toFixed(0)} runs/min, first signal p50 ` +
            `${(median(r.firstSignalMs) / 1000).toFixed(2)} s`,
        );
      }
    }
  } finally {
    await admin?.end();
    await sites.stop();
    rmSync(work, { recursive: true, force: true });
  }
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const arrivalText = (r: PhaseResult) =>
    r.arrival === "burst"
      ? `burst (posted in ${r.postsS.toFixed(1)} s)`
      : `steady, ${perMinute.toLocaleString("en-US")} a minute`;
  const lines = [
    `Generated by \`npm run bench:pipeline\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC (load ` +
      `average at the start ${loadAtStart}, at the end ${loadAverage()}); ${companies} companies on the ` +
      `${sites.ready.length} corpus sites, ${db === "postgres" ? "local Postgres" : "embedded PGlite"}, local ` +
      `analyser.`,
    "",
    "| Job concurrency | arrival | companies | runs | enrichment complete p50 / p95 | first signal p50 / p95 | " +
      "runs/min | API CPU ms/run | growth per 1,000 runs: snapshots / signals / events (rows; MB) |",
    "|---:|---|---:|---:|---|---|---:|---:|---|",
    ...results.map((r) => {
      const e = sorted(r.enrichMs);
      const f = sorted(r.firstSignalMs);
      const g = (t: string) => `${r.growth[t]!.rows.toFixed(0)}; ${(r.growth[t]!.bytes / 1e6).toFixed(1)}`;
      const rate =
        r.arrival === "burst" ? r.runsPerMinute.toFixed(0) : `${r.runsPerMinute.toFixed(0)} (the arrival rate)`;
      return (
        `| ${r.concurrency} | ${arrivalText(r)} | ${r.companies}` +
        `${r.failedCreates ? ` (${r.failedCreates} creates failed)` : ""} | ${r.runs} | ${s(median(e))} / ` +
        `${s(percentile(e, 95))} | ${s(median(f))} / ${s(percentile(f, 95))} | ${rate} | ` +
        `${r.cpuMsPerRun.toFixed(1)} | ${g("snapshots")} / ${g("signals")} / ${g("events")} |`
      );
    }),
    "",
    "Targets: first signal p50 < 5 s for a responsive site, read from the steady arrival; ≥ 600 runs per minute, " +
      "read from the burst. Times run from the POST to the row's own timestamps (the system clock); runs/min from " +
      "the first POST to the last first signal. In a burst every company is posted at once, so later ones wait in " +
      "the queue: the 500th waits for the 499 before it, and its first signal comes after about 500 ÷ (runs per " +
      "second) whatever a run costs.",
    "",
  ];
  process.stdout.write(lines.join("\n"));
}

main().catch((err) => {
  process.stderr.write(`bench:pipeline failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
