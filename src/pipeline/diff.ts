import { normalizePersonName } from "../identity";
import type { PageKind, SnapshotPage, SnapshotPerson } from "./snapshot";

/*
 * What changed between the previous snapshot and this one (issue step 6), page by page: posts
 * that appeared (feeds, news pages' entries, sitemap.xml), jobs added and removed, lines of text added to or removed
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

const TEXT_KINDS: PageKind[] = ["home", "about", "team", "careers", "pricing", "customers"];
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

  diff.newPosts = newPostsOf(previous, current);

  // Jobs: by title, case-insensitively; only when both runs read the careers page.
  const prevCareers = previous.find((p) => p.kind === "careers" && p.ok);
  if (careers && prevCareers) {
    const before = new Set((prevCareers.jobTitles ?? []).map((t) => t.toLowerCase()));
    const after = new Set((careers.jobTitles ?? []).map((t) => t.toLowerCase()));
    diff.jobsAdded = (careers.jobTitles ?? []).filter((t) => !before.has(t.toLowerCase()));
    diff.jobsRemoved = (prevCareers.jobTitles ?? []).filter((t) => !after.has(t.toLowerCase()));
  }

  // Steady pages: the lines that came and went, when the text hash moved.
  for (const page of current.filter((p) => p.ok && (TEXT_KINDS.includes(p.kind) || unitemised(p)))) {
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
  for (const before of previous.filter((p) => p.ok && p.kind !== "social" && p.kind !== "post" && p.kind !== "sitemap")) {
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

/**
 * Posts that appeared: entries of the feeds, of the news pages (inline or linked) and news-like
 * URLs new in sitemap.xml, each by its key (its URL; an inline entry's normalised title). Only
 * from a page the previous snapshot read too: a page read for the first time is a baseline, not
 * a flood of news. Feeds first (they carry dates), then items (they carry text), then the rest.
 */
export function newPostsOf(previous: SnapshotPage[] | null, current: SnapshotPage[]): NewPost[] {
  if (!previous) return [];
  const known = new Set(previous.flatMap((p) => postsOf(p).flatMap((x) => [x.key, x.url])));
  const postPage = new Map(current.filter((p) => p.kind === "post" && p.ok).map((p) => [p.url, p]));
  const itemText = new Map(current.flatMap((p) => p.items ?? []).map((i) => [i.url, i.text]));
  const readBefore = (page: SnapshotPage) => previous.some((p) => p.ok && p.kind === page.kind && sameUrl(p, page));
  const order: PageKind[] = ["feed", "blog", "sitemap"];
  const sources = current.filter((p) => p.ok && order.includes(p.kind) && readBefore(p)).sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const out: NewPost[] = [];
  const seen = new Set<string>();
  for (const p of sources.flatMap(postsOf)) {
    if (known.has(p.key) || known.has(p.url) || seen.has(p.url) || seen.has(p.key)) continue;
    seen.add(p.url);
    seen.add(p.key);
    const page = postPage.get(p.url);
    out.push({
      url: p.url,
      title: p.title ?? page?.title ?? titleFromPath(p.url),
      publishedAt: p.publishedAt,
      text: page?.text ?? (itemText.get(p.url) || null),
    });
  }
  return out;
}

function postsOf(page: SnapshotPage): { key: string; url: string; title: string | null; publishedAt: string | null }[] {
  return [
    ...(page.feedItems ?? []).map((i) => ({ key: i.url, url: i.url, title: i.title, publishedAt: i.publishedAt })),
    ...(page.items ?? []).map((i) => ({ key: i.key, url: i.url, title: i.title, publishedAt: i.publishedAt })),
    ...(page.posts ?? []).map((p) => ({ key: p.url, url: p.url, title: p.text, publishedAt: null })),
    ...(page.sitemapUrls ?? []).map((url) => ({ key: url, url, title: null, publishedAt: null })),
  ];
}

/** A news page with neither entries nor post links is compared as text, like the steady pages. */
function unitemised(page: SnapshotPage): boolean {
  return page.kind === "blog" && !(page.items?.length) && !(page.posts?.length);
}

/** "/blog/acme-raises-series-b" → "Acme raises series b": a sitemap URL's only title when its page was not read. */
function titleFromPath(url: string): string {
  const last = new URL(url).pathname.split("/").filter(Boolean).pop() ?? url;
  const words = decodeURIComponent(last).replace(/\.[a-z]+$/i, "").replace(/[-_]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : url;
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
