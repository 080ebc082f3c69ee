import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import * as receive from "./receive";

/** /api/v1/jobs: the signed endpoint QStash delivers background jobs to (internal). */
export function registerJobRoutes(r: OpenAPIHono<AppEnv>): void {
  receive.register(r);
}
