import { describe, expect, it } from "vitest";
import { contradictions } from "../../src/pipeline/collect/mentions/namesake";
import type { CompanyIdentity } from "../../src/pipeline/collect/mentions/types";
import { LexicalClassifier } from "../../src/taxonomy/lexical";
import { getCategory } from "../../src/taxonomy/tree";
import { translatedCategoryIds, translationsOf } from "../../src/taxonomy/translations";

const all = new LexicalClassifier();
const translated = new LexicalClassifier("translations");
const top = (term: string, c = all) => c.matchTerm(term)[0]?.categoryId ?? null;

describe("the taxonomy in other languages", () => {
  it("names only categories that exist", () => {
    for (const id of translatedCategoryIds()) expect(getCategory(id), id).toBeTruthy();
    expect(translationsOf("health/dental")).toEqual(expect.arrayContaining(["zahnarzt", "dentiste", "tandläkare"]));
  });

  it("reads a sector from words in German, French, Dutch, Indonesian and Spanish", () => {
    expect(top("Zahnarztpraxis")).toBe("health/dental");
    expect(top("soins solaires")).toBe("consumer/fashion-beauty/beauty");
    expect(top("chemiebedrijven")).toBe("industrial/manufacturing/advanced-materials");
    expect(top("kedai kopi")).toBe("consumer/food-beverage");
    expect(top("aseguradora")).toBe("fintech/insurtech");
  });

  it("keeps English terms as they were, and reads no English with the other languages' words alone", () => {
    expect(top("payments")).toBe("fintech/payments");
    // At most a typo's likeness ("payments" near "patients"), never a match a reader counts.
    expect(translated.matchTerm("payments").filter((m) => m.score >= 0.85)).toEqual([]);
    expect(top("Health & Bio", translated)).toBeNull();
  });

  it("classifies a site written in another language", async () => {
    const text =
      "Sistem manajemen klinik yang terhubung ke SATUSEHAT dan BPJS Kesehatan. Rekam medis elektronik untuk " +
      "klinik pratama. Pasien mengambil nomor antrean lewat WhatsApp dan memilih dokter.";
    const before = await all.classifyCompany({
      name: "Arunika",
      text: "Sistem manajemen yang terhubung ke SATUSEHAT.",
    });
    expect(before).toEqual([]);
    const found = await all.classifyCompany({ name: "Arunika", text });
    expect(found.map((c) => c.categoryId.split("/")[0])).toContain("health");
  });
});

describe("a namesake's trade in another language", () => {
  const solvane: CompanyIdentity = {
    name: "Solvane",
    domain: "solvane.example",
    founders: [],
    classification: ["climate/grid/energy-software", "industrial"],
  };

  it("is read in the language of the article", () => {
    const suncare = "La marque de soins solaires Solvane lève 4 millions d’euros pour s’imposer en pharmacie";
    expect(contradictions(suncare, solvane).map((c) => c.why)).toEqual([
      "calls it soins solaires (Consumer), not Climate & Energy / Industrial & Robotics",
    ]);
    const cosmetics = "Cosmétique : la biarrote Solvane boucle un tour de table de 4 M€";
    expect(contradictions(cosmetics, solvane).map((c) => c.why)[0]).toMatch(/^speaks of cosmétique \(Consumer\)/);
  });

  it("is no contradiction when it is the company's own trade", () => {
    const own = "Antwerpse start-up Solvane helpt chemiebedrijven stoomverlies op te sporen";
    expect(contradictions(own, solvane)).toEqual([]);
  });
});
