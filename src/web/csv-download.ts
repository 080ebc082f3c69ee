import type { Context } from "hono";
import { csvHeaders, csvStream } from "../services/shared/csv";
import type { WebEnv } from "./env";

/**
 * A CSV download named `<name>-<today>.csv`, streamed from a service's export. Sent through the
 * page middleware, so it carries the pages' headers (no-store: it holds the organisation's data).
 * An export refused before its first row is the page's error, as a list would show it.
 */
export async function csvDownload(c: Context<WebEnv>, name: string, chunks: AsyncGenerator<string>): Promise<Response> {
  const day = c.get("deps").clock.now().toISOString().slice(0, 10);
  return c.body(await csvStream(chunks), 200, csvHeaders(`${name}-${day}.csv`));
}
