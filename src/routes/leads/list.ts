import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { pageJson } from "../shared/page-response";
import { jsonContent, security } from "../../http/openapi";
import { listLeads, LeadListQuery } from "../../services/leads/list";
import { AMBIGUITY_NOTE, companyFilteredListErrors } from "../shared/filters";
import { LeadList } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "listLeads",
  path: "/api/v1/leads",
  tags: ["Leads"],
  summary: "List leads",
  description:
    `Founders discovered around tracked companies, newest first, compact by default. \`decision=unreviewed\` is ` +
    `the inbox. Filter by source company (\`sourceEntityId\`, or \`sourceQuery\` by name), \`stage\`, sector ` +
    `(\`classification\`, alias \`sector\`) and \`founderName\`. ${AMBIGUITY_NOTE}`,
  middleware: [guard("listLeads")] as const,
  security,
  request: { query: LeadListQuery },
  responses: {
    200: jsonContent(LeadList, "A page of leads"),
    ...companyFilteredListErrors("source"),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const body = await listLeads(c.get("deps"), c.get("actor"), c.req.valid("query"));
    return pageJson(c, body);
  });
}
