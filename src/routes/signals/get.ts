import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { getSignal } from "../../services/signals/get";
import { SignalResponse } from "../../services/signals/get.schema";
import { ViewQuery } from "../../services/shared/views.schema";
import { SignalIdParams } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "getSignal",
  path: "/api/v1/signals/{id}",
  tags: ["Signals"],
  summary: "Get a signal",
  description: "One signal; full view by default: the whole summary, all evidence, the analysis and the run id.",
  middleware: [guard("getSignal")] as const,
  security,
  request: { params: SignalIdParams, query: ViewQuery },
  responses: {
    200: jsonContent(SignalResponse, "The signal"),
    ...errorResponses([...AUTHED_ERRORS, 404]),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { view } = c.req.valid("query");
    return c.json(await getSignal(c.get("deps"), c.get("actor"), id, view), 200);
  });
}
