import { describe, expect, it } from "vitest";
import { filingFindings } from "../../src/pipeline/judge/processors/filings";
import { changeFindings, PROCESSORS } from "../../src/pipeline/judge/processors/index";
import { lostPageFindings } from "../../src/pipeline/judge/processors/lost-pages";
import { pageChangeFindings } from "../../src/pipeline/judge/processors/page-lines";
import { newPostFindings } from "../../src/pipeline/judge/processors/posts";
import { pricingFindings } from "../../src/pipeline/judge/processors/pricing";
import { releaseFindings } from "../../src/pipeline/judge/processors/releases";
import { jobListingFindings } from "../../src/pipeline/judge/processors/roles";
import { departureFindings, teamJoinerFindings } from "../../src/pipeline/judge/processors/team";
import type { AnalysisInput } from "../../src/pipeline/judge/types";
import type { RawFinding } from "../../src/pipeline/judge/finding";
import { toldBefore } from "../../src/pipeline/judge/told-before";
import type { PageChange, SnapshotDiff } from "../../src/pipeline/compare/index";
import type { SnapshotPage, SnapshotPerson } from "../../src/pipeline/collect/snapshot";

/*
 * Each step of a later run's findings (src/pipeline/judge/processors/), one kind of change
 * at a time: what the investor reads of it in the signal's headline, type, URL and evidence
 * (docs/pipeline.md, "Runs: collect, diff, analyse").
 */

const SITE = "https://acme.example/";
const NOW = new Date("2026-11-20T12:00:00Z");

function diffWith(extra: Partial<SnapshotDiff>): SnapshotDiff {
  return {
    firstRun: false,
    newPosts: [],
    jobsAdded: [],
    jobsRemoved: [],
    jobs: null,
    careersUrl: `${SITE}careers`,
    pageChanges: [],
    peopleAdded: [],
    peopleRemoved: [],
    peopleLeft: [],
    pagesLost: [],
    changed: true,
    ...extra,
  };
}

function inputWith(diff: Partial<SnapshotDiff>, more: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    company: { name: "Acme Robotics", website: SITE, description: null, founders: ["Jane Doe"] },
    thingsToTrack: "",
    watchItems: [],
    diff: diffWith(diff),
    pages: [],
    now: NOW,
    ...more,
  };
}

const person = (name: string, role: string | null, isFounder = false): SnapshotPerson => ({
  name,
  role,
  isFounder,
  linkedinUrl: null,
  twitterUrl: null,
  websiteUrl: null,
  bio: null,
});

const teamPage = (people: SnapshotPerson[]): SnapshotPage => ({
  kind: "team",
  url: `${SITE}team`,
  ok: true,
  fetchable: true,
  finalUrl: `${SITE}team`,
  title: "Team",
  textHash: "team",
  text: "",
  links: [],
  people,
});

describe("new posts", () => {
  it("a post announcing a round is a fundraising finding with the post as its URL, evidence and quote", () => {
    const [f, ...rest] = newPostFindings(
      inputWith({
        newPosts: [
          {
            url: `${SITE}blog/series-b`,
            title: "Acme Robotics raises $40M Series B",
            publishedAt: "2026-11-19",
            text: "We raised a $40M Series B led by Example Ventures.",
          },
        ],
      }),
    );
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ type: "fundraising", url: `${SITE}blog/series-b`, sources: ["site"] });
    expect(f!.headline).toBe("published “Acme Robotics raises $40M Series B”");
    expect(f!.evidence[0]).toEqual({ url: `${SITE}blog/series-b`, title: "Acme Robotics raises $40M Series B" });
    expect(f!.quote.added).toContain("Acme Robotics raises $40M Series B");
  });

  // One published months ago never reaches the findings: compare does not call it new (compare-content.test.ts).
  it("an off-site article is a finding that names its source and what tied it to the company", () => {
    const article = (publishedAt: string) => ({
      url: "https://news.example/acme-series-b",
      title: "Acme Robotics raises $40M Series B",
      publishedAt,
      text: null,
      detail: { source: "news", tiedBy: ["name", "domain"] },
    });
    const [recent] = newPostFindings(inputWith({ newPosts: [article("2026-11-18")] }));
    expect(recent).toMatchObject({ type: "fundraising", sources: ["news"], tiedBy: ["name", "domain"] });
    expect(recent!.headline).toMatch(/^was covered in the press: “/);
  });
});

