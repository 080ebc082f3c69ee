import { describe, expect, it } from "vitest";
import { placesIn } from "../../src/pipeline/collect/extract/places";
import { foundersNamed } from "../../src/pipeline/collect/mentions/founders";
import { detectLocation } from "../../src/pipeline/enrich/facts";
import { readText, type ReadingContext } from "../../src/pipeline/read/index";

/*
 * Shapes of African, Middle Eastern and North American growth-stage sites (docs/pipeline.md "Reading statements",
 * "Namesakes"): a count compared with the last, a move told as operating somewhere, the places of the continent, a
 * poster who is no founder's name, and where a site's footer or story places the company.
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

describe("what a post tells", () => {
  it("a count's headline is a metric; a count compared with the last, as letters give it, is not news alone", () => {
    expect(counted("25,000 spaza shops and counting", "Vulamart")).toEqual(["metrics_shared"]);
    const letter = "This year 1,900 pharmacies now run on Dispensa, up from 1,100 a year ago.";
    expect(counted(letter, "Dispensa")).toEqual([]);
  });

  it("operating somewhere new, or a first warehouse abroad, is an expansion; a first team being hired is not", () => {
    expect(counted("Sendaro is now moving freight in Ghana", "Sendaro")).toEqual(["corporate_event"]);
    expect(counted("We opened our first warehouse outside Nigeria.", "Sendaro")).toContain("corporate_event");
    expect(counted("Singapore, opening January 2027: the first team there is being hired.", "Sendaro")).toEqual([]);
  });
});

describe("places and people", () => {
  it("knows the countries and cities of West and East Africa", () => {
    for (const place of ["Ghana", "Accra", "Côte d'Ivoire", "Senegal", "Kigali", "Tanzania", "Uganda", "Ethiopia"])
      expect(
        placesIn(place).map((p) => p.name),
        place,
      ).toEqual([place]);
  });

  it("a poster's greeting is no founder's name", () => {
    const post = "Hi HN, I'm Jess, co-founder and CTO at Saltmarsh Security. Tern is a small open-source CLI.";
    expect(foundersNamed(post, "Saltmarsh Security")).toEqual([]);
    expect(foundersNamed("Jess Albright, co-founder of Saltmarsh Security, said", "Saltmarsh Security")).toEqual([
      "Jess Albright",
    ]);
  });

  it("a footer's street, city and country, or 'founded in' a city, place the company", () => {
    const footer = "© 2026 Tabia Health Kenya Ltd — Riverside Square, Riverside Drive, Nairobi, Kenya";
    expect(detectLocation([footer])).toBe("Nairobi");
    expect(detectLocation(["Ferrous was founded in Pittsburgh in 2019 by Kate Brennan."])).toBe("Pittsburgh");
    // A city with another country's name after it is no address.
    expect(detectLocation(["Offices: Main Street, Lagos, Kenya"])).toBeNull();
  });
});
