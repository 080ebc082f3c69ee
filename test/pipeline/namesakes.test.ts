import { describe, expect, it } from "vitest";
import { severityOf } from "../../src/pipeline/judge/index";
import {
  dropNameOnlyBesideNamesakes,
  mentionOf,
  siteTopicOf,
  tiedByEvidence,
  type CompanyIdentity,
} from "../../src/pipeline/collect/mentions";
import { placeOf, placesIn, samePlace } from "../../src/pipeline/collect/extract/places";

/*
 * Namesakes (docs/pipeline.md §Sources): an off-site item tied to the company by its name alone is kept only when
 * nothing in it contradicts the company (another sector, another city or country, another
 * founder named as the company's); an item tied by a link, the domain or a founder stays.
 */

const NESTWELL: CompanyIdentity = {
  name: "Nestwell",
  domain: "nestwell.dev",
  founders: ["Priya Raman", "Tom Becker"],
  classification: ["devtools/apis"],
  location: "Austin, TX",
};

describe("an item tied by the name alone", () => {
  it.each([
    [
      "another sector",
      "Fertility start-up Nestwell raises $30M Series B",
      /calls it Fertility \(Health & Bio\), not Developer Tools/,
    ],
    [
      "another sector, after the name",
      "Nestwell, a fertility start-up from Berlin, raises $30M",
      /calls it fertility \(Health & Bio\)/,
    ],
    ["another city", "Berlin-based Nestwell lands $30M", /places it in Berlin \(Germany\), not Austin, TX/],
    ["a city's own", "Melbourne's Nestwell raises A$9M", /places it in Melbourne \(Australia\), not Austin, TX/],
    [
      "a trade in its name",
      "Nestwell Therapeutics Announces $85 Million Series B Financing",
      /names it Nestwell Therapeutics \(Health & Bio\), not Developer Tools/,
    ],
    [
      "another country",
      "Nestwell, headquartered in Stockholm, opens a second office",
      /places it in Stockholm \(Sweden\)/,
    ],
    [
      "another founder",
      "Nestwell co-founder Anna Schmidt on building a brand women trust",
      /names Anna Schmidt as its founder, not Priya Raman or Tom Becker/,
    ],
    [
      "another organisation whose name begins with the company's",
      "Cedar Ridge Financial has acquired Nestwell Wealth Advisors, a wealth manager",
      /names Nestwell Wealth Advisors, another organisation whose name begins with Nestwell/,
    ],
    [
      "a longer name in a headline written in sentence case",
      "Nestwell Self Storage opens third Boise-area facility",
      /names Nestwell Self Storage/,
    ],
    [
      "a group of that name",
      "Nestwell Group names former Balfour director as new chief executive",
      /names Nestwell Group, another organisation/,
    ],
    [
      "founded by others",
      "Nestwell, founded by Anna Schmidt and Lena Vogel, raises a seed round",
      /names Anna Schmidt and Lena Vogel as its founders/,
    ],
  ])("is a namesake when it names %s", (_what, text, why) => {
    const m = mentionOf({ text, urls: [] }, NESTWELL);
    expect(m?.namesake).toMatch(/^tied by its name alone, and /);
    expect(m?.namesake).toMatch(why);
  });

  it.each([
    "Nestwell raises $12M to take its feature-flag API to Europe",
    "Developer-tools company Nestwell opens an office in London",
    "Austin-based Nestwell ships a Rust SDK",
    "Nestwell CEO Jonas Weber on hiring in a downturn",
    // A deal's verb is no sector ("acquiring" is also card acquiring, a payments word), nor a round's kind, nor a
    // job's field.
    "Stackmoor acquires Nestwell",
    "Nestwell closes £4m bridge round from existing backers",
    "Nestwell hires former Adyen finance director Lena Vogt as CFO",
    // Capitals after the name in a title-case headline, or a suffix, a place, a title or a day continue no other name.
    "Nestwell Raises $12M To Take Its API To Europe",
    // A product's own lower-case name leaves a headline in title case.
    "Nestwell Buys Quarry Data, the Team Behind the pgquarry Migration Linter",
    "Nestwell Labs opens a Berlin office, Nestwell CEO Jonas Weber said on Monday",
    "Nestwell Germany opens a Berlin office",
  ])("stays when nothing in it contradicts the company: %s", (text) => {
    const m = mentionOf({ text, urls: [] }, NESTWELL);
    expect(m?.by).toContain("name");
    expect(m?.namesake).toBeUndefined();
  });

  it.each([
    [
      "a launch of another sector's product",
      "Launch HN: Nestwell (YC F26) – AI receptionist for dental clinics\nWe " +
        "answer the phone for dental practices and book appointments.",
      /speaks of dental clinics \(Health & Bio\), not Developer Tools$/,
    ],
    [
      "another sector's business, with no descriptor",
      "Nestwell lands $30 million to expand its fertility clinic network across New York",
      /speaks of fertility.*clinic.* \(Health & Bio\)/,
    ],
    [
      "another sector's acronym",
      "Nestwell CEO Dr. Hannah Osei on making IVF affordable for employers",
      /speaks of ivf \(Health & Bio\)/,
    ],
  ])("is a namesake when what it speaks of is another sector's: %s", (_what, text, why) => {
    const m = mentionOf({ text, urls: [] }, NESTWELL);
    expect(m?.namesake).toMatch(why);
  });

  it.each([
    // A word of the company's own sector anywhere: what it speaks of may be the company's customers.
    "Nestwell raises $12M for its API that dental clinics use to sync appointments",
    // One stray word of another sector beside as many of a third is no clear sector.
    "Nestwell ran a hackathon with insurance and dental students",
  ])("stays when what it speaks of is not clearly another sector's: %s", (text) => {
    expect(mentionOf({ text, urls: [] }, NESTWELL)?.namesake).toBeUndefined();
  });

  it("stays when the other sector's words are the company's own site's (“fleet” of a site charging fleets)", () => {
    const gridwise: CompanyIdentity = {
      name: "Gridwise",
      domain: "gridwise.energy",
      founders: [],
      classification: ["climate/energy"],
      location: null,
    };
    const text = "Gridwise closes €12m Series A for fleet charging software";
    expect(mentionOf({ text, urls: [] }, gridwise)?.namesake).toMatch(/Mobility/);
    const site = siteTopicOf([
      { ok: true, text: "Gridwise charges electric bus and truck fleets at the lowest cost." },
    ]);
    expect(mentionOf({ text, urls: [] }, gridwise, site)?.namesake).toBeUndefined();
  });

  it.each([
    [
      "a restaurant-software company's round",
      ["vertical-saas/retail-tech"],
      "Tablewise raises $20M to help restaurants and cafes manage their staff",
    ],
    [
      "an AI company's launch for dentists",
      ["software/ai"],
      "Launch HN: Tablewise (YC F26) – AI receptionist for dental clinics",
    ],
    [
      "an AI company's seed round for farms",
      ["software/ai"],
      "Tablewise raises a seed round to bring AI to farms and crop growers",
    ],
  ])(
    "stays when the company makes software for other industries and the item speaks of its customers: %s",
    (_what, classification, text) => {
      const tablewise: CompanyIdentity = {
        name: "Tablewise",
        domain: "tablewise.io",
        founders: [],
        classification,
        location: null,
      };
      expect(mentionOf({ text, urls: [] }, tablewise)).toEqual({ by: ["name"] });
    },
  );

  it.each([
    [
      "its story's link",
      "Launch HN: Nestwell (YC F26) – AI phone agent",
      ["https://www.nestwell.ai/"],
      /gives nestwell\.ai as its site, not nestwell\.dev/,
    ],
    [
      "a URL in its text",
      "Hi HN! We're the founders of Nestwell (https://www.nestwell.ai). We build an API for invoices.",
      [],
      /gives nestwell\.ai as its site/,
    ],
    [
      "a page of that site, under a country's suffix",
      "Nestwell opens waitlist: www.nestwell.co.uk/join",
      [],
      /gives nestwell\.co\.uk as its site/,
    ],
  ])("is a namesake when it gives another website of the company's name: %s", (_what, text, urls, why) => {
    expect(mentionOf({ text, urls }, NESTWELL)?.namesake).toMatch(why);
  });

  it.each([
    ["a page on a shared host", "Nestwell's docs moved to https://nestwell.github.io/sdk", []],
    [
      "a profile on a platform",
      "Follow Nestwell at https://medium.com/nestwell",
      ["https://news.ycombinator.com/item?id=1"],
    ],
    ["another company's site", "Nestwell integrates with https://stripe.com", []],
  ])("stays when the website it gives is not another of the company's name: %s", (_what, text, urls) => {
    expect(mentionOf({ text, urls }, NESTWELL)?.namesake).toBeUndefined();
  });

  it("a trade's word after the name is the company's own when its sector is that trade", () => {
    const clinic = { ...NESTWELL, classification: ["health/clinics"] };
    expect(
      mentionOf({ text: "Nestwell Health opens two clinics in Dallas", urls: [] }, clinic)?.namesake,
    ).toBeUndefined();
  });

  it("a company with no sector, place or founders on file cannot be contradicted", () => {
    const bare: CompanyIdentity = { name: "Nestwell", domain: null, founders: [], classification: [], location: null };
    expect(
      mentionOf(
        { text: "Berlin-based fertility start-up Nestwell, founded by Anna Schmidt, raises $30M", urls: [] },
        bare,
      ),
    ).toEqual({ by: ["name"] });
  });
});

