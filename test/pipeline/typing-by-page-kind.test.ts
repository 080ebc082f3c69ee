import { describe, expect, it } from "vitest";
import { bestType, eventStatements, scoreText } from "../../src/pipeline/read/lexicon";
import { itemLinks, pagePrior } from "../../src/pipeline/judge/processors/page-lines";
import { pricingPrior } from "../../src/pipeline/judge/processors/pricing";
import { LocalAnalyser } from "../../src/pipeline/judge/index";
import { postKindOf } from "../../src/pipeline/read/index";

import type { AnalysisInput } from "../../src/pipeline/judge/types";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { readPage, type PageKind, type SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { parseWatchItems } from "../../src/pipeline/judge/watch";

/** Whether read files a new post under the release notes, as the posts processor asks. */
const isReleaseNote = (url: string, pages: SnapshotPage[]) => postKindOf(url, "", "", pages) === "changelog";

/*
 * How a finding's type is chosen (docs/pipeline.md): the kind of page a change comes
 * from is evidence of its type (a changelog entry is a product update, a change on a pricing page
 * is pricing and packaging, a new entry on a customers page is a customer signal), and the
 * event-shaped statements of releases, case studies, partnerships and layoffs. Fixtures are
 * small pages in the shape the builders render (Ghost Casper, Rails, Webflow, WordPress blocks,
 * Next.js), read through the real extraction.
 */

const SITE = "https://acme.example";
const typeOf = (text: string) => bestType(scoreText(text))?.type ?? null;

async function read(kind: PageKind, path: string, body: string, title = "Acme"): Promise<SnapshotPage> {
  const url = `${SITE}${path}`;
  const html = `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;
  return readPage(kind, { ok: true, url, finalUrl: url, html, page: extractPage(html, url) }, 6000, `${SITE}/`);
}

async function analyse(before: SnapshotPage[], after: SnapshotPage[], thingsToTrack: string) {
  const input: AnalysisInput = {
    company: { name: "Acme", website: `${SITE}/`, description: null, founders: [] },
    thingsToTrack,
    watchItems: parseWatchItems(thingsToTrack),
    diff: diffSnapshots(before, after),
    pages: after,
    previousPages: before,
    now: new Date("2026-11-17T09:00:00Z"),
  };
  const s = await new LocalAnalyser().analyse(input);
  return {
    ...s,
    findings: (s.analysis as { findings: { type: string; url: string | null; cues: string[] }[] }).findings,
  };
}

const HOME =
  `<header><nav><a href="/">Acme</a><a href="/changelog/">Changelog</a><a href="/pricing">Pricing</a><a ` +
  `href="/customers/">Customers</a></nav></header>
<main><h1>Analytics your whole team reads</h1><p>Acme turns your warehouse into dashboards anyone can use.</p></main>
<footer><p>© 2026 Acme Inc.</p></footer>`;

describe("the lexicon: release notes, case studies, partnerships and layoffs", () => {
  it.each([
    ["Release 3.4: scheduled reports and Slack alerts", "product_update"],
    ["Ledgerly 3.4: bank feeds for Wise and Revolut Business", "product_update"],
    ["You can now connect Wise accounts as bank feeds.", "product_update"],
    ["We shipped two of your most requested features this week.", "product_update"],
    ["Tidepool and Hapag-Lloyd sign a fleet-wide partnership on voyage emissions", "customer_partnership"],
    ["Northwind signs a multi-year strategic partnership with Acme", "customer_partnership"],
    ["Hapag-Lloyd has selected Tidepool to calculate voyage emissions across its fleet.", "customer_partnership"],
    ["How Northwind Freight uses Acme to plan 2,000 deliveries a day", "customer_partnership"],
    ["Today we made the difficult decision to reduce our team by 20%.", "corporate_event"],
    ["We are parting ways with 14 colleagues across sales and support.", "corporate_event"],
    ["This week we cut 40 roles as part of a company-wide restructuring.", "corporate_event"],
  ])("%j is %s", (text, type) => {
    expect(typeOf(text)).toBe(type);
  });

  it.each([
    ["an engineering post about how we built something", "How we built our query planner"],
    ["a pricing button", "Talk to sales"],
    ["a tier's feature line", "SAML SSO and SCIM provisioning"],
    ["a customer logo wall heading", "Trusted by the world's best logistics teams"],
    ["a partnership page title without an event", "Partner program"],
    ["a team that grows", "Our team grew to 40 people this year"],
  ])("%s is no event", (_what, text) => {
    expect(typeOf(text)).toBeNull();
  });

  it("quotes the layoff statement with its number", () => {
    expect(
      eventStatements(
        "Today we made the difficult decision to reduce our team by 20%. It is a hard day.",
        "corporate_event",
      ),
    ).toContain("reduce our team by 20%");
  });
});

describe("the kind of page is evidence of the type", () => {
  // Ghost (Casper): a tag page /changelog/ lists posts whose own URLs are at the site root.
  const ghostTagPage = (cards: [string, string, string][]) =>
    `<main id="site-main"><header class="tag-template"><h1>Changelog</h1></header><div class="post-feed">${cards
      .map(
        ([slug, title, excerpt]) =>
          `<article class="post-card post tag-changelog">
  <div class="post-card-content"><a class="post-card-content-link" href="/${slug}/">
    <header class="post-card-header"><h2 class="post-card-title">${title}</h2></header>
    <div class="post-card-excerpt">${excerpt}</div></a>
  <footer class="post-card-meta"><time class="post-card-meta-date" datetime="2026-11-12">Nov 12, 2026</time>` +
          `</footer></div>
</article>`,
      )
      .join("\n")}</div></main>`;
  const OLD: [string, string, string] = [
    "release-3-3-funnels",
    "Release 3.3: funnel breakdowns",
    "Break any funnel down by plan, country or source.",
  ];
  const NEW: [string, string, string] = [
    "scheduled-reports",
    "Scheduled reports and Slack alerts",
    "Email any dashboard on a schedule, and get a Slack alert when a metric moves.",
  ];

  it("a post a changelog index lists is a product update, though its own URL is not under the changelog", async () => {
    const before = [await read("home", "/", HOME), await read("blog", "/changelog/", ghostTagPage([OLD]))];
    const after = [before[0]!, await read("blog", "/changelog/", ghostTagPage([NEW, OLD]))];
    expect(isReleaseNote(`${SITE}/scheduled-reports/`, after)).toBe(true);
    expect(isReleaseNote(`${SITE}/scheduled-reports/`, before)).toBe(false);
    const s = await analyse(before, after, "Product Updates");
    expect(s).toMatchObject({ type: "product_update", matchedWatchItems: ["Product Updates"] });
    expect(s.findings[0]).toMatchObject({
      type: "product_update",
      url: `${SITE}/scheduled-reports/`,
      cues: expect.arrayContaining(["an entry of the changelog / release notes"]),
    });
  });

  it("the same post on a blog index is not typed by the page (it states no event)", async () => {
    const blog = (cards: [string, string, string][]) =>
      ghostTagPage(cards).replace("<h1>Changelog</h1>", "<h1>Blog</h1>");
    const before = [await read("home", "/", HOME), await read("blog", "/blog/", blog([OLD]))];
    const after = [before[0]!, await read("blog", "/blog/", blog([NEW, OLD]))];
    expect((await analyse(before, after, "Product Updates")).findings[0]?.type).toBe("other");
  });

  it("a changelog entry that states another event keeps that event's type", async () => {
    const acquired: [string, string, string] = [
      "acme-joins-globex",
      "Acme has been acquired by Globex",
      "Acme is now part of Globex. The product keeps running.",
    ];
    const before = [await read("home", "/", HOME), await read("blog", "/changelog/", ghostTagPage([OLD]))];
    const after = [before[0]!, await read("blog", "/changelog/", ghostTagPage([acquired, OLD]))];
    expect((await analyse(before, after, "Product Updates")).type).toBe("corporate_event");
  });

  it("an inline release on a Rails /changelog (anchor URL) is a product update", async () => {
    const entry = (n: number, title: string, text: string, date: string) =>
      `<article class="release" id="release_${n}"><header><h2><a href="#release_${n}">${title}</a></h2><time ` +
      `datetime="${date}">${date}</time></header><div class="release-body"><p>${text}</p></div></article>`;
    const OLD_ENTRY = entry(57, "Faster CSV imports", "Imports of 100,000 rows finish in seconds.", "2026-10-20");
    const before = [
      await read("home", "/", HOME),
      await read("blog", "/changelog", `<main><h1>Changelog</h1>${OLD_ENTRY}</main>`),
    ];
    const after = [
      before[0]!,
      await read(
        "blog",
        "/changelog",
        `<main><h1>Changelog</h1>` +
          `${entry(58, "Bank feeds for Wise", "Wise accounts arrive as bank feeds within a minute.", "2026-11-16")}` +
          `${OLD_ENTRY}</main>`,
      ),
    ];
    expect(isReleaseNote(`${SITE}/changelog#release_58`, after)).toBe(true);
    const s = await analyse(before, after, "Product Updates");
    expect(s).toMatchObject({ type: "product_update", matchedWatchItems: ["Product Updates"] });
    expect(s.evidence.map((e) => e.url)).toContain(`${SITE}/changelog#release_58`);
  });

  it("release-notes paths are recognised; press releases are not release notes", () => {
    for (const path of [
      "/changelog",
      "/change-log/",
      "/releases",
      "/release-notes/v3",
      "/whats-new",
      "/product-updates/",
    ])
      expect(isReleaseNote(`${SITE}${path}`, []), path).toBe(true);
    for (const path of ["/press-releases/acme-raises", "/blog/releasing-early", "/news"])
      expect(isReleaseNote(`${SITE}${path}`, []), path).toBe(false);
  });

  // Webflow pricing cards.
  const card = (tier: string, price: string, desc: string, features: string[]) =>
    `<div class="pricing-card"><div class="pricing-tier">${tier}</div><div class="pricing-price-wrap"><div ` +
    `class="pricing-price">${price}</div><div class="pricing-per">per user / month</div></div><p ` +
    `class="pricing-desc">${desc}</p><a href="/signup" class="button pricing-button w-button">Start a trial</a><ul ` +
    `role="list" class="pricing-list w-list-unstyled">` +
    `${features.map((f) => `<li class="pricing-item">${f}</li>`).join("")}</ul></div>`;
  const TEAM_CARD = card("Team", "$15", "For teams that want docs to stay true.", [
    "Everything in Free",
    "Review dates and owners",
  ]);
  const pricing = (cards: string) =>
    `<section class="pricing-section"><div class="container w-container"><h1>Pricing</h1><div class="pricing-grid ` +
    `w-layout-grid">${cards}</div></div></section>`;

  it("a new tier on a pricing page is a product update (pricing and packaging)", async () => {
    const before = [await read("home", "/", HOME), await read("pricing", "/pricing", pricing(TEAM_CARD))];
    const after = [
      before[0]!,
      await read(
        "pricing",
        "/pricing",
        pricing(
          TEAM_CARD +
            card("Enterprise", "Custom", "For organisations that need control, compliance and scale.", [
              "SAML SSO and SCIM provisioning",
              "Audit logs and data residency in the EU",
            ]),
        ),
      ),
    ];
    const s = await analyse(before, after, "Product Updates");
    expect(s).toMatchObject({ type: "product_update", matchedWatchItems: ["Product Updates"] });
    expect(s.findings[0]?.cues).toContain("new on the pricing page");
    expect(s.evidence.map((e) => e.url)).toContain(`${SITE}/pricing`);
  });

  it("new prices on a pricing page are a watched product update, whatever its FAQ's 'would' says", async () => {
    const before = [await read("home", "/", HOME), await read("pricing", "/pricing", pricing(TEAM_CARD))];
    const raised = card("Team", "$19", "For teams that want docs to stay true.", [
      "Everything in Free",
      "Review dates and owners",
    ]);
    const notice = "<p>Our prices are changing for new customers from 1 January, and for everyone from 1 March.</p>";
    const faq = "<h2>Why are prices going up?</h2><p>Existing customers would move to the new plan on 1 March.</p>";
    const after = [before[0]!, await read("pricing", "/pricing", notice + pricing(raised) + faq)];
    const s = await analyse(before, after, "Pricing and packaging changes");
    expect(s).toMatchObject({ type: "product_update", severity: "medium", matchedWatchItems: ["Pricing"] });
  });

  it("a customers page names a new customer to have one; its introduction reworded has none", () => {
    const before = "Find us in these independent shops.\nThe Soap Dish, Chester";
    const intro = { kind: "customers" as const, added: ["2 independent shops stock our soaps. Search by town."] };
    const regrouped = `${intro.added[0]}\nChester\nThe Soap Dish`;
    expect(pagePrior({ ...intro, removed: [] }, { before, after: regrouped })).toEqual({});
    const card = { kind: "customers" as const, added: ["9,400 nurses across 31 hospitals on one float pool"] };
    const after = `${regrouped}\nMeridian Health\n${card.added[0]}`;
    expect(pagePrior({ ...card, removed: [] }, { before, after })).toEqual({
      customer_partnership: expect.any(Number),
    });
  });

  it("a case study of a customer the site already named is no new customer; a name new to the whole site is", () => {
    const before = "Customers\nClinics that got their evenings back.";
    const card = {
      kind: "customers" as const,
      added: ["Furlong Veterinary Partners", "How Furlong scaled to 60 clinics without scaling its paperwork"],
    };
    const after = `${before}\n${card.added.join("\n")}`;
    const elsewhere = "Trusted by Furlong Veterinary Partners · CityVet Emergency";
    expect(pagePrior({ ...card, removed: [] }, { before, after, elsewhere })).toEqual({});
    expect(pagePrior({ ...card, removed: [] }, { before, after, elsewhere: "Trusted by CityVet" })).toEqual({
      customer_partnership: expect.any(Number),
    });
  });

  it("a customer's card gaining a field (“New case study”) names no one new; a new card's name does", () => {
    const before = "Our customers\nLa Huerta\nDistributor in Puebla · customer since 2024";
    const field = {
      kind: "customers" as const,
      added: ["Distributor in Puebla · customer since 2024 · New case study: grew 40% in a year"],
    };
    const after = `Our customers\nLa Huerta\n${field.added[0]}`;
    expect(pagePrior({ ...field, removed: [] }, { before, after })).toEqual({});
    const card = {
      kind: "customers" as const,
      added: ["Wholesaler in Oaxaca · customer since November · Dulceria Sol"],
    };
    expect(pagePrior({ ...card, removed: [] }, { before, after: `${after}\n${card.added[0]}` })).toEqual({
      customer_partnership: expect.any(Number),
    });
  });

  it("a pricing page's new button label alone says nothing", () => {
    expect(pricingPrior({ added: ["Talk to sales"], removed: ["Contact us"] })).toEqual({});
    expect(pagePrior({ kind: "home", added: ["For organisations that need control and scale."], removed: [] })).toEqual(
      {},
    );
  });

  // WordPress block theme: a customers page of columns with logo, heading and paragraph.
  const wpCustomer = (name: string, text: string, slug?: string) =>
    `<div class="wp-block-column"><figure class="wp-block-image"><img ` +
    `src="/wp-content/uploads/${name.toLowerCase()}.svg" alt="${name} logo"/></figure><h3 ` +
    `class="wp-block-heading">${name}</h3><p>${text}</p>` +
    `${slug ? `<p><a href="/customers/${slug}/">Read the story</a></p>` : ""}</div>`;
  const wpCustomers = (cols: string) =>
    `<main class="wp-block-group"><h1 class="wp-block-heading">Customers</h1><div ` +
    `class="wp-block-columns">${cols}</div></main>`;
  const HOLLIS = wpCustomer(
    "Hollis Freight",
    "Hollis Freight plans every trailer with Acme forecasts.",
    "hollis-freight",
  );

  it("a new customer card on a customers page is a customer signal", async () => {
    const before = [await read("home", "/", HOME), await read("customers", "/customers/", wpCustomers(HOLLIS))];
    const after = [
      before[0]!,
      await read(
        "customers",
        "/customers/",
        wpCustomers(
          HOLLIS + wpCustomer("Maersk", "Maersk now runs Acme predictions across its European inland network."),
        ),
      ),
    ];
    const s = await analyse(before, after, "Customer/Partnership Signals");
    expect(s).toMatchObject({ type: "customer_partnership", matchedWatchItems: ["Customer/Partnership Signals"] });
    expect(s.evidence.map((e) => e.url)).toContain(`${SITE}/customers/`);
  });

  it("a customer's own round told on the customers page is the customer's, not the company's", async () => {
    const before = [await read("home", "/", HOME), await read("customers", "/customers/", wpCustomers(HOLLIS))];
    // Japanese leaves the subject out: on the company's own news it is the company, on its customers page the customer.
    const card = wpCustomer("株式会社ミナトロジ様", "シリーズA調達後の急成長期に、配送拠点を3か所から9か所へ");
    const after = [before[0]!, await read("customers", "/customers/", wpCustomers(HOLLIS + card))];
    const s = await analyse(before, after, "Fundraising, customer wins");
    expect(s.type).not.toBe("fundraising");
    expect(s.matchedWatchItems).not.toContain("Fundraising");
  });

  it("a customer removed from the page is not a new customer", () => {
    expect(
      pagePrior({ kind: "customers", added: [], removed: ["Maersk now runs Acme predictions across its network."] }),
    ).toEqual({});
  });

  // Next.js: a customers page of story cards, each an <a> around industry, headline and metric.
  const story = (slug: string, industry: string, title: string, metric: string) =>
    `<a class="group block rounded-2xl border p-8" href="/customers/${slug}"><p class="text-xs ` +
    `uppercase">${industry}</p><h3 class="mt-3 text-xl font-semibold">${title}</h3><p class="mt-4 ` +
    `text-sm">${metric}</p></a>`;
  const nextCustomers = (cards: string) =>
    `<div id="__next"><main><h1>Customers</h1><section><h2>Customer stories</h2><div class="grid ` +
    `gap-6">${cards}</div></section></main></div>`;
  const BROOKLINE = story(
    "brookline-auto",
    "Auto insurance",
    "Brookline Auto settles glass claims in a day",
    "1 day to settle glass claims",
  );

  it("a new case-study card is a customer signal whose evidence is the case study's own page", async () => {
    const before = [await read("home", "/", HOME), await read("customers", "/customers", nextCustomers(BROOKLINE))];
    const after = [
      before[0]!,
      await read(
        "customers",
        "/customers",
        nextCustomers(
          story(
            "halvorsen-mutual",
            "P&C insurance",
            "Halvorsen Mutual cuts claims intake time by 60% with Acme",
            "60% faster claims intake",
          ) + BROOKLINE,
        ),
      ),
    ];
    const s = await analyse(before, after, "customers");
    expect(s.type).toBe("customer_partnership");
    expect(s.findings[0]?.url).toBe(`${SITE}/customers/halvorsen-mutual`);
    expect(s.evidence.map((e) => e.url)).toEqual(
      expect.arrayContaining([`${SITE}/customers`, `${SITE}/customers/halvorsen-mutual`]),
    );
  });

  it("links to what was added: same site, not the page itself, text holding an added line", () => {
    const page: SnapshotPage = {
      kind: "customers",
      url: `${SITE}/customers`,
      finalUrl: `${SITE}/customers`,
      ok: true,
      fetchable: true,
      links: [
        { url: `${SITE}/customers`, text: "Customers" },
        {
          url: `${SITE}/customers/halvorsen`,
          text: "P&C insurance Halvorsen Mutual cuts claims intake time by 60% with Acme",
        },
        { url: "https://twitter.com/acme/status/1", text: "Halvorsen Mutual cuts claims intake time by 60% with Acme" },
        { url: `${SITE}/customers/brookline`, text: "Brookline Auto settles glass claims in a day" },
      ],
    };
    expect(
      itemLinks({ url: `${SITE}/customers`, added: ["Halvorsen Mutual cuts claims intake time by 60% with Acme"] }, [
        page,
      ]).map((l) => l.url),
    ).toEqual([`${SITE}/customers/halvorsen`]);
    expect(itemLinks({ url: `${SITE}/customers`, added: ["Read"] }, [page])).toEqual([]);
  });

  it("a card's link new on the page that leads beneath it is what was added, whatever its text", () => {
    const card = (slug: string) => ({ url: `${SITE}/customers/${slug}`, text: "Read the story" });
    const page = (links: SnapshotPage["links"]): SnapshotPage => ({
      kind: "customers",
      url: `${SITE}/customers`,
      ok: true,
      fetchable: true,
      links: [{ url: `${SITE}/pricing`, text: "Pricing" }, ...(links ?? [])],
    });
    const before = page([card("lakeshore")]);
    const after = page([card("meridian-health"), card("lakeshore"), { url: `${SITE}/webinar`, text: "Webinar" }]);
    const added = ["Meridian Health · 9,400 nurses across 31 hospitals on one float pool"];
    expect(itemLinks({ url: `${SITE}/customers`, added }, [after], [before]).map((l) => l.url)).toEqual([
      `${SITE}/customers/meridian-health`,
    ]);
    // Without the page as it was, a link's text is all there is to go by.
    expect(itemLinks({ url: `${SITE}/customers`, added }, [after])).toEqual([]);
  });
});

