import { createHmac } from "node:crypto";

/**
 * HMAC-SHA256 with node:crypto, synchronously. Web Crypto's `sign` (platform/crypto.ts, what Workers
 * use) is an asynchronous job per call: for a cursor's few dozen bytes the scheduling costs far more
 * than the hashing, about 8% of a list page's CPU (bench/results.md).
 */
export function hmacSha256Node(secret: string, data: string): Uint8Array {
  return createHmac("sha256", secret).update(data).digest();
}
