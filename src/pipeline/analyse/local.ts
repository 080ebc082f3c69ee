import type { NewPost } from "../diff";
import { needsAttentionFor, recommendationFor, type ChangeType, type Evidence, type Severity, type SignalDraft, type SignalType } from "../signal";
import type { SnapshotPage } from "../snapshot";
import { freeTextMatches, type WatchItem } from "../watch";
import { addScores, bestType, scoreText } from "./lexicon";
import type { AnalysisInput, SignalAnalyser } from "./types";

/*
 * The deterministic analyser: every change becomes a finding with a type (by the lexicon) and a
 * strength; findings that match a watch item come first; the strongest is the signal. Used when
 * no language model is configured, and as the model's fallback.
 */

export interface Finding {
  type: ChangeType | "other";
  strength: number;
  /** Completes "<Company> …", e.g. `published “Introducing Picker 2”`. */
  headline: string;
  /** The text the type and the watch items were read from. */
  text: string;
  evidence: Evidence[];
  matchedWatchItems: string[];
}

/** Feed items this recent count as news on a company's first run. */
const RECENT_DAYS = 30;
const MAX_EVIDENCE = 10;

export class LocalAnalyser implements SignalAnalyser {
  readonly name = "local";
  async analyse(input: AnalysisInput): Promise<SignalDraft> {
    return analyseLocally(input);
  }
}

