import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { discoverPages, platformFeedUrl } from "../../src/pipeline/collect/extract/discover";
import { parseFeedItems } from "../../src/pipeline/collect/extract/feed";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { parseSitemap } from "../../src/pipeline/collect/extract/sitemap";
import { Deadline } from "../../src/pipeline/collect/deadline";
import { SiteReader, type HtmlResult } from "../../src/pipeline/collect/site";
import { sitePaths } from "../../src/pipeline/collect/sources/site";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { createNodeFetcher } from "../../src/platform/fetcher-node";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";

/* What a run reads and within which bounds (docs/pipeline.md §Runs: collect, diff, analyse): the parts, one by one. */

describe("feeds", () => {
  it("parses a JSON Feed 1.1: url (else external_url), title (else the start of its text), date_published", () => {
    const feed = JSON.stringify({
      version: "https://jsonfeed.org/version/1.1",
      title: "Acme changelog",
      home_page_url: "https://acme.example/changelog",
      feed_url: "https://acme.example/changelog/feed.json",
      items: [
        {
          id: "1",
          url: "/changelog/bulk-picking",
          title: "Bulk picking",
          content_html: "<p>Up to 40 items.</p>",
          date_published: "2026-11-10T09:00:00Z",
        },
        {
          id: "2",
          external_url: "https://news.example/acme-picker",
          content_text: "Acme's picker reviewed by News Example",
          date_published: "2026-10-01T09:00:00+02:00",
        },
        { id: "3", title: "No link at all" },
      ],
    });
    expect(parseFeedItems(feed, "https://acme.example/changelog/feed.json")).toEqual([
      {
        title: "Bulk picking",
        url: "https://acme.example/changelog/bulk-picking",
        publishedAt: new Date("2026-11-10T09:00:00Z"),
      },
      {
        title: "Acme's picker reviewed by News Example",
        url: "https://news.example/acme-picker",
        publishedAt: new Date("2026-10-01T07:00:00Z"),
      },
    ]);
  });

  it("says a JSON document that is not a JSON Feed is no feed", () => {
    expect(parseFeedItems(`{"items": []}`, "https://acme.example/feed.json")).toBeNull();
    expect(parseFeedItems(`{not json`, "https://acme.example/feed.json")).toBeNull();
  });

  it.each([
    ["https://medium.com/@acme-robotics", "https://medium.com/feed/@acme-robotics"],
    ["https://medium.com/acme-engineering/some-post-1a2b3c", "https://medium.com/feed/acme-engineering"],
    ["https://acme.medium.com/", "https://acme.medium.com/feed"],
    ["https://acme.substack.com/", "https://acme.substack.com/feed"],
    ["https://acme.ghost.io/", "https://acme.ghost.io/rss/"],
    ["https://acme.hashnode.dev/", "https://acme.hashnode.dev/rss.xml"],
    ["https://acme.beehiiv.com/", "https://acme.beehiiv.com/feed"],
    ["https://www.linkedin.com/company/acme", null],
  ])("derives the feed of a blog platform from a link: %s → %s", (link, feed) => {
    expect(platformFeedUrl(new URL(link))).toBe(feed);
  });
});

