import { ApiError } from "../../errors";
import type { AppDeps } from "../deps";
import type { Actor } from "./actor";
import { requireScopes } from "./require-scopes";
import { consumeRateLimits, rateLimiterDeps, type BucketName, type RateLimitState } from "./rate-limit";
import type { Scope } from "./scopes";

/** What an operation demands of the key calling it, over REST or the tool server alike. */
export interface Access {
  scopes: readonly Scope[];
  /** Spec 8: counted toward each of these; create, refresh and enrich are also writes. */
  buckets: readonly BucketName[];
  /** A write: refused for a viewer's key whatever its scopes. */
  write: boolean;
  /** Only the organisation's owners may: a member's or viewer's key is refused whatever its scopes. */
  owners?: boolean;
}

const read = (scope: Scope): Access => ({ scopes: [scope], buckets: ["read"], write: false });
const write = (scopes: Scope[], ...extra: BucketName[]): Access => ({
  scopes,
  buckets: ["write", ...extra],
  write: true,
});

/**
 * Every operation's access (spec 4.2–4.5, 8). The REST guard and the tool runner both read this
 * table, so a tool always costs and demands what its REST twin does.
 */
export const ACCESS = {
  listCompanies: read("tracker:read"),
  getCompany: read("tracker:read"),
  createCompany: write(["tracker:write"], "create"),
  updateCompany: write(["tracker:write"]),
  refreshCompany: write(["tracker:write"], "refresh"),
  deleteCompany: write(["tracker:write"]),
  enrichDraft: write(["tracker:write"], "enrich"),
  listSignals: read("tracker:read"),
  getSignal: read("tracker:read"),
  listAlerts: read("tracker:read"),
  getAlert: read("tracker:read"),
  listLeads: read("leads:read"),
  getLead: read("leads:read"),
  trackLead: write(["leads:write", "tracker:write"], "create"),
  decideLead: write(["leads:write"]),
  // Webhooks (decisions 3, docs/webhooks.md): no tool twins (the tool server has spec 4.5's 15).
  listWebhooks: read("webhooks:read"),
  getWebhook: read("webhooks:read"),
  listWebhookDeliveries: read("webhooks:read"),
  createWebhook: write(["webhooks:write"]),
  updateWebhook: write(["webhooks:write"]),
  deleteWebhook: write(["webhooks:write"]),
  rotateWebhookSecret: write(["webhooks:write"]),
  testWebhook: write(["webhooks:write"]),
  retryWebhookDelivery: write(["webhooks:write"]),
  // CRM integrations (docs/integrations.md): reads for any role with the scope, writes for owners
  // only (a connection holds the organisation's CRM credential). No tool twins.
  listIntegrations: read("integrations:read"),
  getIntegration: read("integrations:read"),
  createIntegration: { ...write(["integrations:write"]), owners: true },
  updateIntegration: { ...write(["integrations:write"]), owners: true },
  deleteIntegration: { ...write(["integrations:write"]), owners: true },
  syncIntegration: { ...write(["integrations:write"]), owners: true },
  listIntegrationSyncs: read("integrations:read"),
  listIntegrationNotes: read("integrations:read"),
  listIntegrationLeads: read("integrations:read"),
  retryIntegrationNote: { ...write(["integrations:write"]), owners: true },
  // Any valid key, counted toward no bucket (spec 4.5).
  whoami: { scopes: [], buckets: [], write: false },
} as const satisfies Record<string, Access>;

export type Operation = keyof typeof ACCESS;

/**
 * Operations only the web app has (docs/web.md): a member's own state, not the organisation's
 * data. Marking signals read changes only what the member has read, so a viewer may do it; it is
 * still a write toward the member's limits.
 */
export const WEB_ACCESS = {
  markSignalsRead: { scopes: ["tracker:read"], buckets: ["write"], write: false },
  // A member's own digest settings (docs/digest.md): any role, a viewer too; a write toward their limits.
  updateDigestPreferences: { scopes: [], buckets: ["write"], write: false },
  // A member's own API keys: any role, since a viewer's keys are read-only
  // whatever their scopes; an owner's revoking of others' keys is checked by the service.
  manageOwnKeys: { scopes: [], buckets: ["write"], write: false },
  // The organisation's members: owners only, which the service checks.
  manageMembers: { scopes: [], buckets: ["write"], write: true },
  // Importing companies from CSV: a write a viewer may not make. The upload and
  // the start are writes; each company the import creates is paced by its own hourly schedule at
  // the create limit (services/imports/start.ts), not counted when the member presses a button.
  importCompanies: { scopes: ["tracker:write"], buckets: ["write"], write: true },
  // The audit log: a read; owners only, which services/audit/list.ts checks.
  readAuditLog: { scopes: [], buckets: ["read"], write: false },
} as const satisfies Record<string, Access>;

export type WebOperation = keyof typeof WEB_ACCESS;

const accessOf = (operation: Operation | WebOperation): Access =>
  operation in ACCESS ? ACCESS[operation as Operation] : WEB_ACCESS[operation as WebOperation];

type AccessDeps = Pick<AppDeps, "rateLimitsEnabled" | "counters" | "logger" | "clock" | "config" | "metrics">;

/** Told the tightest bucket of a counted call, for its X-RateLimit-* headers. */
export type OnCounted = (state: RateLimitState | null) => void;

/**
 * The access checks of one call, in the order the spec implies: count it toward its buckets (every
 * authenticated call counts, even one refused afterwards: spec 5.6), then its scopes and the viewer
 * rule. Throws 429 rate_limited or 403 forbidden.
 */
export async function authorize(
  deps: AccessDeps,
  actor: Actor,
  operation: Operation | WebOperation,
  onCounted?: OnCounted,
): Promise<void> {
  const access = accessOf(operation);
  await countCall(deps, actor, access.buckets, onCounted);
  requireScopes(actor, [...access.scopes], { write: access.write });
  requireOwner(actor, access);
}

/** An owners-only operation refuses members and viewers, after the scope checks (their 403s come first). */
function requireOwner(actor: Actor, access: Access): void {
  if (access.owners && actor.role !== "owner")
    throw new ApiError(
      "forbidden",
      `Only the organisation's owners can do this; ${actor.sessionId ? "you are" : "this API key acts for"} a ` +
        `${actor.role}.`,
      {
        requiredScopes: [...access.scopes],
        grantedScopes: actor.scopes,
        requiredRole: "owner",
        role: actor.role,
      },
    );
}

/**
 * The scope and role checks of `operation` without counting a call: a page that shows a write's
 * form refuses those who could not submit it (403), before they fill it in.
 */
export function requirePermitted(actor: Actor, operation: Operation | WebOperation): void {
  const access = accessOf(operation);
  requireScopes(actor, [...access.scopes], { write: access.write });
  requireOwner(actor, access);
}

/** May the actor perform `operation`? For a page deciding whether to show its control; nothing is counted. */
export function permits(actor: Actor, operation: Operation | WebOperation): boolean {
  try {
    requirePermitted(actor, operation);
    return true;
  } catch {
    return false;
  }
}

/** Counts a call toward `buckets` when rate limits are on; throws 429 rate_limited over a limit. */
export async function countCall(
  deps: AccessDeps,
  actor: Actor,
  buckets: readonly BucketName[],
  onCounted?: OnCounted,
): Promise<void> {
  if (!deps.rateLimitsEnabled) return;
  const state = await consumeRateLimits(rateLimiterDeps(deps), actor.keyId, [...buckets]);
  onCounted?.(state);
}
