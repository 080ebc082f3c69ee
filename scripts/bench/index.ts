/**
 * `npm run bench`: the API under load on the embedded default (PGlite) and on a local Postgres,
 * with the bare Hono ceiling measured in the same rounds, and the embedded server's memory.
 * Writes bench/results.md. Options (all optional):
 *   --only pglite|postgres   one database only
 *   --rounds 3               interleaved rounds; every figure is the median over rounds
 *   --seconds 2              length of one sample
 *   --scale 1                fraction of the seed volume (0.1 for a quick try)
 *   --pg postgres://postgres@127.0.0.1:5432/postgres   the server the bench database is made on
 *   --out bench/results.md   --no-memory   --cpu-prof (profiles of the server in bench/profiles)
 *   --scenarios tracker_list,mcp_list   only these measured rows (ids in scenarios(); the bare
 *                            ceiling always runs), for a quick before/after of a few endpoints
 *   --upstash                only a read with Upstash up vs down (needs the local Redis and Postgres);
 *                            prints its section of bench/results.md instead of writing the file
 * The machine is shared: read ratios to the ceiling, not absolute figures.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { RequestParams } from "autocannon";
import { cpuByPid, cpuDelta, machine, packageVersion, processTree, rssMiB } from "./machine";
import { median, sample, type Sample, type Target } from "./load";
import { typos } from "./seed";
import { killAll, seedOnly, startServer, type Ready, type Server } from "./processes";
import { renderResults, type BackendResult, type MemoryResult, type Row } from "./report";
import { upstashComparison } from "./upstash";
import type { Statement } from "./capture";
import { pgbenchMissing, runPgbench, writeScript, type Script } from "./pgbench";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function args() {
  const a = process.argv.slice(2);
  const get = (name: string, def: string) => {
    const i = a.indexOf(`--${name}`);
    if (i >= 0 && a[i + 1] && !a[i + 1]!.startsWith("--")) return a[i + 1]!;
    const eq = a.find((x) => x.startsWith(`--${name}=`));
    return eq ? eq.slice(name.length + 3) : def;
  };
  return {
    only: get("only", ""),
    rounds: Number(get("rounds", "3")),
    seconds: Number(get("seconds", "2")),
    scale: Number(get("scale", "1")),
    pg: get("pg", "postgres://postgres@127.0.0.1:5432/postgres"),
    out: get("out", join(ROOT, "bench/results.md")),
    memory: !a.includes("--no-memory"),
    cpuProf: a.includes("--cpu-prof"),
    upstash: a.includes("--upstash"),
    connections: get("connections", "1,32").split(",").map(Number),
    scenarios: get("scenarios", "").split(",").filter(Boolean),
  };
}

const log = (msg: string) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);

process.on("SIGINT", () => {
  killAll();
  process.exit(130);
});

/** RSS of a process sampled every 200 ms while `fn` runs. */
async function sampleRss<T>(pid: number, fn: () => Promise<T>): Promise<{ result: T; rss: number[] }> {
  const rss: number[] = [];
  const timer = setInterval(() => {
    const v = rssMiB(pid);
    if (v !== null) rss.push(v);
  }, 200);
  try {
    return { result: await fn(), rss };
  } finally {
    clearInterval(timer);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Scenario {
  id: string;
  label: string;
  target: Target;
  phase: "read" | "overhead" | "write";
  /** Compared with this scenario's p50 for the page-depth target. */
  read?: boolean;
  /** Postgres: its own statements are run by pgbench beside it (the database's ceiling for it). */
  statement?: boolean;
}

async function http(
  port: number,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; text: string; json: any; bytes: number }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, init);
  const buf = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(buf);
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, text, json, bytes: buf.length };
}

const MCP_HEADERS = (key: string) => ({
  authorization: `Bearer ${key}`,
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
});

