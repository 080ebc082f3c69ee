/**
 * `npm run bench:web`: the web app's pages (docs/web.md §Tests) on a seeded organisation of 10,000
 * companies (100,000 signals and alerts, 5,000 leads; the bench's own seeder). The app is served
 * by @hono/node-server in this process, as `npm start` serves it (rate limits counted, at limits
 * the bench never reaches), and a member signed in through the pages themselves (the sign-in form,
 * the link read from the outbox, its button) asks for each page one request after another over
 * loopback HTTP. Targets: each page's server time p50 under 50 ms; the first load of the inbox
 * (the page, its stylesheet and its script) under 100 KB gzipped.
 * Options: --companies 10000  --n 200 (requests per page and round)  --rounds 3
 *          --db postgres|pglite|postgres,pglite (default postgres)
 *          --pg postgres://postgres@127.0.0.1:5432/postgres (where the bench database is created)
 *          --write (replace the web section of bench/results.md)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import pg from "pg";
import { createApp } from "../../src/app";
import { createNodeRuntime } from "../../src/bootstrap-node";
import { loadConfig } from "../../src/config";
import type { DatabaseHandle } from "../../src/db/database";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPGlite, openPostgres } from "../../src/db/open-node";
import { systemClock } from "../../src/platform/clock";
import { silentLogger } from "../../src/platform/logger";
import { allJobHandlers } from "../../src/services/job-handlers";
import { HighLimitCounters } from "./apps";
import { median, percentile } from "./load";
import { seedBench } from "./seed";

const log = (msg: string) => process.stderr.write(`[bench:web ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);
const RESULTS = fileURLToPath(new URL("../../bench/results.md", import.meta.url));
const BEGIN = "<!-- bench:web -->";
const END = "<!-- /bench:web -->";
const P50_TARGET_MS = 50;
const FIRST_LOAD_TARGET_BYTES = 100 * 1024;

function arg(name: string, def: string): string {
  const a = process.argv.slice(2);
  const i = a.indexOf(`--${name}`);
  return i >= 0 && a[i + 1] && !a[i + 1]!.startsWith("--") ? a[i + 1]! : def;
}
const flag = (name: string) => process.argv.slice(2).includes(`--${name}`);

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: init.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

interface PageResult {
  label: string;
  path: string;
  p50: number[];
  p95: number[];
  bytes: number;
}

interface DbResult {
  db: string;
  seedMs: number;
  counts: Record<string, number>;
  pages: PageResult[];
  firstLoad: { file: string; raw: number; gzip: number }[];
}

async function openDb(
  kind: string,
  pgAdmin: string,
): Promise<{ handle: DatabaseHandle; config: ReturnType<typeof loadConfig>; drop(): Promise<void> }> {
  if (kind === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "pta-bench-web-"));
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error", SEED_DEMO: "false", JOB_RUNNER: "false" });
    const handle = await openPGlite(dir);
    return { handle, config, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = new pg.Client({ connectionString: pgAdmin });
  await admin.connect();
  const dbName = `pta_bench_web_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  const url = new URL(pgAdmin);
  url.pathname = `/${dbName}`;
  const config = loadConfig({
    DATABASE_URL: url.toString(),
    LOG_LEVEL: "error",
    SEED_DEMO: "false",
    JOB_RUNNER: "false",
  });
  return {
    handle: openPostgres(url.toString()),
    config,
    drop: async () => {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    },
  };
}

async function benchOne(
  kind: string,
  opts: { companies: number; n: number; rounds: number; pgAdmin: string },
): Promise<DbResult> {
  const db = await openDb(kind, opts.pgAdmin);
  try {
    await migrate(db.handle, loadMigrations());
    const rt = await createNodeRuntime(db.config, {
      clock: systemClock,
      logger: silentLogger,
      handle: db.handle,
      handlers: allJobHandlers,
    });
    log(`${kind}: seeding ${opts.companies} companies`);
    const seeded = await seedBench(rt.deps.db, systemClock, {
      companies: opts.companies,
      signals: opts.companies * 10,
      leads: opts.companies / 2,
    });
    log(`${kind}: seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
    const app = createApp({ ...rt.deps, counters: new HighLimitCounters(rt.deps.counters), mail: null });
    const server = await new Promise<{ port: number; close: () => void }>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
        resolve({ port: info.port, close: () => s.close() }),
      );
    });
    const origin = `http://127.0.0.1:${server.port}`;

    // Sign in as a person does: the form, the link from the outbox, its button.
    const form = (body: string) => ({
      method: "POST",
      body,
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    });
    const asked = await send(server.port, "/app/sign-in", form("email=bench%40example.com"));
    if (asked.status !== 303) throw new Error(`sign-in request: ${asked.status}`);
    const mail = await rt.deps.db
      .selectFrom("email_outbox")
      .select("text_body")
      .where("org_id", "=", seeded.orgId)
      .where("subject", "like", "Sign in to %")
      .executeTakeFirstOrThrow();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    const signedIn = await send(server.port, "/app/sign-in/link", form(`token=${token}`));
    const cookie = String((signedIn.headers["set-cookie"] as string[] | undefined)?.[0] ?? "").split(";")[0]!;
    if (signedIn.status !== 303 || !cookie) throw new Error(`sign-in: ${signedIn.status}`);
    const headers = { cookie };

    // The pages, with ids and cursors taken from the pages themselves.
    const inbox = (await send(server.port, "/app", { headers })).body.toString();
    const next = /<a href="([^"]+)" rel="next">/.exec(inbox)![1]!.replace(/&amp;/g, "&");
    const signal = /href="(\/app\/signals\/[0-9a-f-]{36})"/.exec(inbox)![1]!;
    const otherPage = (await send(server.port, "/app?show=all&type=other", { headers })).body.toString();
    const diffSignal = /href="(\/app\/signals\/[0-9a-f-]{36})"/.exec(otherPage)![1]!;
    const company = /<a class="title"[^>]*>([^<]+)<\/a>/.exec(inbox)![1]!.replace(/&amp;/g, "&").replace(/&#39;/g, "'");
    const companies = (await send(server.port, "/app/companies", { headers })).body.toString();
    const companyPage = /href="(\/app\/companies\/[0-9a-f-]{36})"/.exec(companies)![1]!;
    const pages: { label: string; path: string; auth?: boolean }[] = [
      { label: "Inbox (needs attention, page 1)", path: "/app" },
      { label: "Inbox, next page (cursor)", path: next },
      { label: "Inbox, all signals of one type", path: "/app?show=all&type=hiring" },
      {
        label: "Inbox, a company by fuzzy name",
        path: `/app?show=all&company=${encodeURIComponent(company.toLowerCase())}`,
      },
      { label: "Inbox, a sector in plain words", path: "/app?sector=fintech" },
      { label: "Signal page", path: signal },
      { label: "Signal page with a page diff", path: diffSignal },
      { label: "Companies", path: "/app/companies" },
      { label: "Companies, a sector and a stage", path: "/app/companies?sector=fintech&stage=series_a" },
      { label: "Companies, search by name", path: `/app/companies?q=${encodeURIComponent(company.toLowerCase())}` },
      { label: "A company's page", path: companyPage },
      {
        label: "A company's page, previewing new thingsToTrack",
        path: `${companyPage}?things=${encodeURIComponent("Fundraising Signals, expansion into Europe")}`,
      },
      { label: "Add company", path: "/app/companies/new" },
      { label: "Leads", path: "/app/leads" },
      { label: "Leads, a stage and a sector", path: "/app/leads?stage=series_a&sector=fintech" },
      { label: "Alerts", path: "/app/alerts" },
      { label: "Alerts, latest per company, sent", path: "/app/alerts?outcome=sent&latest=1" },
      { label: "Settings", path: "/app/settings" },
      { label: "Sign-in page (signed out)", path: "/app/sign-in", auth: false },
    ];
    const results: PageResult[] = pages.map((p) => ({ label: p.label, path: p.path, p50: [], p95: [], bytes: 0 }));
    for (let round = 0; round < opts.rounds; round++) {
      for (const [i, p] of pages.entries()) {
        const h = p.auth === false ? {} : headers;
        for (let w = 0; w < 20; w++) await send(server.port, p.path, { headers: h }); // warm-up
        const times: number[] = [];
        for (let k = 0; k < opts.n; k++) {
          const t0 = performance.now();
          const res = await send(server.port, p.path, { headers: h });
          times.push(performance.now() - t0);
          if (res.status !== 200) throw new Error(`${p.label}: ${res.status} ${res.body.toString().slice(0, 300)}`);
          results[i]!.bytes = res.body.length;
        }
        times.sort((a, b) => a - b);
        results[i]!.p50.push(percentile(times, 50));
        results[i]!.p95.push(percentile(times, 95));
      }
      log(`${kind}: round ${round + 1} of ${opts.rounds}`);
    }

    // The first load of the inbox: the page and every file it names (the favicon is inline).
    const html = (await send(server.port, "/app", { headers })).body;
    const assets = [...html.toString().matchAll(/(?:href|src)="(\/app\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    const firstLoad = [
      { file: "/app (HTML)", body: html },
      ...(await Promise.all(assets.map(async (a) => ({ file: a, body: (await send(server.port, a)).body })))),
    ].map((f) => ({
      file: f.file,
      raw: f.body.length,
      gzip: gzipSync(f.body).length,
    }));

    server.close();
    agent.destroy();
    await rt.close();
    return { db: kind, seedMs: seeded.ms, counts: seeded.counts, pages: results, firstLoad };
  } finally {
    await db.handle.close().catch(() => {});
    await db.drop();
  }
}

function report(results: DbResult[], opts: { companies: number; n: number; rounds: number }): string {
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  const out: string[] = [
    "### The web app (`npm run bench:web`)",
    "",
    `Generated on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC (load average ${load}); ` +
      `${opts.companies.toLocaleString("en")} companies, ${(opts.companies * 10).toLocaleString("en")} signals and ` +
      `alerts, ${(opts.companies / 2).toLocaleString("en")} leads (${
        results[0]?.counts
          ? Object.entries(results[0].counts)
              .map(([k, v]) => `${k} ${v.toLocaleString("en")}`)
              .join(", ")
          : ""
      }). A member signed in through the pages asks for each page ${opts.n} times in a row over loopback HTTP ` +
      `(keep-alive, after 20 warm-up requests); the time is from sending the request to the last byte of the answer, ` +
      `so the server's time and a loopback round trip. Median of ${opts.rounds} rounds.`,
    "",
  ];
  const dbs = results.map((r) => (r.db === "pglite" ? "embedded PGlite" : "local Postgres"));
  out.push(
    `| Page | ${dbs.map((d) => `${d}: p50 / p95 ms`).join(" | ")} | HTML bytes | p50 < ${P50_TARGET_MS} ms |`,
    `|---|${dbs.map(() => "---:").join("|")}|---:|---|`,
  );
  for (let i = 0; i < results[0]!.pages.length; i++) {
    const row = results.map((r) => `${median(r.pages[i]!.p50).toFixed(2)} / ${median(r.pages[i]!.p95).toFixed(2)}`);
    const worst = Math.max(...results.map((r) => median(r.pages[i]!.p50)));
    out.push(
      `| ${results[0]!.pages[i]!.label} | ${row.join(" | ")} | ${results[0]!.pages[i]!.bytes.toLocaleString("en")} | ` +
        `${worst < P50_TARGET_MS ? "met" : "**missed**"} |`,
    );
  }
  const fl = results[0]!.firstLoad;
  const total = fl.reduce((s, f) => s + f.gzip, 0);
  out.push(
    "",
    `First load of the inbox, everything included (each file gzipped on its own, as a server or CDN compressing ` +
      `responses sends it): **${kb(total)}** against the ${kb(FIRST_LOAD_TARGET_BYTES)} target, ` +
      `${total < FIRST_LOAD_TARGET_BYTES ? "met" : "**missed**"}.`,
    "",
    "| File | Bytes | Gzipped |",
    "|---|---:|---:|",
    ...fl.map(
      (f) =>
        `| ${f.file.replace(/\/app\/assets\/app\.[0-9a-f]+\./, "/app/assets/app.<hash>.")} | ` +
        `${f.raw.toLocaleString("en")} | ${f.gzip.toLocaleString("en")} |`,
    ),
    `| All | ${fl.reduce((s, f) => s + f.raw, 0).toLocaleString("en")} | ${total.toLocaleString("en")} |`,
    "",
  );
  return out.join("\n");
}

async function main() {
  const opts = {
    companies: Number(arg("companies", "10000")),
    n: Number(arg("n", "200")),
    rounds: Number(arg("rounds", "3")),
    pgAdmin: arg("pg", "postgres://postgres@127.0.0.1:5432/postgres"),
  };
  const results: DbResult[] = [];
  for (const kind of arg("db", "postgres").split(",")) results.push(await benchOne(kind, opts));
  const md = report(results, opts);
  process.stdout.write(`${md}\n`);
  if (flag("write")) {
    const text = readFileSync(RESULTS, "utf8");
    const block = `${BEGIN}\n${md}\n${END}`;
    const i = text.indexOf(BEGIN);
    const j = text.indexOf(END);
    writeFileSync(
      RESULTS,
      i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + END.length) : `${text.trimEnd()}\n\n${block}\n`,
    );
    log(`wrote ${RESULTS}`);
  }
}

main().catch((err) => {
  process.stderr.write(`bench:web failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
