import type { SnapshotPage } from "../collect/snapshot";
import { lineChanges, logoChanges, pagesLostOf } from "./lines";
import { peopleChanges } from "./people";
import { newPostsOf } from "./posts";
import { roleChanges } from "./roles";
import type { Recency, SnapshotDiff } from "./types";

/*
 * What changed between the previous snapshot and this one (issue step 6), page by page: posts
 * that appeared (feeds, news pages' entries, sitemap.xml), jobs added and removed, lines of text added to or removed
 * from the steady pages, people who joined or left the team pages, pages that went away.
 * Only what survives noise normalisation counts (`normalize-noise.ts`): a run whose only changes
 * are dates, counters, tokens, consent banners, order or reflow has `changed: false`.
 */

export { type ChangedPageText, changedPageTexts, DIFF_PAGES_MAX, DIFF_PAGES_MAX_CHARS } from "./lines";
export { isExecutive } from "./people";
export { isRecent, newPostsOf, RECENT_DAYS } from "./posts";
export type {
  JobChange,
  JobsChange,
  LogoChange,
  NewPost,
  PageChange,
  PersonChange,
  Recency,
  SnapshotDiff,
} from "./types";

/** What changed between the previous snapshot and this one, each kind of item compared by its own module. */
export function diffSnapshots(previous: SnapshotPage[] | null, current: SnapshotPage[], when?: Recency): SnapshotDiff {
  const careers = current.find((p) => p.kind === "careers" && p.ok);
  const diff: SnapshotDiff = {
    firstRun: previous === null,
    newPosts: [],
    jobsAdded: [],
    jobsRemoved: [],
    jobs: null,
    careersUrl: careers?.finalUrl ?? careers?.url ?? null,
    pageChanges: [],
    peopleAdded: [],
    peopleRemoved: [],
    peopleLeft: [],
    pagesLost: [],
    changed: false,
  };
  if (!previous) return diff;
  diff.newPosts = newPostsOf(previous, current, when);
  const roles = roleChanges(previous, current);
  diff.jobs = roles.jobs;
  if (roles.listingUrl) diff.careersUrl = roles.listingUrl;
  if (roles.jobs) {
    diff.jobsAdded = roles.jobs.added.map((j) => j.title);
    diff.jobsRemoved = roles.jobs.removed.map((j) => j.title);
  }
  diff.pageChanges = lineChanges(previous, current, diff.newPosts);
  Object.assign(diff, peopleChanges(previous, current) ?? {});
  diff.pagesLost = pagesLostOf(previous, current);
  const logos = logoChanges(previous, current);
  if (logos.length) diff.logos = logos;
  diff.changed =
    (diff.logos?.length ?? 0) > 0 ||
    diff.newPosts.length > 0 ||
    diff.jobsAdded.length > 0 ||
    diff.jobsRemoved.length > 0 ||
    diff.pageChanges.length > 0 ||
    diff.peopleAdded.length > 0 ||
    diff.peopleRemoved.length > 0 ||
    (diff.peopleRetitled?.length ?? 0) > 0 ||
    diff.pagesLost.length > 0;
  return diff;
}
