import { describe, expect, it } from "vitest";
import { extractJobs, isSeniorRole } from "../../src/pipeline/collect/extract/jobs";
import { descriptorsOf } from "../../src/pipeline/collect/mentions/descriptors";
import { contradictions } from "../../src/pipeline/collect/mentions/namesake";
import { detectLocation } from "../../src/pipeline/enrich/facts";
import { isRoutineRelease } from "../../src/pipeline/read/release-labels";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { readText, type ReadingContext } from "../../src/pipeline/read/index";
import { discoverPages } from "../../src/pipeline/collect/extract/discover/index";

/*
 * Shapes of British, Nordic, Iberian and Latin American sites (docs/pipeline.md "Reading statements", "Watch items",
 * "Careers"): what a sentence tells in those languages, which watch item asks for it, and how a careers page folds
 * its roles.
 */

const NOW = new Date("2026-11-17T09:00:00Z");
const ctx = (name: string, founders: string[] = []): ReadingContext => ({
  company: { name, founders },
  ownSite: true,
  now: NOW,
  pageKind: null,
});
const counted = (text: string, c: ReadingContext) =>
  readText(text, c)
    .readings.filter((r) => r.counted)
    .map((r) => r.type);

describe("what a sentence tells", () => {
  it("an event describing a noun before 'we' is no news; a time before 'we' is when", () => {
    const plan = "The plan we raised our seed round for is still the plan, and it is still funded.";
    expect(counted(plan, ctx("Farthing"))).toEqual([]);
    expect(counted("This year we raised our seed round.", ctx("Farthing"))).toContain("fundraising");
  });

  it("a licence in British English, Spanish and Portuguese is a corporate event", () => {
    expect(counted("Corrán is now authorised by the Central Bank of Ireland", ctx("Corrán"))).toEqual([
      "corporate_event",
    ]);
    const garoa = "A Garoa agora é uma instituição financeira autorizada pelo Banco Central";
    expect(counted(garoa, ctx("Garoa"))).toEqual(["corporate_event"]);
    // A partner described as licensed, or something of the reader's authorised, is not the company's licence.
    const partner =
      "Os pagamentos são processados pela nossa parceira, uma instituição de pagamento autorizada pelo Banco de " +
      "Portugal";
    expect(counted(partner, ctx("Contabilo"))).toEqual([]);
    expect(counted("Your account is now authorised by your bank", ctx("Corrán"))).toEqual([]);
  });

  it("a licence told as the company's standing, without 'now', is its boilerplate, not news", () => {
    const boilerplate =
      "Tembusu Pay is licensed as a Major Payment Institution by the Monetary Authority of Singapore.";
    expect(counted(boilerplate, ctx("Tembusu Pay"))).toEqual([]);
  });

  it("'ni … ni' denies in Spanish", () => {
    expect(counted("Ni hemos comprado ni nos han comprado a nadie.", ctx("Reservalia"))).toEqual([]);
  });

  it("joining a group and being bought, in Spanish, are the company's; another's purchase is not", () => {
    expect(counted("Recadero se une a Grupo Berrocal", ctx("Recadero"))).toEqual(["corporate_event"]);
    const bought = "Grupo Berrocal ha adquirido el 100% de Recadero.";
    expect(counted(bought, ctx("Recadero"))).toEqual(["corporate_event"]);
    expect(counted("Grupo Berrocal ha adquirido el 100% de Mercatto.", ctx("Recadero"))).toEqual([]);
  });

  it("a founder on a list or giving a talk, in Spanish, is the founder's visibility", () => {
    const text =
      "Valeria Cantú, cofundadora y CEO de Cempa, fue incluida en la lista Innovadores menores de 35 Latinoamérica " +
      "2026 de MIT Technology Review en español.";
    expect(counted(text, ctx("Cempa", ["Valeria Cantú"]))).toContain("founder_amplified");
    // English words read as English: a conference's speakers from the company are no founder's visibility.
    const speakers = "FinOps X Europe 2026 announces speakers from Spotify, Booking.com and Alderbeam";
    expect(counted(speakers, ctx("Alderbeam"))).toEqual([]);
  });

  it("a field renamed in release notes is no new name", () => {
    expect(counted("`charge.Status` values renamed to match the Banco Central spec.", ctx("Jabuti"))).toEqual([]);
    expect(counted("We renamed ourselves to Brightline", ctx("Jabuti"))).toEqual(["corporate_event"]);
  });

  it("an entry of release notes labelled as a fix in Portuguese is routine", () => {
    expect(
      isRoutineRelease("SDK Node.js 3.4.2", "Correção: o cliente HTTP não respeitava o timeout configurado."),
    ).toBe(true);
    expect(isRoutineRelease("SDK Node.js 3.5.0", "Novo: suporte a Pix Automático.")).toBe(false);
  });
});

