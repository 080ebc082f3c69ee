import { sql } from "kysely";
import type { Db } from "../db/database";
import type { RunRow } from "../db/types";
import type { OffsiteSourceName } from "../config";
import type { Fetcher } from "../platform/fetcher";
import type { PageRenderer } from "../platform/renderer";
import type { Sleeper } from "../platform/sleeper";
import type { RequestPacer } from "./collect/pace";
import { stampCheckables, syncChecks } from "../lifecycle/checks";
import type { CompanyClassifier } from "../taxonomy/types";
import type { SignalAnalyser } from "./judge/types";
import type { EntityWithFounders, PipelineContext, RunOutcome } from "../lifecycle/pipeline-port";
import { Deadline } from "./collect/deadline";
import { changedPageTexts, diffSnapshots, newPostsOf, type ChangedPageText } from "./compare/index";
import { scanForLeads, recordLeads, type LeadConsideration, type LeadScan } from "./record/leads";
import type { PipelineSettings } from "./ports";
import { alertEmailFor, judgeAlert, storeAlert } from "./record/alert";
import type { AlertEmail } from "./record/alert-email";
import { queueEmail } from "../lifecycle/mail";
import { companyAtCommit } from "./record/company";
import { recordRunEvents } from "./record/events";
import type { RunRef } from "./record/run-ref";
import { storeSignal, withLeadOutcomes } from "./record/signal";
import { pruneSnapshots, storeSnapshot } from "./record/snapshot";
import type { SignalDraft } from "./signal";
import { SiteReader } from "./collect/site";
import type { SnapshotPage } from "./collect/snapshot";
import { collectSnapshot } from "./collect";
import type { CollectPorts } from "./collect/sources/types";
import { parseWatchItems } from "./judge/watch";

/*
 * One tracker run (issue steps 5–8): collect a snapshot, diff it against the last good one,
 * analyse the change against thingsToTrack into exactly one signal, then (in `record`, inside the
 * lifecycle's transaction) store snapshot and signal, judge the alert rules on the company as it
 * is at commit time, queue the email when they say so, and store the leads found.
 */

export interface RunContext {
  fetcher: Fetcher;
  classifier: CompanyClassifier;
  analyser: SignalAnalyser;
  settings: PipelineSettings;
  /** Operational waits and the deadline's remaining time (real time by default). */
  sleeper?: Sleeper;
  /** Process-wide paces by source (the SEC's). */
  pacers?: Partial<Record<OffsiteSourceName, RequestPacer>>;
  /** Renders the company's pages that are empty client-side shells; null: they are reported. */
  renderer?: PageRenderer | null;
  noRendererReason?: string;
}

/** What collect is handed from the stages around it: compare's rule for new posts, the checks' stamp. */
export const COLLECT_PORTS: CollectPorts = { unseenPosts: newPostsOf, stampCheckables };

export async function runTracker(
  ctx: RunContext,
  deps: PipelineContext,
  target: EntityWithFounders & { run: RunRow },
): Promise<RunOutcome> {
  const { entity, founders, run } = target;
  const now = deps.clock.now();
  const deadline = new Deadline(ctx.settings.collectDeadlineMs, ctx.sleeper);
  // The company's own reading has the page budget, each off-site source its own; lead discovery reads other sites with
  // its own limit.
  const leadReader = new SiteReader(ctx.fetcher, deadline, ctx.settings.unfetchableHosts);
  try {
    const previous = await lastGoodSnapshot(deps.db, entity.id);
    const collected = await collectStage(ctx, target, previous, now, deadline);
    const companyName = displayName(entity);
    const judged = collected.failure
      ? {
          signal: unreadableSignal(companyName, collected.failure, entity.company_website),
          leads: NO_LEADS,
          diffPages: [],
        }
      : await compareAndJudge(ctx, deps, target, previous, collected.pages, now, leadReader);
    const { signal, leads, diffPages } = judged;
    signal.analysis = {
      ...signal.analysis,
      leadDiscovery: leads.considered,
      sources: collected.sources,
      requests: collected.requests + leadReader.requestsMade,
      deadlineReached: deadline.expired,
    };
    return {
      healthReason: collected.failure ? collected.failure.reason : "healthy",
      record: (trx) =>
        recordRun(trx, deps, ctx.settings, {
          entityId: entity.id,
          orgId: entity.org_id,
          run,
          pages: collected.pages,
          signal,
          leads,
          diffPages,
        }),
    };
  } finally {
    deadline.dispose();
  }
}

/** How a signal names the company: its name, else its website. */
function displayName(entity: Pick<EntityWithFounders["entity"], "company_name" | "company_website">): string {
  return entity.company_name ?? entity.company_website ?? "This company";
}

const NO_LEADS: LeadScan = { candidates: [], considered: [] };

