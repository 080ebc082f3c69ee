import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HttpFetcher } from "../../src/platform/fetcher";
import { resolveHostWithDns } from "../../src/platform/fetcher-node";
import { discoverPages } from "../../src/pipeline/collect/extract/discover";
import { parseFeedItems } from "../../src/pipeline/collect/extract/feed";
import { MAX_HTML_DEPTH, MAX_HTML_ELEMENTS } from "../../src/pipeline/collect/extract/dom";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { extractPeople, looksLikePersonName } from "../../src/pipeline/collect/extract/people";
import { classifySocialUrl, collectSocialProfiles } from "../../src/identity/social-profiles";
import { ACME, GLOBEX, NIMBUS, defaultPages, rssFeed, type SiteUrls } from "../support/fixtures/site-content";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";

const urls: SiteUrls = {
  acme: "https://acme.example/",
  nimbus: "https://nimbus.example/",
  globex: "https://globex.example/",
  initech: "https://initech.example/",
};
const pages = defaultPages(urls);

describe("extractPage", () => {
  const home = extractPage(pages.acme["/"].body, urls.acme);

  it("reads the title and meta description", () => {
    expect(home.title).toBe("Acme Robotics | Autonomous warehouse robots");
    expect(home.description).toBe(ACME.description);
  });

  it("keeps visible text without scripts, styles or navigation, whitespace collapsed", () => {
    expect(home.text).toContain("Robots that run your warehouse");
    expect(home.text).toContain(
      "Acme Robotics builds autonomous warehouse robots that pick, pack and move inventory around the clock.",
    );
    expect(home.text).not.toContain("tracking-snippet");
    expect(home.text).not.toContain("font-family");
    expect(home.text).not.toMatch(/^Home$/m); // the nav link
    expect(home.text).not.toMatch(/[ \t]{2,}/);
  });

  it("lists unique absolute links with their text, navigation included, mailto left out", () => {
    expect(home.links).toContainEqual(expect.objectContaining({ url: "https://acme.example/blog", text: "Blog" }));
    expect(home.links).toContainEqual(
      expect.objectContaining({ url: "https://www.linkedin.com/company/acme-robotics/", text: "LinkedIn" }),
    );
    expect(home.links.filter((l) => l.url === "https://acme.example/careers")).toHaveLength(1);
    // Links in the site's chrome (navigation, header, footer) say so; discovery trusts their labels.
    expect(home.links.find((l) => l.url === "https://acme.example/blog")?.inChrome).toBe(true);
    expect(home.links.some((l) => l.url.startsWith("mailto:"))).toBe(false);
  });

  it("finds announced feeds", () => {
    expect(home.feeds).toEqual([
      { url: "https://acme.example/blog/feed.xml", format: "rss", title: "Acme Robotics blog" },
    ]);
  });

  it("falls back to og tags, honours <base href>, and caps long text at a word boundary", () => {
    const page = extractPage(
      `<html><head><meta property="og:title" content="OG Title"><meta property="og:description" content="OG desc">
       <base href="https://cdn.example/site/"></head><body><a href="page">P</a><a href="#top">Top</a>
       <a href="javascript:void(0)">JS</a><a href="/x"><img alt="Logo"></a><p hidden>secret</p>
       <p>${"word ".repeat(10_000)}</p></body></html>`,
      "https://acme.example/",
    );
    expect(page.title).toBe("OG Title");
    expect(page.description).toBe("OG desc");
    expect(page.links).toEqual([
      { url: "https://cdn.example/site/page", text: "P" },
      { url: "https://cdn.example/x", text: "Logo" },
    ]);
    expect(page.text).not.toContain("secret");
    expect(page.text.length).toBeLessThanOrEqual(20_000);
    expect(page.text.length).toBeGreaterThan(19_000);
    expect(page.text.endsWith("word")).toBe(true);
  });

  it("returns nulls for a page without title or description", () => {
    const page = extractPage("<p>Just text</p>", "https://x.example/");
    expect(page).toMatchObject({ title: null, description: null, text: "Just text", links: [], feeds: [] });
  });
  it(
    "reads a page nested without end up to a bounded depth (it " +
      "overflowed the call stack, and cost time quadratic in depth)",
    () => {
      const page = extractPage(
        `<title>Deep</title><p>before</p>${"<div>".repeat(5000)}<p>too deep</p>`,
        "https://x.example/",
      );
      expect(page.title).toBe("Deep");
      expect(page.text).toContain("before");
      expect(page.text).not.toContain("too deep");
      const atLimit = extractPage(
        `<title>Deep</title>${"<div>".repeat(MAX_HTML_DEPTH - 1)}<p>still read</p>`,
        "https://x.example/",
      );
      expect(atLimit.text).toContain("still read");
    },
  );

  it("reads at most a bounded number of elements of a page (megabytes of markup cost seconds)", () => {
    const late = `<meta name="description" content="past the end">`;
    const page = extractPage(
      `<title>Big</title><p>first</p>${"<span>x</span>".repeat(MAX_HTML_ELEMENTS + 10_000)}${late}`,
      "https://x.example/",
    );
    expect(page.title).toBe("Big");
    expect(page.text).toContain("first");
    expect(page.description).toBeNull();
    const small = extractPage(`<title>Big</title>${"<span>x</span>".repeat(1000)}${late}`, "https://x.example/");
    expect(small.description).toBe("past the end");
  });

  it("bounds a feed's XML the same way", () => {
    const items = `<item><title>Kept</title><link>https://x.example/kept</link></item>`;
    const xml =
      `<?xml version="1.0"?><rss ` +
      `version="2.0"><channel><title>F</title>${items}${"<x>".repeat(5000)}</channel></rss>`;
    expect(parseFeedItems(xml, "https://x.example/feed.xml")?.map((i) => i.title)).toEqual(["Kept"]);
  });
});

