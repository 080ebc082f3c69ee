import { describe, expect, it } from "vitest";
import { ctx, counted } from "../support/readings";

/*
 * History and someone else's deal (docs/pipeline.md "Reading statements"): a timeline's entry opening with its year
 * and month dates each of its clauses, and a purchase named by its noun ("la compra de Beneficia") is another
 * company bought unless the company says it is the buyer.
 */

describe("a timeline's entry", () => {
  it("dates every clause after its label: a seed raised in 2022 is history", () => {
    const entry = "2022.06 Launched Nakama Onboarding; raised ¥150 million in seed funding from Coral Capital";
    expect(counted(entry, ctx("Nakama HR"))).toEqual([]);
    expect(counted("2023-09 Opened our Osaka office; hired our first 20 engineers", ctx("Nakama HR"))).toEqual([]);
  });

  it("is news when its label is recent", () => {
    const entry = "2026.11 Opened our Fukuoka office; raised ¥800 million in a Series B led by JAFCO";
    expect(counted(entry, ctx("Nakama HR"))).toContain("fundraising");
  });
});

describe("a purchase named by its noun", () => {
  it("la compra de Beneficia por Buk is another company's deal", () => {
    const text = "Lo que significa la compra de Beneficia por Buk para el mercado de beneficios";
    expect(counted(text, ctx("Plenna"))).toEqual([]);
  });

  it("is the company's when it says so", () => {
    expect(counted("Our acquisition of Ledgerly closed today.", ctx("Tallybook"))).toContain("corporate_event");
  });
});