/** Collect: the company's site and every off-site source, against the last good snapshot. */
function collectStage(
  ctx: RunContext,
  { entity, founders }: EntityWithFounders,
  previous: SnapshotPage[] | null,
  now: Date,
  deadline: Deadline,
) {
  // Compare's rule of recency: a never-seen entry dated long ago is not new (compare/posts.ts isRecent).
  const when = { now };
  return collectSnapshot(
    {
      ports: { ...COLLECT_PORTS, unseenPosts: (before, pages) => newPostsOf(before, pages, when) },
      fetcher: ctx.fetcher,
      deadline,
      unfetchableHosts: ctx.settings.unfetchableHosts,
      pageBudget: ctx.settings.pageBudget,
      textChars: ctx.settings.snapshotTextChars,
      now,
      settings: ctx.settings.sources,
      ...(ctx.pacers ? { pacers: ctx.pacers } : {}),
      renderer: ctx.renderer ?? null,
      ...(ctx.noRendererReason ? { noRendererReason: ctx.noRendererReason } : {}),
    },
    {
      website: entity.company_website,
      jobBoardUrl: entity.job_board_url ?? null,
      companyName: entity.company_name,
      classification: entity.classification,
      location: entity.location,
      description: entity.description,
      companyLinkedinUrl: entity.company_linkedin_url,
      companyTwitterUrl: entity.company_twitter_url,
      founders: founders.map((f) => ({
        name: f.name,
        linkedinUrl: f.linkedin_url,
        twitterUrl: f.twitter_url,
        githubUrl: f.github_url,
      })),
    },
    previous,
  );
}

/** Compare, read and judge what was collected into the run's signal; then the leads its pages point to. */
async function compareAndJudge(
  ctx: RunContext,
  deps: PipelineContext,
  { entity, founders }: EntityWithFounders,
  previous: SnapshotPage[] | null,
  pages: SnapshotPage[],
  now: Date,
  leadReader: SiteReader,
): Promise<{ signal: SignalDraft; leads: LeadScan; diffPages: ChangedPageText[] }> {
  const diff = diffSnapshots(previous, pages, { now });
  const signal = await ctx.analyser.analyse({
    company: {
      name: displayName(entity),
      website: entity.company_website,
      description: entity.description,
      founders: founders.map((f) => f.name),
    },
    thingsToTrack: entity.things_to_track,
    watchItems: parseWatchItems(entity.things_to_track),
    diff,
    pages,
    previousPages: previous,
    now,
  });
  const leads = await scanForLeads(
    {
      reader: leadReader,
      classifier: ctx.classifier,
      now,
      db: deps.db,
      maxCandidates: ctx.settings.maxLeadCandidates,
      lookedIntoRecently: await lookedIntoRecently(deps.db, entity.id),
    },
    {
      orgId: entity.org_id,
      website: entity.company_website,
      founders: founders.map((f) => ({ name: f.name, linkedinUrl: f.linkedin_url })),
    },
    pages,
  );
  return { signal, leads, diffPages: changedPageTexts(previous, pages, diff) };
}

/**
 * A run whose every attempt threw still makes its one signal (and alert), saying so. No snapshot:
 * nothing was read, so the next run compares against the last one that was.
 */
export function failedRunOutcome(
  settings: PipelineSettings,
  deps: PipelineContext,
  target: EntityWithFounders & { run: RunRow },
): RunOutcome {
  const { entity, run } = target;
  const companyName = displayName(entity);
  const signal = notComparedSignal(companyName, "the run failed on our side", { runFailed: true });
  return {
    healthReason: "run_failed",
    record: (trx) =>
      recordRun(trx, deps, settings, {
        entityId: entity.id,
        orgId: entity.org_id,
        run,
        pages: null,
        signal,
        leads: { candidates: [], considered: [] },
      }),
  };
}

/**
 * What a run leaves, inside the lifecycle's transaction: its snapshot, the leads it found, its one
 * signal, the alert the rules decide on (with its email when they send one) and the events. Returns
 * the jobs to dispatch after commit.
 */