describe("a trade glued to the word for a maker (German, Dutch, the Nordic languages)", () => {
  const seilwerk: CompanyIdentity = {
    name: "Seilwerk",
    domain: "seilwerk.at",
    founders: [],
    classification: ["vertical-saas/hospitality-tech"],
    location: null,
  };
  const site = siteTopicOf([
    {
      ok: true,
      text:
        "Seilwerk plant Lifte, Pisten und Personal für Skigebiete. Die Software für Bergbahnen, Liftbetriebe und " +
        "Skischulen: Schichtpläne, Wartung, Ticketing und Auswertungen in einer Oberfläche. Fintech-Partner inklusive.",
    },
  ]);
  it.each([
    ["Drahtseilhersteller Seilwerk Freiberg stellt Insolvenzantrag", /Drahtseilhersteller, a trade its own site/],
    ["Møbelprodusenten Seilwerk henter 40 millioner kroner", /Møbelprodusenten/],
  ])("is another company's when the site never names that trade: %s", (text, why) => {
    expect(mentionOf({ text, urls: [] }, seilwerk, site)?.namesake).toMatch(why);
  });
  it.each([
    "Softwareanbieter Seilwerk sammelt 4 Millionen Euro ein",
    "Skigebiet-Dienstleister Seilwerk sammelt 4 Millionen Euro ein",
    "Fintech-Anbieter Seilwerk sammelt 4 Millionen Euro ein",
  ])("stays when the trade is the site's own or too general: %s", (text) => {
    expect(mentionOf({ text, urls: [] }, seilwerk, site)?.namesake).toBeUndefined();
  });
});

