/*
 * A rule for every piece of text a client sends: Postgres cannot store or compare the NUL
 * character (U+0000) in text, so a value holding one is refused as a validation_error naming the
 * field, before it reaches a query (where it would fail as an internal error).
 */

export const NUL_MESSAGE = "must not contain the NUL character (U+0000)";

/** The path of every string (or object key) in `value` that contains U+0000, as path segments. */
export function nulCharacterPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return value.includes("\u0000") ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => nulCharacterPaths(v, [...at, i]));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => (k.includes("\u0000") ? [[...at, k]] : nulCharacterPaths(v, [...at, k])));
  }
  return [];
}

/** `nulCharacterPaths` as zod-like issues, for the error builders of each surface. */
export function nulCharacterIssues(value: unknown): { path: (string | number)[]; message: string }[] {
  return nulCharacterPaths(value).map((path) => ({ path, message: NUL_MESSAGE }));
}
