import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { refreshCompany } from "../../services/tracker/refresh";
import { RefreshResponse } from "../../services/tracker/refresh.schema";
import { IdParams } from "./schema";

export const route = createRoute({
  method: "post",
  operationId: "refreshCompany",
  path: "/api/v1/tracker/{id}/refresh",
  tags: ["Tracker"],
  summary: "Run the tracker now",
  description:
    "Queues a run. It is finished when the company's `lastScrapedAt` differs from `baselineLastScrapedAt`; if " +
    "the company is paused before the run starts, the run is dropped, so stop polling when `status` is " +
    "`paused`. A paused company gives 409 `entity_paused`; a run already queued or running gives 409 " +
    "`run_in_progress`.",
  middleware: [guard("refreshCompany")] as const,
  security,
  request: { params: IdParams },
  responses: {
    202: jsonContent(RefreshResponse, "Run queued"),
    ...errorResponses([...AUTHED_ERRORS, 404, 409, 413], { 409: ["entity_paused", "run_in_progress"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await refreshCompany(c.get("deps"), c.get("actor"), id), 202);
  });
}