describe("which pages a run reads", () => {
  const home = (links: string) =>
    extractPage(
      `<html><head><link rel="alternate" type="application/feed+json" ` +
        `href="/feed.json"></head><body><nav>${links}</nav></body></html>`,
      "https://acme.example/",
    );

  it("finds one page of every kind of news (a changelog beside a blog), pricing, customers and platform feeds", () => {
    const found = discoverPages(
      home(
        `<a href="/blog">Blog</a><a href="/blog/picker-2">Picker 2</a><a href="/changelog">Changelog</a><a ` +
          `href="/press">Press</a><a href="/newsroom">Newsroom</a>
        <a href="/pricing">Pricing</a><a href="/customers">Customers</a><a href="/careers">Careers</a><a ` +
          `href="https://acme.substack.com/">Newsletter</a>`,
      ),
      "https://acme.example/",
    );
    expect(found.news).toEqual(
      expect.arrayContaining([
        "https://acme.example/blog",
        "https://acme.example/changelog",
        "https://acme.example/press",
        "https://acme.example/newsroom",
      ]),
    );
    expect(found.news).toHaveLength(4);
    expect(found.pricing[0]).toBe("https://acme.example/pricing");
    expect(found.customers[0]).toBe("https://acme.example/customers");
    expect(found.platformFeeds).toEqual(["https://acme.substack.com/feed"]);
    expect(found.feeds.map((f) => f.url)).toContain("https://acme.example/feed.json");
  });

  it("reads a sitemap's pages and a sitemap index's sitemaps", () => {
    const urlset =
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://acme.example/blog/picker-2</loc><lastmod>2026-09-14</lastmod></url><url><loc>https://acme.example/` +
      `pricing</loc></url></urlset>`;
    expect(parseSitemap(urlset, "https://acme.example/sitemap.xml")).toEqual({
      urls: [
        { url: "https://acme.example/blog/picker-2", lastmod: "2026-09-14T00:00:00.000Z" },
        { url: "https://acme.example/pricing", lastmod: null },
      ],
      sitemaps: [],
    });
    const index =
      `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://acme.example/post-sitemap.xml</loc></sitemap><sitemap><loc>https://acme.example/page-sitemap.` +
      `xml</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(index, "https://acme.example/sitemap.xml")?.sitemaps).toEqual([
      "https://acme.example/post-sitemap.xml",
      "https://acme.example/page-sitemap.xml",
    ]);
    expect(parseSitemap("<!doctype html><title>Home</title>", "https://acme.example/sitemap.xml")).toBeNull();
  });
});

describe("the company's blog on another host", () => {
  const at = "https://acme.example/";
  const found = (html: string) => discoverPages(extractPage(html, at), at);

  it(
    "is the page a navigation link labelled Blog points to " + "on another host (a Framer nav, a Medium publication)",
    () => {
      const html =
        `<div id="main"><nav class="framer-1wb2u3f" data-framer-name="Navigation">
<a class="framer-k1x9xp" href="./" data-framer-name="Logo"><div class="framer-text">Acme</div></a>
<a class="framer-1v6z2nb" href="./about" data-framer-name="Nav link"><div class="framer-1mnv0nq"><p ` +
        `class="framer-text">About</p></div></a>
<a class="framer-1v6z2nb" href="https://medium.com/acme-engineering" data-framer-name="Nav link"><div ` +
        `class="framer-1mnv0nq"><p class="framer-text">Blog</p></div></a>
</nav><section data-framer-name="Hero"><h1 class="framer-text">Robots for every warehouse</h1></section></div>`;
      expect(found(html).offsiteBlog).toBe("https://medium.com/acme-engineering");
    },
  );

  it("is a newsletter in a Webflow navbar or a footer link, on any host (a blog on its own domain)", () => {
    const webflow =
      `<div role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" class="brand ` +
      `w-nav-brand">Acme</a>
<nav role="navigation" class="nav-menu w-nav-menu"><a href="/about" class="nav-link w-nav-link">About</a><a ` +
      `href="https://dispatch.acme-mail.example/" class="nav-link w-nav-link">Newsletter</a></nav></div></div>`;
    expect(found(webflow).offsiteBlog).toBe("https://dispatch.acme-mail.example/");
    const wordpress =
      `<div class="wp-site-blocks"><main class="wp-block-group"><p>Hello</p></main>
<footer class="wp-block-template-part"><ul class="wp-block-navigation__container"><li><a ` +
      `href="https://notes.acme-robotics.example/">Company news ↗</a></li></ul></footer></div>`;
    expect(found(wordpress).offsiteBlog).toBe("https://notes.acme-robotics.example/");
    const framer =
      `<footer><a href="./privacy">Privacy</a>` + `<a href="https://inka.writes.example/">Founder’s notes</a></footer>`;
    expect(found(framer).offsiteBlog).toBe("https://inka.writes.example/");
  });

  it("is never a link in the page's content, a press mention, a social profile or a job board", () => {
    const html =
      `<header class="site-header"><nav><a href="/">Acme</a><a href="https://www.linkedin.com/newsletters/` +
      `acme-7012">Newsletter</a>
<a href="https://boards.greenhouse.io/acme">Jobs</a><a href="https://techcrunch.example/2026/acme-raises">In the ` +
      `news</a><a href="https://github.com/acme/acme/releases">Changelog</a></nav></header>
<main><section class="featured"><h2>Featured in</h2><a href="https://techcrunch.example/2026/acme-raises">TechCrunch:` +
      ` Acme raises $20M</a>
<p>Read <a href="https://partner.example/blog">our partner's blog</a> and <a ` +
      `href="https://press.example/news">news</a>.</p></section>
<article class="post-card"><header class="post-card-header"><a href="https://other.example/blog">Blog</a></header></` +
      `article></main>`;
    expect(found(html).offsiteBlog).toBeNull();
  });

  it("is a one-page site’s button to its newsletter, or anywhere a link to “our newsletter”", () => {
    const carrd =
      `<div id="main"><div class="inner"><h1>Marigold</h1><p>Software for cleaning companies.</p>` +
      `<ul class="buttons"><li><a href="https://app.marigold.example/signup">Try it free</a></li>` +
      `<li><a href="https://marigold.substack.example/">Newsletter</a></li></ul></div></div>`;
    expect(found(carrd).offsiteBlog).toBe("https://marigold.substack.example/");
    const withMenu =
      `<nav><a href="/about">About</a></nav><main><p><a href="https://acme-notes.example/">Read our newsletter</a>` +
      ` or <a href="https://other.example/blog">a blog</a></p></main>`;
    expect(found(withMenu).offsiteBlog).toBe("https://acme-notes.example/");
  });

  it("is one blog at most, the one on a blog platform first, else its front page", () => {
    const html =
      `<nav><a href="https://acme-news.example/2026/11/some-post">News</a><a ` +
      `href="https://acme.substack.com/">Newsletter</a><a href="https://blog.acme-robotics.example/">Blog</a></nav>`;
    expect(found(html).offsiteBlog).toBe("https://acme.substack.com/");
    expect(
      found(
        `<nav><a href="https://acme-news.example/2026/11/some-post">News</a><a ` +
          `href="https://blog.acme-robotics.example/">Blog</a></nav>`,
      ).offsiteBlog,
    ).toBe("https://blog.acme-robotics.example/");
  });

  it("leaves a blog on the site itself or a subdomain to the usual discovery", () => {
    const f = found(`<nav><a href="/blog">Blog</a><a href="https://news.acme.example/">News</a></nav>`);
    expect(f.offsiteBlog).toBeNull();
    expect(f.news).toEqual(expect.arrayContaining(["https://acme.example/blog"]));
  });
});

