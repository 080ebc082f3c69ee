import { describe, expect, it } from "vitest";
import {
  type CompanyIdentity,
  domainOf,
  isOnDomain,
  mentionOf,
  searchedDomain,
  siteTopicOf,
} from "../../src/pipeline/collect/mentions";
import { descriptorsOf } from "../../src/pipeline/collect/mentions/descriptors";
import { sharedTopic } from "../../src/pipeline/collect/mentions/topic";
import { headDate } from "../../src/pipeline/collect/extract/items";
import { placesIn } from "../../src/pipeline/collect/extract/places";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { detectLocation } from "../../src/pipeline/enrich/facts";
import { namedBareInHeadline } from "../../src/pipeline/judge/bare-headline";
import { exclusionOf, parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { pageKindOf, readText, type ReadingContext } from "../../src/pipeline/read/index";
import { timeOf } from "../../src/pipeline/read/time";

/*
 * A namesake's trade told by a headline without a word for "company", a shared word inside another trade's words, a
 * title before a name, a licence to act as a kind of business, and a watch list's "those" (docs/pipeline.md "Mentions",
 * "Reading statements", "watch items").
 */

const FERROUS: CompanyIdentity = {
  name: "Ferrous",
  domain: "ferrous.example",
  founders: ["Kate Brennan", "Yusuf Amari"],
  classification: ["software/erp/procurement", "industrial/mining", "marketplaces/b2b"],
  location: "Pittsburgh, PA",
};

describe("a trade given before the name", () => {
  it("a common noun right before the name describes the company, as a headline puts it", () => {
    expect(descriptorsOf("Reno battery recycler Ferrous lands $30M to expand its Sparks plant", "Ferrous")).toEqual([
      "Reno battery recycler",
    ]);
    expect(descriptorsOf("Indonesian coffee chain Arunika raises $2.5m seed round", "Arunika")).toEqual([
      "Indonesian coffee chain",
    ]);
    // And a namesake's trade outside the company's is a contradiction.
    expect(
      mentionOf({ text: "Reno battery recycler Ferrous lands $30M to expand its Sparks plant" }, FERROUS)?.namesake,
    ).toMatch(/calls it Reno battery recycler \(Climate & Energy\)/);
  });

  it("a verb or an object of one is no description", () => {
    for (const text of [
      "Investors back Ferrous in $30M round",
      "Why steel buyers love Ferrous",
      "Ex-Google engineers launch Ferrous to fix steel pricing",
      "Partnership with Ferrous brings pricing to mills",
    ])
      expect(descriptorsOf(text, "Ferrous"), text).toEqual([]);
  });

  it("a description never runs on from the line above", () => {
    const text = "Columbus startup Yardwise lands $14M led by Chicago firm\nColumbus startup Yardwise lands $14M";
    expect(descriptorsOf(text, "Yardwise")).toEqual(["Columbus", "Columbus"]);
    const yardwise = { ...FERROUS, name: "Yardwise", classification: [], location: "Columbus, OH" };
    expect(mentionOf({ text }, yardwise)?.namesake).toBeUndefined();
  });
});

describe("a word of the site's self-description in a headline", () => {
  const SITE = siteTopicOf(
    [{ ok: true, title: "Ferrous — real-time metals pricing", text: "Price every coil and plate." }],
    ["Ferrous — real-time metals pricing"],
  );

  it("ties the headline when the words around it are the site's", () => {
    expect(sharedTopic("Ferrous adds alerts for metals buyers", "Ferrous", SITE)).toBe("metal");
  });

  it("a verb is no word of a trade's run", () => {
    const coaching = siteTopicOf(
      [{ ok: true, title: "Sankhya Learning — exam coaching centres", text: "Coaching for JEE and NEET." }],
      ["Sankhya Learning — exam coaching centres"],
    );
    const headline = "Exclusive: Sankhya Learning lays off 120 employees, shuts offline centres in Jaipur";
    expect(sharedTopic(headline, "Sankhya Learning", coaching)).toBe("centr");
  });

  it("inside a run of another trade's words, it is that trade's", () => {
    expect(sharedTopic("Ferrous raises $30M to scale battery metals recycling in Nevada", "Ferrous", SITE)).toBeNull();
  });
});

const NOW = new Date("2026-11-17T09:00:00Z");
const ctx = (name: string): ReadingContext => ({
  company: { name, founders: [] },
  ownSite: true,
  now: NOW,
  pageKind: null,
  part: "main",
});
const counted = (name: string, text: string) =>
  readText(text, ctx(name))
    .readings.filter((r) => r.counted)
    .map((r) => r.type);

describe("a title before a name", () => {
  it("its full stop ends no sentence: the appointment is read", () => {
    expect(counted("Ossavia", "Ossavia appoints Dr. Regula Wyss as Chief Financial Officer")).toContain(
      "leadership_change",
    );
    expect(counted("Ossavia", "Ossavia ernennt Dr. Regula Wyss zur Chief Financial Officer")).toContain(
      "leadership_change",
    );
  });

  it("a sentence's own full stop still ends it", () => {
    expect(
      counted("Ossavia", "We met Regula Wyss at a dinner. Chief Financial Officer roles are hard to fill"),
    ).toEqual([]);
  });
});

describe("an authorisation to act as a kind of business", () => {
  it("is a licence, a corporate event, not a product's clearance", () => {
    for (const text of [
      "Shulk receives RBI authorisation as an online Payment Aggregator",
      "Shulk has received final authorisation from the Reserve Bank of India to operate as a Payment Aggregator.",
    ])
      expect(counted("Shulk", text), text).toEqual(["corporate_event"]);
    expect(counted("Aortiq", "Aortiq receives FDA 510(k) clearance for its patch")).toEqual(["product_update"]);
  });
});

describe("an exclusion that refers back", () => {
  const TRACK = "Funding, revenue milestones and senior hires. Their releases on GitHub, no need to flag those.";

  it("excludes what the clause before it named", () => {
    const items = parseWatchItems(TRACK);
    const release = { type: "product_update", text: "Lekha 2.0 (v2.0.0) released on GitHub" };
    expect(watchMatchesOf(items, release)).toEqual([]);
    expect(exclusionOf(items, release)?.label).toBe("no need to flag those");
    expect(watchMatchesOf(items, { type: "fundraising", text: "raised a $5M seed round" }).length).toBe(1);
  });

  it("an exclusion naming its own kinds leaves the clause before it watched", () => {
    const items = parseWatchItems("Funding rounds. Product launches, no need to alert on blog posts.");
    expect(watchMatchesOf(items, { type: "product_update", text: "launches Ledger 2" }).length).toBe(1);
  });
});

describe("a watch list's international expansion in its own language", () => {
  it("“expansion internationale” is a move to a place named", () => {
    const items = parseWatchItems("Expansion internationale (nouveaux pays, bureaux), levées de fonds, grands comptes");
    const office = { type: "corporate_event", text: "Clôtura ouvre un bureau à Munich" };
    expect(watchMatchesOf(items, office).map((m) => m.label)).toEqual([
      "Expansion internationale (nouveaux pays, bureaux)",
    ]);
  });
});

describe("an insolvency", () => {
  it("Austria's restructuring in insolvency is read as one", () => {
    expect(counted("Sonnwerk", "Sanierungsverfahren ohne Eigenverwaltung über Sonnwerk Energy GmbH eröffnet")).toEqual([
      "corporate_event",
    ]);
  });

  it("is what a watch item on the company's funding covers, in any language read", () => {
    const items = parseWatchItems("Finanzierung, Start der Serienfertigung, Großaufträge");
    expect(watchMatchesOf(items, { type: "corporate_event", text: "Sonnwerk ist insolvent" }).length).toBe(1);
    const english = parseWatchItems("Funding, key hires");
    const chapter11 = { type: "corporate_event", text: "Acme has filed for Chapter 11 bankruptcy protection" };
    expect(watchMatchesOf(english, chapter11).map((m) => m.label)).toEqual(["Fundraising Signals"]);
    // Another corporate event is not the funding's.
    expect(watchMatchesOf(english, { type: "corporate_event", text: "Acme opens an office in Lisbon" })).toEqual([]);
  });
});

describe("French text read by the English vocabulary", () => {
  it("“début 2028” (the beginning of 2028) is no debut", () => {
    expect(counted("Lhyra", "Signature des conventions de subvention : début 2028")).toEqual([]);
    expect(counted("Lhyra", "Lhyra debuts its electrolyser stack")).toEqual(["product_update"]);
  });

  it("a guide's title in the languages read makes the page a tutorial", () => {
    for (const title of [
      "Fonds pour l’innovation de l’UE : le mode d’emploi de l’appel 2026",
      "Leitfaden: So beantragen Sie Fördermittel",
      "Guía práctica para exportar",
    ])
      expect(pageKindOf("https://lhyra.example/actualites/a", title, ""), title).toBe("tutorial");
  });
});

describe("German nouns, capitalised as every German noun is", () => {
  it("one after a dative article, a preposition or a number is not who acts; “das Unternehmen” is the company", () => {
    expect(
      counted(
        "Armatik",
        "Die Geschäftsführung hat sich mit dem Betriebsrat darauf verständigt, ab dem 1. Dezember 2026 für zunächst " +
          "sechs Monate Kurzarbeit in Fertigung und Montage einzuführen.",
      ),
    ).toEqual(["corporate_event"]);
    expect(
      counted(
        "Armatik",
        "Darüber hinaus wird das Unternehmen bis Mitte 2027 insgesamt 45 der derzeit 210 Stellen abbauen.",
      ),
    ).toEqual(["corporate_event"]);
  });

  it("a name after a nominative article still acts", () => {
    const r = readText("Die Siemens AG übernimmt die Kältewerk GmbH.", ctx("Armatik")).readings;
    expect(r.filter((x) => x.counted)).toEqual([]);
  });
});

describe("where the company is, from its address", () => {
  it("a British postcode after the city, a Canadian one after the province", () => {
    expect(detectLocation(["© 2026 Velaro Ltd. 35 King Street, Manchester M2 4LQ."])).toBe("Manchester");
    expect(detectLocation(["Acme Ltd, 1 Finsbury Avenue, London EC2A 4NE"])).toBe("London");
    expect(detectLocation(["100 King St W, Toronto, ON M5X 1A9"])).toBe("Toronto, ON");
    // London, Ontario is not the London the table knows.
    expect(detectLocation(["1 Main St, London, ON N6A 1A1"])).toBeNull();
  });

  it("and a namesake placed in another country is told apart by it", () => {
    const velaro = { ...FERROUS, name: "Velaro", classification: [], location: "Manchester" };
    const text = "Italian e-bike maker Velaro raises €12 million Series A to expand across Europe";
    expect(mentionOf({ text }, velaro)?.namesake).toMatch(/places it in Italian \(Italy\), not Manchester/);
  });

  it("the table knows more American and British cities", () => {
    for (const city of ["Reno", "Las Vegas", "St. Louis", "Leeds", "Glasgow", "Cardiff"])
      expect(placesIn(city)[0]?.name.replace(".", ""), city).toBe(city.replace(".", ""));
  });
});

describe("Indonesian and Vietnamese", () => {
  it("a licence and a milestone in Indonesian", () => {
    expect(counted("Kilau", "Kilau Resmi Mengantongi Izin Usaha dari OJK")).toEqual(["corporate_event"]);
    expect(counted("Kilau", "Kilau menembus 1 juta pengguna")).toEqual(["metrics_shared"]);
  });

  it("a milestone in Vietnamese", () => {
    expect(counted("Sóng", "Sóng vượt mốc 2 triệu người nghe")).toEqual(["metrics_shared"]);
  });
});

describe("an apposition after a name, in the other languages read", () => {
  it("“Serraviva, la startup veronese …, ha annunciato” is Serraviva's round, not the company's", () => {
    const text =
      "Serraviva, la startup veronese di serre verticali che coltiva insalate, ha annunciato un round Serie A da 6 " +
      "milioni di euro.";
    expect(counted("Agrosense", text)).toEqual([]);
    expect(counted("Agrosense", "Agrosense, la startup veronese dei sensori, ha annunciato un round Serie A.")).toEqual(
      ["fundraising"],
    );
  });
});

describe("what the investor follows itself or asks not to be emailed", () => {
  const release = { type: "product_update", text: "Kiri Cloud is now generally available" };

  it.each([
    "Funding and key hires only. We follow their product releases ourselves, so no need to email us about launches.",
    "Funding and senior hires only. We follow the product and the open-source project ourselves through the founders.",
    "Funding and commercial deals (OEM agreements, large customers). Please don't email us about releases.",
  ])("%s", (track) => {
    const items = parseWatchItems(track);
    expect(watchMatchesOf(items, release)).toEqual([]);
    expect(watchMatchesOf(items, { type: "fundraising", text: "raised a $5M seed round" }).length).toBe(1);
  });
});

describe("a post dated by its own head", () => {
  const page = (url: string, text: string): SnapshotPage => ({
    kind: "post",
    url,
    ok: true,
    fetchable: true,
    text,
    publishedAt: headDate(text),
  });
  const sitemap = (urls: string[]): SnapshotPage => ({
    kind: "sitemap",
    url: "https://orchard.example/sitemap.xml",
    ok: true,
    fetchable: true,
    sitemapUrls: urls,
  });

  it("the byline's date at the head of the post is its date", () => {
    expect(headDate("Orchard Loop raises $1.8m pre-seed\nCompany\n9 September 2025\nWe've raised …")).toBe(
      "2025-09-09T00:00:00.000Z",
    );
    expect(headDate("A title\nNo date here but a long paragraph that mentions 3 March 2026 in passing.")).toBeNull();
  });

  it("a blog moved in with its old bylines, listed only by the sitemap undated, has no new post", () => {
    const old = "https://orchard.example/blog/orchard-loop-pre-seed";
    const fresh = "https://orchard.example/blog/frost-forecasts-for-every-block";
    const before = [sitemap(["https://orchard.example/pricing"])];
    const after = [
      sitemap([old, fresh]),
      page(old, "Orchard Loop raises $1.8m pre-seed\nCompany\n9 September 2025\nWe've raised a pre-seed round."),
      page(fresh, "Frost forecasts for every block\nProduct\n13 November 2026\nEvery block now gets a forecast."),
    ];
    const posts = diffSnapshots(before, after, { now: new Date("2026-11-17T09:00:00Z") }).newPosts;
    expect(posts.map((p) => p.url)).toEqual([fresh]);
  });
});

describe("dates other languages' parsers misread in English", () => {
  it("“raised $14m in a Series A” is a round raised, not one dated a year ahead", () => {
    expect(counted("Bilby Pay", "Bilby Pay raised A$14m in a Series A led by Blackbird")).toContain("fundraising");
    expect(timeOf("raised $14m in a seed round", NOW)).toBeNull();
  });

  it("a German date still dates its event", () => {
    expect(timeOf("vor zwei Wochen haben wir", NOW)?.text).toBe("vor zwei Wochen");
  });
});

describe("money moved through the company", () => {
  it("passing a sum in payments, or a headline of it, is a metric", () => {
    expect(counted("Bilby Pay", "Bilby Pay passed A$1 billion in supplier payments.")).toEqual(["metrics_shared"]);
    expect(counted("Bilby Pay", "$1 billion in supplier payments, and what we learned getting there")).toEqual([
      "metrics_shared",
    ]);
  });
});

describe("a title that tells its news before its lessons", () => {
  it("is that news's post, not an advice post", () => {
    const url = "https://bilbypay.example/blog/one-billion";
    expect(pageKindOf(url, "A$1 billion in supplier payments, and what we learned getting there", "")).toBeNull();
    expect(pageKindOf(url, "What we learned raising our seed", "")).toBe("advice");
    expect(pageKindOf(url, "Seven lessons from our Series A, and what we would do again", "")).toBe("advice");
  });
});

describe("a customer's round told in Polish", () => {
  it("a lower-case “i” is Polish “and”, not a founder's “I”", () => {
    const text =
      "MediKlinika, sieć 14 przychodni w Łodzi, Piotrkowie Trybunalskim i Zgierzu, pozyskała 60 mln zł od funduszu " +
      "Polski Kapitał Zdrowia.";
    expect(counted("Rytm", text)).toEqual([]);
    expect(counted("Rytm", "I raised our seed round last week, and I'm thrilled.")).toContain("fundraising");
  });
});

describe("a byline's label", () => {
  it("“Engineering · November 12, 2026 · Jakub Lewandowski” files the post as an engineering write-up", () => {
    const text =
      "← Blog\nEngineering · November 12, 2026 · Jakub Lewandowski\n" +
      "Making our swarm simulator deterministic across 2,000 agents\nThis is a post from our engineering team.";
    const title = "Making our swarm simulator deterministic across 2,000 agents | Rój";
    expect(pageKindOf("https://roj.example/blog/deterministic", title, text)).toBe("engineering");
  });
});

describe("a chain putting the company's product in its sites", () => {
  it("is a customer", () => {
    expect(counted("Skrytka", "Sklepy Lipa rolls out Skrytka lockers in 180 stores")).toEqual(["customer_partnership"]);
  });
});

describe("a headline naming the company bare as its event's doer", () => {
  const bare = (name: string, title: string) =>
    namedBareInHeadline(title, readText(title, { ...ctx(name), ownSite: false }).readings, { name }, ["name"]);

  it("words about the deal that name no trade (verbs, adjectives) leave it bare", () => {
    expect(
      bare("Kelpform", "Kelpform closes £4m bridge round from existing backers as it waits out a slow market"),
    ).toBe(true);
  });

  it("nouns of a trade say which company it is", () => {
    expect(bare("Kelpform", "Kelpform raises £4m to open three more care homes in Yorkshire")).toBe(false);
  });
});

describe("a round the company calls its own", () => {
  it("is its round, whoever closed it", () => {
    const text = "While I was at sea, Guðrún closed our seed round: $3.1 million, led by Jökull Capital.";
    const read = readText(text, ctx("Kría Labs")).readings.filter((r) => r.counted);
    expect(read.map((r) => r.statement)).toContain("closed our seed round: $3.1 million");
    expect(counted("Kría Labs", "Congratulations to Maya, who closed her startup's seed round.")).toEqual([]);
  });
});

describe("the company's own site, by its port", () => {
  it("another port on the same host is another site: the press served beside it links nothing of the company's", () => {
    expect(domainOf("http://127.0.0.1:8443/")).toBe("127.0.0.1:8443");
    expect(isOnDomain("http://127.0.0.1:9000/news/a", "127.0.0.1:8443")).toBe(false);
    expect(isOnDomain("http://127.0.0.1:8443/blog", "127.0.0.1:8443")).toBe(true);
    expect(domainOf("https://www.acme.com/about")).toBe("acme.com");
    expect(searchedDomain("127.0.0.1:8443")).toBe("127.0.0.1");
  });
});

describe("a namesake's place of business", () => {
  const candles = siteTopicOf(
    [
      {
        ok: true,
        title: "Fox & Lantern | Hand-poured candles from Harrogate",
        text: "Soy wax candles poured by hand.",
      },
    ],
    [
      "Fox & Lantern | Hand-poured candles from Harrogate",
      "Hand-poured soy candles, made in Harrogate, North Yorkshire.",
    ],
  );
  const fox = { ...FERROUS, name: "Fox & Lantern", classification: [], location: null };

  it("a place shared with the site's self-description is no trade", () => {
    const headline = "Dales Inns adds Fox & Lantern to growing North Yorkshire pub estate";
    expect(sharedTopic(headline, "Fox & Lantern", candles)).toBeNull();
  });

  it("“the Fox & Lantern pub” is a pub, which the candle maker's site never speaks of", () => {
    const text = "Fox & Lantern pub in Skipton to reopen under new landlords after £250,000 refurbishment";
    expect(mentionOf({ text }, fox, candles)?.namesake).toMatch(/calls it Fox & Lantern pub/);
    expect(mentionOf({ text: "Harrogate candle maker Fox & Lantern opens a shop" }, fox, candles)?.namesake).toBe(
      undefined,
    );
  });
});

describe("more of what a statement or a watch list says", () => {
  it("“Nobody is buying Pennant” denies it", () => {
    expect(counted("Pennant", "Nobody is buying Pennant, and we aren't for sale")).toEqual([]);
  });

  it("the sum first is a round raised: “£1.4m raised on Crowdcube”", () => {
    expect(counted("Wildfell", "We did it: £1.4m raised on Crowdcube")).toEqual(["fundraising"]);
  });

  it("“opens its first US office, in Fargo” is an expansion", () => {
    expect(counted("Siloway", "Siloway opens its first US office, in Fargo")).toEqual(["corporate_event"]);
  });

  it("what “can wait” and what a “don't need” lists are not sent", () => {
    const launches = parseWatchItems(
      "Funding and senior hires only. Product launches can wait for the monthly update.",
    );
    expect(watchMatchesOf(launches, { type: "product_update", text: "first release on the App Store" })).toEqual([]);
    const awards = parseWatchItems(
      "Funding, M&A and executive changes. We don't need awards, rankings or founder press.",
    );
    const list = { type: "founder_amplified", text: "CEO Ana Ruiz named to Inc.'s Female Founders 250 ranking" };
    expect(watchMatchesOf(awards, list)).toEqual([]);
  });
});

describe("a site in two languages", () => {
  it("links its press room under both names: both are read", async () => {
    const { extractPage } = await import("../../src/pipeline/collect/extract/html");
    const { discoverPages } = await import("../../src/pipeline/collect/extract/discover");
    const html =
      '<html><body><nav><a href="/produkt">Produkt</a><a href="/presse">Presse</a><a href="/karriere">Karriere</a>' +
      '</nav><footer><a href="/press">Press</a><a href="/careers">Careers</a></footer></body></html>';
    const found = discoverPages(extractPage(html, "https://waermewerk.example/"), "https://waermewerk.example/");
    expect(found.news).toEqual(expect.arrayContaining(["https://waermewerk.example/presse"]));
    expect(found.careers).toEqual(expect.arrayContaining(["https://waermewerk.example/karriere"]));
  });
});

describe("a trade in the name, of a site no sector was read on", () => {
  const nordlys: CompanyIdentity = {
    name: "Nordlys",
    domain: "nordlys.example",
    founders: ["Eirik Haugland", "Kari Sætre"],
    classification: [],
    location: null,
  };
  const site = siteTopicOf([
    {
      ok: true,
      title: "Nordlys – CO₂-varmepumper for næringsbygg",
      text:
        "Varmepumper med CO₂ for næringsbygg. Nordlys utvikler og produserer varmepumper med naturlig kuldemedium " +
        "for hoteller, sykehus og kontorbygg. Opptil 90 °C tur-temperatur, uten fluorholdige gasser.",
    },
  ]);
  const headline = "Nordlys Therapeutics Announces $62 Million Series B Financing to Advance NRD-GT1";

  it("is a namesake's when the site never names that trade", () => {
    expect(mentionOf({ text: headline }, nordlys, site)?.namesake).toContain(
      "names it Nordlys Therapeutics, a trade its own site never names",
    );
  });

  it("not when the site names itself so", () => {
    const own = siteTopicOf([
      {
        ok: true,
        title: "Nordlys Therapeutics AS",
        text:
          "Nordlys Therapeutics utvikler genterapi for arvelige netthinnesykdommer. Vår første kandidat er i fase 1 " +
          "ved Oslo universitetssykehus, og vi bygger et team i Oslo og Boston.",
      },
    ]);
    expect(mentionOf({ text: headline }, nordlys, own)?.namesake).toBeUndefined();
  });

  it("nor of a site filed in the same sector for its customers, unless it is that branch of it", () => {
    // The hospitals it heats file a heat-pump maker under Health & Bio (care delivery), never under Biotech.
    const heats = { ...nordlys, classification: ["climate/buildings", "health/care-delivery"] };
    expect(mentionOf({ text: headline }, heats, site)?.namesake).toContain(
      "names it Nordlys Therapeutics (Biotech), a trade its site never names",
    );
    const biotech = { ...nordlys, classification: ["health/biotech/therapeutics"] };
    expect(mentionOf({ text: headline }, biotech, site)?.namesake).toBeUndefined();
  });
});
