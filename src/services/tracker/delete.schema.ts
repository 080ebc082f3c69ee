import { z } from "@hono/zod-openapi";

/* DELETE /tracker/{id} and the tool `remove_company`. */

export const Deleted = z
  .object({ data: z.object({ id: z.uuid(), deleted: z.literal(true) }) })
  .openapi("CompanyDeleted");
export type Deleted = z.infer<typeof Deleted>;
