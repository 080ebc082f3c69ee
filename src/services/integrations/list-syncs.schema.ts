import { z } from "@hono/zod-openapi";
import { pageParams } from "../lists/paging";

/* GET /api/v1/integrations/{id}/syncs: `view` taken as on every list; both views are the same. */

export const IntegrationSyncListQuery = z
  .object({ view: pageParams.view, limit: pageParams.limit, cursor: pageParams.cursor })
  .strict();
export type IntegrationSyncListQuery = z.output<typeof IntegrationSyncListQuery>;
