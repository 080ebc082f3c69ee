import type { AppDeps } from "../deps";
import { ApiError, notFound } from "../../errors";
import type { Actor } from "../access/actor";
import { recordAudit, type AuditTarget } from "../audit/record";
import { recordObjectEvent } from "../../db/events";
import { renderEventData } from "../webhooks/event-data";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import { requireUuid } from "../shared/path-id";
import type { LeadFullResponse } from "./decide.schema";
import { loadLead } from "./views";
import type { LeadFull } from "./views.schema";

/**
 * POST /api/v1/leads/{id}/decision and the tool `decide_lead` (docs/spec/decisions.md): records accepted or
 * rejected. The same decision again changes nothing; a different one replaces it, except that a
 * lead whose company is tracked cannot be rejected (409 lead_tracked: stop tracking it first).
 * Accepting here does not track; POST /leads/{id}/track does. A decision that changes something
 * is audited (`lead.decided`) in its transaction.
 */
export async function decideLead(
  deps: AppDeps,
  actor: Actor,
  leadId: string,
  accepted: boolean,
): Promise<LeadFullResponse> {
  requireUuid(leadId);
  const status = accepted ? "accepted" : "rejected";
  const jobIds = await deps.db.transaction().execute(async (trx): Promise<string[]> => {
    const lead = await trx
      .selectFrom("leads")
      .select(["id", "decision_status", "tracked_entity_id", "founder_name", "company_name"])
      .where("id", "=", leadId)
      .where("org_id", "=", actor.orgId)
      .forUpdate()
      .executeTakeFirst();
    if (!lead) throw notFound("Lead");
    if (lead.decision_status === status) return [];
    if (status === "rejected" && lead.tracked_entity_id) {
      throw new ApiError(
        "lead_tracked",
        "This lead's company is tracked, so the lead cannot be rejected. Stop tracking the company first " +
          "(DELETE /api/v1/tracker/{id}, or the tool remove_company).",
        {
          trackedEntityId: lead.tracked_entity_id,
        },
      );
    }
    const now = deps.clock.now();
    await trx
      .updateTable("leads")
      .set({ decision_status: status, decided_at: now, decided_by_member_id: actor.memberId, updated_at: now })
      .where("id", "=", lead.id)
      .execute();
    await recordAudit(trx, {
      action: "lead.decided",
      by: actor,
      orgId: actor.orgId,
      target: leadTarget(lead),
      details: { decision: status, previous: lead.decision_status ?? "unreviewed" },
      at: now,
    });
    return recordObjectEvent(trx, renderEventData, {
      orgId: actor.orgId,
      type: "lead.decided",
      objectId: leadId,
      payload: { leadId, decision: status, previous: lead.decision_status },
      now,
    });
  });
  dispatchAfterCommit(deps, jobIds);
  return { data: (await loadLead(deps.db, actor.orgId, leadId, "full")) as LeadFull };
}

/** A lead as the audit log names it: its founder, and the company when known. */
export function leadTarget(lead: { id: string; founder_name: string; company_name: string | null }): AuditTarget {
  return {
    type: "lead",
    id: lead.id,
    label: lead.company_name ? `${lead.founder_name} (${lead.company_name})` : lead.founder_name,
  };
}
