import type { MiddlewareHandler } from "hono";
import { getRuntimeKey } from "hono/adapter";
import {
  hostnameOf,
  isLoopbackName,
  mcpAllowedOrigins,
  normalizeOrigin,
  publicBaseUrl,
  urlHost,
  type Config,
} from "../config";
import { ApiError } from "../errors";
import type { AppEnv } from "../http/env";

/**
 * DNS rebinding protection for the tool server (MCP transport security): a web page may
 * call /api/mcp only from an allowed origin, and a server listening on a loopback address answers
 * only to a loopback Host, since a page whose name was made to resolve to 127.0.0.1 sends its own.
 * Requests without Origin (server-side clients, the SDK's) pass the Origin check. Runs before the
 * key is read: a refusal needs no key and costs no key's quota.
 */
export const originGuard = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const config = c.get("deps").config;
  if (servesOnLoopback(config)) {
    // Node builds the request URL from Host; an in-process request has only the URL.
    const host = c.req.header("host") ?? new URL(c.req.url).host;
    if (!hostAllowed(host, config)) {
      throw new ApiError(
        "forbidden",
        `Host ${quote(host)} is not allowed: a server on a loopback address answers only to localhost, ` +
          `127.0.0.1, [::1] or the host of PUBLIC_BASE_URL.`,
      );
    }
  }
  const origin = c.req.header("origin");
  if (origin !== undefined) {
    const normalized = normalizeOrigin(origin);
    if (normalized === null || !mcpAllowedOrigins(config).includes(normalized)) {
      throw new ApiError(
        "forbidden",
        `Origin ${quote(origin)} is not allowed: only pages of the origins in MCP_ALLOWED_ORIGINS may call the ` +
          `tool server.`,
      );
    }
  }
  await next();
};

/**
 * Per config: whether it serves on loopback, and the verdict on each Host seen (clients send the
 * same few; parsing them as URLs was a visible part of a tool call's cost). A bounded number of
 * Hosts is kept, so a stream of made-up ones cannot grow it.
 */
const memo = new WeakMap<Config, { loopback: boolean; hosts: Map<string, boolean> }>();
const MAX_HOSTS = 64;

function memoOf(config: Config) {
  let m = memo.get(config);
  if (!m) memo.set(config, (m = { loopback: bindsLoopback(config), hosts: new Map() }));
  return m;
}

function servesOnLoopback(config: Config): boolean {
  return memoOf(config).loopback;
}

function hostAllowed(host: string, config: Config): boolean {
  const { hosts } = memoOf(config);
  let allowed = hosts.get(host);
  if (allowed === undefined) {
    allowed = judgeHost(host, config);
    if (hosts.size >= MAX_HOSTS) hosts.clear();
    hosts.set(host, allowed);
  }
  return allowed;
}

/** The Node server binds HOST; a Worker binds no address of its own (Cloudflare routes by name). */
function bindsLoopback(config: Config): boolean {
  if (getRuntimeKey() === "workerd") return false;
  const name = hostnameOf(urlHost(config.HOST));
  return name !== null && isLoopbackName(name);
}

function judgeHost(host: string, config: Config): boolean {
  const name = hostnameOf(host);
  if (name === null) return false;
  // Behind a reverse proxy on the same machine the Host is the public one.
  return isLoopbackName(name) || name === new URL(publicBaseUrl(config)).hostname;
}

const quote = (value: string) => JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value);
