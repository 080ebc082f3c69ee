/**
 * `npm run bench:freshness`: what checks between runs cost and how fast they see something new
 * (issue 31 point 6). In one process: an embedded database (PGlite, fresh), a simulated clock,
 * and sources on loopback that answer as the real ones do:
 *   - WordPress: /feed/ and its posts sitemap with ETag and Last-Modified, 304 to either;
 *   - Ghost: /rss/ with a weak ETag and `Cache-Control: public, max-age=0`, 304 to If-None-Match;
 *   - GitHub: an organisation's repositories with ETag, `Cache-Control: private, max-age=60`, 304;
 *   - a job board (Greenhouse's boards API): JSON with no validators, compared by its job ids.
 * Each company has the five checks its runs would write (two sites: one WordPress, one Ghost per
 * pair of companies). Reported:
 *   1. idle (a day with nothing published): requests, bytes received (headers and bodies, as the
 *      fixtures wrote them), CPU ms per company-hour and per check; rows written per check; company
 *      rows rewritten (must be 0);
 *   2. publication to queued run: items published at random times on random sites over two
 *      simulated days; the minutes from publication to the check-triggered run being queued (the
 *      run then makes the signal in seconds: bench:pipeline);
 *   3. 10,000 companies a day, from (1);
 *   4. throughput: every check due at once, worked by one process: checks per CPU second, and so
 *      checks per second at 50 % of one core.
 * The fixtures run in a child process (their CPU is not the checks'); CPU is this process's: the
 * checks, the fetcher and the embedded database (PGlite, which on a deployment is another server's
 * work), so an upper bound of what checks cost the API process. Options: --companies 40 --hours 24
 * --publications 60
 * Prints markdown.
 */
import { fork, type ChildProcess } from "node:child_process";
import { createServer, type IncomingMessage, type ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { loadConfig } from "../../src/config";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPGlite } from "../../src/db/open-node";
import { runDueChecks, syncChecks } from "../../src/lifecycle/checks";
import type { JobContext } from "../../src/lifecycle/jobs";
import { ManualClock } from "../../src/platform/clock";
import { HttpFetcher } from "../../src/platform/fetcher";
import { resolveHostWithDns } from "../../src/platform/fetcher-node";
import { newId } from "../../src/platform/ids";
import { silentLogger } from "../../src/platform/logger";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const COMPANIES = arg("companies", 40);
const IDLE_HOURS = arg("hours", 24);
const PUBLICATIONS = arg("publications", 60);
const MIN = 60_000;

/** What each company's sources hold now. */
const posts = new Map<number, string[]>();
const jobs = new Map<number, number[]>();
let requests = 0;
let bytes = 0;
const lastModified = "Mon, 09 Nov 2026 08:00:00 GMT";

/** Counts what a fixture writes: status line, headers and body, as the wire would carry them. */
function send(res: ServerResponse, status: number, headers: Record<string, string>, body = ""): void {
  const all = { date: new Date().toUTCString(), connection: "keep-alive", "content-length": String(Buffer.byteLength(body)), ...headers };
  bytes += `HTTP/1.1 ${status} X\r\n`.length + Object.entries(all).reduce((n, [k, v]) => n + k.length + v.length + 4, 0) + 2 + Buffer.byteLength(body);
  res.writeHead(status, all).end(body);
}

const etagOf = (c: number) => `"${(posts.get(c) ?? []).join("-")}"`;
const notModified = (req: IncomingMessage, etag: string, lm: string | null) => req.headers["if-none-match"] === etag || (!req.headers["if-none-match"] && lm !== null && req.headers["if-modified-since"] === lm);

function wordpress(req: IncomingMessage, res: ServerResponse): void {
  requests++;
  if (req.url === "/robots.txt") return send(res, 200, { "content-type": "text/plain" }, "User-agent: *\nDisallow: /wp-admin/\n");
  const m = /^\/(\d+)\/(feed\/|wp-sitemap-posts-post-1\.xml)$/.exec(req.url ?? "");
  if (!m) return send(res, 404, {});
  const c = Number(m[1]);
  const etag = etagOf(c);
  if (notModified(req, etag, lastModified)) return send(res, 304, { etag, "last-modified": lastModified });
  const items = posts.get(c) ?? [];
  const body =
    m[2] === "feed/"
      ? `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Co ${c}</title>${items.map((p) => `<item><title>${p}</title><link>https://co${c}.example/${p}/</link><guid isPermaLink="false">https://co${c}.example/?p=${p}</guid><description>A post of a few hundred bytes, as WordPress writes its excerpt.</description></item>`).join("")}</channel></rss>`
      : `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.map((p) => `<url><loc>https://co${c}.example/${p}/</loc></url>`).join("")}</urlset>`;
  send(res, 200, { "content-type": "application/rss+xml; charset=UTF-8", etag, "last-modified": lastModified }, body);
}

