import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { pageJson } from "../shared/page-response";
import { jsonContent, security } from "../../http/openapi";
import { listAlerts, AlertListQuery } from "../../services/alerts/list";
import { AMBIGUITY_NOTE, companyFilteredListErrors } from "../shared/filters";
import { AlertList } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "listAlerts",
  path: "/api/v1/alerts",
  tags: ["Alerts"],
  summary: "List alerts",
  description:
    `Whether each run emailed the investor, and why; newest first, compact by default, only \`sent\` alerts ` +
    `unless \`outcome\` says otherwise. \`latestPerEntity=true\` keeps each company's newest alert. Filter by ` +
    `company with \`entityId\` or \`entityQuery\` (by name), and by sector with \`classification\`. ` +
    `${AMBIGUITY_NOTE}`,
  middleware: [guard("listAlerts")] as const,
  security,
  request: { query: AlertListQuery },
  responses: {
    200: jsonContent(AlertList, "A page of alerts"),
    ...companyFilteredListErrors("entity"),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const body = await listAlerts(c.get("deps"), c.get("actor"), c.req.valid("query"));
    return pageJson(c, body);
  });
}
