import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/**
 * A POST's JSON-RPC answer as bytes, with the text of a shared list page spliced in as it was
 * escaped and encoded once (src/services/lists/page-json.ts) rather than escaped again inside every
 * response. Byte for byte what `JSON.stringify` of the answer gives.
 *
 * Results reach the transport as the SDK rebuilds them (it parses a tool's result with its
 * schema), so a text is recognised by its value: `rememberTextLiteral` keeps the latest texts
 * with their literals. A literal is a function of its text alone, so a match by value is always
 * right, whoever's request it came from.
 */
const MAX_REMEMBERED = 32;
const encoder = new TextEncoder();
const remembered = new Map<string, Uint8Array<ArrayBuffer>>();

/** Keeps `text` (a tool result's JSON) with its JSON string literal, escaped and encoded once. */
export function rememberTextLiteral(text: string): void {
  if (remembered.has(text)) return;
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(text, encoder.encode(JSON.stringify(text)));
}

/**
 * Stands for a literal while the rest is serialised: random per process (per isolate), so no id or
 * text a client sends can hold it. Made on first use: Workers allow no random values at load.
 */
let mark: string | null = null;
const splicingMark = () =>
  (mark ??=
    `ptapi-literal-` +
    `${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("")}-`);
export function encodeAnswer(value: JSONRPCMessage | JSONRPCMessage[]): Uint8Array<ArrayBuffer> | string {
  if (remembered.size === 0) return JSON.stringify(value);
  const MARK = splicingMark();
  const spliced: Uint8Array<ArrayBuffer>[] = [];
  const swap = (message: JSONRPCMessage): JSONRPCMessage => {
    const result = (message as { result?: { content?: unknown } }).result;
    if (!result || !Array.isArray(result.content)) return message;
    let changed = false;
    const content = result.content.map((item: unknown) => {
      const text = (item as { type?: unknown; text?: unknown } | null)?.text;
      const literal =
        typeof text === "string" && (item as { type?: unknown }).type === "text" ? remembered.get(text) : undefined;
      if (!literal) return item;
      changed = true;
      spliced.push(literal);
      return { ...(item as object), text: `${MARK}${spliced.length - 1}` };
    });
    return changed ? ({ ...message, result: { ...result, content } } as JSONRPCMessage) : message;
  };
  const swapped = Array.isArray(value) ? value.map(swap) : swap(value);
  const json = JSON.stringify(swapped);
  if (spliced.length === 0) return json;
  // One buffer, sized for the worst case of the JSON around the literals (3 bytes per UTF-16 unit), written in place.
  const pieces: (string | Uint8Array<ArrayBuffer>)[] = [];
  let capacity = 0;
  let from = 0;
  spliced.forEach((literal, i) => {
    const mark = `"${MARK}${i}"`;
    const at = json.indexOf(mark, from);
    pieces.push(json.slice(from, at), literal);
    capacity += (at - from) * 3 + literal.byteLength;
    from = at + mark.length;
  });
  pieces.push(json.slice(from));
  capacity += (json.length - from) * 3;
  const out = new Uint8Array(capacity);
  let written = 0;
  for (const piece of pieces) {
    if (typeof piece === "string") {
      written += encoder.encodeInto(piece, out.subarray(written)).written;
    } else {
      out.set(piece, written);
      written += piece.byteLength;
    }
  }
  return out.subarray(0, written);
}
