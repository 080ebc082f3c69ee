import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { listIntegrationNotes } from "../../services/integrations/list-notes";
import { IntegrationNoteList, IntegrationNoteListQuery } from "../../services/integrations/notes.schema";
import { IdParams, TAGS } from "./schema";

export const route = createRoute({
  method: "get",
  operationId: "listIntegrationNotes",
  path: "/api/v1/integrations/{id}/notes",
  tags: TAGS,
  summary: "List a CRM connection's notes",
  description:
    "The notes alerts owe on the CRM's records, newest first, with `nextCursor` as every list: each one's " +
    "company, record, status, attempts, and the CRM's answer when it failed.",
  middleware: [guard("listIntegrationNotes")] as const,
  security,
  request: { params: IdParams, query: IntegrationNoteListQuery },
  responses: {
    200: jsonContent(IntegrationNoteList, "A page of notes"),
    ...errorResponses([...AUTHED_ERRORS, 404], { 400: ["validation_error", "invalid_cursor"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) =>
    c.json(
      await listIntegrationNotes(c.get("deps"), c.get("actor"), c.req.valid("param").id, c.req.valid("query")),
      200,
    ),
  );
}
