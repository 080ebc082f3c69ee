import type { Db } from "../../db/database";
import { json } from "../../db/database";
import { jobInsert } from "../../db/jobs";
import type { IntegrationRow, IntegrationSyncRow } from "../../db/types";
import { ApiError } from "../../errors";
import { dispatchNow } from "../../lifecycle/jobs";
import { CRM_PRODUCTS, CrmError, crmClient, type CrmCompany, type CrmFounder } from "../../platform/crm";
import { newId } from "../../platform/ids";
import type { Actor } from "../access/actor";
import { BUCKETS } from "../access/rate-limit";
import type { AppDeps } from "../deps";
import { existingCompanyOf } from "../imports/preview";
import { memberActor } from "../sessions/actor";
import { CreateCompanyBody, type CreateCompanyInput } from "../tracker/create.schema";
import { FounderInput } from "../tracker/fields.schema";
import { upsertCompanyInTrx } from "../tracker/create";
import { updateCompany } from "../tracker/update";
import type { UpdateCompanyInput } from "../tracker/update.schema";
import { markNeedsAttention } from "./attention";
import { openStoredToken } from "./secrets";
import type { SyncCounts } from "./sync.schema";

/*
 * A sync (docs/integrations.md, "Sync"): the connection's CRM list is read to the end, page by
 * page, and each company record on it is made a tracked company: linked to the company the
 * organisation already tracks (the existing-company rule, as a CSV import finds it), or created with
 * the connection's defaults, as the member who connected. Each record is settled in a transaction of
 * its own, so a sync cut short keeps what it did and the next finishes the rest. A record that left
 * the list pauses its company (never deletes it); one that comes back resumes it. A name or domain
 * changed in the CRM since the last sync is carried to the company. Creates beyond the hourly create
 * limit (spec section 8) are left to the next sync, queued for the hour after; none is dropped.
 * Running it twice changes nothing the first did not.
 */

export const JOB_INTEGRATION_SYNC = "integration-sync";
export type SyncTrigger = IntegrationSyncRow["trigger"];
export type SyncDeps = Pick<AppDeps, "config" | "db" | "clock" | "logger" | "jobs" | "waitUntil">;

/** Companies created by one connection in an hour, as a member creating them by hand may (spec section 8). */
export const SYNC_CREATES_PER_HOUR = BUCKETS.create.limit;
/** The most records one sync reads: a portfolio or a pipeline, not a database; past it the rest waits. */
export const MAX_SYNC_RECORDS = 5000;
const HOUR = 3_600_000;

/** At most one queued sync per connection and hour. */
export const syncJobKey = (integrationId: string, runAt: Date) =>
  `integration-sync:${integrationId}:${new Date(Math.floor(runAt.getTime() / HOUR) * HOUR).toISOString()}`;

const emptyCounts = (): SyncCounts => ({
  seen: 0,
  added: 0,
  linked: 0,
  updated: 0,
  paused: 0,
  unchanged: 0,
  scheduled: 0,
  failed: [],
});

/**
 * Syncs the connection now and answers the sync as recorded in the sync log. A connection that is
 * paused or needs attention is not synced (409 `integration_paused`). A CRM that refuses the token
 * or no longer has the list turns the connection to `needs_attention` with the reason.
 */
