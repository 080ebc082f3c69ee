export const SCOPES = ["tracker:read", "tracker:write", "leads:read", "leads:write"] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(s: string): s is Scope {
  return (SCOPES as readonly string[]).includes(s);
}
