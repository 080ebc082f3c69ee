import { describe, expect, it } from "vitest";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of European consumer brands' own posts (docs/pipeline.md "Reading statements"): a retailer named with its
 * possessive ("Sainsbury's", "Macy’s"), a brand arriving on a chain's shelves, a brand's first shop of its own.
 */

describe("a chain carrying the brand", () => {
  it("is read with the chain's possessive name, as brands tell it: landing in, on the shelves of its stores", () => {
    const c = ctx("Scruff Kitchen");
    expect(counted("Scruff Kitchen lands in 280 Sainsbury's stores", c)).toEqual(["customer_partnership"]);
    expect(counted("Our fresh dog food is now on the shelves of 280 Sainsbury’s stores across Britain.", c)).toEqual([
      "customer_partnership",
    ]);
    expect(counted("Now available in 40 Macy's stores", c)).toContain("customer_partnership");
    // Landing somewhere is no listing: a chain is a name with its stores.
    expect(counted("We landed in London last week for the trade show.", c)).not.toContain("customer_partnership");
  });
});

describe("a brand's first shop", () => {
  it("opened or told open is a corporate event wherever it is; its opening hours, a platform’s offer are not", () => {
    const c = ctx("Marlow Home");
    expect(counted("Our first shop: Marlow Home Marylebone is open", c)).toEqual(["corporate_event"]);
    expect(counted("Today we opened the doors of our very first shop, at 28 Marylebone High Street.", c)).toEqual([
      "corporate_event",
    ]);
    expect(counted("Opening hours of our first shop: 10–6, Monday to Saturday.", c)).toEqual([]);
    expect(counted("Open your first store in minutes with Shopwise.", ctx("Shopwise"))).toEqual([]);
  });
});

describe("a look back at the brand's years", () => {
  it("tells a first shop as past, whatever an aside says now; a shop opened this week is news", () => {
    const c = ctx("Little Tread", { pageKind: "retrospective" });
    const aside = "We opened our first store, on NW Thurman, with a wall that kids now treat like a playground.";
    expect(counted(aside, c)).toEqual([]);
    expect(counted("This week we opened our first store outside Oregon, in Seattle.", c)).toEqual(["corporate_event"]);
  });
});
