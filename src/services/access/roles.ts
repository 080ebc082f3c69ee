import type { Role } from "../../db/types";

/** A member's roles, most powers first (spec 5.4): the one list the services, the CLI and the pages read. */
export const ROLES = ["owner", "member", "viewer"] as const satisfies readonly Role[];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