describe("job listings", () => {
  it("three new roles are a hiring wave, listed with the careers page as evidence", () => {
    const [f, ...rest] = jobListingFindings(
      inputWith({ jobsAdded: ["Robotics Engineer", "Sales Lead", "Field Technician"] }),
    );
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ type: "hiring", url: `${SITE}careers` });
    expect(f!.headline).toBe("listed 3 new roles: Robotics Engineer, Sales Lead, Field Technician");
    expect(f!.strength).toBeGreaterThanOrEqual(3);
    expect(f!.evidence).toEqual([{ url: `${SITE}careers`, title: "Careers" }]);
  });

  it("one more ordinary role is a minor change, weaker than a wave", () => {
    const [one] = jobListingFindings(inputWith({ jobsAdded: ["Robotics Engineer"] }));
    expect(one!.headline).toBe("listed 1 new role: Robotics Engineer");
    expect(one!.strength).toBeLessThan(3);
    expect(one!.cues).toEqual([]);
  });

  it("roles taken down, with none added, are a weak hiring finding quoting what was removed", () => {
    const [f] = jobListingFindings(inputWith({ jobsRemoved: ["Sales Lead"] }));
    expect(f).toMatchObject({ type: "hiring", strength: 1, quote: { added: "", removed: "Sales Lead" } });
    expect(f!.headline).toBe("took down 1 job listing: Sales Lead");
  });

  it("nothing moved on the listings: no finding", () => {
    expect(jobListingFindings(inputWith({}))).toEqual([]);
  });
});

