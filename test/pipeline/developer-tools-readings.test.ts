import { describe, expect, it } from "vitest";
import { postFinding } from "../../src/pipeline/judge/post-finding";
import { withWatchMatches } from "../../src/pipeline/judge/index";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { readText, type ReadingContext } from "../../src/pipeline/read/index";

/*
 * Shapes of developer-tools companies' sites and sources (docs/pipeline.md "Reading statements", "Hacker News"): a
 * founder named by a first name on the company's own pages, and a launch its source establishes.
 */

const NOW = new Date("2026-11-17T09:00:00Z");
const ctx = (founders: string[], over: Partial<ReadingContext> = {}): ReadingContext => ({
  company: { name: "Branchly", founders },
  ownSite: true,
  now: NOW,
  pageKind: null,
  ...over,
});
const amplified = (text: string, c: ReadingContext) =>
  readText(text, c).readings.some((r) => r.counted && r.type === "founder_amplified");

describe("a founder named by a first name on the company's own pages", () => {
  it("is the founder when no other founder goes by it", () => {
    const keynote = "Watch: Maya's closing keynote at DevEx Summit 2026";
    expect(amplified(keynote, ctx(["Maya Brooks", "Leo Martinez"], { part: "main" }))).toBe(true);
    // Two founders of that first name: it names neither.
    expect(amplified(keynote, ctx(["Maya Brooks", "Maya Chen"]))).toBe(false);
  });

  it("a founder's panel in the body of the company's own event recap is an aside, named in full or not", () => {
    const recap = ctx(["Grace Wanjiku", "Daniel Ochieng"], { part: "body", pageKind: "event_recap" });
    expect(amplified("Our CTO, Daniel Ochieng, spoke on the panel “Data that lenders trust”.", recap)).toBe(false);
    expect(amplified("Our own Daniel spoke on a panel about smart meters.", recap)).toBe(false);
    const lede = ctx(["Grace Wanjiku", "Daniel Ochieng"], { part: "main", pageKind: "event_recap" });
    expect(amplified("Daniel Ochieng gave the closing keynote at the Mini-Grids Summit.", lede)).toBe(true);
  });

  it("not a first name that is an English word", () => {
    expect(amplified("Will's keynote at DevEx Summit 2026", ctx(["Will Turner", "Leo Martinez"]))).toBe(false);
  });
});

describe("a launch its source establishes", () => {
  it("stays the company's though another's statement of that kind is read in it", () => {
    const raw = postFinding(
      {
        url: "https://news.ycombinator.com/item?id=46200001",
        title: "Show HN: Patchwise – dependency upgrade PRs that fix the breaking changes",
        publishedAt: "2026-11-13T15:00:00Z",
        text: "When GitHub releases a new version of an action, Patchwise opens the PR and fixes the call sites.",
        detail: { source: "hn", type: "product_update", tiedBy: ["name"], text: "" },
      },
      { company: { name: "Patchwise", founders: [], website: null }, now: NOW },
    );
    expect(raw.type).toBe("product_update");
    const f = withWatchMatches(parseWatchItems("Product Updates, funding"), raw);
    expect(f.matchedWatchItems).toEqual(["Product Updates"]);
  });
});
