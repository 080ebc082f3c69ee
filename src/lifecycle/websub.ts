import type { Config } from "../config";
import type { Db } from "../db/database";
import { posterOf } from "../platform/from-config";
import { newId } from "../platform/ids";
import type { Clock } from "../platform/clock";
import { queueCheckRun } from "./check-runs";
import type { JobContext } from "./jobs";

/*
 * WebSub (W3C Recommendation): a feed that declares a hub (`<link rel="hub">`,
 * `<atom:link rel="hub">` or a `Link: <…>; rel="hub"` header) is subscribed to, when this
 * deployment has a public https address for the hub to call (PUBLIC_BASE_URL). The hub verifies
 * the intent with a GET to our callback (echo `hub.challenge` for the topic we asked for); it then
 * POSTs each new version of the feed, signed with the secret we gave it (`X-Hub-Signature`):
 * a valid notification queues a run as a check seeing something new does. Leases are renewed a
 * day before they end. Polling goes on beside it, as the fallback.
 */

export const WEBSUB_PATH = "/api/v1/websub";
/** Asked of the hub; hubs may grant less (the verification says how long). */
const LEASE_SECONDS = 10 * 86_400;
const RENEW_BEFORE_MS = 86_400_000;
const HUB_TIMEOUT_MS = 10_000;

/** The hub and topic a feed declares, from its `Link` header or its own links; null when none. */
export function hubOf(
  body: string,
  linkHeader: string | null | undefined,
  url: string,
): { hub: string; topic: string } | null {
  const fromHeader = (rel: string) =>
    (linkHeader ?? "")
      .split(/,(?=\s*<)/)
      .map((part) => /<([^>]+)>\s*;(.*)$/.exec(part.trim()))
      .find((m) => m && new RegExp(`\\brel\\s*=\\s*"?[^";]*\\b${rel}\\b`, "i").test(m[2]!))?.[1];
  const fromBody = (rel: string) => {
    for (const m of body.matchAll(/<(?:atom:)?link\b[^>]*>/gi)) {
      const tag = m[0];
      if (new RegExp(`\\brel\\s*=\\s*["']${rel}["']`, "i").test(tag))
        return /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    }
    return undefined;
  };
  const hub = fromHeader("hub") ?? fromBody("hub");
  if (!hub) return null;
  const topic = fromHeader("self") ?? fromBody("self") ?? url;
  try {
    return { hub: new URL(hub, url).href, topic: new URL(topic, url).href };
  } catch {
    return null;
  }
}

/**
 * Our callback base when a hub on the internet can reach it: PUBLIC_BASE_URL, https, not a private or loopback host.
 */
export function publicCallbackBase(config: Pick<Config, "PUBLIC_BASE_URL">): string | null {
  const base = config.PUBLIC_BASE_URL;
  if (!base) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const privateHost =
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".local") ||
    /^(127\.|10\.|192\.168\.|169\.254\.|0\.)/.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    host === "::1" ||
    /^f[cd]/i.test(host);
  return url.protocol === "https:" && !privateHost ? base.replace(/\/+$/, "") : null;
}

type SubscribeCtx = Pick<JobContext, "db" | "clock" | "config" | "logger" | "fetcher" | "poster">;

/**
 * Asks the hub for a subscription to the check's topic (a new secret each time). The hub answers
 * 202 and verifies by calling us back; until then the subscription is pending.
 */
export async function subscribe(
  ctx: SubscribeCtx,
  check: { id: string },
  hub: string,
  topic: string,
): Promise<boolean> {
  const base = publicCallbackBase(ctx.config);
  if (!base) return false;
  const secret = `${newId()}${newId()}`.replace(/-/g, "");
  await ctx.db
    .updateTable("checks")
    .set({ hub_url: hub, topic_url: topic, websub_secret: secret, websub_state: "pending" })
    .where("id", "=", check.id)
    .execute();
  const form = new URLSearchParams({
    "hub.mode": "subscribe",
    "hub.topic": topic,
    "hub.callback": `${base}${WEBSUB_PATH}/${check.id}`,
    "hub.secret": secret,
    "hub.lease_seconds": String(LEASE_SECONDS),
  });
  const res = await posterOf(ctx).post(
    hub,
    form.toString(),
    { "content-type": "application/x-www-form-urlencoded" },
    { timeoutMs: HUB_TIMEOUT_MS, maxResponseBytes: 4096 },
  );
  if (!res.ok || res.status < 200 || res.status > 299) {
    ctx.logger.warn("websub subscription refused; polling goes on", {
      hub,
      topic,
      detail: res.ok ? `HTTP ${res.status}` : res.detail,
    });
    return false;
  }
  return true;
}