describe("changed pages", () => {
  it("a new line on the customers page is a customer finding quoting the line", () => {
    const line = "Northwind Logistics now runs its three warehouses on Acme robots.";
    const [f] = pageChangeFindings(
      inputWith({
        pageChanges: [{ kind: "customers", url: `${SITE}customers`, title: "Customers", added: [line], removed: [] }],
      }),
    );
    expect(f).toMatchObject({ type: "customer_partnership", url: `${SITE}customers`, quote: { added: line } });
    expect(f!.headline).toBe(`changed its customers page: “${line}”`);
    expect(f!.cues[0]).toBe("new on the customers page");
  });

  it("a reference the customers page tells in past years is an old customer shown, not a new one", () => {
    const line =
      "Our first project: 2,400 m² of collectors for the town's heat network, planned 2020, live since 2021.";
    const [f] = pageChangeFindings(
      inputWith({
        pageChanges: [{ kind: "customers", url: `${SITE}customers`, title: "References", added: [line], removed: [] }],
      }),
    );
    expect(f?.type).not.toBe("customer_partnership");
  });

  it("a cookie banner's wording is no finding, and a careers page change is told by the roles instead", () => {
    const findings = pageChangeFindings(
      inputWith({
        jobsAdded: ["Robotics Engineer"],
        pageChanges: [
          {
            kind: "home",
            url: SITE,
            title: "Acme",
            added: ["We and our partners use cookies to personalise content."],
            removed: [],
          },
          { kind: "careers", url: `${SITE}careers`, title: "Careers", added: ["Robotics Engineer"], removed: [] },
        ],
      }),
    );
    expect(findings).toEqual([]);
  });

  it("a line reworded says what it said: its event words are not read again", () => {
    const change = (added: string, removed: string) =>
      pageChangeFindings(
        inputWith({
          pageChanges: [
            { kind: "careers", url: `${SITE}careers`, title: "Careers", added: [added], removed: [removed] },
          ],
        }),
      );
    const reworded = change(
      "We have open positions across engineering and sales: see them all on our job board.",
      "We have open positions across engineering and sales: see them all on our Lever job board.",
    );
    expect(reworded.every((f) => f.type !== "hiring")).toBe(true);
    const news = change(
      "We are hiring a VP of Sales and ten engineers in Lisbon.",
      "We work from Bucharest and remote.",
    );
    expect(news[0]?.type).toBe("hiring");
  });

  it("a careers page that listed roles in both runs tells its hiring by its roles, not by its call to action", () => {
    const careers = (): SnapshotPage => ({
      ...({} as SnapshotPage),
      url: `${SITE}careers`,
      kind: "careers",
      ok: true,
      jobs: [{ title: "Product Designer", team: null, location: null, url: null, key: "product designer|" }],
    });
    const change: PageChange = {
      kind: "careers",
      url: `${SITE}careers`,
      title: "Careers",
      added: ["Build the software that runs the grid", "See open roles"],
      removed: [],
    };
    const listed = pageChangeFindings(
      inputWith({ pageChanges: [change] }, { pages: [careers()], previousPages: [careers()] }),
    );
    expect(listed.some((f) => f.type === "hiring")).toBe(false);
    expect(pageChangeFindings(inputWith({ pageChanges: [change] }))[0]?.type).toBe("hiring");
  });

  it("a “We're hiring!” bar on the home page is no hiring while the careers page did not change", () => {
    const careers = (hash: string): SnapshotPage => ({
      ...({} as SnapshotPage),
      url: `${SITE}careers`,
      kind: "careers",
      ok: true,
      textHash: hash,
    });
    const bar: PageChange = {
      kind: "home",
      url: SITE,
      title: "Acme",
      added: ["We're hiring! Join our team in Islamabad → See open roles"],
      removed: [],
    };
    const same = pageChangeFindings(
      inputWith({ pageChanges: [bar] }, { pages: [careers("a1")], previousPages: [careers("a1")] }),
    );
    expect(same.some((f) => f.type === "hiring")).toBe(false);
    const changed = pageChangeFindings(
      inputWith({ pageChanges: [bar] }, { pages: [careers("b2")], previousPages: [careers("a1")] }),
    );
    expect(changed[0]?.type).toBe("hiring");
    // Roles read on a job board in both runs, none new: the bar is no hiring; a new role is told by the roles.
    const board = (): SnapshotPage => ({
      ...({} as SnapshotPage),
      url: "https://api.lever.co/v0/postings/acme",
      kind: "board",
      ok: true,
      jobs: [{ title: "Capataz de obra", team: null, location: null, url: null, key: "capataz|" }],
    });
    const both = { pages: [board()], previousPages: [board()] };
    expect(pageChangeFindings(inputWith({ pageChanges: [bar] }, both)).some((f) => f.type === "hiring")).toBe(false);
    const grown = pageChangeFindings(inputWith({ pageChanges: [bar], jobsAdded: ["Residente de obra"] }, both));
    expect(grown[0]?.type).toBe("hiring");
  });

  it("a “We're hiring!” bar every page gained is no hiring while the careers page's own lines did not change", () => {
    const line = "¡Estamos contratando! Únete a un equipo que simplifica la vida de 40.000 pymes. Ver vacantes →";
    const roles = "Trabaja con nosotros\nDesarrollador/a Full Stack\nGrowth Marketer";
    const careers = (hash: string, text: string): SnapshotPage => ({
      ...({} as SnapshotPage),
      url: `${SITE}trabaja-con-nosotros`,
      kind: "careers",
      ok: true,
      textHash: hash,
      text,
    });
    const bar: PageChange = { kind: "home", url: SITE, title: "Boletapp", added: [], removed: [], siteWide: [line] };
    const before = careers("a1", roles);
    const same = { pages: [careers("b2", `${line}\n${roles}`)], previousPages: [before] };
    expect(pageChangeFindings(inputWith({ pageChanges: [bar] }, same)).some((f) => f.type === "hiring")).toBe(false);
    const grown = { pages: [careers("c3", `${line}\n${roles}\nContador/a Senior`)], previousPages: [before] };
    expect(pageChangeFindings(inputWith({ pageChanges: [bar] }, grown))[0]?.type).toBe("hiring");
  });

  it("testimonials rotated on the home page say nothing of the company", () => {
    const quotes = (a: string, b: string) => [
      `“${a}”`,
      "Priya Natarajan",
      "Harbor Master, Cedar Point Marina",
      `“${b}”`,
    ];
    const change: PageChange = {
      kind: "home",
      url: SITE,
      title: "Acme",
      added: quotes("Transient bookings went online and doubled in one season.", "Setup took an afternoon, truly."),
      removed: quotes("Our dispatchers finally see every slip in one place.", "We stopped chasing owners for payment."),
    };
    expect(pageChangeFindings(inputWith({ pageChanges: [change] }))).toEqual([]);
    const unquoted = { ...change, added: change.added.map((l) => l.replaceAll("“", "").replaceAll("”", "")) };
    expect(pageChangeFindings(inputWith({ pageChanges: [unquoted] }))).toHaveLength(1);
  });

  it("a line removed, with nothing added, says what was removed", () => {
    const [f] = pageChangeFindings(
      inputWith({
        pageChanges: [{ kind: "home", url: SITE, title: "Acme", added: [], removed: ["Now shipping to Europe"] }],
      }),
    );
    expect(f!.headline).toBe("removed from its home page: “Now shipping to Europe”");
    expect(f!.strength).toBe(0.4);
  });
});

