import { connect } from "node:net";

/**
 * HTTP/1.1 over a raw socket, for what fetch would refuse to send or would hide: malformed
 * requests, and uploads the server refuses part way through. A server that stops reading an upload
 * closes the connection with the rest unread, and its kernel then resets it: a writer sees the
 * reset (fetch gives up with EPIPE, even with the answer already in its socket), while the answer,
 * sent before, is still there to be read. So here write errors are ignored and what the server
 * said is read to the end.
 */

export interface Exchange {
  status: number;
  headers: Record<string, string>;
  body: any;
  /** Bytes after the first response (a second response on the same connection). */
  rest: string;
  /** The server closed the connection (false: it was still open when we gave up waiting). */
  closed: boolean;
  /** Bytes of the request the kernel took from us before we stopped writing. */
  bytesWritten: number;
}

export interface ExchangeOptions {
  /** Enough has arrived (a keep-alive connection is never closed by the server). */
  until?: (text: string) => boolean;
  /** Write the parts as the connection takes them, and no more once an answer begins (default: all at once). */
  stopOnAnswer?: boolean;
}

/**
 * Writes `parts` to a fresh connection and reads what comes back until the server closes it, or until `until` says
 * enough.
 */
export function exchange(
  port: number,
  parts: Iterable<string | Buffer>,
  opts: ExchangeOptions = {},
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const bytesWritten = socket.bytesWritten;
      socket.destroy();
      try {
        resolve({ ...parseFirstResponse(text), closed, bytesWritten });
      } catch (err) {
        reject(err);
      }
    };
    // Only for a failing server: one that neither closes nor answers in time.
    const timer = setTimeout(() => finish(false), 10_000);
    socket.on("data", (d) => {
      text += d.toString("latin1");
      if (opts.until?.(text)) finish(false);
    });
    socket.on("error", () => undefined);
    socket.on("close", () => finish(true));
    socket.on("connect", async () => {
      if (!opts.stopOnAnswer) {
        for (const part of parts) socket.write(part);
        return;
      }
      for (const part of parts) {
        if (text !== "" || done || socket.destroyed) return;
        if (!socket.write(part))
          await new Promise((resume) => (socket.once("drain", resume), socket.once("close", resume)));
      }
    });
  });
}

/** The first response in `text`: status, headers (lower-case names) and its JSON body. */
export function parseFirstResponse(text: string): Omit<Exchange, "closed" | "bytesWritten"> {
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`no HTTP response: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers["content-length"]);
  const bodyText = text.slice(end + 4, end + 4 + length);
  return {
    status: Number(statusLine!.split(" ")[1]),
    headers,
    body: JSON.parse(bodyText),
    rest: text.slice(end + 4 + length),
  };
}

/** A request head: the lines, then the blank line. */
export const head = (lines: string[]) => lines.join("\r\n") + "\r\n\r\n";

/** A chunked body of `total` spaces in chunks of `chunkBytes`, with its last chunk, made as it is written. */
export function* chunkedBody(total: number, chunkBytes = 64 * 1024): Generator<string | Buffer> {
  const chunk = Buffer.alloc(chunkBytes, 0x20);
  for (let sent = 0; sent < total; sent += chunkBytes) {
    yield `${chunkBytes.toString(16)}\r\n`;
    yield chunk;
    yield "\r\n";
  }
  yield "0\r\n\r\n";
}
