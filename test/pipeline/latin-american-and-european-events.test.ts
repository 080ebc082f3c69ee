import { describe, expect, it } from "vitest";
import { type ReadingContext, readText } from "../../src/pipeline/read/index";
import { millionsOf } from "../../src/pipeline/compare/numbers";

/*
 * Events as Latin American and European sites and press write them (docs/pipeline.md "Vocabulary is data"): read by
 * the same rules as English, with each language's own words for a shutdown, a merger, joining a group, a licence, a
 * chain carrying the product, a new name, a debt facility, and what a report relays.
 */

const ctx = (name: string): ReadingContext => ({
  company: { name, founders: [] },
  ownSite: true,
  now: new Date("2026-11-20T09:00:00Z"),
  pageKind: null,
});
const typed = (name: string, text: string) =>
  readText(text, ctx(name))
    .readings.filter((r) => r.counted)
    .map((r) => r.type);

describe("events in Spanish and Portuguese", () => {
  it("a landing abroad in Portuguese is asserted: “no México” is “in Mexico”, not “no”", () => {
    expect(typed("Parcelê", "A Parcelê desembarca no México.")).toContain("corporate_event");
    expect(typed("Acme", "We have no plans to land in Mexico.")).toEqual([]);
  });

  it("a shutdown, a merger, joining a group and a licence are the company's corporate events", () => {
    expect(typed("Surtido", "Después de tres años, Surtido cierra operaciones.")).toContain("corporate_event");
    expect(typed("Planillo", "Planillo y Recibí se fusionan.")).toContain("corporate_event");
    expect(typed("Estoka", "A Estoka agora faz parte do Grupo Sinapse.")).toContain("corporate_event");
    expect(typed("Monedia", "Monedia obtiene autorización de la CNBV para operar como IFPE.")).toContain(
      "corporate_event",
    );
  });

  it("a chain carrying the product is a customer, and a sentence's opening “Ahora” is nobody", () => {
    expect(typed("Puntea", "Ahora tus cupones se canjean en más de 22,000 tiendas OXXO.")).toContain(
      "customer_partnership",
    );
  });

  it("a customer congratulated on its round, and a round's investors alone, are not the company's round", () => {
    const post = "¡Felicidades, Entregax, por su Serie B! Su ronda fue liderada por un fondo de Estados Unidos.";
    expect(typed("Almacena", post)).toEqual([]);
  });

  it("an investor buying into the company is its round; into another company, not", () => {
    expect(typed("Reparto", "Altiplano invierte US$120,000 en Reparto a cambio de una participación.")).toContain(
      "fundraising",
    );
    expect(typed("Reparto", "Altiplano invierte US$120,000 en Tienditas a cambio de una participación.")).toEqual([]);
    expect(typed("Tagide", "A Kaszek investe R$ 2 milhões na Tagide.")).toContain("fundraising");
  });

  it("amounts in words after a currency sign are millions too", () => {
    expect(millionsOf("Mikuy levanta US$2 millones en ronda semilla")).toEqual(["2"]);
  });
});

describe("events in Dutch, Polish, German and English debt", () => {
  it("a new name in Dutch, joining a group in Polish", () => {
    expect(typed("Parkstroom", "Parkstroom heet voortaan Wattlane.")).toContain("corporate_event");
    expect(typed("Paletron", "Paletron dołącza do Grupy Hellmig.")).toContain("corporate_event");
  });

  it("an insolvency the press reported and the company denies is hearsay", () => {
    const denial =
      "In den vergangenen Tagen haben Portale berichtet, die Nordwärme GmbH habe einen Insolvenzantrag gestellt.";
    expect(typed("Nordwärme", denial)).toEqual([]);
  });

  it("a plant commissioned, a factory opened in Polish, a subsidiary abroad, a framework contract in German", () => {
    expect(typed("Louhos", "On 10 November we commissioned our pilot plant in Outokumpu.")).toContain(
      "corporate_event",
    );
    expect(typed("Akumo", "Akumo otwiera fabrykę pakietów bateryjnych pod Wrocławiem.")).toContain("corporate_event");
    expect(typed("Hackwerk", "Hackwerk gründet Tochtergesellschaft in Frankreich.")).toContain("corporate_event");
    expect(typed("Gridmatik", "Gridmatik unterzeichnet einen Rahmenvertrag mit der Netzgesellschaft.")).toContain(
      "customer_partnership",
    );
  });

  it("venture debt or a credit facility signed is money raised", () => {
    expect(
      typed(
        "Kallio Thermal",
        "Kallio Thermal signs €20 million venture debt agreement with the European Investment Bank.",
      ),
    ).toContain("fundraising");
    expect(
      typed("Kallio Thermal", "Kallio Thermal secures a $50M credit facility from Silicon Valley Bank."),
    ).toContain("fundraising");
  });
});
