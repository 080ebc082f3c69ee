/*
 * A rule for every piece of text a client sends: Postgres cannot store or compare the NUL
 * character (U+0000), and an unpaired UTF-16 surrogate (JSON's "\ud800") is not text at all (it
 * would be stored as U+FFFD). A value holding either is refused as a validation_error naming the
 * field, before it reaches a query (where the first would fail as an internal error).
 */

export const NUL_MESSAGE = "must not contain the NUL character (U+0000)";
export const SURROGATE_MESSAGE = "must be valid Unicode text (it holds an unpaired surrogate)";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemWith(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/** Every string (or object key) in `value` that is not storable text, as zod-like issues. */
export function textIssues(value: unknown, at: (string | number)[] = []): { path: (string | number)[]; message: string }[] {
  if (typeof value === "string") {
    const message = problemWith(value);
    return message ? [{ path: at, message }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => textIssues(v, [...at, i]));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => {
      const message = problemWith(k);
      return message ? [{ path: [...at, k], message }] : textIssues(v, [...at, k]);
    });
  }
  return [];
}