describe("a layoff post on a Ghost home page", () => {
  const ghostHome = (cards: string) =>
    `<div class="site-content"><main id="site-main"><div class="post-feed">${cards}</div></main></div>`;
  const card = (slug: string, title: string, excerpt: string) =>
    `<article class="post-card post"><a class="post-card-content-link" href="/${slug}/"><header ` +
    `class="post-card-header"><h2 class="post-card-title">${title}</h2></header><div ` +
    `class="post-card-excerpt"><p>${excerpt}</p></div></a></article>`;
  const ROADMAP = card("our-2026-roadmap", "Our 2026 roadmap", "Where cargo-bike routing goes next year.");

  it("is a corporate event, high and escalate, with the post as evidence", async () => {
    const before = [await read("home", "/", ghostHome(ROADMAP))];
    const after = [
      await read(
        "home",
        "/",
        ghostHome(
          card(
            "a-hard-day",
            "A hard day at Acme",
            "Today we made the difficult decision to reduce our team " +
              "by 20%. This is what it means for the people leaving.",
          ) + ROADMAP,
        ),
      ),
    ];
    const s = await analyse(before, after, "Product Updates");
    expect(s).toMatchObject({ type: "corporate_event", severity: "high", recommendation: "escalate" });
    expect(s.evidence.map((e) => e.url)).toContain(`${SITE}/a-hard-day/`);
  });
});
