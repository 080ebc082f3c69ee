import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { RespConnection, RespError, type RespArg, type RespValue } from "./resp-client";
import { ScriptShaMap } from "./upstash-scripts";

/**
 * An Upstash-REST-compatible HTTP server in front of a local Redis, so `@upstash/redis` and
 * `@upstash/ratelimit` run unchanged in tests. It implements what the client sends:
 *
 * - `POST /` with one command `["SET","k","v"]` -> `{ result }`, or 400 `{ error }`
 * - `POST /pipeline` and `POST /multi-exec` with `[[...], ...]` -> `[{ result } | { error }, ...]`
 *   (multi-exec runs MULTI/EXEC on one connection; a command rejected while queueing aborts
 *   the whole transaction with 400 `{ error }`)
 * - `Authorization: Bearer <token>`, else 401
 * - `Upstash-Encoding: base64` (the client's default): every string in a result is base64 of
 *   the raw bytes, except a bare top-level `OK`, which the client special-cases.
 * - Lua scripts with Upstash-only shebang flags (see upstash-scripts.ts).
 *
 * Failure modes let tests prove fail-open: "error" answers every request with 500 `{ error }`,
 * "hang" accepts requests and never answers them (until `close()` drops the sockets).
 */
export interface UpstashBridgeOptions {
  /** Default `redis://127.0.0.1:6379`. */
  redisUrl?: string;
  token: string;
  /** Port to listen on (127.0.0.1); 0 or omitted picks a free one. */
  port?: number;
}

export type UpstashFailureMode = "none" | "error" | "hang";

export interface UpstashBridge {
  /** `http://127.0.0.1:<port>`, for `new Redis({ url, token })`. */
  url: string;
  token: string;
  setFailureMode(mode: UpstashFailureMode): void;
  /** Requests "hang" holds whose client has not gone away. */
  heldRequests(): number;
  close(): Promise<void>;
}

/** Commands that would change a pooled connection's state or need a push connection. */
const REFUSED = new Set([
  "multi",
  "exec",
  "discard",
  "watch",
  "unwatch",
  "select",
  "auth",
  "hello",
  "reset",
  "quit",
  "subscribe",
  "psubscribe",
  "ssubscribe",
  "unsubscribe",
  "punsubscribe",
  "sunsubscribe",
  "monitor",
  "client",
]);

const MAX_BODY_BYTES = 10 * 1024 * 1024;