async function prepare(r: Ready) {
  const auth = { authorization: `Bearer ${r.seed.key}` };
  const api = r.ports.api;
  const company = (await http(r.ports.bare, "/bench/company")).json as { id: string; company_name: string };
  const ids = (await http(r.ports.bare, "/bench/ids")).json as string[];

  // Page 400 of /signals (less on a scaled-down seed): follow the cursors, as a client paging that deep would.
  const depth = Math.min(400, Math.floor(r.seed.counts.signals! / 25));
  let cursor: string | null = null;
  const t0 = performance.now();
  for (let page = 1; page < depth; page++) {
    const res = await http(api, `/api/v1/signals?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
      headers: auth,
    });
    if (res.status !== 200)
      throw new Error(`paging /signals failed at page ${page}: ${res.status} ${res.text.slice(0, 200)}`);
    cursor = res.json.nextCursor;
    if (!cursor) throw new Error(`/signals has fewer than ${depth} pages (stopped at ${page})`);
  }
  const pagingMs = performance.now() - t0;

  // Cursors of the first pages of /tracker (up to 200), for the row whose requests each ask for a
  // different page: identical requests waiting together share one statement, different ones cannot.
  const trackerPages = ["/api/v1/tracker?limit=25"];
  for (let c: string | null = null; trackerPages.length < 200; ) {
    const res = await http(api, trackerPages[trackerPages.length - 1]!, { headers: auth });
    if (res.status !== 200) throw new Error(`paging /tracker failed: ${res.status} ${res.text.slice(0, 200)}`);
    c = res.json.nextCursor;
    if (!c) break;
    trackerPages.push(`/api/v1/tracker?limit=25&cursor=${encodeURIComponent(c)}`);
  }

  // A typo of a company name that resolves to one company (as a person's typo usually does).
  let fuzzy: { query: string; name: string; matched: string } | null = null;
  const tried: string[] = [];
  search: for (const name of r.seed.typoCandidates) {
    for (const q of typos(name)) {
      const res = await http(api, `/api/v1/signals?entityQuery=${encodeURIComponent(q)}`, { headers: auth });
      if (res.status === 200 && res.json.entityResolution?.entity?.companyName === name) {
        fuzzy = { query: q, name, matched: res.json.entityResolution.entity.companyName };
        break search;
      }
      tried.push(
        `${q} → ${res.status} ${res.json?.error?.code ?? res.json?.entityResolution?.entity?.companyName ?? ""}`,
      );
    }
  }
  if (!fuzzy) throw new Error(`no typo resolved to its company; tried:\n${tried.join("\n")}`);
  if (tried.length)
    log(`typos that did not resolve to one company first: ${tried.length} (e.g. ${tried.slice(0, 3).join("; ")})`);

  // Response sizes of compact pages of 25 (spec section 8, typical sizes).
  const sizes: Record<string, number> = {};
  for (const [k, path] of [
    ["tracker", "/api/v1/tracker?limit=25"],
    ["leads", "/api/v1/leads?limit=25"],
    ["signals", "/api/v1/signals?limit=25"],
    ["alerts", "/api/v1/alerts?limit=25&outcome=all"],
  ] as const) {
    const res = await http(api, path, { headers: auth });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text.slice(0, 200)}`);
    if (res.json.data.length !== 25) throw new Error(`${path}: ${res.json.data.length} items, expected 25`);
    sizes[k] = res.bytes;
  }

  const mcpBody = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: { name: "list_companies", arguments: {} },
  });
  const mcp = await http(api, "/api/mcp", { method: "POST", headers: MCP_HEADERS(r.seed.key), body: mcpBody });
  if (mcp.status !== 200 || mcp.json?.result?.isError)
    throw new Error(`list_companies: ${mcp.status} ${mcp.text.slice(0, 300)}`);

  const sectorRes = await http(api, "/api/v1/leads?sector=fintech", { headers: auth });
  if (sectorRes.status !== 200 || sectorRes.json.data.length === 0)
    throw new Error(`leads?sector=fintech: ${sectorRes.status} ${sectorRes.text.slice(0, 200)}`);

  return { company, ids, cursor: cursor!, depth, pagingMs, fuzzy, sizes, mcpBody, trackerPages };
}

