import { createServer, type IncomingMessage } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { WebSocketServer, type RawData, type WebSocket } from "ws";

/**
 * A WebSocket-to-TCP bridge that lets `@neondatabase/serverless` (Pool/Client over WebSocket)
 * reach an ordinary Postgres, the way Neon's own proxy does in production.
 *
 * The driver opens `ws://<wsProxy(host, port)>` and then speaks the plain Postgres wire protocol
 * in binary frames (several protocol messages coalesced per frame). Each WebSocket gets its own
 * TCP connection to Postgres and bytes are piped both ways untouched.
 *
 * The `?address=host:port` the driver appends is deliberately ignored: the bridge always dials
 * the configured Postgres, so it can never be used as an open relay and connection strings may
 * carry any host name (e.g. a Neon-looking one).
 */
export interface NeonWsProxyOptions {
  pgHost: string;
  pgPort: number;
  /** Port to listen on (127.0.0.1); 0 or omitted picks a free one. */
  port?: number;
}

export interface NeonWsProxy {
  port: number;
  /** `ws://127.0.0.1:<port>/v1` */
  url: string;
  /** Closes every open tunnel and the listener. */
  close(): Promise<void>;
}

const PATHS = new Set(["/v1", "/v2"]);

export async function startNeonWsProxy(opts: NeonWsProxyOptions): Promise<NeonWsProxy> {
  const tunnels = new Set<{ ws: WebSocket; tcp: Socket }>();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });

  const http = createServer((_req, res) => {
    res.writeHead(426, { "content-type": "text/plain" }).end("WebSocket upgrade required\n");
  });

  http.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? "/", "http://bridge").pathname;
    if (!PATHS.has(path)) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => tunnel(ws));
  });

  function tunnel(ws: WebSocket): void {
    const tcp = connect({ host: opts.pgHost, port: opts.pgPort });
    tcp.setNoDelay(true);
    const entry = { ws, tcp };
    tunnels.add(entry);

    // Frames arriving before the TCP connect completes are buffered by the socket itself.
    ws.on("message", (data: RawData) => {
      if (!tcp.destroyed) tcp.write(toBuffer(data));
    });
    tcp.on("data", (chunk: Buffer) => {
      if (ws.readyState === ws.OPEN) ws.send(chunk, { binary: true });
    });

    const teardown = () => {
      tunnels.delete(entry);
      if (!tcp.destroyed) tcp.destroy();
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
    };
    ws.on("close", teardown);
    ws.on("error", teardown);
    tcp.on("close", teardown);
    // A refused or reset Postgres connection closes the tunnel; the driver reports it as an error.
    tcp.on("error", teardown);
  }

  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(opts.port ?? 0, "127.0.0.1", () => {
      http.off("error", reject);
      resolve();
    });
  });
  const port = (http.address() as AddressInfo).port;

  return {
    port,
    url: `ws://127.0.0.1:${port}/v1`,
    async close() {
      for (const { ws, tcp } of tunnels) {
        tcp.destroy();
        ws.terminate();
      }
      tunnels.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve, reject) => http.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
