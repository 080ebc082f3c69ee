/**
 * `npm run bench:freshness` (docs/pipeline.md §Checks between runs): what checks between runs cost while nothing
 * changes, and how soon they see what is published. A simulated clock moves minute by minute;
 * the sources (scripts/bench/freshness-sources.ts, a process of its own) answer validators as
 * WordPress, Ghost, GitHub and Greenhouse do; the checker and the embedded database (PGlite, the
 * default) run here, so the CPU measured is theirs together.
 *
 *   1. Idle: every company's 4 sources checked for a simulated day with nothing published:
 *      requests, bytes received and CPU per check and per company-hour, rows written.
 *   2. Freshness: for three simulated days companies publish (a fifth of them several times a
 *      day, the rest every few days, at random minutes); the time from a post's publication to
 *      the run its check queues (the run then makes the signal, in the seconds bench:pipeline
 *      measures).
 *   3. Throughput: every check due at once; checks a second at half of one core.
 *
 * Options: --companies 200  --write (replace the freshness section of bench/results.md)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createNodeRuntime } from "../../src/bootstrap-node";
import { loadConfig } from "../../src/config";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPGlite } from "../../src/db/open-node";
import { runDueChecks, syncChecks } from "../../src/lifecycle/checks";
import { ManualClock } from "../../src/platform/clock";
import { HttpFetcher } from "../../src/platform/fetcher";
import { resolveHostWithDns } from "../../src/platform/fetcher-node";
import { silentLogger } from "../../src/platform/logger";
import { allJobHandlers } from "../../src/services/job-handlers";
import { seedBench } from "./seed";

const log = (msg: string) =>
  process.stderr.write(`[bench:freshness ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);
const RESULTS = fileURLToPath(new URL("../../bench/results.md", import.meta.url));
const BEGIN = "<!-- bench:freshness -->";
const END = "<!-- /bench:freshness -->";
const SOURCES = ["wp", "ghost", "gh", "gh-boards"] as const;

function arg(name: string, def: string): string {
  const a = process.argv.slice(2);
  const i = a.indexOf(`--${name}`);
  return i >= 0 && a[i + 1] && !a[i + 1]!.startsWith("--") ? a[i + 1]! : def;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A small deterministic generator, so two runs publish at the same minutes. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function startSources(): Promise<{
  origin: string;
  stats(): Promise<{ bytes: number; requests: number }>;
  publish(co: string, source: string, at: Date): Promise<void>;
  stop(): void;
}> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./freshness-sources.ts", import.meta.url))],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (d: Buffer) => resolve(Number(d.toString().trim())));
    child.once("exit", (code) => reject(new Error(`sources exited ${code}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    stats: async () => (await (await fetch(`${origin}/stats`)).json()) as { bytes: number; requests: number },
    publish: async (co, source, at) => {
      await fetch(`${origin}/publish?co=${co}&source=${source}&at=${encodeURIComponent(at.toISOString())}`, {
        method: "POST",
      });
    },
    stop: () => child.kill(),
  };
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function main(): Promise<void> {
  const companies = Number(arg("companies", "200"));
  const sources = await startSources();
  const dir = mkdtempSync(join(tmpdir(), "pta-bench-freshness-"));
  try {
    const config = loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: "error",
      SEED_DEMO: "false",
      JOB_RUNNER: "false",
      CHECK_INTERVAL_MINUTES: "60",
      CHECK_RUNS_PER_DAY: "6",
    });
    const handle = await openPGlite(dir);
    await migrate(handle, loadMigrations());
    const clock = new ManualClock(new Date("2026-03-02T00:00:00Z"));
    const rt = await createNodeRuntime(config, { clock, logger: silentLogger, handle, handlers: allJobHandlers });
    const db = rt.deps.db;
    await seedBench(db, clock, { companies, signals: companies, leads: 0 });
    // The seed pauses some companies, which are never checked: the bench's companies are the active ones.
    const entities = await db.selectFrom("entities").select(["id", "org_id"]).where("status", "=", "ok").execute();
    for (const e of entities) {
      const page = (s: (typeof SOURCES)[number]) => {
        const url = `${sources.origin}/${s}/${e.id}${s === "wp" || s === "ghost" ? "/feed/" : ""}`;
        return s === "gh"
          ? { kind: "feed", source: "github", url, ok: true }
          : s === "gh-boards"
            ? { kind: "board", source: "greenhouse", url, ok: true }
            : { kind: "feed", url, ok: true };
      };
      await syncChecks(db, e, SOURCES.map(page), clock.now(), config.CHECK_INTERVAL_MINUTES);
    }
    const ctx = {
      ...rt.deps,
      fetcher: new HttpFetcher({ resolveHost: resolveHostWithDns, allowPrivateNetwork: true, clock }),
    };
    const checkRows = entities.length * SOURCES.length;

    // The first answer of each source is the baseline, not an idle check.
    await db
      .updateTable("checks")
      .set({ next_check_at: new Date(clock.now().getTime() - 1000) })
      .execute();
    while ((await runDueChecks(ctx, 1000)).checked > 0);
    log(`${companies} companies, ${checkRows} checks: baselines taken`);

    // 1. Idle day.
    const companyStamp = async () =>
      Number(
        (
          await db
            .selectFrom("entities")
            .select((b) => b.fn.max("updated_at").as("t"))
            .executeTakeFirstOrThrow()
        ).t?.valueOf() ?? 0,
      );
    const stamp0 = await companyStamp();
    const s0 = await sources.stats();
    const c0 = cpuMs();
    let idleChecks = 0;
    let idleRuns = 0;
    for (let minute = 0; minute < 24 * 60; minute++) {
      clock.advance(60_000);
      for (;;) {
        const o = await runDueChecks(ctx, 1000);
        idleChecks += o.checked;
        idleRuns += o.runsQueued;
        if (o.checked < 1000) break;
      }
    }
    const idleCpu = cpuMs() - c0;
    const s1 = await sources.stats();
    const rewritten = (await companyStamp()) !== stamp0;
    const idle = {
      checks: idleChecks,
      requests: s1.requests - s0.requests,
      bytesPerCheck: (s1.bytes - s0.bytes) / idleChecks,
      cpuPerCheck: idleCpu / idleChecks,
      perCompanyHour: {
        requests: (s1.requests - s0.requests) / (entities.length * 24),
        bytes: (s1.bytes - s0.bytes) / (entities.length * 24),
        cpu: idleCpu / (entities.length * 24),
      },
      runs: idleRuns,
      companyRowsRewritten: rewritten ? "some" : "0",
    };
    log(`idle: ${idle.checks} checks, ${idle.bytesPerCheck.toFixed(0)} B and ${idle.cpuPerCheck.toFixed(2)} ms each`);

    // 2. Freshness over three days.
    const rnd = random(31);
    const pubs: { co: string; source: string; at: Date }[] = [];
    const start = clock.now().getTime();
    const span = 3 * 86_400_000;
    entities.forEach((e, i) => {
      const active = i % 5 === 0;
      const count = active ? 12 : 1;
      for (let k = 0; k < count; k++)
        pubs.push({
          co: e.id,
          source: k % 2 === 0 || !active ? "wp" : "ghost",
          at: new Date(start + Math.floor(rnd() * span)),
        });
    });
    pubs.sort((a, b) => a.at.getTime() - b.at.getTime());
    const pending = new Map<string, Date[]>();
    const latencies: number[] = [];
    let next = 0;
    for (let t = start; t < start + span + 2 * 3_600_000; t += 60_000) {
      clock.set(new Date(t + 60_000));
      for (; next < pubs.length && pubs[next]!.at.getTime() <= clock.now().getTime(); next++) {
        const p = pubs[next]!;
        await sources.publish(p.co, p.source, p.at);
        pending.set(p.co, [...(pending.get(p.co) ?? []), p.at]);
      }
      for (;;) {
        const o = await runDueChecks(ctx, 1000);
        if (o.checked < 1000) break;
      }
      const queued = await db
        .selectFrom("runs")
        .select(["id", "entity_id", "queued_at"])
        .where("trigger", "=", "check")
        .where("status", "=", "queued")
        .execute();
      for (const r of queued) {
        // A run reads everything new since the last: every post published before it was queued is seen by it.
        const seen = (pending.get(r.entity_id) ?? []).filter((at) => at.getTime() <= r.queued_at.getTime());
        for (const at of seen) latencies.push((r.queued_at.getTime() - at.getTime()) / 60_000);
        pending.set(
          r.entity_id,
          (pending.get(r.entity_id) ?? []).filter((at) => at.getTime() > r.queued_at.getTime()),
        );
      }
      if (queued.length) {
        // The run itself is bench:pipeline's: here it finishes at once.
        await db
          .updateTable("runs")
          .set({ status: "succeeded", started_at: clock.now(), finished_at: clock.now() })
          .where("trigger", "=", "check")
          .where("status", "=", "queued")
          .execute();
        await db.deleteFrom("jobs").where("kind", "=", "run").execute();
      }
    }
    const missed = [...pending.values()].reduce((n, l) => n + l.length, 0);
    if (process.env.BENCH_DEBUG)
      for (const [co, l] of pending)
        if (l.length)
          log(
            `unseen ${co}: ${l.map((d) => ((start + span - d.getTime()) / 60_000).toFixed(0)).join(",")} min before ` +
              `the end`,
          );
    latencies.sort((a, b) => a - b);
    const fresh = {
      posts: pubs.length,
      seen: latencies.length,
      missed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies[latencies.length - 1] ?? NaN,
    };
    log(
      `freshness: ${fresh.seen} of ${fresh.posts} posts seen, p50 ${fresh.p50.toFixed(1)} min, p95 ` +
        `${fresh.p95.toFixed(1)} min`,
    );

    // 3. Throughput: every check due at once.
    await db
      .updateTable("checks")
      .set({ next_check_at: new Date(clock.now().getTime() - 1000) })
      .execute();
    const t0 = performance.now();
    const c2 = cpuMs();
    let burst = 0;
    for (;;) {
      const o = await runDueChecks(ctx, 1000);
      burst += o.checked;
      if (o.checked < 1000) break;
    }
    const burstCpu = cpuMs() - c2;
    const burstWall = performance.now() - t0;
    const through = {
      checks: burst,
      perSecondWall: (burst / burstWall) * 1000,
      cpuPerCheck: burstCpu / burst,
      atHalfCore: (0.5 * 1000) / (burstCpu / burst),
    };
    log(
      `throughput: ${through.perSecondWall.toFixed(0)} checks/s wall, ${through.atHalfCore.toFixed(0)} checks/s at ` +
        `half a core`,
    );

    const md = report(entities.length, idle, fresh, through);
    process.stdout.write(`${md}\n`);
    if (process.argv.includes("--write")) {
      const text = readFileSync(RESULTS, "utf8");
      const block = `${BEGIN}\n${md}\n${END}`;
      const i = text.indexOf(BEGIN);
      const j = text.indexOf(END);
      writeFileSync(
        RESULTS,
        i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + END.length) : `${text.trimEnd()}\n\n${block}\n`,
      );
      log("wrote bench/results.md");
    }
    await rt.close();
  } finally {
    sources.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

type Idle = {
  checks: number;
  requests: number;
  bytesPerCheck: number;
  cpuPerCheck: number;
  perCompanyHour: { requests: number; bytes: number; cpu: number };
  runs: number;
  companyRowsRewritten: string;
};
type Fresh = { posts: number; seen: number; missed: number; p50: number; p95: number; max: number };
type Through = { checks: number; perSecondWall: number; cpuPerCheck: number; atHalfCore: number };

function report(companies: number, idle: Idle, fresh: Fresh, t: Through): string {
  const met = (ok: boolean) => (ok ? "met" : "**missed**");
  const day = 10_000 * 24;
  const requestBytes = 330; // a conditional GET as the fetcher sends it: request line, User-Agent, Accept, validators
  return [
    "## Checks between runs (`npm run bench:freshness`)",
    "",
    `Generated on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with ${companies} active companies, ` +
      `each with 4 sources to check (a WordPress feed, a Ghost feed, its GitHub organisation's repositories, its ` +
      `Greenhouse board), answering validators as those services do, on loopback in a process of their own; the ` +
      `checker and the embedded database (PGlite) in this one, at CHECK_INTERVAL_MINUTES=60, on a simulated clock ` +
      `moved minute by minute. CPU is this process's: the checker and the database together. The sources share one ` +
      `origin here, so its robots.txt (cached 10 minutes) is asked once for all; a real site's feeds add their own ` +
      `robots.txt request about once an hour.`,
    "",
    "| Idle (nothing published for a day) | Measured | Target | Result |",
    "|---|---:|---:|---|",
    `| Checks | ${idle.checks.toLocaleString("en")} (${(idle.checks / (companies * 24)).toFixed(2)} per ` +
      `company-hour) | | |`,
    `| Bytes received per idle check (status line, headers, body) | ${idle.bytesPerCheck.toFixed(0)} B | < 1,024 B | ` +
      `${met(idle.bytesPerCheck < 1024)} |`,
    `| CPU per idle check | ${idle.cpuPerCheck.toFixed(2)} ms | < 2 ms | ${met(idle.cpuPerCheck < 2)} |`,
    `| Per company-hour: requests, bytes received, CPU | ${idle.perCompanyHour.requests.toFixed(2)}, ` +
      `${idle.perCompanyHour.bytes.toFixed(0)} B, ${idle.perCompanyHour.cpu.toFixed(2)} ms | | |`,
    `| Database rows written per check | 1 (its own \`checks\` row) | | |`,
    `| Company rows rewritten; runs queued | ${idle.companyRowsRewritten}; ${idle.runs} | 0 | ` +
      `${met(idle.companyRowsRewritten === "0" && idle.runs === 0)} |`,
    "",
    "| Freshness (three days; a fifth of the companies post 4 " +
      "times a day, the rest once) | Measured | Target | Result |",
    "|---|---:|---:|---|",
    `| Posts published; seen by a check | ${fresh.posts}; ${fresh.seen} (${fresh.missed} not yet at the end) | | |`,
    `| Publication → its run queued, p50 | ${fresh.p50.toFixed(1)} min | < 30 min | ${met(fresh.p50 < 30)} |`,
    `| Publication → its run queued, p95 | ${fresh.p95.toFixed(1)} min | < 65 min | ${met(fresh.p95 < 65)} |`,
    `| Slowest | ${fresh.max.toFixed(1)} min | | |`,
    "",
    "The signal follows its run by the run's own time (seconds: `npm run bench:pipeline`).",
    "",
    "| Throughput (every check due at once) | Measured |",
    "|---|---:|",
    `| Checks a second (wall clock, one process) | ${t.perSecondWall.toFixed(0)} |`,
    `| CPU per check | ${t.cpuPerCheck.toFixed(2)} ms |`,
    `| Checks a second at 50 % of one core | ${t.atHalfCore.toFixed(0)} |`,
    "",
    "| 10,000 companies a day, idle, from the figures above | |",
    "|---|---:|",
    `| Requests | ${Math.round(idle.perCompanyHour.requests * day).toLocaleString("en")} |`,
    `| Received | ${((idle.perCompanyHour.bytes * day) / 1e6).toFixed(0)} MB |`,
    `| Sent (≈ ${requestBytes} B a request) | ` +
      `${((idle.perCompanyHour.requests * day * requestBytes) / 1e6).toFixed(0)} MB |`,
    `| CPU | ${((idle.perCompanyHour.cpu * day) / 1000 / 60).toFixed(1)} core-minutes ` +
      `(${(((idle.perCompanyHour.cpu * day) / 1000 / 86_400) * 100).toFixed(2)} % of one core) |`,
    "| Database growth | none while idle: each check updates its own row (40,000 rows, about 20 MB, written once) |",
  ].join("\n");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
