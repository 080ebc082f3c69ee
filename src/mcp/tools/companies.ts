import { z } from "zod";
import { canonicalJson, sha256Hex } from "../../platform/crypto";
import { IdempotencyKey } from "../../services/shared/idempotency";
import { createCompany } from "../../services/tracker/create";
import { CreateCompanyBody, type CreateCompanyInput } from "../../services/tracker/create.schema";
import { deleteCompany } from "../../services/tracker/delete";
import { getCompany } from "../../services/tracker/get";
import { listCompanies } from "../../services/tracker/list";
import { refreshCompany } from "../../services/tracker/refresh";
import { CadenceDays, FounderInput, founderList } from "../../services/tracker/fields.schema";
import { updateCompany } from "../../services/tracker/update";
import { UpdateCompanyBody } from "../../services/tracker/update.schema";
import { STAGES } from "../../pipeline/enrich/facts";
import {
  sectorArgs,
  dateArg,
  emailListArg,
  enumList,
  oneOrMany,
  pageArgs,
  thingsToTrackArg,
  uuidArg,
} from "../schemas";
import { defineTool } from "../tool";
import { alertRecipients, askForMissingInput } from "../user-input";

/* The tracker tools: the REST operations of spec 4.2, one tool each. */

const companyId = uuidArg("company");

/** The REST body's field schemas, so the tools apply the same rules (URL kinds, lengths, non-blank text). */
const body = CreateCompanyBody.shape;

