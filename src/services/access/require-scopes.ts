import { ApiError } from "../../errors";
import type { Actor } from "./actor";
import type { Scope } from "./scopes";

/**
 * Scope check shared by REST and tools. A viewer's key is read-only whatever scopes it carries.
 */
export function requireScopes(actor: Actor, required: Scope[], opts: { write: boolean }): void {
  const missing = required.filter((s) => !actor.scopes.includes(s));
  if (actor.sessionId && opts.write && actor.role === "viewer") {
    // A signed-in viewer has the read scopes only (services/sessions/actor.ts): what they lack is the role.
    throw new ApiError("forbidden", "You are a viewer in this organisation: viewers can only read.", {
      requiredScopes: required,
      grantedScopes: actor.scopes,
      role: actor.role,
    });
  }
  if (missing.length) {
    throw new ApiError("forbidden", `This API key lacks the required scope: ${missing.join(", ")}.`, {
      requiredScopes: required,
      grantedScopes: actor.scopes,
    });
  }
  if (opts.write && actor.role === "viewer") {
    throw new ApiError("forbidden", "This API key acts for a viewer, who can only read.", {
      requiredScopes: required,
      grantedScopes: actor.scopes,
      role: actor.role,
    });
  }
}
