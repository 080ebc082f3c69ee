import { describe, expect, it } from "vitest";
import { pricingPrior } from "../../src/pipeline/judge/processors/pricing";

/* A pricing page's price rows (judge/processors/page-lines.ts): money by compare/numbers.ts, rates by a unit table. */

const pricing = (added: string[]) => pricingPrior({ added, removed: [], samePrices: false });

describe("a pricing page's price rows", () => {
  it.each([["$49"], ["29 USD"], ["/month"], ["per seat"], ["Billed /yr"]])("%j is a price row", (line) => {
    expect(pricing([line])).toEqual({ product_update: 2 });
  });

  it.each([["Pro"], ["per cent"], ["and/or"], ["Talk to sales"], ["Is it $49?"]])("%j is not", (line) => {
    expect(pricing([line])).toEqual({});
  });
});

describe("a promotion's card on a pricing page", () => {
  it("restates the list price beside the sale's: the prices stand", () => {
    const card = [
      "$41.99 for your first year",
      "Usually $69.99. Enter code CALM40 at checkout. Offer ends December 1. Renews at $69.99/year.",
    ];
    expect(pricing(card)).toEqual({});
  });

  it("a price row that replaces another is a price change, a sale beside it or not", () => {
    const changed = { added: ["$79.99 a year", "Black Friday: 40% off"], removed: ["$69.99 a year"] };
    expect(pricingPrior({ ...changed, samePrices: false })).toEqual({ product_update: 2 });
  });
});
