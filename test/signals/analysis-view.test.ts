import { describe, expect, it } from "vitest";
import { LocalAnalyser } from "../../src/pipeline/judge/index";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { analysisView } from "../../src/services/signals/analysis-view";

/*
 * The signal page reads a signal's analysis through one typed view (services/signals/analysis-view.ts),
 * declared from what the analysers store: an analysis the local analyser writes reads whole, after the
 * JSON round trip the database makes; an analysis missing parts (older rows, a run that compared
 * nothing) reads as empty parts, never as a broken page.
 */

const SITE = "https://keelwork.example/";
const page = (path: string, text: string, hash: string): SnapshotPage => ({
  kind: path ? "blog" : "home",
  url: `${SITE}${path}`,
  ok: true,
  fetchable: true,
  finalUrl: `${SITE}${path}`,
  title: "Keelwork",
  textHash: hash,
  text,
  links: [],
});

describe("a signal's analysis as the page reads it", () => {
  it("reads what the local analyser stores: findings with their quote, cues, evidence and watch items", async () => {
    const home = "Keelwork schedules crews for shipyards.";
    const before = [page("", home, "h1")];
    const after = [page("", `Keelwork has been acquired by Halvard Marine.\n${home}`, "h2")];
    const draft = await new LocalAnalyser().analyse({
      company: { name: "Keelwork", website: SITE, description: null, founders: [] },
      thingsToTrack: "Acquisitions, hiring",
      watchItems: parseWatchItems("Acquisitions, hiring"),
      diff: diffSnapshots(before, after),
      pages: after,
      previousPages: before,
      now: new Date("2026-11-20T12:00:00Z"),
    });
    const view = analysisView(JSON.parse(JSON.stringify(draft.analysis)));
    expect(view.analyser).toBe("local");
    const [finding] = view.findings;
    expect(finding?.type).toBe("corporate_event");
    expect(finding?.quote.added).toContain("acquired by Halvard Marine");
    expect(finding?.evidence.map((e) => e.url)).toContain(SITE);
    expect(finding?.matchedWatchItems).toEqual(["Acquisitions"]);
    expect(view.watchItems.map((w) => [w.label, w.matched])).toEqual([
      ["Acquisitions", true],
      ["Hiring Updates", false],
    ]);
  });

  it("reads a run that compared nothing, or a malformed part, as empty parts", () => {
    expect(analysisView({ analyser: "none", siteFailure: { status: 503 } })).toEqual({
      analyser: "none",
      findings: [],
      namesakes: [],
      watchItems: [],
    });
    const odd = analysisView({ findings: "not a list", namesakes: [{ item: "Keelwork GmbH" }], watchItems: null });
    expect(odd.findings).toEqual([]);
    expect(odd.namesakes).toEqual([{ item: "Keelwork GmbH", why: "", source: "" }]);
    expect(odd.watchItems).toEqual([]);
    expect(analysisView(null).findings).toEqual([]);
  });
});
