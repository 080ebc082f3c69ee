import { base64Decode, base64Encode, hmacSha256Base64 } from "../../platform/crypto";

/*
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is `whsec_` and the
 * base64 of random bytes, whose decoded bytes are the HMAC-SHA256 key; a delivery carries
 * `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature`: `v1,<base64 HMAC of
 * "id.timestamp.body">`, one per live secret, space-separated.
 */

export const SECRET_PREFIX = "whsec_";
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return SECRET_PREFIX + base64Encode(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
}

export async function signatureOf(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const key = base64Decode(secret.slice(SECRET_PREFIX.length));
  return `v1,${await hmacSha256Base64(key, `${id}.${timestamp}.${body}`)}`;
}

/** The three Standard Webhooks headers of one attempt, signed with every secret given. */
export async function signedHeaders(
  secrets: string[],
  id: string,
  at: Date,
  body: string,
): Promise<Record<string, string>> {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signatures = await Promise.all(secrets.map((s) => signatureOf(s, id, timestamp, body)));
  return { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": signatures.join(" ") };
}
