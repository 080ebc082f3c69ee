import { notFound } from "../../errors";
import { comparableLine, isNoiseLine } from "../../pipeline/collect/normalize-noise";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { requireUuid } from "../shared/path-id";

/*
 * What changed, as the web app's signal page shows it (docs/web.md): for a page, its text before
 * and after as a line diff (kept with the signal by the run, migration 0015), each line marked
 * added, removed, unchanged, or noise — a difference the run's comparison ignores (a date or a
 * counter rewritten, a line moved, a line too short to state anything), shown dimmed or left out;
 * for items, the new posts, roles, articles, stories, releases and people, with their links.
 * Read from the signal's stored analysis: nothing is fetched again.
 */

export type DiffLine =
  | { op: "same" | "added" | "removed"; text: string }
  /**
   * A difference the comparison ignores: a line rewritten only in what normalising ignores (`was`
   * is its old text), moved, or too slight to state anything; `side` says which text it is from.
   */
  | {
      op: "noise";
      text: string;
      was?: string;
      why: "rewritten" | "moved" | "minor";
      side: "removed" | "added" | "both";
    }
  /** Unchanged lines left out. */
  | { op: "gap"; count: number };

export interface PageDiff {
  kind: string;
  url: string;
  title: string | null;
  lines: DiffLine[];
  added: number;
  removed: number;
  noise: number;
  /** False when only the lines the analysis reported were kept (signals recorded before the texts were). */
  wholeText: boolean;
}

export type ItemKind = "post" | "article" | "story" | "release" | "role" | "person";

export interface ChangedItem {
  kind: ItemKind;
  change: "added" | "removed";
  title: string;
  url: string | null;
  /** Team and location of a role, the role of a person, the date of a post. */
  detail: string | null;
}

export interface SignalChanges {
  firstRun: boolean;
  pages: PageDiff[];
  items: ChangedItem[];
  pagesLost: { kind: string; url: string; reason: string }[];
}

export interface DiffOptions {
  /** Unchanged lines shown around each change; "all" shows the whole page. Default 2. */
  context?: number | "all";
  /** Noise dimmed (default) or left out. */
  noise?: "dim" | "hide";
}

/** Lines of a page compared at most: the snapshot keeps 6,000 characters of it, a few hundred lines. */
const MAX_LINES = 600;

/** The changes a signal of the actor's organisation reports (404 for another organisation's). */
export async function getSignalChanges(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  id: string,
  opts: DiffOptions = {},
): Promise<SignalChanges> {
  requireUuid(id);
  const row = await deps.db
    .selectFrom("signals")
    .select(["analysis", "diff_pages"])
    .where("id", "=", id)
    .where("org_id", "=", actor.orgId)
    .executeTakeFirst();
  if (!row) throw notFound("Signal");
  return signalChangesOf(parse(row.analysis), parse(row.diff_pages), opts);
}

function parse(v: unknown): unknown {
  return typeof v === "string" ? JSON.parse(v) : v;
}

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Rec) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null);

/** The changes of a stored analysis and its page texts (pure: the signal page's tests call it directly). */
export function signalChangesOf(analysis: unknown, diffPages: unknown, opts: DiffOptions = {}): SignalChanges {
  const a = rec(analysis);
  const changes = rec(a.changes);
  const texts = arr(diffPages).map(rec);
  const reported = arr(changes.pageChanges).map(rec);

  const pages: PageDiff[] = [];
  for (const r of reported) {
    const url = str(r.url) ?? "";
    const added = arr(r.added).filter((l): l is string => typeof l === "string");
    const removed = arr(r.removed).filter((l): l is string => typeof l === "string");
    const t = texts.find((x) => x.url === url);
    const base = { kind: str(r.kind) ?? "page", url, title: str(r.title) };
    pages.push(
      t
        ? pageDiff(base, String(t.before ?? ""), String(t.after ?? ""), { added, removed }, opts)
        : reportedOnly(base, added, removed),
    );
  }
  // Pages whose texts were kept without a report of them (none today) are shown all the same.
  for (const t of texts) {
    if (pages.some((p) => p.url === t.url)) continue;
    pages.push(
      pageDiff(
        { kind: str(t.kind) ?? "page", url: str(t.url) ?? "", title: str(t.title) },
        String(t.before ?? ""),
        String(t.after ?? ""),
        null,
        opts,
      ),
    );
  }

  return {
    firstRun: a.firstRun === true,
    pages,
    items: itemsOf(changes),
    pagesLost: arr(changes.pagesLost)
      .map(rec)
      .map((p) => ({ kind: str(p.kind) ?? "page", url: str(p.url) ?? "", reason: str(p.reason) ?? "unreachable" })),
  };
}

function itemsOf(changes: Rec): ChangedItem[] {
  const items: ChangedItem[] = [];
  const kindOfSource: Record<string, ItemKind> = { news: "article", hn: "story", github: "release" };
  for (const p of arr(changes.newPosts).map(rec)) {
    const date = str(p.publishedAt);
    items.push({
      kind: kindOfSource[str(p.source) ?? ""] ?? "post",
      change: "added",
      title: str(p.title) ?? str(p.url) ?? "",
      url: str(p.url),
      detail: date ? date.slice(0, 10) : null,
    });
  }
  const jobs = rec(changes.jobs);
  const listing = str(jobs.listingUrl);
  const role = (change: "added" | "removed") => (j: Rec) => ({
    kind: "role" as const,
    change,
    title: str(j.title) ?? "",
    url: str(j.url) ?? listing,
    detail: [str(j.team), str(j.location)].filter(Boolean).join(" · ") || null,
  });
  if (Array.isArray(jobs.added) || Array.isArray(jobs.removed)) {
    items.push(...arr(jobs.added).map(rec).map(role("added")), ...arr(jobs.removed).map(rec).map(role("removed")));
  } else {
    // Analyses recorded before roles kept their links: titles only.
    for (const t of arr(changes.jobsAdded))
      if (typeof t === "string") items.push({ kind: "role", change: "added", title: t, url: null, detail: null });
    for (const t of arr(changes.jobsRemoved))
      if (typeof t === "string") items.push({ kind: "role", change: "removed", title: t, url: null, detail: null });
  }
  for (const p of arr(changes.peopleAdded).map(rec)) {
    items.push({
      kind: "person",
      change: "added",
      title: str(p.name) ?? "",
      url: str(p.linkedinUrl) ?? str(p.pageUrl),
      detail: str(p.role),
    });
  }
  for (const name of arr(changes.peopleRemoved))
    if (typeof name === "string")
      items.push({ kind: "person", change: "removed", title: name, url: null, detail: null });
  return items;
}

