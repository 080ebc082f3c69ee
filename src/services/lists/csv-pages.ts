import { csvHeader, csvLine } from "../shared/csv";

/*
 * Every list as CSV: the rows the list's filters select, every page of them, not
 * only the page on screen. Each export pages through the list's own service (the same filters,
 * scoping and validation as GET /api/v1/…) in its largest pages, so an export and the list can
 * never disagree; it is read a page at a time as the download is sent, so no export is held whole.
 * The first page is read before the header is yielded: a refused filter (an ambiguous company, a
 * bad date) is the list's error, not a broken file.
 */

/** A page of a list; its items are of the view asked for (`full`), which the list's type leaves as a union. */
export interface Page {
  data: unknown[];
  nextCursor: string | null;
}

export async function* pagedCsv<Item>(
  columns: readonly string[],
  page: (cursor: string | undefined) => Promise<Page>,
  row: (item: Item) => unknown[],
): AsyncGenerator<string> {
  let current = await page(undefined);
  yield csvHeader(columns);
  for (;;) {
    if (current.data.length) yield (current.data as Item[]).map((item) => csvLine(row(item))).join("");
    if (!current.nextCursor) return;
    current = await page(current.nextCursor);
  }
}

/** Several values in one cell as the import reads them back: separated by semicolons. */
export const many = (values: readonly (string | null | undefined)[]) => values.map((v) => v ?? "").join("; ");
/** A list cell that is blank rather than a lone separator when every value is missing. */
export const manyOrBlank = (values: readonly (string | null | undefined)[]) =>
  values.some(Boolean) ? many(values) : "";
