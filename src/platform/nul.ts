/**
 * Postgres text and jsonb cannot hold U+0000, so text from outside (fetched pages, model replies)
 * loses it: it carries no meaning there, and a replacement character would show in names and
 * summaries. Client input is refused instead (services/shared/text-input.ts).
 */
export function dropNul(text: string): string {
  return text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
}

/** `dropNul` on every string of a parsed JSON value (keys included). */
export function dropNulDeep(value: unknown): unknown {
  if (typeof value === "string") return dropNul(value);
  if (Array.isArray(value)) return value.map(dropNulDeep);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [dropNul(k), dropNulDeep(v)]));
  }
  return value;
}
