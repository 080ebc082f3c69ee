import { foldedPhrase } from "../../text";
import { isSeniorRole, jobKey } from "../collect/extract/jobs";
import { countryName, placeOf, samePlace } from "../collect/extract/places";
import type { SnapshotJob, SnapshotPage } from "../collect/snapshot";
import { type JobChange, type JobsChange, sameUrl } from "./types";

/*
 * Roles added and removed over the careers page and the job boards (docs/pipeline.md "An item is its content"): a
 * role is its title in its place, matched one to one, wherever it is listed.
 */

/** A careers page's roles; older snapshots kept titles only. */
function jobsOf(page: SnapshotPage): SnapshotJob[] {
  return (
    page.jobs ??
    (page.jobTitles ?? []).map((title) => ({ title, team: null, location: null, url: null, key: jobKey(title, null) }))
  );
}

/**
 * Roles added and removed. A role is its content: the same title in the same place is the same role whatever id a
 * board gives it (a board re-synced under new ids adds nothing), and the same board id is the same role whatever it
 * is renamed to. Matched one to one, so a second opening of a role already listed is new. `byTitle`: one side has
 * titles only (a snapshot from before roles had keys), so both are compared by title, or every role would look new
 * once.
 */
function diffJobs(before: SnapshotJob[], after: SnapshotJob[], byTitle: boolean): JobsChange | null {
  const keyOf = (j: SnapshotJob) => (byTitle ? jobKey(j.title, null) : j.key);
  const contentOf = (j: SnapshotJob) => jobKey(j.title, byTitle ? null : j.location);
  const unmatched = samePlaceUnknown(matchOneToOne(before, after, [keyOf, contentOf]));
  const change = (j: SnapshotJob): JobChange => ({
    title: j.title,
    team: j.team,
    location: j.location,
    url: j.url,
    senior: isSeniorRole(j.title),
    key: keyOf(j),
  });
  const added = unmatched.after.map(change);
  const removed = unmatched.before.map(change);
  if (!added.length && !removed.length) return null;
  const wave = added.length >= 3;
  const firstSenior = added.some((j) => j.senior) && !before.some((j) => isSeniorRole(j.title));
  return { added, removed, wave, firstSenior, hiringSignal: wave || added.some((j) => j.senior) };
}

/**
 * The change without the roles the listing's last text showed by their title: a site rebuilt on another platform
 * lists as cards the roles its old page listed as lines no role reader took ("フィールドセールス（…）｜東京都品川区"), and
 * a role shown before is no new one, however it was laid out.
 */
function shownBefore(change: JobsChange | null, text: string | undefined): JobsChange | null {
  if (!change || !text) return change;
  const shown = ` ${foldedPhrase(text)} `;
  const added = change.added.filter((j) => !shown.includes(` ${foldedPhrase(j.title)} `));
  if (added.length === change.added.length) return change;
  return added.length || change.removed.length ? withRoles(change, added, change.removed) : null;
}

/**
 * Pairs each item of `after` with one of `before` that shares any identity (tried in order: the first identity pairs
 * all it can before the next is tried); what is left on each side came or went.
 */
function matchOneToOne<T>(before: T[], after: T[], identities: ((x: T) => string)[]): { before: T[]; after: T[] } {
  let left = { before: [...before], after: [...after] };
  for (const id of identities) {
    const pool = new Map<string, number>();
    for (const b of left.before) pool.set(id(b), (pool.get(id(b)) ?? 0) + 1);
    const matched = new Map<string, number>();
    const afterLeft = left.after.filter((a) => {
      const k = id(a);
      if ((pool.get(k) ?? 0) <= (matched.get(k) ?? 0)) return true;
      matched.set(k, (matched.get(k) ?? 0) + 1);
      return false;
    });
    const beforeLeft = left.before.filter((b) => {
      const k = id(b);
      const n = matched.get(k) ?? 0;
      if (n === 0) return true;
      matched.set(k, n - 1);
      return false;
    });
    left = { before: beforeLeft, after: afterLeft };
  }
  return left;
}

/**
 * A role whose place one side could not read, or read as a way of working only ("Remote", "Hybrid"; a detail line in a
 * shape only the redesign made legible), is the same role as the one of its title on the other side, and so is one
 * placed in the same country: its place is unknown or the same, not another. One placed in another country is another.
 */
function samePlaceUnknown(left: { before: SnapshotJob[]; after: SnapshotJob[] }): typeof left {
  const after = [...left.after];
  const country = (j: SnapshotJob) => placeOf(j.location)?.country ?? null;
  const samePlace = (a: SnapshotJob, b: SnapshotJob) => !country(a) || !country(b) || country(a) === country(b);
  const before = left.before.filter((b) => {
    const i = after.findIndex((a) => samePlace(a, b) && jobKey(a.title, null) === jobKey(b.title, null));
    if (i < 0) return true;
    after.splice(i, 1);
    return false;
  });
  return { before, after };
}

type RoleParts = { title: string; place: string[]; location: string | null };
const roleParts = (j: Pick<SnapshotJob, "title" | "location">): RoleParts => {
  const [title = "", place = ""] = jobKey(j.title, j.location).split("|");
  return { title, place: place.split(" ").filter(Boolean), location: j.location ?? null };
};
/**
 * The same title, in places one of which says more of the other ("Santiago" on Lever, "Santiago, Chile" on Ashby), or
 * that name the same place as the places table reads them ("Denver, CO" and "Denver, Colorado, United States",
 * "Remote - US" and "Remote (United States)").
 */