function scenarios(r: Ready, p: Awaited<ReturnType<typeof prepare>>): Scenario[] {
  const headers = { authorization: `Bearer ${r.seed.key}` };
  const api = r.ports.api;
  const tag = Math.random().toString(36).slice(2, 8);
  let n = 0;
  let pageTurn = 0;
  const create = (req: RequestParams): RequestParams => {
    const i = n++;
    return {
      ...req,
      body: JSON.stringify({
        companyName: `Bench Create ${tag} ${i}`,
        companyWebsite: `https://create-${tag}-${i}.invalid/`,
        founders: [{ name: "Ada Bench", linkedinUrl: `https://www.linkedin.com/in/ada-bench-${tag}-${i}` }],
        thingsToTrack: "Fundraising news and new enterprise customers",
        alertEmails: ["partners@bench.example"],
        cadenceDays: 7,
      }),
    };
  };
  const get = (path: string, port = api): Target => ({ port, path, headers });
  return [
    {
      id: "bare",
      label: "Bare Hono JSON endpoint (ceiling)",
      target: { port: r.ports.bare, path: "/bare" },
      phase: "read",
    },
    {
      id: "tracker_get",
      label: "GET /tracker/{id}",
      target: get(`/api/v1/tracker/${p.company.id}`),
      phase: "read",
      read: true,
      statement: true,
    },
    {
      // Every request a different company, drawn at random: reads are not answered from one hot row.
      id: "tracker_get_any",
      label: `GET /tracker/{id}, ${p.ids.length.toLocaleString("en-US")} ids at random`,
      target: {
        ...get("/api/v1/tracker/"),
        setupRequest: (req: RequestParams) => ({
          ...req,
          path: `/api/v1/tracker/${p.ids[Math.floor(Math.random() * p.ids.length)]}`,
        }),
      },
      phase: "read",
      read: true,
    },
    {
      id: "tracker_list",
      label: "GET /tracker (25, compact)",
      target: get("/api/v1/tracker?limit=25"),
      phase: "read",
      read: true,
      statement: true,
    },
    {
      // Each request the next of the first pages in turn, so the 32 requests in flight at any
      // moment all ask for different pages: what sharing identical requests cannot help. Its
      // pgbench script is the statement of page 2 (a page with a cursor).
      id: "tracker_list_pages",
      label: `GET /tracker (25, compact), ${p.trackerPages.length} pages in turn`,
      target: {
        ...get(p.trackerPages[1] ?? p.trackerPages[0]!),
        setupRequest: (req: RequestParams) => ({ ...req, path: p.trackerPages[pageTurn++ % p.trackerPages.length]! }),
      },
      phase: "read",
      read: true,
      statement: true,
    },
    {
      id: "signals_p1",
      label: "GET /signals page 1",
      target: get("/api/v1/signals?limit=25"),
      phase: "read",
      read: true,
      statement: true,
    },
    {
      id: "signals_p400",
      label: `GET /signals page ${p.depth}`,
      target: get(`/api/v1/signals?limit=25&cursor=${encodeURIComponent(p.cursor)}`),
      phase: "read",
      read: true,
      statement: true,
    },
    {
      id: "signals_fuzzy",
      label: `GET /signals?entityQuery=${p.fuzzy.query}`,
      target: get(`/api/v1/signals?entityQuery=${encodeURIComponent(p.fuzzy.query)}`),
      phase: "read",
      statement: true,
    },
    {
      id: "leads_sector",
      label: "GET /leads?sector=fintech",
      target: get("/api/v1/leads?sector=fintech"),
      phase: "read",
      read: true,
      statement: true,
    },
    {
      id: "mcp_list",
      label: "MCP tools/call list_companies",
      target: { port: api, method: "POST", path: "/api/mcp", headers: MCP_HEADERS(r.seed.key), body: p.mcpBody },
      phase: "read",
      read: true,
      statement: true,
    },
    // The overhead trio runs in its own phase, in short back-to-back samples (see measureBackend).
    {
      id: "open",
      label: "GET /tracker/{id}, no auth, no limits",
      target: { port: r.ports.open, path: `/api/v1/tracker/${p.company.id}` },
      phase: "overhead",
    },
    {
      id: "auth_only",
      label: "GET /tracker/{id}, auth, no limits",
      target: get(`/api/v1/tracker/${p.company.id}`),
      phase: "overhead",
    },
    {
      id: "limited",
      label: "GET /tracker/{id}, auth + limits",
      target: get(`/api/v1/tracker/${p.company.id}`, r.ports.limited),
      phase: "overhead",
    },
    {
      id: "bare_w",
      label: "Bare Hono JSON endpoint (ceiling, write phase)",
      target: { port: r.ports.bare, path: "/bare" },
      phase: "write",
    },
    {
      id: "tracker_create",
      label: "POST /tracker (unique bodies, worker on)",
      target: {
        port: api,
        method: "POST",
        path: "/api/v1/tracker",
        headers: { ...headers, "content-type": "application/json" },
        setupRequest: create,
      },
      phase: "write",
    },
  ];
}

