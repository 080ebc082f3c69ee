import type { AppDeps } from "../deps";
import { notFound, validationError } from "../../errors";
import { companyIdentityChanged, companyUrlColumns, submittedCompanyUrls } from "../../identity/identifiers";
import { normalizeName } from "../../search/normalize";
import type { Actor } from "../access/actor";
import { recordObjectEvent } from "../../db/events";
import { renderEventData } from "../webhooks/event-data";
import { cleanEmails } from "./create";
import { mergeFounders } from "./founders";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import { dropQueuedRuns, queueEnrichment } from "../../lifecycle/queue";
import { loadFull } from "./load";
import { UpdateCompanyBody, type UpdateCompanyInput, type UpdatedCompanyResponse } from "./update.schema";

/** The fields PATCH takes, in the order its error message names them. */
export const UPDATABLE_FIELDS = UpdateCompanyBody.keyof().options;

function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.map((t) => t.trim()).filter((t) => t && !seen.has(t) && (seen.add(t), true));
}

/**
 * PATCH /api/v1/tracker/{id} and the tool `update_company`. Pausing drops a run that has not
 * started (paused companies never run); resuming lets the scheduler pick the company up again.
 * Changing the website, LinkedIn or founders starts enrichment again.
 */
export async function updateCompany(
  deps: Pick<AppDeps, "db" | "clock" | "jobs" | "logger" | "waitUntil">,
  actor: Actor,
  id: string,
  input: UpdateCompanyInput,
): Promise<UpdatedCompanyResponse> {
  const given = UPDATABLE_FIELDS.filter((k) => input[k] !== undefined);
  if (given.length === 0) {
    throw validationError([{ path: "", message: `give at least one of ${UPDATABLE_FIELDS.join(", ")}` }]);
  }
  const issues: { path: string; message: string }[] = [];
  if (input.thingsToTrack !== undefined && !input.thingsToTrack.trim())
    issues.push({ path: "thingsToTrack", message: "must not be blank" });
  if (input.companyName !== undefined && !input.companyName.trim())
    issues.push({ path: "companyName", message: "must not be blank" });
  const emails = input.alertEmails !== undefined ? cleanEmails(input.alertEmails) : undefined;
  if (emails && (emails.length < 1 || emails.length > 20))
    issues.push({ path: "alertEmails", message: "must hold 1 to 20 addresses" });
  input.founders?.forEach((f, i) => {
    if (!f.name.trim()) issues.push({ path: `founders.${i}.name`, message: "must not be blank" });
  });
  if (issues.length) throw validationError(issues);

  const now = deps.clock.now();
  const jobIds = await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("entities")
      .selectAll()
      .where("id", "=", id)
      .where("org_id", "=", actor.orgId)
      // The company row first, then its runs; NO KEY UPDATE lets foreign-key
      // checks of concurrent inserts (a run queued by another transaction) pass.
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!before) throw notFound("Company");

    const urls = submittedCompanyUrls(input);

    await trx
      .updateTable("entities")
      .set({
        ...(input.companyName !== undefined
          ? { company_name: input.companyName.trim(), company_name_norm: normalizeName(input.companyName) }
          : {}),
        ...companyUrlColumns(urls),
        ...(input.thingsToTrack !== undefined ? { things_to_track: input.thingsToTrack.trim() } : {}),
        ...(emails !== undefined ? { alert_emails: emails } : {}),
        ...(input.emailAlertsEnabled !== undefined ? { email_alerts_enabled: input.emailAlertsEnabled } : {}),
        ...(input.jobBoardUrl !== undefined
          ? { job_board_url: input.jobBoardUrl === null ? null : input.jobBoardUrl.trim() }
          : {}),
        ...(input.cadenceDays !== undefined ? { cadence_days: input.cadenceDays } : {}),
        ...(input.tags !== undefined ? { tags: cleanTags(input.tags) } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        updated_at: now,
      })
      .where("id", "=", id)
      .execute();

    const { identityChanged: foundersChanged } = input.founders?.length
      ? await mergeFounders(trx, { orgId: actor.orgId, entityId: id, now }, input.founders)
      : { identityChanged: false };
    const identityChanged = foundersChanged || companyIdentityChanged(before, urls);

    if (input.status === "paused" && before.status !== "paused") await dropQueuedRuns(trx, id);
    const queued = identityChanged ? await queueEnrichment(trx, id, now) : [];
    const sent = await recordObjectEvent(trx, renderEventData, {
      orgId: actor.orgId,
      type: "company.updated",
      entityId: id,
      objectId: id,
      payload: { fields: given, identityChanged },
      now,
    });
    return [...queued, ...sent];
  });
  dispatchAfterCommit(deps, jobIds);
  const data = await loadFull(deps.db, actor.orgId, id);
  if (!data) throw notFound("Company"); // deleted between the commit and this read
  return { data, operation: data.operation };
}
