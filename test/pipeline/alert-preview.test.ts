import { describe, expect, it } from "vitest";
import { previewAlert, type AlertPreviewInput } from "../../src/pipeline/record/alert-preview";
import { DEFAULT_PIPELINE_SETTINGS } from "../../src/pipeline/ports";

/**
 * The preview of a new thingsToTrack (docs/web.md §Companies): a stored signal's findings matched against
 * the new watch items and the alert rules judged again, as the run judged them, nothing fetched.
 */

const settings = {
  minSeverity: DEFAULT_PIPELINE_SETTINGS.alertMinSeverity,
  duplicateWindowDays: DEFAULT_PIPELINE_SETTINGS.duplicateWindowDays,
  duplicateSimilarity: DEFAULT_PIPELINE_SETTINGS.duplicateSimilarity,
};
const at = new Date("2026-11-10T09:00:00Z");

function input(thingsToTrack: string, over: Partial<AlertPreviewInput> = {}): AlertPreviewInput {
  return {
    thingsToTrack,
    company: { status: "ok", emailAlertsEnabled: true, alertEmails: ["partner@fund.example"] },
    signal: {
      type: "fundraising",
      severity: "low",
      summary: "Acme raised a $20M Series A led by Northwind.",
      createdAt: at,
      analysis: {
        analyser: "local",
        findings: [
          {
            type: "fundraising",
            strength: 5,
            headline: "announced “Acme raises $20M Series A”",
            quote: { added: ["Acme raises $20M Series A led by Northwind"], removed: [] },
            cues: ["raises $20M Series A"],
          },
          {
            type: "hiring",
            strength: 2,
            headline: "opened 1 role",
            quote: { added: ["Senior Engineer, Berlin"], removed: [] },
            cues: [],
          },
        ],
      },
    },
    recentSent: [],
    settings,
    ...over,
  };
}

describe("previewing an alert under new thingsToTrack", () => {
  it(
    "a signal that did not alert under the old text would under " +
      "text that watches its kind, at the severity a run gives it",
    () => {
      const p = previewAlert(input("Fundraising Signals"));
      expect(p.outcome).toBe("sent");
      expect(p.matchedWatchItems).toEqual(["Fundraising Signals"]);
      expect(p.type).toBe("fundraising");
      expect(p.severity).toBe("high");
      expect(p.ruleEvaluations.every((r) => r.matched)).toBe(true);
    },
  );

  it("a signal that alerted would not under text that watches something else", () => {
    const p = previewAlert(input("Customer/Partnership Signals"));
    expect(p.outcome).toBe("suppressed");
    expect(p.matchedWatchItems).toEqual([]);
    expect(p.reason).toBe("The change did not match anything you track.");
  });

  it("ranks the findings again: the watched one leads (hiring watched, so the hiring finding is the signal)", () => {
    const p = previewAlert(input("Hiring Updates"));
    expect(p.type).toBe("hiring");
    expect(p.matchedWatchItems).toEqual(["Hiring Updates"]);
  });

  it("free text matches by its words in the stored quote", () => {
    expect(previewAlert(input("anything led by Northwind")).matchedWatchItems).toEqual(["anything led by Northwind"]);
  });

  it("keeps the company's settings, a no-change signal and the duplicate window as the run judged them", () => {
    expect(
      previewAlert(
        input("Fundraising Signals", {
          company: { status: "paused", emailAlertsEnabled: true, alertEmails: ["p@f.example"] },
        }),
      ).outcome,
    ).toBe("suppressed");
    const nothing = previewAlert(
      input("Fundraising Signals", {
        signal: {
          type: "no_material_change",
          severity: "none",
          summary: "No change.",
          createdAt: at,
          analysis: { findings: [] },
        },
      }),
    );
    expect(nothing.outcome).toBe("suppressed");
    expect(nothing.reason).toBe("Nothing changed since the last run.");
    const dup = previewAlert(
      input("Fundraising Signals", {
        recentSent: [
          {
            type: "fundraising",
            summary: "Acme raised a $20M Series A led by Northwind.",
            createdAt: new Date(at.getTime() - 3 * 86_400_000),
          },
        ],
      }),
    );
    expect(dup.outcome).toBe("suppressed");
    // An alert sent after the signal does not count against it.
    const later = previewAlert(
      input("Fundraising Signals", {
        recentSent: [
          {
            type: "fundraising",
            summary: "Acme raised a $20M Series A led by Northwind.",
            createdAt: new Date(at.getTime() + 3_600_000),
          },
        ],
      }),
    );
    expect(later.outcome).toBe("sent");
  });
});
