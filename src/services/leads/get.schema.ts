import { z } from "@hono/zod-openapi";
import { LeadItem } from "./views.schema";

/* GET /leads/{id} and the tool `get_lead`. */

export const LeadResponse = z.object({ data: LeadItem.describe("The lead.") }).openapi("LeadResponse");
export type LeadResponse = z.infer<typeof LeadResponse>;
