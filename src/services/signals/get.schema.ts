import { z } from "@hono/zod-openapi";
import { SignalItem } from "./views.schema";

/* GET /signals/{id} and the tool `get_signal`. */

export const SignalResponse = z.object({ data: SignalItem.describe("The signal.") }).openapi("SignalResponse");
export type SignalResponse = z.infer<typeof SignalResponse>;
