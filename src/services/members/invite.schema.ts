import { z } from "zod";
import { ROLES } from "../access/roles";

export const InviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("must be an email address")),
  role: z.enum(ROLES, "must be owner, member or viewer"),
  name: z
    .string()
    .trim()
    .max(100, "must be at most 100 characters")
    .optional()
    .transform((v) => v || undefined),
});
/** As a form or a caller sends it: strings, checked by InviteSchema. */
export type Invite = { email: string; role: string; name?: string };
