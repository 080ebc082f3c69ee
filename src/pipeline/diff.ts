import { normalizePersonName } from "../identity";
import type { PageKind, SnapshotPage, SnapshotPerson } from "./snapshot";

/*
 * What changed between the previous snapshot and this one (issue step 6), page by page: posts
 * that appeared (feed or blog index), jobs added and removed, lines of text added to or removed
 * from the steady pages, people who joined or left the team pages, pages that went away.
 */

export interface NewPost {
  url: string;
  title: string;
  publishedAt: string | null;
  /** The post's own text when it was read this run. */
  text: string | null;
}

export interface PageChange {
  kind: PageKind;
  url: string;
  title: string | null;
  added: string[];
  removed: string[];
}

export interface SnapshotDiff {
  firstRun: boolean;
  newPosts: NewPost[];
  jobsAdded: string[];
  jobsRemoved: string[];
  careersUrl: string | null;
  pageChanges: PageChange[];
  peopleAdded: (SnapshotPerson & { pageUrl: string })[];
  peopleRemoved: string[];
  pagesLost: { kind: PageKind; url: string; reason: string }[];
  /** True when anything above is non-empty. */
  changed: boolean;
}

const TEXT_KINDS: PageKind[] = ["home", "about", "team", "careers"];
const MAX_LINES = 20;

export function diffSnapshots(previous: SnapshotPage[] | null, current: SnapshotPage[]): SnapshotDiff {
  const careers = current.find((p) => p.kind === "careers" && p.ok);
  const diff: SnapshotDiff = {
    firstRun: previous === null,
    newPosts: [],
    jobsAdded: [],
    jobsRemoved: [],
    careersUrl: careers?.finalUrl ?? careers?.url ?? null,
    pageChanges: [],
    peopleAdded: [],
    peopleRemoved: [],
    pagesLost: [],
    changed: false,
  };
  if (!previous) return diff;

  // Posts: by URL, from the feed and the blog index together.
  const knownPosts = new Set(previous.flatMap(postsOf).map((p) => p.url));
  const postText = new Map(current.filter((p) => p.kind === "post" && p.ok).map((p) => [p.url, p.text ?? null]));
  const seen = new Set<string>();
  // The feed first: it carries publication dates the blog index lacks.
  const feedFirst = [...current.filter((p) => p.kind === "feed"), ...current.filter((p) => p.kind !== "feed")];
  for (const p of feedFirst.flatMap(postsOf)) {
    if (knownPosts.has(p.url) || seen.has(p.url)) continue;
    seen.add(p.url);
    diff.newPosts.push({ ...p, text: postText.get(p.url) ?? null });
  }

  // Jobs: by title, case-insensitively; only when both runs read the careers page.
  const prevCareers = previous.find((p) => p.kind === "careers" && p.ok);
  if (careers && prevCareers) {
    const before = new Set((prevCareers.jobTitles ?? []).map((t) => t.toLowerCase()));
    const after = new Set((careers.jobTitles ?? []).map((t) => t.toLowerCase()));
    diff.jobsAdded = (careers.jobTitles ?? []).filter((t) => !before.has(t.toLowerCase()));
    diff.jobsRemoved = (prevCareers.jobTitles ?? []).filter((t) => !after.has(t.toLowerCase()));
  }

  // Steady pages: the lines that came and went, when the text hash moved.
  for (const page of current.filter((p) => p.ok && TEXT_KINDS.includes(p.kind))) {
    const before = previous.find((p) => p.ok && p.kind === page.kind && sameUrl(p, page));
    if (!before || before.textHash === page.textHash) continue;
    const oldLines = new Set(lines(before.text));
    const newLines = new Set(lines(page.text));
    const added = [...newLines].filter((l) => !oldLines.has(l) && !isNoise(l));
    const removed = [...oldLines].filter((l) => !newLines.has(l) && !isNoise(l));
    if (added.length || removed.length) {
      diff.pageChanges.push({ kind: page.kind, url: page.finalUrl ?? page.url, title: page.title ?? null, added: added.slice(0, MAX_LINES), removed: removed.slice(0, MAX_LINES) });
    }
  }

  // People on the team/about pages.
  const peopleBefore = new Set(previous.flatMap((p) => p.people ?? []).map((p) => normalizePersonName(p.name)));
  const peopleNow = new Map<string, SnapshotPerson & { pageUrl: string }>();
  for (const page of current) for (const person of page.people ?? []) peopleNow.set(normalizePersonName(person.name), { ...person, pageUrl: page.finalUrl ?? page.url });
  const teamReadBoth = current.some((p) => p.people) && previous.some((p) => p.people);
  if (teamReadBoth) {
    diff.peopleAdded = [...peopleNow.entries()].filter(([k]) => !peopleBefore.has(k)).map(([, p]) => p);
    diff.peopleRemoved = previous
      .flatMap((p) => p.people ?? [])
      .filter((p) => !peopleNow.has(normalizePersonName(p.name)))
      .map((p) => p.name);
  }

  // Pages that answered last time and not now (social pages that refuse bots are not news).
  for (const before of previous.filter((p) => p.ok && p.kind !== "social" && p.kind !== "post")) {
    const now = current.find((p) => p.kind === before.kind && sameUrl(p, before));
    if (now && !now.ok) diff.pagesLost.push({ kind: before.kind, url: before.url, reason: now.reason ?? "unreachable" });
  }

  diff.changed =
    diff.newPosts.length > 0 ||
    diff.jobsAdded.length > 0 ||
    diff.jobsRemoved.length > 0 ||
    diff.pageChanges.length > 0 ||
    diff.peopleAdded.length > 0 ||
    diff.peopleRemoved.length > 0 ||
    diff.pagesLost.length > 0;
  return diff;
}

function postsOf(page: SnapshotPage): { url: string; title: string; publishedAt: string | null }[] {
  return [
    ...(page.feedItems ?? []).map((i) => ({ url: i.url, title: i.title, publishedAt: i.publishedAt })),
    ...(page.posts ?? []).map((p) => ({ url: p.url, title: p.text, publishedAt: null })),
  ];
}

function sameUrl(a: SnapshotPage, b: SnapshotPage): boolean {
  return a.url === b.url || (a.finalUrl ?? a.url) === (b.finalUrl ?? b.url);
}

function lines(text: string | undefined): string[] {
  return (text ?? "").split("\n").map((l) => l.trim()).filter(Boolean);
}

/** Lines too short to mean anything on their own, or that change on every visit (years, counters). */
function isNoise(line: string): boolean {
  return line.split(/\s+/).length < 3 || /^(©|\(c\)|copyright)/i.test(line);
}
