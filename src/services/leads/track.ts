import type { Db } from "../../db/database";
import type { LeadRow } from "../../db/types";
import type { AppDeps } from "../deps";
import { notFound, validationError } from "../../errors";
import type { Actor } from "../access/actor";
import { recordAudit } from "../audit/record";
import { leadTarget } from "./decide";
import { recordObjectEvent } from "../../db/events";
import { renderEventData } from "../webhooks/event-data";
import { withIdempotency } from "../shared/idempotency";
import { requireUuid } from "../shared/path-id";
import { checkInput, upsertCompanyInTrx } from "../tracker/create";
import type { CreateCompanyInput } from "../tracker/create.schema";
import type { FounderInput } from "../tracker/fields.schema";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import { queueLeadPushes } from "../../db/crm-leads";
import { loadFull } from "../tracker/load";
import type { LeadTracked, TrackLeadInput } from "./track.schema";

export interface TrackLeadResult {
  /** 201 when a company was created from the lead; 200 when it already existed, was already tracked, or on a replay. */
  status: 200 | 201;
  body: LeadTracked;
  replayed: boolean;
}

/**
 * What is submitted to the tracker: the lead supplies identity (company name, website, LinkedIn,
 * Twitter, and its founder); identity fields the caller sends take precedence, and the caller's
 * founders are merged with the lead's founder (same LinkedIn, else same name, is one person).
 */
export function companyInputFromLead(lead: LeadRow, body: TrackLeadInput): CreateCompanyInput {
  const leadFounder: FounderInput = {
    name: lead.founder_name,
    ...(lead.founder_linkedin_url ? { linkedinUrl: lead.founder_linkedin_url } : {}),
    ...(lead.founder_twitter_url ? { twitterUrl: lead.founder_twitter_url } : {}),
  };
  const pick = (sent: string | undefined, stored: string | null) => sent ?? stored ?? undefined;
  return {
    companyName: pick(body.companyName, lead.company_name),
    companyWebsite: pick(body.companyWebsite, lead.company_website),
    companyLinkedinUrl: pick(body.companyLinkedinUrl, lead.company_linkedin_url),
    companyTwitterUrl: pick(body.companyTwitterUrl, lead.company_twitter_url),
    founders: [leadFounder, ...(body.founders ?? [])],
    thingsToTrack: body.thingsToTrack,
    alertEmails: body.alertEmails,
    emailAlertsEnabled: body.emailAlertsEnabled,
    cadenceDays: body.cadenceDays,
  };
}

/**
 * POST /api/v1/leads/{id}/track and the tool `track_lead`: tracks the lead's company and accepts
 * the lead (`decision.trackedEntityId`), whatever its decision was. The tracker's create step is
 * reused, so the existing-company rule applies (`existingEntity: true`, 200). A lead already
 * tracked is left as it is (200, `alreadyTracked: true`). With an idempotency key, a retry returns
 * the first response.
 */
export async function trackLead(
  deps: AppDeps,
  actor: Actor,
  leadId: string,
  body: TrackLeadInput,
  opts: { idempotencyKey?: string; request?: unknown } = {},
): Promise<TrackLeadResult> {
  requireUuid(leadId);
  checkInput(body);
  return withIdempotency<LeadTracked, 200 | 201>(
    deps,
    {
      keyId: actor.keyId,
      operation: `POST /api/v1/leads/${leadId}/track`,
      key: opts.idempotencyKey,
      request: opts.request ?? body,
    },
    async (record) => {
      const { result, jobIds } = await deps.db.transaction().execute(async (trx) => {
        const outcome = await trackInTrx(trx, deps, actor, leadId, body);
        // The response is read and recorded in the write's transaction: it commits with it or not at all.
        const data = (await loadFull(trx, actor.orgId, outcome.entityId))!;
        const result = {
          status: outcome.existing ? (200 as const) : (201 as const),
          body: {
            data,
            operation: data.operation,
            leadId,
            alreadyTracked: outcome.alreadyTracked,
            existingEntity: outcome.existing,
            idempotencyReplayed: false,
          },
        };
        await record(trx, result);
        return { result, jobIds: outcome.jobIds };
      });
      dispatchAfterCommit(deps, jobIds);
      return result;
    },
  );
}

/** The lead's company tracked and the lead accepted, in the caller's transaction. */
async function trackInTrx(
  trx: Db,
  deps: AppDeps,
  actor: Actor,
  leadId: string,
  body: TrackLeadInput,
): Promise<{ entityId: string; alreadyTracked: boolean; existing: boolean; jobIds: string[] }> {
  // The row lock makes concurrent tracks of one lead end with one company.
  const lead = await trx
    .selectFrom("leads")
    .selectAll()
    .where("id", "=", leadId)
    .where("org_id", "=", actor.orgId)
    .forUpdate()
    .executeTakeFirst();
  if (!lead) throw notFound("Lead");
  // tracked_entity_id is cleared when the company is deleted, so a set one still exists.
  if (lead.tracked_entity_id)
    return { entityId: lead.tracked_entity_id, alreadyTracked: true, existing: true, jobIds: [] };
  if (!lead.company_website && !body.companyWebsite) {
    throw validationError([{ path: "companyWebsite", message: "is required because the lead has no website" }]);
  }
  const {
    entityId,
    existing,
    jobIds: companyJobIds,
  } = await upsertCompanyInTrx(trx, deps, actor, companyInputFromLead(lead, body), {
    action: "company.created",
    details: { leadId },
  });
  const now = deps.clock.now();
  // Into the pipeline: each connection that puts leads on its CRM list is owed the company.
  const pushJobIds = await queueLeadPushes(trx, { orgId: actor.orgId, entityId, leadId, now });
  const jobIds = [...companyJobIds, ...pushJobIds];
  await recordAudit(trx, {
    action: "lead.tracked",
    by: actor,
    orgId: actor.orgId,
    target: leadTarget(lead),
    details: { companyId: entityId, existingCompany: existing, previous: lead.decision_status ?? "unreviewed" },
    at: now,
  });
  await trx
    .updateTable("leads")
    .set({
      decision_status: "accepted",
      decided_at: now,
      decided_by_member_id: actor.memberId,
      tracked_entity_id: entityId,
      updated_at: now,
    })
    .where("id", "=", lead.id)
    .execute();
  // About the lead, which outlives its company: not tied to the company's history.
  const sent = await recordObjectEvent(trx, renderEventData, {
    orgId: actor.orgId,
    type: "lead.decided",
    objectId: leadId,
    payload: { leadId, trackedEntityId: entityId, previousDecision: lead.decision_status, existingEntity: existing },
    now,
  });
  return { entityId, alreadyTracked: false, existing, jobIds: [...jobIds, ...sent] };
}
