import { z } from "@hono/zod-openapi";
import { AlertItem } from "./views.schema";

/* GET /alerts/{id} and the tool `get_alert`. */

export const AlertResponse = z.object({ data: AlertItem.describe("The alert.") }).openapi("AlertResponse");
export type AlertResponse = z.infer<typeof AlertResponse>;
