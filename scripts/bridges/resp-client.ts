import { connect, type Socket } from "node:net";

/**
 * A minimal RESP2 client over node:net, enough for the Upstash bridge: pipelined commands,
 * simple strings, errors, integers, bulk strings (binary-safe, kept as Buffer), nil and
 * (nested) arrays. No pub/sub, no RESP3, no reconnects: a broken connection rejects what is
 * pending and stays broken, and its owner drops it.
 */

/** Simple strings are `string`, bulk strings `Buffer`, so callers can tell `+OK` from data. */
export type RespValue = string | Buffer | number | null | RespError | RespValue[];

export class RespError extends Error {
  override name = "RespError";
}

export type RespArg = string | Buffer;

interface Pending {
  resolve(value: RespValue): void;
  reject(err: Error): void;
}

export class RespConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly pending: Pending[] = [];
  private failure: Error | null = null;

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on("data", (chunk) => this.onData(chunk));
    socket.on("error", (err) => this.fail(err));
    socket.on("close", () => this.fail(new Error("Redis connection closed")));
  }

  /** `redis://[[user]:password@]host[:port][/db]` */
  static async open(redisUrl: string): Promise<RespConnection> {
    const url = new URL(redisUrl);
    if (url.protocol !== "redis:") throw new Error(`Unsupported Redis URL scheme: ${url.protocol}`);
    const socket = connect({ host: url.hostname || "127.0.0.1", port: Number(url.port || 6379) });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
    const conn = new RespConnection(socket);
    const setup: RespArg[][] = [];
    const password = decodeURIComponent(url.password);
    if (password) setup.push(url.username ? ["AUTH", decodeURIComponent(url.username), password] : ["AUTH", password]);
    const db = url.pathname.replace(/^\//, "");
    if (db) setup.push(["SELECT", db]);
    if (setup.length > 0) {
      for (const reply of await conn.send(setup)) {
        if (reply instanceof RespError) {
          conn.close();
          throw reply;
        }
      }
    }
    return conn;
  }

  get broken(): boolean {
    return this.failure !== null;
  }

  /** Writes all commands in one go and resolves with one reply per command, in order. */
  send(commands: RespArg[][]): Promise<RespValue[]> {
    if (this.failure) return Promise.reject(this.failure);
    const replies = commands.map(
      () => new Promise<RespValue>((resolve, reject) => this.pending.push({ resolve, reject })),
    );
    this.socket.write(Buffer.concat(commands.map(encodeCommand)));
    return Promise.all(replies);
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    let offset = 0;
    for (;;) {
      let parsed: Parsed | undefined;
      try {
        parsed = parseValue(this.buffer, offset);
      } catch (err) {
        this.fail(err as Error);
        this.socket.destroy();
        return;
      }
      if (!parsed) break;
      offset = parsed.next;
      const waiter = this.pending.shift();
      if (!waiter) {
        this.fail(new Error("Unexpected reply from Redis"));
        this.socket.destroy();
        return;
      }
      waiter.resolve(parsed.value);
    }
    this.buffer = this.buffer.subarray(offset);
  }

  private fail(err: Error): void {
    if (!this.failure) this.failure = err;
    for (const waiter of this.pending.splice(0)) waiter.reject(this.failure);
  }
}

function encodeCommand(args: RespArg[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`*${args.length}\r\n`)];
  for (const arg of args) {
    const bytes = typeof arg === "string" ? Buffer.from(arg, "utf8") : arg;
    parts.push(Buffer.from(`$${bytes.length}\r\n`), bytes, CRLF);
  }
  return Buffer.concat(parts);
}

const CRLF = Buffer.from("\r\n");

interface Parsed {
  value: RespValue;
  next: number;
}

/** Parses one value at `offset`; undefined when the buffer does not hold all of it yet. */
function parseValue(buf: Buffer, offset: number): Parsed | undefined {
  if (offset >= buf.length) return undefined;
  const lineEnd = buf.indexOf(CRLF, offset);
  if (lineEnd === -1) return undefined;
  const type = String.fromCharCode(buf[offset]);
  const line = buf.toString("utf8", offset + 1, lineEnd);
  const afterLine = lineEnd + 2;

  switch (type) {
    case "+":
      return { value: line, next: afterLine };
    case "-":
      return { value: new RespError(line), next: afterLine };
    case ":":
      return { value: Number(line), next: afterLine };
    case "$": {
      const length = Number(line);
      if (length === -1) return { value: null, next: afterLine };
      if (buf.length < afterLine + length + 2) return undefined;
      return { value: Buffer.from(buf.subarray(afterLine, afterLine + length)), next: afterLine + length + 2 };
    }
    case "*": {
      const count = Number(line);
      if (count === -1) return { value: null, next: afterLine };
      const items: RespValue[] = [];
      let next = afterLine;
      for (let i = 0; i < count; i++) {
        const item = parseValue(buf, next);
        if (!item) return undefined;
        items.push(item.value);
        next = item.next;
      }
      return { value: items, next };
    }
    default:
      throw new Error(`Unsupported RESP type byte ${JSON.stringify(type)}`);
  }
}
