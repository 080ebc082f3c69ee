import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { clientInfo } from "../http/client-address";
import type { ClientInfo } from "../services/access/actor";
import { sessionActor } from "../services/sessions/actor";
import type { WebEnv } from "./env";

/*
 * The session cookie (docs/web.md). The rules of sign-in links and sessions are the service's
 * (services/sessions/); here is how a browser carries one: `HttpOnly`, `SameSite=Lax`, and
 * `Secure` with the `__Host-` prefix, except over plain http on a loopback host (a newcomer's
 * `npm start` on 127.0.0.1), where a browser would refuse a Secure cookie.
 */

const NAME = "pta_session";
const FLASH = "pta_flash";

/** Loopback names and addresses: `localhost` (and its subdomains), 127.0.0.0/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return h === "localhost" || h.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(h) || h === "::1";
}

/** Whether this request's cookies are Secure, and so their names: `__Host-pta_session` or `pta_session`. */
export function cookieMode(c: Context): { secure: boolean; session: string; flash: string } {
  const url = new URL(c.req.url);
  const secure = !(url.protocol === "http:" && isLoopbackHost(url.hostname));
  const prefix = secure ? "__Host-" : "";
  return { secure, session: `${prefix}${NAME}`, flash: `${prefix}${FLASH}` };
}

const options = (secure: boolean) => ({ httpOnly: true, sameSite: "Lax" as const, secure, path: "/" });

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, cookieMode(c).session);
}

/** A new session's cookie, renewed at every sign-in; it lasts as long as the session can. */
export function setSessionCookie(c: Context, token: string, expiresAt: Date, now: Date): void {
  const mode = cookieMode(c);
  setCookie(c, mode.session, token, {
    ...options(mode.secure),
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearSessionCookie(c: Context): void {
  const mode = cookieMode(c);
  deleteCookie(c, mode.session, options(mode.secure));
}

/**
 * Sets `member` to the signed-in member, or null: a missing, ended or expired session is no member.
 * The member's actor carries the request's client, which the audit log records.
 */
export const loadSession = (): MiddlewareHandler<WebEnv> => async (c, next) => {
  const deps = c.get("deps");
  const token = sessionToken(c);
  const member = token ? await sessionActor(deps, token) : null;
  if (member) member.actor.client = clientInfo(c, deps.config.TRUSTED_PROXY_HOPS);
  c.set("member", member);
  await next();
};

/** Pages behind sign-in: a visitor without a session is sent to the sign-in page, and back after. */
export const requireMember = (): MiddlewareHandler<WebEnv> => async (c, next) => {
  if (c.get("member")) return next();
  const url = new URL(c.req.url);
  const next_ =
    c.req.method === "GET" && url.pathname !== "/app" ? `?next=${encodeURIComponent(url.pathname + url.search)}` : "";
  return c.redirect(`/app/sign-in${next_}`, c.req.method === "GET" ? 302 : 303);
};

/** Where to go after signing in: a path of the app only (never another site: an open redirect). */
export function safeNext(next: string | undefined | null): string {
  if (!next || !next.startsWith("/app") || next.startsWith("//") || /[\\\s]/.test(next)) return "/app";
  try {
    const u = new URL(next, "http://x");
    return u.origin === "http://x" && (u.pathname === "/app" || u.pathname.startsWith("/app/"))
      ? u.pathname + u.search
      : "/app";
  } catch {
    return "/app";
  }
}

/** The request's client (http/client-address.ts: TRUSTED_PROXY_HOPS decides whether X-Forwarded-For is believed). */
export function requestClient(c: Context<WebEnv>): ClientInfo {
  return clientInfo(c, c.get("deps").config.TRUSTED_PROXY_HOPS);
}

/** The Host the request came to (an in-process request has only its URL). */
export function requestHost(c: Context): string {
  return c.req.header("host") ?? new URL(c.req.url).host;
}

// ---- flash: one message carried across a redirect (post/redirect/get)

export interface Flash {
  kind: "notice" | "error";
  text: string;
}

export function setFlash(c: Context, flash: Flash): void {
  const mode = cookieMode(c);
  setCookie(c, mode.flash, encodeURIComponent(JSON.stringify(flash)), { ...options(mode.secure), maxAge: 60 });
}

/** The message a redirect carried here, read once. */
export function takeFlash(c: Context): Flash | null {
  const mode = cookieMode(c);
  const raw = getCookie(c, mode.flash);
  if (!raw) return null;
  deleteCookie(c, mode.flash, options(mode.secure));
  try {
    const v = JSON.parse(decodeURIComponent(raw)) as Partial<Flash>;
    if ((v.kind === "notice" || v.kind === "error") && typeof v.text === "string")
      return { kind: v.kind, text: v.text.slice(0, 500) };
  } catch {
    // A cookie that is not ours: ignored.
  }
  return null;
}