export async function startUpstashBridge(opts: UpstashBridgeOptions): Promise<UpstashBridge> {
  const redisUrl = opts.redisUrl ?? "redis://127.0.0.1:6379";
  // Fail at start, not on the first request, when Redis is not there.
  const idle: RespConnection[] = [await RespConnection.open(redisUrl)];
  const inUse = new Set<RespConnection>();
  const scripts = new ScriptShaMap();
  let mode: UpstashFailureMode = "none";
  let closed = false;
  let held = 0;

  /** Runs commands (pipelined, or as one MULTI/EXEC) with script translation applied. */
  async function run(commands: RespArg[][], atomic: boolean): Promise<RespValue[] | RespError> {
    const adapted = commands.map((c) => scripts.adapt(c));
    const args = adapted.map((a) => a.args);
    const replies = await withConnection((conn) => (atomic ? execTransaction(conn, args) : conn.send(args)));
    if (replies instanceof RespError) return replies;
    return replies.map((r, i) => (r instanceof RespError ? r : adapted[i].mapReply(r)));
  }

  async function withConnection<T>(work: (conn: RespConnection) => Promise<T>): Promise<T> {
    const conn = idle.pop() ?? (await RespConnection.open(redisUrl));
    inUse.add(conn);
    try {
      return await work(conn);
    } finally {
      inUse.delete(conn);
      if (conn.broken || closed) conn.close();
      else idle.push(conn);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) reply(res, 500, { error: `ERR bridge: ${(err as Error).message}` });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.headers.authorization !== `Bearer ${opts.token}`) {
      return reply(res, 401, { error: "Unauthorized" });
    }
    if (mode === "hang") {
      // Never answered; the count drops when the client gives up (or close() drops the socket).
      held += 1;
      res.on("close", () => (held -= 1));
      return;
    }
    if (mode === "error") return reply(res, 500, { error: "ERR upstash bridge failure mode: error" });
    if (req.method !== "POST") return reply(res, 405, { error: "ERR only POST is supported" });

    const path = new URL(req.url ?? "/", "http://bridge").pathname.replace(/\/+$/, "") || "/";
    const base64 = String(req.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";

    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return reply(res, 400, { error: "ERR failed to parse command" });
    }

    if (path === "/") {
      const command = toCommand(body);
      if (typeof command === "string") return reply(res, 400, { error: command });
      const [result] = (await run([command], false)) as RespValue[];
      if (result instanceof RespError) return reply(res, 400, { error: result.message });
      return reply(res, 200, { result: toJson(result, base64, true) });
    }

    if (path === "/pipeline" || path === "/multi-exec") {
      if (!Array.isArray(body) || body.length === 0) {
        return reply(res, 400, { error: "ERR a pipeline must be a non-empty array of commands" });
      }
      const commands: RespArg[][] = [];
      for (const item of body) {
        const command = toCommand(item);
        if (typeof command === "string") return reply(res, 400, { error: command });
        commands.push(command);
      }
      const results = await run(commands, path === "/multi-exec");
      if (results instanceof RespError) return reply(res, 400, { error: results.message });
      return reply(
        res,
        200,
        results.map((r) => (r instanceof RespError ? { error: r.message } : { result: toJson(r, base64, true) })),
      );
    }

    return reply(res, 404, { error: `ERR unknown endpoint ${path}` });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    token: opts.token,
    setFailureMode(next) {
      mode = next;
    },
    heldRequests: () => held,
    async close() {
      closed = true;
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections(); // includes requests held by "hang" and keep-alive sockets
      await done;
      for (const conn of [...idle.splice(0), ...inUse]) conn.close();
    },
  };
}

/** MULTI + commands + EXEC in one write; EXEC's array, or the error that aborted it. */
async function execTransaction(conn: RespConnection, commands: RespArg[][]): Promise<RespValue[] | RespError> {
  const replies = await conn.send([["MULTI"], ...commands, ["EXEC"]]);
  const exec = replies[replies.length - 1];
  if (exec instanceof RespError) {
    const cause = replies.slice(1, -1).find((r) => r instanceof RespError);
    return cause instanceof RespError ? new RespError(`${exec.message} (${cause.message})`) : exec;
  }
  if (!Array.isArray(exec)) return new RespError("ERR transaction aborted");
  return exec;
}

/** Validates a JSON command; returns the RESP arguments or an error message. */
function toCommand(value: unknown): RespArg[] | string {
  if (!Array.isArray(value) || value.length === 0) return "ERR a command must be a non-empty array";
  const args = value.map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  const name = args[0].toLowerCase();
  if (REFUSED.has(name)) return `ERR command '${name}' is not supported by the REST bridge`;
  if (name === "script" && args[1]?.toLowerCase() === "debug") return "ERR SCRIPT DEBUG is not supported";
  return args;
}

/** Maps a RESP reply to the JSON Upstash returns, optionally base64-encoding strings. */
function toJson(value: RespValue, base64: boolean, topLevel: boolean): unknown {
  if (value === null || typeof value === "number") return value;
  if (typeof value === "string") {
    if (!base64 || (topLevel && value === "OK")) return value;
    return Buffer.from(value, "utf8").toString("base64");
  }
  if (Buffer.isBuffer(value)) return base64 ? value.toString("base64") : value.toString("utf8");
  if (value instanceof RespError) return value.message;
  return value.map((v) => toJson(v, base64, false));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("request body too large"));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(json) });
  res.end(json);
}
