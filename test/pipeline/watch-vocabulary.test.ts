import { describe, expect, it } from "vitest";
import { parseWatchItems, watchMatchesOf, watchPhrases } from "../../src/pipeline/judge/watch";

/* The watch list's tables (watch-vocabulary.ts): how a list splits, and which words name which kind. */

describe("the watch list's vocabulary", () => {
  it("splits a list on commas, semicolons, bullets, lines, “and”, “&” and “/”, but not M&A", () => {
    expect(watchPhrases("Product Updates, hiring and M & A / exits;\n• layoffs & rebrands · R&D")).toEqual([
      "Product Updates",
      "hiring",
      "M & A",
      "exits",
      "layoffs",
      "rebrands",
      "R&D",
    ]);
  });

  it("keeps two places one phrase's: “registrations in the EU and Brazil” is no item about Brazil", () => {
    const track = "New distributor agreements, product registrations in the EU and Brazil.";
    expect(watchPhrases(track)).toEqual(["New distributor agreements", "product registrations in the EU and Brazil"]);
    const round = "Shorit raises $40M and will build a fermentation plant in Brazil";
    expect(watchMatchesOf(parseWatchItems(track), { type: "fundraising", text: round })).toEqual([]);
    expect(watchPhrases("Expansion into Germany and hiring")).toEqual(["Expansion into Germany", "hiring"]);
  });

  it("names a chief's change with its role between (“CEO or founder role changes”) and money in by any means", () => {
    expect(parseWatchItems("CEO or founder role changes")[0]).toMatchObject({ type: "leadership_change" });
    const money = parseWatchItems("Anything on money coming in — equity, DFI loans or grants");
    expect(money.map((i) => i.type)).toEqual(["fundraising", "fundraising"]);
  });

  it.each([
    ["mudanças de marca ou de foco"],
    ["cambios de nombre"],
    ["changement de marque"],
    ["Umbenennung oder Rebranding"],
  ])("%j names a new name, a corporate event", (phrase) => {
    expect(parseWatchItems(phrase)[0]).toMatchObject({ type: "corporate_event" });
  });

  it.each([["M&A on either side"], ["M & A activity"], ["m&a deals"]])(
    "%j, M&A however written in a longer item, is about corporate events",
    (phrase) => {
      expect(parseWatchItems(phrase)[0]).toMatchObject({ kind: "free_text", type: "corporate_event" });
    },
  );

  it.each([
    ["new product launches", "Product Updates"],
    ["KPIs", "Metrics Shared"],
    ["founder amplification", "Founders Amplified"],
    ["investors", "Fundraising Signals"],
    ["recruiting", "Hiring Updates"],
    ["partnerships", "Customer/Partnership Signals"],
  ])("%j is the quick pick %j", (phrase, label) => {
    expect(parseWatchItems(phrase)).toEqual([{ label, kind: "quick_pick", type: expect.any(String), keywords: [] }]);
  });

  it.each([
    ["growth numbers", "metrics_shared"],
    ["fund-raising", "fundraising"],
    ["open roles", "hiring"],
  ])("%j, a quick pick's phrase of two words, is a free-text item about %j", (phrase, type) => {
    expect(parseWatchItems(phrase)[0]).toMatchObject({ kind: "free_text", within: [type] });
  });

  it.each([
    ["C-suite moves", "leadership_change"],
    ["founder departures", "leadership_change"],
    ["board changes", "leadership_change"],
    ["CEO or founder changes", "leadership_change"],
    ["CEO transition", "leadership_change"],
    ["changes to the business", "corporate_event"],
    ["shut-downs", "corporate_event"],
    ["winding down", "corporate_event"],
    ["wind-down risk", "corporate_event"],
    ["corporate changes", "corporate_event"],
    ["lay-offs", "corporate_event"],
    ["renaming", "corporate_event"],
  ])("%j names the kind %j", (phrase, type) => {
    expect(parseWatchItems(phrase)[0]).toMatchObject({ label: phrase, type });
  });

  it("weighs a keyword written as a name after the first word, or as an acronym, above an ordinary word", () => {
    const [item] = parseWatchItems("expansion into Europe");
    expect(item.keywords).toEqual(["expansion", "europe"]);
    expect(parseWatchItems("EU customers")[0].keywords).toEqual(["eu"]);
  });
});

