import { sql, type AliasedRawBuilder, type RawBuilder } from "kysely";
import type { EnrichmentStatus, EntityRow } from "../../db/types";
import { splitClassificationPaths } from "../../taxonomy/stored-paths";
import { cutText } from "../shared/compact";
import type { View } from "../lists/paging";
import type { Stage } from "../../pipeline/enrich/facts";
import type { Severity, SignalType } from "../../pipeline/signal";
import { ts, withApiTimestamps } from "../shared/timestamps";
import type { Founder, LatestSignal, Operation, Run, TrackerCompact, TrackerFull, TrackerItem } from "./views.schema";

/* Renders the two views of a tracked company and the operation object; their schemas are in views.schema.ts. */

/** Seconds between polls while enrichment or a run is pending. */
export const POLL_INTERVAL_SECONDS = 5;

export const pollUrl = (entityId: string) => `/api/v1/tracker/${entityId}`;

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

/** What a view shows of the latest signal, kept on the company row. */
const LATEST_SIGNAL_COLUMNS = [
  "latest_signal_id",
  "latest_signal_type",
  "latest_signal_severity",
  "latest_signal_needs_attention",
  "latest_signal_summary",
  "latest_signal_at",
] as const satisfies readonly (keyof EntityRow)[];

/**
 * The columns `compactView` reads. A compact page selects only these: the rest (descriptions, what
 * to track, enrichment detail) was most of a page's parsing and garbage (bench/results.md).
 */
export const COMPACT_ENTITY_COLUMNS = [
  "id",
  "company_name",
  "company_website",
  "status",
  "stage",
  "cadence_days",
  "tags",
  "classification_paths",
  "last_scraped_at",
  "scrape_health_reason",
  "created_at",
  "updated_at",
  ...LATEST_SIGNAL_COLUMNS,
] as const satisfies readonly (keyof EntityRow)[];

/** The company's latest signal, from the columns the database keeps on its row (db/migrations/0007). */
function latestSignal(e: Pick<EntityRow, (typeof LATEST_SIGNAL_COLUMNS)[number]>): LatestSignal | null {
  if (e.latest_signal_id === null) return null;
  return {
    id: e.latest_signal_id,
    type: e.latest_signal_type as SignalType,
    severity: e.latest_signal_severity as Severity,
    needsAttention: e.latest_signal_needs_attention!,
    summary: cutText(e.latest_signal_summary!),
    createdAt: ts(e.latest_signal_at!),
  };
}

function compactView(e: Pick<EntityRow, (typeof COMPACT_ENTITY_COLUMNS)[number]>): TrackerCompact {
  return {
    id: e.id,
    companyName: e.company_name,
    companyWebsite: e.company_website,
    status: e.status,
    // The pipeline writes only the enumerated values (docs/spec/decisions.md "Enumerations").
    stage: e.stage as Stage,
    cadenceDays: e.cadence_days,
    tags: e.tags,
    classification: splitClassificationPaths(e.classification_paths),
    lastScrapedAt: ts(e.last_scraped_at),
    scrapeHealthReason: e.scrape_health_reason,
    latestSignal: latestSignal(e),
    createdAt: ts(e.created_at),
    updatedAt: ts(e.updated_at),
  };
}

function fullView(e: EntityRow, extra: PageExtras): TrackerFull {
  const latestRun = extra.latestRuns.get(e.id) ?? null;
  const active = !!latestRun && (latestRun.status === "queued" || latestRun.status === "running");
  return {
    ...compactView(e),
    companyLinkedinUrl: e.company_linkedin_url,
    companyTwitterUrl: e.company_twitter_url,
    jobBoardUrl: e.job_board_url ?? null,
    description: e.description,
    location: e.location,
    foundingYear: e.founding_year,
    founders: extra.founders.get(e.id) ?? [],
    thingsToTrack: e.things_to_track,
    alertEmails: e.alert_emails,
    emailAlertsEnabled: e.email_alerts_enabled,
    confirmedByUser: e.confirmed_by_user,
    enrichment: {
      status: e.enrichment_status,
      reason: e.enrichment_reason,
      startedAt: ts(e.enrichment_started_at),
      finishedAt: ts(e.enrichment_finished_at),
      detail: withApiTimestamps(e.enrichment_detail ?? null),
    },
    latestRun,
    operation: operationFor(e, active),
    lastCheckedAt: jsonTs(extra.checks.get(e.id)?.[0] ?? null),
    // A paused company is never checked.
    nextCheckAt: e.status === "ok" ? jsonTs(extra.checks.get(e.id)?.[1] ?? null) : null,
  };
}

interface PageExtras {
  founders: Map<string, Founder[]>;
  latestRuns: Map<string, Run>;
  checks: Map<string, ChecksJson>;
}

/*
 * A company's extras (founders and latest run, when asked) are JSON columns of correlated
 * subqueries selected beside its row, so a page or a single GET is one statement: every round
 * trip to the database costs more than the subqueries themselves (bench/results.md). Each holds
 * only what the views show, as arrays: building JSON of whole rows was most of a full page's
 * statement (0.35 against 0.25 ms for 26 companies, bench/results.md "Performance, seventh pass").
 * The latest signal, which every view shows, is no extra: it is kept on the company row.
 */

/** A founder as the extras column holds it. */
type FounderJson = [
  id: string,
  name: string,
  linkedinUrl: string | null,
  twitterUrl: string | null,
  githubUrl: string | null,
];
/** A run as the extras column holds it; timestamps as Postgres writes them in JSON. */
type RunJson = [
  id: string,
  trigger: Run["trigger"],
  status: Run["status"],
  healthReason: string | null,
  queuedAt: string,
  startedAt: string | null,
  finishedAt: string | null,
];

