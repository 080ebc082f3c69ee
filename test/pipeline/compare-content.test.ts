import { describe, expect, it } from "vitest";
import { jobKey } from "../../src/pipeline/collect/extract/jobs";
import type { SnapshotJob, SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { diffSnapshots } from "../../src/pipeline/compare/index";

/*
 * Compare recognises an item by what it says, not by its URL, id or markup (docs/pipeline.md "An item is its
 * content"): a blog moved to another platform, a sitemap under a new path scheme, a board re-synced under new ids or a
 * new archive page listing old posts makes nothing new; an item never seen is new only when its own date is recent.
 */

const NOW = new Date("2026-11-17T09:00:00Z");
const when = { now: NOW };

const home: SnapshotPage = {
  kind: "home",
  url: "https://acme.example/",
  ok: true,
  fetchable: true,
  textHash: "h",
  text: "Acme",
};

interface Post {
  title: string;
  slug: string;
  date: string | null;
}
const OLD: Post[] = [
  { title: "How we rebuilt our routing engine", slug: "how-we-rebuilt-our-routing-engine", date: "2026-09-02" },
  { title: "Acme opens its first office in Lisbon", slug: "acme-opens-its-first-office-in-lisbon", date: "2026-06-18" },
  {
    title: "Five lessons from our first enterprise pilots",
    slug: "five-lessons-enterprise-pilots",
    date: "2026-03-11",
  },
];

/** A blog index linking its posts at `base` + slug, each with its date, as a site builder renders it. */
function blog(indexUrl: string, base: string, posts: Post[]): SnapshotPage {
  return {
    kind: "blog",
    url: indexUrl,
    ok: true,
    fetchable: true,
    textHash: posts.map((p) => p.slug).join(),
    text: "",
    posts: [],
    items: posts.map((p) => ({
      key: `${base}${p.slug}`,
      url: `${base}${p.slug}`,
      title: p.title,
      publishedAt: p.date,
      text: `${p.title}. Read more.`,
    })),
  };
}

function feed(base: string, posts: Post[]): SnapshotPage {
  return {
    kind: "feed",
    url: "https://acme.example/rss.xml",
    ok: true,
    fetchable: true,
    feedItems: posts.map((p) => ({ title: p.title, url: `${base}${p.slug}`, publishedAt: p.date })),
  };
}

function sitemap(urls: string[]): SnapshotPage {
  return { kind: "sitemap", url: "https://acme.example/sitemap.xml", ok: true, fetchable: true, sitemapUrls: urls };
}

describe("posts are their content", () => {
  it("a blog moved to another platform (new URLs, the same posts) has no new post", () => {
    const before = [home, blog("https://acme.example/blog", "https://acme.example/blog/", OLD)];
    // Ghost → Webflow: posts now under /posts/ with the ids the new CMS gives them, the same titles.
    const after = [
      home,
      blog(
        "https://acme.example/blog",
        "https://acme.example/posts/",
        OLD.map((p, i) => ({ ...p, slug: `${p.slug}-${(i + 11).toString(36)}x9` })),
      ),
    ];
    const diff = diffSnapshots(before, after, when);
    expect(diff.newPosts).toEqual([]);
  });

  it("a blog moved to a platform whose sitemap lists the new URLs undated has no new post", () => {
    // Slugs of two words, too short to know a post by: the post is known by its title, and so are its copies.
    const posts: Post[] = [
      { title: "A dashboard for landlords", slug: "landlord-dashboard", date: "2026-09-09" },
      { title: "The Nairobi moving checklist", slug: "moving-checklist", date: "2026-06-18" },
    ];
    const wp = (p: Post) => `https://acme.example/2026/05/${p.slug}/`;
    const before = [
      home,
      blog("https://acme.example/blog", "https://acme.example/2026/05/", posts),
      sitemap(posts.map(wp)),
    ];
    // WordPress → Ghost: the same posts, dated, under /blog/, and the sitemap lists their new URLs.
    const ghost = (p: Post) => `https://acme.example/blog/${p.slug}`;
    const after = [
      home,
      blog("https://acme.example/blog", "https://acme.example/blog/", posts),
      sitemap(posts.map(ghost)),
    ];
    expect(diffSnapshots(before, after, when).newPosts).toEqual([]);
  });

  it("a feed re-exported under new URLs lists no new post", () => {
    const before = [home, feed("https://acme.example/blog/", OLD)];
    const after = [home, feed("https://blog.acme.example/p/", OLD)];
    expect(diffSnapshots(before, after, when).newPosts).toEqual([]);
  });

  it("a sitemap under a new path scheme (dated folders) keeps its posts by their slugs", () => {
    const before = [home, sitemap(OLD.map((p) => `https://acme.example/blog/${p.slug}`))];
    const after = [home, sitemap(OLD.map((p) => `https://acme.example/2026/05/${p.slug}/`))];
    expect(diffSnapshots(before, after, when).newPosts).toEqual([]);
  });

  it("new archive and tag pages listing old posts add nothing; the one recent post among them is new", () => {
    const fresh: Post = { title: "Acme raises a $12M Series A", slug: "acme-raises-12m-series-a", date: "2026-11-13" };
    const older: Post[] = [
      { title: "Our 2024 year in review", slug: "our-2024-year-in-review", date: "2024-12-20" },
      { title: "Why we chose Postgres for everything", slug: "why-we-chose-postgres", date: "2025-02-04" },
    ];
    const before = [home, blog("https://acme.example/blog", "https://acme.example/blog/", OLD)];
    // The second page of the archive now shows on the index: older posts the last run never saw.
    const after = [home, blog("https://acme.example/blog", "https://acme.example/blog/", [fresh, ...OLD, ...older])];
    const diff = diffSnapshots(before, after, when);
    expect(diff.newPosts.map((p) => p.title)).toEqual([fresh.title]);
  });

  it("a post dated a few weeks back that was never seen (a newsroom catching up with the wire) is still new", () => {
    const late: Post = { title: "Acme launches Routes for fleets", slug: "acme-launches-routes", date: "2026-10-22" };
    const before = [home, blog("https://acme.example/blog", "https://acme.example/blog/", OLD)];
    const after = [home, blog("https://acme.example/blog", "https://acme.example/blog/", [late, ...OLD])];
    expect(diffSnapshots(before, after, when).newPosts.map((p) => p.title)).toEqual([late.title]);
  });

  it("a post without a date is new when it was never seen", () => {
    const undated: Post = { title: "Acme joins the Stripe partner program", slug: "stripe-partner", date: null };
    const before = [home, blog("https://acme.example/blog", "https://acme.example/blog/", OLD)];
    const after = [home, blog("https://acme.example/blog", "https://acme.example/blog/", [undated, ...OLD])];
    expect(diffSnapshots(before, after, when).newPosts.map((p) => p.title)).toEqual([undated.title]);
  });

  it("a short title names many posts: two “Product update” posts at different URLs are two posts", () => {
    const update = (slug: string, date: string): Post => ({ title: "Product update", slug, date });
    const before = [
      home,
      blog("https://acme.example/blog", "https://acme.example/blog/", [update("update-41", "2026-11-01")]),
    ];
    const after = [
      home,
      blog("https://acme.example/blog", "https://acme.example/blog/", [
        update("update-42", "2026-11-15"),
        update("update-41", "2026-11-01"),
      ]),
    ];
    expect(diffSnapshots(before, after, when).newPosts.map((p) => p.url)).toEqual([
      "https://acme.example/blog/update-42",
    ]);
  });

  it("an off-site article surfacing long after it ran is not new; one from last week is", () => {
    const press = (items: { title: string; date: string }[]): SnapshotPage => ({
      kind: "feed",
      url: "https://news.example/search?q=acme",
      source: "news",
      ok: true,
      fetchable: true,
      feedItems: items.map((i, n) => ({
        title: i.title,
        url: `https://press.example/a/${n}-${i.date}`,
        publishedAt: i.date,
        detail: { source: "news" },
      })),
    });
    const before = [home, press([])];
    const after = [
      home,
      press([
        { title: "Acme lands a contract with the port of Rotterdam", date: "2026-11-12" },
        { title: "Acme's founders on building for logistics", date: "2025-04-02" },
      ]),
    ];
    expect(diffSnapshots(before, after, when).newPosts.map((p) => p.title)).toEqual([
      "Acme lands a contract with the port of Rotterdam",
    ]);
  });
});

describe("an old entry listed again", () => {
  it("is not news, nor are its undated links on the same page", () => {
    const newsroom = (items: { title: string; slug: string; date: string }[]): SnapshotPage => ({
      kind: "blog",
      url: "https://acme.example/newsroom",
      ok: true,
      fetchable: true,
      items: items.map((i) => ({
        key: `https://acme.example/newsroom/${i.slug}`,
        title: i.title,
        url: `https://acme.example/newsroom/${i.slug}`,
        publishedAt: i.date,
        text: "",
      })),
      posts: items.map((i) => ({ url: `https://acme.example/newsroom/${i.slug}`, text: i.title })),
    });
    const known = { title: "Acme selects a new depot partner", slug: "depot", date: "2026-09-02T00:00:00Z" };
    const republished = {
      title: "Acme partners with Southern Cross Transit",
      slug: "sct",
      date: "2023-06-14T00:00:00Z",
    };
    const diff = diffSnapshots([home, newsroom([known])], [home, newsroom([republished, known])], when);
    expect(diff.newPosts).toEqual([]);
  });
});

describe("roles are their content", () => {
  const role = (title: string, location: string, id: string): SnapshotJob => ({
    title,
    team: null,
    location,
    url: `https://boards.example/acme/jobs/${id}`,
    key: `greenhouse:${id}`,
  });
  const board = (jobs: SnapshotJob[]): SnapshotPage => ({
    kind: "board",
    url: "https://boards-api.example/v1/boards/acme/jobs",
    source: "greenhouse",
    ok: true,
    fetchable: true,
    jobs,
    jobTitles: jobs.map((j) => j.title),
  });
  const ROLES: [string, string][] = [
    ["Senior Backend Engineer", "Berlin, Germany"],
    ["Account Executive", "London, United Kingdom"],
    ["Product Designer", "Remote - Europe"],
    ["Data Engineer", "Berlin, Germany"],
  ];

  it("a board re-synced under new ids, the same roles in the same places, changes nothing", () => {
    const before = [home, board(ROLES.map(([t, l], i) => role(t, l, `40${i}1`)))];
    const after = [home, board(ROLES.map(([t, l], i) => role(t, l, `71${i}9`)))];
    const diff = diffSnapshots(before, after, when);
    expect(diff.jobs).toBeNull();
    expect(diff.changed).toBe(false);
  });

  it("roles moved from one board to another (Lever to Ashby) neither closed nor opened", () => {
    const ashby = (jobs: SnapshotJob[]): SnapshotPage => ({
      ...board(jobs.map((j, i) => ({ ...j, key: `ashby:${i}`, url: `https://jobs.ashbyhq.com/acme/${i}` }))),
      url: "https://jobs.ashbyhq.com/acme",
      source: "ashby",
    });
    const before = [home, board(ROLES.map(([t, l], i) => role(t, l, `40${i}1`)))];
    const after = [home, board([]), ashby(ROLES.map(([t, l], i) => role(t, l, `x${i}`)))];
    const diff = diffSnapshots(before, after, when);
    expect(diff.jobsRemoved).toEqual([]);
    expect(diff.jobsAdded).toEqual([]);
    // A role that closed while the others moved is still told.
    const fewer = [home, board([]), ashby(ROLES.slice(1).map(([t, l], i) => role(t, l, `x${i}`)))];
    expect(diffSnapshots(before, fewer, when).jobsRemoved).toEqual(["Senior Backend Engineer"]);
    // The new board says more of the place ("Lisbon, Portugal" for "Lisbon"): the same roles.
    const fuller = [home, board([]), ashby(ROLES.map(([t, l], i) => role(t, `${l}, Somewhere`, `x${i}`)))];
    expect(diffSnapshots(before, fuller, when).jobsRemoved).toEqual([]);
    // Or writes the same place otherwise: "Denver, CO" on Lever is "Denver, Colorado, United States" on Ashby.
    const us: [string, string, string][] = [
      ["Senior Data Engineer", "Denver, CO", "Denver, Colorado, United States"],
      ["Contract Analyst", "Remote - US", "Remote (United States)"],
    ];
    const lever = [home, board(us.map(([t, l], i) => role(t, l, `70${i}`)))];
    const moved = [home, board([]), ashby(us.map(([t, , l], i) => role(t, l, `y${i}`)))];
    expect(diffSnapshots(lever, moved, when).jobsRemoved).toEqual([]);
    // Another city is another role.
    const elsewhere = [home, board([]), ashby([role("Senior Data Engineer", "Austin, Texas, United States", "z")])];
    expect(diffSnapshots(lever, elsewhere, when).jobsRemoved).toContain("Senior Data Engineer");
  });

  it("the same id renamed is the same role; a second opening of a listed role is a new one", () => {
    const before = [home, board(ROLES.map(([t, l], i) => role(t, l, `40${i}1`)))];
    const after = [
      home,
      board([
        ...ROLES.map(([t, l], i) => role(i === 2 ? "Senior Product Designer" : t, l, `40${i}1`)),
        role("Account Executive", "London, United Kingdom", "5550"),
      ]),
    ];
    const diff = diffSnapshots(before, after, when);
    expect(diff.jobsAdded).toEqual(["Account Executive"]);
    expect(diff.jobsRemoved).toEqual([]);
    expect(jobKey("Account Executive", "London, United Kingdom")).toBe(
      jobKey("Account Executive ", "London, United Kingdom"),
    );
  });

  it("a careers page rebuilt as cards over roles its old text listed as lines adds no role; a new title does", () => {
    const careers = (text: string, jobs?: SnapshotJob[]): SnapshotPage => ({
      kind: "careers",
      url: "https://koroba.example/recruit",
      ok: true,
      fetchable: true,
      text,
      ...(jobs ? { jobs, jobTitles: jobs.map((j) => j.title) } : {}),
    });
    const lines = ROLES.map(([t, l]) => `${t}｜${l}`).join("\n");
    const before = [home, careers(`Careers\n${lines}`, [])];
    const cards = ROLES.map(([t, l], i) => role(t, l, `c${i}`));
    const rebuilt = [home, careers(`Careers\n${ROLES.flat().join("\n")}`, cards)];
    expect(diffSnapshots(before, rebuilt, when).jobs).toBeNull();
    const more = [home, careers("Careers", [...cards, role("Head of Sales", "Tokyo, Japan", "c9")])];
    expect(diffSnapshots(before, more, when).jobsAdded).toEqual(["Head of Sales"]);
  });
});

describe("lines of steady pages", () => {
  const page = (kind: SnapshotPage["kind"], path: string, lines: string[]): SnapshotPage => ({
    kind,
    url: `https://acme.example${path}`,
    ok: true,
    fetchable: true,
    textHash: lines.join("|"),
    text: lines.join("\n"),
  });
  const banner = "Live webinar, Dec 3: peak-season slotting in 30 minutes. Save your seat →";

  it("a line that came to several pages at once is the site's furniture, told once, on the home page's change", () => {
    const before = [page("home", "/", ["Acme", "Routing for fleets"]), page("team", "/team", ["Our team"])];
    const after = [
      page("home", "/", [banner, "Acme", "Routing for fleets"]),
      page("team", "/team", [banner, "Our team"]),
    ];
    const diff = diffSnapshots(before, after, when);
    expect(diff.pageChanges).toEqual([expect.objectContaining({ kind: "home", added: [], siteWide: [banner] })]);
    // Taken down from every page again: no change at all.
    expect(diffSnapshots(after, before, when).pageChanges).toEqual([]);
  });

  it("a list regrouped by town says the same shops: nothing came or went but the words that introduce it", () => {
    const before = [
      page("customers", "/stockists", [
        "Find us in these shops.",
        "Ancoats General Store, Manchester",
        "The Soap Dish, Chester",
      ]),
    ];
    const after = [
      page("customers", "/stockists", [
        "Two shops stock our soaps.",
        "Chester",
        "The Soap Dish",
        "Manchester",
        "Ancoats General Store",
      ]),
    ];
    expect(diffSnapshots(before, after, when).pageChanges).toEqual([
      expect.objectContaining({ added: ["Two shops stock our soaps."], removed: ["Find us in these shops."] }),
    ]);
  });

  it("a post's title in a “latest posts” strip, shown with another date, is the post's, not a page change", () => {
    const post = "Acme is now ISO 27001 certified";
    const before = [
      page("home", "/", ["Acme", `${post} October 14, 2026`]),
      blog("https://acme.example/blog", "https://acme.example/blog/", [
        { title: post, slug: "iso", date: "2026-10-14" },
      ]),
    ];
    const after = [
      page("home", "/", ["Acme", post, "14 Oct 2026"]),
      blog("https://acme.example/blog", "https://acme.example/blog/", [
        { title: post, slug: "iso", date: "2026-10-14" },
      ]),
    ];
    expect(diffSnapshots(before, after, when).changed).toBe(false);
  });
});

describe("a tagline kept across a rebuild", () => {
  it("a line the page still says, in its title or within another line, was not taken down", () => {
    const line = (text: string, title: string): SnapshotPage => ({
      kind: "home",
      url: "https://acme.example/",
      ok: true,
      fetchable: true,
      title,
      textHash: text,
      text,
    });
    const before = line("Skip to content\nAcme\nJob management for HVAC contractors\nBook a demo", "Acme");
    // Rebuilt: the header's tagline now only in the page's title; the menu and the skip link gone.
    const after = line("Acme\nBook a demo\nStart free trial", "Acme – Job management for HVAC contractors");
    const change = diffSnapshots([before], [after], when).pageChanges[0];
    expect(change?.removed).toEqual(["Skip to content"]);
    expect(change?.added).toEqual(["Start free trial"]);
  });
});

describe("content kept across a rebuild", () => {
  const page = (kind: SnapshotPage["kind"], path: string, text: string, extra: Partial<SnapshotPage> = {}) =>
    ({
      kind,
      url: `https://acme.example${path}`,
      ok: true,
      fetchable: true,
      textHash: text,
      text,
      ...extra,
    }) as SnapshotPage;
  const person = (name: string, role: string) => ({
    name,
    role,
    isFounder: /founder/i.test(role),
    linkedinUrl: null,
    twitterUrl: null,
    websiteUrl: null,
    bio: null,
  });

  it("a person the reader no longer parses, still on the team page with their title, has not left", () => {
    const before = [
      page("team", "/team", "Our team\nDana Whitcombe\nCo-founder & CEO\nLeo Park\nCTO", {
        people: [person("Dana Whitcombe", "Co-founder & CEO"), person("Leo Park", "CTO")],
      }),
    ];
    const rebuilt = [
      page("team", "/team", "The people behind Acme\nDana Whitcombe · Co-founder & CEO\nLeo Park · CTO", {
        people: [person("Leo Park", "CTO")],
      }),
    ];
    expect(diffSnapshots(before, rebuilt, when).peopleLeft).toEqual([]);
    // Named only in the story of how the company began, she is gone from the team.
    const left = [
      page("team", "/team", "Our team\nLeo Park\nCTO\nAcme was founded in 2021 by Dana Whitcombe and Leo Park.", {
        people: [person("Leo Park", "CTO")],
      }),
    ];
    expect(diffSnapshots(before, left, when).peopleLeft.map((p) => p.name)).toEqual(["Dana Whitcombe"]);
  });

  it("a person the reader now parses, on the last team page as text with their title, has not joined", () => {
    const before = [
      page("about", "/about", "Team\nDana Whitcombe — Co-founder & CEO\nLeo Park — CTO", {
        people: [person("Leo Park", "CTO")],
      }),
    ];
    const rebuilt = [
      page("about", "/about", "The team\nDana Whitcombe\nCo-founder & CEO\nLeo Park\nCTO", {
        people: [person("Dana Whitcombe", "Co-founder & CEO"), person("Leo Park", "CTO")],
      }),
    ];
    expect(diffSnapshots(before, rebuilt, when).peopleAdded).toEqual([]);
    // Named before only as a founder in the story, she now holds a new title on the team.
    const named = [
      page("about", "/about", "Dana Whitcombe started Acme.\nLeo Park — CTO", { people: [person("Leo Park", "CTO")] }),
    ];
    expect(diffSnapshots(named, rebuilt, when).peopleAdded.map((p) => p.name)).toEqual(["Dana Whitcombe"]);
  });

  it("a pricing page laid out again with the same prices says so; a price changed does not", () => {
    const table = "Plans\nStarter Studio Pro\n£29 / month £79 / month £149 / month";
    const cards = "Plans\nStarter\n£29 per month\nStudio\n£79 per month\nPro\n£149 per month";
    const restyled = diffSnapshots([page("pricing", "/pricing", table)], [page("pricing", "/pricing", cards)], when);
    expect(restyled.pageChanges[0]).toMatchObject({ kind: "pricing", samePrices: true });
    const raised = diffSnapshots(
      [page("pricing", "/pricing", table)],
      [page("pricing", "/pricing", cards.replace("£79", "£89"))],
      when,
    );
    expect(raised.pageChanges[0]?.samePrices).toBeUndefined();
  });

  it("a page filed as pricing by its address that states no price is read as a page about the company", () => {
    const plans = (text: string) => [page("pricing", "/plans", text)];
    const wish = diffSnapshots(
      plans("Our plans\nWhere we are in 2026: three cities."),
      plans("Our plans\nWhere we want to be in 2027: five cities, if Arusha breaks even."),
      when,
    );
    expect(wish.pageChanges[0]?.kind).toBe("about");
    const priced = diffSnapshots(plans("Plans\nStarter £29 / month"), plans("Plans\nStarter £39 / month"), when);
    expect(priced.pageChanges[0]?.kind).toBe("pricing");
    // In a currency the amounts do not read, a number for a period is still a price.
    const team = "Basis\n449 kr./md. pr. bruger\nTeam\n1.990 kr./md. for op til 5 brugere";
    const kroner = diffSnapshots(plans("Basis\n449 kr./md. pr. bruger"), plans(team), when);
    expect(kroner.pageChanges[0]?.kind).toBe("pricing");
  });

  it("a line the site said on another page last time is moved there, not new", () => {
    const quote = "Our dispatchers finally see every slip and every invoice in one place.";
    const before = [page("home", "/", "Acme\nMarina software"), page("customers", "/customers", `Customers\n${quote}`)];
    const after = [page("home", "/", `Acme\nMarina software\n${quote}`), before[1]!];
    expect(diffSnapshots(before, after, when).pageChanges).toEqual([]);
    const fresh = [page("home", "/", "Acme\nMarina software\nNow live at forty marinas across Florida."), before[1]!];
    expect(diffSnapshots(before, fresh, when).pageChanges[0]?.added).toEqual([
      "Now live at forty marinas across Florida.",
    ]);
  });

  it("a pricing table become cards whose every old line still reads there is the same prices, badges and all", () => {
    const table = "Pricing\nPlan Price Includes\nStall $35/mo 1 market stall, Daily sales email\n14-day free trial.";
    const cards =
      "Simple, honest pricing\nStall\n$35 per month\n1 market stall\nDaily sales email\nMost popular\n" +
      "Start free trial\n14-day free trial.";
    const restyled = diffSnapshots([page("pricing", "/pricing", table)], [page("pricing", "/pricing", cards)], when);
    expect(restyled.pageChanges[0]).toMatchObject({ kind: "pricing", samePrices: true });
    const plan = `${cards}\nEnterprise\nSingle sign-on, audit logs and a dedicated success manager`;
    const added = diffSnapshots([page("pricing", "/pricing", cards)], [page("pricing", "/pricing", plan)], when);
    expect(added.pageChanges[0]?.samePrices).toBeUndefined();
  });

  it("a pricing page gaining a hero, plan buttons and a FAQ over the same prices is the same prices", () => {
    const plans =
      "Pricing\nHobby\n$0/month\n1 project\nPro\n$25/month\nUnlimited projects\nScale\n$399/month\nAudit logs";
    const cards =
      "Pricing\nSimple pricing that scales with you\nStart free. Upgrade when you need to.\nHobby\n$0/month\n" +
      "Choose Hobby\n✓ 1 project\nPro\n$25/month\nChoose Pro\n✓ Unlimited projects\nScale\n$399/month\n" +
      "Choose Scale\n✓ Audit logs\nFrequently asked questions\nCan I change plans later?\n" +
      "Yes, upgrade or downgrade any time.";
    const restyled = diffSnapshots([page("pricing", "/pricing", plans)], [page("pricing", "/pricing", cards)], when);
    expect(restyled.pageChanges[0]).toMatchObject({ kind: "pricing", samePrices: true });
    // A plan the page did not have comes with its name and its button: packaging news.
    const team = `${cards}\nTeam\nChoose Team\nShared projects for the whole team`;
    const added = diffSnapshots([page("pricing", "/pricing", cards)], [page("pricing", "/pricing", team)], when);
    expect(added.pageChanges[0]?.samePrices).toBeUndefined();
  });

  it("an undated card read with its tag and teaser around a known post's title is that post", () => {
    const title = "Acme is now in public beta";
    const before = [
      home,
      blog("https://acme.example/blog", "https://acme.example/blog/", [{ title, slug: "beta", date: "2026-05-02" }]),
    ];
    const after = [
      home,
      blog("https://acme.example/blog", "https://acme.example/p/", [
        { title: `Product ${title} Acme is open to any roaster selling on Shopify.`, slug: "x1", date: null },
      ]),
    ];
    expect(diffSnapshots(before, after, when).newPosts).toEqual([]);
  });

  it("a card holding a known title of three words with its date and author is that post moved", () => {
    const title = "Introducing invoice previews";
    const before = [
      home,
      blog("https://acme.example/blog", "https://acme.example/post/", [{ title, slug: "x0", date: "2026-08-19" }]),
    ];
    const card = `${title} August 19, 2026 · Rui Santos`;
    const after = [
      home,
      blog("https://acme.example/blog", "https://acme.example/blog/", [{ title: card, slug: "x9", date: null }]),
    ];
    expect(diffSnapshots(before, after, when).newPosts).toEqual([]);
  });

  it("a post found again the same run (its Hacker News discussion) is one new post with both as evidence", () => {
    const title = "Acme is shutting down";
    const hn = (items: SnapshotPage["feedItems"]): SnapshotPage => ({
      kind: "feed",
      url: "https://hn.algolia.example/search?query=acme",
      source: "hn",
      ok: true,
      fetchable: true,
      feedItems: items,
    });
    const discussion = {
      url: "https://news.ycombinator.com/item?id=45990321",
      title,
      publishedAt: "2026-11-10T17:20:00.000Z",
      detail: { source: "hn" as const, label: `Hacker News: ${title} (402 points, 231 comments)` },
    };
    const before = [home, blog("https://acme.example/blog", "https://acme.example/", []), hn([])];
    const after = [
      home,
      blog("https://acme.example/blog", "https://acme.example/", [
        { title, slug: "shutting-down", date: "2026-11-10" },
      ]),
      hn([discussion]),
    ];
    const posts = diffSnapshots(before, after, when).newPosts;
    expect(posts).toHaveLength(1);
    expect([posts[0]!.url, ...(posts[0]!.alsoAt ?? []).map((a) => a.url)].sort()).toEqual(
      ["https://acme.example/shutting-down", discussion.url].sort(),
    );
  });
});

describe("an updates page of dated paragraphs, linking no post", () => {
  it("is compared as text: a new entry's heading and paragraph are its new lines", () => {
    const url = "https://osteon.example/novedades";
    const entry = (title: string, date: string, text: string) => ({ key: title, title, url, publishedAt: date, text });
    const old = entry("Entramos en Lanzadera", "2026-09-02", "Osteon entra en la aceleradora Lanzadera.");
    const fresh = entry(
      "Cerramos nuestra ronda presemilla",
      "2026-11-13",
      "Hoy podemos contarlo: hemos cerrado una ronda presemilla de 1,8 millones de euros.",
    );
    const page = (items: SnapshotPage["items"]): SnapshotPage => ({
      kind: "blog",
      url,
      ok: true,
      fetchable: true,
      items,
      textHash: (items ?? []).map((i) => i.title).join("|"),
      text: ["Novedades", ...(items ?? []).flatMap((i) => [`${i.publishedAt} — ${i.title}`, i.text])].join("\n"),
    });
    const d = diffSnapshots([home, page([old])], [home, page([fresh, old])], when);
    expect(d.pageChanges[0]?.added).toEqual([
      "2026-11-13 — Cerramos nuestra ronda presemilla",
      "Hoy podemos contarlo: hemos cerrado una ronda presemilla de 1,8 millones de euros.",
    ]);
  });
});

describe("a blog moved in from another host", () => {
  it("its posts, named undated by the sitemap, are dated by the new blog's listing: old posts are not news", () => {
    const sitemap = (urls: string[]): SnapshotPage => ({
      kind: "sitemap",
      url: "https://acme.example/sitemap.xml",
      ok: true,
      fetchable: true,
      textHash: urls.join(),
      sitemapUrls: urls,
    });
    const moved = [
      { title: "Acme raises $7M seed to make routing boring", slug: "acme-raises-7m-seed", date: "2025-09-16" },
      { title: "Acme opens its first office in Lisbon", slug: "acme-lisbon", date: "2026-11-13" },
    ];
    const urls = moved.map((p) => `https://acme.example/blog/${p.slug}/`);
    const before = [home, sitemap(["https://acme.example/"])];
    const after = [
      home,
      sitemap(["https://acme.example/", ...urls]),
      blog(
        "https://acme.example/blog/",
        "https://acme.example/blog/",
        moved.map((p) => ({ ...p, slug: `${p.slug}/` })),
      ),
    ];
    expect(diffSnapshots(before, after, when).newPosts.map((p) => p.url)).toEqual([urls[1]]);
  });
});
