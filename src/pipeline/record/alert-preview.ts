import { evaluateAlertRules, type AlertDecision } from "./alert-rules";
import type { Finding } from "../judge/finding";
import type { EvidenceCheck } from "../judge/evidence";
import { matchWatchItems, rankFindings, severityOf } from "../judge/index";
import type { Severity } from "../signal";
import { parseWatchItems } from "../judge/watch";

/*
 * What a stored signal's alert decision would have been under another `thingsToTrack` (the web
 * app's preview before saving it): the run's findings, as the signal keeps them in its analysis,
 * are matched against the new watch items, ranked and graded as a run does, and the five alert
 * rules are judged again. Nothing is fetched and nothing is written.
 */

export interface StoredSignalForPreview {
  type: string;
  severity: Severity;
  summary: string;
  createdAt: Date;
  analysis: unknown;
}

export interface AlertPreviewInput {
  thingsToTrack: string;
  company: { status: "ok" | "paused"; emailAlertsEnabled: boolean; alertEmails: string[] };
  signal: StoredSignalForPreview;
  /** Alerts of this company that emailed before the signal, newest first. */
  recentSent: { type: string; summary: string; createdAt: Date }[];
  settings: { minSeverity: Severity; duplicateWindowDays: number; duplicateSimilarity: number };
}

export interface AlertPreview extends AlertDecision {
  type: string;
  severity: Severity;
  matchedWatchItems: string[];
}

interface StoredFinding {
  type: Finding["type"];
  strength?: number;
  headline?: string;
  quote?: unknown;
  cues?: string[];
  checks?: unknown;
  tiedBy?: unknown;
}

/** The text a finding was read from, as far as the analysis keeps it: its headline, quote and cues. */
function findingText(f: StoredFinding): string {
  const quoted: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") quoted.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(f.quote);
  return [f.headline ?? "", ...quoted, ...(f.cues ?? [])].join("\n");
}

export function previewAlert(input: AlertPreviewInput): AlertPreview {
  const analysis = (input.signal.analysis ?? {}) as {
    findings?: StoredFinding[];
    siteFailure?: unknown;
    runFailed?: boolean;
  };
  const items = parseWatchItems(input.thingsToTrack);
  const stored = Array.isArray(analysis.findings)
    ? analysis.findings.filter((f) => f && typeof f.type === "string")
    : [];
  let type = input.signal.type;
  let severity = input.signal.severity;
  let matched: string[] = [];
  if (stored.length && type !== "no_material_change") {
    const findings = stored.map((f) => {
      const text = findingText(f);
      return {
        type: f.type,
        strength: f.strength ?? 0,
        text,
        matchedWatchItems: matchWatchItems(items, { type: f.type, text }),
        // The evidence the run judged it on: a preview keeps its checks and changes only the watch items.
        ...(Array.isArray(f.checks) ? { checks: f.checks as EvidenceCheck[] } : {}),
        ...(Array.isArray(f.tiedBy) ? { tiedBy: f.tiedBy as string[] } : {}),
      };
    });
    const primary = rankFindings(findings as unknown as Finding[])[0]! as unknown as (typeof findings)[number];
    matched = primary.matchedWatchItems;
    // A signal typed by a model keeps its type and severity; only what it matches is judged again.
    if ((analysis as { analyser?: string }).analyser !== "model") {
      type = primary.type;
      severity = severityOf(primary);
    }
  }
  const decision = evaluateAlertRules({
    company: input.company,
    signal: {
      type,
      severity,
      summary: input.signal.summary,
      matchedWatchItems: matched,
      siteUnreadable: analysis.siteFailure !== undefined || analysis.runFailed === true,
    },
    recentSent: input.recentSent.filter((a) => a.createdAt.getTime() < input.signal.createdAt.getTime()),
    now: input.signal.createdAt,
    settings: input.settings,
  });
  return { ...decision, type, severity, matchedWatchItems: matched };
}
