import {
  isAlwaysSevere,
  needsAttentionFor,
  recommendationFor,
  type Evidence,
  type Severity,
  type SignalDraft,
  type SignalType,
} from "../signal";
import type { SnapshotPage } from "../collect/snapshot";
import { tiedByEvidence } from "../collect/mentions";
import { evidenceChecks, failedChecks } from "./evidence";
import { exclusionOf, watchMatchesOf, type WatchItem } from "./watch";
import { changeFindings } from "./processors/index";
import { clip, list, type Finding, type RawFinding } from "./finding";
import { corroborated, mergeSameEvents } from "./merge";
import { isRecent } from "../compare/index";
import { postFinding, readingOf } from "./post-finding";
import type { AnalyserName, StoredAnalysis } from "./stored";
import type { AnalysisInput, SignalAnalyser } from "./types";

/** A sentence without its final full stop, to end it otherwise ("Acme makes tools." → "Acme makes tools"). */
const withoutFinalStop = (s: string) => (s.endsWith(".") ? s.slice(0, -1) : s);

/*
 * The deterministic analyser: every change becomes a finding with a type (by the lexicon's
 * event-shaped statements) and a strength, the URL of what changed and the changed text quoted;
 * findings that match a watch item come first (each says which items and why); the strongest is
 * the signal. Used when no language model is configured, and as the model's fallback.
 */

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
  const raw = corroborated(
    mergeSameEvents(diff.firstRun ? recentFindings(input) : changeFindings(input), input.company.name),
  );
  const findings = rankFindings(raw.map((f) => withWatchMatches(input.watchItems, f)));
  const primary = findings[0];

  if (diff.firstRun && (!primary || primary.matchedWatchItems.length === 0)) return baseline(input, findings);
  if (!primary) return noMaterialChange(input);
  // Only the press or other outside sources naming the company with no event of it and nothing watched (a rumour
  // relayed, a mention in a round-up): nothing material changed; the mentions stay in the analysis.
  const offsite = (f: Finding) => !!f.sources?.length && !f.sources.includes("site");
  if (primary.type === "other" && !primary.matchedWatchItems.length && findings.every(offsite))
    return { ...noMaterialChange(input), analysis: analysisOf(input, findings, { analyser: "local" }) };
  // Judging on evidence: when no finding may be the company's own asserted new event (each fails a check: someone
  // else's round, an anniversary recalling rounds, a denial, furniture), nothing material changed; each finding stays
  // in the analysis with the check it failed, and the summary names the first. A press item tied by the company's
  // name alone is not dropped so: it may well be the company's news (most press never links the site), so it keeps
  // its type, low.
  if (!diff.firstRun && findings.every(droppedByEvidence)) return droppedOnly(input, findings);

  const matched = primary.matchedWatchItems;
  const type: SignalType = primary.type;
  const severity = severityOf(primary);
  const others = findings.slice(1);
  const summary = [
    `${input.company.name} ${primary.headline}${type === "other" ? "" : ` (${type.replaceAll("_", " ")})`}.`,
    matched.length
      ? `Matches your watch item${matched.length > 1 ? "s" : ""} ${matched.map((m) => `“${m}”`).join(", ")}.`
      : "Nothing you track matched.",
    others.length
      ? `Also: ${others
          .slice(0, 3)
          .map((f) => f.headline)
          .join("; ")}${others.length > 3 ? `; and ${others.length - 3} more` : ""}.`
      : "",
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
    matchedWatchItems: [
      ...new Set(findings.flatMap((f) => (f === primary || f.type === primary.type ? f.matchedWatchItems : []))),
    ],
    analysis: analysisOf(input, findings, { analyser: "local" }),
  };
}

/**
 * Severity of the signal a finding leads: corporate events are high wherever they appear; else
 * low when nothing watched matched, high for watched fundraising or a strong finding, medium.
 */
/** Below this, a finding is a minor change whatever it matches (a statement needs 1.5 to type a text: lexicon.ts). */
const MINOR = 1.5;

export function severityOf(
  primary: Pick<Finding, "type" | "strength" | "matchedWatchItems" | "tiedBy" | "statements" | "mention" | "pageKind"> &
    Partial<Pick<Finding, "checks">>,
): Severity {
  // Judging on evidence: a finding that fails any check (an event read, the company its subject, asserted, new, a
  // page that allows it) is at most low, whatever it matches (judge/evidence.ts).
  if (failedChecks(primary.checks ?? evidenceChecks(primary)).length) return "low";
  if (primary.type !== "other" && isAlwaysSevere(primary.type)) return "high";
  if (primary.matchedWatchItems.length === 0) return "low";
  // A minor change of a watched kind (one more ordinary role listed) is listed, not sent.
  if (primary.strength < MINOR) return "low";
  return primary.type === "fundraising" || primary.strength >= 5 ? "high" : "medium";
}

/**
 * Watched findings first, then what is the company's by evidence (not an off-site item tied by
 * its name alone), then corporate events, then the strongest: the first leads the signal. An off-site item that
 * states no event leads nothing by its tie alone: the company's own interview does not hide the press's report of
 * its sale.
 */
