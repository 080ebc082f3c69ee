import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TSX = join(ROOT, "node_modules/.bin/tsx");

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), "pta-"));
}

/** Environment for child processes: none of the caller's database or cloud settings leak in. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "info" };
  return { ...base, ...env };
}

export interface AdminResult {
  code: number | null;
  stdout: string;
  stderr: string;
  json: Record<string, unknown> | null;
}

/** Runs `npm run admin -- …` as the user would (through tsx, without npm's own output). */
export function runAdmin(args: string[], env: Record<string, string>): Promise<AdminResult> {
  return new Promise((resolve) => {
    const p = spawn(TSX, ["scripts/admin.ts", ...args], { cwd: ROOT, env: childEnv(env) });
    let stdout = "";
    let stderr = "";
    p.stdout.on("data", (d) => (stdout += d));
    p.stderr.on("data", (d) => (stderr += d));
    p.on("close", (code) => {
      let json: Record<string, unknown> | null = null;
      try {
        json = JSON.parse(stdout);
      } catch {
        /* not JSON */
      }
      resolve({ code, stdout, stderr, json });
    });
  });
}

export interface ServerProcess {
  proc: ChildProcess;
  output: () => string;
  waitFor: (re: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
  baseUrl: string;
}

export interface StartOptions {
  /** Through `npm start` itself (signals then go to npm), instead of the command it runs. */
  viaNpm?: boolean;
  /** Another working directory (where `.env` is looked for); the server is still this checkout's. */
  cwd?: string;
}

/** Starts `npm start` (src/server.ts) as a child process on a free port. */
export function startServer(env: Record<string, string>, opts: StartOptions = {}): ServerProcess {
  // Below Linux's ephemeral range (32768–60999), where the outgoing connections of the tests running
  // beside this one take their local ports: a port from it was once taken, and the server refused to start.
  const port = env.PORT ?? String(20000 + Math.floor(Math.random() * 12000));
  // As `npm start` runs it: one Node process with tsx as a loader, so signals reach the server itself.
  const tsx = pathToFileURL(join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;
  const proc = opts.viaNpm
    ? spawn("npm", ["start", "--silent"], { cwd: ROOT, env: childEnv({ PORT: port, ...env }) })
    : spawn(process.execPath, ["--import", tsx, join(ROOT, "src/server.ts")], {
        cwd: opts.cwd ?? ROOT,
        env: childEnv({ PORT: port, ...env }),
      });
  let out = "";
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString();
    for (const l of listeners) l();
  };
  proc.stdout!.on("data", onData);
  proc.stderr!.on("data", onData);
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  // "close" comes once its output streams have ended too: nothing more can arrive after it.
  const closed = new Promise<number | null>((resolve) => proc.on("close", (code) => resolve(code)));
  // A generous default: a cold start (tsx compiling, PGlite migrating) on a loaded 2-core CI
  // machine has taken over 60 s; each test's own timeout still bounds it.
  const waitFor = (re: RegExp, timeoutMs = 180_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const m = out.match(re);
        if (m) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(m);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`timed out waiting for ${re}; output so far:\n${out}`));
      }, timeoutMs);
      listeners.add(check);
      check();
      // A server that exits first (a port in use, a bad setting) fails the wait at once, with its output.
      void closed.then((code) => {
        if (!listeners.has(check)) return;
        check();
        if (!listeners.has(check)) return;
        listeners.delete(check);
        clearTimeout(timer);
        reject(new Error(`the server exited (code ${code}) before printing ${re}; its output:\n${out}`));
      });
    });
  return { proc, output: () => out, waitFor, exited, baseUrl: `http://127.0.0.1:${port}` };
}