describe("which watch item asks for it", () => {
  const labels = (track: string, type: string, text: string) =>
    watchMatchesOf(parseWatchItems(track), { type, text }).map((m) => m.label);

  it("an item naming a person asks for news of that person, whatever its head noun", () => {
    const track = "Catriona MacLeod's public profile (talks, op-eds, policy roles), funding";
    expect(labels(track, "founder_amplified", "Catriona MacLeod speaks at COP31 in Antalya")).toEqual([
      "Catriona MacLeod's public profile (talks, op-eds, policy roles)",
    ]);
  });

  it("what the investor gets another way is not sent", () => {
    const track =
      "Funding rounds and M&A only; we get everything else (customers, revenue, product) in their monthly investor " +
      "update.";
    expect(labels(track, "metrics_shared", "10,000 businesses now do their books with Kontomat")).toEqual([]);
    expect(labels(track, "fundraising", "Kontomat raises €12M Series A")).not.toEqual([]);
  });
});

describe("a careers page", () => {
  it("folding each role into a disclosure lists them", () => {
    const role = (title: string, place: string) =>
      `<details><summary><strong>${title}</strong> — ${place} · Híbrido <span class="job-team">Ventas</span>` +
      `</summary><p>Envía tu CV a <a href="mailto:empleo@fincaly.es">empleo@fincaly.es</a>.</p></details>`;
    const html =
      `<html><body><main><h2>Ofertas abiertas</h2>${role("Head of Portugal", "Lisboa")}` +
      `${role("Account Executive", "Madrid")}</main></body></html>`;
    expect(
      extractJobs(html, "https://fincaly.example/trabaja-con-nosotros/").map((j) => [j.title, j.location]),
    ).toEqual([
      ["Head of Portugal", "Lisboa"],
      ["Account Executive", "Madrid"],
    ]);
  });

  it("names a senior role at the end of a Nordic or German compound", () => {
    for (const title of ["Driftchef till pilotanläggningen", "Vertriebsleiter DACH", "Tuotantopäällikkö"])
      expect(isSeniorRole(title), title).toBe(true);
    for (const title of ["Processingenjör", "Sous-chef", "Drifttekniker"])
      expect(isSeniorRole(title), title).toBe(false);
  });

  it("is found under Spanish labels", () => {
    const home = "https://nandu.example/";
    const found = discoverPages({ links: [{ url: `${home}trabajos`, text: "Trabajos" }], feeds: [] }, home);
    expect(found.careers).toContain(`${home}trabajos`);
  });
});

describe("a namesake in the Spanish press", () => {
  const candela = {
    name: "Candela",
    location: "Medellín",
    classification: ["climate"],
    founders: [],
    domain: "candela.example",
  } as unknown as Parameters<typeof contradictions>[1];

  it("is placed by a demonym written after its noun, in lower case", () => {
    const shoes = "La firma valenciana de calzado Candela cierra una ronda de 3 millones para crecer en Europa";
    expect(descriptorsOf(shoes, "Candela")).toEqual(["valenciana calzado"]);
    // Its trade, read with Spanish sector words: shoes, not energy.
    expect(contradictions(shoes, candela).map((c) => c.why)).toEqual([
      "calls it valenciana calzado (Consumer), not Climate & Energy",
      "places it in valenciana (Spain), not Medellín",
    ]);
    const candles = "Candela, la marca oaxaqueña de velas artesanales, abre su primera tienda en Polanco";
    expect(contradictions(candles, candela).map((c) => c.why)).toEqual([
      "places it in oaxaqueña (Mexico), not Medellín",
    ]);
    expect(contradictions("La chilena Candela, app para aprender caligrafía, levanta US$3 millones", candela)).toEqual([
      { why: "places it in chilena (Chile), not Medellín" },
    ]);
    // The company's own city, as its press writes it, is no contradiction.
    expect(contradictions("La fintech paisa Candela levanta US$5 millones", candela)).toEqual([]);
  });

  it("reads the company's city from a street address without a postcode", () => {
    expect(detectLocation(["Financiamos energía solar · Calle 10 Sur # 50FF-28, Medellín\nPolítica de datos"])).toBe(
      "Medellín",
    );
    expect(detectLocation(["Av. Paulista 1000, São Paulo - SP"])).toBe("São Paulo");
    expect(detectLocation(["C/ Charles Robert Darwin 14, 46980 Paterna (Valencia) · CIF B-98827104"])).toBe("Valencia");
    // An amount before a comma is no street's number, nor a year.
    expect(detectLocation(["We raised $5M, Berlin was next", "© 2026, Paris"])).toBeNull();
  });
});