describe("new posts from items and the sitemap", () => {
  const home: SnapshotPage = {
    kind: "home",
    url: "https://acme.example/",
    ok: true,
    fetchable: true,
    textHash: "h",
    text: "Acme",
  };
  const press = (items: { key: string; title: string; url: string }[]): SnapshotPage => ({
    kind: "blog",
    url: "https://acme.example/press",
    ok: true,
    fetchable: true,
    textHash: items.map((i) => i.key).join(),
    text: "",
    posts: [],
    items: items.map((i) => ({ ...i, publishedAt: null, text: `${i.title}: details.` })),
  });
  const sitemap = (urls: string[]): SnapshotPage => ({
    kind: "sitemap",
    url: "https://acme.example/sitemap.xml",
    ok: true,
    fetchable: true,
    sitemapUrls: urls,
  });
  const gripco = {
    key: "title:acme acquires gripco",
    title: "Acme acquires Gripco",
    url: "https://acme.example/press#acme-acquires-gripco",
  };
  const accel = {
    key: "title:acme joins the accelerator",
    title: "Acme joins the accelerator",
    url: "https://acme.example/press#acme-joins-the-accelerator",
  };

  it(
    "an inline entry that appeared is a new post with its title, " +
      "text and the page URL with its anchor; reordering is nothing",
    () => {
      const diff = diffSnapshots([home, press([accel])], [home, press([gripco, accel])]);
      expect(diff.newPosts).toEqual([
        { url: gripco.url, title: gripco.title, publishedAt: null, text: "Acme acquires Gripco: details." },
      ]);
      expect(diffSnapshots([home, press([gripco, accel])], [home, press([accel, gripco])]).changed).toBe(false);
    },
  );

  it(
    "a URL new in sitemap.xml under a news path is a new " + "post, titled from its slug when its page was not read",
    () => {
      const diff = diffSnapshots(
        [home, sitemap(["https://acme.example/blog/picker-2"])],
        [home, sitemap(["https://acme.example/blog/picker-2", "https://acme.example/blog/acme-raises-series-b"])],
      );
      expect(diff.newPosts).toEqual([
        {
          url: "https://acme.example/blog/acme-raises-series-b",
          title: "Acme raises series b",
          publishedAt: null,
          text: null,
        },
      ]);
    },
  );

  it("a news page or sitemap read for the first time is a baseline, not a flood of new posts", () => {
    const diff = diffSnapshots([home], [home, press([gripco, accel]), sitemap(["https://acme.example/blog/picker-2"])]);
    expect(diff.newPosts).toEqual([]);
  });

  it("a post both in a feed (with Medium's ?source=rss… on its link) and on the index is one new post", () => {
    const blog = (slugs: string[]): SnapshotPage => ({
      kind: "blog",
      url: "https://medium.example/acme",
      ok: true,
      fetchable: true,
      textHash: slugs.join(),
      text: "",
      posts: slugs.map((s) => ({ url: `https://medium.example/acme/${s}`, text: s })),
      items: [],
    });
    const feed = (slugs: string[]): SnapshotPage => ({
      kind: "feed",
      url: "https://medium.example/feed/acme",
      ok: true,
      fetchable: true,
      feedItems: slugs.map((s) => ({
        title: s,
        url: `https://medium.example/acme/${s}?source=rss----7c1d2a9f0e34---4`,
        publishedAt: null,
      })),
    });
    const diff = diffSnapshots(
      [home, blog(["old-1a2b"]), feed(["old-1a2b"])],
      [home, blog(["new-3c4d", "old-1a2b"]), feed(["new-3c4d", "old-1a2b"])],
    );
    expect(diff.newPosts.map((p) => p.title)).toEqual(["new-3c4d"]);
    // A post that was there before, now linked with a tracking parameter or a trailing slash, is not new.
    const later = diffSnapshots([home, blog(["old-1a2b"])], [home, blog(["old-1a2b/"]), feed(["old-1a2b"])]);
    expect(later.newPosts).toEqual([]);
  });

  it("a news page with no entries and no post links is compared as text", () => {
    const plain = (text: string): SnapshotPage => ({
      kind: "blog",
      url: "https://acme.example/news",
      ok: true,
      fetchable: true,
      textHash: text,
      text,
      posts: [],
      items: [],
    });
    const diff = diffSnapshots(
      [home, plain("News\nWe post our news on LinkedIn for now.")],
      [home, plain("News\nAcme Robotics has been acquired by Example Corp.")],
    );
    expect(diff.pageChanges).toEqual([
      expect.objectContaining({ kind: "blog", added: ["Acme Robotics has been acquired by Example Corp."] }),
    ]);
  });
});