async function measureBackend(
  name: "pglite" | "postgres",
  env: Record<string, string>,
  opts: ReturnType<typeof args>,
  work: string,
  /** Postgres: the pids of the server processes serving the bench database (their CPU is counted). */
  pgBackends: () => Promise<number[]> = async () => [],
  /** Postgres: the bench database, for pgbench. */
  pgUrl: string | null = null,
): Promise<{ result: BackendResult; server: Server }> {
  log(`${name}: seeding`);
  const t0 = performance.now();
  await seedOnly(env, join(work, `${name}-seed.log`));
  log(`${name}: seeded in ${Math.round((performance.now() - t0) / 1000)} s; starting the server`);
  const profDir = join(ROOT, "bench/profiles");
  if (opts.cpuProf) mkdirSync(profDir, { recursive: true });
  const server = await startServer(
    env,
    join(work, `${name}.log`),
    opts.cpuProf ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : [],
  );
  const r = server.ready;
  log(`${name}: ready (seed ${r.seed.ms} ms: ${JSON.stringify(r.seed.counts)})`);
  if (r.mountedByBench.length)
    log(`${name}: groups not mounted by createApp yet, mounted by the bench: ${r.mountedByBench.join(", ")}`);

  await sleep(3000);
  const idle: number[] = [];
  for (let i = 0; i < 10; i++) {
    const v = rssMiB(r.pid);
    if (v !== null) idle.push(v);
    await sleep(200);
  }

  const p = await prepare(r);
  log(
    `${name}: paged to /signals page ${p.depth} in ${Math.round(p.pagingMs)} ms; fuzzy query '${p.fuzzy.query}' → ` +
      `${p.fuzzy.matched}`,
  );
  const all = scenarios(r, p).filter(
    (s) => opts.scenarios.length === 0 || s.id.startsWith("bare") || opts.scenarios.includes(s.id),
  );
  const tick = (await http(r.ports.bare, "/bench/tick", { method: "POST" })).json as { ms: number; queued: number };
  log(`${name}: scheduler tick ${tick.ms.toFixed(1)} ms (${tick.queued} queued)`);

  // Postgres: each marked scenario's statements, captured from one real request, as a pgbench script.
  const scripts = new Map<string, Script>();
  const noPgbench = pgUrl ? pgbenchMissing() : null;
  if (noPgbench) log(`${name}: ${noPgbench}`);
  if (pgUrl && !noPgbench) {
    for (const s of all.filter((x) => x.statement)) {
      const t = s.target;
      const res = await http(r.ports.bare, "/bench/capture", {
        method: "POST",
        body: JSON.stringify({ method: t.method ?? "GET", path: t.path, headers: t.headers, body: t.body }),
      });
      if (res.status !== 200) throw new Error(`capturing ${s.label}: ${res.status} ${res.text.slice(0, 300)}`);
      const statements = res.json as Statement[];
      scripts.set(s.id, writeScript(join(work, `${name}-${s.id}.pgbench.sql`), statements));
      log(`${name}: ${s.label}: ${statements.length} statement(s) for pgbench`);
    }
  }
  const tps = new Map<string, number[]>();

  type Measured = Sample & { cpuUs: number; pgCpuUs: number };
  const samples = new Map<string, Measured[]>();
  const key = (id: string, c: number) => `${id}@${c}`;
  const run = async (s: Scenario, c: number, seconds: number, keep: boolean) => {
    const pgBefore = await pgBackends();
    const before = cpuByPid([r.pid, ...pgBefore]);
    const measured = await sample(s.target, c, seconds);
    const after = cpuByPid([...new Set([r.pid, ...pgBefore, ...(await pgBackends())])]);
    const serverMs = (after.get(r.pid) ?? 0) - (before.get(r.pid) ?? 0);
    after.delete(r.pid);
    before.delete(r.pid);
    // CPU per successful request: what the work costs, whatever else the machine is doing.
    const res: Measured = {
      ...measured,
      cpuUs: (serverMs * 1000) / measured.ok,
      pgCpuUs: (cpuDelta(before, after) * 1000) / measured.ok,
    };
    if (res.bad > 0) log(`${name}: ${s.id} c=${c}: ${res.bad} bad responses ${JSON.stringify(res.statuses)}`);
    if (keep) samples.set(key(s.id, c), [...(samples.get(key(s.id, c)) ?? []), res]);
    // The statement's own ceiling, right after, at the same concurrency and for as long.
    const script = scripts.get(s.id);
    if (keep && script && pgUrl) {
      const pb = await runPgbench(pgUrl, script, c, seconds);
      if (pb.failed) log(`${name}: pgbench ${s.id} c=${c}: ${pb.failed} failed transactions`);
      tps.set(key(s.id, c), [...(tps.get(key(s.id, c)) ?? []), pb.tps]);
    }
  };

  const { rss: loadRss } = await sampleRss(r.pid, async () => {
    for (const phase of ["read", "overhead", "write"] as const) {
      const list = all.filter((s) => s.phase === phase);
      if (list.every((s) => s.id.startsWith("bare"))) continue; // none of --scenarios in this phase
      log(`${name}: ${phase} phase: warm-up`);
      for (const s of list) await run(s, 32, 1, false);
      if (phase === "overhead") {
        // A difference of well under a millisecond between three variants of one route: many
        // short samples back to back, compared pair by pair (report.ts), beat a few long ones.
        for (const c of opts.connections) {
          for (let i = 0; i < 2 * opts.rounds; i++) for (const s of list) await run(s, c, 1, true);
        }
        log(`${name}: overhead phase done`);
        continue;
      }
      for (let round = 1; round <= opts.rounds; round++) {
        for (const c of opts.connections) {
          for (const s of list) await run(s, c, opts.seconds, true);
        }
        log(`${name}: ${phase} round ${round}/${opts.rounds} done`);
      }
    }
  });
  const jobs = (await http(r.ports.bare, "/bench/jobs")).json as { kind: string; status: string; n: number }[];

  const rows: Row[] = [];
  for (const s of all) {
    for (const c of opts.connections) {
      const xs = samples.get(key(s.id, c)) ?? [];
      const ceilings = samples.get(key(s.phase === "write" ? "bare_w" : "bare", c)) ?? [];
      rows.push({
        id: s.id,
        label: s.label,
        connections: c,
        rps: median(xs.map((x) => x.rps)),
        // The ratio is taken round by round (same moment, same machine load), then the median.
        ratio: s.phase === "overhead" ? NaN : median(xs.map((x, i) => x.rps / (ceilings[i]?.rps ?? NaN))),
        // The same for the statement's own ceiling: pgbench ran right after each sample.
        stmtTps: median(tps.get(key(s.id, c)) ?? []),
        stmtRatio: median(xs.map((x, i) => x.rps / (tps.get(key(s.id, c))?.[i] ?? NaN))),
        p50: median(xs.map((x) => x.p50)),
        p50s: xs.map((x) => x.p50),
        p99: median(xs.map((x) => x.p99)),
        bad: xs.reduce((n, x) => n + x.bad, 0),
        cpuUs: median(xs.map((x) => x.cpuUs)),
        pgCpuUs: median(xs.map((x) => x.pgCpuUs)),
        samples: xs.length,
      });
    }
  }
  return {
    server,
    result: {
      name,
      dbKind: r.dbKind,
      seed: r.seed,
      openMs: r.openMs,
      rows,
      sizes: p.sizes,
      fuzzy: p.fuzzy,
      pagingMs: p.pagingMs,
      tick,
      jobs,
      mountedByBench: r.mountedByBench,
      rss: { idle: median(idle), loadMedian: median(loadRss), loadMax: Math.max(...loadRss) },
    },
  };
}

