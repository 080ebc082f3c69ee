/**
 * A request body sent as a stream (no Content-Length, as a chunked upload arrives): `total` bytes
 * in `chunkBytes` pieces, `text` first then spaces. `pulled()` says how much the server asked for.
 */
export function streamedBody(total: number, opts: { chunkBytes?: number; text?: string } = {}) {
  const chunkBytes = opts.chunkBytes ?? 64 * 1024;
  const head = new TextEncoder().encode(opts.text ?? "");
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunkBytes, total - sent);
      const chunk = new Uint8Array(size).fill(0x20);
      if (sent < head.length) chunk.set(head.subarray(sent, sent + size));
      sent += size;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

/** Request init for a streamed body (fetch wants `duplex: "half"` with a stream). */
export const streamedInit = (headers: Record<string, string>, body: ReadableStream<Uint8Array>) =>
  ({ method: "POST", headers, body, duplex: "half" }) as RequestInit;