describe("an item tied some other way", () => {
  it("stays, whatever else it says: a link to the site, the domain, a founder", () => {
    const text = "Berlin-based fertility start-up Nestwell raises $30M";
    expect(mentionOf({ text, urls: ["https://nestwell.dev/blog/series-b"] }, NESTWELL)?.namesake).toBeUndefined();
    expect(mentionOf({ text: `${text} (nestwell.dev)`, urls: [] }, NESTWELL)?.namesake).toBeUndefined();
    expect(mentionOf({ text: `${text}, says Priya Raman`, urls: [] }, NESTWELL)?.namesake).toBeUndefined();
  });

  it("placing the company where it is based is evidence; no place, or another, is not", () => {
    const placed = mentionOf({ text: "Austin startup Nestwell lays off a third of its staff" }, NESTWELL);
    expect(placed?.by).toContain("place");
    expect(tiedByEvidence(placed!.by)).toBe(true);
    expect(tiedByEvidence(mentionOf({ text: "Nestwell lays off a third of its staff" }, NESTWELL)!.by)).toBe(false);
    expect(mentionOf({ text: "Austin startup Nestwell lays off staff" }, { ...NESTWELL, location: null })?.by).toEqual([
      "name",
    ]);
  });
});

describe("a city made an adjective in the item's language", () => {
  const LOOPWEAR: CompanyIdentity = {
    name: "Loopwear",
    domain: "loopwear.nl",
    founders: ["Femke de Vries", "Joris Bakker"],
    classification: [],
    location: "Amsterdam",
  };

  it("places the company where it is based (“Amsterdamse kinderkledingapp Loopwear”), as evidence", () => {
    const placed = mentionOf({ text: "Kleerkast neemt Amsterdamse kinderkledingapp Loopwear over" }, LOOPWEAR);
    expect(placed?.by).toContain("place");
    expect(tiedByEvidence(placed!.by)).toBe(true);
  });

  it("or elsewhere, a namesake (“Rotterdamse”, “Berliner Startup”)", () => {
    expect(mentionOf({ text: "Rotterdamse kinderkledingapp Loopwear haalt geld op" }, LOOPWEAR)?.namesake).toMatch(
      /Rotterdam/,
    );
    expect(mentionOf({ text: "Berliner Startup Loopwear sammelt 3 Mio. ein" }, LOOPWEAR)?.namesake).toMatch(/Berlin/);
  });
});