function reportedOnly(base: Pick<PageDiff, "kind" | "url" | "title">, added: string[], removed: string[]): PageDiff {
  const lines: DiffLine[] = [
    ...removed.map((text) => ({ op: "removed" as const, text })),
    ...added.map((text) => ({ op: "added" as const, text })),
  ];
  return { ...base, lines, added: added.length, removed: removed.length, noise: 0, wholeText: false };
}

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, MAX_LINES);

/**
 * A line diff of two texts, compared by the lines' noise-free keys (`comparableLine`), in order
 * (longest common subsequence). A line counts as added or removed when the run's analysis reported
 * it so (`reported`; without a report: when it is not noise and did not just move); every other
 * difference is noise.
 */
export function pageDiff(
  base: Pick<PageDiff, "kind" | "url" | "title">,
  beforeText: string,
  afterText: string,
  reported: { added: string[]; removed: string[] } | null,
  opts: DiffOptions = {},
): PageDiff {
  const before = linesOf(beforeText);
  const after = linesOf(afterText);
  const bk = before.map(comparableLine);
  const ak = after.map(comparableLine);
  const beforeKeys = new Set(bk);
  const afterKeys = new Set(ak);
  const addedReported = reported ? new Set(reported.added.map((l) => l.trim())) : null;
  const removedReported = reported ? new Set(reported.removed.map((l) => l.trim())) : null;

  const raw: DiffLine[] = [];
  for (const step of lcsSteps(bk, ak)) {
    if (step.op === "same") {
      const was = before[step.i]!;
      const text = after[step.j]!;
      raw.push(was === text ? { op: "same", text } : { op: "noise", text, was, why: "rewritten", side: "both" });
    } else if (step.op === "removed") {
      const text = before[step.i]!;
      if (afterKeys.has(bk[step.i]!)) raw.push({ op: "noise", text, why: "moved", side: "removed" });
      else if (removedReported ? removedReported.has(text) : !isNoiseLine(text)) raw.push({ op: "removed", text });
      else raw.push({ op: "noise", text, why: "minor", side: "removed" });
    } else {
      const text = after[step.j]!;
      if (beforeKeys.has(ak[step.j]!)) raw.push({ op: "noise", text, why: "moved", side: "added" });
      else if (addedReported ? addedReported.has(text) : !isNoiseLine(text)) raw.push({ op: "added", text });
      else raw.push({ op: "noise", text, why: "minor", side: "added" });
    }
  }
  const counted = {
    added: raw.filter((l) => l.op === "added").length,
    removed: raw.filter((l) => l.op === "removed").length,
    noise: raw.filter((l) => l.op === "noise").length,
  };
  // Noise left out: the page reads as it is now, with only the reported changes marked.
  const shown =
    opts.noise === "hide"
      ? raw.flatMap((l): DiffLine[] =>
          l.op !== "noise" ? [l] : l.side === "removed" ? [] : [{ op: "same", text: l.text }],
        )
      : raw;
  return { ...base, lines: folded(shown, opts.context ?? 2), ...counted, wholeText: true };
}

/** Unchanged lines farther than `context` from any change become one gap each. */
function folded(lines: DiffLine[], context: number | "all"): DiffLine[] {
  if (context === "all") return lines;
  const near = new Array<boolean>(lines.length).fill(false);
  lines.forEach((l, i) => {
    if (l.op === "same" || l.op === "gap") return;
    for (let k = Math.max(0, i - context); k <= Math.min(lines.length - 1, i + context); k++) near[k] = true;
  });
  const out: DiffLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.op !== "same" || near[i]) {
      out.push(l);
      continue;
    }
    const last = out[out.length - 1];
    if (last?.op === "gap") last.count++;
    else out.push({ op: "gap", count: 1 });
  }
  return out;
}

type Step = { op: "same"; i: number; j: number } | { op: "removed"; i: number } | { op: "added"; j: number };

/** The edit script of two key lists by longest common subsequence; removals before additions at each point. */
export function lcsSteps(a: string[], b: string[]): Step[] {
  // Common ends first: most pages change in a few places, so the table stays small.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  // lengths[i][j]: LCS of a[start+i..endA) and b[start+j..endB).
  const width = m + 1;
  const lengths = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[start + i] === b[start + j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const steps: Step[] = [];
  for (let k = 0; k < start; k++) steps.push({ op: "same", i: k, j: k });
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      steps.push({ op: "same", i: start + i, j: start + j });
      i++;
      j++;
    } else if (j >= m || (i < n && lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) {
      steps.push({ op: "removed", i: start + i });
      i++;
    } else {
      steps.push({ op: "added", j: start + j });
      j++;
    }
  }
  for (let k = 0; k < a.length - endA; k++) steps.push({ op: "same", i: endA + k, j: endB + k });
  return steps;
}
