import type { SiteReader } from "../site";
import type { CollectTarget, Collected, SnapshotPage } from "../snapshot";
import { profilesSource } from "./profiles";
import { siteSource } from "./site";
import type { Source } from "./types";

export type { Source, SourceContext, SourceResult } from "./types";

/** The company's own website first (its failure ends the run's reading), then its public profiles. */
export const SOURCES: Source[] = [siteSource, profilesSource];

/** Collect (issue step 5): every source in turn, into one snapshot. */
export async function collectSnapshot(
  reader: SiteReader,
  target: CollectTarget,
  previous: SnapshotPage[] | null,
  textChars: number,
  sources: Source[] = SOURCES,
): Promise<Collected> {
  const pages: SnapshotPage[] = [];
  for (const source of sources) {
    const res = await source.collect({ reader, target, previous, pages, textChars });
    pages.push(...res.pages);
    if (res.failure) return { pages, failure: res.failure };
  }
  return { pages, failure: null };
}
