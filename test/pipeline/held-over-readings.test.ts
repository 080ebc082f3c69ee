import { describe, expect, it } from "vitest";
import { discoverPages } from "../../src/pipeline/collect/extract/discover";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { pagePrior } from "../../src/pipeline/judge/processors/page-lines";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { readText } from "../../src/pipeline/read/index";
import { ctx, counted } from "../support/readings";

/*
 * Shapes the blind rounds left behind (docs/pipeline.md "Processors", "Reading statements", "watch items"): a pricing
 * page relaunched with its prices as they were; a release note's label in the languages read, and a "Nieuw" section;
 * a move abroad watched in Danish.
 */

const NOW = new Date("2026-11-17T09:00:00Z");
const pricing = (text: string): SnapshotPage => ({
  kind: "pricing",
  url: "https://groundwork.example/pricing",
  ok: true,
  fetchable: true,
  textHash: text,
  text,
});

describe("a pricing page worded again", () => {
  const before = "Pricing\nTeam\n$399/mo\nUp to 10 active projects\nBusiness\n$899/mo\nEnterprise\nContact us";

  it("a new heading and a plan's description beside the same prices are the same prices", () => {
    const after =
      "Pricing\nPlans that scale with your project list\nTeam\n$399\n/month\nUp to 10 active projects\nBusiness\n" +
      "$899\n/month\nEnterprise\nContact us\nUnlimited projects, SSO, dedicated CSM";
    expect(diffSnapshots([pricing(before)], [pricing(after)], { now: NOW }).pageChanges[0]?.samePrices).toBe(true);
  });

  it("a plan added with its name and button is packaging news, though every price stands", () => {
    const after = `${before}\nScale\nFor portfolios of 100 projects or more\nTalk to sales`;
    expect(diffSnapshots([pricing(before)], [pricing(after)], { now: NOW }).pageChanges[0]?.samePrices).toBeUndefined();
  });

  it("a price worked out by the box beside the same prices is no price of its own", () => {
    const plans = "Plans\nMonthly\n£24.99\nper box\n3 months\n£69.00\nThree boxes, billed once. Most popular.\n£129.00";
    const cards =
      "Plans & pricing\nPay monthly\n£24.99\n/box\n3 boxes\n£69\nupfront\nThat's £23.00 a box\n6 boxes\n£129\n" +
      "upfront\nThat's £21.50 a box\nAll prices include VAT at 20% where it applies.";
    expect(diffSnapshots([pricing(plans)], [pricing(cards)], { now: NOW }).pageChanges[0]?.samePrices).toBe(true);
  });

  it("a new price among sentences is a price changed", () => {
    const after = `${before.replace("$899", "$949")}\nPlans that scale with your project list`;
    expect(diffSnapshots([pricing(before)], [pricing(after)], { now: NOW }).pageChanges[0]?.samePrices).toBeUndefined();
  });
});

describe("what is new, in the languages read", () => {
  it.each([
    "Nieuw: gesplitst betalen met iDEAL en Wero",
    "Neu: Geteilte Zahlungen mit PayPal",
    "Nouveau : le paiement fractionné avec Lydia",
    "Nuevo: pagos divididos con Bizum",
    "Novo: pagamentos divididos com Pix",
    "Nuovo: pagamenti divisi con Satispay",
    "Nyt: del regningen med MobilePay",
  ])("a release note's label types a product update: “%s”", (title) => {
    expect(readText(title, ctx("Deelpot")).scores.product_update).toBeGreaterThan(0);
  });

  it("a site's “Nieuw” section is its news", () => {
    const html = '<header><a href="/functies">Functies</a><a href="/nieuw">Nieuw</a><a href="/over">Over</a></header>';
    const found = discoverPages(extractPage(html, "https://deelpot.example/"), "https://deelpot.example/");
    expect(found.news).toContain("https://deelpot.example/nieuw");
  });
});

describe("a move abroad watched in Danish", () => {
  it("“Ekspansion til nye lande” matches a first café opened in Sweden", () => {
    const items = parseWatchItems("Ekspansion til nye lande, nye butikker, kapitalrejsning.");
    const opened = { type: "corporate_event", text: "Ristet åbner sin første kaffebar i Sverige" };
    expect(watchMatchesOf(items, opened).map((m) => m.label)).toEqual(["Ekspansion til nye lande"]);
  });
});

