import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { jsonContent, security } from "../../http/openapi";
import { classificationParam } from "../../services/classification-filter";
import { listSignals } from "../../services/signals";
import { AMBIGUITY_NOTE, companyFilteredListErrors } from "../shared/filters";
import { SignalList, SignalListQuery } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "listSignals",
  path: "/api/v1/signals",
  tags: ["Signals"],
  summary: "List signals",
  description: `The analysed result of each tracker run, newest first, compact by default. Filter by time (\`since\`, \`until\`), \`needsAttention\`, company (\`entityId\`, or \`entityQuery\` by name), sector (\`classification\`), \`type\`, \`severity\`, \`recommendation\` (one value or a comma list) and text (\`q\`). ${AMBIGUITY_NOTE}`,
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
    const q = c.req.valid("query");
    const body = await listSignals(c.get("deps"), c.get("actor"), {
      since: q.since,
      until: q.until,
      needsAttention: q.needsAttention,
      entityId: q.entityId,
      entityQuery: q.entityQuery,
      classification: classificationParam(q),
      type: q.type,
      severity: q.severity,
      recommendation: q.recommendation,
      q: q.q,
      view: q.view,
      limit: q.limit,
      cursor: q.cursor,
    });
    return c.json(body, 200);
  });
}
