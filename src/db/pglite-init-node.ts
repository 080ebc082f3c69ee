import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/*
 * A new PGlite data directory is made by a short-lived child process. PGlite runs initdb as a
 * second WebAssembly instance beside the database's own, and WebAssembly memory is never given
 * back while its process lives: made in the server's own process, a first start stayed at
 * 480–780 MiB resident where a restart on the same directory stays at ~310 (closing PGlite and
 * collecting garbage still left ~590 MiB; a worker thread, ~450). A child's memory goes back to
 * the system when it exits, so the server then opens the directory exactly as a restart would
 * (bench/results.md, "Memory").
 */

/** Whether `dataDir` already holds a database cluster (the test PGlite itself makes). */
export function hasCluster(dataDir: string): boolean {
  return existsSync(join(dataDir, "PG_VERSION"));
}

// Plain JavaScript run by `node -e`, so the child needs no TypeScript loader; PGlite is passed resolved.
const INIT_SOURCE = `
const [dataDir, pgliteUrl] = process.argv.slice(1);
try {
  const { PGlite } = await import(pgliteUrl);
  const db = await PGlite.create(dataDir);
  await db.close();
} catch (e) {
  // PGlite's file-system errors carry only an errno.
  process.stderr.write(String(e?.message || e?.code || (e?.errno !== undefined ? "file system error " + e.errno : e)));
  process.exit(1);
}
`;

/** Creates the cluster in `dataDir` (which must exist) in a child process; resolves once it has exited. */
export function initClusterInChild(dataDir: string): Promise<void> {
  const pgliteUrl = import.meta.resolve("@electric-sql/pglite");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", INIT_SOURCE, dataDir, pgliteUrl], {
      stdio: ["ignore", "ignore", "pipe"],
      env: process.env,
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr = (stderr + d).slice(-4000)));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `creating the database in ${dataDir} failed (${signal ?? `exit code ${code}`}): ` +
              `${stderr.trim() || "no reason given"}`,
          ),
        );
    });
  });
}
