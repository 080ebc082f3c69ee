import { describe, expect, it } from "vitest";
import { placesIn } from "../../src/pipeline/collect/extract/places";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of climate, energy and industrial-hardware companies' news in German, Finnish and English (docs/pipeline.md
 * "Reading statements"): an insolvency filing told with its verb, a funder granting the company money, an office
 * abroad told in Finnish with the country inflected, a plant named before it is described.
 */

describe("an insolvency filing in German", () => {
  it("is the filer's, told with its verb, in a headline and in a release's sentence", () => {
    const c = ctx("Thermion Energy");
    expect(counted("Thermion stellt Antrag auf Insolvenzverfahren in Eigenverwaltung", c)).toEqual(["corporate_event"]);
    const release =
      "Die Thermion Energy GmbH hat heute beim Amtsgericht Stuttgart einen Antrag auf Eröffnung eines " +
      "Insolvenzverfahrens in Eigenverwaltung gestellt.";
    expect(counted(release, c)).toEqual(["corporate_event"]);
  });
});

describe("a funder granting the company money", () => {
  it("is the company's round when the funder's words name the company; another company funded is not", () => {
    const c = ctx("Wärmewerk Systems");
    expect(counted("EU-Innovationsfonds fördert Wärmewerk mit 14,2 Millionen Euro", c)).toEqual(["fundraising"]);
    expect(counted("EU-Innovationsfonds fördert Solbrand mit 9 Millionen Euro", c)).toEqual([]);
  });
});

describe("an office abroad in Finnish", () => {
  it("is read opened, and the country it is in is read inflected", () => {
    const c = ctx("Kuura Robotics");
    expect(counted("Kuura Robotics avaa toimiston Yhdysvaltoihin", c)).toEqual(["corporate_event"]);
    expect(counted("Kuura Robotics on avannut ensimmäisen toimistonsa Yhdysvaltoihin.", c)).toEqual([
      "corporate_event",
    ]);
    expect(counted("Avaa tili ja aloita ilmaiseksi.", c)).toEqual([]);
    expect(placesIn("toimisto Yhdysvalloissa, tehdas Ruotsissa").map((p) => p.place.country)).toEqual(["US", "SE"]);
  });
});

describe("a plant commissioned", () => {
  it("is read with its name and description between; a study commissioned is not", () => {
    const c = ctx("Hydrolyt");
    expect(counted("Hydrolyt commissions Esbjerg Vest, its first commercial green hydrogen plant", c)).toEqual([
      "corporate_event",
    ]);
    expect(counted("We commissioned a study on whether the plant could run on biomass.", c)).toEqual([]);
  });
});
