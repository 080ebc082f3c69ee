import { Client, Pool, type NeonConfig, type PoolConfig } from "@neondatabase/serverless";
import { Kysely, PostgresDialect, type PostgresPool } from "kysely";

/**
 * Kysely over `@neondatabase/serverless` (Pool over WebSocket, so interactive transactions
 * work). Worker-safe: no `node:` imports and no `ws`; Node callers inject a WebSocket class.
 *
 * The driver's options are set on each connection's socket, not on the global `neonConfig`,
 * so two databases (or a test proxy and production settings) never leak into each other.
 *
 * Types come back as with node-postgres (the driver bundles the same pg-types defaults):
 * timestamptz/timestamp/date -> Date, int8/numeric -> string, json/jsonb -> parsed, arrays -> arrays.
 *
 * On Workers a connection must not outlive its request: create one per request and hand
 * `db.destroy()` to `ctx.waitUntil`.
 */
export interface NeonKyselyOptions {
  connectionString: string;
  /**
   * A WebSocket proxy in front of a non-Neon Postgres, e.g. `ws://127.0.0.1:8787/v1`
   * (the driver appends `?address=host:port`). The scheme picks ws/wss; without one, wss.
   * Omit it for Neon itself (the driver's default endpoint `wss://<host>/v2`).
   */
  wsProxy?: string;
  /** Node has no usable global WebSocket for the driver: pass `ws`. Workers: leave unset. */
  webSocketConstructor?: NeonConfig["webSocketConstructor"];
  /**
   * Send startup, password and first query in one round trip. Only valid where the server asks
   * for a cleartext password (Neon does); a trust/SCRAM server rejects the early password.
   * Default: "password" for Neon, false behind a custom `wsProxy`.
   */
  pipelineConnect?: NeonConfig["pipelineConnect"];
  /** Pool size; default 10 like node-postgres. Keep it small per Worker request. */
  max?: number;
  idleTimeoutMillis?: number;
  connectionTimeoutMillis?: number;
  /** Errors of idle pooled connections (e.g. the server went away); unhandled they throw. */
  onIdleClientError?: (err: Error) => void;
  /** Type parsers for this pool's connections only (the driver's defaults otherwise). */
  types?: PoolConfig["types"];
}

export function createNeonKysely<DB>(opts: NeonKyselyOptions): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: createNeonPool(opts) }) });
}

/** The configured pool itself, for callers that need raw `pg`-style access. */
export function createNeonPool(opts: NeonKyselyOptions): Pool & PostgresPool {
  const socket = socketSettings(opts);

  class ConfiguredClient extends Client {
    constructor(config?: ConstructorParameters<typeof Client>[0]) {
      super(config);
      // `neonConfig` is this connection's socket; instance settings override the globals.
      const s = this.neonConfig;
      if (socket.wsProxy !== undefined) s.wsProxy = socket.wsProxy;
      if (socket.useSecureWebSocket !== undefined) s.useSecureWebSocket = socket.useSecureWebSocket;
      if (socket.webSocketConstructor !== undefined) s.webSocketConstructor = socket.webSocketConstructor;
      s.pipelineConnect = socket.pipelineConnect;
    }
  }

  const pool = new Pool({
    connectionString: opts.connectionString,
    max: opts.max,
    idleTimeoutMillis: opts.idleTimeoutMillis,
    connectionTimeoutMillis: opts.connectionTimeoutMillis,
    types: opts.types,
  });
  // The driver's Pool pins its own Client class after construction; swap in ours.
  pool.Client = ConfiguredClient;
  if (opts.onIdleClientError) pool.on("error", opts.onIdleClientError);
  return pool as Pool & PostgresPool;
}

interface SocketSettings {
  wsProxy?: string;
  useSecureWebSocket?: boolean;
  webSocketConstructor?: NeonConfig["webSocketConstructor"];
  pipelineConnect: NeonConfig["pipelineConnect"];
}

function socketSettings(opts: NeonKyselyOptions): SocketSettings {
  const settings: SocketSettings = {
    webSocketConstructor: opts.webSocketConstructor,
    pipelineConnect: opts.pipelineConnect ?? (opts.wsProxy === undefined ? "password" : false),
  };
  if (opts.wsProxy !== undefined) {
    // The driver wants the proxy without a scheme and adds ws:// or wss:// itself.
    const match = /^(wss?):\/\/(.+)$/i.exec(opts.wsProxy);
    settings.wsProxy = match ? match[2] : opts.wsProxy;
    settings.useSecureWebSocket = match ? match[1].toLowerCase() === "wss" : true;
  }
  return settings;
}
