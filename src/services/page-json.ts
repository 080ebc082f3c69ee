/**
 * A result serialised once: identical list requests that waited together share one page object
 * (list-pipeline.ts), so its JSON is kept with it and every REST response and tool result built
 * from it uses the same string. A page carries nothing of the request (its id is a header, or the
 * tool call's own envelope), so the text is what `JSON.stringify` of it gives each time.
 */
const texts = new WeakMap<object, string>();

export function jsonText(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
  return text;
}