describe("the site reader's bounds", () => {
  let fx: FixtureSites;
  beforeAll(async () => {
    fx = await startFixtureSites();
  });
  afterAll(async () => {
    await fx.close();
  });
  beforeEach(() => fx.sites.globex.reset());

  const fetcher = () => createNodeFetcher({ allowPrivateNetwork: true, timeoutMs: 3_000 });

  it("makes one request at a time per host, however many pages are asked for at once", async () => {
    const site = fx.sites.globex;
    let inFlight = 0;
    let most = 0;
    const slow = (req: IncomingMessage, res: ServerResponse) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      // The server answers a little later, so overlapping requests would be seen.
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(200, { "content-type": "text/html" });
        res.end(`<title>${req.url}</title>`);
      }, 20);
    };
    const paths = ["/a", "/b", "/c", "/d", "/e"];
    for (const p of paths) site.setHandler(p, slow);
    const deadline = new Deadline(10_000);
    try {
      const reader = new SiteReader(fetcher(), deadline, []);
      const results = await Promise.all(paths.map((p) => reader.html(`${site.origin}${p}`)));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(most).toBe(1);
    } finally {
      deadline.dispose();
    }
  });

  it("makes at most its page budget of requests (robots.txt aside), refusing the rest as over_budget", async () => {
    const site = fx.sites.globex;
    for (let i = 0; i < 30; i++) site.setPage(`/p${i}`, `<title>Page ${i}</title>`);
    site.clearRequests();
    const deadline = new Deadline(10_000);
    try {
      const reader = new SiteReader(fetcher(), deadline, [], 12);
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => reader.html(`${site.origin}/p${i}`)));
      expect(results.filter((r) => r.ok)).toHaveLength(12);
      expect(results.filter((r) => !r.ok && r.reason === "over_budget")).toHaveLength(18);
      expect(site.requests.filter((r) => r.path !== "/robots.txt")).toHaveLength(12);
    } finally {
      deadline.dispose();
    }
  });
});

describe("a feed written with another base URL than the site's", () => {
  it("links its items where the site's own pages link the same path; others keep their address", () => {
    const blog = {
      ok: true,
      page: { links: [{ url: "https://acme.test/updates/november-2026-update/", text: "November update" }] },
    } as unknown as HtmlResult;
    const onSite = sitePaths([blog]);
    const feed = "https://acme.test/updates/index.xml";
    expect(onSite("https://www.acme.com/updates/november-2026-update/", feed)).toBe(
      "https://acme.test/updates/november-2026-update/",
    );
    expect(onSite("https://techcrunch.com/2026/11/12/acme-raises/", feed)).toBe(
      "https://techcrunch.com/2026/11/12/acme-raises/",
    );
  });
});
