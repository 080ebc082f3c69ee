import type { Role } from "../db/types";
import type { Scope } from "./scopes";

/** Who is calling: the key, the member it acts for and their organisation. */
export interface Actor {
  orgId: string;
  orgName: string;
  memberId: string;
  memberEmail: string | null;
  memberName: string | null;
  role: Role;
  keyId: string;
  keyName: string;
  scopes: Scope[];
}
