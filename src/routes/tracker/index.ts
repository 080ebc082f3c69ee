import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import * as create from "./create";
import * as del from "./delete";
import * as enrich from "./enrich";
import * as get from "./get";
import * as list from "./list";
import * as refresh from "./refresh";
import * as update from "./update";

/** /api/v1/tracker: tracked companies (spec 4.2). */
export function registerTrackerRoutes(r: OpenAPIHono<AppEnv>): void {
  create.register(r);
  enrich.register(r);
  list.register(r);
  get.register(r);
  update.register(r);
  del.register(r);
  refresh.register(r);
}