describe("people joining the team", () => {
  it("an executive is a leadership change naming the person and the title; others are one hiring finding", () => {
    const findings = teamJoinerFindings(
      inputWith({
        peopleAdded: [
          { ...person("Priya Patel", "VP of Engineering"), pageUrl: `${SITE}team`, executive: true },
          { ...person("Sam Lee", "Robotics Engineer"), pageUrl: `${SITE}team`, executive: false },
          { ...person("Kim Park", null), pageUrl: `${SITE}team`, executive: false },
        ],
      }),
    );
    expect(findings.map((f) => [f.type, f.headline])).toEqual([
      ["leadership_change", "named Priya Patel VP of Engineering on its team page"],
      ["hiring", "added Sam Lee (Robotics Engineer), Kim Park to its team page"],
    ]);
    expect(findings[0]!.evidence).toEqual([{ url: `${SITE}team`, title: "Team" }]);
  });
});

describe("people leaving the team", () => {
  it("a founder leaving is a leadership change with the title from the last snapshot; others are minor", () => {
    const previousPages = [teamPage([person("Jane Doe", "CEO & Co-founder", true), person("Sam Lee", "Engineer")])];
    const findings = departureFindings(
      inputWith({ peopleRemoved: ["Jane Doe", "Sam Lee"] }, { previousPages, pages: [teamPage([])] }),
    );
    expect(findings.map((f) => [f.type, f.strength, f.headline])).toEqual([
      ["leadership_change", 4, "no longer lists Jane Doe (CEO & Co-founder) on its team page"],
      ["other", 0.5, "no longer lists Sam Lee on its team page"],
    ]);
    expect(findings[0]!.url).toBe(`${SITE}team`);
  });

  it("a known founder leaving with no earlier snapshot is still named, as Founder", () => {
    const [f] = departureFindings(inputWith({ peopleRemoved: ["Jane Doe"] }, { pages: [teamPage([])] }));
    expect(f!.headline).toBe("no longer lists Jane Doe (Founder) on its team page");
  });

  it("nobody left: no finding", () => {
    expect(departureFindings(inputWith({}, { pages: [teamPage([])] }))).toEqual([]);
  });
});

describe("pages lost", () => {
  it("a page read last time and not this time is the weakest finding, saying why", () => {
    const [f] = lostPageFindings(
      inputWith({ pagesLost: [{ kind: "careers", url: `${SITE}careers`, reason: "http_404" }] }),
    );
    expect(f).toMatchObject({
      type: "other",
      strength: 0.3,
      headline: "lost its careers page (http_404)",
      evidence: [{ url: `${SITE}careers`, title: "careers page" }],
    });
  });
});