/** RSS of the server idle and under a short mixed read load, for one way of opening PGlite. */
async function memoryVariant(
  variant: "stock" | "project",
  env: Record<string, string>,
  work: string,
  seconds: number,
): Promise<MemoryResult> {
  // Reads only: jobs left over from the write phase must not run while memory is sampled.
  const server = await startServer(
    { ...env, BENCH_PGLITE: variant, BENCH_WORKER: "off" },
    join(work, `memory-${variant}.log`),
  );
  try {
    const r = server.ready;
    await sleep(3000);
    const idle = rssMiB(r.pid) ?? NaN;
    const headers = { authorization: `Bearer ${r.seed.key}` };
    const { rss, result } = await sampleRss(r.pid, async () => {
      const a = await sample({ port: r.ports.api, path: "/api/v1/tracker?limit=25", headers }, 32, seconds);
      const b = await sample({ port: r.ports.api, path: "/api/v1/signals?limit=100&view=full", headers }, 32, seconds);
      const c = await sample({ port: r.ports.api, path: "/api/v1/leads?sector=fintech", headers }, 32, seconds);
      return [a, b, c];
    });
    return {
      variant,
      openMs: r.openMs,
      idle,
      loadMedian: median(rss),
      loadMax: Math.max(...rss),
      after: rssMiB(r.pid) ?? NaN,
      rps: result.map((x) => Math.round(x.rps)),
    };
  } finally {
    await server.stop();
  }
}

