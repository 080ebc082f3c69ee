import type { Context } from "hono";
import type { ClientInfo } from "../services/access/actor";

/*
 * Who is calling, as far as the network says: the client's address for the audit log and the
 * per-client sign-in limit, for API keys and web sessions alike. `X-Forwarded-For` is anyone's to
 * write, so it is believed only through the proxies the operator declares (TRUSTED_PROXY_HOPS);
 * otherwise the address is the connection's: the socket's peer on Node, `CF-Connecting-IP` on
 * Workers (Cloudflare sets it and replaces a client's own).
 */

type NodeIncoming = { socket?: { remoteAddress?: string } };

/**
 * The Node request behind a Hono context, when there is one (not on Workers, nor in app.request).
 * Read from the bindings @hono/node-server passes (as its `getConnInfo` does) rather than through
 * that module, which would pull Node's server into the Worker's bundle.
 */
function nodeIncoming(c: Context): NodeIncoming | null {
  const env = c.env as { incoming?: NodeIncoming; server?: { incoming?: NodeIncoming } } | undefined;
  return env?.incoming ?? env?.server?.incoming ?? null;
}

/**
 * The address `hops` trusted proxies vouch for: each appends the address it received the request
 * from to `X-Forwarded-For`, so the client is `hops` entries from the right. With fewer entries
 * than proxies, the leftmost (the furthest any proxy saw). Null when the header is absent.
 */
export function forwardedAddress(header: string | undefined, hops: number): string | null {
  const entries = (header ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) return null;
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/** The client's address: null when nothing says (one shared bucket for the sign-in limit). */
export function clientAddress(c: Context, trustedProxyHops: number): string | null {
  if (trustedProxyHops > 0) {
    const forwarded = forwardedAddress(c.req.header("x-forwarded-for"), trustedProxyHops);
    if (forwarded) return forwarded;
  }
  const incoming = nodeIncoming(c);
  if (incoming) return incoming.socket?.remoteAddress ?? null;
  return c.req.header("cf-connecting-ip")?.trim() || null;
}

/** The request's client as an actor carries it (services/access/actor.ts `client`). */
export function clientInfo(c: Context, trustedProxyHops: number): ClientInfo {
  return { address: clientAddress(c, trustedProxyHops), userAgent: c.req.header("user-agent") ?? null };
}
