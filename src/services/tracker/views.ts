import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { EnrichmentStatus, EntityRow, FounderRow, RunRow } from "../../db/types";
import { splitClassificationPaths } from "../classification-filter";
import type { View } from "../listing";
import { ts } from "../timestamps";

/* The two views of a tracked company (decisions.md "What each view holds") and the operation object (spec 2.4). */

export const SUMMARY_COMPACT_MAX = 300;
/** Seconds between polls while enrichment or a run is pending. */
export const POLL_INTERVAL_SECONDS = 5;

export const pollUrl = (entityId: string) => `/api/v1/tracker/${entityId}`;

export interface LatestSignal {
  id: string;
  type: string;
  severity: string;
  needsAttention: boolean;
  summary: string;
  createdAt: string;
}

export interface Operation {
  entityId: string;
  pollUrl: string;
  enrichmentStatus: EnrichmentStatus;
  enrichmentComplete: boolean;
  /** A number while enrichment or a run is queued or running; null when nothing is left to wait for. */
  suggestedPollIntervalSeconds: number | null;
}

export interface TrackerCompact {
  id: string;
  companyName: string | null;
  companyWebsite: string | null;
  status: "ok" | "paused";
  stage: string;
  cadenceDays: number;
  tags: string[];
  classification: string[];
  lastScrapedAt: string | null;
  scrapeHealthReason: string | null;
  latestSignal: LatestSignal | null;
  createdAt: string;
  updatedAt: string;
}

export interface FounderView {
  id: string;
  name: string;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  githubUrl: string | null;
}

