import type { OffsiteSourceName, SourceName } from "../../../config";
import type { SiteReader } from "../site";
import type { CollectTarget, SnapshotPage } from "../snapshot";

/*
 * Where a run looks. Each source is one module: what it needs from the company (`needs`), what it
 * returns for the snapshot (pages, whose jobs and items the diff compares), and it reads only
 * through the SiteReader it is handed, which holds the source's own request budget and timeout
 * (inside the run's deadline) and goes through the SSRF-safe fetcher. Adding a source is adding a
 * module to SOURCES (./index.ts) and its name to OFFSITE_SOURCES (config.ts).
 *
 * Off-site items with a date (a press article, a story, a release) are returned as a page of kind
 * "feed" with `source` set and `feedItems`: the first run reports those of the last 30 days as
 * news and keeps the rest as the baseline; later runs report what is new since the last run
 * (diff.ts newPostsOf), so every dated source gets point 6's rule without code of its own.
 */

export type { SourceName, OffsiteSourceName };

/**
 * What collect is handed by the run from outside the stage (docs/pipeline.md: a stage imports no later stage and not
 * the lifecycle): compare's rule for which posts are new, and the checks' stamp on what was read.
 */
export interface CollectPorts {
  /** The posts of `pages` the previous snapshot did not have (compare's rule): their pages are read in full. */
  unseenPosts(previous: SnapshotPage[] | null, pages: SnapshotPage[]): { url: string }[];
  /** Stamps each feed, sitemap and board read with what the checks between runs compare (lifecycle/checks.ts). */
  stampCheckables(pages: SnapshotPage[], answerFor: (url: string) => ReaderAnswer | undefined): Promise<void>;
}

/** What the reader kept of an answer: its validators and body. */
export interface ReaderAnswer {
  validators: { etag: string | null; lastModified: string | null } | null;
  body: string;
}

export interface SourceContext {
  /** Compare's rule for new posts, passed in by the run. */
  unseenPosts: CollectPorts["unseenPosts"];
  /** This source's reader: its request budget, its timeout within the run's deadline. */
  reader: SiteReader;
  target: CollectTarget;
  /** The snapshot this run is compared with (null: first run). */
  previous: SnapshotPage[] | null;
  /** The pages earlier sources returned this run (the company's site first). */
  pages: SnapshotPage[];
  textChars: number;
  /** When the run started (the injected clock). */
  now: Date;
  /** The off-site services' base URLs, from the configuration. */
  endpoints: SourceEndpoints;
  /** Credentials a service takes for a higher rate limit (GITHUB_TOKEN); absent: none. */
  tokens?: SourceTokens;
}

/** Optional credentials per service. */
export interface SourceTokens {
  github?: string;
  /** SEC_USER_AGENT: the contact the SEC's fair-access rules ask for; without it the `sec` source is off. */
  secUserAgent?: string;
}

export interface SourceResult {
  pages: SnapshotPage[];
  /** Set when nothing can be compared this run (the website could not be read): collection stops. */
  failure?: { reason: string; detail: string };
  /**
   * Set when an off-site source could not read what it went for (an error, a rate limit): the
   * run goes on, and the signal's analysis records the reason.
   */
  error?: string;
}

export interface Source {
  name: SourceName;
  /**
   * What it needs from the company and the pages read before it: null when it has it, else why
   * it has nothing to read (recorded as `skipped`, no request made).
   */
  needs?(target: CollectTarget, pages: SnapshotPage[]): string | null;
  collect(ctx: SourceContext): Promise<SourceResult>;
  /**
   * Why the source is off by its configuration (the SEC without SEC_USER_AGENT), recorded as
   * `disabled` with that reason; null: on.
   */
  off?(settings: SourceSettings): string | null;
  /**
   * The page this source keeps when it has nothing to read (`needs` said why): empty, so that
   * what appears later (a package the site starts linking to, with its first release) is
   * compared against it rather than taken for a first reading's baseline.
   */
  idlePage?(ctx: { endpoints: SourceEndpoints }): SnapshotPage;
  /**
   * Off-site sources whose pages this one reads too (the registries read the packages GitHub
   * repositories point to): it starts when they have finished, and `pages` holds theirs.
   */
  after?: SourceName[];
}

/** What became of one source this run, as the signal's `analysis.sources` records it. */
export interface SourceReport {
  name: SourceName;
  /**
   * `rate_limited`: the service refused for its rate limit and its wait did not fit in the run, or
   * it refused again after one wait; the next run tries again, and what the
   * source read last time is kept in the snapshot meanwhile.
   */
  status: "ok" | "failed" | "timed_out" | "rate_limited" | "skipped" | "disabled";
  /** Why it is not `ok` (null when it is). */
  reason: string | null;
  /** Requests it made (robots.txt not counted). */
  requests: number;
}

/** The off-site services' base URLs (GREENHOUSE_API_URL, …). */
export interface SourceEndpoints {
  greenhouse: string;
  lever: string;
  ashby: string;
  workable: string;
  /** A URL template with `{query}`. */
  news: string;
  hn: string;
  github: string;
  /** EDGAR full-text search (SEC_SEARCH_URL), submissions (SEC_DATA_URL), archives (SEC_ARCHIVES_URL). */
  secSearch: string;
  secData: string;
  secArchives: string;
  npm: string;
  pypi: string;
  crates: string;
  /** The iTunes lookup endpoint itself (ITUNES_LOOKUP_URL, `…/lookup`). */
  appstore: string;
}

/** How sources run: which are off, each one's request budget, the timeout of each off-site source. */
export interface SourceSettings {
  disabled: OffsiteSourceName[];
  budgets: Record<OffsiteSourceName, number>;
  timeoutMs: number;
  endpoints: SourceEndpoints;
  tokens?: SourceTokens;
}
