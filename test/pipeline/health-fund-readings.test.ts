import { describe, expect, it } from "vitest";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { pageChangeFindings } from "../../src/pipeline/judge/processors/page-lines";
import type { AnalysisInput } from "../../src/pipeline/judge/types";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { readText } from "../../src/pipeline/read/index";
import { ctx, counted } from "../support/readings";

/*
 * Health-tech and medtech companies as they write in Dutch, Swedish, French and English (docs/pipeline.md "Vocabulary
 * is data", "Watch items", "Judging on evidence"): a milestone passed, a CE mark told in the perfect tense, a team
 * made smaller; a watch list asking for regulatory approvals; a home page that says its figure in new words.
 */

describe("events told in Dutch and Swedish", () => {
  it.each([
    ["Slaapkompas passeert 100.000 deelnemers", "Slaapkompas", "metrics_shared"],
    ["Deze week startte de 100.000ste deelnemer met Slaapkompas.", "Slaapkompas", "metrics_shared"],
    ["Veldpunt Diagnostics heeft de CE-markering ontvangen voor SepsiQ, haar sneltest.", "Veldpunt", "product_update"],
    ["I dag har vi berättat att vi minskar organisationen från 58 till 44 personer.", "Vårdkompass", "corporate_event"],
    ["Vi minskar teamet", "Vårdkompass", "corporate_event"],
  ])("%s", (text, company, type) => {
    expect(counted(text, ctx(company))).toContain(type);
  });

  it("a count without what it counts, or costs made smaller, is neither", () => {
    expect(counted("De trein passeert 3 stations voor Utrecht.", ctx("Slaapkompas"))).toEqual([]);
    expect(counted("Vi minskar organisationens kostnader med nya verktyg.", ctx("Vårdkompass"))).toEqual([]);
  });
});

describe("a watch list asking for regulatory approvals", () => {
  const items = parseWatchItems(
    "Les lancements de produits, les études cliniques et les autorisations réglementaires (marquage CE, FDA).",
  );
  const of = (text: string) =>
    watchMatchesOf(items, { type: "corporate_event", text, statements: readText(text, ctx("Oculab")).readings });

  it("does not ask for an office abroad whose text mentions a later FDA submission", () => {
    const text =
      "Oculab ouvre un bureau à Boston\nOculab ouvre son premier bureau hors de Suisse, à Boston. Le bureau " +
      "préparera la soumission à la FDA prévue en 2027.";
    expect(of(text)).toEqual([]);
  });

  it("still asks for a regulator's approval", () => {
    expect(of("Oculab obtient l'autorisation réglementaire de Swissmedic pour son dispositif.")).not.toEqual([]);
  });
});

describe("a home page that says its figure in new words", () => {
  const SITE = "https://coverwell.example/";
  const input = (before: string, added: string[], removed: string[]): AnalysisInput => ({
    company: { name: "Coverwell", website: SITE, description: null, founders: [] },
    thingsToTrack: "",
    watchItems: [],
    diff: {
      ...diffSnapshots(null, []),
      firstRun: false,
      changed: true,
      pageChanges: [{ kind: "home", url: SITE, title: "Coverwell", added, removed }],
    },
    pages: [{ kind: "home", url: SITE, ok: true, text: added.join("\n") } as SnapshotPage],
    previousPages: [{ kind: "home", url: SITE, ok: true, text: before } as SnapshotPage],
    now: new Date("2026-11-13T09:00:00Z"),
  });
  const types = (i: AnalysisInput) => pageChangeFindings(i).map((f) => f.type);

  it("shares no metric when the site showed the same figure before", () => {
    const before = "1,400 companies cover their teams with Coverwell";
    expect(types(input(before, ["Trusted by 1,400 companies"], [before]))).not.toContain("metrics_shared");
  });

  it("shares one when the figure is new", () => {
    const before = "1,400 companies cover their teams with Coverwell";
    expect(types(input(before, ["Trusted by 2,000 companies"], [before]))).toContain("metrics_shared");
  });
});
