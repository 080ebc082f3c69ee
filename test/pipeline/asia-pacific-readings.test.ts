import { describe, expect, it } from "vitest";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { ctx, counted } from "../support/readings";

/*
 * Asia-Pacific fintech and B2B companies as the press and their own sites write them (docs/pipeline.md "Vocabulary is
 * data", "Watch items"): an appointee introduced by where they come from, a licence to issue e-money, and a watch list
 * that says which news comes another way.
 */

describe("events told the way Asia-Pacific fintech news tells them", () => {
  it("an appointee introduced by a long description is still appointed", () => {
    const text = "Kerani appoints former Grab Financial Group finance director Tan Mei Ling as CFO";
    expect(counted(text, ctx("Kerani"))).toContain("leadership_change");
  });

  it("a central bank's approval to issue e-money is a licence, a corporate event; a product's clearance is not", () => {
    const licence = "TapauPay receives Bank Negara Malaysia approval to issue e-money";
    expect(counted(licence, ctx("TapauPay"))).toEqual(["corporate_event"]);
    expect(counted("TapauPay receives FDA approval for its glucose patch", ctx("TapauPay"))).toEqual([
      "product_update",
    ]);
  });
});

describe("a watch list that says which news comes another way", () => {
  const items = parseWatchItems(
    "Fundraising and M&A only, please. I get product news from the founders' monthly investor update, so no emails " +
      "about launches or features.",
  );

  it("asks for no launch", () => {
    const text = "Introducing Tallyroo Payroll. Today we're launching Tallyroo Payroll.";
    expect(watchMatchesOf(items, { type: "product_update", text })).toEqual([]);
  });

  it("still asks for a round", () => {
    expect(watchMatchesOf(items, { type: "fundraising", text: "Tallyroo raises A$12 million Series A" })).not.toEqual(
      [],
    );
  });
});
