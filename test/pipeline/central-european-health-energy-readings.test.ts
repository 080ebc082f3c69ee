import { describe, expect, it } from "vitest";
import { ctx, counted } from "../support/readings";
import { readText, sentencesOf } from "../../src/pipeline/read/index";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { readWatchList } from "../../src/pipeline/judge/watch-phrases";
import { mentionOf, type CompanyIdentity } from "../../src/pipeline/collect/mentions";
import { comparableLine } from "../../src/pipeline/collect/normalize-noise";

/*
 * Health, energy and mobility sites in German, Dutch, Polish and English (docs/pipeline.md "Reading statements",
 * "Watch items", §Sources): a shutdown dated the German way, a new branch, a first plant, a clinical study, a pilot, a
 * payer, a device recall; what is no event (a report published, a counter, "24/7"); and what a list says it follows
 * itself.
 */

/** The items of a list a finding of `type` matches, its statements read as the company `name`'s (judge/index.ts). */
const matches = (thingsToTrack: string, type: string, text: string, name: string) =>
  watchMatchesOf(parseWatchItems(thingsToTrack), { type, text, statements: readText(text, ctx(name)).readings }).map(
    (m) => m.label,
  );

describe("a German date's ordinal point ends no sentence", () => {
  it("keeps “zum 31. Dezember” in its sentence, and a shutdown told around it is read", () => {
    expect(sentencesOf("Kinderpuls stellt den Betrieb zum 31. Dezember ein")).toEqual([
      "Kinderpuls stellt den Betrieb zum 31. Dezember ein",
    ]);
    expect(sentencesOf("Am 3. November startet die Studie. Danach folgt mehr.")).toHaveLength(2);
    const c = ctx("Kinderpuls");
    expect(counted("Kinderpuls stellt den Betrieb zum 31. Dezember ein", c)).toContain("corporate_event");
    const clause = "Leider müssen wir mitteilen, dass Kinderpuls den Betrieb zum 31. Dezember 2026 einstellt.";
    expect(counted(clause, c)).toContain("corporate_event");
    // A week of service hours is no shutdown.
    expect(counted("Kinderpuls stellt den Betrieb am Wochenende auf Videosprechstunde um.", c)).toEqual([]);
  });
});

describe("a new branch, a first plant", () => {
  it("a Dutch or German branch wherever it is, what a list asking for new branches wants", () => {
    const text = "Vandaag opent Veldkamp Fysio haar vierde vestiging, aan de Luttekestraat in Zwolle.";
    expect(counted(text, ctx("Veldkamp Fysio"))).toContain("corporate_event");
    expect(counted("Kaffeewerk eröffnet seinen dritten Standort am Hafen", ctx("Kaffeewerk"))).toContain(
      "corporate_event",
    );
    const list = "Nieuwe vestigingen of uitbreiding naar andere regio's; overnames; financiering.";
    expect(matches(list, "corporate_event", text, "Veldkamp Fysio")).toContain(
      "Nieuwe vestigingen of uitbreiding naar andere regio's",
    );
  });

  it("a Polish plant put to work, in the first person, is what a list asking for first plants wants", () => {
    const text = "Uruchomiliśmy naszą pierwszą biometanownię w Kostrzynie";
    expect(counted(text, ctx("Biogaz Polska Nova"))).toContain("corporate_event");
    const list = "First plants commissioned or opened; financing; offtake contracts with gas traders.";
    const company = "Biogaz Polska Nova";
    expect(matches(list, "corporate_event", text, company)).toContain("First plants commissioned or opened");
    expect(matches(list, "corporate_event", "Uruchomiliśmy nowy sklep internetowy", company)).toEqual([]);
  });
});

describe("a clinical milestone, in German, French and Spanish", () => {
  it.each([
    ["Zulassungsstudie DERMA-PRIM gestartet: erster Patient eingeschlossen", "Auvela"],
    ["Erster Patient in die klinische Studie eingeschlossen", "Auvela"],
    ["Premier patient inclus dans l'essai pivot de Cardiolys", "Cardiolys"],
    ["Primer paciente incluido en el estudio pivotal de Neurova", "Neurova"],
  ])("%s", (text, name) => {
    expect(counted(text, ctx(name))).toContain("product_update");
  });

  it("a case study or a customer survey is none", () => {
    expect(counted("Fallstudie: Wie die Charité mit Auvela arbeitet", ctx("Auvela"))).not.toContain("product_update");
  });
});