async function recordRun(
  trx: Db,
  deps: PipelineContext,
  settings: PipelineSettings,
  r: {
    entityId: string;
    orgId: string;
    run: RunRow;
    pages: SnapshotPage[] | null;
    signal: SignalDraft;
    leads: LeadScan;
    diffPages?: ChangedPageText[];
  },
): Promise<{ jobIds: string[] }> {
  const now = deps.clock.now();
  const company = await companyAtCommit(trx, r.entityId);
  // Deleted during the run: deleting a company deletes its history (docs/tracker.md), so nothing is kept.
  if (!company) return { jobIds: [] };
  const run: RunRef = { orgId: r.orgId, entityId: r.entityId, runId: r.run.id };

  if (r.pages) {
    await storeSnapshot(trx, run, r.pages, now);
    // What the next checks between runs ask: the feeds, sitemap and boards this run read.
    await syncChecks(trx, { id: r.entityId, org_id: r.orgId }, r.pages, now, settings.checkIntervalMinutes);
    await pruneSnapshots(trx, r.entityId);
  }

  // Leads first, so the signal's analysis says what became of each person the run considered.
  const leads = await recordLeads(trx, deps, now, r.orgId, r.entityId, r.leads);
  const signal = withLeadOutcomes(r.signal, leads.considered);
  const signalId = await storeSignal(trx, run, signal, r.diffPages, now);

  const decision = await judgeAlert(trx, company, signal, now, settings);
  const email = alertEmailFor(company, signal, decision);
  const alertId = await storeAlert(trx, run, signalId, decision, email, now);
  const mailJobIds = email ? await queueAlertEmail(trx, run, alertId, decision.recipients, email, now) : [];

  const alertSent = decision.outcome === "sent";
  const eventJobIds = await recordRunEvents(trx, deps.eventData, run, { signalId, alertId, alertSent }, now);
  return { jobIds: [...leads.jobIds, ...mailJobIds, ...eventJobIds] };
}

/** The latest snapshot whose home page was read: the baseline a run diffs against (null: first run). */
async function lastGoodSnapshot(db: Db, entityId: string): Promise<SnapshotPage[] | null> {
  const rows = await db
    .selectFrom("snapshots")
    .select("pages")
    .where("entity_id", "=", entityId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(10)
    .execute();
  for (const row of rows) {
    const pages = (typeof row.pages === "string" ? JSON.parse(row.pages) : row.pages) as SnapshotPage[];
    if (pages.some((p) => p.kind === "home" && p.ok)) return pages;
  }
  return null;
}

/** How many of a company's latest runs lead discovery remembers. */
const LEAD_MEMORY_RUNS = 10;

/**
 * The sites of the people the company's recent runs looked into without finding a lead (not a
 * founder, site unreadable), each with how many runs ago that last was (0: the last run). This
 * run looks into people never looked into first, then those looked into longest ago, so that
 * the per-run budget reaches everyone in turn instead of the same few being fetched every time.
 */
async function lookedIntoRecently(db: Db, entityId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("signals")
    .select(sql<LeadConsideration[] | null>`analysis->'leadDiscovery'`.as("considered"))
    .where("entity_id", "=", entityId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LEAD_MEMORY_RUNS)
    .execute();
  const runsAgo = new Map<string, number>();
  rows.forEach((row, age) => {
    for (const c of Array.isArray(row.considered) ? row.considered : []) {
      if ((c.outcome === "not_a_founder" || c.outcome === "site_unreadable") && c.website && !runsAgo.has(c.website))
        runsAgo.set(c.website, age);
    }
  });
  return runsAgo;
}

/** A run that could not read the website still makes its one signal, saying so. */
function unreadableSignal(
  companyName: string,
  failure: { reason: string; detail: string },
  website: string | null,
): SignalDraft {
  const why =
    failure.reason === "blocked_by_robots"
      ? "its robots.txt asks crawlers like ours to stay away"
      : failure.reason === "no_website"
        ? "no website is on file"
        : failure.reason === "website_needs_javascript"
          ? `its site renders only in a browser, and was not rendered (${failure.detail})`
          : `the site could not be reached (${failure.detail})`;
  const signal = notComparedSignal(companyName, why, { siteFailure: failure });
  // A shell is a page that answered: it is the evidence of what was read (never "no change").
  if (failure.reason === "website_needs_javascript" && website)
    signal.evidence = [
      { url: website, title: `${companyName}: an empty client-side shell (it needs JavaScript to render)` },
    ];
  return signal;
}

/** The one signal of a run that compared nothing, and why. */
function notComparedSignal(companyName: string, why: string, analysis: Record<string, unknown>): SignalDraft {
  return {
    type: "other",
    severity: "low",
    recommendation: "monitor",
    needsAttention: false,
    summary: `Could not check ${companyName} this time: ${why}. Nothing was compared; the next run will try again.`,
    evidence: [],
    matchedWatchItems: [],
    analysis: { analyser: "none", ...analysis },
  };
}

/**
 * The alert's email into the outbox, in the run's transaction, so it is sent once the run commits
 * and never for a run that did not (docs/pipeline.md, "Mail"). Returns the delivery jobs.
 */
export async function queueAlertEmail(
  trx: Db,
  run: RunRef,
  alertId: string,
  recipients: string[],
  email: AlertEmail,
  now: Date,
): Promise<string[]> {
  const queued = await queueEmail(trx, now, {
    orgId: run.orgId,
    entityId: run.entityId,
    alertId,
    recipients,
    subject: email.subject,
    text: email.text,
    html: email.html,
  });
  return queued.jobIds;
}
