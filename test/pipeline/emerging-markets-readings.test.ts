import { describe, expect, it } from "vitest";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { pageKindOf, readText, type ReadingContext } from "../../src/pipeline/read/index";
import { timeOf } from "../../src/pipeline/read/time";

/*
 * Shapes of climate, energy and mobility companies' sites in India, South-East Asia and Africa (docs/pipeline.md
 * "Reading statements", "Watch items"): debt from a development bank, a grant in French, a city launch, a licence
 * under the company's legal name, and a story of the company's own sites.
 */

const NOW = new Date("2026-11-17T09:00:00Z");
const ctx = (name: string): ReadingContext => ({
  company: { name, founders: [] },
  ownSite: true,
  now: NOW,
  pageKind: null,
});
const counted = (text: string, c: ReadingContext) =>
  readText(text, c)
    .readings.filter((r) => r.counted)
    .map((r) => r.type);
const matched = (track: string, f: { type: string; text: string }) =>
  watchMatchesOf(parseWatchItems(track), f).map((m) => m.label);

describe("money in", () => {
  const debt = "Last week we signed a US$9.5 million senior debt facility with FMO, the Dutch development bank.";

  it("a debt facility however its amount is written is money raised", () => {
    expect(counted(debt, ctx("Haske Grid"))).toContain("fundraising");
  });

  it("a development bank is the DFI a list names; a French grant the grant it asks for", () => {
    const loan = `${debt} It is our first long-tenor loan.`;
    expect(matched("DFI loans or grants", { type: "fundraising", text: loan })).toEqual(["DFI loans or grants"]);
    const grant = "Sahel Irrigo obtient une subvention de 1,2 million d’euros de l’AFD";
    expect(matched("Grants, loans and equity", { type: "fundraising", text: grant })).toContain("Grants");
  });
});

describe("a launch in a place", () => {
  it("is the company going there, what “new city launches” asks for", () => {
    const f = { type: "corporate_event", text: "Ab Pune mein bhi! ChalEV is now live in Pune" };
    expect(matched("New city launches and big brand contracts.", f)).toEqual(["New city launches"]);
  });
});

describe("the company's name written apart", () => {
  it("“PT Surya Desa Energi” is SuryaDesa: its licence is the company's", () => {
    const licence = "PT Surya Desa Energi resmi memperoleh Izin Usaha Penyediaan Tenaga Listrik (IUPTLU).";
    expect(counted(licence, ctx("SuryaDesa"))).toContain("corporate_event");
  });
});

describe("notes from the company's own sites", () => {
  it("are no event recap; notes from a conference are", () => {
    const body = "The rains came early this year and four villages slipped to the first quarter.";
    expect(
      pageKindOf("https://haske.example/blog/kano", "Twelve villages: notes from our Kano cluster", body),
    ).not.toBe("event_recap");
    expect(pageKindOf("https://haske.example/blog/summit", "Notes from Mini-Grids Summit Africa 2026", body)).toBe(
      "event_recap",
    );
  });
});

describe("an anniversary in the other languages read", () => {
  it("is a look back", () => {
    const body =
      "El 12 de noviembre de 2021 hicimos el primer mandado. Hoy, cinco años después, recordamos cómo llegamos.";
    expect(pageKindOf("https://mandadito.example/cinco-anos", "Cinco años de Mandadito", body)).toBe("retrospective");
    expect(pageKindOf("https://acme.example/blog/dix-ans", "Dix ans de Acme", "Merci à tous.")).toBe("retrospective");
  });
});

describe("a month named without its year where no parser reads it", () => {
  it("is the last one by that name: last month is news, May long past", () => {
    expect(timeOf("Nous avons bouclé en octobre un tour de table de 3,2 millions de dollars", NOW)).toMatchObject({
      date: "2026-10",
      past: false,
    });
    expect(timeOf("Nous avons bouclé en mars notre tour d’amorçage", NOW)?.past).toBe(true);
    // "en mar" is the sea, not March.
    expect(timeOf("un parque eólico en mar abierto", NOW)).toBeNull();
    // Dutch and Portuguese months written out.
    expect(timeOf("Zoutkracht haalde in maart nog 8 miljoen euro op bij investeerders", NOW)).toMatchObject({
      date: "2026-03",
      past: true,
    });
    expect(timeOf("A empresa captou em maio R$ 20 milhões", NOW)?.past).toBe(true);
  });
});
