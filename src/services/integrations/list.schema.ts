import { z } from "@hono/zod-openapi";
import { pageParams } from "../lists/paging";
import { Integration } from "./views.schema";

/*
 * GET /api/v1/integrations: `view` taken as on every list; a connection has nothing to cut, so both views are the
 * same.
 */

export const IntegrationListQuery = z
  .object({ view: pageParams.view, limit: pageParams.limit, cursor: pageParams.cursor })
  .strict();
export type IntegrationListQuery = z.output<typeof IntegrationListQuery>;

export const IntegrationList = z
  .object({ data: z.array(Integration), nextCursor: z.string().nullable() })
  .openapi("IntegrationList");
export type IntegrationList = z.infer<typeof IntegrationList>;
