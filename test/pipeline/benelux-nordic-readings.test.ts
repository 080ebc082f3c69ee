import { describe, expect, it } from "vitest";
import { samePricesOf } from "../../src/pipeline/compare/prices";
import { onNotableStage } from "../../src/pipeline/judge/founder-stage";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { pageKindOf } from "../../src/pipeline/read/index";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of French, Benelux and Nordic start-ups' sites and press (docs/pipeline.md "Reading statements", "Judging on
 * evidence"): a takeover the press calls possible, a customer story by its Dutch name, prices grouped by spaces or in
 * crowns, a Dutch shutdown, a Danish chain's stores, large accounts as a watch word, a quotation's own negation, the
 * flagship conferences' stages.
 */

describe("a takeover the French press calls possible", () => {
  it("is a supposition or hearsay; the company's own purchase is an event", () => {
    const c = ctx("Certiva");
    const possible =
      "Un article paru ce 14 novembre évoque un possible rachat de Certiva par un acteur américain de la signature.";
    expect(counted(possible, c)).toEqual([]);
    expect(counted("Selon nos informations, un acteur américain étudierait le rachat de Certiva.", c)).toEqual([]);
    expect(counted("Certiva annonce le rachat de Signalis, éditeur liégeois de signature électronique.", c)).toContain(
      "corporate_event",
    );
  });
});

describe("a customer story in Dutch, French or German", () => {
  it("is a case study by its label: “Klantverhaal: …”, “Étude de cas : …”", () => {
    const kind = (title: string) => pageKindOf("https://factuurvrij.example/blog/p/", title, "");
    expect(kind("Klantverhaal: hoe Fietsdienst na zijn Series A de administratie bijhield")).toBe("case_study");
    expect(kind("Étude de cas : comment Vélocité a divisé par deux ses relances")).toBe("case_study");
    expect(kind("Kundengeschichte: Wie Radwerk seine Buchhaltung automatisiert")).toBe("case_study");
  });
});

describe("prices grouped by a space, or in crowns", () => {
  it("are the same prices shown for a year: “1 490 € HT / an”, “2 990 SEK per år”", () => {
    const before = "Essentiel\n79 € HT / mois\nÉtude\n149 € HT / mois\nEngagement annuel : 2 mois offerts.";
    const after = "Mensuel\nAnnuel\n79 € HT / mois\n790 € HT / an\n149 € HT / mois\n1 490 € HT / an";
    expect(samePricesOf(before, after)).toBe(true);
    expect(samePricesOf(before, "79 € HT / mois\n149 € HT / mois\n1 790 € HT / an")).toBe(false);
    expect(samePricesOf("Bas\n299 SEK per månad", "Bas\n299 SEK per månad\n2 990 SEK per år")).toBe(true);
    expect(samePricesOf("Bas\n299 SEK per månad", "Bas\n349 SEK per månad")).toBe(false);
  });
});

describe("a shutdown in Dutch", () => {
  it("is the company stopping, not an offer or a line it stops", () => {
    const c = ctx("Laadruim");
    expect(counted("Laadruim stopt per 31 december 2026", c)).toContain("corporate_event");
    expect(counted("We hebben het moeilijke besluit genomen om Laadruim te stoppen.", c)).toContain("corporate_event");
    expect(counted("De actie stopt op 1 december.", c)).toEqual([]);
    expect(counted("Wij stoppen per direct met het verkopen van losse laders.", c)).toEqual([]);
  });
});

describe("a Danish chain's stores", () => {
  it("carry the product: “nu hos Matas”, “i alle Matas' 260 butikker”", () => {
    const c = ctx("Søvnly");
    expect(counted("Nyhed: Søvnly Sleep Kit nu hos Matas", c)).toContain("customer_partnership");
    expect(counted("Fra den 12. november kan du købe Søvnly Sleep Kit i alle Matas' 260 butikker.", c)).toContain(
      "customer_partnership",
    );
  });
});

describe("large accounts in a watch list", () => {
  it("ask for customers: “Nouveaux grands comptes industriels”, “key accounts”", () => {
    expect(parseWatchItems("Nouveaux grands comptes industriels").map((w) => w.type)).toEqual(["customer_partnership"]);
    expect(parseWatchItems("New key accounts").map((w) => w.type)).toEqual(["customer_partnership"]);
  });
});

describe("a quotation's own negation", () => {
  it("does not deny the talk that reports it", () => {
    const c = ctx("Assurup", { company: { name: "Assurup", founders: ["Camille Roux"] } });
    const talk =
      "« Ce n'est pas un problème de prix, c'est un problème de simplicité », a expliqué Camille Roux lors du panel.";
    expect(counted(talk, c)).toContain("founder_amplified");
    expect(counted("Camille Roux n'a pas participé au panel.", c)).toEqual([]);
  });
});

describe("the flagship conferences", () => {
  it("are notable stages: Web Summit, Slush, VivaTech; a regional meetup is not", () => {
    expect(onNotableStage("Anni on Web Summit's Centre Stage: cozy games are serious business")).toBe(true);
    expect(onNotableStage("Our CEO on the main stage at Slush")).toBe(true);
    expect(onNotableStage("Keynote à VivaTech")).toBe(true);
    expect(onNotableStage("Talk at the Tampere Startup Meetup")).toBe(false);
  });
});

describe("a Nordic finance chief and a Danish agreement", () => {
  it("are read: “blir ny finansdirektør”, “har indgået en treårig samarbejdsaftale”", () => {
    expect(counted("Kari Nordby blir ny finansdirektør i Penga", ctx("Penga"))).toContain("leadership_change");
    expect(counted("Penga har ansatt Kari Nordby som finansdirektør (CFO).", ctx("Penga"))).toContain(
      "leadership_change",
    );
    const deal = "Lagerbox og PostNord Danmark har indgået en treårig samarbejdsaftale om levering samme dag.";
    expect(counted(deal, ctx("Lagerbox"))).toContain("customer_partnership");
    expect(counted("Vi indgår ikke aftaler med ukendte leverandører.", ctx("Lagerbox"))).toEqual([]);
  });
});

describe("a capability a deal gives", () => {
  it("is not a figure reached: “lets us reach 20,000 businesses”", () => {
    const c = ctx("Klaro");
    expect(counted("Working with POST Luxembourg lets us reach 20,000 businesses across the country.", c)).toEqual([]);
    expect(counted("Klaro passed 20,000 business customers this month.", c)).toContain("metrics_shared");
  });
});
