/** A page of any list (spec 2.1): its items, and the cursor of the next page or null. */
export interface Page<Item> {
  data: Item[];
  nextCursor: string | null;
}

/**
 * A list call: iterate it for every item across pages (`for await (const c of list)`), `pages()`
 * for page after page, or `page()` for the first page only. Pages are fetched as they are needed,
 * each by the `nextCursor` of the one before; nothing is fetched until asked for.
 */
export class Paginated<Item, P extends Page<Item> = Page<Item>> implements AsyncIterable<Item> {
  constructor(
    private readonly fetchPage: (cursor: string | undefined) => Promise<P>,
    private readonly firstCursor?: string,
  ) {}

  /** One page: the first one, or the one `cursor` points at. */
  page(cursor: string | undefined = this.firstCursor): Promise<P> {
    return this.fetchPage(cursor);
  }

  async *pages(): AsyncGenerator<P, void, undefined> {
    let cursor = this.firstCursor;
    for (;;) {
      const page = await this.fetchPage(cursor);
      yield page;
      if (page.nextCursor === null) return;
      cursor = page.nextCursor;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.pages()) yield* page.data;
  }
}
