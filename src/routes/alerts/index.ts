import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import * as get from "./get";
import * as list from "./list";

/** /api/v1/alerts: whether each run emailed the investor, and why (spec 4.3). */
export function registerAlertRoutes(r: OpenAPIHono<AppEnv>): void {
  list.register(r);
  get.register(r);
}
