import type { z } from "zod";
import { issuesFromZod, validationError } from "../errors";

/* Lists (docs/web.md): a page's query as the list service takes it, and links to the next page. */

/** URL parameters as a list service's query schema takes them; a bad one is the service's own 400. */
export function listQuery<S extends z.ZodType>(schema: S, raw: Record<string, string | undefined>): z.output<S> {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== "")),
  );
  if (!parsed.success) throw validationError(issuesFromZod(parsed.error.issues));
  return parsed.data;
}

/** The same page's URL with `cursor` set (or removed). */
export function withCursor(url: URL, cursor: string | null): string {
  const u = new URL(url);
  if (cursor) u.searchParams.set("cursor", cursor);
  else u.searchParams.delete("cursor");
  return u.pathname + u.search;
}

/** "Newest" (back to the first page) and "Older" (the next page) links; cursors only go forward. */
export function Pager(props: { url: URL; nextCursor: string | null | undefined; newest: string; older: string }) {
  const paged = props.url.searchParams.has("cursor");
  if (!paged && !props.nextCursor) return null;
  return (
    <nav class="pager" aria-label="Pages">
      {paged ? <a href={withCursor(props.url, null)}>{props.newest}</a> : <span></span>}
      {props.nextCursor ? (
        <a href={withCursor(props.url, props.nextCursor)} rel="next">
          {props.older}
        </a>
      ) : null}
    </nav>
  );
}