describe("places", () => {
  it.each([
    ["Berlin, Germany", { country: "DE", city: "berlin" }],
    ["Austin, TX", { country: "US", state: "TX", city: "austin" }],
    ["Remote (Canada)", { country: "CA" }],
    ["München", { country: "DE", city: "munich" }],
    ["Remote - DE", { country: "DE" }],
    ["Madrid, España", { country: "ES", city: "madrid" }],
  ])("%s", (text, place) => {
    expect(placeOf(text)).toMatchObject(place);
  });

  it("a role marked only Remote is nowhere", () => {
    expect(placeOf("Remote")).toBeNull();
  });

  it("cities of one metro area are one place to a company", () => {
    expect(samePlace(placeOf("Palo Alto, CA")!, placeOf("San Francisco")!)).toBe(true);
    expect(samePlace(placeOf("Austin, TX")!, placeOf("Dallas, TX")!)).toBe(false);
    expect(samePlace(placeOf("Austin, Texas")!, placeOf("TX, USA") ?? { country: "US", state: "TX" })).toBe(true);
  });
});

describe("evidence before name", () => {
  it(
    "beside a namesake in the same results, an item tied by the " +
      "name alone is dropped with the reason; one with evidence stays",
    () => {
      const namesakes = [
        {
          item: "Fertility start-up Nestwell raises $30M Series B",
          why: "tied by its name alone, and calls it Fertility",
        },
      ];
      const about = [
        { item: "a", by: ["name"], label: "Nestwell acquisisce la rivale Babyloom", url: "https://news.example/a" },
        { item: "b", by: ["name", "sector"], label: "Nestwell raises $12M", url: "https://news.example/b" },
        { item: "c", by: ["name", "link"], label: "Nestwell ships a Rust SDK", url: "https://nestwell.dev/blog/rust" },
      ];
      const kept = dropNameOnlyBesideNamesakes(about, namesakes);
      expect(kept.map((k) => k.item)).toEqual(["c"]);
      expect(namesakes.map((n) => n.item)).toEqual([
        "Fertility start-up Nestwell raises $30M Series B",
        "Nestwell acquisisce la rivale Babyloom",
        "Nestwell raises $12M",
      ]);
      expect(namesakes[1]!.why).toMatch(
        /^tied by its name alone, while the same results name another company of that name/,
      );
      // Without a namesake in the results, nothing is dropped.
      expect(dropNameOnlyBesideNamesakes(about, [])).toHaveLength(3);
    },
  );

  it("a minor change of a watched kind (one more ordinary role) is low: listed, not sent", () => {
    const role = { type: "hiring" as const, matchedWatchItems: ["Hiring Updates"] };
    expect(severityOf({ ...role, strength: 1.2 })).toBe("low");
    expect(severityOf({ ...role, strength: 3.5 })).toBe("medium");
  });

  it("an item kept on its name alone leads a signal of at most low severity; evidence lifts the cap", () => {
    const finding = { type: "fundraising" as const, strength: 9, matchedWatchItems: ["Fundraising Signals"] };
    expect(severityOf({ ...finding, tiedBy: ["name"] })).toBe("low");
    expect(severityOf({ ...finding, tiedBy: ["name", "sector"] })).toBe("low");
    expect(severityOf({ ...finding, tiedBy: ["name", "founder"] })).toBe("high");
    expect(severityOf(finding)).toBe("high");
  });
});

describe("founders by their first names", () => {
  it("every founder's first name ties a launch post to the company; one of two does not", () => {
    const launch = "Launch HN: Nestwell (YC F26) – feature flags as an API\nHi HN! We're Priya and Tom, the founders.";
    expect(mentionOf({ text: launch, urls: [] }, NESTWELL)?.by).toContain("founder");
    const one = "Launch HN: Nestwell – a fertility clinic app\nHi HN! I'm Priya.";
    expect(mentionOf({ text: one, urls: [] }, NESTWELL)?.by).not.toContain("founder");
  });
});

describe("places written in capitals", () => {
  it("“LA” names Los Angeles only in capitals: the French article “La” is no place", () => {
    expect(placesIn("Nantes. La start-up Bocalo cesse son activité").map((p) => p.name)).toEqual(["Nantes"]);
    expect(placesIn("LA-based Bocalo raises $4M").map((p) => p.place.city)).toEqual(["los angeles"]);
  });

  it("a postal address names the company's city for telling a namesake elsewhere", () => {
    const bocalo = { ...NESTWELL, name: "Bocalo", location: "Nantes", classification: [] };
    expect(mentionOf({ text: "Nantes. La start-up Bocalo cesse son activité", urls: [] }, bocalo)?.namesake).toBe(
      undefined,
    );
  });
});