/** Re-subscribes the subscriptions whose lease ends within a day. */
export async function renewLeases(ctx: SubscribeCtx): Promise<number> {
  if (!publicCallbackBase(ctx.config)) return 0;
  const soon = new Date(ctx.clock.now().getTime() + RENEW_BEFORE_MS);
  const rows = await ctx.db
    .selectFrom("checks")
    .select(["id", "hub_url", "topic_url"])
    .where("websub_state", "=", "active")
    .where("websub_lease_until", "<", soon)
    .limit(100)
    .execute();
  let renewed = 0;
  for (const r of rows) if (r.hub_url && r.topic_url && (await subscribe(ctx, r, r.hub_url, r.topic_url))) renewed++;
  return renewed;
}

/**
 * The hub's verification of intent (GET on our callback): the challenge to echo when the mode and
 * topic are the ones we asked for, else null (answered 404). A granted lease is recorded; a
 * denial ends the subscription (polling goes on).
 */
export async function verifyIntent(
  deps: { db: Db; clock: Clock },
  id: string,
  q: { mode?: string; topic?: string; challenge?: string; leaseSeconds?: string },
): Promise<string | null> {
  const row = await deps.db
    .selectFrom("checks")
    .select(["id", "topic_url", "websub_state"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || !row.topic_url || q.topic !== row.topic_url) return null;
  if (q.mode === "denied") {
    await deps.db
      .updateTable("checks")
      .set({ websub_state: "denied", websub_lease_until: null })
      .where("id", "=", id)
      .execute();
    return "";
  }
  if (q.mode !== "subscribe" || !q.challenge || row.websub_state === null || row.websub_state === "denied") return null;
  const lease = Math.max(60, Math.min(Number(q.leaseSeconds) || LEASE_SECONDS, 365 * 86_400));
  await deps.db
    .updateTable("checks")
    .set({ websub_state: "active", websub_lease_until: new Date(deps.clock.now().getTime() + lease * 1000) })
    .where("id", "=", id)
    .execute();
  return q.challenge;
}

const ALGORITHMS: Record<string, string> = { sha1: "SHA-1", sha256: "SHA-256", sha384: "SHA-384", sha512: "SHA-512" };

/** Whether `X-Hub-Signature` (`method=hex`) is the HMAC of the body with the secret. */
export async function validSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
): Promise<boolean> {
  const m = /^(sha1|sha256|sha384|sha512)=([0-9a-f]+)$/i.exec((header ?? "").trim());
  if (!m) return false;
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    enc.encode(secret),
    { name: "HMAC", hash: ALGORITHMS[m[1]!.toLowerCase()]! },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(body)));
  const expected = [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
  const given = m[2]!.toLowerCase();
  if (given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < given.length; i++) diff |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0;
}

/**
 * A notification (POST on our callback): with a valid signature from an active subscription of
 * an active company, it queues a run as a check seeing something new does. Anything else changes
 * nothing (the hub is answered 2xx all the same, as WebSub asks, so it does not retry a forgery).
 */
export async function acceptNotification(
  ctx: Pick<JobContext, "db" | "clock" | "config" | "jobs" | "logger">,
  id: string,
  body: string,
  signature: string | null | undefined,
): Promise<"queued" | "joined" | "ignored"> {
  const row = await ctx.db
    .selectFrom("checks as c")
    .innerJoin("entities as e", "e.id", "c.entity_id")
    .select(["c.id", "c.entity_id", "c.org_id", "c.websub_secret", "c.websub_state", "e.status"])
    .where("c.id", "=", id)
    .executeTakeFirst();
  if (!row || row.websub_state !== "active" || !row.websub_secret || row.status !== "ok") return "ignored";
  if (!(await validSignature(row.websub_secret, body, signature))) {
    ctx.logger.warn("websub notification with a bad signature ignored", { checkId: id });
    return "ignored";
  }
  await ctx.db
    .updateTable("checks")
    .set({ last_changed_at: ctx.clock.now(), last_checked_at: ctx.clock.now(), fingerprint: null })
    .where("id", "=", id)
    .execute();
  const outcome = await queueCheckRun(ctx, row, ctx.clock.now());
  return outcome === "queued" || outcome === "joined" ? outcome : "ignored";
}
