import { z } from "@hono/zod-openapi";
import { nullableTimestamp } from "../shared/views.schema";

/* POST /tracker/{id}/refresh and the tool `refresh_company` (spec 2.5). */

export const RefreshResponse = z
  .object({
    refresh: z.object({
      entityId: z.uuid(),
      taskId: z.uuid().describe("The id of the queued run."),
      status: z.literal("queued"),
      pollUrl: z.string(),
      baselineLastScrapedAt: nullableTimestamp("`lastScrapedAt` when queued; the run is finished once it differs."),
      suggestedPollIntervalSeconds: z.number().int(),
    }),
  })
  .openapi("RefreshResponse");
export type RefreshResponse = z.infer<typeof RefreshResponse>;
