import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import * as get from "./get";
import * as list from "./list";

/** /api/v1/signals: the analysed result of each tracker run (spec 4.3). */
export function registerSignalRoutes(r: OpenAPIHono<AppEnv>): void {
  list.register(r);
  get.register(r);
}
