import { z } from "zod";
import { withOneCompanyLookup } from "../../services/lists/company-lookup";
import { decideLead } from "../../services/leads/decide";
import { getLead } from "../../services/leads/get";
import { LeadListQuery, listLeads } from "../../services/leads/list";
import { trackLead } from "../../services/leads/track";
import { DecisionBody } from "../../services/leads/decide.schema";
import { TrackLeadBody } from "../../services/leads/track.schema";
import { CadenceDays } from "../../services/tracker/fields.schema";
import { LEAD_DECISIONS, LEAD_STAGES } from "../../services/leads/views.schema";
import { sectorArgs, emailListArg, enumList, pageArgs, thingsToTrackArg, uuidArg } from "../schemas";
import { defineTool } from "../tool";
import { alertRecipients, askForMissingInput } from "../user-input";

/* The lead tools: the operations of spec 4.4. */

const leadId = uuidArg("lead");
const track = TrackLeadBody.shape;

export const listLeadsTool = defineTool({
  name: "list_leads",
  title: "List leads",
  description:
    'Lists leads, newest first: founders discovered around tracked companies. `decision: "unreviewed"` is the ' +
    "inbox to triage. Filter by source company (`sourceQuery` takes a company or founder name; " +
    "`sourceEntityId` an exact id), stage, sector, or founder name. If `sourceQuery` is ambiguous the tool " +
    "answers `ambiguous_source` with candidates: ask the user which one, then pass its `sourceEntityId`. " +
    'Compact unless `view: "full"`; page with `cursor`.',
  input: withOneCompanyLookup(
    "source",
    z.strictObject({
      decision: enumList(
        LEAD_DECISIONS,
        "Only leads with this decision, or any of a list: `unreviewed` (no decision yet: the inbox), " +
          "`accepted`, `rejected`.",
      ),
      sourceEntityId: LeadListQuery.shape.sourceEntityId,
      sourceQuery: LeadListQuery.shape.sourceQuery,
      stage: enumList(LEAD_STAGES, `Only leads at this stage, or any of a list: ${LEAD_STAGES.join(", ")}.`),
      ...sectorArgs,
      founderName: LeadListQuery.shape.founderName,
      ...pageArgs,
    }),
  ),
  annotations: { readOnlyHint: true, openWorldHint: false },
  operation: "listLeads",
  run: (a, { deps, actor }) => listLeads(deps, actor, a),
});

export const getLeadTool = defineTool({
  name: "get_lead",
  title: "Get a lead",
  description:
    "Returns one lead in full: the founder, their company's detail (description, location, founding year, " +
    "team, social links), how it was discovered, and its decision. Use it before track_lead or decide_lead so " +
    "the user decides on the facts.",
  input: z.strictObject({ leadId }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  operation: "getLead",
  run: (a, { deps, actor }) => getLead(deps, actor, a.leadId, "full"),
});

export const trackLeadTool = defineTool({
  name: "track_lead",
  title: "Track a lead's company",
  description:
    "Accepts a lead and starts tracking its company: the lead supplies the company and founder; you supply the " +
    "tracking settings. Before calling, ask the user what to watch (`thingsToTrack`); if it is missing the " +
    "tool answers `needs_user_input` with quick picks to offer. Alerts always go to the acting member's email; " +
    "`alertEmails` only adds recipients. If the lead has no website, ask the user for `companyWebsite`. " +
    "Tracking a lead again changes nothing (`alreadyTracked: true`). Poll get_company with `data.id` until " +
    "`operation.enrichmentComplete`.",
  input: z.strictObject({
    leadId,
    thingsToTrack: thingsToTrackArg,
    alertEmails: emailListArg("Extra alert recipients beyond the acting member's own email (20 in total at most)."),
    emailAlertsEnabled: track.emailAlertsEnabled,
    cadenceDays: CadenceDays.optional().describe("Days between tracker runs: 3, 7 (default) or 30."),
    companyName: track.companyName,
    companyWebsite: track.companyWebsite,
    companyLinkedinUrl: track.companyLinkedinUrl,
    companyTwitterUrl: track.companyTwitterUrl,
    founders: track.founders,
  }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  operation: "trackLead",
  precheck: (raw, { actor }) => askForMissingInput(raw, actor),
  async run({ leadId: id, alertEmails, thingsToTrack, ...settings }, { deps, actor }) {
    const result = await trackLead(deps, actor, id, {
      ...settings,
      thingsToTrack: thingsToTrack!,
      alertEmails: alertRecipients(actor, alertEmails),
    });
    return result.body;
  },
});

export const decideLeadTool = defineTool({
  name: "decide_lead",
  title: "Accept or reject a lead",
  description:
    "Records the user's decision on a lead: `accepted: true` accepts it without tracking (use track_lead to " +
    "track it), `accepted: false` rejects it. Recording the same decision again changes nothing. A lead whose " +
    "company is tracked cannot be rejected (`lead_tracked`). Only call it on the user's decision.",
  input: z.strictObject({ leadId, ...DecisionBody.shape }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  operation: "decideLead",
  run: (a, { deps, actor }) => decideLead(deps, actor, a.leadId, a.accepted),
});
