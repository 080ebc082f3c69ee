import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { pageJson } from "../shared/page-response";
import { jsonContent, security } from "../../http/openapi";
import { listSignals, SignalListQuery } from "../../services/signals/list";
import { AMBIGUITY_NOTE, companyFilteredListErrors } from "../shared/filters";
import { SignalList } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "listSignals",
  path: "/api/v1/signals",
  tags: ["Signals"],
  summary: "List signals",
  description:
    `The analysed result of each tracker run, newest first, compact by default. Filter by time (\`since\`, ` +
    `\`until\`), \`needsAttention\`, company (\`entityId\`, or \`entityQuery\` by name), sector ` +
    `(\`classification\`), \`type\`, \`severity\`, \`recommendation\` (one value or a comma list) and text ` +
    `(\`q\`). ${AMBIGUITY_NOTE}`,
  middleware: [guard("listSignals")] as const,
  security,
  request: { query: SignalListQuery },
  responses: {
    200: jsonContent(SignalList, "A page of signals"),
    ...companyFilteredListErrors("entity"),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const body = await listSignals(c.get("deps"), c.get("actor"), c.req.valid("query"));
    return pageJson(c, body);
  });
}
