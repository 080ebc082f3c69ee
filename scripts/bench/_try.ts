// temporary dev helper: node --import tsx scripts/bench/_try.ts <portsfile> <conns> <seconds> [ids...]
import { readFileSync } from "node:fs";
import { sample } from "./load";
import { cpuByPid, cpuDelta } from "./machine";
import pg from "pg";
const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
await admin.connect();
const pgPids = async () => process.env.PGL ? [] as number[] : (await admin.query("select pid from pg_stat_activity where datname = 'pta_bench_dev'")).rows.map((x) => Number(x.pid));
const [file, conns, secs, ...only] = process.argv.slice(2);
const [pid, api, open, bare, limited, key] = readFileSync(file!, "utf8").trim().split(/\s+/);
const id = ((await (await fetch(`http://127.0.0.1:${bare}/bench/company`)).json()) as { id: string }).id;
const h = { authorization: `Bearer ${key}` };
const mcpBody = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_companies", arguments: {} } });
const t: Record<string, any> = {
  bare: { port: +bare!, path: "/bare" },
  get: { port: +api!, path: `/api/v1/tracker/${id}`, headers: h },
  getc: { port: +api!, path: `/api/v1/tracker/${id}?view=compact`, headers: h },
  open: { port: +open!, path: `/api/v1/tracker/${id}` },
  limited: { port: +limited!, path: `/api/v1/tracker/${id}`, headers: h },
  list: { port: +api!, path: `/api/v1/tracker?limit=25`, headers: h },
  signals: { port: +api!, path: `/api/v1/signals?limit=25`, headers: h },
  fuzzy: { port: +api!, path: `/api/v1/signals?entityQuery=Optivpeort%20Systems`, headers: h },
  leads: { port: +api!, path: `/api/v1/leads?sector=fintech`, headers: h },
  mcp: { port: +api!, method: "POST", path: "/api/mcp", body: mcpBody, headers: { ...h, "content-type": "application/json", accept: "application/json, text/event-stream" } },
};
for (const [name, target] of Object.entries(t)) {
  if (only.length && !only.includes(name)) continue;
  if (process.env.PROF) await fetch(`http://127.0.0.1:${bare}/bench/profile/start`, { method: "POST" });
  const b1 = cpuByPid([+pid!]); const p1 = cpuByPid(await pgPids());
  const s = await sample(target, Number(conns), Number(secs));
  const b2 = cpuByPid([+pid!]); const p2 = cpuByPid([...new Set([...p1.keys(), ...(await pgPids())])]);
  if (process.env.PROF) await fetch(`http://127.0.0.1:${bare}/bench/profile/stop?dir=/tmp/bdev/prof&name=${process.env.PROF}-${name}`, { method: "POST" });
  const cpu = (cpuDelta(b1, b2) * 1000) / s.ok, pgc = (cpuDelta(p1, p2) * 1000) / s.ok;
  console.log(name.padEnd(8), String(Math.round(s.rps)).padStart(6), "rps  p50", s.p50.toFixed(2).padStart(7), " p99", s.p99.toFixed(2).padStart(7), " cpu µs/req", String(Math.round(cpu)).padStart(5), " pg", String(Math.round(pgc)).padStart(5), s.bad ? JSON.stringify(s.statuses) : "");
}

await admin.end();