const sameRole = (a: RoleParts, b: RoleParts) =>
  a.title === b.title &&
  (a.place.every((w) => b.place.includes(w)) || b.place.every((w) => a.place.includes(w)) || samePlaces(a, b));

function samePlaces(a: RoleParts, b: RoleParts): boolean {
  const [p, q] = [placeOf(a.location), placeOf(b.location)];
  const remote = (r: RoleParts) => r.place.includes("remote");
  return !!p && !!q && !!p.city === !!q.city && remote(a) === remote(b) && samePlace(p, q) && samePlace(q, p);
}

/**
 * A role is its content, wherever it is listed: one that left this listing but is on another listing now (a company
 * moving from Lever to Ashby) did not close, and one new here that another listing had already was not opened.
 */
function movedBetweenListings(
  change: JobsChange,
  page: SnapshotPage,
  before: SnapshotPage,
  previous: SnapshotPage[],
  current: SnapshotPage[],
): JobsChange {
  const keysOn = (pages: SnapshotPage[]) => pages.flatMap(jobsOf).map(roleParts);
  const listedNow = keysOn(current.filter((p) => p !== page));
  const listedBefore = keysOn(previous.filter((p) => p !== before));
  const on = (listed: RoleParts[], j: Pick<SnapshotJob, "title" | "location">) =>
    listed.some((k) => sameRole(k, roleParts(j)));
  const removed = change.removed.filter((j) => !on(listedNow, j));
  const added = change.added.filter((j) => !on(listedBefore, j));
  if (removed.length === change.removed.length && added.length === change.added.length) return change;
  return withRoles(change, added, removed);
}

/** A change narrowed to some of its roles, its wave and senior roles judged again on what is left. */
function withRoles(change: JobsChange, added: JobChange[], removed: JobChange[]): JobsChange {
  const wave = added.length >= 3;
  const firstSenior = change.firstSenior && added.some((j) => j.senior);
  return { ...change, added, removed, wave, firstSenior, hiringSignal: wave || added.some((j) => j.senior) };
}

/**
 * One change from the careers page's and the boards' changes: a role on two listings (the careers
 * page linking to the board's job, say) counts once; wave and first senior role over all of them.
 */
function mergeJobChanges(changes: JobsChange[]): JobsChange | null {
  if (changes.length <= 1) return changes[0] ?? null;
  const same = (a: JobChange, b: JobChange) =>
    (a.key !== undefined && a.key === b.key) || jobKey(a.title, a.location) === jobKey(b.title, b.location);
  const once = (jobs: JobChange[]) => jobs.filter((j, i) => jobs.findIndex((o) => same(o, j)) === i);
  const added = once(changes.flatMap((c) => c.added));
  const removed = once(changes.flatMap((c) => c.removed));
  const wave = added.length >= 3;
  const firstSenior = changes.some((c) => c.firstSenior);
  return { added, removed, wave, firstSenior, hiringSignal: wave || added.some((j) => j.senior) };
}

/**
 * The countries of the added roles that no role of the last listings was in. Only when the last
 * listings placed some role (else every country would look new), and a remote role counts where
 * it says ("Remote - Germany"); one it does not place ("Remote") counts nowhere.
 */
function newCountriesOf(
  before: SnapshotJob[],
  added: JobChange[],
): { country: string; name: string; roles: JobChange[] }[] {
  const had = new Set(before.map((j) => placeOf(j.location)?.country).filter((c): c is string => !!c));
  if (!had.size) return [];
  const out = new Map<string, JobChange[]>();
  for (const j of added) {
    const c = placeOf(j.location)?.country;
    if (c && !had.has(c)) out.set(c, [...(out.get(c) ?? []), j]);
  }
  return [...out].map(([country, roles]) => ({ country, name: countryName(country), roles }));
}

/** The roles' change over every listing both runs read, and the listing that moved (the evidence). */
export function roleChanges(
  previous: SnapshotPage[],
  current: SnapshotPage[],
): { jobs: JobsChange | null; listingUrl: string | null } {
  // By the board's job id, else normalised title and location; per listing (the careers page, each job board) read by
  // both runs, so a board read for the first time is a baseline, not news.
  const isListing = (p: SnapshotPage) => p.ok && (p.kind === "careers" || p.kind === "board");
  const listedBefore = previous.filter(isListing);
  const listedNow = current.filter(isListing);
  const listings = listedNow.flatMap((page) => {
    const before = listedBefore.find((p) => p.kind === page.kind && (page.kind === "careers" || sameUrl(p, page)));
    if (!before) return [];
    const change = shownBefore(diffJobs(jobsOf(before), jobsOf(page), !before.jobs || !page.jobs), before.text);
    if (!change) return [];
    return [
      {
        page,
        change: movedBetweenListings(change, page, before, listedBefore, listedNow),
      },
    ];
  });
  const jobs = mergeJobChanges(listings.map((l) => l.change));
  if (jobs) {
    const countries = newCountriesOf(listedBefore.flatMap(jobsOf), jobs.added);
    if (countries.length) jobs.newCountries = countries;
  }
  // The listing that moved is the evidence: the careers page, else the board.
  const first = listings[0]?.page;
  return { jobs, listingUrl: first ? (first.finalUrl ?? first.url) : null };
}
