import type { z } from "zod";

/*
 * The one way a CRM client asks its API (docs/integrations.md): a GET with the token as a Bearer
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
}

export interface CrmHttp {
  baseUrl: string;
  timeoutMs: number;
  /** The product's name, for messages ("Attio"). */
  product: string;
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
  const url = new URL(path, http.baseUrl.endsWith("/") ? http.baseUrl : `${http.baseUrl}/`);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
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
    throw new CrmError("token_forbidden", `${http.product} accepted the token but it may not read this.`, 403);
  if (res.status === 404 && notFound) throw new CrmError("not_found", notFound, 404);
  if (res.status === 429)
    throw new CrmError(
      "rate_limited",
      `${http.product} is limiting requests.`,
      429,
      retryAfterSeconds(res.headers.get("retry-after")),
    );
  if (res.status >= 500) throw new CrmError("unavailable", `${http.product} answered ${res.status}.`, res.status);
  if (res.status < 200 || res.status >= 300)
    throw new CrmError("unexpected_answer", `${http.product} answered ${res.status}.`, res.status);
  let body: unknown;
  try {
    body = JSON.parse(text ?? "");
  } catch {
    throw new CrmError("unexpected_answer", `${http.product} answered with something other than JSON.`, res.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new CrmError("unexpected_answer", `${http.product}'s answer is not in the shape it documents.`, res.status);
  return parsed.data;
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
