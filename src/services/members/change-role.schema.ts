import { z } from "zod";
import { ROLES } from "../access/roles";

export const RoleSchema = z.object({ role: z.enum(ROLES, "must be owner, member or viewer") });
