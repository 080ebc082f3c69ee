import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/env";
import * as create from "./create";
import * as del from "./delete";
import * as get from "./get";
import * as leads from "./leads";
import * as list from "./list";
import * as notes from "./notes";
import * as retryNote from "./retry-note";
import * as sync from "./sync";
import * as syncs from "./syncs";
import * as update from "./update";

/** /api/v1/integrations: the organisation's CRM connections (docs/integrations.md). */
export function registerIntegrationRoutes(r: OpenAPIHono<AppEnv>): void {
  create.register(r);
  list.register(r);
  get.register(r);
  update.register(r);
  del.register(r);
  sync.register(r);
  syncs.register(r);
  notes.register(r);
  retryNote.register(r);
  leads.register(r);
}
