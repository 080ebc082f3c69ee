import { describe, expect, it } from "vitest";
import { diffSnapshots, newPostsOf } from "../../src/pipeline/compare/index";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { readPage, type SnapshotPage } from "../../src/pipeline/collect/snapshot";

/*
 * Evidence points at the item that changed (docs/pipeline.md, Evidence): a home page that lists posts (a
 * Ghost or Hugo blog at the root, a "latest news" strip) gives those posts as entries, so a new
 * one is a new post with its own URL rather than a change of the home page; and entries keep
 * their identity across a change of how their URL is read.
 */

const HOME = "https://canopy.example/";

/** Ghost's Casper index: post cards in the post feed, each linking to its post. */
function casperHome(posts: { slug: string; title: string; excerpt: string; date: string }[]): string {
  const card = (p: (typeof posts)[number]) => `<article class="post-card post tag-company no-image keep-ratio">
    <div class="post-card-content">
        <a class="post-card-content-link" href="/${p.slug}/">
            <header class="post-card-header">
                <div class="post-card-tags"><span class="post-card-primary-tag">Company</span></div>
                <h2 class="post-card-title">${p.title}</h2>
            </header>
            <div class="post-card-excerpt">${p.excerpt}</div>
        </a>
        <footer class="post-card-meta">
            <time class="post-card-meta-date" datetime="${p.date}">${p.date}</time>
            <span class="post-card-meta-length">5 min read</span>
        </footer>
    </div>
</article>`;
  return (
    `<!DOCTYPE html><html lang="en"><head><title>Canopy Health</title></head><body class="home-template">
<div class="viewport"><header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div ` +
    `class="gh-head-brand"><a class="gh-head-logo" href="${HOME}">Canopy Health</a></div>
<nav class="gh-head-menu"><ul class="nav"><li class="nav-home nav-current"><a href="${HOME}">Home</a></li><li ` +
    `class="nav-about"><a href="${HOME}about/">About</a></li></ul></nav></div></header>
<div class="site-content"><main id="site-main" class="site-main outer"><div class="inner posts"><div ` +
    `class="post-feed">
${posts.map(card).join("\n")}
</div></div></main></div>
<footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="${HOME}">Canopy Health</a> ` +
    `&copy; 2026</section><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by ` +
    `Ghost</a></div></footer></div></body></html>`
  );
}

async function homePage(html: string): Promise<SnapshotPage> {
  return readPage("home", { ok: true, url: HOME, finalUrl: HOME, html, page: extractPage(html, HOME) }, 6000, HOME);
}

const OLD = [
  {
    slug: "shipping-audit-trails",
    title: "Shipping audit trails",
    excerpt: "Every change to a patient record now leaves a trail.",
    date: "2026-10-21",
  },
  {
    slug: "what-we-learned-selling-to-clinics",
    title: "What we learned selling to clinics",
    excerpt: "Three years of selling to clinics, in five lessons.",
    date: "2026-09-02",
  },
];
const NEW = {
  slug: "10m-arr",
  title: "We crossed $10M ARR",
  excerpt: "Canopy passed $10M in annual recurring revenue. Here are the numbers behind it.",
  date: "2026-11-12",
};