describe("all the findings of a later run", () => {
  it("come in the steps' order: posts, roles, pages, joiners, leavers, lost pages", () => {
    const findings = changeFindings(
      inputWith(
        {
          newPosts: [{ url: `${SITE}blog/hello`, title: "Hello from Acme", publishedAt: "2026-11-19", text: null }],
          jobsAdded: ["Robotics Engineer"],
          pageChanges: [
            {
              kind: "home",
              url: SITE,
              title: "Acme",
              added: ["We partnered with Maersk to automate its Rotterdam warehouses"],
              removed: [],
            },
          ],
          peopleAdded: [{ ...person("Sam Lee", "Engineer"), pageUrl: `${SITE}team`, executive: false }],
          peopleRemoved: ["Kim Park"],
          pagesLost: [{ kind: "pricing", url: `${SITE}pricing`, reason: "http_404" }],
        },
        { pages: [teamPage([])] },
      ),
    );
    expect(findings.map((f) => f.headline.split(" ").slice(0, 2).join(" "))).toEqual([
      "published “Hello",
      "listed 1",
      "changed its",
      "added Sam",
      "no longer",
      "lost its",
    ]);
  });
});

describe("the site's furniture and a pricing page's FAQ", () => {
  const change = (kind: PageChange["kind"], added: string[], siteWide?: string[]): PageChange => ({
    kind,
    url: `${SITE}${kind === "home" ? "" : kind}`,
    title: null,
    added,
    removed: [],
    ...(siteWide ? { siteWide } : {}),
  });

  it("a banner on every page that states no event (a webinar, holiday hours) is no finding", () => {
    const banner = "Live webinar, Dec 3: peak-season slotting in 30 minutes. Save your seat → | Holiday support hours";
    expect(pageChangeFindings(inputWith({ pageChanges: [change("home", [], [banner])] }))).toEqual([]);
  });

  it("a banner on every page that states an event is read by its statement, not by the page it landed on", () => {
    const banner = "Acme Robotics has been acquired by Stripe. Read the announcement →";
    const [f] = pageChangeFindings(inputWith({ pageChanges: [change("customers", [], [banner])] }));
    expect(f).toMatchObject({ type: "corporate_event" });
  });

  it("a question and its answer added to a pricing page's FAQ are no product update; a new tier is", () => {
    const faq = change("pricing", [
      "What happens to my data if Acme Robotics is acquired or shuts down?",
      "We commit to keeping the service running for twelve months and to exporting every record on request.",
    ]);
    expect(pricingFindings(inputWith({ pageChanges: [faq] }))[0]?.type).not.toBe("product_update");
    const tier = change("pricing", [
      "Enterprise",
      "Custom",
      "For organisations that need control, compliance and scale.",
    ]);
    expect(pricingFindings(inputWith({ pageChanges: [tier] }))[0]?.type).toBe("product_update");
    // The pricing processor judges pricing pages, the page lines processor every other steady page.
    expect(pageChangeFindings(inputWith({ pageChanges: [tier] }))).toEqual([]);
  });

  it("a sale on the pricing page leaves the prices as they are", () => {
    const sale = change("pricing", [
      "Black Friday: 40% off no plano anual",
      "*Oferta válida para novas assinaturas do plano anual contratadas de 13/11/2026 a 30/11/2026.",
    ]);
    expect(pricingFindings(inputWith({ pageChanges: [sale] }))).toEqual([]);
    const rise = change("pricing", ["Plano anual: R$ 49/mês", "Plano mensal: R$ 59/mês"]);
    expect(pricingFindings(inputWith({ pageChanges: [rise] }))[0]?.type).toBe("product_update");
    // The sale's own prices beside the list prices, which stay.
    const promoPrices = change("pricing", [
      "Black Friday: 40% off your first three months on any plan. Code BF2026. New customers only.",
      "$89/month for your first 3 months",
      "$149/month for your first 3 months",
    ]);
    expect(pricingFindings(inputWith({ pageChanges: [promoPrices] })).map((f) => f.type)).not.toContain(
      "product_update",
    );
  });
});