/**
 * `npm start` exactly as a user runs it, on a fresh DATA_DIR: RSS after the first start (initdb) and after a restart.
 */
async function npmStartMemory(work: string): Promise<{ firstStart: number; restart: number }> {
  const dataDir = join(work, "npm-start-data");
  const measure = async () => {
    const port = 20000 + Math.floor(Math.random() * 12000); // below the ephemeral range (32768–60999)
    const child = spawn("npm", ["start"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn", JOB_RUNNER: "true" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    try {
      const t0 = Date.now();
      for (;;) {
        if (Date.now() - t0 > 120_000) throw new Error("npm start did not answer /healthz in 2 minutes");
        try {
          const res = await fetch(`http://127.0.0.1:${port}/healthz`);
          if (res.ok) break;
        } catch {
          // not up yet
        }
        await sleep(300);
      }
      await sleep(3000);
      // The server is the deepest node process of npm → sh → tsx → node.
      const tree = processTree(child.pid!);
      return Math.max(...tree.map((p) => rssMiB(p) ?? 0));
    } finally {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 20_000);
        child.once("exit", () => {
          clearTimeout(kill);
          resolve();
        });
        process.kill(-child.pid!, "SIGTERM");
      });
      await sleep(500);
    }
  };
  const firstStart = await measure();
  const restart = await measure();
  return { firstStart, restart };
}