function ghost(req: IncomingMessage, res: ServerResponse): void {
  requests++;
  if (req.url === "/robots.txt") return send(res, 200, { "content-type": "text/plain" }, "User-agent: *\nSitemap: /sitemap.xml\nDisallow: /ghost/\n");
  const m = /^\/(\d+)\/rss\/$/.exec(req.url ?? "");
  if (!m) return send(res, 404, {});
  const c = Number(m[1]);
  const etag = `W/${etagOf(c)}`;
  if (notModified(req, etag, null)) return send(res, 304, { etag, "cache-control": "public, max-age=0" });
  const items = posts.get(c) ?? [];
  send(res, 200, { "content-type": "application/rss+xml; charset=utf-8", etag, "cache-control": "public, max-age=0" }, `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Co ${c}</title>${items.map((p) => `<item><title>${p}</title><guid isPermaLink="false">${p}</guid><link>https://co${c}.example/${p}/</link></item>`).join("")}</channel></rss>`);
}

function github(req: IncomingMessage, res: ServerResponse): void {
  requests++;
  const m = /^\/orgs\/co(\d+)\/repos/.exec(req.url ?? "");
  if (!m) return send(res, 404, {});
  const c = Number(m[1]);
  const etag = `W/"gh${c}"`;
  const headers = { etag, "cache-control": "private, max-age=60, s-maxage=60", "x-ratelimit-remaining": "4999", "x-github-api-version-selected": "2022-11-28" };
  if (req.headers["if-none-match"] === etag) return send(res, 304, headers);
  send(res, 200, { "content-type": "application/json; charset=utf-8", ...headers }, JSON.stringify([{ id: 1000 + c, name: `co${c}-core`, html_url: `https://github.com/co${c}/co${c}-core`, pushed_at: "2026-10-01T00:00:00Z" }]));
}

function board(req: IncomingMessage, res: ServerResponse): void {
  requests++;
  const m = /^\/v1\/boards\/co(\d+)\/jobs$/.exec(req.url ?? "");
  if (!m) return send(res, 404, {});
  const c = Number(m[1]);
  // Greenhouse's boards API sends no validators: the whole list each time, compared by job ids.
  send(res, 200, { "content-type": "application/json; charset=utf-8" }, JSON.stringify({ jobs: (jobs.get(c) ?? []).map((id) => ({ id, title: "Engineer", absolute_url: `https://boards.greenhouse.io/co${c}/jobs/${id}`, updated_at: "2026-10-01T00:00:00-04:00" })), meta: { total: (jobs.get(c) ?? []).length } }));
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

type ToFixtures = { publish: { company: number; kind: "post" | "job"; name: string } } | { stats: true } | { reset: true } | { setup: number };
type FromFixtures = { origins: string[] } | { stats: { requests: number; bytes: number } } | { ok: true };

/** The child process: the loopback sources, told by messages what is published. */
async function fixtures(): Promise<void> {
  const servers = await Promise.all([listen(wordpress), listen(ghost), listen(github), listen(board)]);
  const reply = (m: FromFixtures) => process.send!(m);
  process.on("message", (m: ToFixtures) => {
    if ("setup" in m) {
      for (let c = 0; c < m.setup; c++) {
        posts.set(c, ["post-1", "post-2", "post-3"]);
        jobs.set(c, [4000000 + c * 10, 4000001 + c * 10, 4000002 + c * 10]);
      }
      reply({ origins: servers.map((s) => s.origin) });
    } else if ("publish" in m) {
      const { company, kind, name } = m.publish;
      if (kind === "post") posts.set(company, [name, ...posts.get(company)!]);
      else jobs.set(company, [Number(name), ...jobs.get(company)!]);
      reply({ ok: true });
    } else if ("stats" in m) reply({ stats: { requests, bytes } });
    else {
      requests = 0;
      bytes = 0;
      reply({ ok: true });
    }
  });
  process.on("disconnect", () => process.exit(0));
}

function ask(child: ChildProcess, m: ToFixtures): Promise<FromFixtures> {
  return new Promise((resolve) => {
    child.once("message", (r: FromFixtures) => resolve(r));
    child.send(m);
  });
}

async function main(): Promise<void> {
  const child = fork(new URL(import.meta.url).pathname, ["--fixtures"], { execArgv: process.execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const { origins } = (await ask(child, { setup: COMPANIES })) as { origins: string[] };
  const [wp, gh0st, gh, gr] = origins as [string, string, string, string];
  const dataDir = mkdtempSync(join(tmpdir(), "bench-freshness-"));
  const handle = await openPGlite(dataDir);
  await migrate(handle, loadMigrations());
  const db = handle.db;
  const clock = new ManualClock("2026-11-02T00:00:00.000Z");
  const config = loadConfig({ ALLOW_PRIVATE_NETWORK: "true", GITHUB_TOKEN: "ghp_bench" });
  const dispatched: string[] = [];
  const ctx = {
    config,
    db,
    clock,
    logger: silentLogger,
    jobs: { name: "bench", dispatch: async (ids: string[]) => void dispatched.push(...ids) },
    fetcher: new HttpFetcher({ resolveHost: resolveHostWithDns, allowPrivateNetwork: true, clock }),
  } as unknown as JobContext;

  const orgId = newId();
  await db.insertInto("organizations").values({ id: orgId, name: "Bench Fund", created_at: clock.now() }).execute();
  const entityIds: string[] = [];
  for (let c = 0; c < COMPANIES; c++) {
    const id = newId();
    entityIds.push(id);
    await db
      .insertInto("entities")
      .values({ id, org_id: orgId, company_name: `Co ${c}`, company_website: `https://co${c}.example`, things_to_track: "Product Updates", alert_emails: ["p@fund.example"], created_at: clock.now(), updated_at: clock.now() } as never)
      .execute();
    const site = c % 2 === 0 ? [{ kind: "feed", url: `${wp}/${c}/feed/` }, { kind: "sitemap", url: `${wp}/${c}/wp-sitemap-posts-post-1.xml` }] : [{ kind: "feed", url: `${gh0st}/${c}/rss/` }];
    await syncChecks(
      db,
      { id, org_id: orgId },
      [...site.map((s) => ({ ...s, ok: true })), { kind: "feed", source: "github", url: `${gh}/orgs/co${c}/repos?sort=pushed&per_page=10`, ok: true }, { kind: "board", source: "greenhouse", url: `${gr}/v1/boards/co${c}/jobs`, ok: true }],
      clock.now(),
      config.CHECK_INTERVAL_MINUTES,
    );
  }
  const checkCount = Number((await db.selectFrom("checks").select((b) => b.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  /** Works every due check at the clock's time. */
  let cpuMicros = 0;
  let emptyMicros = 0;
  let emptyPolls = 0;
  let checked = 0;
  const tick = async () => {
    for (;;) {
      const t = process.cpuUsage();
      const out = await runDueChecks(ctx);
      const d = process.cpuUsage(t);
      if (out.checked === 0) {
        emptyMicros += d.user + d.system;
        emptyPolls++;
        return;
      }
      cpuMicros += d.user + d.system;
      checked += out.checked;
    }
  };
  const reset = async () => {
    await ask(child, { reset: true });
    cpuMicros = 0;
    emptyMicros = 0;
    emptyPolls = 0;
    checked = 0;
  };
  const wire = async () => ((await ask(child, { stats: true })) as { stats: { requests: number; bytes: number } }).stats;

  // Baseline: each check's first answer (the run that wrote it read the same source).
  for (let m = 0; m < config.CHECK_INTERVAL_MINUTES + 1; m++) {
    await tick();
    clock.advance(MIN);
  }

  // 1. Idle.
  const entitiesBefore = await db.selectFrom("entities").select(["id", "updated_at"]).orderBy("id").execute();
  await reset();
  for (let m = 0; m < IDLE_HOURS * 60; m++) {
    await tick();
    clock.advance(MIN);
  }
  const idle = { ...(await wire()), cpuMs: cpuMicros / 1000, checked, emptyPolls, emptyMs: emptyMicros / 1000 };
  const entitiesAfter = await db.selectFrom("entities").select(["id", "updated_at"]).orderBy("id").execute();
  const companyRowsRewritten = entitiesAfter.filter((e, i) => e.updated_at.getTime() !== entitiesBefore[i]!.updated_at.getTime()).length;
  const runsQueuedIdle = Number((await db.selectFrom("runs").select((b) => b.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const checksBytes = Number((await sql<{ n: string }>`select pg_total_relation_size('checks') as n`.execute(db)).rows[0]!.n);

  // 2. Publication to queued run: items published at random minutes over two days.
  let seed = 31;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const span = 48 * 60;
  const plan = Array.from({ length: PUBLICATIONS }, () => ({ at: Math.floor(rand() * span), company: Math.floor(rand() * COMPANIES), kind: rand() < 0.7 ? "post" : "job" })).sort((a, b) => a.at - b.at);
  const open = new Map<string, number>(); // entity id → minute published (first unseen)
  const latencies: number[] = [];
  let missed = 0;
  for (let m = 0, next = 0; m < span + 24 * 60; m++) {
    for (; next < plan.length && plan[next]!.at === m; next++) {
      const p = plan[next]!;
      await ask(child, { publish: { company: p.company, kind: p.kind as "post" | "job", name: p.kind === "post" ? `post-${m}-${next}` : String(5000000 + m * 100 + next) } });
      const e = entityIds[p.company]!;
      if (!open.has(e)) open.set(e, m);
    }
    await tick();
    const queued = await db.selectFrom("runs").select(["id", "entity_id"]).where("status", "=", "queued").where("trigger", "=", "check").execute();
    for (const r of queued) {
      const at = open.get(r.entity_id);
      if (at !== undefined) latencies.push(m - at);
      open.delete(r.entity_id);
    }
    // The run is done at once here (its own time is bench:pipeline's); the next change queues a new one.
    if (queued.length) await db.updateTable("runs").set({ status: "succeeded" } as never).where("id", "in", queued.map((r) => r.id)).execute();
    clock.advance(MIN);
  }
  missed = open.size;
  latencies.sort((a, b) => a - b);

  // 4. Throughput: every check due at once.
  await db.updateTable("checks").set({ next_check_at: new Date(clock.now().getTime() - 1000) }).execute();
  await reset();
  const wall0 = performance.now();
  await tick();
  const wallMs = performance.now() - wall0;
  const burst = { checked, cpuMs: cpuMicros / 1000, wallMs };

  const companyHours = COMPANIES * IDLE_HOURS;
  const perCheckBytes = idle.bytes / idle.checked;
  const perCheckCpu = idle.cpuMs / idle.checked;
  const checksPerCompanyDay = idle.checked / COMPANIES / (IDLE_HOURS / 24);
  const requestsPerCompanyDay = idle.requests / COMPANIES / (IDLE_HOURS / 24);
  const cpuPerSecond = burst.checked / (burst.cpuMs / 1000);
  const f = (n: number, d = 1) => n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
  const lines = [
    `### bench:freshness (${new Date().toISOString().slice(0, 16)}Z; ${COMPANIES} companies, ${checkCount} checks, CHECK_INTERVAL_MINUTES=${config.CHECK_INTERVAL_MINUTES}, GITHUB_TOKEN set, PGlite, simulated clock)`,
    "",
    "| Measure | Value | Target |",
    "|---|---|---|",
    `| Idle: requests per company-hour | ${f(idle.requests / companyHours, 2)} (robots.txt included) | |`,
    `| Idle: bytes received per company-hour | ${f(idle.bytes / companyHours, 0)} B | |`,
    `| Idle: CPU ms per company-hour | ${f(idle.cpuMs / companyHours, 2)} ms | |`,
    `| Idle: bytes received per check (average) | ${f(perCheckBytes, 0)} B | < 1 KB |`,
    `| Idle: CPU per check (average; the checks, the fetcher and PGlite) | ${f(perCheckCpu, 2)} ms | < 2 ms |`,
    `| Idle: a poll that finds nothing due (one claim statement) | ${f(idle.emptyMs / Math.max(1, idle.emptyPolls), 2)} ms CPU, ${idle.emptyPolls} of them (one a minute here; per process, not per company) | |`,
    `| Idle: rows written per check | 2 updates of one row, its own checks row (claimed, then answered), nothing inserted; ${f(checksBytes / checkCount, 0)} B of table and index per check row) | |`,
    `| Idle: company rows rewritten / runs queued | ${companyRowsRewritten} / ${runsQueuedIdle} | 0 |`,
    `| Publication → check-triggered run queued, p50 | ${f(percentile(latencies, 50), 0)} min (${latencies.length} publications detected, ${missed} not yet) | < 30 min to the signal |`,
    `| Publication → check-triggered run queued, p95 / max | ${f(percentile(latencies, 95), 0)} / ${f(latencies.at(-1) ?? NaN, 0)} min | < 65 min to the signal |`,
    `| 10,000 companies a day: requests | ${f(requestsPerCompanyDay * 10_000, 0)} | |`,
    `| 10,000 companies a day: bytes received | ${f((perCheckBytes * checksPerCompanyDay * 10_000) / 1e9, 2)} GB | |`,
    `| 10,000 companies a day: CPU | ${f((perCheckCpu * checksPerCompanyDay * 10_000) / 1000 / 60, 1)} CPU-minutes | |`,
    `| 10,000 companies a day: database growth | ${f((checksBytes / checkCount) * (checkCount / COMPANIES) * 10_000 / 1e6, 1)} MB once (check rows, updated in place), plus one check_triggers row per company and day with a triggered run | |`,
    `| Throughput: ${burst.checked} due checks worked at once | ${f(burst.wallMs, 0)} ms wall, ${f(burst.cpuMs, 0)} ms CPU (${f((burst.cpuMs / burst.wallMs) * 100, 0)} % of a core) | |`,
    `| Checks per second at 50 % of one core | ${f(cpuPerSecond / 2, 0)} | |`,
  ];
  console.log(lines.join("\n"));
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  child.disconnect();
}

(process.argv.includes("--fixtures") ? fixtures() : main()).catch((err) => {
  console.error(err);
  process.exit(1);
});
