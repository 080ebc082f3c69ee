/** Spec 5.4's four, and the webhooks' two (decisions 3). */
export const SCOPES = ["tracker:read", "tracker:write", "leads:read", "leads:write", "webhooks:read", "webhooks:write"] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(s: string): s is Scope {
  return (SCOPES as readonly string[]).includes(s);
}
