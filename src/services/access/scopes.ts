/** Spec 5.4's four, the webhooks' two (decisions 3) and the CRM integrations' two (docs/integrations.md). */
export const SCOPES = [
  "tracker:read",
  "tracker:write",
  "leads:read",
  "leads:write",
  "webhooks:read",
  "webhooks:write",
  "integrations:read",
  "integrations:write",
] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(s: string): s is Scope {
  return (SCOPES as readonly string[]).includes(s);
}

/** The scopes that only read. */
export const READ_SCOPES: readonly Scope[] = SCOPES.filter((s) => s.endsWith(":read"));

/** Scopes only owners hold: managing the organisation's CRM connections (docs/integrations.md). */
export const OWNER_SCOPES: readonly Scope[] = ["integrations:write"];

/** The scopes a role may hold (spec 5.4: a viewer is read-only, whatever a key of theirs names). */
export function scopesForRole(role: "owner" | "member" | "viewer"): readonly Scope[] {
  if (role === "viewer") return READ_SCOPES;
  return role === "member" ? SCOPES.filter((s) => !OWNER_SCOPES.includes(s)) : SCOPES;
}

/** What a key's scopes let it do for a member of `role`: a viewer's write scopes do nothing. */
export function effectiveScopes(role: "owner" | "member" | "viewer", scopes: readonly Scope[]): Scope[] {
  const allowed = scopesForRole(role);
  return scopes.filter((s) => allowed.includes(s));
}
