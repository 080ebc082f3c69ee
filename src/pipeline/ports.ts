import { DEFAULT_SOURCE_BUDGETS } from "../config";
import type { Fetcher } from "../platform/fetcher";
import type { LanguageModel } from "../platform/llm";
import type { PageRenderer } from "../platform/renderer";
import type { Sleeper } from "../platform/sleeper";
import type { OffsiteSourceName } from "../config";
import type { RequestPacer } from "./collect/pace";
import type { CompanyClassifier } from "../taxonomy/types";
import type { Severity } from "./signal";
import type { SourceSettings } from "./collect/sources/types";

/** The outside services a pipeline works through; each has a real and a local implementation. */
export interface PipelinePorts {
  fetcher: Fetcher;
  /** The OpenAI-compatible client when configured; null: the deterministic local analyser alone. */
  languageModel: LanguageModel | null;
  /** Sector taxonomy classifier. Default: the lexical classifier. */
  classifier?: CompanyClassifier;
  settings?: Partial<PipelineSettings>;
  /**
   * Operational waits (a rate limit's Retry-After, a service's pace) and deadlines' remaining time: real time unless a
   * test replaces it.
   */
  sleeper?: Sleeper;
  /** Per-source paces shared by every run of the process; default: the SEC's 10 requests a second. */
  pacers?: Partial<Record<OffsiteSourceName, RequestPacer>>;
  /**
   * Renders pages that are empty client-side shells (Node: `renderer-cdp-node.ts` when
   * BROWSER_WS_ENDPOINT is set); null or absent: such a page is reported, not rendered.
   */
  renderer?: PageRenderer | null;
}

/** Tunables, with defaults that suit production; tests shorten the time budgets. */
export interface PipelineSettings {
  /** CHECK_INTERVAL_MINUTES: each run writes the checks of the sources it read (0: none). */
  checkIntervalMinutes: number;
  /** An alert emails only at or above this severity. */
  alertMinSeverity: Severity;
  /** An alert like one sent within this many days (same type, similar summary) is suppressed. */
  duplicateWindowDays: number;
  /** Word overlap (0..1) at which two summaries count as the same news. */
  duplicateSimilarity: number;
  /** Budget of one enrichment (fetches stop being started after it). */
  enrichDeadlineMs: number;
  /** Budget of one run's collection (RUN_DEADLINE_MS): past it no request starts, and what was read is kept. */
  collectDeadlineMs: number;
  /** Budget of one language-model analysis (the local analyser answers after it). */
  modelTimeoutMs: number;
  /** People looked into per run for lead discovery (each costs a few fetches). */
  maxLeadCandidates: number;
  /** Requests one run makes to read the company's website (its pages, sitemap, feeds): PAGE_BUDGET. */
  pageBudget: number;
  /** Characters of page text kept per page in a snapshot. */
  snapshotTextChars: number;
  /** Hosts that refuse bots: recorded as not fetchable without a request. */
  unfetchableHosts: string[];
  /** The off-site sources: which are off, their budgets, their timeout, their endpoints. */
  sources: SourceSettings;
}

export const DEFAULT_PIPELINE_SETTINGS: PipelineSettings = {
  checkIntervalMinutes: 60,
  alertMinSeverity: "medium",
  duplicateWindowDays: 14,
  duplicateSimilarity: 0.6,
  enrichDeadlineMs: 60_000,
  collectDeadlineMs: 120_000,
  modelTimeoutMs: 20_000,
  maxLeadCandidates: 5,
  pageBudget: 12,
  snapshotTextChars: 6_000,
  unfetchableHosts: ["linkedin.com", "x.com", "twitter.com", "facebook.com", "instagram.com"],
  sources: {
    disabled: [],
    budgets: { ...DEFAULT_SOURCE_BUDGETS },
    timeoutMs: 20_000,
    endpoints: {
      greenhouse: "https://boards-api.greenhouse.io",
      lever: "https://api.lever.co",
      ashby: "https://api.ashbyhq.com",
      workable: "https://apply.workable.com",
      news: "https://news.google.com/rss/search?q={query}&hl=en-US&gl=US&ceid=US:en",
      hn: "https://hn.algolia.com/api",
      github: "https://api.github.com",
      secSearch: "https://efts.sec.gov",
      secData: "https://data.sec.gov",
      secArchives: "https://www.sec.gov",
      npm: "https://registry.npmjs.org",
      pypi: "https://pypi.org",
      crates: "https://crates.io",
      appstore: "https://itunes.apple.com/lookup",
    },
  },
};
