import { describe, expect, it } from "vitest";
import { phrase } from "../../src/pipeline/read/phrases";
import { phrases } from "../../src/pipeline/read/vocabulary/vocabulary";

/* The phrase notation the English vocabulary needs beyond the other languages': counts, names, marks, row gaps. */

const match = (source: string | string[], text: string) => phrase(source).exec(text)?.[0] ?? null;

describe("phrases: the kinds of token English reads with", () => {
  it("reads counts, whole numbers, rates and versions", () => {
    expect(match("#number customers", "now 10k customers")).toBe("10k customers");
    expect(match("#number customers", "2.5 million customers")).toBe("2.5 million customers");
    expect(match("#number brands", "for 60+ brands")).toBe("60+ brands");
    expect(match("#integer jobs", "100k jobs per second")).toBeNull();
    expect(match("#integer roles", "1,700 roles")).toBe("1,700 roles");
    expect(match("#number clinics", "retention is 124%: clinics")).toBeNull();
    expect(match("grew ~3 #percent", "revenue grew by 40% this year")).toBe("grew by 40%");
    expect(match("grew ~3 #percent", "usage grew 3x")).toBe("grew 3x");
    expect(match("release #version", "Release 3.4.1 is out")).toBe("Release 3.4.1");
    expect(match("#vversion", "see 3.4")).toBeNull();
    expect(match("#vversion", "see v3.4")).toBe("v3.4");
  });

  it("keeps words in a row: no comma or quote between them, a hyphen only where the phrase writes one", () => {
    expect(match("partners with", "Beacon Ridge Partners, with participation")).toBeNull();
    expect(match("partners with", "Acme partners with Globex")).toBe("partners with");
    expect(match("early access", "the early-access group")).toBeNull();
    expect(match("?pre-seed round", "a pre-seed round")).toBe("pre-seed round");
    expect(match("we are|re hiring", "We’re hiring")).toBe("We’re hiring");
  });

  it("matches a word by its end (*head) as German compounds end with their head; *N stays a gap", () => {
    expect(match("*partnerschaft mit", "startet Vertriebspartnerschaft mit Hausmann")).toBe(
      "Vertriebspartnerschaft mit",
    );
    expect(match("*partnerschaft mit", "eine Partnerschaft mit Edeka")).toBe("Partnerschaft mit");
    expect(match("*partnerschaft mit", "Partnerschaften im Blick")).toBeNull();
    expect(match("how *5 cut", "How St. Aidan’s cut approvals")).toBe("How St. Aidan’s cut");
  });

  it("bounds gaps: ~N within the sentence, *N across it, +N only words in a row", () => {
    expect(match("raised ~6 #amount", "we raised a seed round of $2M")).toBe("raised a seed round of $2M");
    expect(match("raised ~6 seed", "we raised it. Our seed")).toBeNull();
    // A decimal point ends no sentence: "£2.2M".
    expect(match("raised ~6 seed", "raised £2.2M seed")).toBe("raised £2.2M seed");
    expect(match("how *5 cut", "How St. Aidan’s cut approvals")).toBe("How St. Aidan’s cut");
    expect(match("bought +4 #name", "the competitor she bought, and why her CFO")).toBeNull();
    expect(match("bought +4 #name", "Acme bought a rival Globex")).toBe("bought a rival Globex");
  });

  it("reads names as written, the start and end of a line, marks after a word, and a word that must not follow", () => {
    expect(match("= is now #name .,$", "Acme is now Nimbus.")).toBe("is now Nimbus");
    expect(match("= is now #name .,$", "Acme is now available.")).toBeNull();
    expect(match("= is now #name .,$", "Acme Is Now Nimbus.")).toBeNull();
    expect(match("at #name $", "Now at Target")).toBe("at Target");
    expect(match("at #name $", "Now at Target stores")).toBeNull();
    expect(match("^ how ~3 uses", "How Acme uses it")).toBe("How Acme uses");
    expect(match("^ how ~3 uses", "See how Acme uses it")).toBeNull();
    expect(match("case study :", "Case study: Acme")).toBe("Case study");
    expect(match("launch !your|you", "Launch your warehouse")).toBeNull();
    expect(match("launch !your|you", "We launch today")).toBe("launch");
    expect(match("joining #name !as~6", "Sam is joining Acme as our CTO")).toBeNull();
    expect(match("joining #name !as~6", "Acme is joining Globex")).toBe("joining Globex");
  });

  it("matches several phrases as one, leftmost first, and builds them from parts", () => {
    expect(match(["acquired by", "been acquired"], "Acme has been acquired by Globex")).toBe("been acquired");
    expect(phrases("new|interim", ["ceo", "head of"])).toEqual(["new|interim ceo", "new|interim head of"]);
  });
});

describe("a line's end", () => {
  it("is also a sentence's end, when another sentence follows on the line", () => {
    const p = phrase("now at #name $");
    expect(p.test("Now at Walmart.")).toBe(true);
    expect(p.test("Now at Walmart. All 4,200+ of them.")).toBe(true);
    expect(p.test("Now at Walmart stores and more")).toBe(false);
  });
});
