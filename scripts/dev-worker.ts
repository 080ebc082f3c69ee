/**
 * `npm run dev:worker`: the Worker in workerd (`wrangler dev`, offline) against a local Postgres,
 * reached the way production reaches Neon: the Neon driver over WebSocket, through a small
 * WebSocket-to-TCP bridge started here. Where a cloud service is not configured the Worker uses
 * the embedded fallbacks (in-isolate counters, idempotency in Postgres, jobs worked after the
 * response and by the cron trigger).
 *
 * - DATABASE_URL: the local Postgres (default postgresql://postgres@127.0.0.1:5432/partner_tracking,
 *   created if missing). It is migrated here with node-postgres; the Worker never migrates.
 * - On an empty database, the demo organisation and a key are created and the key printed
 *   (SEED_DEMO=false turns it off), as `npm start` does.
 * - Writes .dev.vars (gitignored) with DATABASE_URL and NEON_WS_PROXY, keeping other lines there
 *   (your UPSTASH_*, QSTASH_*, … secrets for local runs).
 * - PORT (default 8787). Ctrl-C stops wrangler and the bridge.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { migrate } from "../src/db/migrate";
import { loadMigrations } from "../src/db/migrations-node";
import { openPostgres } from "../src/db/open-node";
import { systemClock } from "../src/platform/clock";
import { firstStartBanner, seedFirstStart } from "../src/services/setup/first-start";
import { startNeonWsProxy } from "./bridges/neon-ws-proxy";

const DEFAULT_URL = "postgresql://postgres@127.0.0.1:5432/partner_tracking";
const DEV_VARS = ".dev.vars";
const MANAGED = ["DATABASE_URL", "NEON_WS_PROXY"];

async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unexpected database name in DATABASE_URL: '${name}'`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) {
      await client.query(`create database "${name}"`);
      process.stdout.write(`created database ${name}\n`);
    }
  } finally {
    await client.end();
  }
}

/** .dev.vars with our two lines replaced and everything else kept. */
function writeDevVars(values: Record<string, string>): void {
  const kept = existsSync(DEV_VARS)
    ? readFileSync(DEV_VARS, "utf8")
        .split("\n")
        .filter(
          (line) =>
            line.trim() !== "" &&
            !MANAGED.some((k) => line.startsWith(`${k}=`)) &&
            !line.startsWith("# written by npm run dev:worker"),
        )
    : [];
  const ours = Object.entries(values).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
  writeFileSync(
    DEV_VARS,
    ["# written by npm run dev:worker (DATABASE_URL, NEON_WS_PROXY); other lines are kept", ...ours, ...kept, ""].join(
      "\n",
    ),
  );
}

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL || DEFAULT_URL;
  const { hostname, port } = new URL(url);
  await ensureDatabase(url);

  const handle = openPostgres(url, 2);
  try {
    const applied = await migrate(handle, loadMigrations());
    if (applied.length) process.stdout.write(`applied migrations: ${applied.join(", ")}\n`);
    const appPort = Number(process.env.PORT || 8787);
    if (process.env.SEED_DEMO !== "false") {
      const seeded = await seedFirstStart(handle.db, systemClock);
      if (seeded) process.stdout.write(firstStartBanner(seeded.key, `http://127.0.0.1:${appPort}`));
    }
  } finally {
    await handle.close();
  }

  const proxy = await startNeonWsProxy({ pgHost: hostname || "127.0.0.1", pgPort: Number(port || 5432) });
  writeDevVars({ DATABASE_URL: url, NEON_WS_PROXY: proxy.url });
  process.stdout.write(`Neon WebSocket bridge on ${proxy.url} -> ${hostname}:${port || 5432}\n`);

  const args = [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(process.env.PORT || 8787),
    "--local",
    "--show-interactive-dev-session=false",
    "--test-scheduled",
  ];
  // wrangler itself, not through npx: SIGINT must reach its node process (workerd exits with it).
  const child = spawn(join("node_modules", ".bin", "wrangler"), args, {
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const stop = (signal: NodeJS.Signals) => {
    if (child.exitCode === null) child.kill(signal);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  const code = await new Promise<number>((resolve) => child.on("exit", (c, s) => resolve(c ?? (s ? 0 : 1))));
  await proxy.close();
  return code;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`dev:worker: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
