/**
 * `npm run bench:explain -- --db postgres://…/db --state file.json`: each list page's statement,
 * captured from a real request (capture.ts), under `EXPLAIN (ANALYZE, BUFFERS)` on a seeded
 * Postgres database, and its pgbench throughput at 1 client. Prints markdown (the before/after
 * tables of bench/results.md were made with it: the same database before and after a migration).
 *   --db URL       the database (seeded by the bench; the state file holds the seeded key)
 *   --state FILE   the bench state file of that database (BENCH_STATE); seeded first when absent
 *   --seconds 5    pgbench duration    --repeat 7 EXPLAIN runs per statement (median time kept)
 *   --save FILE    keep the captured statements (and the session options) in FILE
 *   --before FILE  statements saved by an earlier version of the code: each is measured beside
 *                  today's, alternately on the same database, and the table shows both
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createRequire } from "node:module";
import { median } from "./load";
import { pgbenchMissing, runPgbench, writeScript } from "./pgbench";
import { killAll, seedOnly, startServer } from "./processes";
import type { Statement } from "./capture";
import { POSTGRES_SESSION_OPTIONS } from "../../src/db/open-node";
import { readEndpoints, type Endpoint } from "./endpoints";

const require = createRequire(import.meta.url);
const { prepareValue } = require("pg/lib/utils") as { prepareValue: (v: unknown) => string | null };

function arg(name: string, def: string): string {
  const a = process.argv.slice(2);
  const i = a.indexOf(`--${name}`);
  return i >= 0 && a[i + 1] ? a[i + 1]! : def;
}

const log = (msg: string) => process.stderr.write(`[explain] ${msg}\n`);

export async function capture(barePort: number, e: Endpoint): Promise<Statement[]> {
  const res = await fetch(`http://127.0.0.1:${barePort}/bench/capture`, {
    method: "POST",
    body: JSON.stringify(e.request),
  });
  if (!res.ok) throw new Error(`capture ${e.label}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Statement[];
}

/** EXPLAIN (ANALYZE, BUFFERS) of a prepared statement with a generic plan, as the API runs it. */
async function explain(client: pg.Client, st: Statement, repeat: number): Promise<{ ms: number; plan: string }> {
  await client.query("deallocate all");
  await client.query(`prepare bench_stmt as ${st.sql}`);
  const params = st.parameters.map((p) => {
    const v = prepareValue(p);
    return v === null ? "null" : client.escapeLiteral(v);
  });
  const run = async () => {
    const r = await client.query(
      `explain (analyze, buffers) execute bench_stmt${params.length ? `(${params.join(", ")})` : ""}`,
    );
    return r.rows.map((x: Record<string, string>) => x["QUERY PLAN"]!).join("\n");
  };
  const times: number[] = [];
  let plan = "";
  for (let i = 0; i < repeat; i++) {
    plan = await run();
    times.push(Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]));
  }
  return { ms: median(times), plan };
}

interface Saved {
  /** The session options the statements ran with (src/db/open-node.ts at the time). */
  options: string;
  endpoints: { id: string; label: string; statements: Statement[] }[];
}

interface Measured {
  ms: number;
  buffers: number;
  tps: number;
  plans: string[];
}

/** One endpoint's statements: EXPLAIN times (median of `repeat`), shared buffers, pgbench tps at 1 client. */
async function measure(
  client: pg.Client,
  url: string,
  options: string,
  statements: Statement[],
  script: string,
  repeat: number,
  seconds: number,
  pgbench: boolean,
): Promise<Measured> {
  let ms = 0;
  let buffers = 0;
  const plans: string[] = [];
  for (const st of statements) {
    const x = await explain(client, st, repeat);
    ms += x.ms;
    buffers += Number(/Buffers: shared hit=(\d+)/.exec(x.plan)?.[1] ?? 0);
    plans.push(`\`\`\`sql\n${st.sql}\n\`\`\`\n\n\`\`\`\n${x.plan}\n\`\`\``);
  }
  const tps = pgbench ? (await runPgbench(url, writeScript(script, statements), 1, seconds, options)).tps : NaN;
  return { ms, buffers, tps, plans };
}

