import { describe, expect, it } from "vitest";
import { ctx, counted } from "../support/readings";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";

/*
 * Shapes of health, medtech and climate-hardware sites in the Nordics, Benelux and Iberia (docs/pipeline.md "Reading
 * statements", "Watch items"): a regulator's approval, a plant put to work, a contract and a grant in those languages,
 * the watch items that ask for them, and what a look back announces for later.
 */

describe("a regulator's approval of the product, in the languages read", () => {
  it.each([
    ["Vundra Patch opnår CE-mærkning under MDR", "Vundra"],
    ["Oxelo får CE-märkning för provtagaren", "Oxelo"],
    ["Triagio ontvangt CE-markering voor de triagemodule", "Triagio"],
    ["Kuvera obtiene el marcado CE para su test de sepsis", "Kuvera"],
    ["A Ondara obtém a marcação CE para o sensor", "Ondara"],
    ["Klarhör One ist CE-zertifiziert nach MDR.", "Klarhör"],
  ])("%s", (text, name) => {
    expect(counted(text, ctx(name))).toContain("product_update");
  });

  it("is what a list asking for regulatory progress wants, however the page writes the mark", () => {
    const items = parseWatchItems(
      "Regulatory progress is the big one here: CE mark under MDR, and later any FDA submission.",
    );
    const f = { type: "product_update", text: "Vundra Patch opnår CE-mærkning under MDR" };
    expect(watchMatchesOf(items, f).length).toBeGreaterThan(0);
  });
});

describe("a regulator's approval with the regulator as the subject", () => {
  it("is the company's when it goes to the company or its product, another's when it goes to another", () => {
    const veritrace = ctx("Veritrace Medical");
    expect(counted("FDA clears Veritrace EF for low ejection fraction.", veritrace)).toContain("product_update");
    const rival = "On Wednesday, the FDA granted 510(k) clearance to CardioSight, a Minneapolis company, for its AI.";
    expect(counted(rival, veritrace)).toEqual([]);
    expect(counted("The FDA cleared Aortiq's patch on Tuesday.", veritrace)).toEqual([]);
    expect(counted("The FDA cleared Veritrace's ECG algorithm on Tuesday.", veritrace)).toContain("product_update");
  });
});

describe("a plant put to work, a contract, a grant", () => {
  it("a pilot plant in operation, in Swedish, Danish and Spanish", () => {
    expect(counted("Pilotanläggningen i Luleå är i drift – första järnet tappat", ctx("Ferrolit"))).toContain(
      "corporate_event",
    );
    expect(counted("Vores pilotanlæg blev sat i drift i denne uge.", ctx("Havvarme"))).toContain("corporate_event");
    expect(counted("La planta piloto de Kuvera entra en funcionamiento.", ctx("Kuvera"))).toContain("corporate_event");
    const items = parseWatchItems("Pilot plant milestones (commissioning, first metal, campaign results)");
    const text = "Pilotanläggningen i Luleå är i drift – första järnet tappat. De första resultaten är lovande.";
    const f = { type: "corporate_event", text };
    expect(watchMatchesOf(items, f).length).toBeGreaterThan(0);
  });

  it("a customer choosing the company, a contract signed whoever is named first", () => {
    expect(counted("Region Hovedstaden vælger Nattevagt", ctx("Nattevagt"))).toContain("customer_partnership");
    expect(counted("Ondara e EDP assinam contrato para central solar flutuante", ctx("Ondara"))).toContain(
      "customer_partnership",
    );
  });

  it("money received is money raised, a grant's as an investor's; a round closed in the first person", () => {
    const grant = "Kuvera recibe 2,4 millones de euros del EIC Accelerator para llevar su test a los hospitales";
    expect(counted(grant, ctx("Kuvera"))).toContain("fundraising");
    expect(
      counted("Hoy podemos contarlo: hemos cerrado una ronda presemilla de 1,8 millones de euros.", ctx("Osteon")),
    ).toContain("fundraising");
  });

  it("a filing for an IPO is going public", () => {
    const headline = "Marrowline Therapeutics files for $100M Nasdaq IPO to fund Phase 2";
    expect(counted(headline, ctx("Marrowline Therapeutics"))).toContain("corporate_event");
  });
});

describe("a look back", () => {
  const retrospective = ctx("Oxelo", { pageKind: "retrospective" });

  it("tells the past: a contract of years ago is no news", () => {
    expect(counted("In 2021 we signed an agreement with Region Skåne.", retrospective)).toEqual([]);
  });

  it("announces what comes next: a deal agreed for later is news", () => {
    expect(counted("Mediqor will acquire Oxelo, and the team stays in Lund.", retrospective)).toContain(
      "corporate_event",
    );
  });
});

describe("what the fund follows itself", () => {
  it("an analyst watching the releases herself asks for none", () => {
    const items = parseWatchItems("Financing and hospital contracts. Our analyst watches the GitHub releases herself.");
    expect(watchMatchesOf(items, { type: "product_update", text: "Codonia 2.0.0 is out" })).toEqual([]);
  });
});