describe("entries of release notes", () => {
  const entry = (title: string, text: string) => ({
    url: `${SITE}changelog#${title.toLowerCase().replace(/\W+/g, "-")}`,
    title,
    publishedAt: "2026-11-16",
    text,
  });

  it("a fix or an improvement is the product's upkeep: no finding", () => {
    for (const e of [
      entry("Slack alert links for EU accounts", "Fixed Links in Slack alerts for EU accounts pointed to the US app."),
      entry(
        "Job search on large accounts",
        "Improved Searching jobs is faster on accounts with ten million jobs a day.",
      ),
      entry("Bug fixes and improvements", "Several small fixes to the dashboard and the exports."),
      entry("Export nach CSV", "Behoben Der Export enthielt doppelte Zeilen."),
      // Fix lines naming a launch: the launch screen, an order from a customer's menu launch.
      entry(
        "Fixed",
        "Fixed a crash on the launch screen of the kitchen app on older tablets. Fixed online orders from the new " +
          "menu launch showing the old price for two minutes after publishing.",
      ),
    ])
      expect(newPostFindings(inputWith({ newPosts: [e] })), e.title).toEqual([]);
  });

  it("an entry titled by its version alone (“v2.0”) is no upkeep: a product update", () => {
    const [major] = newPostFindings(
      inputWith({ newPosts: [entry("v2.0", "Released November 16, 2026. Adds multi-writer replication.")] }),
    );
    expect(major).toMatchObject({ type: "product_update" });
  });

  it("an entry labelled new is a product update; a fix that states an event is read by it", () => {
    const [launch] = newPostFindings(
      inputWith({ newPosts: [entry("Queue latency SLOs", "New Set a latency objective per queue and get alerted.")] }),
    );
    expect(launch).toMatchObject({ type: "product_update" });
    const [acquired] = newPostFindings(
      inputWith({
        newPosts: [
          entry("Account migration", "Changed Acme Robotics has been acquired by Stripe; accounts move in May."),
        ],
      }),
    );
    expect(acquired).toMatchObject({ type: "corporate_event" });
  });
});

describe("labels of a page", () => {
  it("a section's heading renamed (“From the blog” → “Latest”) is no finding; a sentence changed still is", () => {
    const heading = { kind: "home" as const, url: SITE, title: null, added: ["Latest"], removed: ["From the blog"] };
    expect(pageChangeFindings(inputWith({ pageChanges: [heading] }))).toEqual([]);
    const sentence = { ...heading, added: ["We partnered with Maersk to automate its Rotterdam warehouses"] };
    expect(pageChangeFindings(inputWith({ pageChanges: [sentence] }))).toHaveLength(1);
  });

  it("a line or two of promotion stating no event (a webinar's title) is no finding; a section rewritten is", () => {
    const promo = {
      kind: "home" as const,
      url: SITE,
      title: null,
      added: ["Peak-season slotting in 30 minutes", "Live with our solutions team on December 3"],
      removed: [],
    };
    expect(pageChangeFindings(inputWith({ pageChanges: [promo] }))).toEqual([]);
    const rewritten = {
      ...promo,
      added: [
        "Robots that run your whole warehouse, day and night.",
        "Every pick, pack and putaway planned by one system.",
        "Installed in a weekend, paid for by the first peak season.",
      ],
    };
    expect(pageChangeFindings(inputWith({ pageChanges: [rewritten] }))).toEqual([
      expect.objectContaining({ type: "other" }),
    ]);
  });
});

describe("a pricing page laid out again", () => {
  it("lends no product update when its prices are the same ones", () => {
    const restyled: PageChange = {
      kind: "pricing",
      url: `${SITE}pricing`,
      title: null,
      added: ["Annual — two months free", "£29 per month", "or £290 a year, billed annually"],
      removed: ["Simple plans for studios of every size. Save two months with annual billing."],
      samePrices: true,
    };
    expect(pricingFindings(inputWith({ pageChanges: [restyled] }))[0]?.type ?? "none").not.toBe("product_update");
  });
});

