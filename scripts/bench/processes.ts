/** The bench's server processes (scripts/bench/server.ts): started, awaited until ready, stopped. */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface Ready {
  pid: number;
  dbKind: string;
  openMs: number;
  ports: { bare: number; api: number; limited: number; open: number };
  mountedByBench: string[];
  seed: { orgId: string; key: string; counts: Record<string, number>; ms: number; typoCandidates: string[] };
}

/** A child process that has said it is ready, and how to stop it. */
export interface Started<T> {
  child: ChildProcess;
  ready: T;
  stop(): Promise<void>;
}

export type Server = Started<Ready>;

/** Every server still running: stopped if the bench fails or is interrupted. */
const live = new Set<ChildProcess>();
export function killAll() {
  for (const c of live) if (c.exitCode === null) c.kill("SIGKILL");
}

export function startServer(env: Record<string, string>, logFile: string, nodeArgs: string[] = []): Promise<Server> {
  return startProcess<Ready>("scripts/bench/server.ts", "BENCH_READY", env, logFile, nodeArgs);
}

/** Runs `script` (under tsx) until it prints `<marker> {json}`; its stderr goes to `logFile`. */
export async function startProcess<T>(
  script: string,
  marker: string,
  env: Record<string, string>,
  logFile: string,
  nodeArgs: string[] = [],
): Promise<Started<T>> {
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  child.on("exit", () => live.delete(child));
  const errLog = createWriteStream(logFile, { flags: "a" });
  child.stderr!.pipe(errLog);
  const ready = await new Promise<T>((resolve, reject) => {
    let buf = "";
    const timer = setTimeout(() => reject(new Error(`${script} not ready after 15 min; see ${logFile}`)), 15 * 60_000);
    child.stdout!.on("data", (d: Buffer) => {
      buf += d.toString();
      // Only a complete line: a long one arrives in several chunks.
      const line = buf
        .split("\n")
        .slice(0, -1)
        .find((l) => l.startsWith(`${marker} `));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice(marker.length + 1)) as T);
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before it was ready; see ${logFile}:\n${safeTail(logFile)}`));
    });
  });
  return {
    child,
    ready,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill("SIGKILL"), 30_000);
        child.once("exit", () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** Seeds the database in a process of its own, which exits when done. */
export function seedOnly(env: Record<string, string>, logFile: string): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "scripts/bench/server.ts")], {
    cwd: ROOT,
    env: { ...process.env, ...env, BENCH_SEED_ONLY: "1" },
    stdio: ["ignore", "ignore", openSync(logFile, "a")],
  });
  live.add(child);
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      live.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`seeding exited with ${code}; see ${logFile}:\n${safeTail(logFile)}`));
    });
  });
}

function safeTail(file: string): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-15).join("\n");
  } catch {
    return "";
  }
}