describe("a home page that lists posts", () => {
  it("keeps its dated post cards as entries with their own URLs", async () => {
    const page = await homePage(casperHome(OLD));
    expect(page.items?.map((i) => [i.title, i.url, i.publishedAt])).toEqual([
      ["Shipping audit trails", "https://canopy.example/shipping-audit-trails/", "2026-10-21T00:00:00.000Z"],
      [
        "What we learned selling to clinics",
        "https://canopy.example/what-we-learned-selling-to-clinics/",
        "2026-09-02T00:00:00.000Z",
      ],
    ]);
  });

  it("keeps no entries from a product home page's feature cards (no dates, or anchors only)", async () => {
    const html =
      `<main><section class="hero"><h1>Ship faster</h1><a href="/signup">Start free</a></section>
<section class="features"><div class="feature-card"><h3>Audit trails</h3><p>Every change recorded.</p><a ` +
      `href="/product/audit">Learn more</a></div>
<div class="feature-card"><h3>Exports</h3><p>CSV and FHIR.</p><a href="/product/exports">Learn ` +
      `more</a></div></section>
<section><h2>Our story</h2><p>Founded March 3, 2021 in Malmö.</p></section></main>`;
    expect((await homePage(html)).items).toEqual([]);
  });

  it("gives a new post card as a new post with the post's URL, and its teaser is not a home page change", async () => {
    const before = [await homePage(casperHome(OLD))];
    const after = [await homePage(casperHome([NEW, ...OLD]))];
    const diff = diffSnapshots(before, after);
    expect(diff.newPosts).toEqual([
      {
        url: "https://canopy.example/10m-arr/",
        title: "We crossed $10M ARR",
        publishedAt: "2026-11-12T00:00:00.000Z",
        text: "Canopy passed $10M in annual recurring revenue. Here are the numbers behind it.",
      },
    ]);
    expect(diff.pageChanges).toEqual([]);
    expect(diff.changed).toBe(true);
  });

  it("still reports the home page's other new lines beside the new post", async () => {
    const before = [await homePage(casperHome(OLD))];
    const html = casperHome([NEW, ...OLD]).replace(
      '<div class="post-feed">',
      '<div class="post-feed"><section class="banner"><p>Canopy is now part of Example Health.</p></section>',
    );
    const diff = diffSnapshots(before, [await homePage(html)]);
    expect(diff.newPosts.map((p) => p.url)).toEqual(["https://canopy.example/10m-arr/"]);
    expect(diff.pageChanges.map((c) => c.added)).toEqual([["Canopy is now part of Example Health."]]);
  });

  it("reads a page's entries as a baseline when the previous snapshot did not record that page's entries", async () => {
    const { items: _none, ...older } = await homePage(casperHome(OLD));
    expect(newPostsOf([older], [await homePage(casperHome([NEW, ...OLD]))])).toEqual([]);
  });
});

describe("an entry whose URL is read differently from one run to the next", () => {
  it("is known by its title when it has no page of its own (an anchor now, a guessed page before)", () => {
    const press = (items: SnapshotPage["items"]): SnapshotPage => ({
      kind: "blog",
      url: "https://acme.example/news",
      ok: true,
      fetchable: true,
      textHash: "x",
      text: "",
      items,
    });
    const before = press([
      {
        key: "https://acme.example/news/acme-is-soc-2-compliant",
        title: "Acme is SOC 2 compliant",
        url: "https://acme.example/news/acme-is-soc-2-compliant",
        publishedAt: null,
        text: "",
      },
    ]);
    const after = press([
      {
        key: "title:acme acquires widgets inc",
        title: "Acme acquires Widgets Inc.",
        url: "https://acme.example/news#acme-acquires-widgets-inc",
        publishedAt: "2026-11-16T00:00:00.000Z",
        text: "Widgets joins Acme.",
      },
      {
        key: "title:acme is soc 2 compliant",
        title: "Acme is SOC 2 compliant",
        url: "https://acme.example/news#acme-is-soc-2-compliant",
        publishedAt: null,
        text: "",
      },
    ]);
    expect(newPostsOf([before], [after]).map((p) => p.url)).toEqual([
      "https://acme.example/news#acme-acquires-widgets-inc",
    ]);
  });
});

describe("a filing that restates another", () => {
  const secPage = (items: { url: string; title: string; sameAs: string }[]): SnapshotPage => ({
    kind: "feed",
    source: "sec",
    url: "https://efts.sec.gov/LATEST/search-index?q=Harvest",
    ok: true,
    fetchable: true,
    feedItems: items.map((i) => ({
      title: i.title,
      url: i.url,
      publishedAt: "2026-11-13T00:00:00Z",
      detail: { source: "sec", type: "fundraising", sameAs: i.sameAs },
    })),
  });
  const D = {
    url: "https://sec.example/0001/primary_doc.xml",
    title: "Form D: Harvest Relay sold $4.8M of a $6M offering",
  };

  it("is the filing it restates: an annual D/A with the same figures is nothing new; new figures are news", () => {
    const before = secPage([{ ...D, sameAs: "form-d 2044918 6000000 4800000 12 2025-11-06" }]);
    const restated = {
      url: "https://sec.example/0002/primary_doc.xml",
      title: "Form D/A: Harvest Relay sold $4.8M of a $6M offering",
      sameAs: "form-d 2044918 6000000 4800000 12 2025-11-06",
    };
    expect(newPostsOf([before], [secPage([restated])])).toEqual([]);
    const more = { ...restated, title: "Form D/A: Harvest Relay sold $5.9M of a $6M offering" };
    expect(
      newPostsOf([before], [secPage([{ ...more, sameAs: "form-d 2044918 6000000 5900000 19 2025-11-06" }])]).map(
        (p) => p.title,
      ),
    ).toEqual([more.title]);
  });
});
