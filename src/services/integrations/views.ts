import { CRM_PRODUCTS } from "../../platform/crm";
import type { IntegrationRow, IntegrationSyncRow } from "../../db/types";
import type { AuditTarget } from "../audit/record";
import { ts } from "../shared/timestamps";
import type { IntegrationSync, SyncCounts } from "./sync.schema";
import type { Integration } from "./views.schema";

/** A connection as the API shows it: the token (sealed or not) is never part of it. */
export function renderIntegration(r: IntegrationRow): Integration {
  const counts = r.counts ?? {};
  return {
    id: r.id,
    kind: r.kind,
    list: { id: r.list_id, name: r.list_name },
    state: r.state,
    stateReason: r.state_reason,
    lastSyncAt: ts(r.last_sync_at),
    awaitingFirstSync: r.awaiting_first_sync,
    counts: {
      listEntries: typeof counts.listEntries === "number" ? counts.listEntries : null,
      companiesTracked: typeof counts.companiesTracked === "number" ? counts.companiesTracked : 0,
    },
    addLeadsToList: r.add_leads_to_list,
    defaults: { thingsToTrack: r.things_to_track, alertEmails: r.alert_emails, cadenceDays: r.cadence_days },
    createdAt: ts(r.created_at),
    updatedAt: ts(r.updated_at),
  };
}

/** A connection as the audit log names it: the CRM and its list, never the token. */
export function integrationTarget(r: Pick<IntegrationRow, "id" | "kind" | "list_name">): AuditTarget {
  return { type: "integration", id: r.id, label: `${CRM_PRODUCTS[r.kind]}: ${r.list_name}` };
}

/** A sync as the API and the sync log show it. */
export function renderSync(r: IntegrationSyncRow): IntegrationSync {
  const c = (r.counts ?? {}) as Partial<SyncCounts>;
  const n = (k: keyof Omit<SyncCounts, "failed">) => (typeof c[k] === "number" ? c[k] : 0);
  return {
    id: r.id,
    integrationId: r.integration_id,
    trigger: r.trigger,
    status: r.status,
    counts: {
      seen: n("seen"),
      added: n("added"),
      linked: n("linked"),
      updated: n("updated"),
      paused: n("paused"),
      unchanged: n("unchanged"),
      scheduled: n("scheduled"),
      failed: Array.isArray(c.failed) ? c.failed : [],
    },
    crmStatus: r.crm_status,
    error: r.error,
    startedAt: ts(r.started_at),
    finishedAt: ts(r.finished_at),
  };
}
