/** Spec 5.4's four, and the webhooks' two (decisions 3). */
export const SCOPES = [
  "tracker:read",
  "tracker:write",
  "leads:read",
  "leads:write",
  "webhooks:read",
  "webhooks:write",
] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(s: string): s is Scope {
  return (SCOPES as readonly string[]).includes(s);
}

/** The scopes that only read. */
export const READ_SCOPES: readonly Scope[] = SCOPES.filter((s) => s.endsWith(":read"));

/** The scopes a role may hold (spec 5.4: a viewer is read-only, whatever a key of theirs names). */
export function scopesForRole(role: "owner" | "member" | "viewer"): readonly Scope[] {
  return role === "viewer" ? READ_SCOPES : SCOPES;
}

/** What a key's scopes let it do for a member of `role`: a viewer's write scopes do nothing. */
export function effectiveScopes(role: "owner" | "member" | "viewer", scopes: readonly Scope[]): Scope[] {
  const allowed = scopesForRole(role);
  return scopes.filter((s) => allowed.includes(s));
}
