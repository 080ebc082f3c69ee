import type { Fetcher } from "../../platform/fetcher";
import type { Deadline } from "./deadline";
import type { PageRenderer } from "../../platform/renderer";
import type { RequestPacer } from "./pace";
import { SiteReader } from "./site";
import type { CollectTarget, Collected, SnapshotPage } from "./snapshot";
import { githubSource } from "./sources/github";
import { hnSource } from "./sources/hn";
import { JOB_BOARD_SOURCES } from "./sources/job-boards";
import { newsSource } from "./sources/news";
import { profilesSource } from "./sources/profiles";
import { REGISTRY_SOURCES } from "./sources/registries";
import { secSource } from "./sources/sec";
import { siteSource } from "./sources/site";
import type { CollectPorts, OffsiteSourceName, Source, SourceReport, SourceSettings } from "./sources/types";

export type {
  Source,
  SourceContext,
  SourceEndpoints,
  SourceReport,
  SourceResult,
  SourceSettings,
} from "./sources/types";

/** The company's own website first (its failure ends the run's reading), then every off-site source. */
export const SOURCES: Source[] = [
  siteSource,
  profilesSource,
  ...JOB_BOARD_SOURCES,
  newsSource,
  hnSource,
  githubSource,
  secSource,
  ...REGISTRY_SOURCES,
];

export interface CollectOptions {
  /** From the stages around collect: see CollectPorts. */
  ports: CollectPorts;
  fetcher: Fetcher;
  /** The run's deadline: every source stops starting requests when it passes. */
  deadline: Deadline;
  unfetchableHosts: string[];
  /** The company's website's request budget (PAGE_BUDGET). */
  pageBudget: number;
  textChars: number;
  now: Date;
  settings: SourceSettings;
  sources?: Source[];
  /** Process-wide paces of the services that ask for one (the SEC: 10 requests a second), by source. */
  pacers?: Partial<Record<OffsiteSourceName, RequestPacer>>;
  /** Renders the company's pages that are empty client-side shells (its own site only); null: they are reported. */
  renderer?: PageRenderer | null;
  noRendererReason?: string;
}

export interface CollectedWithReports extends Collected {
  /** What became of each source, in SOURCES order. */
  sources: SourceReport[];
  /** Requests made in all (robots.txt not counted). */
  requests: number;
}

/**
 * Collect (issue step 5): the company's website first, with the page budget and the run's deadline
 * (it failing ends the collection, as before: nothing can be compared); then every off-site
 * source at once, each with its own reader (its budget, its timeout inside the run's deadline).
 * An off-site source that fails, times out or throws is recorded and the run goes on with the
 * others; what any source read before the deadline is kept.
 */
export async function collectSnapshot(
  opts: CollectOptions,
  target: CollectTarget,
  previous: SnapshotPage[] | null,
): Promise<CollectedWithReports> {
  const sources = opts.sources ?? SOURCES;
  const pages: SnapshotPage[] = [];
  const reports: SourceReport[] = [];
  const readerFor = (deadline: Deadline, budget: number, pacer?: RequestPacer) =>
    new SiteReader(opts.fetcher, deadline, opts.unfetchableHosts, budget, pacer ? { pacer } : {});
  const base = {
    target,
    previous,
    unseenPosts: opts.ports.unseenPosts,
    textChars: opts.textChars,
    now: opts.now,
    endpoints: opts.settings.endpoints,
    tokens: opts.settings.tokens ?? {},
  };

  const [own, ...offsite] = sources;
  if (own) {
    const reader = new SiteReader(opts.fetcher, opts.deadline, opts.unfetchableHosts, opts.pageBudget, {
      renderer: opts.renderer ?? null,
      ...(opts.noRendererReason ? { noRendererReason: opts.noRendererReason } : {}),
    });
    const res = await own.collect({ ...base, reader, pages });
    await opts.ports.stampCheckables(res.pages, (url) => reader.answerFor(url));
    pages.push(...res.pages);
    reports.push({
      name: own.name,
      status: res.failure ? "failed" : "ok",
      reason: res.failure ? `${res.failure.reason}: ${res.failure.detail}` : null,
      requests: reader.requestsMade,
    });
    if (res.failure) return { pages, failure: res.failure, sources: reports, requests: reader.requestsMade };
  }

  const siteRead = [...pages];
  // Every off-site source at once, except that one reading another's pages (`after`) starts when that one is done.
  const running = new Map<string, Promise<{ pages: SnapshotPage[]; report: SourceReport }>>();
  for (const source of offsite) {
    const waitsFor = (source.after ?? [])
      .map((n) => running.get(n))
      .filter((p): p is Promise<{ pages: SnapshotPage[]; report: SourceReport }> => !!p);
    running.set(
      source.name,
      Promise.all(waitsFor).then((before) =>
        runOffsite(source, opts, { ...base, pages: [...siteRead, ...before.flatMap((b) => b.pages)] }, readerFor),
      ),
    );
  }
  const results = await Promise.all(running.values());
  for (const r of results) {
    pages.push(...r.pages, ...carriedPages(r.report, r.pages, previous));
    reports.push(r.report);
  }
  return { pages, failure: null, sources: reports, requests: reports.reduce((n, r) => n + r.requests, 0) };
}