const work = mkdtempSync(join(tmpdir(), "pta-bench-"));

async function main() {
  const opts = args();
  log(`work directory ${work}`);
  if (opts.upstash) {
    const { pg, rounds, seconds, connections } = opts;
    process.stdout.write(await upstashComparison({ pg, rounds, seconds, connections, work, log }));
    rmSync(work, { recursive: true, force: true });
    return;
  }
  const size = {
    BENCH_COMPANIES: String(Math.round(10_000 * opts.scale)),
    BENCH_SIGNALS: String(Math.round(100_000 * opts.scale)),
    BENCH_LEADS: String(Math.round(5_000 * opts.scale)),
  };
  const backends: BackendResult[] = [];
  const memory: { variants: MemoryResult[]; npmStart?: { firstStart: number; restart: number } } = { variants: [] };
  let postgresVersion = "n/a";
  const started = new Date();

  if (opts.only !== "postgres") {
    const dataDir = join(work, "pglite");
    const env = { ...size, DATA_DIR: dataDir, BENCH_STATE: join(work, "pglite-state.json") };
    const { result, server } = await measureBackend("pglite", env, opts, work);
    await server.stop();
    backends.push(result);
    if (opts.memory) {
      log("memory: PGlite with its stock options, then with the project's");
      memory.variants.push(await memoryVariant("stock", env, work, opts.seconds + 1));
      memory.variants.push(await memoryVariant("project", env, work, opts.seconds + 1));
      log("memory: npm start on a fresh DATA_DIR, then restarted");
      memory.npmStart = await npmStartMemory(work);
    }
  }

  if (opts.only !== "pglite") {
    const admin = new pg.Client({ connectionString: opts.pg });
    await admin.connect();
    postgresVersion = String((await admin.query("show server_version")).rows[0].server_version);
    const dbName = `pta_bench_${process.pid}`;
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName}`);
    const url = new URL(opts.pg);
    url.pathname = `/${dbName}`;
    try {
      const env = { ...size, DATABASE_URL: url.toString(), BENCH_STATE: join(work, "postgres-state.json") };
      const pgPids = async () =>
        (
          await admin.query("select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [dbName])
        ).rows.map((x) => Number(x.pid));
      const { result, server } = await measureBackend("postgres", env, opts, work, pgPids, url.toString());
      await server.stop();
      backends.push(result);
    } finally {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }

  const md = renderResults({
    date: started,
    durationS: Math.round((Date.now() - started.getTime()) / 1000),
    machine: machine(),
    versions: {
      node: process.version,
      postgres: postgresVersion,
      pglite: packageVersion("@electric-sql/pglite"),
      hono: packageVersion("hono"),
      "@hono/node-server": packageVersion("@hono/node-server"),
      autocannon: packageVersion("autocannon"),
    },
    opts: { rounds: opts.rounds, seconds: opts.seconds, scale: opts.scale, connections: opts.connections },
    backends,
    memory,
    kept: existsSync(opts.out) ? keptSection(readFileSync(opts.out, "utf8")) : "",
  });
  mkdirSync(join(opts.out, ".."), { recursive: true });
  writeFileSync(opts.out, md);
  log(`wrote ${opts.out}`);
  rmSync(work, { recursive: true, force: true });
}

/** The hand-written part of results.md (profiling notes, before/after) survives a new run. */
function keptSection(text: string): string {
  const i = text.indexOf("<!-- kept: ");
  return i >= 0 ? text.slice(i) : "";
}

main().catch((err) => {
  killAll();
  // Keep the logs of a failed run: the servers' stderr is where the cause is.
  process.stderr.write(`bench work directory (server logs) left at ${work}\n`);
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
