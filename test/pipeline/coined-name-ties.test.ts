import { describe, expect, it } from "vitest";
import { type CompanyIdentity, mentionOf, tiedByEvidence } from "../../src/pipeline/collect/mentions";

/*
 * An article that calls a coined name by the company's own trade (docs/pipeline.md "Mentions"): "Austin health-tech
 * startup Rostra" is the company's story though the site never said Austin, while a dictionary word so described, or a
 * coined name with no description, is still tied by the name alone; a trade that is not the company's is a namesake.
 */

const company = (name: string, classification: string[]): CompanyIdentity => ({
  name,
  domain: `${name.toLowerCase()}.example`,
  founders: ["Camila Ortega", "Nate Lindqvist"],
  classification,
  location: null,
});
const tie = (text: string, c: CompanyIdentity) => mentionOf({ text, urls: [] }, c);

describe("a coined name called by the company's trade", () => {
  it("ties the article to the company", () => {
    const m = tie(
      "Austin health-tech startup Rostra lays off about a third of its workforce",
      company("Rostra", ["health"]),
    );
    expect(m?.namesake).toBeUndefined();
    expect(m?.by).toContain("trade");
    expect(tiedByEvidence(m!.by)).toBe(true);
  });

  it("not a dictionary word so described, nor a coined name the article does not describe", () => {
    const stride = tie(
      "Austin health-tech startup Stride lays off a third of its staff",
      company("Stride", ["health"]),
    );
    expect(tiedByEvidence(stride!.by)).toBe(false);
    const bare = tie(
      "Rostra lays off a third of its staff as health-tech funding dries up",
      company("Rostra", ["health"]),
    );
    expect(tiedByEvidence(bare!.by)).toBe(false);
  });

  it("a coined name described by another trade is a namesake", () => {
    const m = tie("Fertility start-up Rostra raises $30M Series B", company("Rostra", ["devtools/apis"]));
    expect(m?.by).not.toContain("trade");
    expect(m?.namesake).toMatch(/calls it Fertility/);
  });
});
