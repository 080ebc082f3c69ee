import { describe, expect, it } from "vitest";
import { postFinding } from "../../src/pipeline/judge/post-finding";
import { otherCorporateKind } from "../../src/pipeline/judge/watch-corporate-kinds";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of Central and Eastern European software companies' sites and of deep-tech and hardware companies' news
 * (docs/pipeline.md "Reading statements", "Judging on evidence"): a rival named by a dictionary word, partners'
 * rounds, a Korean subject, British insolvency, Polish, Czech and Ukrainian rounds, closures and new names, the first
 * output of a production line, a CEO on a flagship stage.
 */

describe("a name that is also an adjective", () => {
  it("is another company when it acts alone before the verb: “Ardent is buying VoltEye”", () => {
    const c = ctx("Pylonic");
    expect(counted("Ardent is buying VoltEye.", c)).toEqual([]);
    expect(counted("Pylonic is buying VoltEye.", c)).toContain("corporate_event");
    // No verb after it: the adjective describes what the company tells.
    expect(counted("New funding: we raised a $12M Series A led by Northpeak.", c)).toContain("fundraising");
  });
});

describe("the company's partners, rivals and suppliers in other languages", () => {
  it("are someone else: “Nos partenaires de Cargomax ont annoncé une levée de fonds”", () => {
    const c = ctx("Voltanis");
    const partners = "Nos partenaires de Cargomax ont annoncé cette semaine une levée de fonds de 18 millions d'euros.";
    expect(counted(partners, c)).toEqual([]);
    expect(
      counted("Nuestros socios de Rutaverde han cerrado una ronda de 5 millones de euros.", ctx("Voltanis")),
    ).toEqual([]);
    expect(counted("Nous avons annoncé une levée de fonds de 18 millions d'euros.", c)).toContain("fundraising");
  });

  it("are someone else whether “our” comes before or after them: “nasz klient”, “clientul nostru”", () => {
    expect(counted("Nasz klient Bobas pozyskał 40 mln zł w rundzie Series B.", ctx("Magazyno"))).toEqual([]);
    expect(counted("Clientul nostru Pufino atrage 12 milioane de euro.", ctx("Magazyno"))).toEqual([]);
    expect(counted("Nasza spółka pozyskała 40 mln zł w rundzie Series B.", ctx("Magazyno"))).toContain("fundraising");
  });
});

describe("a Korean sentence's subject", () => {
  it("is the word its particle marks, not a product's Latin name further on", () => {
    const c = ctx("Hanbit Sensor", { company: { name: "Hanbit Sensor", founders: [], aliases: ["한빛센서"] } });
    const deal = "한빛센서가 유럽 완성차 업체와 라이다 SoC ‘HB-200’의 공급 계약을 체결했다고 밝혔다.";
    expect(counted(deal, c)).toContain("customer_partnership");
    expect(counted("한빛센서, 라이다 SoC ‘HB-200’ 공급 계약 체결", c)).toContain("customer_partnership");
  });
});

describe("a British company's insolvency", () => {
  it("is read: “has stopped trading”, “the directors appointed administrators”", () => {
    const c = ctx("Porterline");
    expect(counted("After six years, Porterline has stopped trading.", c)).toContain("corporate_event");
    expect(counted("On 12 November the directors appointed administrators to the company.", c)).toContain(
      "corporate_event",
    );
    expect(counted("Joint administrators were appointed on 12 November.", c)).toContain("corporate_event");
    expect(counted("Porterline has stopped trading its old robots in for new ones.", c)).toEqual([]);
  });
});

describe("Polish, Czech and Ukrainian news", () => {
  it("reads a round closed, a customer's choice, a closure decided and a new name", () => {
    const round = "W październiku zamknęliśmy rundę Series A o wartości 20 mln zł.";
    expect(counted(round, ctx("Faktlo"))).toContain("fundraising");
    expect(counted("Grupa Stalmet wybiera Pakietto", ctx("Pakietto"))).toContain("customer_partnership");
    const closing = "Po šesti letech jsme se rozhodli ukončit provoz platformy.";
    expect(counted(closing, ctx("Převozník"))).toContain("corporate_event");
    expect(counted("Kadrovyk тепер Stafferra", ctx("Kadrovyk"))).toContain("corporate_event");
    expect(counted("З сьогодні наша компанія називається Stafferra.", ctx("Kadrovyk"))).toContain("corporate_event");
    expect(counted("Тепер Kadrovyk підтримує експорт у PDF.", ctx("Kadrovyk"))).not.toContain("corporate_event");
  });
});

describe("the first output of a production line", () => {
  it("is a corporate event of making things, which a watch on M&A does not ask for", () => {
    const c = ctx("Ampwell");
    const firstCells = "On Friday the first 280 Ah cells came off Line 2 in Ohio.";
    expect(counted(firstCells, c)).toContain("corporate_event");
    expect(counted("This week we started series production of the A2 module.", c)).toContain("corporate_event");
    const statements = [{ type: "corporate_event", statement: "first 280 Ah cells came off Line", counted: true }];
    expect(otherCorporateKind("M&A", statements)).toBe(true);
    expect(otherCorporateKind("manufacturing scale-up", statements)).toBe(false);
  });
});

describe("the company's own post putting its CEO on a flagship stage", () => {
  it("amplifies the founder when its headline names the stage", () => {
    const reading = {
      company: { name: "Tenryu Space", founders: ["Aya Kisaragi"], website: null },
      now: new Date("2026-11-14T09:00:00Z"),
    };
    const post = (title: string) =>
      postFinding(
        {
          url: "https://tenryu.example/blog/centre-stage",
          title,
          publishedAt: "2026-11-13T00:00:00Z",
          text: "On Thursday our CEO and founder Aya Kisaragi spoke to some 10,000 people about debris removal.",
        },
        reading,
      );
    expect(post("Our CEO on Web Summit's Centre Stage: “Orbits need tow trucks”").type).toBe("founder_amplified");
    expect(post("Our CEO on the Tampere Space Meetup's stage").type).not.toBe("founder_amplified");
  });
});
