import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import * as decide from "./decide";
import * as get from "./get";
import * as list from "./list";
import * as track from "./track";

/** /api/v1/leads: founders discovered around tracked companies, and their triage (spec 4.4). */
export function registerLeadRoutes(r: OpenAPIHono<AppEnv>): void {
  list.register(r);
  get.register(r);
  track.register(r);
  decide.register(r);
}
