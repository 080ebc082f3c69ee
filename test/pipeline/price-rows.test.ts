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