describe("social links", () => {
  it("classifies company and person LinkedIn, X/Twitter and GitHub into canonical URLs", () => {
    expect(classifySocialUrl("https://www.linkedin.com/company/Acme-Robotics/about/?trk=x")).toEqual({
      kind: "linkedin_company",
      handle: "acme-robotics",
      url: "https://www.linkedin.com/company/acme-robotics",
    });
    expect(classifySocialUrl("http://uk.linkedin.com/in/jane-doe-acme/")?.url).toBe(
      "https://www.linkedin.com/in/jane-doe-acme",
    );
    expect(classifySocialUrl("https://twitter.com/JaneDoe")?.url).toBe("https://x.com/janedoe");
    expect(classifySocialUrl("https://x.com/acmerobotics/status/123")?.url).toBe("https://x.com/acmerobotics");
    expect(classifySocialUrl("https://github.com/acme-robotics/picker")?.url).toBe("https://github.com/acme-robotics");
    expect(classifySocialUrl("https://github.com/orgs/acme-robotics/people")?.url).toBe(
      "https://github.com/acme-robotics",
    );
  });

  it("ignores intent/share links, feature pages and other sites", () => {
    for (const url of [
      "https://twitter.com/intent/tweet?text=hi",
      "https://x.com/share?url=x",
      "https://twitter.com/home",
      "https://x.com/search?q=acme",
      "https://www.linkedin.com/shareArticle?url=x",
      "https://www.linkedin.com/feed/",
      "https://github.com/features",
      "https://acme.example/company/in",
      "mailto:a@b.c",
    ]) {
      expect(classifySocialUrl(url), url).toBeNull();
    }
  });

  it("collects the fixture home page's profiles", () => {
    const home = extractPage(pages.acme["/"].body, urls.acme);
    const profiles = collectSocialProfiles(home.links.map((l) => l.url));
    expect(profiles.linkedinCompany.map((p) => p.url)).toEqual([ACME.linkedinUrl]);
    expect(profiles.twitter.map((p) => p.url)).toEqual([ACME.twitterUrl]); // the share link is not an account
    expect(profiles.github.map((p) => p.url)).toEqual([ACME.githubUrl]);
    expect(profiles.linkedinPeople).toEqual([]);
  });
});

