/*
 * A list page's filters in its URL (so a filtered list can be bookmarked and shared): the values
 * of the named parameters, and the page's URL with some of them changed. Empty values are left out.
 */

export type UrlFilters<K extends string> = Partial<Record<K | "cursor", string>>;

export function readFilters<K extends string>(url: URL, keys: readonly K[]): UrlFilters<K> {
  const f: UrlFilters<K> = {};
  for (const k of [...keys, "cursor" as const]) {
    const v = url.searchParams.get(k)?.trim();
    if (v) f[k] = v;
  }
  return f;
}

/** `path` with these filters, changed by `change` (undefined removes one). */
export function filtersHref<K extends string>(path: string, f: UrlFilters<K>, change: UrlFilters<K> = {}): string {
  const all: Record<string, string | undefined> = { ...f, ...change };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(all)) if (v) params.set(k, v);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** How many of these filters are in use (the cursor is not a filter). */
export function filtersInUse<K extends string>(f: UrlFilters<K>, keys: readonly K[]): number {
  return keys.filter((k) => f[k]).length;
}
