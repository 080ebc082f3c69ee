import type { SiteReader } from "../site";
import type { CollectTarget, SnapshotPage } from "../snapshot";

/*
 * Where a run looks. Each source is one module that reads through the run's SiteReader (so the
 * page budget, politeness, robots.txt and the deadline hold for all of them) and returns pages
 * for the snapshot. Adding a source (a job board's API, news) is adding a module to SOURCES.
 */

export interface SourceContext {
  reader: SiteReader;
  target: CollectTarget;
  /** The snapshot this run is compared with (null: first run). */
  previous: SnapshotPage[] | null;
  /** The pages earlier sources returned this run. */
  pages: SnapshotPage[];
  textChars: number;
}

export interface SourceResult {
  pages: SnapshotPage[];
  /** Set when nothing can be compared this run (the website could not be read): collection stops. */
  failure?: { reason: string; detail: string };
}

export interface Source {
  name: string;
  collect(ctx: SourceContext): Promise<SourceResult>;
}
