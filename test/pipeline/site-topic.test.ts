import { describe, expect, it } from "vitest";
import {
  dropNameOnlyBesideNamesakes,
  mentionOf,
  siteTopicOf,
  tiedByEvidence,
  type CompanyIdentity,
} from "../../src/pipeline/collect/mentions";
import { sharedTopic } from "../../src/pipeline/collect/mentions/topic";
import { rankFindings, severityOf } from "../../src/pipeline/judge/index";
import type { Finding } from "../../src/pipeline/judge/finding";

/*
 * An off-site item that names the company and describes it in its own site's words is the company's on evidence
 * (docs/pipeline.md §Namesakes): a trade's two-word term, not a word any company uses.
 */

const HOLLOWPINE: CompanyIdentity = {
  name: "Hollowpine",
  domain: "hollowpine.example",
  founders: ["Amaka Obi", "Jonah Feld"],
  classification: [],
  location: null,
};

const SITE = siteTopicOf([
  {
    ok: true,
    title: "Hollowpine — cold chain you can prove",
    text:
      "Cold chain you can prove. Hollowpine loggers ride inside every shipment and report temperature.\n" +
      "Platform. Customers. Company. Our teams.",
  },
  { ok: false, title: "Pharmacy logistics", text: "drug shipments" },
]);

describe("the site's phrases", () => {
  it("an item sharing a phrase of the site's shares it whatever its case, hyphens or plurals", () => {
    expect(sharedTopic("Cold-chain monitor Hollowpine closes $38M round", "Hollowpine", SITE)).toBe("cold chain");
    expect(sharedTopic("Hollowpine tracks every Shipment's Temperature", "Hollowpine", SITE)).toBeNull();
    expect(sharedTopic("Hollowpine's loggers ride along", "Hollowpine", SITE)).toBe("logger ride");
  });

  it("words are neighbours only within a phrase: not across marks, not a function word, nor the name", () => {
    // "prove. Hollowpine" on the site, "Platform. Customers" a menu: no phrase.
    expect(sharedTopic("They prove Hollowpine right", "Hollowpine", SITE)).toBeNull();
    expect(sharedTopic("A platform customers love", "Hollowpine", SITE)).toBeNull();
    // "our teams" is a function word and a word: nothing of the company's trade.
    expect(sharedTopic("Hollowpine grows our teams", "Hollowpine", SITE)).toBeNull();
    // A page that could not be read says nothing.
    expect(sharedTopic("Hollowpine moves drug shipments", "Hollowpine", SITE)).toBeNull();
  });
});

describe("the site's self-description", () => {
  const LEAFLINE = siteTopicOf(
    [{ ok: true, title: "Leafline — Salads & bowls, Sydney", text: "Big salads. Warm bowls. Fast." }],
    ["Leafline — Salads & bowls, Sydney", "Seasonal salads and grain bowls made in front of you"],
  );

  it("a headline sharing one word of the trade the site names itself by is tied by its topic", () => {
    const m = mentionOf(
      { text: "Salad chain Leafline shuts six stores and cuts 45 jobs - The Australian Financial Review" },
      { ...HOLLOWPINE, name: "Leafline", domain: null, founders: [] },
      LEAFLINE,
    );
    expect(m?.by).toEqual(["name", "topic"]);
    expect(sharedTopic("Salad chain Leafline shuts six stores", "Leafline", LEAFLINE)).toBe("salad");
  });

  it("a general word (software, platform), the name itself or a word of the summary below ties nothing", () => {
    const site = siteTopicOf([], ["Tallow — Scheduling software for clinics"]);
    expect(sharedTopic("Tallow, a software startup, raises $4M", "Tallow", site)).toBeNull();
    expect(sharedTopic("Tallow raises $4M", "Tallow", site)).toBeNull();
    expect(sharedTopic("Tallow raises $4M\nThe round will fund scheduling tools", "Tallow", site)).toBeNull();
    expect(sharedTopic("Tallow raises $4M for clinic scheduling", "Tallow", site)).toBe("clinic");
  });

  it("a compound ends with its head: a “neobank” is of a site that says it is “banking”", () => {
    const site = siteTopicOf([], ["Laneway — Banking for drivers", "Banking built for delivery drivers."]);
    expect(sharedTopic("Gig-worker neobank Laneway lays off a third of its staff", "Laneway", site)).toBe("neobank");
    expect(sharedTopic("Laneway, a crypto exchange, lays off a third of its staff", "Laneway", site)).toBeNull();
  });

  it("two capitals are a word of a trade's term: “AI agents” is a phrase the site and the headline share", () => {
    const site = siteTopicOf([{ ok: true, title: "Orrery", text: "See what your AI agents actually did." }]);
    expect(sharedTopic("Orrery raises $40M Series B to watch over AI agents", "Orrery", site)).toBe("ai agent");
  });
});

