import { z } from "@hono/zod-openapi";
import { Operation, TrackerItem } from "./views.schema";

/* GET /tracker/{id} and the tool `get_company`: `operation` is in every view, where POST /tracker puts it too. */

export const CompanyResponse = z.object({ data: TrackerItem, operation: Operation }).openapi("CompanyResponse");
export type CompanyResponse = z.infer<typeof CompanyResponse>;
