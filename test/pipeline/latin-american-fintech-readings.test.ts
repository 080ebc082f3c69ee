import { describe, expect, it } from "vitest";
import { ctx, counted } from "../support/readings";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { detectLocation } from "../../src/pipeline/enrich/facts";

/*
 * Latin-American fintech and commerce sites in Spanish and Portuguese (docs/pipeline.md "Reading statements", "Watch
 * items", Enrichment): a licence told in the first person, an alliance signed, a team cut by a share, what a list says
 * it does not need, its closing "Nada más", and an address with its district before the city.
 */

const labels = (thingsToTrack: string) =>
  parseWatchItems(thingsToTrack)
    .filter((i) => !i.excluded)
    .map((i) => i.label);

describe("events told the way Latin-American companies write them", () => {
  it("a licence received, in the first person", () => {
    const text = "A Crediara agora é uma instituição financeira: recebemos a autorização do Banco Central para operar";
    expect(counted(text, ctx("Crediara"))).toContain("corporate_event");
  });

  it("an alliance two parties sign, the other named before the verb", () => {
    const text = "Quincena y Banco de Bogotá firman alianza para llevar el salario a demanda a sus clientes";
    expect(counted(text, ctx("Quincena"))).toContain("customer_partnership");
    expect(counted("Hoy firmamos el convenio de confidencialidad del evento", ctx("Quincena"))).not.toContain(
      "corporate_event",
    );
  });

  it("a team cut by a share or a count", () => {
    const text = "Esta mañana compartí con el equipo que decidimos reducir nuestra estructura en un 23%.";
    expect(counted(text, ctx("Ruteo"))).toContain("corporate_event");
    expect(counted("Ruteo reduce su plantilla en 40 personas", ctx("Ruteo"))).toContain("corporate_event");
    expect(counted("Queremos reducir el tiempo de entrega en un 30%", ctx("Ruteo"))).toEqual([]);
  });
});

describe("what a list says it does not want", () => {
  it("“… não precisam de alerta” closing a clause excludes what it names", () => {
    const list =
      "Só rodadas de investimento, M&A e saída de fundadores. Lançamentos de produto e novidades de funcionalidades " +
      "não precisam de alerta.";
    expect(labels(list)).not.toContain("Product Updates");
    const launch = { type: "product_update", text: "Lançamos a Cobrança por Pix Automático" };
    expect(watchMatchesOf(parseWatchItems(list), launch)).toEqual([]);
    const pt = "Captações e licenças do Banco Central. Não preciso de alerta para posts educativos.";
    expect(parseWatchItems(pt).find((i) => /posts educativos/.test(i.label))?.excluded).toBe(true);
  });

  it("a closing “Nada más”, “Nothing else” or “Sonst nichts” names no item", () => {
    for (const list of [
      "Solo me interesan rondas de inversión y cambios en el equipo directivo. Nada más.",
      "Only funding and CEO changes. Nothing else.",
      "Nur Finanzierungsrunden. Sonst nichts.",
      "Seulement les levées. Rien d'autre.",
    ])
      expect(labels(list).some((l) => /nada|nothing|nichts|rien/i.test(l))).toBe(false);
    const deal = {
      type: "customer_partnership",
      text: "Abarrotech y Grupo Abastos del Norte se alían para más tiendas",
    };
    expect(watchMatchesOf(parseWatchItems("Solo rondas de inversión. Nada más."), deal)).toEqual([]);
  });
});

describe("where a company is, from its address", () => {
  it("the city after a district, as Latin-American addresses write it", () => {
    expect(
      detectLocation(["Lumbre · Av. Providencia 1208, oficina 1603, Providencia, Santiago · hola@lumbre.cl"]),
    ).toBe("Santiago");
    expect(detectLocation(["Av. Paulista 1000, Bela Vista, São Paulo"])).toBe("São Paulo");
    expect(detectLocation(["Av. Paulista 1000, São Paulo"])).toBe("São Paulo");
  });
});