export function analyseLocally(input: AnalysisInput): SignalDraft {
  const { diff } = input;
  if (!diff.firstRun && !diff.changed) return noMaterialChange(input);
  const findings = (diff.firstRun ? recentFindings(input) : changeFindings(input)).map((f) => ({
    ...f,
    matchedWatchItems: matchWatchItems(input.watchItems, f),
  }));
  findings.sort((a, b) => Number(b.matchedWatchItems.length > 0) - Number(a.matchedWatchItems.length > 0) || b.strength - a.strength);
  const primary = findings[0];

  if (diff.firstRun && (!primary || primary.matchedWatchItems.length === 0)) return baseline(input, findings);
  if (!primary) return noMaterialChange(input);

  const matched = primary.matchedWatchItems;
  const type: SignalType = primary.type;
  const severity: Severity = matched.length === 0 ? "low" : type === "fundraising" || primary.strength >= 5 ? "high" : "medium";
  const others = findings.slice(1);
  const summary = [
    `${input.company.name} ${primary.headline}${type === "other" ? "" : ` (${type.replace(/_/g, " ")})`}.`,
    matched.length ? `Matches your watch item${matched.length > 1 ? "s" : ""} ${matched.map((m) => `“${m}”`).join(", ")}.` : "Nothing you track matched.",
    others.length ? `Also: ${others.slice(0, 3).map((f) => f.headline).join("; ")}${others.length > 3 ? `; and ${others.length - 3} more` : ""}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    type,
    severity,
    recommendation: recommendationFor(severity, type),
    needsAttention: needsAttentionFor(severity),
    summary,
    evidence: evidenceOf(findings),
    matchedWatchItems: [...new Set(findings.flatMap((f) => (f === primary || f.type === primary.type ? f.matchedWatchItems : [])))],
    analysis: analysisOf(input, findings, { analyser: "local" }),
  };
}

/** The findings of a later run: one per new post, careers change, page change, team change. */
export function changeFindings(input: AnalysisInput): Omit<Finding, "matchedWatchItems">[] {
  const { diff, company } = input;
  const out: Omit<Finding, "matchedWatchItems">[] = [];
  for (const post of diff.newPosts) out.push(postFinding(post, company.founders));

  if (diff.jobsAdded.length) {
    const n = diff.jobsAdded.length;
    out.push({
      type: "hiring",
      strength: 2 + Math.min(n, 6) * 0.5,
      headline: `listed ${n} new role${n > 1 ? "s" : ""}: ${list(diff.jobsAdded)}`,
      text: `hiring new roles: ${diff.jobsAdded.join(", ")}`,
      evidence: diff.careersUrl ? [{ url: diff.careersUrl, title: "Careers" }] : [],
    });
  } else if (diff.jobsRemoved.length) {
    const n = diff.jobsRemoved.length;
    out.push({
      type: "hiring",
      strength: 1,
      headline: `took down ${n} job listing${n > 1 ? "s" : ""}: ${list(diff.jobsRemoved)}`,
      text: `roles closed: ${diff.jobsRemoved.join(", ")}`,
      evidence: diff.careersUrl ? [{ url: diff.careersUrl, title: "Careers" }] : [],
    });
  }

  for (const change of diff.pageChanges) {
    if (change.kind === "careers" && (diff.jobsAdded.length || diff.jobsRemoved.length)) continue; // told above
    const added = change.added.join("\n");
    const best = bestType(scoreText(added));
    const first = change.added[0] ?? change.removed[0] ?? "";
    out.push({
      type: best?.type ?? "other",
      strength: best?.score ?? 0.5,
      headline: change.added.length
        ? `changed its ${change.kind} page: “${clip(first, 120)}”`
        : `removed from its ${change.kind} page: “${clip(first, 120)}”`,
      text: added || change.removed.join("\n"),
      evidence: [{ url: change.url, title: change.title ?? `${change.kind} page` }],
    });
  }

  if (diff.peopleAdded.length) {
    const senior = diff.peopleAdded.some((p) => /\b(chief|vp|vice president|head of|director|c[etfo]o)\b/i.test(p.role ?? ""));
    out.push({
      type: "hiring",
      strength: senior ? 3 : 1.5,
      headline: `added ${list(diff.peopleAdded.map((p) => (p.role ? `${p.name} (${p.role})` : p.name)))} to its team page`,
      text: diff.peopleAdded.map((p) => `${p.name} joins as ${p.role ?? "team member"}`).join("\n"),
      evidence: [...new Set(diff.peopleAdded.map((p) => p.pageUrl))].map((url) => ({ url, title: "Team" })),
    });
  }
  if (diff.peopleRemoved.length) {
    out.push({
      type: "other",
      strength: 0.5,
      headline: `no longer lists ${list(diff.peopleRemoved)} on its team page`,
      text: `left: ${diff.peopleRemoved.join(", ")}`,
      evidence: [],
    });
  }
  for (const lost of diff.pagesLost) {
    out.push({ type: "other", strength: 0.3, headline: `lost its ${lost.kind} page (${lost.reason})`, text: "", evidence: [] });
  }
  return out;
}

function postFinding(post: NewPost, founders: string[]): Omit<Finding, "matchedWatchItems"> {
  const body = (post.text ?? "").slice(0, 3000);
  let scores = addScores(scoreText(post.title, 2), scoreText(body));
  // A post about a founder (a talk, an interview) amplifies the founder.
  if (founders.some((f) => f && `${post.title}\n${body}`.includes(f)) && scores.founder_amplified >= 2) {
    scores = { ...scores, founder_amplified: scores.founder_amplified + 2 };
  }
  const best = bestType(scores);
  return {
    type: best?.type ?? "other",
    strength: best ? best.score : 0.8,
    headline: `published “${clip(post.title, 140)}”`,
    text: `${post.title}\n${body}`,
    evidence: [{ url: post.url, title: post.title }],
  };
}

/** First run: news in the feed from the last month, read as if it had just appeared. */
function recentFindings(input: AnalysisInput): Omit<Finding, "matchedWatchItems">[] {
  const cutoff = input.now.getTime() - RECENT_DAYS * 86_400_000;
  const items = input.pages.flatMap((p) => p.feedItems ?? []).filter((i) => i.publishedAt && new Date(i.publishedAt).getTime() >= cutoff);
  return items.map((i) => postFinding({ url: i.url, title: i.title, publishedAt: i.publishedAt, text: null }, input.company.founders));
}

/** The first run's description of the current state. */
function baseline(input: AnalysisInput, findings: Finding[]): SignalDraft {
  const { pages, company } = input;
  const home = pages.find((p) => p.kind === "home" && p.ok);
  const feedItems = pages.flatMap((p) => p.feedItems ?? []);
  const latest = [...feedItems].sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""))[0];
  const careers = pages.find((p) => p.kind === "careers" && p.ok);
  const roles = careers?.jobTitles ?? [];
  const people = pages.flatMap((p) => p.people ?? []);
  const parts = [`First look at ${company.name}${company.description ? `: ${clip(company.description, 200).replace(/\.$/, "")}` : ""}.`];
  if (latest) parts.push(`Latest post: “${clip(latest.title, 120)}”${latest.publishedAt ? ` (${latest.publishedAt.slice(0, 10)})` : ""}.`);
  if (careers) parts.push(roles.length ? `${roles.length} open role${roles.length > 1 ? "s" : ""}, including ${list(roles.slice(0, 2))}.` : "No open roles listed.");
  if (people.length) parts.push(`The team page names ${people.length} ${people.length > 1 ? "people" : "person"}.`);
  parts.push("Later runs report what changes against this baseline.");

  const evidence: Evidence[] = [];
  if (home) evidence.push({ url: home.finalUrl ?? home.url, title: home.title ?? company.name });
  if (latest) evidence.push({ url: latest.url, title: latest.title });
  if (careers) evidence.push({ url: careers.finalUrl ?? careers.url, title: careers.title ?? "Careers" });
  return {
    type: "other",
    severity: "low",
    recommendation: "monitor",
    needsAttention: false,
    summary: parts.join(" "),
    evidence,
    matchedWatchItems: [],
    analysis: analysisOf(input, findings, { analyser: "local", baseline: baselineFacts(pages) }),
  };
}

export function noMaterialChange(input: AnalysisInput, extra: Record<string, unknown> = {}): SignalDraft {
  return {
    type: "no_material_change",
    severity: "none",
    recommendation: "no_action",
    needsAttention: false,
    summary: `No material change on ${input.company.name}'s website, blog, careers or team pages since the last run.`,
    evidence: [],
    matchedWatchItems: [],
    analysis: analysisOf(input, [], { analyser: "local", ...extra }),
  };
}

