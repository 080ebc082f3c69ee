/**
 * A byte stream read whole, but never past `maxBytes`: null (and the rest left unread, the stream
 * cancelled) as soon as more has arrived; with `truncate`, the first `maxBytes` instead of null.
 * A missing stream is empty. Runs anywhere: Web streams only.
 */
export async function readCapped(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  opts: { truncate?: boolean } = {},
): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (stream) {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (total + value.byteLength > maxBytes) {
        await reader.cancel().catch(() => undefined);
        if (!opts.truncate) return null;
        chunks.push(value.subarray(0, maxBytes - total));
        total = maxBytes;
        break;
      }
      total += value.byteLength;
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
