import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import { guard } from "../../http/guard";
import { AUTHED_ERRORS, errorResponses, jsonContent, security } from "../../http/openapi";
import { IntegrationNoteResponse } from "../../services/integrations/notes.schema";
import { retryIntegrationNote } from "../../services/integrations/retry-note";
import { NoteParams, TAGS } from "./schema";

export const route = createRoute({
  method: "post",
  operationId: "retryIntegrationNote",
  path: "/api/v1/integrations/{id}/notes/{noteId}/retry",
  tags: TAGS,
  summary: "Retry a CRM note",
  description:
    "A note not yet written is tried again now. One whose earlier attempt may have reached the CRM is looked " +
    "for on the record first, so the alert still has exactly one note; a written note is left as it is. " +
    "The connection must be active (409 `integration_paused` otherwise). Owners only.",
  middleware: [guard("retryIntegrationNote")] as const,
  security,
  request: { params: NoteParams },
  responses: {
    202: jsonContent(IntegrationNoteResponse, "The note, queued to be tried again"),
    ...errorResponses([...AUTHED_ERRORS, 404, 409], { 400: ["validation_error"], 409: ["integration_paused"] }),
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const { id, noteId } = c.req.valid("param");
    return c.json(await retryIntegrationNote(c.get("deps"), c.get("actor"), id, noteId), 202);
  });
}