describe("discoverPages", () => {
  it("finds the blog, careers, team and feed of the fixture home page", () => {
    const found = discoverPages(extractPage(pages.acme["/"].body, urls.acme), urls.acme);
    expect(found.blog[0]).toBe("https://acme.example/blog");
    expect(found.careers[0]).toBe("https://acme.example/careers");
    expect(found.team).toEqual(["https://acme.example/team", "https://acme.example/about"]);
    expect(found.feeds).toEqual([{ url: "https://acme.example/blog/feed.xml", source: "link_alternate" }]);
  });

  it("ranks index pages over articles, accepts subdomains and job boards, ignores other sites", () => {
    const home = "https://www.beta.example/";
    const found = discoverPages(
      {
        feeds: [],
        links: [
          { url: "https://www.beta.example/news/2024/funding", text: "We raised" },
          { url: "https://www.beta.example/news", text: "Newsroom" },
          { url: "https://blog.beta.example/", text: "Engineering" },
          { url: "https://jobs.lever.co/beta", text: "Open roles" },
          { url: "https://www.beta.example/about-us", text: "About us" },
          { url: "https://other.example/blog", text: "Blog" },
          { url: "https://www.beta.example/pricing", text: "Pricing" },
        ],
      },
      home,
    );
    expect(found.blog[0]).toBe("https://www.beta.example/news");
    expect(found.blog).toContain("https://blog.beta.example/");
    expect(found.blog).not.toContain("https://other.example/blog");
    expect(found.careers).toEqual(["https://jobs.lever.co/beta"]);
    expect(found.team).toEqual(["https://www.beta.example/about-us"]);
  });

  it("offers linked feeds, and guesses common feed paths only when none is named", () => {
    const linked = discoverPages(
      { feeds: [], links: [{ url: "https://c.example/rss.xml", text: "RSS" }] },
      "https://c.example/",
    );
    expect(linked.feeds).toEqual([{ url: "https://c.example/rss.xml", source: "link" }]);

    const guessed = discoverPages(
      { feeds: [], links: [{ url: "https://c.example/blog", text: "Blog" }] },
      "https://c.example/",
    );
    expect(guessed.feeds.map((f) => f.url)).toEqual([
      "https://c.example/blog/feed",
      "https://c.example/feed",
      "https://c.example/blog/feed.xml",
      "https://c.example/feed.xml",
      "https://c.example/blog/rss.xml",
      "https://c.example/rss.xml",
    ]);
    expect(guessed.feeds.every((f) => f.source === "common_path")).toBe(true);
  });
});

describe("parseFeedItems", () => {
  it("parses the fixture RSS feed", () => {
    expect(parseFeedItems(pages.acme["/blog/feed.xml"].body, "https://acme.example/blog/feed.xml")).toEqual(
      ACME.posts.map((p) => ({
        title: p.title,
        url: `https://acme.example/blog/${p.slug}`,
        publishedAt: new Date(p.pubDate),
      })),
    );
  });

  it("parses Atom, preferring the alternate link and the published date, resolving relative links", () => {
    const atom =
      `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>B</title>
      <entry><title type="html">Launch &amp; more</title><link rel="self" href="/api/1"/><link rel="alternate" ` +
      `href="/posts/launch"/>
        <published>2025-03-01T10:00:00Z</published><updated>2025-04-01T10:00:00Z</updated></entry>
      <entry><title>Undated</title><link href="https://b.example/posts/undated"/></entry>
      <entry><title>No link</title></entry></feed>`;
    expect(parseFeedItems(atom, "https://b.example/feed.atom")).toEqual([
      { title: "Launch & more", url: "https://b.example/posts/launch", publishedAt: new Date("2025-03-01T10:00:00Z") },
      { title: "Undated", url: "https://b.example/posts/undated", publishedAt: null },
    ]);
  });

  it("handles RSS with CDATA titles, guid permalinks and bad dates", () => {
    const rss = `<rss version="2.0"><channel><item><title><![CDATA[Hello <World>]]></title>
      <guid>https://c.example/p/1</guid><pubDate>not a date</pubDate></item></channel></rss>`;
    expect(parseFeedItems(rss, "https://c.example/rss")).toEqual([
      { title: "Hello <World>", url: "https://c.example/p/1", publishedAt: null },
    ]);
  });

  it("returns null for a page that is not a feed", () => {
    expect(parseFeedItems(pages.acme["/"].body, "https://acme.example/feed")).toBeNull();
  });
});

