import type { SnapshotPage } from "../../collect/snapshot";

/** The URL of the first page of these kinds that was read. */
export function pageUrlOf(pages: SnapshotPage[], kinds: SnapshotPage["kind"][]): string | null {
  const page = pages.find((p) => p.ok && kinds.includes(p.kind));
  return page ? (page.finalUrl ?? page.url) : null;
}
