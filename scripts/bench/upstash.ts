/**
 * `npm run bench -- --upstash`: what a read costs when Upstash is down. Two bench servers on one
 * small seeded Postgres database, both with rate limits on and counted in Upstash (limits raised
 * so nothing is refused): "up" talks to the Upstash REST bridge in front of the local Redis (a
 * process of its own), "down" has an Upstash URL whose port is closed, so every connection is
 * refused. GET /tracker/{id} is sampled on both, interleaved, and the Markdown section comparing
 * their p50 and p99 is printed. Target (docs/operations.md): down costs at most 5 ms more than up.
 */
import { createServer } from "node:net";
import { join } from "node:path";
import pg from "pg";
import { median, sample, type Sample, type Target } from "./load";
import { seedOnly, startProcess, startServer, type Server } from "./processes";

export interface UpstashBenchOptions {
  pg: string;
  rounds: number;
  seconds: number;
  connections: number[];
  work: string;
  log: (msg: string) => void;
}

const TARGET_MS = 5;

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function get(port: number, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  return { status: res.status, headers: res.headers, json: (await res.json()) as any };
}

export async function upstashComparison(o: UpstashBenchOptions): Promise<string> {
  const bridge = await startProcess<{ url: string; token: string }>(
    "scripts/bench/upstash-bridge.ts",
    "BRIDGE_READY",
    {},
    join(o.work, "upstash-bridge.log"),
  );
  const admin = new pg.Client({ connectionString: o.pg });
  await admin.connect();
  const dbName = `pta_bench_upstash_${process.pid}`;
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const url = new URL(o.pg);
  url.pathname = `/${dbName}`;
  const servers: Server[] = [];
  try {
    const base = {
      DATABASE_URL: url.toString(),
      BENCH_STATE: join(o.work, "upstash-state.json"),
      BENCH_COMPANIES: "200",
      BENCH_SIGNALS: "1000",
      BENCH_LEADS: "50",
      BENCH_WORKER: "off",
    };
    o.log("upstash: seeding a small database");
    await seedOnly(base, join(o.work, "upstash-seed.log"));
    const downUrl = `http://127.0.0.1:${await closedPort()}`;
    const up = await startServer(
      { ...base, UPSTASH_REDIS_REST_URL: bridge.ready.url, UPSTASH_REDIS_REST_TOKEN: bridge.ready.token },
      join(o.work, "upstash-up.log"),
    );
    servers.push(up);
    const down = await startServer(
      { ...base, UPSTASH_REDIS_REST_URL: downUrl, UPSTASH_REDIS_REST_TOKEN: "unused" },
      join(o.work, "upstash-down.log"),
    );
    servers.push(down);

    const headers = { authorization: `Bearer ${up.ready.seed.key}` };
    const company = (await get(up.ready.ports.bare, "/bench/company")).json as { id: string };
    const path = `/api/v1/tracker/${company.id}`;
    const variants = [
      { id: "up", label: "Upstash up (REST bridge to the local Redis)", port: up.ready.ports.limited },
      { id: "down", label: `Upstash down (connections refused at ${downUrl})`, port: down.ready.ports.limited },
    ] as const;

    // What each server says before the load: counted in Upstash, or served unlimited and degraded.
    const checks: string[] = [];
    for (const v of variants) {
      const reads = [];
      for (let i = 0; i < 5; i++) reads.push(await get(v.port, path, headers));
      if (reads.some((r) => r.status !== 200))
        throw new Error(`${v.id}: GET ${path} answered ${reads.map((r) => r.status).join(", ")}`);
      const health = (await get(v.port, "/healthz")).json;
      const limited = reads.at(-1)!.headers.get("x-ratelimit-limit") !== null;
      checks.push(
        `${v.id}: rate-limit headers ${limited ? "present" : "absent"}; /healthz \`${health.status}\` (counter store ` +
          `ok: ${health.counterStore.ok})`,
      );
      const expected = v.id === "up" ? { limited: true, status: "ok" } : { limited: false, status: "degraded" };
      if (limited !== expected.limited || health.status !== expected.status)
        throw new Error(`${v.id} is not in the state it should be: ${checks.at(-1)}`);
    }
    o.log(`upstash: ${checks.join("; ")}`);

    const target = (port: number): Target => ({ port, path, headers });
    for (const v of variants) await sample(target(v.port), 32, 1); // warm-up
    const samples = new Map<string, Sample[]>();
    for (let round = 1; round <= o.rounds; round++) {
      for (const c of o.connections) {
        for (const v of variants) {
          const s = await sample(target(v.port), c, o.seconds);
          if (s.bad > 0) o.log(`upstash: ${v.id} c=${c}: ${s.bad} bad responses ${JSON.stringify(s.statuses)}`);
          samples.set(`${v.id}@${c}`, [...(samples.get(`${v.id}@${c}`) ?? []), s]);
        }
      }
      o.log(`upstash: round ${round}/${o.rounds} done`);
    }
    const healthDown = (await get(down.ready.ports.limited, "/healthz")).json;

    const fmt = (x: number) => x.toFixed(2);
    const lines = [
      "## Upstash down: what a read costs",
      "",
      `Generated by \`npm run bench -- --upstash\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} ` +
        `UTC: GET /tracker/{id} with rate limits on and counted in Upstash (limits raised so nothing is refused), on ` +
        `a small local Postgres database (200 companies). *Up*: the Upstash REST bridge in front of the local Redis, ` +
        `in a process of its own. *Down*: the Upstash URL is a closed port, so connections are refused; after 3 ` +
        `failures the circuit breaker skips Upstash for 5 s, then lets one request probe it. Median of ${o.rounds} ` +
        `interleaved rounds of ${o.seconds} s. Target: down costs at most ${TARGET_MS} ms more than up.`,
      "",
      "| Conns | up p50 ms | down p50 ms | Δ p50 | up p99 ms | down p99 ms | Δ p99 | up req/s | down req/s | Target |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ];
    for (const c of o.connections) {
      const u = samples.get(`up@${c}`)!;
      const d = samples.get(`down@${c}`)!;
      const m = (xs: Sample[], k: "p50" | "p99" | "rps") => median(xs.map((x) => x[k]));
      const dp50 = m(d, "p50") - m(u, "p50");
      const dp99 = m(d, "p99") - m(u, "p99");
      const met = dp50 <= TARGET_MS && dp99 <= TARGET_MS;
      lines.push(
        `| ${c} | ${fmt(m(u, "p50"))} | ${fmt(m(d, "p50"))} | ${dp50 >= 0 ? "+" : ""}${fmt(dp50)} | ` +
          `${fmt(m(u, "p99"))} | ${fmt(m(d, "p99"))} | ${dp99 >= 0 ? "+" : ""}${fmt(dp99)} | ` +
          `${Math.round(m(u, "rps")).toLocaleString("en-US")} | ${Math.round(m(d, "rps")).toLocaleString("en-US")} | ` +
          `${met ? "met" : "**missed**"} |`,
      );
    }
    lines.push(
      "",
      `Before the load: ${checks.join("; ")}. After it, /healthz on *down* said \`${healthDown.status}\` with ` +
        `${healthDown.counterStore.failOpenCount.toLocaleString("en-US")} requests served unlimited (fail-open).`,
      "",
    );
    return lines.join("\n");
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await bridge.stop();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
