import { describe, expect, it } from "vitest";
import { mentionOf, type CompanyIdentity } from "../../src/pipeline/mentions";
import { placeOf, samePlace } from "../../src/pipeline/extract/places";

/*
 * Issue 32 point 3: an off-site item tied to the company by its name alone is kept only when
 * nothing in it contradicts the company (another sector, another city or country, another
 * founder named as the company's); an item tied by a link, the domain or a founder stays.
 */

const NESTWELL: CompanyIdentity = { name: "Nestwell", domain: "nestwell.dev", founders: ["Priya Raman", "Tom Becker"], classification: ["devtools/apis"], location: "Austin, TX" };

describe("an item tied by the name alone", () => {
  it.each([
    ["another sector", "Fertility start-up Nestwell raises $30M Series B", /calls it Fertility \(Health & Bio\), not Developer Tools/],
    ["another sector, after the name", "Nestwell, a fertility start-up from Berlin, raises $30M", /calls it fertility \(Health & Bio\)/],
    ["another city", "Berlin-based Nestwell lands $30M", /places it in Berlin \(Germany\), not Austin, TX/],
    ["another country", "Nestwell, headquartered in Stockholm, opens a second office", /places it in Stockholm \(Sweden\)/],
    ["another founder", "Nestwell co-founder Anna Schmidt on building a brand women trust", /names Anna Schmidt as its founder, not Priya Raman or Tom Becker/],
    ["founded by others", "Nestwell, founded by Anna Schmidt and Lena Vogel, raises a seed round", /names Anna Schmidt and Lena Vogel as its founders/],
  ])("is a namesake when it names %s", (_what, text, why) => {
    const m = mentionOf({ text, urls: [] }, NESTWELL);
    expect(m?.namesake).toMatch(/^tied by its name alone, and /);
    expect(m?.namesake).toMatch(why);
  });

  it.each([
    "Nestwell raises $12M to take its feature-flag API to Europe",
    "Developer-tools company Nestwell opens an office in London",
    "Austin-based Nestwell ships a Rust SDK",
    "Nestwell CEO Jonas Weber on hiring in a downturn",
  ])("stays when nothing in it contradicts the company: %s", (text) => {
    const m = mentionOf({ text, urls: [] }, NESTWELL);
    expect(m?.by).toContain("name");
    expect(m?.namesake).toBeUndefined();
  });

  it("a company with no sector, place or founders on file cannot be contradicted", () => {
    const bare: CompanyIdentity = { name: "Nestwell", domain: null, founders: [], classification: [], location: null };
    expect(mentionOf({ text: "Berlin-based fertility start-up Nestwell, founded by Anna Schmidt, raises $30M", urls: [] }, bare)).toEqual({ by: ["name"] });
  });
});

describe("an item tied some other way", () => {
  it("stays, whatever else it says: a link to the site, the domain, a founder", () => {
    const text = "Berlin-based fertility start-up Nestwell raises $30M";
    expect(mentionOf({ text, urls: ["https://nestwell.dev/blog/series-b"] }, NESTWELL)?.namesake).toBeUndefined();
    expect(mentionOf({ text: `${text} (nestwell.dev)`, urls: [] }, NESTWELL)?.namesake).toBeUndefined();
    expect(mentionOf({ text: `${text}, says Priya Raman`, urls: [] }, NESTWELL)?.namesake).toBeUndefined();
  });
});

describe("places", () => {
  it.each([
    ["Berlin, Germany", { country: "DE", city: "berlin" }],
    ["Austin, TX", { country: "US", state: "TX", city: "austin" }],
    ["Remote (Canada)", { country: "CA" }],
    ["München", { country: "DE", city: "munich" }],
    ["Remote - DE", { country: "DE" }],
    ["Madrid, España", { country: "ES", city: "madrid" }],
  ])("%s", (text, place) => {
    expect(placeOf(text)).toMatchObject(place);
  });

  it("a role marked only Remote is nowhere", () => {
    expect(placeOf("Remote")).toBeNull();
  });

  it("cities of one metro area are one place to a company", () => {
    expect(samePlace(placeOf("Palo Alto, CA")!, placeOf("San Francisco")!)).toBe(true);
    expect(samePlace(placeOf("Austin, TX")!, placeOf("Dallas, TX")!)).toBe(false);
    expect(samePlace(placeOf("Austin, Texas")!, placeOf("TX, USA") ?? { country: "US", state: "TX" })).toBe(true);
  });
});
