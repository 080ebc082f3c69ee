import { z } from "@hono/zod-openapi";
import { idParams } from "../shared/filters";

/*
 * The HTTP parts of /api/v1/integrations (docs/integrations.md): path ids. Bodies and responses are beside the
 * services.
 */

export { IdempotencyHeaders } from "../tracker/schema";
export const IdParams = idParams("Integration");
export const NoteParams = IdParams.extend({
  noteId: z.guid({ message: "must be a UUID" }).openapi({
    param: { name: "noteId", in: "path" },
    example: "2f1f7c3c-2b10-4b8e-9a51-5d1c1d7e2a8e",
    description: "Note id.",
  }),
});
export const TAGS = ["Integrations"];
