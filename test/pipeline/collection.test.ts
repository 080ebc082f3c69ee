import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { diffSnapshots } from "../../src/pipeline/diff";
import { discoverPages, platformFeedUrl } from "../../src/pipeline/extract/discover";
import { parseFeedItems } from "../../src/pipeline/extract/feed";
import { extractPage } from "../../src/pipeline/extract/html";
import { parseSitemap } from "../../src/pipeline/extract/sitemap";
import { Deadline } from "../../src/pipeline/deadline";
import { SiteReader } from "../../src/pipeline/site";
import type { SnapshotPage } from "../../src/pipeline/snapshot";
import { createNodeFetcher } from "../../src/platform/fetcher-node";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";

/* What a run reads (issue 17 point 2) and within which bounds (point 10): the parts, one by one. */

describe("feeds", () => {
  it("parses a JSON Feed 1.1: url (else external_url), title (else the start of its text), date_published", () => {
    const feed = JSON.stringify({
      version: "https://jsonfeed.org/version/1.1",
      title: "Acme changelog",
      home_page_url: "https://acme.example/changelog",
      feed_url: "https://acme.example/changelog/feed.json",
      items: [
        { id: "1", url: "/changelog/bulk-picking", title: "Bulk picking", content_html: "<p>Up to 40 items.</p>", date_published: "2026-11-10T09:00:00Z" },
        { id: "2", external_url: "https://news.example/acme-picker", content_text: "Acme's picker reviewed by News Example", date_published: "2026-10-01T09:00:00+02:00" },
        { id: "3", title: "No link at all" },
      ],
    });
    expect(parseFeedItems(feed, "https://acme.example/changelog/feed.json")).toEqual([
      { title: "Bulk picking", url: "https://acme.example/changelog/bulk-picking", publishedAt: new Date("2026-11-10T09:00:00Z") },
      { title: "Acme's picker reviewed by News Example", url: "https://news.example/acme-picker", publishedAt: new Date("2026-10-01T07:00:00Z") },
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
  const home = (links: string) => extractPage(`<html><head><link rel="alternate" type="application/feed+json" href="/feed.json"></head><body><nav>${links}</nav></body></html>`, "https://acme.example/");

  it("finds one page of every kind of news (a changelog beside a blog), pricing, customers and platform feeds", () => {
    const found = discoverPages(
      home(`<a href="/blog">Blog</a><a href="/blog/picker-2">Picker 2</a><a href="/changelog">Changelog</a><a href="/press">Press</a><a href="/newsroom">Newsroom</a>
        <a href="/pricing">Pricing</a><a href="/customers">Customers</a><a href="/careers">Careers</a><a href="https://acme.substack.com/">Newsletter</a>`),
      "https://acme.example/",
    );
    expect(found.news).toEqual(expect.arrayContaining(["https://acme.example/blog", "https://acme.example/changelog", "https://acme.example/press", "https://acme.example/newsroom"]));
    expect(found.news).toHaveLength(4);
    expect(found.pricing[0]).toBe("https://acme.example/pricing");
    expect(found.customers[0]).toBe("https://acme.example/customers");
    expect(found.platformFeeds).toEqual(["https://acme.substack.com/feed"]);
    expect(found.feeds.map((f) => f.url)).toContain("https://acme.example/feed.json");
  });

  it("reads a sitemap's pages and a sitemap index's sitemaps", () => {
    const urlset = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://acme.example/blog/picker-2</loc><lastmod>2026-09-14</lastmod></url><url><loc>https://acme.example/pricing</loc></url></urlset>`;
    expect(parseSitemap(urlset, "https://acme.example/sitemap.xml")).toEqual({
      urls: [
        { url: "https://acme.example/blog/picker-2", lastmod: "2026-09-14T00:00:00.000Z" },
        { url: "https://acme.example/pricing", lastmod: null },
      ],
      sitemaps: [],
    });
    const index = `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://acme.example/post-sitemap.xml</loc></sitemap><sitemap><loc>https://acme.example/page-sitemap.xml</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(index, "https://acme.example/sitemap.xml")?.sitemaps).toEqual(["https://acme.example/post-sitemap.xml", "https://acme.example/page-sitemap.xml"]);
    expect(parseSitemap("<!doctype html><title>Home</title>", "https://acme.example/sitemap.xml")).toBeNull();
  });
});

describe("new posts from items and the sitemap", () => {
  const home: SnapshotPage = { kind: "home", url: "https://acme.example/", ok: true, fetchable: true, textHash: "h", text: "Acme" };
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
  const sitemap = (urls: string[]): SnapshotPage => ({ kind: "sitemap", url: "https://acme.example/sitemap.xml", ok: true, fetchable: true, sitemapUrls: urls });
  const gripco = { key: "title:acme acquires gripco", title: "Acme acquires Gripco", url: "https://acme.example/press#acme-acquires-gripco" };
  const accel = { key: "title:acme joins the accelerator", title: "Acme joins the accelerator", url: "https://acme.example/press#acme-joins-the-accelerator" };

  it("an inline entry that appeared is a new post with its title, text and the page URL with its anchor; reordering is nothing", () => {
    const diff = diffSnapshots([home, press([accel])], [home, press([gripco, accel])]);
    expect(diff.newPosts).toEqual([{ url: gripco.url, title: gripco.title, publishedAt: null, text: "Acme acquires Gripco: details." }]);
    expect(diffSnapshots([home, press([gripco, accel])], [home, press([accel, gripco])]).changed).toBe(false);
  });

  it("a URL new in sitemap.xml under a news path is a new post, titled from its slug when its page was not read", () => {
    const diff = diffSnapshots([home, sitemap(["https://acme.example/blog/picker-2"])], [home, sitemap(["https://acme.example/blog/picker-2", "https://acme.example/blog/acme-raises-series-b"])]);
    expect(diff.newPosts).toEqual([{ url: "https://acme.example/blog/acme-raises-series-b", title: "Acme raises series b", publishedAt: null, text: null }]);
  });

  it("a news page or sitemap read for the first time is a baseline, not a flood of new posts", () => {
    const diff = diffSnapshots([home], [home, press([gripco, accel]), sitemap(["https://acme.example/blog/picker-2"])]);
    expect(diff.newPosts).toEqual([]);
  });

  it("a news page with no entries and no post links is compared as text", () => {
    const plain = (text: string): SnapshotPage => ({ kind: "blog", url: "https://acme.example/news", ok: true, fetchable: true, textHash: text, text, posts: [], items: [] });
    const diff = diffSnapshots([home, plain("News\nWe post our news on LinkedIn for now.")], [home, plain("News\nAcme Robotics has been acquired by Example Corp.")]);
    expect(diff.pageChanges).toEqual([expect.objectContaining({ kind: "blog", added: ["Acme Robotics has been acquired by Example Corp."] })]);
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
