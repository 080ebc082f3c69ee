import { describe, expect, it } from "vitest";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of European AI start-ups' own posts (docs/pipeline.md "Reading statements", "Watch items"): a takeover told
 * in German by the bought company, and a German watch list asking for a new name and new managing directors.
 */

describe("a takeover told in German by the company bought", () => {
  it("is read as becoming part of the buyer, and as the buyer's perfect tense with the company as its object", () => {
    const c = ctx("Vektora");
    expect(counted("Vektora wird Teil von Kestrel Data", c)).toEqual(["corporate_event"]);
    const said = "Kestrel Data, der Münchner Anbieter der gleichnamigen Data-Cloud, hat Vektora übernommen.";
    expect(counted(said, c)).toEqual(["corporate_event"]);
    // Another firm bought is the buyer's news; responsibility taken on is no takeover.
    expect(counted("Unser Kunde Kestrel Data hat Quarry Labs übernommen.", c)).toEqual([]);
    expect(counted("Wir haben Verantwortung übernommen.", c)).toEqual([]);
  });
});

describe("a German watch list", () => {
  it("asks for a new name by its legal and its brand word, and for new managing directors", () => {
    const items = parseWatchItems("Umfirmierung oder neuer Markenname, Finanzierungsrunden, neue Geschäftsführer");
    expect(items.map((i) => i.type)).toEqual(["corporate_event", "fundraising", "leadership_change"]);
  });
});