export async function runSync(deps: SyncDeps, integrationId: string, trigger: SyncTrigger): Promise<SyncResult> {
  const integ = await deps.db.selectFrom("integrations").selectAll().where("id", "=", integrationId).executeTakeFirst();
  if (!integ) throw new ApiError("not_found", "Integration not found.");
  if (integ.state !== "active") throw notActive(integ);
  const started = deps.clock.now();
  const sync = await deps.db
    .insertInto("integration_syncs")
    .values({
      id: newId(),
      org_id: integ.org_id,
      integration_id: integ.id,
      trigger,
      status: "running",
      counts: json(emptyCounts()),
      crm_status: null,
      error: null,
      started_at: started,
      finished_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const counts = emptyCounts();
  let failure: { status: number | null; message: string; reason: string; retryAfterSeconds?: number } | null = null;
  try {
    const { complete, seen, actor } = await readList(deps, integ, counts);
    if (complete) await pauseLeavers(deps, integ, actor, seen, counts);
    if (counts.scheduled > 0) await queueLater(deps, integ.id);
    if (!complete)
      failure = {
        status: null,
        message: `The list holds more than ${MAX_SYNC_RECORDS} companies; the first ${MAX_SYNC_RECORDS} were synced.`,
        reason: "list_too_long",
      };
  } catch (err) {
    if (!(err instanceof CrmError || err instanceof SyncStopped)) throw err;
    failure = {
      status: err instanceof CrmError ? (err.status ?? null) : null,
      message: err.message,
      reason: err.reason,
      retryAfterSeconds: err instanceof CrmError ? err.retryAfterSeconds : undefined,
    };
    await needsAttentionIf(deps, integ, err);
    if (err instanceof CrmError && (err.reason === "rate_limited" || err.reason === "unavailable"))
      await queueRetry(deps, integ.id, err.retryAfterSeconds);
  }
  const finished = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const tracked = await trx
      .selectFrom("integration_links")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("integration_id", "=", integ.id)
      .where("on_list", "=", true)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("integrations")
      .set({
        ...(failure ? {} : { last_sync_at: finished }),
        awaiting_first_sync: false,
        counts: json({
          ...integ.counts,
          ...(failure ? {} : { listEntries: counts.seen }),
          companiesTracked: Number(tracked.n),
        }),
        updated_at: finished,
      })
      .where("id", "=", integ.id)
      .execute();
    return trx
      .updateTable("integration_syncs")
      .set({
        status: failure ? "failed" : "succeeded",
        counts: json(counts),
        crm_status: failure?.status ?? null,
        error: failure?.message ?? null,
        finished_at: finished,
      })
      .where("id", "=", sync.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { row, failure: failure && { reason: failure.reason, retryAfterSeconds: failure.retryAfterSeconds } };
}

export interface SyncResult {
  row: IntegrationSyncRow;
  /** Why it failed: a CrmFailure, or `list_too_long`, `no_owner`, `secrets_key_changed`; null when it did not. */
  failure: { reason: string; retryAfterSeconds?: number } | null;
}

/** Something other than the CRM stopped the sync (no member to create as, a token that cannot be opened). */
export class SyncStopped extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

export const notActive = (integ: IntegrationRow) =>
  new ApiError(
    "integration_paused",
    integ.state === "paused"
      ? `The ${CRM_PRODUCTS[integ.kind]} connection is paused; resume it (PATCH state: active) to sync.`
      : `The ${CRM_PRODUCTS[integ.kind]} connection needs attention (${integ.state_reason ?? "unknown"}); ` +
          "fix it with PATCH (a new token or list) to sync.",
    { state: integ.state, stateReason: integ.state_reason },
  );

/** Reads the list, page by page, settling each record; not `complete` when it is longer than a sync reads. */
async function readList(
  deps: SyncDeps,
  integ: IntegrationRow,
  counts: SyncCounts,
): Promise<{ complete: boolean; seen: Set<string>; actor: Actor }> {
  const budget = { left: SYNC_CREATES_PER_HOUR - (await createdLastHour(deps, integ.id)) };
  return walkList(deps, integ, async (c, walk) => {
    counts.seen += 1;
    const outcome = await settleRecord(deps, integ, walk, c, budget);
    if (typeof outcome === "string") counts[outcome] += 1;
    else counts.failed.push({ recordId: c.recordId, name: c.name, reason: outcome.reason });
  });
}

export type SyncDefaults = Pick<CreateCompanyInput, "thingsToTrack" | "alertEmails" | "cadenceDays">;

/** What a walk of the list hands each record: who creates, with what, and the CRM's word on its founders. */
export interface ListWalk {
  actor: Actor;
  defaults: SyncDefaults;
  founders(recordId: string): Promise<CrmFounder[]>;
}

/**
 * Every company record on the connection's list, once each, in the CRM's order, handed to `visit`
 * with the member companies are created as and the connection's defaults; at most MAX_SYNC_RECORDS
 * (then not `complete`). Throws CrmError for the CRM's failures, SyncStopped for ours.
 */
export async function walkList(
  deps: SyncDeps,
  integ: IntegrationRow,
  visit: (c: CrmCompany, walk: ListWalk) => Promise<void>,
): Promise<{ complete: boolean; seen: Set<string>; actor: Actor }> {
  const actor = await syncActor(deps.db, integ);
  if (!actor) throw new SyncStopped("No owner of the organisation may create companies.", "no_owner");
  const token = await openToken(deps, integ);
  const client = crmClient(deps.config, integ.kind);
  const defaults: SyncDefaults = {
    thingsToTrack: integ.things_to_track,
    alertEmails: integ.alert_emails.length ? integ.alert_emails : actor.memberEmail ? [actor.memberEmail] : [],
    cadenceDays: integ.cadence_days as CreateCompanyInput["cadenceDays"],
  };
  const seen = new Set<string>();
  for await (const page of client.listCompanies(token, integ.list_id)) {
    for (const c of page) {
      if (seen.has(c.recordId)) continue;
      if (seen.size >= MAX_SYNC_RECORDS) return { complete: false, seen, actor };
      seen.add(c.recordId);
      await visit(c, { actor, defaults, founders: (recordId) => client.founders(token, recordId) });
    }
  }
  return { complete: true, seen, actor };
}

/** The company a record is tracked as, by the API's own rules; the reason when it cannot be. */
export function recordInput(c: CrmCompany, defaults: SyncDefaults): CreateCompanyInput | { reason: string } {
  const domain = c.domains[0] ?? null;
  if (!c.name && !domain && !c.linkedinUrl) return { reason: "the record has no name, domain or LinkedIn page" };
  const parsed = CreateCompanyBody.safeParse({
    ...(c.name ? { companyName: c.name.slice(0, 200) } : {}),
    ...(domain ? { companyWebsite: `https://${domain}` } : {}),
    ...(c.linkedinUrl ? { companyLinkedinUrl: c.linkedinUrl } : {}),
    ...defaults,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return { reason: `${issue?.path.join(".") || "record"} ${issue?.message ?? "is not accepted"}` };
}

type Outcome = "added" | "linked" | "updated" | "unchanged" | "scheduled" | { reason: string };

/** One record: linked, created, followed or left for the next hour. */
async function settleRecord(
  deps: SyncDeps,
  integ: IntegrationRow,
  walk: ListWalk,
  c: CrmCompany,
  budget: { left: number },
): Promise<Outcome> {
  const { actor } = walk;
  const domain = c.domains[0] ?? null;
  const recorded = recordInput(c, walk.defaults);
  if ("reason" in recorded) return recorded;
  const link = await linkOf(deps.db, integ.id, c.recordId);
  if (link) return followLinked(deps, integ, actor, link, c);
  // A company to create: its founders from the CRM (asked only now: one call or a few per new company).
  const creating = budget.left > 0 && !(await existingCompanyOf(deps.db, integ.org_id, recorded));
  const input = creating ? withFounders(recorded, await walk.founders(c.recordId)) : recorded;
  const now = deps.clock.now();
  let jobIds: string[] = [];
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const existing = await existingCompanyOf(trx, integ.org_id, input);
    if (existing) {
      // The company is linked to another record of this list already (a record merged in the CRM):
      // the link follows the record on the list.
      const relinked = await trx
        .updateTable("integration_links")
        .set({ crm_record_id: c.recordId, crm_name: c.name, crm_domain: domain, on_list: true, updated_at: now })
        .where("integration_id", "=", integ.id)
        .where("entity_id", "=", existing)
        .where("on_list", "=", false)
        .executeTakeFirst();
      if (Number(relinked.numUpdatedRows) > 0) return "linked";
      const inserted = await insertLink(trx, integ, c, existing, false, now);
      return inserted ? "linked" : "unchanged";
    }
    if (budget.left <= 0) return "scheduled";
    const created = await upsertCompanyInTrx(trx, deps, actor, input, {
      action: "company.synced",
      details: { crm: CRM_PRODUCTS[integ.kind], list: integ.list_name, recordId: c.recordId },
    });
    jobIds = created.jobIds;
    await insertLink(trx, integ, c, created.entityId, !created.existing, now);
    if (!created.existing) budget.left -= 1;
    return created.existing ? "linked" : "added";
  });
  await dispatchNow(deps, jobIds);
  return outcome;
}

async function insertLink(
  trx: Db,
  integ: IntegrationRow,
  c: CrmCompany,
  entityId: string,
  createdCompany: boolean,
  now: Date,
): Promise<boolean> {
  const row = await trx
    .insertInto("integration_links")
    .values({
      integration_id: integ.id,
      org_id: integ.org_id,
      crm_record_id: c.recordId,
      entity_id: entityId,
      crm_name: c.name,
      crm_domain: c.domains[0] ?? null,
      created_company: createdCompany,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning("crm_record_id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A record linked already: a name or domain changed in the CRM since the last sync is carried to
 * the company (through the tracker's own update, so enrichment restarts on a new website), and a
 * record back on the list resumes the company its leaving paused.
 */
async function followLinked(
  deps: SyncDeps,
  integ: IntegrationRow,
  actor: Actor,
  link: { entity_id: string; crm_record_id: string; crm_name: string | null; crm_domain: string | null } & {
    on_list: boolean;
    paused_by_sync: boolean;
  },
  c: CrmCompany,
): Promise<Outcome> {
  const domain = c.domains[0] ?? null;
  const change: UpdateCompanyInput = {};
  if (c.name && c.name !== link.crm_name) change.companyName = c.name.slice(0, 200);
  if (domain && domain !== link.crm_domain) change.companyWebsite = `https://${domain}`;
  const resume = !link.on_list && link.paused_by_sync;
  if (resume) change.status = "ok";
  if (Object.keys(change).length) {
    try {
      await updateCompany(deps, actor, link.entity_id, change);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return { reason: err.message };
    }
  }
  await deps.db
    .updateTable("integration_links")
    .set({ crm_name: c.name, crm_domain: domain, on_list: true, paused_by_sync: false, updated_at: deps.clock.now() })
    .where("integration_id", "=", integ.id)
    .where("crm_record_id", "=", link.crm_record_id)
    .execute();
  if (!link.on_list) return "linked";
  return change.companyName !== undefined || change.companyWebsite !== undefined ? "updated" : "unchanged";
}

/** After a complete read: each linked record no longer on the list pauses its company. */
async function pauseLeavers(
  deps: SyncDeps,
  integ: IntegrationRow,
  actor: Actor,
  seen: Set<string>,
  counts: SyncCounts,
): Promise<void> {
  const onList = await deps.db
    .selectFrom("integration_links as l")
    .innerJoin("entities as e", "e.id", "l.entity_id")
    .select(["l.crm_record_id", "l.entity_id", "e.status"])
    .where("l.integration_id", "=", integ.id)
    .where("l.on_list", "=", true)
    .execute();
  for (const l of onList.filter((x) => !seen.has(x.crm_record_id))) {
    const pausing = l.status === "ok";
    if (pausing) {
      try {
        await updateCompany(deps, actor, l.entity_id, { status: "paused" });
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
      }
    }
    await deps.db
      .updateTable("integration_links")
      .set({ on_list: false, paused_by_sync: pausing, updated_at: deps.clock.now() })
      .where("integration_id", "=", integ.id)
      .where("crm_record_id", "=", l.crm_record_id)
      .execute();
    counts.paused += 1;
  }
}

/** The input with the CRM's founders, each as the API takes a founder (a LinkedIn page it refuses is left off). */
function withFounders(input: CreateCompanyInput, founders: CrmFounder[]): CreateCompanyInput {
  const taken = founders.slice(0, 50).flatMap((f) => {
    const full = FounderInput.safeParse({
      name: f.name.slice(0, 200),
      ...(f.linkedinUrl ? { linkedinUrl: f.linkedinUrl } : {}),
    });
    if (full.success) return [full.data];
    const named = FounderInput.safeParse({ name: f.name.slice(0, 200) });
    return named.success ? [named.data] : [];
  });
  return taken.length ? { ...input, founders: taken } : input;
}

/** The link of a record of the connection's list, if an earlier sync made one. */
export const linkOf = (db: Db, integrationId: string, recordId: string) =>
  db
    .selectFrom("integration_links")
    .selectAll()
    .where("integration_id", "=", integrationId)
    .where("crm_record_id", "=", recordId)
    .executeTakeFirst();

export async function createdLastHour(deps: SyncDeps, integrationId: string): Promise<number> {
  const r = await deps.db
    .selectFrom("integration_links")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("integration_id", "=", integrationId)
    .where("created_company", "=", true)
    .where("created_at", ">", new Date(deps.clock.now().getTime() - HOUR))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * After the CRM limited or failed a sync: another, after its Retry-After (five minutes when it gave
 * none), doubled for each failed sync since the last that succeeded, at most an hour apart.
 */
async function queueRetry(deps: SyncDeps, integrationId: string, retryAfterSeconds: number | undefined) {
  const recent = await deps.db
    .selectFrom("integration_syncs")
    .select("status")
    .where("integration_id", "=", integrationId)
    .where("status", "<>", "running")
    .orderBy("started_at", "desc")
    .limit(6)
    .execute();
  const failedInARow = recent.findIndex((r) => r.status !== "failed");
  const n = failedInARow === -1 ? recent.length : failedInARow;
  const delay = Math.min(HOUR, (retryAfterSeconds ?? 300) * 1000 * 2 ** n);
  await queueLater(deps, integrationId, delay, `retry:${Math.floor(deps.clock.now().getTime() / 60_000)}`);
}

/** Queues a sync `delayMs` from now (an hour: when the create limit has room again). */
async function queueLater(deps: SyncDeps, integrationId: string, delayMs = HOUR, key?: string): Promise<void> {
  const runAt = new Date(deps.clock.now().getTime() + delayMs);
  await jobInsert(
    deps.db,
    deps.clock.now(),
    {
      kind: JOB_INTEGRATION_SYNC,
      payload: { integrationId },
      runAt,
      dedupeKey: key ? `integration-sync:${integrationId}:${key}` : syncJobKey(integrationId, runAt),
    },
    newId(),
  ).execute();
}

/**
 * Who the list's companies are created as: the member who connected, while they are an owner or a
 * member; else the organisation's longest-standing owner. The audit log names them, "via" the sync.
 */
async function syncActor(db: Db, integ: IntegrationRow): Promise<Actor | null> {
  const m = await db
    .selectFrom("members as m")
    .innerJoin("organizations as o", "o.id", "m.org_id")
    .select(["m.id", "m.email", "m.name", "m.role", "o.name as orgName"])
    .where("m.org_id", "=", integ.org_id)
    .where("m.removed_at", "is", null)
    .where("m.role", "<>", "viewer")
    .where((eb) =>
      eb.or([
        eb("m.id", "=", integ.created_by_member_id ?? "00000000-0000-0000-0000-000000000000"),
        eb("m.role", "=", "owner"),
      ]),
    )
    .orderBy((eb) => eb.case().when("m.id", "=", integ.created_by_member_id).then(0).else(1).end())
    .orderBy("m.created_at")
    .limit(1)
    .executeTakeFirst();
  if (!m) return null;
  return memberActor(
    { orgId: integ.org_id, orgName: m.orgName, memberId: m.id, email: m.email, name: m.name, role: m.role },
    `integration:${integ.id}`,
  );
}

async function openToken(deps: SyncDeps, integ: IntegrationRow): Promise<string> {
  const token = await openStoredToken(deps, integ);
  if (token !== null) return token;
  throw new SyncStopped(
    "The saved token cannot be read with the server's SECRETS_KEY (was it changed?): send the token again.",
    "secrets_key_changed",
  );
}

/** A refused token, a list the CRM no longer has, a token that cannot be opened: the connection needs attention. */
export async function needsAttentionIf(
  deps: SyncDeps,
  integ: IntegrationRow,
  err: CrmError | SyncStopped,
): Promise<void> {
  const reason =
    err instanceof SyncStopped
      ? err.reason
      : err.refusesToken
        ? "token_rejected"
        : err.reason === "not_found"
          ? "list_not_found"
          : null;
  if (reason && reason !== "no_owner") await markNeedsAttention(deps, integ, reason);
}