export function rankFindings(findings: Finding[]): Finding[] {
  const severe = (f: Finding) => Number(f.type !== "other" && isAlwaysSevere(f.type));
  const evidenced = (f: Finding) => Number(!f.tiedBy || (f.type !== "other" && tiedByEvidence(f.tiedBy)));
  return [...findings].sort(
    (a, b) =>
      Number(b.matchedWatchItems.length > 0) - Number(a.matchedWatchItems.length > 0) ||
      evidenced(b) - evidenced(a) ||
      severe(b) - severe(a) ||
      b.strength - a.strength,
  );
}

export function withWatchMatches(items: WatchItem[], f: RawFinding): Finding {
  // Every event statement in it was read as someone else's, past or not asserted: a mention, which matches nothing
  // watched.
  // Unless what typed it was not a statement (a Show HN, a release: its source says so) and no statement of that type
  // was dropped: an unrelated phrase read and dropped in it does not make it a mention.
  const dropped = f.statements?.length && !f.statements.some((s) => s.counted);
  const typedBySource = f.typedByPage || (f.type !== "other" && !f.statements?.some((s) => s.type === f.type));
  const checks = evidenceChecks(f);
  if (f.mention || (dropped && !typedBySource)) return { ...f, checks, watchMatches: [], matchedWatchItems: [] };
  const watchMatches = watchMatchesOf(items, f);
  return { ...f, checks, watchMatches, matchedWatchItems: watchMatches.map((m) => m.label) };
}

/** First run: news in the feed from the last month, read as if it had just appeared. */
function recentFindings(input: AnalysisInput): RawFinding[] {
  const items = input.pages.flatMap((p) => p.feedItems ?? []).filter((i) => i.publishedAt && isRecent(i, input));
  return items.map((i) =>
    postFinding(
      {
        url: i.url,
        title: i.title,
        publishedAt: i.publishedAt,
        text: i.detail?.text ?? null,
        ...(i.detail ? { detail: i.detail } : {}),
      },
      readingOf(input),
    ),
  );
}

/** The first run's description of the current state. */
function baseline(input: AnalysisInput, findings: Finding[]): SignalDraft {
  const { pages, company } = input;
  const home = pages.find((p) => p.kind === "home" && p.ok);
  // The latest of the company's own posts (press and other off-site items are not its posts).
  const feedItems = pages.flatMap((p) => p.feedItems ?? []).filter((i) => !i.detail);
  const latest = [...feedItems].sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""))[0];
  // The careers page, else a job board the roles are on (an embedded board's page lists none).
  const boards = pages.filter((p) => p.kind === "board" && p.ok);
  const careers =
    pages.find((p) => p.kind === "careers" && p.ok && p.jobTitles?.length) ??
    boards[0] ??
    pages.find((p) => p.kind === "careers" && p.ok);
  const roles = [...new Set([careers, ...boards].flatMap((p) => p?.jobTitles ?? []))];
  const people = pages.flatMap((p) => p.people ?? []);
  const parts = [
    `First look at ${company.name}` +
      `${company.description ? `: ${withoutFinalStop(clip(company.description, 200))}` : ""}.`,
  ];
  if (latest)
    parts.push(
      `Latest post: “${clip(latest.title, 120)}”${latest.publishedAt ? ` (${latest.publishedAt.slice(0, 10)})` : ""}.`,
    );
  if (careers)
    parts.push(
      roles.length
        ? `${roles.length} open role${roles.length > 1 ? "s" : ""}, including ${list(roles.slice(0, 2))}.`
        : "No open roles listed.",
    );
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

/** A finding that fails a check other than a press item's tie by the company's name alone. */
function droppedByEvidence(f: Finding): boolean {
  const failed = failedChecks(f.checks);
  const nameOnly = (c: (typeof failed)[number]) => c.check === "subject" && !!f.tiedBy && !tiedByEvidence(f.tiedBy);
  return failed.length > 0 && !failed.every(nameOnly);
}

/**
 * A run whose every finding failed a check: no material change (severity none, as a noise-only run:
 * docs/spec/decisions.md), saying what was read and why it was dropped, with what it read as evidence.
 */
function droppedOnly(input: AnalysisInput, findings: Finding[]): SignalDraft {
  const first = findings[0]!;
  const why = withoutFinalStop(failedChecks(first.checks)[0]!.why);
  const more = findings.length > 1 ? ` (and ${findings.length - 1} more change${findings.length > 2 ? "s" : ""})` : "";
  return {
    ...noMaterialChange(input),
    summary: `No material change: ${input.company.name} ${first.headline}${more}, but ${why}.`,
    evidence: evidenceOf(findings),
    analysis: analysisOf(input, findings, { analyser: "local" }),
  };
}

export function matchWatchItems(items: WatchItem[], f: Pick<Finding, "type" | "text">): string[] {
  return watchMatchesOf(items, f).map((m) => m.label);
}