describe("what is published, a pilot, a payer", () => {
  it("a report the company publishes is no product; an app it publishes is", () => {
    const c = ctx("Stromkiste");
    expect(counted("Heute veröffentlichen wir unseren zweiten Nachhaltigkeitsbericht.", c)).toEqual([]);
    expect(counted("Stromkiste veröffentlicht die Jahreszahlen 2025", c)).toEqual([]);
    expect(counted("Stromkiste veröffentlicht die neue Speicher-App", c)).toContain("product_update");
  });

  it("a pilot started with a named customer, in German", () => {
    const c = ctx("Heatwerk");
    const text = "Heatwerk und Stadtwerke Halle starten Pilotprojekt mit 400 vernetzten Wärmepumpen";
    expect(counted(text, c)).toContain("customer_partnership");
    expect(counted("Pilotprojekt mit Rheinpaket: 40.000 Sendungen in Köln", ctx("Lastrad"))).toContain(
      "customer_partnership",
    );
  });

  it.each([
    ["Slaapwijzer vanaf 2027 vergoed door Zilveren Kruis", "Slaapwijzer"],
    ["Sleepwise is now reimbursed by Aetna for members in 12 states", "Sleepwise"],
    ["Somnia est désormais remboursé par la MGEN", "Somnia"],
    ["Schlafgut wird ab Januar von der TK erstattet", "Schlafgut"],
  ])("a payer that pays for the product: %s", (text, name) => {
    expect(counted(text, ctx(name))).toContain("customer_partnership");
  });

  it("“24/7” is around the clock, not a date in July that sets the news in the past", () => {
    const text = "Lakeshore Health selects Triagely to run its 24/7 nurse advice line";
    expect(counted(text, ctx("Triagely"))).toContain("customer_partnership");
  });
});

describe("a device recall as regulators name it", () => {
  it("is a recall, what a list asking for recalls wants and not one asking for acquisitions", () => {
    const text = "Urgent Medical Device Correction: Ambulo 2 infusion pump, firmware 3.4.0–3.4.2";
    expect(counted(text, ctx("Infusa Medical"))).toContain("corporate_event");
    const found = matches("Product recalls; acquisitions.", "corporate_event", text, "Infusa Medical");
    expect(found).toContain("Product recalls");
    expect(found).not.toContain("acquisitions");
  });
});

describe("what ticks by itself", () => {
  it("a tally since launch is a counter, not a launch", () => {
    expect(comparableLine("2,413,908 deliveries since launch")).toBe(
      comparableLine("2,489,117 deliveries since launch"),
    );
    expect(comparableLine("We reached 2,000,000 deliveries since launch")).not.toBe(
      comparableLine("We reached 3,000,000 deliveries since launch"),
    );
  });
});

describe("what a list says it follows itself", () => {
  it("excludes what it names between the verb and “ourselves”, not the words before it", () => {
    const list =
      "Only funding rounds and layoffs. We follow their customer orders and expansion ourselves; don't alert.";
    expect(readWatchList(list, (c) => [c])[1]?.excluded).toEqual(["their customer orders", "expansion"]);
    expect(matches(list, "corporate_event", "Ładowarka opens UK office in Birmingham", "Ładowarka")).toEqual([]);
  });

  it("a list asking for layoffs does not take an office opening for one", () => {
    const list = "Funding rounds and layoffs.";
    expect(matches(list, "corporate_event", "Ładowarka opens UK office in Birmingham", "Ładowarka")).toEqual([]);
    expect(matches(list, "corporate_event", "Ładowarka lays off 40 people", "Ładowarka")).toContain("layoffs");
  });
});

describe("a person's name in a press title", () => {
  it("is no sector's word: “Denise Carter” is not CAR-T therapy", () => {
    const ampline: CompanyIdentity = {
      name: "Ampline",
      domain: "ampline.energy",
      founders: ["Michael Brennan"],
      classification: ["climate/energy"],
      location: "Boston, MA",
    };
    const text = "Ampline names former MBTA operations chief Denise Carter as COO";
    expect(mentionOf({ text, urls: [] }, ampline)?.namesake).toBeUndefined();
  });
});
