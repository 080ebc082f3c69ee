import { severityRank, type Severity } from "../signal";

/*
 * The alert rules (issue step 7): every run's signal is judged by the same five rules, all
 * recorded with the alert whether or not it emails. An email goes out only when every rule
 * holds. `matched` means "this rule's condition holds" (so all true → sent).
 *
 * Outcome history: the alert is recorded `sent` when the rules decide to email (the mail is then
 * queued in the outbox in the same transaction). If delivery finally fails, the delivery job turns
 * the alert into `failed`. Mail kept in the outbox because no provider is configured (`logged`)
 * leaves the alert `sent`: the rules did decide to email.
 */

export const ALERT_RULES = [
  "company_status_ok",
  "email_alerts_enabled",
  "watch_item_matched",
  "severity_threshold",
  "no_recent_duplicate",
] as const;
export type AlertRule = (typeof ALERT_RULES)[number];

export interface RuleEvaluation {
  rule: AlertRule;
  matched: boolean;
  detail: string;
}

export interface AlertRuleInput {
  company: { status: "ok" | "paused"; emailAlertsEnabled: boolean; alertEmails: string[] };
  /** `siteUnreadable`: the run could not read the site, so nothing was compared. */
  signal: { type: string; severity: Severity; summary: string; matchedWatchItems: string[]; siteUnreadable?: boolean };
  /** Alerts of this company that emailed (outcome `sent`), newest first; older ones are ignored. */
  recentSent: { type: string; summary: string; createdAt: Date }[];
  now: Date;
  settings: { minSeverity: Severity; duplicateWindowDays: number; duplicateSimilarity: number };
}

export interface AlertDecision {
  outcome: "sent" | "suppressed";
  /** One short sentence. */
  reason: string;
  ruleEvaluations: RuleEvaluation[];
  /** Who is emailed: every alert address when sent, nobody otherwise. */
  recipients: string[];
}

// The reason names the most telling failed rule: no change first, then the company's settings.
const REASON_ORDER: AlertRule[] = [
  "company_status_ok",
  "email_alerts_enabled",
  "watch_item_matched",
  "severity_threshold",
  "no_recent_duplicate",
];
const NO_CHANGE_REASON_ORDER: AlertRule[] = [
  "watch_item_matched",
  "company_status_ok",
  "email_alerts_enabled",
  "severity_threshold",
  "no_recent_duplicate",
];

export function evaluateAlertRules(input: AlertRuleInput): AlertDecision {
  const { company, signal, settings, now } = input;
  const evaluations: RuleEvaluation[] = [];
  const reasons: Partial<Record<AlertRule, string>> = {};
  const rule = (name: AlertRule, matched: boolean, detail: string, reason: string) => {
    evaluations.push({ rule: name, matched, detail });
    if (!matched) reasons[name] = reason;
  };

  rule(
    "company_status_ok",
    company.status === "ok",
    company.status === "ok" ? "The company is active (status ok)." : `The company is ${company.status}.`,
    "The company is paused, so no email was sent.",
  );

  const enabled = company.emailAlertsEnabled && company.alertEmails.length > 0;
  rule(
    "email_alerts_enabled",
    enabled,
    !company.emailAlertsEnabled
      ? "Email alerts are turned off for this company."
      : company.alertEmails.length === 0
        ? "The company has no alert email addresses."
        : `Email alerts are on for ${company.alertEmails.length} address${company.alertEmails.length > 1 ? "es" : ""}.`,
    "Email alerts are turned off for this company.",
  );

  const unreadable = signal.siteUnreadable === true;
  const material = signal.type !== "no_material_change" && !unreadable;
  const watched = material && signal.matchedWatchItems.length > 0;
  rule(
    "watch_item_matched",
    watched,
    unreadable
      ? "The site could not be read, so nothing was compared."
      : !material
        ? "Nothing changed, so nothing to match."
        : watched
          ? `Matched ${signal.matchedWatchItems.map((m) => `“${m}”`).join(", ")}.`
          : "The change matched nothing in thingsToTrack.",
    unreadable
      ? "The site could not be read this time, so nothing was compared."
      : material
        ? "The change did not match anything you track."
        : "Nothing changed since the last run.",
  );

  const severe = severityRank(signal.severity) >= severityRank(settings.minSeverity);
  rule(
    "severity_threshold",
    severe,
    `Severity ${signal.severity} ${severe ? "meets" : "is below"} the ${settings.minSeverity} threshold.`,
    `Severity ${signal.severity} is below the ${settings.minSeverity} threshold.`,
  );

  const duplicate = recentDuplicate(input);
  const days = duplicate ? Math.max(0, Math.round((now.getTime() - duplicate.createdAt.getTime()) / 86_400_000)) : 0;
  rule(
    "no_recent_duplicate",
    duplicate === null,
    duplicate
      ? `A similar “${signal.type}” alert was emailed on ${duplicate.createdAt.toISOString().slice(0, 10)} ` +
          `(similarity ${duplicate.similarity.toFixed(2)}, window ${settings.duplicateWindowDays} days).`
      : `No similar “${signal.type}” alert emailed in the last ${settings.duplicateWindowDays} days.`,
    `A similar alert was emailed ${days === 0 ? "today" : days === 1 ? "yesterday" : `${days} days ago`}.`,
  );

  const send = evaluations.every((e) => e.matched);
  const firstFailed = (material ? REASON_ORDER : NO_CHANGE_REASON_ORDER).find((r) => reasons[r] !== undefined);
  return {
    outcome: send ? "sent" : "suppressed",
    reason: send
      ? `Emailed ${company.alertEmails.length} recipient${company.alertEmails.length > 1 ? "s" : ""}: the change ` +
        `matched ${signal.matchedWatchItems.map((m) => `“${m}”`).join(", ")} at ${signal.severity} severity.`
      : reasons[firstFailed!]!,
    ruleEvaluations: evaluations,
    recipients: send ? [...company.alertEmails] : [],
  };
}

