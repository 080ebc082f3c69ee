import type { Context } from "hono";
import { readCapped } from "../platform/read-capped";

export type BodyText = { ok: true; text: string } | { ok: false; reason: "too_large" | "not_utf8" };

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The request body as text, never buffering more than `maxBytes` of it. A declared Content-Length
 * over the limit is refused without reading (HTTP framing holds the body to that length
 * otherwise); a body without one (chunked) is read as a stream and abandoned as soon as it passes
 * the limit, so an endless upload costs the server at most `maxBytes`. Bytes that are not UTF-8
 * (spec 2.1) are refused rather than replaced. The text is left in Hono's body cache, where
 * `c.req.json()` and the validators find it.
 */
export async function readBodyText(c: Context, maxBytes: number): Promise<BodyText> {
  const declared = c.req.header("content-length");
  let bytes: Uint8Array;
  if (declared !== undefined && declared.trim() !== "") {
    if (!(Number(declared) <= maxBytes)) return { ok: false, reason: "too_large" };
    bytes = new Uint8Array(await c.req.arrayBuffer());
  } else {
    const read = await readCapped(c.req.raw.body, maxBytes);
    if (!read) return { ok: false, reason: "too_large" };
    bytes = read;
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, reason: "not_utf8" };
  }
  c.req.bodyCache.text = Promise.resolve(text) as unknown as string; // Hono keeps the promise there
  return { ok: true, text };
}