describe("an item describing the company in its site's words", () => {
  it("is tied by its topic, which is evidence", () => {
    const m = mentionOf(
      { text: "Cold-chain monitor Hollowpine closes $38M round led by Meridian Growth" },
      HOLLOWPINE,
      SITE,
    );
    expect(m?.by).toEqual(["name", "topic"]);
    expect(tiedByEvidence(m!.by)).toBe(true);
    // Without the site's phrases, the same item is tied by its name alone.
    expect(mentionOf({ text: "Cold-chain monitor Hollowpine closes $38M round" }, HOLLOWPINE)?.by).toEqual(["name"]);
  });

  it("a namesake of another trade shares no phrase and stays tied by its name alone", () => {
    const m = mentionOf(
      { text: "Drone inspection startup Hollowpine raises $40M to scan power lines" },
      HOLLOWPINE,
      SITE,
    );
    expect(m?.by).toEqual(["name"]);
    expect(tiedByEvidence(m!.by)).toBe(false);
  });

  it("a namesake of the same trade elsewhere is still a namesake: a contradiction outweighs a shared phrase", () => {
    const austin = { ...HOLLOWPINE, location: "Austin, TX" };
    const m = mentionOf({ text: "Berlin-based cold chain start-up Hollowpine raises €5M" }, austin, SITE);
    expect(m?.namesake).toMatch(/places it in Berlin/);
  });

  it("whatever sector a classifier reads in the site's own words: they are the company's trade", () => {
    // Freight and warehouses are logistics to the classifier, the company is classified under climate: still this
    // company, described as its site describes it.
    const climate = { ...HOLLOWPINE, classification: ["climate"] };
    const text = "Cold chain monitor Hollowpine opens a second freight warehouse for logistics";
    expect(mentionOf({ text }, climate)?.namesake).toMatch(/calls it Cold chain monitor .*not Climate/);
    const m = mentionOf({ text }, climate, SITE);
    expect(m?.namesake).toBeUndefined();
    expect(m?.by).toEqual(["name", "topic"]);
  });

  it("stays beside a namesake in the same results, as an item with a link does", () => {
    const namesakes = [{ item: "Drone start-up Hollowpine raises", why: "tied by its name alone, and …" }];
    const about = [
      { item: "a", by: ["name"], label: "Hollowpine raises $38M" },
      { item: "b", by: ["name", "topic"], label: "Cold-chain monitor Hollowpine raises $38M" },
    ];
    expect(dropNameOnlyBesideNamesakes(about, namesakes).map((k) => k.item)).toEqual(["b"]);
  });

  it("leads a signal at the severity its match earns: the name-only cap is lifted", () => {
    const finding = { type: "fundraising" as const, strength: 9, matchedWatchItems: ["Fundraising Signals"] };
    expect(severityOf({ ...finding, tiedBy: ["name"] })).toBe("low");
    expect(severityOf({ ...finding, tiedBy: ["name", "topic"] })).toBe("high");
  });
});

describe("ranking off-site findings", () => {
  const finding = (over: Partial<Finding>): Finding =>
    ({
      type: "other",
      strength: 1,
      headline: "",
      text: "",
      url: null,
      quote: null,
      cues: [],
      evidence: [],
      watchMatches: [],
      matchedWatchItems: [],
      ...over,
    }) as Finding;

  it("an interview tied by its topic that states no event does not lead over the press's report of the sale", () => {
    const interview = finding({ headline: "interview", tiedBy: ["name", "topic"], strength: 0.8 });
    const sale = finding({ headline: "sale", type: "corporate_event", tiedBy: ["name"], strength: 7 });
    expect(rankFindings([interview, sale])[0]!.headline).toBe("sale");
    // The company's own eventless change still leads over a report tied by the name alone.
    const own = finding({ headline: "own", strength: 0.5 });
    expect(rankFindings([sale, own])[0]!.headline).toBe("own");
  });
});
