import { describe, expect, it } from "vitest";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { readText, type ReadingContext } from "../../src/pipeline/read/index";

/*
 * Shapes of B2B-software sites in Germany, Austria, Switzerland and the Nordics (docs/pipeline.md "Reading
 * statements", "Watch items"): a licence and a certification in German, a hire and a purchase in Danish, a new head
 * in Swedish, a report relayed, and the words a German list asks for a team cut with.
 */

const NOW = new Date("2026-11-17T09:00:00Z");
const ctx = (name: string): ReadingContext => ({
  company: { name, founders: [] },
  ownSite: true,
  now: NOW,
  pageKind: null,
});
const counted = (text: string, name: string) =>
  readText(text, ctx(name))
    .readings.filter((r) => r.counted)
    .map((r) => r.type);

describe("a company's status, in German", () => {
  it("a licence that makes it a regulated business", () => {
    expect(counted("Zahlwerk ist jetzt zugelassenes Zahlungsinstitut", "Zahlwerk")).toContain("corporate_event");
  });

  it("a certification", () => {
    const text = "Teilefluss ist ISO/IEC 27001-zertifiziert und erhält das TISAX-Label (AL3)";
    expect(counted(text, "Teilefluss")).toContain("corporate_event");
  });
});

describe("leadership and purchases, in Danish and Swedish", () => {
  it("a CFO hired, a new head named", () => {
    expect(counted("Tandtid ansætter Mette Skovgaard som CFO", "Tandtid")).toContain("leadership_change");
    expect(counted("Boplikt utser Johanna Lindqvist till ny vd", "Boplikt")).toContain("leadership_change");
  });

  it("the company buying another", () => {
    expect(counted("Vagtplan opkøber norske Turnusløsning AS", "Vagtplan")).toContain("corporate_event");
  });
});

describe("a report relayed in German", () => {
  it("is a rumour, not the company's sale", () => {
    const text =
      "Am Mittwoch hat ein Medienbericht darüber spekuliert, dass eine Private-Equity-Gesellschaft an einer " +
      "Übernahme von Mietwerk interessiert sei.";
    expect(counted(text, "Mietwerk")).toEqual([]);
  });
});

describe("a team cut a German list asks for", () => {
  it("is what “Personalabbau oder Restrukturierung” wants", () => {
    const items = parseWatchItems("Alles Wesentliche: Finanzierung, Personalabbau oder Restrukturierung.");
    const f = {
      type: "corporate_event",
      text: "Baukrise erreicht die Software: Bauloop baut 23 Stellen ab. Abbau von 23 Stellen.",
    };
    expect(watchMatchesOf(items, f).length).toBeGreaterThan(0);
  });
});