export function matchWatchItems(items: WatchItem[], f: Pick<Finding, "type" | "text">): string[] {
  return items
    .filter((i) => (i.type !== null && i.type === f.type) || (i.kind === "free_text" && freeTextMatches(i, f.text)))
    .map((i) => i.label);
}

export function evidenceOf(findings: Pick<Finding, "evidence">[]): Evidence[] {
  const out: Evidence[] = [];
  for (const e of findings.flatMap((f) => f.evidence)) if (!out.some((o) => o.url === e.url)) out.push(e);
  return out.slice(0, MAX_EVIDENCE);
}

/** The full analysis stored with the signal: what changed, each finding, each watch item's matches. */
export function analysisOf(input: AnalysisInput, findings: Finding[], extra: Record<string, unknown>): Record<string, unknown> {
  const { diff } = input;
  return {
    ...extra,
    firstRun: diff.firstRun,
    changes: {
      newPosts: diff.newPosts.map((p) => ({ url: p.url, title: p.title, publishedAt: p.publishedAt })),
      jobsAdded: diff.jobsAdded,
      jobsRemoved: diff.jobsRemoved,
      pageChanges: diff.pageChanges,
      peopleAdded: diff.peopleAdded.map((p) => ({ name: p.name, role: p.role })),
      peopleRemoved: diff.peopleRemoved,
      pagesLost: diff.pagesLost,
    },
    findings: findings.map((f) => ({ type: f.type, strength: f.strength, headline: f.headline, matchedWatchItems: f.matchedWatchItems, evidence: f.evidence })),
    watchItems: input.watchItems.map((w) => {
      const by = findings.filter((f) => f.matchedWatchItems.includes(w.label));
      return { label: w.label, kind: w.kind, type: w.type, keywords: w.keywords, matched: by.length > 0, matchedBy: by.map((f) => f.headline) };
    }),
    notFetchable: input.pages.filter((p) => !p.ok && !p.fetchable).map((p) => ({ url: p.url, owner: p.owner ?? null, reason: p.reason })),
  };
}

function baselineFacts(pages: SnapshotPage[]): Record<string, unknown> {
  return {
    pagesRead: pages.filter((p) => p.ok).map((p) => ({ kind: p.kind, url: p.finalUrl ?? p.url, title: p.title ?? null })),
    openRoles: pages.find((p) => p.kind === "careers")?.jobTitles ?? [],
    recentPosts: pages.flatMap((p) => p.feedItems ?? []).slice(0, 5),
    people: pages.flatMap((p) => p.people ?? []).map((p) => ({ name: p.name, role: p.role })),
  };
}

function list(items: string[]): string {
  const shown = items.slice(0, 3).map((s) => clip(s, 60));
  return items.length > 3 ? `${shown.join(", ")} and ${items.length - 3} more` : shown.join(", ");
}

function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`;
}