export const listCompaniesTool = defineTool({
  name: "list_companies",
  title: "List tracked companies",
  description:
    "Lists the companies the organisation tracks, newest first, each with its latest signal. Use it to find a " +
    'company\'s id, or to review the portfolio by status, stage, sector or tag. Compact unless `view: "full"`; ' +
    "page with `cursor` while `nextCursor` is not null.",
  input: z.strictObject({
    status: enumList(["ok", "paused"], "Only companies with this status (`ok` or `paused`), or any of a list."),
    stage: enumList(STAGES, `Only companies at this stage, or any of a list: ${STAGES.join(", ")}.`),
    ...sectorArgs,
    tag: oneOrMany(z.string().min(1), "Only companies carrying this tag, or any of a list of tags."),
    updatedAfter: dateArg(
      "updatedAfter",
      "Only companies updated at or after this date (YYYY-MM-DD) or ISO 8601 timestamp.",
    ),
    ...pageArgs,
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  operation: "listCompanies",
  run: (a, { deps, actor }) => listCompanies(deps, actor, a),
});

export const getCompanyTool = defineTool({
  name: "get_company",
  title: "Get a tracked company",
  description:
    "Returns one tracked company in full: founders, tracking settings, latest signal, and `operation` " +
    "(enrichment progress). Poll it after add_company or track_lead until `operation.enrichmentComplete` is " +
    "true, waiting `suggestedPollIntervalSeconds` between calls.",
  input: z.strictObject({ companyId }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  operation: "getCompany",
  run: (a, { deps, actor }) => getCompany(deps, actor, a.companyId, { view: "full" }),
});

export const addCompanyTool = defineTool({
  name: "add_company",
  title: "Track a new company",
  description:
    "Starts tracking a company and its founders: enrichment and a first tracker run start in the background " +
    "(poll get_company). Before calling, ask the user what to watch (`thingsToTrack`); if it is missing the " +
    "tool answers `needs_user_input` with quick picks to offer. Alerts always go to the acting member's email; " +
    "`alertEmails` only adds recipients. If the company is already tracked (matching LinkedIn and website), " +
    "that company is updated and `existingEntity` is true. Retrying with identical arguments returns the first " +
    "result (`idempotencyReplayed: true`), so a retry never creates a duplicate.",
  // The POST body, with what a model must supply required and a retry key.
  input: CreateCompanyBody.extend({
    companyName: body.companyName.unwrap().describe("The company's name."),
    companyWebsite: body.companyWebsite
      .unwrap()
      .describe("The company's website, e.g. https://acme.com (a bare host is read as https)."),
    founders: founderList(FounderInput)
      .min(1, { message: "give at least one founder" })
      .describe("The founders, at least one: name, and LinkedIn/X/GitHub URLs if known. Ask the user if unknown."),
    thingsToTrack: thingsToTrackArg,
    alertEmails: emailListArg("Extra alert recipients beyond the acting member's own email (20 in total at most)."),
    cadenceDays: CadenceDays.optional().describe("Days between tracker runs: 3, 7 (default) or 30."),
    companyLinkedinUrl: body.companyLinkedinUrl.describe(
      "The company's LinkedIn page, if known; it helps recognise an already tracked company.",
    ),
    companyTwitterUrl: body.companyTwitterUrl.describe("The company's X/Twitter account, if known."),
    jobBoardUrl: body.jobBoardUrl.describe(
      "The company's job board on Greenhouse, Lever, Ashby or Workable, if known (boards linked from its site " +
        "are found without it).",
    ),
    confirmed: body.confirmed.describe("True when the user has confirmed these company details."),
    idempotencyKey: IdempotencyKey.optional().describe(
      "Optional retry key (8 to 200 printable ASCII characters, no spaces), remembered 24 hours. Without one, " +
        "a key is derived from the arguments, so identical calls return the first result; pass a new key only to " +
        "submit the same arguments again on purpose.",
    ),
  }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  operation: "createCompany",
  precheck: (raw, { actor }) => askForMissingInput(raw, actor),
  async run(a, { deps, actor }) {
    const input: CreateCompanyInput = {
      companyName: a.companyName,
      companyWebsite: a.companyWebsite,
      founders: a.founders,
      thingsToTrack: a.thingsToTrack!,
      alertEmails: alertRecipients(actor, a.alertEmails),
      emailAlertsEnabled: a.emailAlertsEnabled,
      cadenceDays: a.cadenceDays,
      companyLinkedinUrl: a.companyLinkedinUrl,
      companyTwitterUrl: a.companyTwitterUrl,
      jobBoardUrl: a.jobBoardUrl,
      confirmed: a.confirmed,
    };
    // Derived from what would be created, so an identical retry replays the first result.
    const idempotencyKey = a.idempotencyKey ?? `derived_${await sha256Hex(canonicalJson(input))}`;
    const result = await createCompany(deps, actor, input, {
      idempotencyKey,
      request: input,
      operation: "tool add_company",
    });
    return result.body;
  },
});

export const updateCompanyTool = defineTool({
  name: "update_company",
  title: "Update a tracked company",
  description:
    'Changes a tracked company: any subset of its fields. Pause tracking with `status: "paused"` and resume ' +
    'with `"ok"`. `alertEmails` and `tags` replace the stored lists. A founder with `id` updates that founder; ' +
    "one without is matched by LinkedIn or name, else added. Changing the website, LinkedIn or founders starts " +
    "enrichment again. Calling it again with the same arguments changes nothing more.",
  input: z
    .strictObject({
      companyId,
      // The PATCH body's fields, with its rules (URL kinds, lengths, non-blank text).
      ...UpdateCompanyBody.shape,
      cadenceDays: CadenceDays.optional().describe("New days between tracker runs: 3, 7 or 30."),
    })
    // companyId and at least one change, as the service requires.
    .meta({ minProperties: 2 }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  operation: "updateCompany",
  run: ({ companyId: id, ...changes }, { deps, actor }) => updateCompany(deps, actor, id, changes),
});

export const refreshCompanyTool = defineTool({
  name: "refresh_company",
  title: "Refresh a tracked company now",
  description:
    "Queues a tracker run for a company now instead of waiting for its cadence. Runs cost paid scraping and " +
    "analysis (60 refreshes per hour): refresh only when the user asks for fresh news. Refused with " +
    "`entity_paused` for a paused company and `run_in_progress` while a run is queued or running. The run is " +
    "finished when get_company shows a `lastScrapedAt` different from `refresh.baselineLastScrapedAt` " +
    "(typically 60 to 90 seconds); if the company is paused before the run starts, the run is dropped, so stop " +
    "polling when its `status` is `paused`.",
  input: z.strictObject({ companyId }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  operation: "refreshCompany",
  run: (a, { deps, actor }) => refreshCompany(deps, actor, a.companyId),
});

export const removeCompanyTool = defineTool({
  name: "remove_company",
  title: "Stop tracking a company (permanent)",
  description:
    "Permanently deletes a tracked company with its whole history (founders, runs, signals, alerts). This " +
    'cannot be undone: confirm with the user first, and suggest update_company with `status: "paused"` if they ' +
    "only want to stop runs for a while.",
  input: z.strictObject({ companyId }),
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  operation: "deleteCompany",
  run: (a, { deps, actor }) => deleteCompany(deps, actor, a.companyId),
});
