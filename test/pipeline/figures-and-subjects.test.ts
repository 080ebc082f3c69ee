import { describe, expect, it } from "vitest";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import type { RawFinding } from "../../src/pipeline/judge/finding";
import { figuresKnown } from "../../src/pipeline/judge/told-before";
import type { AnalysisInput } from "../../src/pipeline/judge/types";
import { readText, type ReadingContext } from "../../src/pipeline/read/index";

/*
 * A letter's figures and its series of predicates (docs/pipeline.md "Reading statements", "Judging on evidence"): a
 * figure the site showed before is no metric shared, and "…, added French in October, and we now serve …" is the
 * company speaking, not an aside about the name before it.
 */

const NOW = new Date("2026-11-17T09:00:00Z");
const SITE = "https://fjordly.example/";
const ctx: ReadingContext = { company: { name: "Fjordly", founders: [] }, ownSite: true, now: NOW, pageKind: null };
const LETTER =
  "We launched Scenarios in May, added French and German in October, and we now serve 420 companies with a team of " +
  "about 230.";

const letter = (text: string): RawFinding =>
  ({
    type: "metrics_shared",
    strength: 3.5,
    headline: "published “Letter from our CEO”",
    text,
    url: `${SITE}blog/letter`,
    quote: { added: "", removed: "", evidence: [] },
    cues: [],
    evidence: [],
    statements: readText(text, ctx).readings,
  }) as unknown as RawFinding;

const input = (homeBefore: string): AnalysisInput => ({
  company: { name: "Fjordly", website: SITE, description: null, founders: [] },
  thingsToTrack: "",
  watchItems: [],
  diff: { changes: [], newPosts: [] } as unknown as AnalysisInput["diff"],
  pages: [],
  previousPages: [{ kind: "home", url: SITE, ok: true, text: homeBefore } as unknown as SnapshotPage],
  now: NOW,
});

describe("a letter's series of predicates", () => {
  it("'…, added French and German in October, and we now serve …' is the company's figure, not German's", () => {
    const metric = readText(LETTER, ctx).readings.find((r) => r.type === "metrics_shared");
    expect(metric).toMatchObject({ counted: true });
    expect(metric?.frame.subject.kind).toBe("company");
  });

  it("a lower-case part after a name is still an aside when the part before it has no verb of its own", () => {
    const aside = "Fjordly, backed by Creandum since 2021, raised €4 million.";
    expect(readText(aside, ctx).readings.find((r) => r.type === "fundraising")).toMatchObject({ counted: true });
  });
});

describe("a figure the site showed before", () => {
  const counted = (f: RawFinding) => f.statements?.filter((s) => s.counted).map((s) => s.type);

  it("is no metric shared when the site said the same number of the same thing before this run", () => {
    const f = figuresKnown(letter(LETTER), input("420 companies across Europe plan their headcount in Fjordly."));
    expect(counted(f)).toEqual([]);
    expect(f.statements?.find((s) => s.type === "metrics_shared")?.why).toContain("420 companies");
  });

  it("is news when the number or what it counts is new", () => {
    expect(counted(figuresKnown(letter(LETTER), input("380 companies plan their headcount in Fjordly.")))).toEqual([
      "metrics_shared",
    ]);
    expect(counted(figuresKnown(letter(LETTER), input("420 integrations and counting.")))).toEqual(["metrics_shared"]);
  });
});

describe("whose figure a line tells", () => {
  const at = (name: string): ReadingContext => ({ ...ctx, company: { name, founders: [] } });
  const metric = (text: string, name: string) =>
    readText(text, at(name)).readings.find((r) => r.type === "metrics_shared");

  it("a milestone is the company's, whoever reached it", () => {
    const text =
      "On Tuesday morning, a runner in Leeds signed up for a 10K plan and became the one millionth person to train " +
      "with Trailpace.";
    expect(metric(text, "Trailpace")).toMatchObject({ counted: true });
  });

  it("a label opening with an adjective or a participle names nobody", () => {
    const text = "Annualised revenue run-rate: CHF 9.2m, up from CHF 3.1m a year ago (about 3x)";
    expect(metric(text, "Klinkbot")).toMatchObject({ counted: true });
    // A name at the sentence's start still acts.
    expect(readText("Northlake raises $45M Series B", at("Klinkbot")).readings[0]).toMatchObject({ counted: false });
    expect(readText("Rosterly raises $40M Series B", at("Shiftlane")).readings[0]).toMatchObject({ counted: false });
    const rival = "Foodhaven buys shelf-analytics start-up Trolley Insights";
    expect(readText(rival, at("Shelflife")).readings[0]).toMatchObject({ counted: false });
  });
});
