import { z } from "@hono/zod-openapi";

export const IntegrationDeleted = z
  .object({ data: z.object({ id: z.uuid(), deleted: z.literal(true) }) })
  .openapi("IntegrationDeleted");
export type IntegrationDeleted = z.infer<typeof IntegrationDeleted>;