describe("trouble at the company", () => {
  it("is an insolvency, however the company's language writes it, and not a product launch", () => {
    const items = parseWatchItems("Anything material: funding, leadership, trouble at the company");
    const trouble = (text: string) => watchMatchesOf(items, { type: "corporate_event", text }).map((m) => m.label);
    expect(trouble("Kurbelwerk stellt Insolvenzantrag in Eigenverwaltung")).toContain("trouble at the company");
    expect(trouble("Kurbelwerk is in financial distress and files for bankruptcy")).toContain("trouble at the company");
    expect(trouble("Kurbelwerk opens its new Leipzig workshop")).not.toContain("trouble at the company");
  });
});

describe("a watch list in Italian", () => {
  it("names acquisitions, changes at the top and funding", () => {
    expect(parseWatchItems("Acquisizioni, finanziamenti, nuovi mercati").map((i) => i.type)).toEqual([
      "corporate_event",
      "fundraising",
      null,
    ]);
    expect(parseWatchItems("Cambi al vertice")[0]).toMatchObject({ type: "leadership_change" });
  });
});

it("changes in the management, in Spanish and Portuguese, watch for leadership changes; a direction is none", () => {
  expect(parseWatchItems("Cambios en la dirección, rondas de financiación, adquisiciones").map((i) => i.type)).toEqual([
    "leadership_change",
    "fundraising",
    "corporate_event",
  ]);
  expect(parseWatchItems("M&A in either direction")[0]).toMatchObject({ type: "corporate_event" });
  expect(parseWatchItems("Mudanças na direção")[0]).toMatchObject({ type: "leadership_change" });
});

it("“Company identity changes” and “name changes” watch for a new name, a corporate event", () => {
  expect(parseWatchItems("Company identity changes")[0]).toMatchObject({ type: "corporate_event" });
  expect(parseWatchItems("name changes")[0]).toMatchObject({ type: "corporate_event" });
});

describe("a watch list in Turkish", () => {
  it("names rounds, acquisitions, a new name and the top team", () => {
    const items = parseWatchItems(
      "Yatırım turları, şirket satın alımları, isim değişikliği ve üst yönetim değişiklikleri",
    );
    expect(items.map((i) => i.type)).toEqual([
      "fundraising",
      "corporate_event",
      "corporate_event",
      "leadership_change",
    ]);
  });

  it("a catch-all before a colon asks for everything; another lead-in qualifies its own clause", () => {
    const items = parseWatchItems("Anything material: funding, big customers");
    expect(items[0]).toMatchObject({ label: "Anything material", any: true });
    expect(items.map((i) => i.type)).toEqual([null, "fundraising", "customer_partnership"]);
    expect(parseWatchItems("Hiring: engineering roles only").some((i) => i.any)).toBe(false);
    expect(parseWatchItems("Anything material – they were looking for a bridge")[0]).toMatchObject({ any: true });
  });
});

describe("kinds that reach the investor another way", () => {
  it("what “we get from the founders' monthly update” is excluded", () => {
    const items = parseWatchItems(
      "Funding rounds and leadership changes only. Partnerships and customer news we get from the founders' monthly " +
        "update.",
    );
    expect(watchMatchesOf(items, { type: "customer_partnership", text: "Acme partners with Phuc Sinh" })).toEqual([]);
    expect(watchMatchesOf(items, { type: "fundraising", text: "Acme raises a seed" }).length).toBeGreaterThan(0);
  });
});
