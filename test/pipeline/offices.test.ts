import { describe, expect, it } from "vitest";
import { LocalAnalyser } from "../../src/pipeline/judge/index";
import type { AnalysisInput } from "../../src/pipeline/judge/types";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { parseWatchItems } from "../../src/pipeline/judge/watch";

/*
 * The offices processor (docs/pipeline.md "Processors"): a city new under a page's list of offices is an office opened
 * there, an expansion; a second address in a city the page named, or a city named outside such a list, is not.
 */

const SITE = "https://ledger.example/";
const about = (text: string, hash: string): SnapshotPage => ({
  kind: "about",
  url: `${SITE}about`,
  finalUrl: `${SITE}about`,
  ok: true,
  fetchable: true,
  title: "About | Kindred Ledger",
  textHash: hash,
  text,
  links: [],
});

const INTRO = "About\nKindred Ledger was founded in 2022 by two former fund controllers.";
const OFFICES =
  "Our offices\nNew York — 85 Broad Street, New York, NY 10004\nAustin — 600 Congress Ave, Austin, TX 78701";

async function analyse(before: string, after: string) {
  const [was, now] = [[about(before, "a-1")], [about(after, "a-2")]];
  const input: AnalysisInput = {
    company: { name: "Kindred Ledger", website: SITE, description: null, founders: [] },
    thingsToTrack: "Expansion and funding",
    watchItems: parseWatchItems("Expansion and funding"),
    diff: diffSnapshots(was, now),
    pages: now,
    previousPages: was,
    now: new Date("2026-11-12T12:00:00Z"),
  };
  return (await new LocalAnalyser().analyse(input)) as { type: string; severity: string; summary: string };
}

describe("offices", () => {
  it("reads a city new under the page's offices as an office opened there", async () => {
    const a = await analyse(
      `${INTRO}\n${OFFICES}\nInvestors`,
      `${INTRO}\n${OFFICES}\nLondon — WeWork, 1 Poultry, London EC2R 8EJ, United Kingdom\nInvestors`,
    );
    expect(a.type).toBe("corporate_event");
    expect(a.severity).toBe("high");
    expect(a.summary).toContain("office in London");
  });

  it("reads offices headed in another language", async () => {
    const before = "Onde estamos\nSão Paulo (sede)\nRua Funchal, 418, São Paulo";
    const a = await analyse(before, `${before}\nLisboa\nAvenida da Liberdade, 110, Lisboa, Portugal`);
    expect(a.type).toBe("corporate_event");
  });

  it("takes a second address in a named city, or a city outside a list of offices, for no office", async () => {
    const moved = await analyse(
      `${INTRO}\n${OFFICES}`,
      `${INTRO}\n${OFFICES}\nNew York — 1 World Trade Center, New York, NY 10007`,
    );
    expect(moved.summary).not.toContain("an office in");
    const told = await analyse(
      `${INTRO}\n${OFFICES}\nInvestors\nWe are backed by Ribbit Capital.`,
      `${INTRO}\n${OFFICES}\nInvestors\nWe are backed by Ribbit Capital.\nOur angels include operators from London.`,
    );
    expect(told.summary).not.toContain("an office in");
  });
});
