import { z } from "zod";
import { SCOPES } from "../access/scopes";

export const NewKeySchema = z.object({
  name: z.string().trim().min(1, "must not be blank").max(100, "must be at most 100 characters"),
  scopes: z.array(z.enum(SCOPES)).min(1, "choose at least one scope"),
  /** A day (`2027-01-31`, the key works until its end, UTC) or an instant; absent: never expires. */
  expiresAt: z.string().trim().optional(),
});
export type NewKey = z.input<typeof NewKeySchema>;
