import { describe, expect, it } from "vitest";
import { evaluateAlertRules, summarySimilarity, type AlertRuleInput } from "../../src/pipeline/record/alert-rules";

/* The alert rules, case by case: every rule is always evaluated and recorded; all must hold to email. */

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
const SUMMARY =
  "Acme Robotics published “Acme Robotics raises $40M Series B” " +
  "(fundraising). Matches your watch item “Fundraising Signals”.";

function base(
  over: {
    company?: Partial<AlertRuleInput["company"]>;
    signal?: Partial<AlertRuleInput["signal"]>;
    recentSent?: AlertRuleInput["recentSent"];
  } = {},
): AlertRuleInput {
  return {
    company: {
      status: "ok",
      emailAlertsEnabled: true,
      alertEmails: ["a@fund.example", "b@fund.example"],
      ...over.company,
    },
    signal: {
      type: "fundraising",
      severity: "high",
      summary: SUMMARY,
      matchedWatchItems: ["Fundraising Signals"],
      ...over.signal,
    },
    recentSent: over.recentSent ?? [],
    now: NOW,
    settings: { minSeverity: "medium", duplicateWindowDays: 14, duplicateSimilarity: 0.6 },
  };
}

const ruleMap = (d: ReturnType<typeof evaluateAlertRules>) =>
  Object.fromEntries(d.ruleEvaluations.map((r) => [r.rule, r.matched]));

describe("alert rules", () => {
  it("sends to every alert address when every rule holds", () => {
    const d = evaluateAlertRules(base());
    expect(d.outcome).toBe("sent");
    expect(d.recipients).toEqual(["a@fund.example", "b@fund.example"]);
    expect(d.reason).toBe("Emailed 2 recipients: the change matched “Fundraising Signals” at high severity.");
    expect(ruleMap(d)).toEqual({
      company_status_ok: true,
      email_alerts_enabled: true,
      watch_item_matched: true,
      severity_threshold: true,
      no_recent_duplicate: true,
    });
    for (const r of d.ruleEvaluations) expect(r.detail.length).toBeGreaterThan(0);
  });

  it.each([
    [
      "the company is paused",
      base({ company: { status: "paused" } }),
      "company_status_ok",
      "The company is paused, so no email was sent.",
    ],
    [
      "email alerts are off",
      base({ company: { emailAlertsEnabled: false } }),
      "email_alerts_enabled",
      "Email alerts are turned off for this company.",
    ],
    [
      "there is no alert address",
      base({ company: { alertEmails: [] } }),
      "email_alerts_enabled",
      "Email alerts are turned off for this company.",
    ],
    [
      "no watch item matched",
      base({ signal: { matchedWatchItems: [] } }),
      "watch_item_matched",
      "The change did not match anything you track.",
    ],
    [
      "severity is below medium",
      base({ signal: { severity: "low" } }),
      "severity_threshold",
      "Severity low is below the medium threshold.",
    ],
    [
      "a similar alert was emailed 3 days ago",
      base({
        recentSent: [
          {
            type: "fundraising",
            summary: SUMMARY.replace("$40M", "$40 million"),
            createdAt: new Date(NOW.getTime() - 3 * DAY),
          },
        ],
      }),
      "no_recent_duplicate",
      "A similar alert was emailed 3 days ago.",
    ],
  ])("suppresses when %s", (_case, input, failing, reason) => {
    const d = evaluateAlertRules(input);
    expect(d.outcome).toBe("suppressed");
    expect(d.recipients).toEqual([]);
    expect(d.reason).toBe(reason);
    const rules = ruleMap(d);
    expect(rules[failing]).toBe(false);
    expect(
      Object.entries(rules)
        .filter(([, m]) => !m)
        .map(([r]) => r),
    ).toEqual([failing]);
  });

  it("a no_material_change signal is suppressed with 'Nothing changed'", () => {
    const d = evaluateAlertRules(
      base({ signal: { type: "no_material_change", severity: "none", matchedWatchItems: [] } }),
    );
    expect(d.outcome).toBe("suppressed");
    expect(d.reason).toBe("Nothing changed since the last run.");
    expect(ruleMap(d)).toMatchObject({ watch_item_matched: false, severity_threshold: false });
  });

  it("a run that could not read the site is suppressed saying so, not as a change that matched nothing", () => {
    const d = evaluateAlertRules(
      base({ signal: { type: "other", severity: "low", matchedWatchItems: [], siteUnreadable: true } }),
    );
    expect(d.outcome).toBe("suppressed");
    expect(d.reason).toBe("The site could not be read this time, so nothing was compared.");
    expect(d.ruleEvaluations.find((r) => r.rule === "watch_item_matched")!.detail).toBe(
      "The site could not be read, so nothing was compared.",
    );
  });

  it("the reason names the company's state first when several rules fail", () => {
    const d = evaluateAlertRules(
      base({ company: { status: "paused", emailAlertsEnabled: false }, signal: { severity: "low" } }),
    );
    expect(d.reason).toBe("The company is paused, so no email was sent.");
    expect(d.ruleEvaluations.filter((r) => !r.matched).map((r) => r.rule)).toEqual([
      "company_status_ok",
      "email_alerts_enabled",
      "severity_threshold",
    ]);
  });

  it.each([
    ["of another type", { type: "hiring", summary: SUMMARY, createdAt: new Date(NOW.getTime() - DAY) }],
    ["older than the window", { type: "fundraising", summary: SUMMARY, createdAt: new Date(NOW.getTime() - 15 * DAY) }],
    [
      "about different news",
      {
        type: "fundraising",
        summary: "Globex closes a seed round with angels from the payments world.",
        createdAt: new Date(NOW.getTime() - DAY),
      },
    ],
    [
      // The summaries' template ("… published “…” (product update). Matches your watch item …") is not the news.
      "about another release, told in the same words around it",
      {
        type: "fundraising",
        summary:
          "Acme Robotics shipped on GitHub: “acme v2.14.0” (fundraising). " +
          "Matches your watch item “Fundraising Signals”.",
        createdAt: new Date(NOW.getTime() - DAY),
      },
    ],
  ])("an earlier alert %s is not a duplicate", (_case, prev) => {
    const d = evaluateAlertRules(base({ recentSent: [prev] }));
    expect(d.outcome).toBe("sent");
  });

  it("severity exactly at the threshold passes", () => {
    expect(evaluateAlertRules(base({ signal: { severity: "medium" } })).outcome).toBe("sent");
  });

  it("summary similarity is word overlap, ignoring case and punctuation", () => {
    expect(summarySimilarity("Acme hires a VP of Sales.", "acme HIRES a vp of sales")).toBe(1);
    expect(summarySimilarity("Acme hires a VP of Sales", "Globex launches a payments API")).toBe(0);
  });

  it("two versions are two releases: a version's digits stay whole", () => {
    expect(summarySimilarity("Harborline 2.9", "Harborline 3.0")).toBeLessThan(0.5);
    expect(summarySimilarity("Harborline 3.0", "Harborline 3.0.")).toBe(1);
  });
});
