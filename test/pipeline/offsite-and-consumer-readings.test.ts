import { describe, expect, it } from "vitest";
import { discoverPages } from "../../src/pipeline/collect/extract/discover";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { logoWalls } from "../../src/pipeline/collect/extract/logos";
import { looksLikePersonName } from "../../src/pipeline/collect/extract/people/names";
import { withTimelineYears } from "../../src/pipeline/judge/processors/line-kinds";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { pageKindOf, readText } from "../../src/pipeline/read/index";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of English-language startups' news off their sites and of consumer brands' sites (docs/pipeline.md "Reading
 * statements", "Page kinds", "watch items"): a round told by its lead in an interview, a look back that tells a round
 * of last week, a farewell to part of the team, a first country and a first kitchen, an investor's own fund.
 */

describe("a round told by its amount and its lead", () => {
  it("“It's a $5.5 million seed led by …”: the pronoun names no one else", () => {
    expect(counted("It's a $5.5 million seed led by Foundry Lane Ventures, with Techstars.", ctx("Loomwise"))).toEqual([
      "fundraising",
    ]);
  });

  it("an investor closing its own fund is theirs; a round led by a fund is still the company's", () => {
    const fund = "The fund that backed us first has closed its second fund at $120 million.";
    expect(counted(fund, ctx("Ofada Kitchen"))).toEqual([]);
    expect(counted("We closed our $4M seed round, led by Savannah Crest Fund II.", ctx("Ofada Kitchen"))).toContain(
      "fundraising",
    );
  });
});

describe("a beta", () => {
  it("told as what the product is in weighs less than one told as new", () => {
    const state = readText("It's in private beta and should be public next year.", ctx("Hearthbook")).scores;
    const launch = readText("Our Android app is now in private beta.", ctx("Hearthbook")).scores;
    expect(state.product_update).toBeLessThan(2);
    expect(launch.product_update).toBeGreaterThanOrEqual(2.5);
  });
});

describe("a look back", () => {
  const title = "Three years, two pivots and one very long spreadsheet";

  it("a title counting its years and what they held is a look back", () => {
    expect(pageKindOf("https://brindle.example/three-years/", title, "Brindle turned three last month.")).toBe(
      "retrospective",
    );
  });

  it("tells the past, except what it dates days ago", () => {
    const look = ctx("Brindle", { pageKind: "retrospective" });
    expect(counted("So we pivoted to release management.", look)).toEqual([]);
    expect(counted("A week ago, we signed a £9m Series A led by Kestrel Ventures.", look)).toEqual(["fundraising"]);
  });
});

describe("consumer brands' news in their own words", () => {
  it.each([
    ["Today we said goodbye to nine of our 26 teammates.", "Roomful"],
    ["Moto Safi is now in Uganda", "Moto Safi"],
    ["Prairie Plate opens Calgary kitchen, starts delivering across Alberta", "Prairie Plate"],
  ])("“%s” is a corporate event", (text, name) => {
    expect(counted(text, ctx(name))).toEqual(["corporate_event"]);
  });

  it("a count of a chain's supermarkets the product is at is a retail deal", () => {
    const coles = "Our three bestselling recipes are in the chilled pet food section at 180 Coles supermarkets.";
    expect(counted(coles, ctx("Barkly Kitchen"))).toEqual(["customer_partnership"]);
  });

  it("a farewell to one person is no cut", () => {
    expect(counted("We said goodbye to Anna, our head of design.", ctx("Roomful"))).not.toContain("corporate_event");
  });
});

describe("a watch list's exclusion that runs on through its list", () => {
  it("“Skip operational news like new facilities, hires or menus” sends no hires", () => {
    const items = parseWatchItems(
      "Only funding rounds and exits (acquisition, shutdown). " +
        "Skip operational news like new facilities, hires or menus.",
    );
    expect(items.filter((i) => i.type === "hiring").every((i) => i.excluded)).toBe(true);
    // A clause with a verb of its own says something else: "but fundraising matters" is watched.
    const but = parseWatchItems("No hiring news, fundraising matters");
    expect(but.find((i) => i.type === "fundraising")?.excluded).toBeUndefined();
  });

  it("“Major releases (skip patch releases)” skips patches, not major releases nor what follows", () => {
    const items = parseWatchItems("Major releases of Sluice (skip patch releases), fundraising, enterprise customers");
    expect(items.filter((i) => i.excluded).map((i) => i.label)).toEqual(["skip patch releases"]);
    const major = { type: "product_update", text: "Sluice 3.0.0\nSluice 3.0 is a major release." };
    expect(watchMatchesOf(items, major).map((m) => m.label)).toEqual(["Major releases of Sluice"]);
    const patch = { type: "product_update", text: "Sluice 2.9.4\nA patch release: two fixes." };
    expect(watchMatchesOf(items, patch)).toEqual([]);
  });
});

describe("a new market watched", () => {
  it("is not one a plan names, though a comma stands between the plan and the place", () => {
    const items = parseWatchItems("Funding, new markets, big property-manager customers");
    const plan =
      "We plan to open our first office outside Colorado in the first half of 2027, most likely in Phoenix, where a " +
      "third of our inbound leads now come from.";
    expect(watchMatchesOf(items, { type: "metrics_shared", text: `212 properties, up from 188.\n${plan}` })).toEqual(
      [],
    );
    const done = {
      type: "corporate_event",
      text: "We opened our first office outside Colorado this week, in Phoenix.",
    };
    expect(watchMatchesOf(items, done).map((m) => m.label)).toEqual(["new markets"]);
  });
});

describe("a stockists page's wall of retailers", () => {
  // A site builder's image blocks nest each logo seven levels under the grid that holds them all.
  const block = (alt: string) =>
    `<div class="fe-block"><div class="sqs-block image-block"><div class="sqs-block-content"><div class="outer">` +
    `<div class="wrapper"><div class="fluid-image-container"><img alt="${alt}" src="/s/${alt}.png"></div></div>` +
    "</div></div></div></div>";
  const page = (alts: string[]) =>
    `<main><section><h1>Where to find us</h1></section><section><div class="content"><div class="fluid-engine">` +
    `${alts.map(block).join("")}</div></div></section></main>`;

  it("reads logos nested deep in their blocks, an alt written as a slug as a name", () => {
    const walls = logoWalls(page(["Waitrose &amp; Partners", "Booths", "tesco-logo", "Ocado"]), {
      customersPage: true,
    });
    expect(walls.customers).toEqual(["Waitrose Partners", "Booths", "Tesco", "Ocado"]);
  });

  it("“supermarket listings + funding” are two items, the first a retail deal", () => {
    const items = parseWatchItems("supermarket listings + funding. that's it");
    expect(items.map((i) => i.type)).toEqual(["customer_partnership", "fundraising"]);
    const tesco = { type: "customer_partnership", text: "added Tesco to the customer logos on its customers page" };
    expect(watchMatchesOf(items, tesco).map((m) => m.label)).toEqual(["supermarket listings"]);
  });
});

describe("a company's story page", () => {
  it("is read as its about page, and a milestone on its timeline is no person", () => {
    const html = '<header><a href="/technology">Technology</a><a href="/our-story">Our story</a></header>';
    const found = discoverPages(extractPage(html, "https://tidemark.example/"), "https://tidemark.example/");
    expect(found.team).toContain("https://tidemark.example/our-story");
    expect(looksLikePersonName("Series A")).toBe(false);
    expect(looksLikePersonName("Aditi Rao")).toBe(true);
  });
});

describe("a story page's timeline", () => {
  const page =
    "Our story\n2021\nUnder the arches\nWe move into a bakery unit in Hackney and raise a £1.2m seed round.\n2025\n" +
    "Porridge pots\nOur first new product in five years: just-add-water porridge pots.\n2026\nSeries A\n" +
    "In November we closed a US$14 million Series A led by Straitsline Ventures.";
  const lines = page.split("\n").filter((l) => l.split(" ").length > 4);

  it("dates each entry by the year above it", () => {
    expect(withTimelineYears(lines, page)).toEqual([
      "2021 — We move into a bakery unit in Hackney and raise a £1.2m seed round.",
      "2025 — Our first new product in five years: just-add-water porridge pots.",
      "2026 — In November we closed a US$14 million Series A led by Straitsline Ventures.",
    ]);
  });

  it("reads the old entries as history and this year's as news; “first … in five years” dates nothing ahead", () => {
    const read = withTimelineYears(lines, page).map((l) => [...new Set(counted(l, ctx("Oakhen")))]);
    expect(read).toEqual([[], [], ["fundraising"]]);
  });
});
