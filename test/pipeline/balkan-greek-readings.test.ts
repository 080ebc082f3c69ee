import { describe, expect, it } from "vitest";
import { discoverPages } from "../../src/pipeline/collect/extract/discover";
import { parseDate } from "../../src/pipeline/collect/extract/items/dates";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { ctx, counted } from "../support/readings";

/*
 * Sites and press in Croatian, Serbian, Romanian, Greek and Quebec French (docs/pipeline.md "Vocabulary is data",
 * "watch items"): their events, negations and plans, their news rooms and dates, a label before a colon, and a watch
 * list that skips several kinds after a dash.
 */

describe("events told in Croatian and Serbian", () => {
  it.each([
    ["Marta Horvat nova je tehnička direktorica Fiskalija.", "Fiskalio", "leadership_change"],
    ["Rivijera i Adriatica Hotels Group potpisali su partnerstvo.", "Rivijera", "customer_partnership"],
    ["Nastavljamo s radom: prikupili smo 2,4 milijuna eura u seed rundi.", "Kodarna", "fundraising"],
    ["Smanjujemo tim sa 74 na 55 ljudi, uglavnom u prodaji.", "Kodarna", "corporate_event"],
  ])("%s", (text, company, type) => {
    expect(counted(text, ctx(company))).toContain(type);
  });

  it("a label before a colon names no one: 'Teška odluka: smanjujemo tim' is the company's cut", () => {
    expect(counted("Teška odluka: smanjujemo tim Kodarne", ctx("Kodarna"))).toEqual(["corporate_event"]);
  });

  it("a label with words between it and the event stays: after someone else's deal, no deal of ours", () => {
    const text = "Logiciels de devis : après le rachat de Devisio, Ardoise et Obat jouent la carte de l'indépendance";
    expect(counted(text, ctx("Ardoise"))).toEqual([]);
  });

  it("negated or planned, nothing happened", () => {
    expect(counted("Nismo potpisali ugovor s Adriatica Hotels.", ctx("Rivijera"))).toEqual([]);
    expect(counted("Planiramo prikupiti 2 milijuna eura sljedeće godine.", ctx("Kodarna"))).toEqual([]);
  });
});

describe("events told in Romanian and Greek", () => {
  it.each([
    ["Contabilo a achiziționat Smetko, platforma de facturare din Bulgaria.", "Contabilo", "corporate_event"],
    ["Am atras o finanțare de 3 milioane de euro într-o rundă seed.", "Contabilo", "fundraising"],
    ["Η Ktimatio αντλεί 2,4 εκατ. ευρώ σε γύρο seed.", "Ktimatio", "fundraising"],
    ["Παρουσιάζουμε το Kyklos Cloud: διαχειριζόμενη παρατηρησιμότητα.", "Kyklos", "product_update"],
  ])("%s", (text, company, type) => {
    expect(counted(text, ctx(company))).toContain(type);
  });

  it("a plan or a negation in them states nothing", () => {
    expect(counted("Sperăm să atragem 3 milioane de euro anul viitor.", ctx("Contabilo"))).toEqual([]);
    expect(counted("Σχεδιάζουμε να αντλήσουμε 2 εκατ. ευρώ το 2027.", ctx("Ktimatio"))).toEqual([]);
  });
});

describe("their news rooms and dates", () => {
  it("are found by their menus' words and paths", () => {
    const home = "https://permixo.example/";
    for (const [path, text] of [
      ["/novosti", "Novosti"],
      ["/vesti", "Vesti"],
      ["/noutati", "Noutăți"],
      ["/nea", "Νέα"],
      ["/blogue", "Blogue"],
      ["/communiques", "Communiqués"],
    ]) {
      const found = discoverPages({ links: [{ url: new URL(path!, home).href, text: text! }], feeds: [] }, home);
      expect(found.news[0], text).toBe(new URL(path!, home).href);
    }
    const careers = discoverPages({ links: [{ url: `${home}karijera`, text: "Karijera" }], feeds: [] }, home);
    expect(careers.careers).toContain(`${home}karijera`);
  });

  it.each([
    ["12. studenoga 2026.", "2026-11-12"],
    ["16. novembar 2026.", "2026-11-16"],
    ["12 noiembrie 2026", "2026-11-12"],
    ["12 Νοεμβρίου 2026", "2026-11-12"],
  ])("reads %s as its date", (text, day) => {
    expect(parseDate(text)?.slice(0, 10)).toBe(day);
  });
});

describe("a watch list that skips kinds after a dash", () => {
  const items = parseWatchItems("Funding and M&A only — skip partnerships, customer wins and product news.");

  it("sends rounds and holds back a partnership, a customer win and a launch", () => {
    expect(watchMatchesOf(items, { type: "fundraising", text: "Rivijera raises €3M" }).length).toBeGreaterThan(0);
    for (const type of ["customer_partnership", "product_update"])
      expect(watchMatchesOf(items, { type, text: "Rivijera and Adriatica Hotels sign a partnership" })).toEqual([]);
  });

  it("a dash before a reason keeps the reason in the exclusion's clause, asking for nothing", () => {
    const list = parseWatchItems(
      "Please don't email me about traction numbers or milestones — I get their KPIs every month in the board pack.",
    );
    expect(list.every((i) => i.excluded)).toBe(true);
  });
});
