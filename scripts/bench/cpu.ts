/**
 * `npm run bench:cpu`: the API process's own CPU per request (bench/README.md: the API, not the
 * statement, limits every list). The real app (`createApp`, the Node runtime, rate limits on as
 * `npm start` runs them) is served by @hono/node-server in this process and called over loopback
 * HTTP by a keep-alive client in this process, one request after another, on a fresh local
 * Postgres database seeded by the bench's seeder. `process.cpuUsage()` over N requests divided
 * by N is the Node CPU a request costs, server and client together; the bare Hono endpoint's row
 * is what the HTTP round trip alone costs both sides, so a row minus it is the app's own work
 * (parsing, middleware, the pg driver, rendering, JSON). Postgres' own work is in its processes
 * and not counted. Sequential requests: no batching of single-company reads across requests.
 * Options: --n 1000 (requests per endpoint and round)  --rounds 3  --companies 2000
 *          --profile DIR (also write a .cpuprofile per endpoint, in the last round)
 *          --only A,B (only the requests whose label contains A or B)
 *          --concurrency 1 (requests in flight at once, each on its own keep-alive socket)
 *          --pg postgres://postgres@127.0.0.1:5432/postgres
 * Prints markdown: the median over rounds of CPU µs and wall µs per request.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pg from "pg";
import { createApp } from "../../src/app";
import { createNodeRuntime } from "../../src/bootstrap-node";
import { loadConfig } from "../../src/config";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPostgres } from "../../src/db/open-node";
import { silentLogger } from "../../src/platform/logger";
import { systemClock } from "../../src/platform/clock";
import { allJobHandlers } from "../../src/services/job-handlers";
import { bareApp, HighLimitCounters } from "./apps";
import { median } from "./load";
import { seedBench } from "./seed";

const log = (msg: string) => process.stderr.write(`[bench:cpu ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);

function arg(name: string, def: string): string {
  const a = process.argv.slice(2);
  const i = a.indexOf(`--${name}`);
  return i >= 0 && a[i + 1] ? a[i + 1]! : def;
}

interface Req {
  label: string;
  path: string;
  port?: number;
  init?: { method?: string; headers?: Record<string, string>; body?: string };
}

function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ port: number; close: () => void }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve({ port: info.port, close: () => server.close() }),
    );
  });
}

const concurrency = Number(arg("concurrency", "1"));
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function send(port: number, r: Req): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: r.path, method: r.init?.method ?? "GET", headers: r.init?.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(r.init?.body);
  });
}

async function main() {
  const n = Number(arg("n", "1000"));
  const rounds = Number(arg("rounds", "3"));
  const companies = Number(arg("companies", "2000"));
  const profileDir = arg("profile", "");
  const pgAdmin = arg("pg", "postgres://postgres@127.0.0.1:5432/postgres");

  const admin = new pg.Client({ connectionString: pgAdmin });
  await admin.connect();
  const dbName = `pta_bench_cpu_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  const url = new URL(pgAdmin);
  url.pathname = `/${dbName}`;
  const lines: string[] = [];
  try {
    const config = loadConfig({
      DATABASE_URL: url.toString(),
      LOG_LEVEL: "error",
      SEED_DEMO: "false",
      JOB_RUNNER: "false",
    });
    const handle = openPostgres(url.toString());
    await migrate(handle, loadMigrations());
    const rt = await createNodeRuntime(config, {
      clock: systemClock,
      logger: silentLogger,
      handle,
      handlers: allJobHandlers,
    });
    log(`seeding ${companies} companies`);
    const seeded = await seedBench(rt.deps.db, systemClock, {
      companies,
      signals: companies * 10,
      leads: companies / 2,
    });
    // Rate limits counted as in production, at limits the bench never reaches.
    const app = createApp({ ...rt.deps, counters: new HighLimitCounters(rt.deps.counters) });
    const headers = { authorization: `Bearer ${seeded.key}` };
    const company = await rt.deps.db
      .selectFrom("entities")
      .select("id")
      .where("org_id", "=", seeded.orgId)
      .limit(1)
      .executeTakeFirstOrThrow();
    const api = await listen(app.fetch);
    const bare = await listen(bareApp().fetch);
    const mcpInit: Req["init"] = {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "list_companies", arguments: {} },
      }),
    };
    const reqs: Req[] = [
      { label: "Bare Hono JSON endpoint (the HTTP round trip)", path: "/bare", port: bare.port },
      { label: "GET /tracker/{id}", path: `/api/v1/tracker/${company.id}`, init: { headers } },
      { label: "GET /tracker (25, compact)", path: "/api/v1/tracker?limit=25", init: { headers } },
      { label: "GET /signals page 1", path: "/api/v1/signals?limit=25", init: { headers } },
      { label: "GET /leads", path: "/api/v1/leads?limit=25", init: { headers } },
      { label: "GET /alerts", path: "/api/v1/alerts?limit=25&outcome=all", init: { headers } },
      { label: "MCP tools/call list_companies", path: "/api/mcp", init: mcpInit },
    ];
    const only = arg("only", "");
    if (only) reqs.splice(0, reqs.length, ...reqs.filter((r) => only.split(",").some((o) => r.label.includes(o))));
    const once = async (r: Req) => {
      const { status, text } = await send(r.port ?? api.port, r);
      if (status !== 200) throw new Error(`${r.label}: ${status} ${text.slice(0, 200)}`);
    };
    /** `count` requests, `concurrency` at a time. */
    const many = async (r: Req, count: number) => {
      let sent = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (sent++ < count) await once(r);
        }),
      );
    };
    const session = profileDir ? new Session() : null;
    session?.connect();
    const results = new Map<string, { cpu: number[]; wall: number[] }>();
    for (const r of reqs) results.set(r.label, { cpu: [], wall: [] });
    for (let round = 0; round < rounds; round++) {
      for (const r of reqs) {
        await many(r, 100); // warm-up
        const profiling = session && round === rounds - 1;
        if (profiling) {
          await session.post("Profiler.enable");
          await session.post("Profiler.setSamplingInterval", { interval: 100 });
          await session.post("Profiler.start");
        }
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        await many(r, n);
        const wall = performance.now() - t0;
        const c = process.cpuUsage(c0);
        if (profiling) {
          const { profile } = (await session.post("Profiler.stop")) as { profile: unknown };
          mkdirSync(profileDir, { recursive: true });
          writeFileSync(`${profileDir}/${r.label.replace(/[^A-Za-z0-9]+/g, "_")}.cpuprofile`, JSON.stringify(profile));
        }
        results.get(r.label)!.cpu.push((c.user + c.system) / n);
        results.get(r.label)!.wall.push((wall * 1000) / n);
      }
      log(`round ${round + 1} of ${rounds}`);
    }
    const load = (await import("node:fs")).readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    lines.push(
      `Generated by \`npm run bench:cpu\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC (load ` +
        `average ${load}); ${companies} companies, ${n} ` +
        `${concurrency === 1 ? "sequential requests" : `requests, ${concurrency} at a time,`} over loopback HTTP per ` +
        `endpoint, median of ${rounds} rounds.`,
      "",
      "| Request | API CPU µs/request | wall µs/request |",
      "|---|---:|---:|",
      ...reqs.map((r) => {
        const x = results.get(r.label)!;
        return `| ${r.label} | ${median(x.cpu).toFixed(0)} | ${median(x.wall).toFixed(0)} |`;
      }),
      "",
    );
    api.close();
    bare.close();
    agent.destroy();
    await rt.close();
    await handle.close();
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  process.stdout.write(lines.join("\n"));
}

main().catch((err) => {
  process.stderr.write(`bench:cpu failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