describe("a watch item naming some kinds of corporate event", () => {
  const watch = parseWatchItems("Only funding rounds and exits (acquisition, shutdown).");
  // A finding as the reader leaves it: its text and the event statements that typed it.
  const matched = (text: string) => {
    const statements = readText(text, ctx("Prairie Plate")).readings;
    return watchMatchesOf(watch, { type: "corporate_event", text, statements }).map((m) => m.label);
  };

  it("does not ask for another kind: a new kitchen is no exit", () => {
    expect(matched("Prairie Plate opens Calgary kitchen, starts delivering across Alberta")).toEqual([]);
  });

  it("asks for its own kinds, in their other words, and a kitchen opened by the company acquiring another", () => {
    expect(matched("Prairie Plate has been acquired by Harvest Foods")).toEqual(["exits (acquisition, shutdown)"]);
    expect(matched("After six years, Prairie Plate is winding down")).toEqual(["exits (acquisition, shutdown)"]);
    expect(matched("Prairie Plate acquires Yeg Eats and opens a Calgary kitchen")).toEqual([
      "exits (acquisition, shutdown)",
    ]);
  });

  it("recalls are a kind of corporate event: asked for by name, not answered by an acquisition", () => {
    const items = parseWatchItems("Product safety above all — recalls. Also financing.");
    expect(items[0]?.type).toBe("corporate_event");
    const recall = "Glidepath Medical initiates voluntary recall of select lots of FlowSet 90 infusion sets";
    const of = (text: string) => {
      const statements = readText(text, ctx("Glidepath Medical")).readings;
      return watchMatchesOf(items, { type: "corporate_event", text, statements }).map((m) => m.label);
    };
    expect(of(recall)).toEqual(["Product safety above all — recalls"]);
    expect(of("Glidepath Medical acquires Flowlab")).toEqual([]);
  });

  it("a certification is no acquisition, in German either; a partner certified is a partnership", () => {
    const german = "Seit dem 12. November ist Belegfuchs als Software-Partner zertifiziert.";
    expect(counted(german, ctx("Belegfuchs"))).toContain("customer_partnership");
    const items = parseWatchItems("Finanzierungsrunden und Übernahmen");
    for (const text of ["Belegfuchs ist jetzt nach ISO 27001 zertifiziert", "Belegfuchs is now ISO 27001 certified"]) {
      const statements = readText(text, ctx("Belegfuchs")).readings;
      expect(
        statements.some((s) => s.counted && s.type === "corporate_event"),
        text,
      ).toBe(true);
      expect(watchMatchesOf(items, { type: "corporate_event", text, statements }), text).toEqual([]);
    }
    const bought = "Belegfuchs übernimmt Quittungsprofi";
    const statements = readText(bought, ctx("Belegfuchs")).readings;
    expect(watchMatchesOf(items, { type: "corporate_event", text: bought, statements })).toHaveLength(1);
  });

  it("keeps an event whose words name no kind (a takeover in Spanish) and an item naming none", () => {
    expect(matched("Prairie Plate adquiere Yeg Eats")).toEqual(["exits (acquisition, shutdown)"]);
    const any = parseWatchItems("Corporate events");
    const text = "Prairie Plate opens Calgary kitchen";
    const statements = readText(text, ctx("Prairie Plate")).readings;
    expect(watchMatchesOf(any, { type: "corporate_event", text, statements })).toHaveLength(1);
  });
});

describe("a Finnish launch and watch list", () => {
  it("reads the company's own launch after 'today' as Finnish writes it", () => {
    expect(counted("Tänään julkaisimme Vahti AI:n.", ctx("Rakennusvahti"))).toContain("product_update");
  });

  it("types a list's kinds by their Finnish nouns, and what does not interest the fund is excluded", () => {
    const items = parseWatchItems(
      "Isot tuotejulkaisut, rahoituskierrokset ja muutokset johdossa. Messuosallistumiset (Slush ym.) ja webinaarit " +
        "eivät kiinnosta.",
    );
    expect(items.map((i) => [i.type, !!i.excluded])).toEqual([
      ["product_update", false],
      ["fundraising", false],
      ["leadership_change", false],
      [null, true],
    ]);
  });
});

describe("shipping as a move", () => {
  const items = parseWatchItems("Hiring and expansion");
  const labels = (text: string) => watchMatchesOf(items, { type: "product_update", text }).map((m) => m.label);

  it("is one beside the place it names, not a heading of what was shipped", () => {
    expect(labels("Now shipping to the UK and Ireland")).toEqual(["expansion"]);
    expect(labels("What we shipped\nShared tool sheds: hosts can now list tools alongside their plot.")).toEqual([]);
  });
});

describe("a launch or a round told for later, right after its words", () => {
  it.each([
    "We're launching a real-time port congestion feed next quarter, and it'll be priced per vessel per day.",
    "We're launching a real-time port congestion feed in 2027.",
    "Tabulate is raising a seed round later this year.",
  ])("%s", (text) => {
    expect(counted(text, ctx("Tabulate"))).toEqual([]);
  });

  it("not a later time after a comma: the launch is now", () => {
    expect(counted("Tabulate launches Meters, with an Android app next year.", ctx("Tabulate"))).toEqual([
      "product_update",
    ]);
  });
});

describe("an integration with someone named", () => {
  it("is a partnership; with a kind of thing ('their model platforms') it is none", () => {
    expect(counted("Glasswing now integrates with Snowflake.", ctx("Glasswing"))).toEqual(["customer_partnership"]);
    const text = "Our customers run on them and our product integrates with their model platforms.";
    expect(counted(text, ctx("Glasswing"))).toEqual([]);
  });
});

