import type { Context } from "hono";

/**
 * The request body as text, never buffering more than `maxBytes` of it: null when it is larger.
 * A declared Content-Length over the limit is refused without reading (HTTP framing holds the
 * body to that length otherwise); a body without one (chunked) is read as a stream and abandoned
 * as soon as it passes the limit, so an endless upload costs the server at most `maxBytes`.
 * The text is left in Hono's body cache, where `c.req.json()` and the validators find it.
 */
export async function readBodyText(c: Context, maxBytes: number): Promise<string | null> {
  const declared = c.req.header("content-length");
  if (declared !== undefined && declared.trim() !== "") {
    return Number(declared) <= maxBytes ? c.req.text() : null;
  }
  const stream = c.req.raw.body;
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (stream) {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const text = new TextDecoder().decode(bytes);
  c.req.bodyCache.text = Promise.resolve(text) as unknown as string; // Hono keeps the promise there
  return text;
}
