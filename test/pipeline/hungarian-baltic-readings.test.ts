import { describe, expect, it } from "vitest";
import { discoverPages } from "../../src/pipeline/collect/extract/discover";
import { parseDate } from "../../src/pipeline/collect/extract/items/dates";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { ctx, counted } from "../support/readings";

/*
 * Sites and press in Hungarian, Latvian, Lithuanian and Estonian (docs/pipeline.md "Vocabulary is data"): their
 * events as the companies and the local press tell them, their negations, denials and plans, their news rooms,
 * their dates written year first, and watch lists written in them.
 */

describe("events told in Hungarian", () => {
  it.each([
    ["A Számlakör 800 millió forint befektetést vont be a Portfolion vezetésével.", "Számlakör", "fundraising"],
    ["Kovács Anna csatlakozott a Számlakörhöz pénzügyi igazgatóként.", "Számlakör", "leadership_change"],
    ["Számlakör felvásárolta a Bitwise Kft.-t.", "Számlakör", "corporate_event"],
    ["A Számlakör megkapta az MNB engedélyét.", "Számlakör", "corporate_event"],
    ["A Számlakör leépítést jelentett be: 30 munkatárs távozik.", "Számlakör", "corporate_event"],
  ])("%s", (text, company, type) => {
    expect(counted(text, ctx(company))).toContain(type);
  });

  it("negated, denied or planned, nothing happened", () => {
    expect(counted("A Számlakör nem vásárolta fel a Bitwise Kft.-t, ezt cáfolja.", ctx("Számlakör"))).toEqual([]);
    expect(counted("Jövőre 2 millió eurós tőkebevonást tervezünk.", ctx("Számlakör"))).toEqual([]);
  });
});

describe("events told in Latvian, Lithuanian and Estonian", () => {
  it.each([
    ["Algu Karte saņem Latvijas Bankas elektroniskās naudas iestādes licenci.", "Algu Karte", "corporate_event"],
    ["Kravu piesaistījusi 2 miljonus eiro sēklas investīciju kārtā.", "Kravu", "fundraising"],
    ["Jānis Ozols kļuvis par Kravu jauno izpilddirektoru.", "Kravu", "leadership_change"],
    ["Sandėlis pritraukė 3 mln. eurų investicijų.", "Sandėlis", "fundraising"],
    ["Sandėlis įsigijo bendrovę Logitra.", "Sandėlis", "corporate_event"],
    ["Sandėlis atleidžia 40 darbuotojų.", "Sandėlis", "corporate_event"],
    ["Veoseks kaasas 2 miljonit eurot seemneraha.", "Veoseks", "fundraising"],
    ["Mari Tamm liitub Veoseksiga tehnoloogiajuhina.", "Veoseks", "leadership_change"],
    ["Veoseks koondab 25 töötajat.", "Veoseks", "corporate_event"],
    ["Šią savaitę programėlėje užsiregistravo milijonasis naudotojas.", "Sandėlis", "metrics_shared"],
  ])("%s", (text, company, type) => {
    expect(counted(text, ctx(company))).toContain(type);
  });

  it("a plan or a rumour in them states nothing", () => {
    expect(counted("Kravu plāno piesaistīt 2 miljonus eiro nākamgad.", ctx("Kravu"))).toEqual([]);
    expect(counted("Sandėlis planuoja pritraukti 3 mln. eurų investicijų.", ctx("Sandėlis"))).toEqual([]);
    expect(counted("Veoseks kavatseb kaasata 2 miljonit eurot.", ctx("Veoseks"))).toEqual([]);
  });
});

describe("their short words stay theirs", () => {
  it("Spanish and Italian “ha”, German “Mitte”, Portuguese “plano”, Dutch “voor” keep their own sense", () => {
    expect(counted("Lumen ha cerrado una ronda de 5 millones de euros.", ctx("Lumen"))).toContain("fundraising");
    expect(counted("Lumen ha raccolto 3 milioni di euro in un round seed.", ctx("Lumen"))).toContain("fundraising");
    expect(counted("Mitte November übernimmt Lumen die Firma Tarvo.", ctx("Lumen"))).toContain("corporate_event");
    expect(counted("Com o plano Pro, a Lumen lança o Lumen Pay.", ctx("Lumen"))).toContain("product_update");
    // Estonian's "seed-voor" (a seed round) is not Dutch "voor" (for).
    expect(counted("Lumen is er voor iedere bakker in Utrecht.", ctx("Lumen"))).toEqual([]);
    expect(counted("Veoseks sulges seed-vooru.", ctx("Veoseks"))).toContain("fundraising");
  });
});

describe("their news rooms and dates", () => {
  it("are found by their menus' words and paths", () => {
    const home = "https://kravu.example/";
    for (const [path, text] of [
      ["/hirek", "Hírek"],
      ["/jaunumi", "Jaunumi"],
      ["/naujienos", "Naujienos"],
      ["/uudised", "Uudised"],
      ["/medien", "Medien"],
    ]) {
      const found = discoverPages({ links: [{ url: new URL(path!, home).href, text: text! }], feeds: [] }, home);
      expect(found.news[0], text).toBe(new URL(path!, home).href);
    }
    const careers = discoverPages({ links: [{ url: `${home}karjera`, text: "Karjera" }], feeds: [] }, home);
    expect(careers.careers).toContain(`${home}karjera`);
  });

  it.each([
    ["2026. november 16. · Tóth Dániel", "2026-11-16"],
    ["2026 m. lapkričio 13 d.", "2026-11-13"],
    ["2026. gada 12. novembrī", "2026-11-12"],
    ["13. novembris 2026", "2026-11-13"],
    ["13. november 2026", "2026-11-13"],
  ])("reads %s as its date", (text, day) => {
    expect(parseDate(text)?.slice(0, 10)).toBe(day);
  });
});

describe("watch lists written in them", () => {
  it("name the kinds they ask for by their head nouns, and nothing else", () => {
    const items = parseWatchItems("Vezetői változások (CTO, CFO, alapítók távozása), nagy ügyfelek");
    const cto = { type: "leadership_change", text: "Horváth Gergely a Paragrafus új technológiai igazgatója" };
    expect(watchMatchesOf(items, cto).map((m) => m.label)).toEqual([items[0]!.label]);
    const customer = { type: "customer_partnership", text: "Az OTP Bank a Paragrafust választotta" };
    expect(watchMatchesOf(items, customer).map((m) => m.label)).toEqual(["nagy ügyfelek"]);
    expect(watchMatchesOf(items, { type: "fundraising", text: "A Paragrafus 2 millió eurót vont be" })).toEqual([]);
    for (const [list, type] of [
      ["Investīcijas un finansējums", "fundraising"],
      ["Įsigijimai ir atleidimai", "corporate_event"],
      ["Uued kliendid ja partnerlused", "customer_partnership"],
    ] as const)
      expect(parseWatchItems(list)[0]?.type, list).toBe(type);
  });
});