export interface RunView {
  id: string;
  trigger: RunRow["trigger"];
  status: RunRow["status"];
  healthReason: string | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface TrackerFull extends TrackerCompact {
  companyLinkedinUrl: string | null;
  companyTwitterUrl: string | null;
  description: string | null;
  location: string | null;
  foundingYear: number | null;
  founders: FounderView[];
  thingsToTrack: string;
  alertEmails: string[];
  emailAlertsEnabled: boolean;
  confirmedByUser: boolean | null;
  enrichment: {
    status: EnrichmentStatus;
    reason: string | null;
    startedAt: string | null;
    finishedAt: string | null;
    detail: unknown;
  };
  latestRun: RunView | null;
  operation: Operation;
}

export type TrackerItem = TrackerCompact | TrackerFull;

export const isEnrichmentComplete = (s: EnrichmentStatus) => s === "ready" || s === "partial" || s === "failed";

export function operationFor(entity: Pick<EntityRow, "id" | "enrichment_status">, hasActiveRun: boolean): Operation {
  const complete = isEnrichmentComplete(entity.enrichment_status);
  return {
    entityId: entity.id,
    pollUrl: pollUrl(entity.id),
    enrichmentStatus: entity.enrichment_status,
    enrichmentComplete: complete,
    suggestedPollIntervalSeconds: !complete || hasActiveRun ? POLL_INTERVAL_SECONDS : null,
  };
}

export function compactSummary(s: string): string {
  if (s.length <= SUMMARY_COMPACT_MAX) return s;
  return s.slice(0, SUMMARY_COMPACT_MAX - 1).trimEnd() + "…";
}

function compactView(e: EntityRow, signal: LatestSignal | null): TrackerCompact {
  return {
    id: e.id,
    companyName: e.company_name,
    companyWebsite: e.company_website,
    status: e.status,
    stage: e.stage,
    cadenceDays: e.cadence_days,
    tags: e.tags,
    classification: splitClassificationPaths(e.classification_paths),
    lastScrapedAt: ts(e.last_scraped_at),
    scrapeHealthReason: e.scrape_health_reason,
    latestSignal: signal,
    createdAt: ts(e.created_at),
    updatedAt: ts(e.updated_at),
  };
}

function founderView(f: FounderRow): FounderView {
  return { id: f.id, name: f.name, linkedinUrl: f.linkedin_url, twitterUrl: f.twitter_url, githubUrl: f.github_url };
}

function runView(r: RunRow): RunView {
  return {
    id: r.id,
    trigger: r.trigger,
    status: r.status,
    healthReason: r.health_reason,
    queuedAt: ts(r.queued_at),
    startedAt: ts(r.started_at),
    finishedAt: ts(r.finished_at),
  };
}

function fullView(e: EntityRow, extra: PageExtras): TrackerFull {
  const latestRun = extra.latestRuns.get(e.id) ?? null;
  const active = !!latestRun && (latestRun.status === "queued" || latestRun.status === "running");
  return {
    ...compactView(e, extra.signals.get(e.id) ?? null),
    companyLinkedinUrl: e.company_linkedin_url,
    companyTwitterUrl: e.company_twitter_url,
    description: e.description,
    location: e.location,
    foundingYear: e.founding_year,
    founders: (extra.founders.get(e.id) ?? []).map(founderView),
    thingsToTrack: e.things_to_track,
    alertEmails: e.alert_emails,
    emailAlertsEnabled: e.email_alerts_enabled,
    confirmedByUser: e.confirmed_by_user,
    enrichment: {
      status: e.enrichment_status,
      reason: e.enrichment_reason,
      startedAt: ts(e.enrichment_started_at),
      finishedAt: ts(e.enrichment_finished_at),
      detail: e.enrichment_detail ?? null,
    },
    latestRun: latestRun ? runView(latestRun) : null,
    operation: operationFor(e, active),
  };
}

interface PageExtras {
  signals: Map<string, LatestSignal>;
  founders: Map<string, FounderRow[]>;
  latestRuns: Map<string, RunRow>;
}

/** The latest signal of each entity, in one query for the whole page. */
export async function latestSignals(db: Db, entityIds: string[]): Promise<Map<string, LatestSignal>> {
  const out = new Map<string, LatestSignal>();
  if (entityIds.length === 0) return out;
  const r = await sql<{ entity_id: string; id: string; type: string; severity: string; needs_attention: boolean; summary: string; created_at: Date }>`
    select distinct on (entity_id) entity_id, id, type, severity, needs_attention, summary, created_at
    from signals
    where entity_id = any(${entityIds}::uuid[])
    order by entity_id, created_at desc, id desc`.execute(db);
  for (const s of r.rows) {
    out.set(s.entity_id, {
      id: s.id,
      type: s.type,
      severity: s.severity,
      needsAttention: s.needs_attention,
      summary: compactSummary(s.summary),
      createdAt: ts(new Date(s.created_at)),
    });
  }
  return out;
}

/** The most recent run of each entity, in one query; a queued or running one wins a tie. */
export async function latestRuns(db: Db, entityIds: string[]): Promise<Map<string, RunRow>> {
  const out = new Map<string, RunRow>();
  if (entityIds.length === 0) return out;
  const r = await sql<RunRow>`
    select distinct on (entity_id) *
    from runs
    where entity_id = any(${entityIds}::uuid[])
    order by entity_id, (status in ('queued', 'running')) desc, created_at desc, id desc`.execute(db);
  for (const run of r.rows) out.set(run.entity_id, normaliseDates(run));
  return out;
}

// Raw `sql` results skip no driver conversions, but be safe where a driver returns strings.
function normaliseDates(r: RunRow): RunRow {
  const d = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
  return { ...r, queued_at: d(r.queued_at)!, started_at: d(r.started_at), finished_at: d(r.finished_at), created_at: d(r.created_at)! };
}

export async function foundersOf(db: Db, entityIds: string[]): Promise<Map<string, FounderRow[]>> {
  const out = new Map<string, FounderRow[]>();
  if (entityIds.length === 0) return out;
  const rows = await db
    .selectFrom("founders")
    .selectAll()
    .where("entity_id", "in", entityIds)
    .orderBy("entity_id")
    .orderBy("position")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const f of rows) {
    const list = out.get(f.entity_id) ?? [];
    list.push(f);
    out.set(f.entity_id, list);
  }
  return out;
}

/** Renders a page (or one row) in the asked view with a fixed number of queries, whatever its size. */
export async function renderEntities(db: Db, rows: EntityRow[], view: "compact"): Promise<TrackerCompact[]>;
export async function renderEntities(db: Db, rows: EntityRow[], view: "full"): Promise<TrackerFull[]>;
export async function renderEntities(db: Db, rows: EntityRow[], view: View): Promise<TrackerItem[]>;
export async function renderEntities(db: Db, rows: EntityRow[], view: View): Promise<TrackerItem[]> {
  const ids = rows.map((r) => r.id);
  const signals = await latestSignals(db, ids);
  if (view === "compact") return rows.map((e) => compactView(e, signals.get(e.id) ?? null));
  const [founders, runs] = [await foundersOf(db, ids), await latestRuns(db, ids)];
  return rows.map((e) => fullView(e, { signals, founders, latestRuns: runs }));
}

/** One company of the organisation in full view, or null. */
export async function loadFull(db: Db, orgId: string, id: string): Promise<TrackerFull | null> {
  const row = await db.selectFrom("entities").selectAll().where("id", "=", id).where("org_id", "=", orgId).executeTakeFirst();
  if (!row) return null;
  const [full] = await renderEntities(db, [row], "full");
  return full!;
}