/**
 * What a source that could not read this run (rate limited, failed, timed out) read last time and
 * not now, kept as it was: the next run compares with it, so what appears meanwhile is news and
 * not a first reading's baseline, and nothing looks removed.
 */
function carriedPages(report: SourceReport, read: SnapshotPage[], previous: SnapshotPage[] | null): SnapshotPage[] {
  if (!previous || (report.status !== "rate_limited" && report.status !== "failed" && report.status !== "timed_out"))
    return [];
  const now = new Set(read.map((p) => p.url));
  // Not what the last run's answer said: a check keeps what it learnt since (lifecycle/checks.ts syncChecks).
  return previous
    .filter((p) => p.source === report.name && p.ok && !now.has(p.url))
    .map(({ validators: _v, fingerprint: _f, ...p }) => ({ ...p, carried: true }));
}

async function runOffsite(
  source: Source,
  opts: CollectOptions,
  base: Omit<Parameters<Source["collect"]>[0], "reader">,
  readerFor: (deadline: Deadline, budget: number, pacer?: RequestPacer) => SiteReader,
): Promise<{ pages: SnapshotPage[]; report: SourceReport }> {
  const name = source.name as OffsiteSourceName;
  const report = (status: SourceReport["status"], reason: string | null, requests = 0): SourceReport => ({
    name,
    status,
    reason,
    requests,
  });
  if (opts.settings.disabled.includes(name))
    return { pages: [], report: report("disabled", "turned off by SOURCES_DISABLED") };
  const off = source.off?.(opts.settings) ?? null;
  if (off) return { pages: [], report: report("disabled", off) };
  const budget = opts.settings.budgets[name] ?? 0;
  if (budget <= 0)
    return { pages: [], report: report("disabled", `its request budget (SOURCE_BUDGET_${name.toUpperCase()}) is 0`) };
  const missing = source.needs?.(base.target, base.pages) ?? null;
  if (missing) return { pages: source.idlePage ? [source.idlePage(base)] : [], report: report("skipped", missing) };
  if (opts.deadline.expired)
    return { pages: [], report: report("timed_out", "the run's deadline passed before this source started") };

  const deadline = opts.deadline.within(opts.settings.timeoutMs);
  const reader = readerFor(deadline, budget, opts.pacers?.[name]);
  try {
    const res = await source.collect({ ...base, reader });
    await opts.ports.stampCheckables(res.pages, (url) => reader.answerFor(url));
    // Past its timeout (or the run's deadline) a source keeps what it read; the rest is reported as not read.
    const timedOut = deadline.expired && reader.sources.some((s) => s.reason === "deadline");
    // A refusal for a rate limit that stood (after one wait, or whose wait did not fit) is not the source failing.
    const status = timedOut ? "timed_out" : res.error ? (reader.rateLimits.length ? "rate_limited" : "failed") : "ok";
    const reason = timedOut
      ? `no answer within ${opts.deadline.expired ? "the run's deadline" : `${opts.settings.timeoutMs} ms`}`
      : (res.error ?? null);
    return { pages: res.pages, report: report(status, reason, reader.requestsMade) };
  } catch (err) {
    // A source's bug is its own failure, not the run's.
    return {
      pages: [],
      report: report("failed", `error: ${(err as Error).message ?? String(err)}`, reader.requestsMade),
    };
  } finally {
    deadline.dispose();
  }
}