/** The company's checks between runs: the last asked, the next due. */
type ChecksJson = [lastCheckedAt: string | null, nextCheckAt: string | null];

interface ExtrasRow {
  founders?: FounderJson[] | null;
  run?: RunJson | null;
  checks?: ChecksJson | null;
}

/** A company row with its extras' columns (`extrasColumns`). */
export type EntityWithExtras = EntityRow & ExtrasRow;

/** The extras' columns for the company whose id is `id` (a column reference). */
function extrasColumns(
  id: RawBuilder<unknown>,
  want: { founders: boolean; run: boolean; checks?: boolean },
): AliasedRawBuilder<unknown, keyof ExtrasRow>[] {
  const cols: AliasedRawBuilder<unknown, keyof ExtrasRow>[] = [];
  if (want.checks) {
    cols.push(
      sql`(select json_build_array(max(c.last_checked_at), min(c.next_check_at))
        from checks c where c.entity_id = ${id})`.as("checks"),
    );
  }
  if (want.founders) {
    cols.push(
      sql`(select json_agg(json_build_array(f.id, f.name, f.linkedin_url, f.twitter_url, f.github_url)
          order by f.position, f.created_at, f.id)
        from founders f where f.entity_id = ${id})`.as("founders"),
    );
  }
  if (want.run) {
    // The queued or running run (at most one: runs_one_active_idx), else the most recent one. Two
    // index probes; ordering every run of the company by "active first" sorted them all.
    cols.push(
      sql`(select json_build_array(r.id, r.trigger, r.status, r.health_reason, r.queued_at, r.started_at,
          r.finished_at) from (
        (select * from runs where entity_id = ${id} and status in ('queued', 'running') limit 1)
        union all
        (select * from runs where entity_id = ${id} order by created_at desc, id desc limit 1)
        limit 1) r)`.as("run"),
    );
  }
  return cols;
}

/**
 * The extras' columns a page of `entities` rows needs in `view`, to select beside `entities.*`
 * (a correlated subquery per kept row: under a limit, Postgres evaluates them only for the rows it returns).
 */
export function pageExtrasColumns(view: View): AliasedRawBuilder<unknown, keyof ExtrasRow>[] {
  return extrasColumns(sql.ref("entities.id"), {
    founders: view === "full",
    run: view === "full",
    checks: view === "full",
  });
}

/** JSON carries timestamps as text (to the microsecond); the views print them as every timestamp is printed. */
const jsonTs = (v: string | null) => (v === null ? null : ts(new Date(v)));

function addExtras(extras: PageExtras, entityId: string, x: ExtrasRow): void {
  if (x.founders) {
    extras.founders.set(
      entityId,
      x.founders.map(([id, name, linkedinUrl, twitterUrl, githubUrl]) => ({
        id,
        name,
        linkedinUrl,
        twitterUrl,
        githubUrl,
      })),
    );
  }
  if (x.checks) extras.checks.set(entityId, x.checks);
  if (x.run) {
    const [id, trigger, status, healthReason, queuedAt, startedAt, finishedAt] = x.run;
    extras.latestRuns.set(entityId, {
      id,
      trigger,
      status,
      healthReason,
      queuedAt: jsonTs(queuedAt)!,
      startedAt: jsonTs(startedAt),
      finishedAt: jsonTs(finishedAt),
    });
  }
}

/** Splits the extras' columns off the rows. */
function splitExtras(rows: EntityWithExtras[]): { entities: EntityRow[]; extras: PageExtras } {
  const extras: PageExtras = { founders: new Map(), latestRuns: new Map(), checks: new Map() };
  const entities = rows.map(({ founders, run, checks, ...row }) => {
    addExtras(extras, row.id, { founders, run, checks });
    return row;
  });
  return { entities, extras };
}

function render(rows: EntityRow[], view: View, extras: PageExtras): TrackerItem[] {
  if (view === "compact") return rows.map((e) => compactView(e));
  return rows.map((e) => fullView(e, extras));
}

/** Renders rows selected with `pageExtrasColumns(view)` in that view; no query of its own. */
export function renderEntities(rows: EntityWithExtras[], view: "compact"): TrackerCompact[];
export function renderEntities(rows: EntityWithExtras[], view: "full"): TrackerFull[];
export function renderEntities(rows: EntityWithExtras[], view: View): TrackerItem[];
export function renderEntities(rows: EntityWithExtras[], view: View): TrackerItem[] {
  const { entities, extras } = splitExtras(rows);
  return render(entities, view, extras);
}

/**
 * The columns a single company's read selects beside `e.*` (company view `view`; the latest run always, for
 * `operation`).
 */
export function entityExtrasColumns(view: View): AliasedRawBuilder<unknown, keyof ExtrasRow>[] {
  return extrasColumns(sql.ref("e.id"), { founders: view === "full", run: true, checks: view === "full" });
}

/** One company read with `entityExtrasColumns(view)`, rendered; `activeRun` for a compact `operation`. */
export function renderLoaded(
  found: EntityWithExtras,
  view: View,
): { row: EntityRow; data: TrackerItem; activeRun: boolean } {
  const { entities, extras } = splitExtras([found]);
  const row = entities[0]!;
  const latest = extras.latestRuns.get(row.id);
  const [data] = render([row], view, extras);
  return { row, data: data!, activeRun: !!latest && (latest.status === "queued" || latest.status === "running") };
}
