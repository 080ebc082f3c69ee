import { describe, expect, it } from "vitest";
import { contradictions } from "../../src/pipeline/collect/mentions/namesake";
import { amountsOf } from "../../src/pipeline/compare/numbers";
import { samePricesOf } from "../../src/pipeline/compare/prices";
import { detectLocation } from "../../src/pipeline/enrich/facts";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { readText } from "../../src/pipeline/read/index";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of Latin American and Iberian sites and press (docs/pipeline.md "Reading statements", "Watch items", "An item
 * is its content", "Namesakes"): a customer's round told with its city, a first executive's arrival, a list asking for
 * executives, prices in pesos and a second currency, a namesake chain in the Brazilian press.
 */

describe("another company's round on the company's blog", () => {
  it("is that company's, however its apposition places it", () => {
    const said =
      "Esta semana Entregas Norte, la startup de última milla de Monterrey, anunció una ronda Serie A de US$ 15 " +
      "millones liderada por ALLVP.";
    const read = readText(said, ctx("Kuentas")).readings;
    expect(read.map((r) => [r.counted, r.frame.subject.kind])).toContainEqual([false, "organisation"]);
    expect(read.some((r) => r.counted)).toBe(false);
    // An apposition naming someone is no description of the name before it: the company's own round still counts.
    expect(
      counted("Kuentas, la startup de Zapopan, anunció una ronda Serie A de US$ 15 millones.", ctx("Kuentas")),
    ).toContain("fundraising");
  });
});

describe("a first executive", () => {
  it("arriving or named as the first in the role is a leadership change, in Portuguese and in Spanish", () => {
    const vitae = ctx("Vitae");
    expect(counted("Eduardo Kanashiro é o primeiro CFO da Vitae", vitae)).toEqual(["leadership_change"]);
    expect(
      counted("Temos o prazer de anunciar a chegada de Eduardo Kanashiro como o primeiro CFO da Vitae.", vitae),
    ).toEqual(["leadership_change"]);
    expect(
      counted("Nos alegra anunciar la llegada de Ana Ruiz como nuestra primera directora financiera.", vitae),
    ).toEqual(["leadership_change"]);
    // Someone's arrival at an event is no executive's.
    expect(counted("A chegada de novos clientes em dezembro.", vitae)).toEqual([]);
  });

  it("is what a list asking for executives' hires asks for, not any hire", () => {
    const items = parseWatchItems("contratações de executivos, contrataciones de ejecutivos, contratações");
    expect(items.map((i) => i.type)).toEqual(["leadership_change", "leadership_change", "hiring"]);
  });
});

describe("a pricing page in pesos", () => {
  const table =
    "Emprende\n120\n$ 190.000 COP + IVA\nCrece\n600\n$ 490.000 COP + IVA\nPro\n2.400\n$ 1.290.000 COP + IVA";
  const cards = "Emprende\n$190.000 / año + IVA\nCrece\n$490.000 / año + IVA\nPro\n$1.290.000 / año + IVA";

  it("reads each price on its own line, not a count above it", () => {
    expect(amountsOf(table)).toEqual(["1290000", "190000", "490000"]);
  });

  it("has the same prices as cards, and with the same prices shown in dollars beside them", () => {
    expect(samePricesOf(table, cards)).toBe(true);
    const dollars = `${cards}\nUS$ 47\nUS$ 121\nUS$ 318\nLos precios en USD son referenciales.`;
    expect(samePricesOf(table, dollars)).toBe(true);
    expect(samePricesOf(dollars, table)).toBe(true);
    // New amounts beside the old ones, in no currency the page did not name, are new prices (a rise shown so).
    expect(samePricesOf(table, `${cards}\n$230.000\n$590.000\n$1.550.000`)).toBe(false);
  });
});

describe("a namesake chain in the Brazilian press", () => {
  it("is placed by its apposition without an article, and the company by its Portuguese postcode", () => {
    const location = detectLocation(["Rua Castilho, 39, 4.º — 1250-068 Lisboa, Portugal"]);
    expect(location).toBe("Lisboa");
    const casaPlena = { name: "Casa Plena", location, classification: [], founders: [], domain: "casaplena.example" };
    const lede =
      "A Casa Plena, rede mineira de restaurantes de comida caseira por quilo, recebeu um aporte de R$ 30 milhões.";
    expect(contradictions(lede, casaPlena as unknown as Parameters<typeof contradictions>[1])).toEqual([
      { why: "places it in mineira (Brazil), not Lisboa" },
    ]);
  });
});