export function evidenceOf(findings: Pick<Finding, "evidence">[]): Evidence[] {
  const out: Evidence[] = [];
  for (const e of findings.flatMap((f) => f.evidence)) if (!out.some((o) => o.url === e.url)) out.push(e);
  return out.slice(0, MAX_EVIDENCE);
}

/** The full analysis stored with the signal: what changed, each finding, each watch item's matches. */
export function analysisOf(
  input: AnalysisInput,
  findings: Finding[],
  extra: { analyser: AnalyserName } & Record<string, unknown>,
): StoredAnalysis & Record<string, unknown> {
  const { diff } = input;
  return {
    ...extra,
    firstRun: diff.firstRun,
    changes: {
      // An off-site item names its source (news, hn, github): the web app calls it an article, a story or a release.
      newPosts: diff.newPosts.map((p) => ({
        url: p.url,
        title: p.title,
        publishedAt: p.publishedAt,
        ...(p.detail?.source ? { source: p.detail.source } : {}),
      })),
      jobsAdded: diff.jobsAdded,
      jobsRemoved: diff.jobsRemoved,
      // The same roles with their links, where the listing gave them.
      ...(diff.jobs
        ? {
            jobs: {
              added: diff.jobs.added.map(roleOf),
              removed: diff.jobs.removed.map(roleOf),
              listingUrl: diff.careersUrl,
            },
          }
        : {}),
      pageChanges: diff.pageChanges,
      peopleAdded: diff.peopleAdded.map((p) => ({
        name: p.name,
        role: p.role,
        linkedinUrl: p.linkedinUrl,
        pageUrl: p.pageUrl,
      })),
      peopleRemoved: diff.peopleRemoved,
      pagesLost: diff.pagesLost,
      ...(diff.logos ? { logos: diff.logos } : {}),
    },
    findings: findings.map((f) => ({
      type: f.type,
      strength: f.strength,
      headline: f.headline,
      url: f.url,
      quote: f.quote,
      cues: f.cues,
      matchedWatchItems: f.matchedWatchItems,
      watchMatches: f.watchMatches,
      evidence: f.evidence,
      ...(f.sources ? { sources: f.sources } : {}),
      ...(f.tiedBy ? { tiedBy: f.tiedBy } : {}),
      // Why it did or did not alert: each statement, counted or dropped, and the rule that decided.
      ...(f.statements ? { statements: f.statements } : {}),
      ...(f.pageKind ? { pageKind: f.pageKind } : {}),
      // The checks that let it alert or kept it at low severity, each with why (judge/evidence.ts).
      checks: f.checks,
    })),
    // Off-site items left out as another company's of the same name, and why.
    namesakes: input.pages.flatMap((p) => (p.namesakes ?? []).map((n) => ({ source: p.source ?? "site", ...n }))),
    watchItems: watchItemsOf(input.watchItems, findings),
    notFetchable: input.pages
      .filter((p) => !p.ok && !p.fetchable)
      .map((p) => ({ url: p.url, owner: p.owner ?? null, reason: p.reason })),
  };
}

/** Each watch item with the findings it matched and why; an exclusion with the findings it kept from alerting. */
function watchItemsOf(items: WatchItem[], findings: Finding[]) {
  return items.map((w) => {
    // An exclusion lists the findings it kept from alerting, and why.
    const matchesOf = (f: Finding) => (w.excluded ? [exclusionOf(items, f)].filter((m) => m !== null) : f.watchMatches);
    const by = findings.flatMap((f) =>
      matchesOf(f)
        .filter((m) => m.label === w.label)
        .map((m) => ({ finding: f.headline, why: m.why })),
    );
    return {
      label: w.label,
      kind: w.kind,
      type: w.type,
      keywords: w.keywords,
      ...(w.excluded ? { excluded: true } : {}),
      matched: !w.excluded && by.length > 0,
      matchedBy: by.map((b) => b.finding),
      // An exclusion says what it keeps from alerting even when this run had none of it.
      why: [...(w.excluded ? [exclusionWhy(w)] : []), ...by.map((b) => b.why)],
    };
  });
}

function exclusionWhy(w: WatchItem): string {
  const what = w.type ? `${w.type.replaceAll("_", " ")} findings` : `findings about ${w.keywords.join(", ")}`;
  return `said not to send: ${what} match no watch item`;
}

function roleOf(j: { title: string; team: string | null; location: string | null; url: string | null }) {
  return { title: j.title, team: j.team, location: j.location, url: j.url };
}

function baselineFacts(pages: SnapshotPage[]): Record<string, unknown> {
  return {
    pagesRead: pages
      .filter((p) => p.ok && !p.idle && !p.carried)
      .map((p) => ({ kind: p.kind, url: p.finalUrl ?? p.url, title: p.title ?? null })),
    openRoles: pages.find((p) => p.kind === "careers")?.jobTitles ?? [],
    recentPosts: pages.flatMap((p) => p.feedItems ?? []).slice(0, 5),
    people: pages.flatMap((p) => p.people ?? []).map((p) => ({ name: p.name, role: p.role })),
  };
}
