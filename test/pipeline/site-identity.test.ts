import { describe, expect, it } from "vitest";
import { analyseLocally } from "../../src/pipeline/judge/index";
import type { AnalysisInput } from "../../src/pipeline/judge/types";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { parseWatchItems } from "../../src/pipeline/judge/watch";

/*
 * The site's identity (docs/pipeline.md "Processors"): a home page that became a domain parking page, or that now
 * lands on another site, is a corporate event the watch can ask for; a rebuilt home page on the same site is not.
 */

const NOW = new Date("2026-11-20T12:00:00Z");

function home(text: string, finalUrl = "https://thimble.example/", title = "Thimble"): SnapshotPage {
  return {
    kind: "home",
    url: "https://thimble.example/",
    finalUrl,
    ok: true,
    fetchable: true,
    title,
    text,
    textHash: text,
  };
}

function run(before: SnapshotPage, after: SnapshotPage, thingsToTrack = "Shutdowns, acquisitions") {
  const input: AnalysisInput = {
    company: { name: "Thimble", website: "https://thimble.example/", description: null, founders: [] },
    thingsToTrack,
    watchItems: parseWatchItems(thingsToTrack),
    diff: diffSnapshots([before], [after], { now: NOW }),
    pages: [after],
    previousPages: [before],
    now: NOW,
  };
  return analyseLocally(input);
}

const LIVE = "Thimble\nA sewing kit every month, picked by people who sew.\nStart your subscription";

describe("the site's identity", () => {
  it("a home page become a domain for-sale page is a corporate event, high, with the home page as evidence", () => {
    const signal = run(home(LIVE), home("thimble.example\nThis domain may be for sale!\nMake an offer on this domain"));
    expect(signal.type).toBe("corporate_event");
    expect(signal.severity).toBe("high");
    expect(signal.summary).toContain("Thimble has a domain parking page for a website");
    expect(signal.evidence[0]?.url).toBe("https://thimble.example/");
  });

  it("a home page that now lands on another company's site is a corporate event naming both hosts", () => {
    const after = home(
      "Northgrid\nThimble is now part of Northgrid.",
      "https://northgrid.example/thimble",
      "Northgrid",
    );
    const signal = run(home(LIVE), after);
    expect(signal.type).toBe("corporate_event");
    expect(signal.summary).toContain("now sends its website to northgrid.example (it was thimble.example)");
  });

  it("the same site with or without www, reworded, is no change of identity", () => {
    const after = home(`${LIVE}\nNew: gift boxes`, "https://www.thimble.example/");
    const signal = run(home(LIVE), after);
    expect(signal.type).not.toBe("corporate_event");
  });
});
