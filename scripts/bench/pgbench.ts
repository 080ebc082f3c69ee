/**
 * The database's own ceiling for an endpoint: pgbench runs the statements one request of that
 * endpoint runs (captured from the code, capture.ts), as the API runs them: prepared once per
 * connection, generic plans, parameters sent apart from the text (`-M prepared`, each `$n` a
 * pgbench variable given with `-D`), a UTC session. One pgbench "transaction" is one request's
 * statements, so its tps compares with the endpoint's req/s.
 */
import { execFile } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Statement } from "./capture";
import { POSTGRES_SESSION_OPTIONS } from "../../src/db/open-node";

const require = createRequire(import.meta.url);
/** node-postgres' own conversion of a parameter to the text it sends (arrays, dates, JSON). */
const { prepareValue } = require("pg/lib/utils") as { prepareValue: (v: unknown) => string | null };

export const PGBENCH = process.env.PGBENCH ?? "/usr/bin/pgbench";

/** Why pgbench cannot run, or null when it can. */
export function pgbenchMissing(): string | null {
  return existsSync(PGBENCH)
    ? null
    : `pgbench not found at ${PGBENCH} (it ships with the PostgreSQL client packages, e.g. apt-get install ` +
        `postgresql-client; or set PGBENCH=/path/to/pgbench): the ceiling columns are left empty`;
}

/**
 * pgbench reads `:name` as a variable everywhere, string literals included: a literal holding a
 * colon (the cursor's `to_char` format) is rewritten as the same string in Unicode-escape form.
 */
function hideColons(sqlText: string): string {
  return sqlText.replace(/'((?:[^']|'')*)'/g, (lit: string, body: string) =>
    body.includes(":") ? `U&'${body.replace(/\\/g, "\\\\").replace(/:/g, "\\003A")}'` : lit,
  );
}

export interface Script {
  file: string;
  vars: string[];
}

/** A pgbench script of `statements` (one request), and its variables as `-D` arguments. */
export function writeScript(file: string, statements: Statement[]): Script {
  const vars: string[] = [];
  const lines = statements.map((st, i) => {
    const text = hideColons(st.sql).replace(/\$(\d+)/g, (_, n: string) => `:s${i}p${n}`);
    st.parameters.forEach((p, j) => {
      const v = prepareValue(p);
      if (v === null) throw new Error(`statement ${i}: a null parameter cannot be given to pgbench`);
      vars.push("-D", `s${i}p${j + 1}=${v}`);
    });
    return `${text.trim()};`;
  });
  writeFileSync(file, lines.join("\n") + "\n");
  return { file, vars };
}

export interface PgbenchResult {
  tps: number;
  failed: number;
}

/** Runs a script at `clients` connections for `seconds`; throws with pgbench's output when it fails. */
export function runPgbench(
  url: string,
  script: Script,
  clients: number,
  seconds: number,
  options = POSTGRES_SESSION_OPTIONS,
): Promise<PgbenchResult> {
  const u = new URL(url);
  const args = [
    "-n",
    "-M",
    "prepared",
    "-c",
    String(clients),
    "-j",
    "1",
    "-T",
    String(Math.max(1, Math.round(seconds))),
    "-f",
    script.file,
    ...script.vars,
    "-h",
    u.hostname,
    "-p",
    u.port || "5432",
    "-U",
    decodeURIComponent(u.username || "postgres"),
    u.pathname.slice(1),
  ];
  // The API's sessions (src/db/open-node.ts): UTC, generic plans for prepared statements.
  const env = {
    ...process.env,
    PGOPTIONS: options,
    ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}),
  };
  return new Promise((resolve, reject) => {
    execFile(PGBENCH, args, { env, maxBuffer: 1 << 22 }, (err, stdout, stderr) => {
      const out = `${stdout}\n${stderr}`;
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
      const failed = /number of failed transactions: (\d+)/.exec(out);
      if (err || !tps)
        return reject(new Error(`pgbench failed: ${err?.message ?? "no tps in its output"}\n${out.slice(-2000)}`));
      resolve({ tps: Number(tps[1]), failed: failed ? Number(failed[1]) : 0 });
    });
  });
}
