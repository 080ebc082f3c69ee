/*
 * Verifying a webhook delivery's Standard Webhooks signature (https://www.standardwebhooks.com):
 * `webhook-signature` is a space-separated list of `v1,<base64 HMAC-SHA256>` of
 * "<webhook-id>.<webhook-timestamp>.<body>", keyed with the endpoint's secret `whsec_<base64>`.
 * Web Crypto only, so it runs in Node, browsers, Workers and Deno alike.
 */

/** Headers as the Fetch API, Node's `req.headers` or a plain object hold them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** How far the delivery's timestamp may be from now, either way (default 300 s). */
  toleranceSeconds?: number;
  /** The current time in milliseconds (default `Date.now`). */
  now?: () => number;
  /** Web Crypto (default `globalThis.crypto`; on Node 18 pass `(await import("node:crypto")).webcrypto`). */
  crypto?: Crypto;
}

const SECRET_PREFIX = "whsec_";

/**
 * True when `body` (the raw request body, exactly as received: not parsed and serialised again)
 * carries a valid signature by `secret` and a timestamp within the tolerance; false otherwise.
 * Throws a TypeError when `secret` is not `whsec_<base64>`.
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string | Uint8Array | ArrayBuffer,
  options: VerifyWebhookOptions = {},
): Promise<boolean> {
  const subtle = (options.crypto ?? globalThis.crypto)?.subtle;
  if (!subtle) throw new TypeError("Web Crypto is not available: pass options.crypto");
  const key = secretBytes(secret);
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;

  const nowSeconds = Math.floor((options.now ?? Date.now)() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > (options.toleranceSeconds ?? 300)) return false;

  const hmac = await subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const signed = concat(new TextEncoder().encode(`${id}.${timestamp}.`), bodyBytes(body));
  for (const entry of signatures.split(" ")) {
    const comma = entry.indexOf(",");
    if (comma < 0 || entry.slice(0, comma) !== "v1") continue;
    const signature = decodeBase64(entry.slice(comma + 1));
    // verify() compares in constant time, unlike comparing the two signatures as strings.
    if (signature && (await subtle.verify("HMAC", hmac, signature, signed))) return true;
  }
  return false;
}

function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const bytes = secret.startsWith(SECRET_PREFIX) ? decodeBase64(secret.slice(SECRET_PREFIX.length)) : null;
  if (!bytes || bytes.length === 0) throw new TypeError("A webhook secret is `whsec_` followed by base64");
  return bytes;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

function bodyBytes(body: string | Uint8Array | ArrayBuffer): Uint8Array {
  if (typeof body === "string") return new TextEncoder().encode(body);
  return body instanceof Uint8Array ? body : new Uint8Array(body);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}
