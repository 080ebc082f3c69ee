import { describe, expect, it } from "vitest";
import { analyseLocally } from "../../src/pipeline/judge/index";
import type { AnalysisInput } from "../../src/pipeline/judge/types";
import type { NewPost, PageChange, SnapshotDiff } from "../../src/pipeline/compare/index";
import { parseWatchItems } from "../../src/pipeline/judge/watch";

/*
 * Judging on evidence (docs/pipeline.md "Judging on evidence"): a finding alerts only when an event
 * was read in it, the company is its subject, it is asserted, new, and its page allows it; any
 * other finding is at most low severity, and the signal's analysis says which check failed.
 */

const SITE = "https://ferry.example/";
const NOW = new Date("2026-11-20T12:00:00Z");

function input(diff: Partial<SnapshotDiff>, thingsToTrack: string): AnalysisInput {
  return {
    company: { name: "Ferrylane", website: SITE, description: null, founders: ["Oskar Nilsson"] },
    thingsToTrack,
    watchItems: parseWatchItems(thingsToTrack),
    diff: {
      firstRun: false,
      newPosts: [],
      jobsAdded: [],
      jobsRemoved: [],
      jobs: null,
      careersUrl: null,
      pageChanges: [],
      peopleAdded: [],
      peopleRemoved: [],
      peopleLeft: [],
      pagesLost: [],
      changed: true,
      ...diff,
    },
    pages: [],
    now: NOW,
  };
}

const post = (title: string, text: string): NewPost => ({
  url: `${SITE}blog/${title.toLowerCase().replaceAll(/[^a-z]+/g, "-")}`,
  title,
  publishedAt: "2026-11-18T09:00:00.000Z",
  text,
});

type StoredChecks = { findings: { checks: { check: string; passed: boolean; why: string }[] }[] };
const checksOf = (analysis: unknown) => (analysis as StoredChecks).findings[0]!.checks;

describe("judging on evidence", () => {
  it("a watched change that states no event is no material change, and says no event was read", () => {
    // The home page's pitch rewritten around pricing: no price, no plan, no event.
    const pricing: PageChange = {
      kind: "home",
      url: SITE,
      title: "Ferrylane",
      added: [
        "Pricing that grows with you, from your first trip to your thousandth.",
        "Every plan includes unlimited travellers and receipts matched to each card payment.",
        "Talk to our team about a plan that fits how your company travels.",
      ],
      removed: ["Simple pricing"],
    };
    const signal = analyseLocally(input({ pageChanges: [pricing] }, "Pricing or packaging changes"));
    expect(signal).toMatchObject({ type: "no_material_change", severity: "none", matchedWatchItems: [] });
    expect(signal.summary).toContain("no event was read in what changed");
    expect(signal.evidence.map((e) => e.url)).toEqual([SITE]);
    const event = checksOf(signal.analysis).find((c) => c.check === "event");
    expect(event).toMatchObject({ passed: false, why: "no event was read in what changed" });
  });

  it("a round the company announces passes every check and is high", () => {
    const signal = analyseLocally(
      input(
        { newPosts: [post("Ferrylane raises €12M Series A", "Ferrylane raised €12M in a Series A led by Northzone.")] },
        "Fundraising",
      ),
    );
    expect(signal.type).toBe("fundraising");
    expect(signal.severity).toBe("high");
    expect(checksOf(signal.analysis).every((c) => c.passed)).toBe(true);
  });

  it("a corporate event that is denied is no material change, and names the check it failed", () => {
    const signal = analyseLocally(
      input(
        {
          newPosts: [
            post(
              "We are not being acquired",
              "Ferrylane is not being acquired by Tripnest, and we are not in talks with anyone about a sale.",
            ),
          ],
        },
        "M&A activity",
      ),
    );
    expect(signal).toMatchObject({ type: "no_material_change", severity: "none" });
    const failed = checksOf(signal.analysis).filter((c) => !c.passed);
    expect(failed.map((c) => c.check)).toContain("asserted");
  });
});

describe("the press naming the company with no event of it", () => {
  it("is no material change, its mention kept in the analysis", () => {
    const rumour: NewPost = {
      url: "https://news.example/ferrylane-talks",
      title: "Ferrylane is in early talks to raise at a $400 million valuation, according to people familiar",
      publishedAt: "2026-11-18T09:00:00.000Z",
      text: null,
      detail: { source: "news", label: "The Ledger", tiedBy: ["name"] },
    };
    const signal = analyseLocally(input({ newPosts: [rumour] }, "Funding rounds"));
    expect(signal.type).toBe("no_material_change");
    expect((signal.analysis as { findings: unknown[] }).findings).toHaveLength(1);
    // The same rumour on the company's own blog is no news either: its finding says no event was read.
    const own = analyseLocally(input({ newPosts: [{ ...rumour, url: `${SITE}blog/talks`, detail: undefined }] }, "x"));
    expect(own.type).toBe("no_material_change");
    expect(own.summary).toBe(
      "No material change: Ferrylane published “Ferrylane is in early talks to raise at a $400 million valuation, " +
        "according to people familiar”, but no event was read in what changed.",
    );
  });
});

describe("a press headline naming the company bare as its event's doer", () => {
  const press = (title: string): NewPost => ({
    url: `https://news.example/${title.length}`,
    title,
    publishedAt: "2026-11-18T09:00:00.000Z",
    text: null,
    detail: { source: "news", label: "The Ledger", tiedBy: ["name"] },
  });
  const judged = (title: string) =>
    analyseLocally(input({ newPosts: [press(title)] }, "Funding rounds, new executives"));

  it("ties a distinctive name to the company, so the event alerts", () => {
    for (const title of [
      "Ferrylane Appoints Dana Whitcombe as Chief Financial Officer",
      "Why we led Ferrylane's $11M Series A",
    ]) {
      const signal = judged(title);
      expect(signal.severity, title).not.toBe("low");
      expect(checksOf(signal.analysis).find((c) => c.check === "subject")?.why).toContain("headline");
    }
  });

  it("leaves a headline that says which company it is at low: a trade, a place, a longer name", () => {
    for (const title of [
      "Italian fashion label Ferrylane raises €12 million to open stores in Paris and London",
      "Ferrylane raises £12m to open three more care homes in Yorkshire",
      "Ferrylane Solar sammelt 12 Millionen Euro für Photovoltaik ein",
    ]) {
      const signal = judged(title);
      expect(signal.severity, title).toBe("low");
      expect(checksOf(signal.analysis).find((c) => c.check === "subject")?.passed, title).toBe(false);
    }
  });
});
