import { describe, expect, it } from "vitest";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of US fintech and insurtech sites and of marketplaces' and consumer brands' stores (docs/pipeline.md "Reading
 * statements"): a bank or a carrier taken on in the role the business runs on, a regulator approving a licence, a
 * chain's shelves in Turkish.
 */

describe("a partner a financial business runs on", () => {
  it.each([
    ["Partwell adds Cedar Plains Bank as its second bank partner", "Partwell"],
    [
      "Cedar Plains Bank, a state-chartered bank in Wichita, has joined Partwell as its second bank partner.",
      "Partwell",
    ],
    ["Surebridge secures multi-year capacity from Kestrel Specialty, adds reinsurance panel", "Surebridge"],
  ])("is a partnership: “%s”", (text, name) => {
    expect(counted(text, ctx(name))).toContain("customer_partnership");
  });

  it("but a person joining a fund as a partner, or a payment option added, is none", () => {
    expect(counted("Maya Chen joined Accel as a partner in 2019.", ctx("Keelpay"))).toEqual([]);
    expect(counted("We added Stripe as a payment option at checkout.", ctx("Keelpay"))).toEqual([]);
  });
});

describe("a licence a regulator grants", () => {
  it.each([
    ["Keelpay is now licensed nationwide", "Keelpay"],
    ["This week the New York DFS approved Keelpay's application for a money transmitter license.", "Keelpay"],
  ])("is a corporate event: “%s”", (text, name) => {
    expect(counted(text, ctx(name))).toContain("corporate_event");
  });
});

describe("a Turkish store's shelves", () => {
  it("a chain stocking the product is a partnership, not a new name", () => {
    expect(counted("Kavrul artık Migros raflarında!", ctx("Kavrul"))).toEqual(["customer_partnership"]);
    expect(counted("Oyunhane artık Kaleo Games.", ctx("Oyunhane"))).toEqual(["corporate_event"]);
  });

  it("a Turkish watch list naming chains' and retail deals asks for a partnership", () => {
    const [retail] = parseWatchItems("Zincir market ve perakende anlaşmaları, yatırım turları");
    expect(retail?.type).toBe("customer_partnership");
  });
});

describe("a question told in a sentence", () => {
  it("asks about the round it names: “someone asks … when Halfmoon is raising”", () => {
    const told = "About once a week, someone asks Theo or me when Halfmoon is raising a Series A.";
    expect(counted(told, ctx("Halfmoon"))).toEqual([]);
    expect(counted("Investors ask when we will raise a Series B.", ctx("Halfmoon"))).toEqual([]);
  });

  it("while a round done after the question is stated", () => {
    expect(counted("When asked, we raised $5M last week.", ctx("Halfmoon"))).toContain("fundraising");
  });
});

describe("a rival's round that names the company after it", () => {
  it("is the rival's, though its name is a dictionary word at the headline's start", () => {
    const press = (name: string) => ({ ...ctx(name), ownSite: false, part: "main" as const });
    const rival = "Tandem raises $60M Series B to take on Ramp and Sablecard in agency spend management";
    expect(counted(rival, press("Sablecard"))).toEqual([]);
    expect(counted("Sablecard raises $60M Series B to take on Ramp", press("Sablecard"))).toContain("fundraising");
  });
});