const fmt = (x: number, digits = 0) =>
  Number.isFinite(x)
    ? x.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : "–";

async function main() {
  const db = arg("db", "");
  const state = arg("state", "");
  if (!db || !state)
    throw new Error("usage: bench:explain --db postgres://… --state file.json [--save now.json] [--before then.json]");
  const seconds = Number(arg("seconds", "5"));
  const repeat = Number(arg("repeat", "7"));
  const save = arg("save", "");
  const beforeFile = arg("before", "");
  const work = mkdtempSync(join(tmpdir(), "pta-explain-"));
  const env = { DATABASE_URL: db, BENCH_STATE: state, BENCH_WORKER: "off" };
  if (!existsSync(state)) await seedOnly(env, join(work, "seed.log"));
  const server = await startServer(env, join(work, "server.log"));
  const missing = pgbenchMissing();
  if (missing) log(missing);
  const now: Saved = { options: POSTGRES_SESSION_OPTIONS, endpoints: [] };
  try {
    for (const e of await readEndpoints(server.ready))
      now.endpoints.push({ id: e.id, label: e.label, statements: await capture(server.ready.ports.bare, e) });
  } finally {
    await server.stop();
  }
  if (save) writeFileSync(save, JSON.stringify(now, null, 1));
  const before: Saved | null = beforeFile ? (JSON.parse(readFileSync(beforeFile, "utf8")) as Saved) : null;
  const clientNow = new pg.Client({ connectionString: db, options: now.options });
  const clientBefore = before ? new pg.Client({ connectionString: db, options: before.options }) : null;
  await clientNow.connect();
  await clientBefore?.connect();
  try {
    await clientNow.query("analyze");
    const head = before
      ? [
          "| Statement of | before ms | after ms | × faster | before buffers " +
            "| after buffers | before tps (1 client) | after tps (1 client) |",
          "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
      : [
          "| Statement of | statements | execution ms (median) | shared buffers | pgbench tps, 1 client |",
          "|---|---:|---:|---:|---:|",
        ];
    const out = [
      `Load average at the start: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}.`,
      "",
      ...head,
    ];
    const plans: string[] = [];
    for (const e of now.endpoints) {
      const then = before?.endpoints.find((x) => x.id === e.id);
      // Before and after alternate, so both see the same machine load.
      const b =
        then && clientBefore
          ? await measure(
              clientBefore,
              db,
              before!.options,
              then.statements,
              join(work, `${e.id}-before.sql`),
              repeat,
              seconds,
              !missing,
            )
          : null;
      const a = await measure(
        clientNow,
        db,
        now.options,
        e.statements,
        join(work, `${e.id}.sql`),
        repeat,
        seconds,
        !missing,
      );
      if (b) {
        out.push(
          `| ${e.label} | ${fmt(b.ms, 3)} | ${fmt(a.ms, 3)} | ${fmt(b.ms / a.ms, 1)} | ${fmt(b.buffers)} | ` +
            `${fmt(a.buffers)} | ${fmt(b.tps)} | ${fmt(a.tps)} |`,
        );
        plans.push(
          `#### ${e.label}: before\n\n${b.plans.join("\n\n")}\n\n#### ${e.label}: after\n\n${a.plans.join("\n\n")}`,
        );
      } else {
        out.push(`| ${e.label} | ${e.statements.length} | ${fmt(a.ms, 3)} | ${fmt(a.buffers)} | ${fmt(a.tps)} |`);
        plans.push(`#### ${e.label}\n\n${a.plans.join("\n\n")}`);
      }
      log(out.at(-1)!);
    }
    process.stdout.write(`${out.join("\n")}\n\n${plans.join("\n\n")}\n`);
  } finally {
    await clientNow.end();
    await clientBefore?.end();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  killAll();
  process.stderr.write(`explain failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