/** An alert emailed within the duplicate window whose summary is alike enough to this signal's, if any. */
function recentDuplicate({
  recentSent,
  signal,
  settings,
  now,
}: AlertRuleInput): { createdAt: Date; similarity: number } | null {
  const windowStart = now.getTime() - settings.duplicateWindowDays * 86_400_000;
  for (const prev of recentSent) {
    if (prev.createdAt.getTime() < windowStart || prev.type !== signal.type) continue;
    const similarity = summarySimilarity(newsOf(prev.summary), newsOf(signal.summary));
    if (similarity >= settings.duplicateSimilarity) return { createdAt: prev.createdAt, similarity };
  }
  return null;
}

/**
 * What a summary tells: the headline it quotes (“Wickline 3.0: durable workflows”), else all of it. Summaries share
 * their template ("… published “…” (product update). Matches your watch item …"), which made two different releases
 * look alike.
 */
function newsOf(summary: string): string {
  const open = summary.indexOf("“");
  const close = summary.indexOf("”", open + 1);
  return open >= 0 && close > open + 1 ? summary.slice(open + 1, close) : summary;
}

/** Multipliers written as words, as a figure writes them: "$40 million" is "$40m". */
const MULTIPLIERS: Record<string, string> = { million: "m", millions: "m", mio: "m", mn: "m", billion: "b", bn: "b" };

/** Word-set overlap (Jaccard) of two summaries, ignoring case, punctuation and short words. */
export function summarySimilarity(a: string, b: string): number {
  // Words with their "$" and "%" kept, so amounts stay apart: "Acme raised $40M (+20%)" → acme, raised, $40m, 20%; an
  // amount in words is the same amount ("$40 million" is "$40m").
  const words = (s: string) => {
    // A version or a decimal stays whole: "Harborline 3.0" is not "Harborline 2.9".
    const all = s.toLowerCase().match(/[\p{L}\p{N}$%]+(?:\.\p{N}+)*/gu) ?? [];
    const joined: string[] = [];
    for (const w of all) {
      const unit = MULTIPLIERS[w];
      const digit = joined.at(-1)?.at(-1) ?? "";
      if (unit && digit >= "0" && digit <= "9") joined[joined.length - 1] += unit;
      else joined.push(w);
    }
    return new Set(joined.filter((w) => w.length >= 3));
  };
  const A = words(a);
  const B = words(b);
  if (A.size === 0 && B.size === 0) return 1;
  let both = 0;
  for (const w of A) if (B.has(w)) both++;
  return both / (A.size + B.size - both);
}
