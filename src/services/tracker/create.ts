import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { AppDeps } from "../deps";
import { validationError } from "../../errors";
import {
  companyIdentityChanged,
  companyUrlColumns,
  normalizeLinkedin,
  normalizeTwitter,
  normalizeWebsite,
  submittedCompanyUrls,
} from "../../identity/identifiers";
import { findExistingCompany, lockCompanyIdentities } from "../../identity/existing-company";
import { newId } from "../../platform/ids";
import { normalizeName } from "../../search/normalize";
import type { Actor } from "../access/actor";
import { recordAudit, type AuditAction } from "../audit/record";
import { recordEvent, recordObjectEvent } from "../../db/events";
import type { EntityRow } from "../../db/types";
import { renderEventData } from "../webhooks/event-data";
import { parseIdempotencyKey, withIdempotency } from "../shared/idempotency";
import type { CreateCompanyInput, CreateCompanyResponse } from "./create.schema";
import type { CadenceDays } from "./fields.schema";
import { mergeFounders, planFounderMerge } from "./founders";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import { NEW_COMPANY_STATE, newCompanyEnrichJob, queueEnrichment } from "../../lifecycle/queue";
import { loadFull } from "./load";
import { renderEntities } from "./views";

export const DEFAULT_CADENCE_DAYS: CadenceDays = 7;

export interface CreateCompanyResult {
  /** 201 for a new company; 200 for an existing one or a replay. */
  status: 200 | 201;
  body: CreateCompanyResponse;
  /** A replay of an earlier request with the same Idempotency-Key (REST adds `Idempotency-Replayed: true`). */
  replayed: boolean;
}

/** Trimmed, de-duplicated case-insensitively (first spelling kept). */
export function cleanEmails(emails: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const e of emails.map((x) => x.trim())) {
    const k = e.toLowerCase();
    if (!seen.has(k)) {
      seen.add(k);
      out.push(e);
    }
  }
  return out;
}

/** Rules beyond the schema that every transport must apply (the tool server's schema differs). */
export function checkInput(input: CreateCompanyInput): void {
  const issues: { path: string; message: string }[] = [];
  if (!input.thingsToTrack.trim()) issues.push({ path: "thingsToTrack", message: "must not be blank" });
  const emails = cleanEmails(input.alertEmails);
  if (emails.length < 1 || emails.length > 20)
    issues.push({ path: "alertEmails", message: "must hold 1 to 20 addresses" });
  input.founders?.forEach((f, i) => {
    if (!f.name.trim()) issues.push({ path: `founders.${i}.name`, message: "must not be blank" });
    // Schemas refuse `id` here; a caller that skips them is refused too.
    if ("id" in f && f.id !== undefined)
      issues.push({ path: `founders.${i}.id`, message: "is only accepted when updating a company" });
  });
  if (issues.length) throw validationError(issues);
}

/**
 * POST /api/v1/tracker and the tool `add_company`: creates a company and starts enrichment (the
 * first run follows it), or, when the company is already tracked (`findExistingCompany`), updates
 * that one. With an idempotency key, a retry returns the first response.
 */
export async function createCompany(
  deps: AppDeps,
  actor: Actor,
  input: CreateCompanyInput,
  opts: {
    idempotencyKey?: string;
    /** The request as the client sent it, compared on replay (default: `input`). */
    request?: unknown;
    /** The scope of the key beside the API key (default "POST /api/v1/tracker"). */
    operation?: string;
  } = {},
): Promise<CreateCompanyResult> {
  checkInput(input);
  // REST validates the header in its schema; this covers every other transport.
  const key = parseIdempotencyKey(opts.idempotencyKey, "idempotencyKey");
  return withIdempotency<CreateCompanyResponse, 200 | 201>(
    deps,
    { keyId: actor.keyId, operation: opts.operation ?? "POST /api/v1/tracker", key, request: opts.request ?? input },
    async (record) => {
      // The response is read and recorded in the write's transaction: it commits with it or not at all.
      const { result, jobIds } = await deps.db.transaction().execute(async (trx) => {
        const { entityId, existing, jobIds } = await upsertCompanyInTrx(trx, deps, actor, input);
        const data = (await loadFull(trx, actor.orgId, entityId))!;
        const result = {
          status: existing ? (200 as const) : (201 as const),
          body: { data, operation: data.operation, idempotencyReplayed: false, existingEntity: existing },
        };
        await record(trx, result);
        return { result, jobIds };
      });
      dispatchAfterCommit(deps, jobIds);
      return result;
    },
  );
}

/**
 * How a new company is audited: `company.created` (default) or `company.imported` (a CSV import), and what else to
 * note.
 */
export interface CompanyAudit {
  action: Extract<AuditAction, "company.created" | "company.imported" | "company.synced">;
  details?: Record<string, unknown>;
}

/**
 * The create-or-update step inside a caller's transaction (POST /leads/{id}/track reuses it beside
 * its own writes). Serialised per company identity (lockCompanyIdentities), so racing submissions
 * for one company end with one company. A new company is audited in the same transaction (`audit`);
 * an existing one that is matched is not created, and not audited. Returns job ids to dispatch
 * after commit.
 */