describe("extractPeople", () => {
  it("finds the Acme founders and advisors with roles and links", () => {
    const people = extractPeople(pages.acme["/team"].body, "https://acme.example/team");
    expect(people.map((p) => p.name)).toEqual(["Jane Doe", "Marcus Chen", "Sofia Alvarez", "Hank Scorpio"]);
    const [jane, marcus, sofia, hank] = people;
    expect(jane).toMatchObject({
      role: "CEO & Co-founder",
      isFounder: true,
      linkedinUrl: ACME.founders[0].linkedinUrl,
      twitterUrl: ACME.founders[0].twitterUrl,
      websiteUrl: null,
    });
    expect(marcus).toMatchObject({
      role: "CTO & Co-founder",
      isFounder: true,
      linkedinUrl: ACME.founders[1].linkedinUrl,
      twitterUrl: ACME.founders[1].twitterUrl,
    });
    expect(sofia).toMatchObject({
      role: "Advisor",
      isFounder: false,
      linkedinUrl: ACME.nimbusFounder.linkedinUrl,
      websiteUrl: urls.nimbus,
    });
    expect(sofia.bio).toBe("Founder of Nimbus, the payments API for startups.");
    expect(hank).toMatchObject({ role: "Board Advisor", websiteUrl: urls.globex });
  });

  it("finds a lone founder in an unmarked section and a schema.org Person", () => {
    expect(extractPeople(pages.nimbus["/team"].body, "https://nimbus.example/team")).toEqual([
      expect.objectContaining({
        name: NIMBUS.founder.name,
        role: "Founder & CEO",
        isFounder: true,
        linkedinUrl: NIMBUS.founder.linkedinUrl,
        twitterUrl: NIMBUS.founder.twitterUrl,
      }),
    ]);
    expect(extractPeople(pages.globex["/about"].body, "https://globex.example/about")).toEqual([
      expect.objectContaining({
        name: GLOBEX.founder.name,
        role: "Founder & CEO",
        isFounder: true,
        linkedinUrl: GLOBEX.founder.linkedinUrl,
      }),
    ]);
  });

  it("reads 'Name, Role' lines and ignores emphasised phrases in running text", () => {
    const people = extractPeople(
      `<main><p><strong>Jane Doe</strong>, Co-founder &amp; CEO. Ex-Google.</p><p><strong>Bob Stone</strong> — CTO</p>
       <p>We love <strong>Warehouse Robots</strong>.</p></main>`,
      "https://a.example/about",
    );
    expect(people.map((p) => [p.name, p.role, p.isFounder])).toEqual([
      ["Jane Doe", "Co-founder & CEO", true],
      ["Bob Stone", "CTO", false],
    ]);
  });

  it("reads JSON-LD founders", () => {
    const people = extractPeople(
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Acme",
        "founder":[{"@type":"Person","name":"Jane Doe","sameAs":["https://www.linkedin.com/in/janed","https://` +
        `twitter.com/jd"]},
                   {"@type":"Person","name":"Ann Lee","jobTitle":"CTO"}]}</script><p>hi</p>`,
      "https://a.example/",
    );
    expect(people).toEqual([
      expect.objectContaining({
        name: "Jane Doe",
        role: "Founder",
        isFounder: true,
        linkedinUrl: "https://www.linkedin.com/in/janed",
        twitterUrl: "https://x.com/jd",
      }),
      expect.objectContaining({ name: "Ann Lee", role: "CTO", isFounder: true }),
    ]);
  });

  it("reads unmarked grid cards and keeps one person per marked card", () => {
    const grid = extractPeople(
      `<div class="grid"><div class="col"><img src=a.jpg><h3>Kim Park</h3><p>Head of Product</p><a ` +
        `href="https://www.linkedin.com/in/kimpark">in</a></div>
       <div class="col"><img src=b.jpg><h3>Leo Martin</h3><p>Engineer</p></div></div>`,
      "https://a.example/team",
    );
    expect(grid.map((p) => [p.name, p.role, p.linkedinUrl])).toEqual([
      ["Kim Park", "Head of Product", "https://www.linkedin.com/in/kimpark"],
      ["Leo Martin", "Engineer", null],
    ]);
    const marked = extractPeople(
      `<div class="team-member"><h3>Ana Silva</h3><p class="position">COO</p><h4>Fun Fact</h4><p>Runs ` +
        `marathons.</p><a href="https://anasilva.dev">site</a></div>
       <div class="team-member"><h3>Tom Reed</h3><p class="position">VP Sales</p></div>`,
      "https://a.example/team",
    );
    expect(marked.map((p) => [p.name, p.role, p.websiteUrl])).toEqual([
      ["Ana Silva", "COO", "https://anasilva.dev/"],
      ["Tom Reed", "VP Sales", null],
    ]);
  });

  it("does not take product cards or navigation for people", () => {
    expect(
      extractPeople(
        `<nav><a href="/"><strong>Jane Doe</strong></a></nav><section><h2>Our Products</h2>
         <div class="card"><h3>Picker Two</h3><p>Picks things quickly.</p></div>
         <div class="card"><h3>Mover Max</h3><p>Moves pallets around.</p></div></section>`,
        "https://a.example/",
      ),
    ).toEqual([]);
  });

  it("judges what looks like a name", () => {
    for (const n of ["Jane Doe", "Ludwig van Beethoven", "Mary-Jane O'Neil", "José Álvarez", "Dr. Ann Lee"])
      expect(looksLikePersonName(n), n).toBe(true);
    for (const n of [
      "Our Team",
      "Meet the Founders",
      "Jane",
      "Board of Directors",
      "Acme Robotics",
      "Series A 2024",
      "JANE doe",
    ]) {
      expect(looksLikePersonName(n), n).toBe(false);
    }
  });
});

describe("extraction through the real fetcher", () => {
  let fx: FixtureSites;
  beforeAll(async () => {
    fx = await startFixtureSites();
  });
  afterAll(async () => {
    await fx.close();
  });
  beforeEach(() => fx.sites.acme.reset());

  it("goes from the Acme home page to its feed entries and founders, and sees a new post", async () => {
    const fetcher = new HttpFetcher({ resolveHost: resolveHostWithDns, allowPrivateNetwork: true });
    const home = await fetcher.fetchPage(fx.sites.acme.url);
    if (!home.ok) throw new Error(home.detail);
    const found = discoverPages(extractPage(home.body, home.url), home.url);

    const feed = await fetcher.fetchPage(found.feeds[0].url, { accept: "application/rss+xml" });
    if (!feed.ok) throw new Error(feed.detail);
    expect(parseFeedItems(feed.body, feed.url)?.map((i) => i.title)).toEqual(ACME.posts.map((p) => p.title));

    const team = await fetcher.fetchPage(found.team[0]);
    if (!team.ok) throw new Error(team.detail);
    const founders = extractPeople(team.body, team.url).filter((p) => p.isFounder);
    expect(founders.map((p) => p.linkedinUrl)).toEqual(ACME.founders.map((f) => f.linkedinUrl));

    const newPost = {
      slug: "series-a",
      title: "We raised our Series A",
      pubDate: "Wed, 12 Nov 2025 09:00:00 GMT",
      body: "$20M.",
    };
    const updated = rssFeed(fx.sites.acme.url, "Acme Robotics blog", [newPost, ...ACME.posts]);
    fx.sites.acme.setResponse("/blog/feed.xml", updated);
    const again = await fetcher.fetchPage(found.feeds[0].url);
    expect(again.ok && parseFeedItems(again.body, again.url)?.[0]).toEqual({
      title: "We raised our Series A",
      url: `${fx.sites.acme.url}blog/series-a`,
      publishedAt: new Date(newPost.pubDate),
    });
  });
});