describe("a stockists page regrouped into tabs", () => {
  const before = [
    "Where to buy",
    "Loughmore is stocked all over Ireland.",
    ...["Supermarkets & food halls", "SuperValu", "Independent shops", "Nolan's", "Online", "Buymie"],
  ].join("\n");
  const change = (added: string[]) => ({ kind: "customers" as const, added, removed: [] });

  it("names no one new: a tab 'Independents' over 'Independent shops', the same shops", () => {
    const added = [
      "Find Loughmore near you",
      "Supermarkets, independent grocers and cafés. Pick a tab.",
      "Independents",
    ];
    const banner = "Powered by Cookiebot by Usercentrics";
    const after = `${before}\n${added.join("\n")}\n${banner}`;
    expect(pagePrior(change(added), { before, after, siteWide: [banner] })).toEqual({});
  });

  it("is a customer when a new line names a shop the site did not", () => {
    const added = ["Now in every Tesco Ireland store.", "Tesco Ireland"];
    expect(pagePrior(change(added), { before, after: `${before}\n${added.join("\n")}` })).toHaveProperty(
      "customer_partnership",
    );
  });
});

describe("a Nordic launch told of the product", () => {
  it.each([
    "Lagermodulet er her: fra bestilling til levering i ét flow",
    "Lagermodulen är lanserad i dag.",
    "Lagermodulen er lansert",
  ])("the one word before “is here” is the product, the company's: “%s”", (text) => {
    expect(counted(text, ctx("Hyldeflow"))).toEqual(["product_update"]);
  });

  it("off the company's site it is no one's", () => {
    expect(counted("Lagermodulet er her", ctx("Hyldeflow", { ownSite: false }))).toEqual([]);
  });
});

describe("a title released, told of the title", () => {
  it.each([
    "Lighthouse Keepers is out now on iPhone and iPad",
    "Ashes of Yggdrasil is out now on Steam",
    "Ashes of Yggdrasil launches on Steam today",
  ])("on the company's site a title with no maker is its product: “%s”", (text) => {
    expect(counted(text, ctx("Runestone Interactive"))).toEqual(["product_update"]);
  });

  it("a title someone else's name marks stays theirs, and off the site it is no one's", () => {
    expect(counted("Northwind's new app is out now", ctx("Runestone Interactive"))).toEqual([]);
    expect(counted("Ashes of Yggdrasil is out now", ctx("Runestone Interactive", { ownSite: false }))).toEqual([]);
  });
});

describe("a round told in Québec French", () => {
  it("is a “ronde de financement”, as Québec names a round", () => {
    const text = "Forage IA conclut une ronde de financement de série A de 14 M$";
    expect(counted(text, ctx("Forage IA"))).toEqual(["fundraising"]);
  });
});

describe("a licence granted", () => {
  it("is a corporate event, told of the licensee or of the regulator granting it at length", () => {
    const headline = "Settlewise is now an Australian Financial Services Licensee";
    expect(counted(headline, ctx("Settlewise"))).toEqual(["corporate_event"]);
    const granted = "ASIC has granted Settlewise Pty Ltd an Australian Financial Services Licence (AFSL 551234).";
    expect(counted(granted, ctx("Settlewise"))).toEqual(["corporate_event"]);
  });
});

describe("what a post only weighs", () => {
  it("“it may well be that we partner with …” is a hypothetical", () => {
    const text = "We'll decide by March, and it may well be that we partner with a local agronomy firm instead.";
    expect(counted(text, ctx("Orchardly"))).toEqual([]);
  });
});

describe("a round announced in a look back", () => {
  const back = (text: string) => counted(text, ctx("Grainsight", { pageKind: "retrospective" }));

  it("is news when its teller shares it now, in English or Korean", () => {
    expect(back("I'm proud to share that we have closed a A$12 million Series A, led by Harbour Ridge.")).toContain(
      "fundraising",
    );
    expect(back("그리고 이번 달, 저희는 80억 원 규모의 시리즈A 투자 유치를 마무리했습니다.")).toContain("fundraising");
  });

  it("is history when the look back dates it", () => {
    expect(back("In 2022 we closed a A$3 million seed round.")).toEqual([]);
  });
});

describe("a count reached, told in Dutch", () => {
  it("“Daarmee … nu 400 bussen met onze …” is a metric the company shares; “Daarmee” names no one", () => {
    const text = "Daarmee rijden nu 400 elektrische bussen met onze planningssoftware.";
    expect(counted(text, ctx("Busrooster"))).toEqual(["metrics_shared"]);
  });
});

describe("a founder named by her title beside the company's name", () => {
  it.each(["30 до 30: Ірина Коваль, співзасновниця Vezha", "30 до 30: Ирина Коваль, сооснователь Vezha"])(
    "is the company's founder on its site, in any script: “%s”",
    (text) => {
      expect(counted(text, ctx("Vezha"))).toEqual(["founder_amplified"]);
    },
  );

  it("without the company's name beside the title it is no founder of the company's", () => {
    expect(counted("30 до 30: Ірина Коваль, співзасновниця Hromada", ctx("Vezha"))).toEqual([]);
  });
});

describe("a season arriving on a banner", () => {
  it("is no product: “Julhandeln är här!”", () => {
    expect(counted("🎄 Julhandeln är här! Beställ senast den 14 december.", ctx("Kupa"))).toEqual([]);
  });
});