export async function upsertCompanyInTrx(
  trx: Db,
  deps: Pick<AppDeps, "clock">,
  actor: Actor,
  input: CreateCompanyInput,
  audit: CompanyAudit = { action: "company.created" },
): Promise<{ entityId: string; existing: boolean; jobIds: string[] }> {
  const now = deps.clock.now();
  const urls = submittedCompanyUrls(input);
  const { website, linkedin, twitter } = urls;
  const websiteNorm = normalizeWebsite(website);
  const linkedinNorm = normalizeLinkedin(linkedin);
  const founderLinkedinNorms = (input.founders ?? [])
    .map((f) => normalizeLinkedin(f.linkedinUrl))
    .filter((x): x is string => !!x);
  await lockCompanyIdentities(trx, actor.orgId, { websiteNorm, linkedinNorm });

  const existingId = await findExistingCompany(trx, actor.orgId, { websiteNorm, linkedinNorm, founderLinkedinNorms });
  if (existingId) {
    const before = await trx.selectFrom("entities").selectAll().where("id", "=", existingId).executeTakeFirstOrThrow();
    const set = {
      ...(input.companyName !== undefined
        ? { company_name: input.companyName.trim(), company_name_norm: normalizeName(input.companyName) }
        : {}),
      ...companyUrlColumns(urls),
      things_to_track: input.thingsToTrack.trim(),
      alert_emails: cleanEmails(input.alertEmails),
      ...(input.emailAlertsEnabled !== undefined ? { email_alerts_enabled: input.emailAlertsEnabled } : {}),
      ...(input.jobBoardUrl !== undefined ? { job_board_url: input.jobBoardUrl.trim() } : {}),
      ...(input.cadenceDays !== undefined ? { cadence_days: input.cadenceDays } : {}),
      ...(input.confirmed !== undefined ? { confirmed_by_user: input.confirmed } : {}),
      updated_at: now,
    };
    await trx.updateTable("entities").set(set).where("id", "=", existingId).execute();
    const { identityChanged: foundersChanged } = input.founders?.length
      ? await mergeFounders(trx, { orgId: actor.orgId, entityId: existingId, now }, input.founders)
      : { identityChanged: false };
    const identityChanged = foundersChanged || companyIdentityChanged(before, urls);
    const jobIds = identityChanged ? await queueEnrichment(trx, existingId, now) : [];
    jobIds.push(
      ...(await recordObjectEvent(trx, renderEventData, {
        orgId: actor.orgId,
        type: "company.updated",
        entityId: existingId,
        objectId: existingId,
        payload: { via: "create", identityChanged },
        now,
      })),
    );
    return { entityId: existingId, existing: true, jobIds };
  }

  const entityId = newId();
  const newEntity = trx.insertInto("entities").values({
    id: entityId,
    org_id: actor.orgId,
    company_name: input.companyName?.trim() ?? null,
    company_name_norm: input.companyName ? normalizeName(input.companyName) : "",
    company_website: website ?? null,
    website_norm: websiteNorm,
    company_linkedin_url: linkedin ?? null,
    linkedin_norm: linkedinNorm,
    company_twitter_url: twitter ?? null,
    twitter_norm: normalizeTwitter(twitter),
    job_board_url: input.jobBoardUrl?.trim() ?? null,
    things_to_track: input.thingsToTrack.trim(),
    alert_emails: cleanEmails(input.alertEmails),
    email_alerts_enabled: input.emailAlertsEnabled ?? true,
    cadence_days: input.cadenceDays ?? DEFAULT_CADENCE_DAYS,
    description: null,
    location: null,
    founding_year: null,
    confirmed_by_user: input.confirmed ?? null,
    ...NEW_COMPANY_STATE,
    created_by_member_id: actor.memberId,
    created_at: now,
    updated_at: now,
  });
  const founders = planFounderMerge([], input.founders ?? [], { orgId: actor.orgId, entityId, now }).inserts;
  const jobId = newId();
  // The company, its founders and its enrichment job in one statement (one round trip; foreign keys
  // are checked at the end of the statement, when the company row exists), which answers the row
  // as stored (with its defaults); then its event, whose data is that row's compact view (a new
  // company has no signal yet, so the view needs no other read).
  const parts = [
    sql`new_entity as (${newEntity.returningAll()})`,
    ...(founders.length ? [sql`new_founders as (${trx.insertInto("founders").values(founders)})`] : []),
    sql`new_job as (${newCompanyEnrichJob(trx, now, entityId, jobId)})`,
  ];
  const created = (await sql<EntityRow>`with ${sql.join(parts)} select * from new_entity`.execute(trx)).rows[0]!;
  const [data] = renderEntities([created], "compact");
  const eventJobs = await recordEvent(trx, {
    orgId: actor.orgId,
    type: "company.created",
    entityId,
    objectId: entityId,
    data: data!,
    now,
  });
  await recordAudit(trx, {
    action: audit.action,
    by: actor,
    orgId: actor.orgId,
    target: { type: "company", id: entityId, label: created.company_name ?? created.company_website },
    details: { website: created.company_website, ...audit.details },
    at: now,
  });
  return { entityId, existing: false, jobIds: [jobId, ...eventJobs] };
}
