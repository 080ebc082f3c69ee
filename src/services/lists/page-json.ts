/**
 * A result serialised once: identical list requests that waited together share one page object
 * (run.ts), so its JSON is kept with it and every REST response and tool result built
 * from it uses the same text and bytes. A page carries nothing of the request (its id is a header,
 * or the tool call's own envelope), so the text is what `JSON.stringify` of it gives each time.
 */
const texts = new WeakMap<object, string>();
const bytes = new WeakMap<object, Uint8Array<ArrayBuffer>>();
const encoder = new TextEncoder();

export function jsonText(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
  return text;
}

/** The page's JSON as UTF-8, encoded once: a shared page is not encoded again for each response. */
export function jsonBytes(value: object): Uint8Array<ArrayBuffer> {
  let b = bytes.get(value);
  if (b === undefined) bytes.set(value, (b = encoder.encode(jsonText(value))));
  return b;
}