describe("one processor per kind of change", () => {
  const item = (source: string, title: string) => ({
    url: `https://${source}.example/${title.replaceAll(" ", "-")}`,
    title,
    publishedAt: "2026-11-18T00:00:00Z",
    text: null,
    detail: { source, type: "product_update" as const },
  });
  const newPosts = [
    { url: `${SITE}blog/launch`, title: "Introducing Acme Fleet", publishedAt: "2026-11-18", text: null },
    {
      ...item("sec", "Form D: Acme Robotics sold $4M of a $6M offering"),
      detail: { source: "sec", type: "fundraising" as const },
    },
    item("npm", "acme-sdk 2.0.0 on npm"),
    item("github", "acme 3.0.0"),
  ];

  it("posts and press, filings, and releases each judge only their own sources' items", () => {
    const input = inputWith({ newPosts });
    expect(newPostFindings(input).map((f) => f.url)).toEqual([`${SITE}blog/launch`]);
    expect(filingFindings(input).map((f) => f.type)).toEqual(["fundraising"]);
    expect(releaseFindings(input).map((f) => f.url)).toEqual([newPosts[2]!.url, newPosts[3]!.url]);
    // Together, every item is judged once.
    expect(changeFindings(input)).toHaveLength(4);
    expect(PROCESSORS.map((p) => p.kind)).toEqual(
      expect.arrayContaining(["posts and press", "filings", "releases and repositories", "the site's identity"]),
    );
  });
});

describe("history the company told itself", () => {
  const reading = {
    type: "fundraising",
    statement: "raises $9 million",
    sentence: "",
    counted: true,
    rule: "asserted",
  };
  const article = {
    type: "fundraising",
    strength: 6,
    headline: "was covered in the press",
    text: "Acme raises $9 million seed to pull lithium from brine",
    url: "https://news.example/acme",
    quote: { added: "", removed: "" },
    cues: [],
    evidence: [],
    tiedBy: ["name"],
    statements: [{ ...reading, frame: {}, why: "" }],
  } as unknown as RawFinding;
  const press = (publishedAt: string): SnapshotPage =>
    ({
      kind: "blog",
      url: `${SITE}press`,
      ok: true,
      items: [{ key: "k", title: "Acme raises $9M seed round", url: `${SITE}press/seed`, publishedAt, text: "" }],
    }) as unknown as SnapshotPage;

  it("an article about a round the site dated long ago is old news, whatever the copy's date", () => {
    const f = toldBefore(article, inputWith({}, { pages: [press("2024-03-12T00:00:00Z")] }));
    expect(f.statements?.[0]).toMatchObject({ counted: false, rule: "time" });
    expect(f.statements?.[0]?.why).toContain("2024-03-12");
  });

  it("an article about a round the site's own pages tell in an earlier year is old news, in Spanish too", () => {
    const about = {
      kind: "about",
      url: `${SITE}nosotros`,
      ok: true,
      text: "Nuestra historia\nEn 2024 levantamos una ronda semilla de US$2 millones. Hoy somos 95 personas.",
    } as unknown as SnapshotPage;
    const seed = { ...article, text: "Acme levanta US$2 millones en ronda semilla" } as RawFinding;
    expect(toldBefore(seed, inputWith({}, { pages: [about] })).statements?.[0]).toMatchObject({ counted: false });
    const thisYear = { ...about, text: "En noviembre levantamos una ronda semilla de US$2 millones." } as SnapshotPage;
    expect(toldBefore(seed, inputWith({}, { pages: [thisYear] })).statements?.[0]?.counted).toBe(true);
  });

  it("a round the site told this week, or another amount, stays news", () => {
    expect(
      toldBefore(article, inputWith({}, { pages: [press("2026-11-16T00:00:00Z")] })).statements?.[0]?.counted,
    ).toBe(true);
    const other = { ...article, text: "Acme raises $30 million Series A" } as RawFinding;
    expect(toldBefore(other, inputWith({}, { pages: [press("2024-03-12T00:00:00Z")] })).statements?.[0]?.counted).toBe(
      true,
    );
  });
});
