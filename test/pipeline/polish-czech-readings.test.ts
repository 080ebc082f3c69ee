import { describe, expect, it } from "vitest";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { counted, ctx } from "../support/readings";

/*
 * Polish and Czech as a company's own posts and a fund's watch list write them (docs/pipeline.md "Reading
 * statements", "watch items"): a team made smaller, a grant won, a supply contract signed with a named buyer.
 */

describe("Polish and Czech events", () => {
  it.each([
    "Zmniejszamy zespół Lodowni o jedną piątą.",
    "Dziś zmniejszamy Lodownię z 80 do 64 osób.",
    "Redukcja zatrudnienia obejmie przede wszystkim dział marketingu.",
  ])("a team made smaller is a corporate event: “%s”", (text) => {
    expect(counted(text, ctx("Lodownia"))).toContain("corporate_event");
  });

  it("a smaller bill is no smaller team", () => {
    expect(counted("Zmniejszamy zużycie energii w magazynie o 20%.", ctx("Lodownia"))).toEqual([]);
  });

  it.each(["Mostek získal grant z programu Horizon Europe.", "Mostek obdržel dotaci na vývoj senzorů."])(
    "a grant won is money raised: “%s”",
    (text) => {
      expect(counted(text, ctx("Mostek"))).toContain("fundraising");
    },
  );

  it("a launch in the Czech first person is the company's", () => {
    expect(counted("Představujeme Mostek Sklad: sklad pro malé e-shopy.", ctx("Mostek"))).toEqual(["product_update"]);
    expect(counted("Dnes spouštíme novou aplikaci.", ctx("Mostek"))).toEqual(["product_update"]);
  });

  it.each([
    "Umowa z PKP Intercity na dostawę 120 terminali",
    "Spółka podpisała z Miastem Gdańsk umowę na wdrożenie systemu.",
  ])("a supply contract with a named buyer is a customer deal: “%s”", (text) => {
    expect(counted(text, ctx("Bramka"))).toContain("customer_partnership");
  });
});

describe("Polish and Czech watch lists", () => {
  it("types each item by its nouns", () => {
    const polish = parseWatchItems("Finansowanie, zwolnienia i restrukturyzacja, nowi klienci, zmiany w zarządzie.");
    expect(polish.map((i) => i.type)).toEqual([
      "fundraising",
      "corporate_event",
      "customer_partnership",
      "leadership_change",
    ]);
    const czech = parseWatchItems("Financování (investiční kola, granty EU), noví zákazníci, vedení společnosti.");
    expect(czech.map((i) => i.type)).toEqual(["fundraising", "customer_partnership", "leadership_change"]);
  });
});
