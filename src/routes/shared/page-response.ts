import type { Context } from "hono";
import type { AppEnv } from "../../http/env";

/**
 * A page serialised once: identical list requests that waited together share one page object
 * (src/services/list-pipeline.ts), so its JSON is kept with it and each of them sends the same
 * string. The body carries nothing of the request (its id is a header), so every response is
 * byte for byte what `c.json(page, 200)` would send.
 */
const bodies = new WeakMap<object, string>();

export function pageJson<T extends object>(c: Context<AppEnv>, page: T) {
  let body = bodies.get(page);
  if (body === undefined) bodies.set(page, (body = JSON.stringify(page)));
  return c.body(body, 200, { "Content-Type": "application/json" }) as unknown as ReturnType<typeof c.json<T, 200>>;
}
