import type { z } from "zod";

/*
 * The one way a CRM client asks its API (docs/integrations.md): a call with the token as a Bearer
 * credential, a deadline, a capped answer read against a zod schema. What goes wrong becomes a
 * CrmError whose reason the service turns into the field or status the API answers; the token is
 * never in a message.
 */

export type CrmFailure =
  /** 401, or an answer saying the token is not active. */
  | "token_rejected"
  /** 403: the token is valid but may not read what was asked (a missing scope). */
  | "token_forbidden"
  /** 404: no such thing (the list). */
  | "not_found"
  /** 429: the CRM's rate limit; `retryAfterSeconds` when it said. */
  | "rate_limited"
  /** A 5xx, a timeout, a refused connection. */
  | "unavailable"
  /** A 2xx whose body is not what the CRM documents, or another 4xx. */
  | "unexpected_answer";

export class CrmError extends Error {
  constructor(
    readonly reason: CrmFailure,
    message: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "CrmError";
  }

  /** The CRM refuses the token (401), or it may not do what was asked (403): an owner must give another. */
  get refusesToken(): boolean {
    return this.reason === "token_rejected" || this.reason === "token_forbidden";
  }
}

export interface CrmHttp {
  baseUrl: string;
  timeoutMs: number;
  /** The product's name, for messages ("Attio"). */
  product: string;
  /** The Authorization header of a token, when it is not a Bearer credential (Affinity's v1: Basic). */
  authorization?: (token: string) => string;
}

/** At most this much of an answer is read: the answers asked for are a few kilobytes. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** Seconds from a Retry-After header (seconds or an HTTP date), when it holds one. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export async function crmGet<S extends z.ZodType>(
  http: CrmHttp,
  token: string,
  path: string,
  schema: S,
  /** What a 404 means here; absent, a 404 is an unexpected answer. */
  notFound?: string,
): Promise<z.output<S>> {
  return crmRequest(http, token, { method: "GET", path, notFound }, schema);
}

export interface CrmCall {
  method: "GET" | "POST" | "PUT";
  /** A path under the base URL, or an absolute URL on the base URL's origin (a CRM's own next-page link). */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** What a 404 means here; absent, a 404 is an unexpected answer. */
  notFound?: string;
}

/**
 * One call to the CRM with the token as a Bearer credential (or the credential `http.authorization`
 * makes), read against `schema`. A URL off the base URL's origin is refused before the token is
 * sent: a next-page link is the CRM's answer, and the token goes nowhere else.
 */
export async function crmRequest<S extends z.ZodType>(
  http: CrmHttp,
  token: string,
  call: CrmCall,
  schema: S,
): Promise<z.output<S>> {
  const base = new URL(http.baseUrl.endsWith("/") ? http.baseUrl : `${http.baseUrl}/`);
  const url = new URL(call.path, base);
  if (url.origin !== base.origin)
    throw new CrmError("unexpected_answer", `${http.product} pointed to a page on another host.`);
  let res: Response;
  try {
    res = await fetch(url, {
      method: call.method,
      headers: {
        authorization: http.authorization ? http.authorization(token) : `Bearer ${token}`,
        accept: "application/json",
        ...(call.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(http.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
    throw new CrmError("unavailable", `${http.product} did not answer${timedOut ? " in time" : ""}.`);
  }
  const text = await readCapped(res);
  if (res.status === 401) throw new CrmError("token_rejected", `${http.product} refused the token.`, 401);
  if (res.status === 403)
    throw new CrmError("token_forbidden", `${http.product} accepted the token but it may not do this.`, 403);
  if (res.status === 404 && call.notFound) throw new CrmError("not_found", call.notFound, 404);
  if (res.status === 429)
    throw new CrmError(
      "rate_limited",
      `${http.product} is limiting requests.`,
      429,
      retryAfterSeconds(res.headers.get("retry-after")) ?? rateLimitWait(res.headers),
    );
  if (res.status >= 500) throw new CrmError("unavailable", `${http.product} answered ${res.status}.`, res.status);
  if (res.status < 200 || res.status >= 300)
    throw new CrmError("unexpected_answer", `${http.product} answered ${res.status}${crmMessage(text)}.`, res.status);
  let body: unknown;
  try {
    body = text === "" && res.status === 204 ? {} : JSON.parse(text ?? "");
  } catch {
    throw new CrmError("unexpected_answer", `${http.product} answered with something other than JSON.`, res.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new CrmError("unexpected_answer", `${http.product}'s answer is not in the shape it documents.`, res.status);
  return parsed.data;
}

/** A record found, or made when there is none: its id, and whether it was made. */
export async function foundOrMade(
  find: () => Promise<string | undefined>,
  make: () => Promise<string>,
): Promise<{ recordId: string; created: boolean }> {
  const found = await find();
  return found !== undefined ? { recordId: found, created: false } : { recordId: await make(), created: true };
}

/**
 * The wait a 429 names without Retry-After: HubSpot's window (X-HubSpot-RateLimit-Interval-
 * Milliseconds, ten seconds for private apps), or Affinity's reset of whichever of its limits ran
 * out (X-Ratelimit-Limit-User-Reset, per minute; X-Ratelimit-Limit-Org-Reset, per month), in seconds.
 */
function rateLimitWait(headers: Headers): number | undefined {
  const ms = Number(headers.get("x-hubspot-ratelimit-interval-milliseconds"));
  if (Number.isFinite(ms) && ms > 0) return Math.ceil(ms / 1000);
  for (const scope of ["user", "org"]) {
    const remaining = headers.get(`x-ratelimit-limit-${scope}-remaining`);
    const reset = Number(headers.get(`x-ratelimit-limit-${scope}-reset`));
    if (remaining === "0" && Number.isFinite(reset) && reset > 0) return Math.ceil(reset);
  }
  return undefined;
}

/** The CRM's own words about a refused request (each CRM puts them in `message`), kept short. */
function crmMessage(text: string | null): string {
  try {
    const m = (JSON.parse(text ?? "") as { message?: unknown }).message;
    return typeof m === "string" && m.trim() ? `: ${m.trim().slice(0, 300)}` : "";
  } catch {
    return "";
  }
}

/** The body as text, or null past MAX_ANSWER_BYTES (the reading stops there). */
async function readCapped(res: Response): Promise<string | null> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return new TextDecoder().decode(all);
}
