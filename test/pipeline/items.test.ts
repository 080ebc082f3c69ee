import { describe, expect, it } from "vitest";
import { itemisePage } from "../../src/pipeline/collect/extract/items";

/*
 * News-like pages read as entries, on markup in the shape real engines render: Ghost's Casper
 * post cards, WordPress block themes' query loop, a Webflow collection list, a Framer CMS list,
 * Hugo PaperMod's list, a Next.js page rendered from __NEXT_DATA__, and a hand-written press page.
 */

const PAGE = "https://acme.example/blog";

describe("itemising a news page", () => {
  it("reads Ghost (Casper) post cards as posts with their own URL, title, excerpt and date", () => {
    const html =
      `<!doctype html><html><body class="home-template"><main id="site-main" class="site-main outer">
<div class="inner posts"><div class="post-feed">
  <article class="post-card post tag-company featured">
    <a class="post-card-image-link" href="/acme-raises-series-b/"><img class="post-card-image" ` +
      `src="/content/images/b.jpg" alt="Acme raises $40M Series B" loading="lazy"></a>
    <div class="post-card-content">
      <a class="post-card-content-link" href="/acme-raises-series-b/">
        <header class="post-card-header"><div class="post-card-tags"><span ` +
      `class="post-card-primary-tag">Company</span></div>
          <h2 class="post-card-title">Acme raises $40M Series B</h2></header>
        <div class="post-card-excerpt">We raised a Series B led by Example Ventures to grow in Europe.</div>
      </a>
      <footer class="post-card-meta"><time class="post-card-meta-date" datetime="2026-11-02">Nov 2, 2026</time><span ` +
      `class="post-card-meta-length">3 min read</span></footer>
    </div>
  </article>
  <article class="post-card post tag-product">
    <a class="post-card-image-link" href="/introducing-picker-2/"><img class="post-card-image" ` +
      `src="/content/images/p.jpg" alt="Introducing Picker 2" loading="lazy"></a>
    <div class="post-card-content">
      <a class="post-card-content-link" href="/introducing-picker-2/">
        <header class="post-card-header"><h2 class="post-card-title">Introducing Picker 2</h2></header>
        <div class="post-card-excerpt">Our second picker handles twice the load.</div>
      </a>
      <footer class="post-card-meta"><time class="post-card-meta-date" datetime="2026-09-14">Sep 14, ` +
      `2026</time></footer>
    </div>
  </article>
</div></div></main></body></html>`;
    const items = itemisePage(html, "https://acme.example/");
    expect(items).toEqual([
      {
        key: "https://acme.example/acme-raises-series-b/",
        title: "Acme raises $40M Series B",
        url: "https://acme.example/acme-raises-series-b/",
        publishedAt: "2026-11-02T00:00:00.000Z",
        text: expect.stringContaining("We raised a Series B led by Example Ventures"),
      },
      expect.objectContaining({
        title: "Introducing Picker 2",
        url: "https://acme.example/introducing-picker-2/",
        publishedAt: "2026-09-14T00:00:00.000Z",
      }),
    ]);
  });

  it("reads a WordPress block theme's query loop (wp-block-post items)", () => {
    const html =
      `<main class="wp-block-group"><div class="wp-block-query is-layout-flow">
<ul class="columns-3 wp-block-post-template is-layout-grid wp-block-post-template-is-layout-grid">
<li class="wp-block-post post-118 post type-post status-publish format-standard has-post-thumbnail hentry ` +
      `category-news">
  <figure class="wp-block-post-featured-image"><a href="https://acme.example/2026/11/acme-opens-berlin-office/" ` +
      `target="_self"><img src="/wp-content/uploads/berlin.jpg" alt="Acme opens a Berlin office"></a></figure>
  <h2 class="wp-block-post-title has-large-font-size"><a href="https://acme.example/2026/11/acme-opens-berlin-office/` +
      `" target="_self">Acme opens a Berlin office</a></h2>
  <div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">Our first office outside the US will ` +
      `serve customers across Europe. </p></div>
  <div class="wp-block-post-date"><time datetime="2026-11-05T10:12:00+00:00"><a ` +
      `href="https://acme.example/2026/11/acme-opens-berlin-office/">November 5, 2026</a></time></div>
  <div class="taxonomy-category wp-block-post-terms"><a href="https://acme.example/category/news/" ` +
      `rel="tag">News</a></div>
</li>
</ul></div></main>`;
    const items = itemisePage(html, "https://acme.example/news/");
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: "Acme opens a Berlin office",
      url: "https://acme.example/2026/11/acme-opens-berlin-office/",
      publishedAt: "2026-11-05T00:00:00.000Z",
      text: "Our first office outside the US will serve customers across Europe.",
    });
  });

  it("reads inline press releases of a Webflow collection list (no page of their own): page URL plus an anchor", () => {
    const html =
      `<div class="section-press"><div class="container w-container"><h1 class="heading-press">Press</h1>
<div class="w-dyn-list"><div role="list" class="press-list w-dyn-items">
  <div role="listitem" class="press-item w-dyn-item" id="acme-acquires-gripco">
    <div class="press-date">March 3, 2026</div><h3 class="press-title">Acme acquires Gripco</h3>
    <div class="press-body w-richtext"><p>Acme Robotics has acquired Gripco, maker of soft grippers, for an ` +
      `undisclosed sum.</p></div>
  </div>
  <div role="listitem" class="press-item w-dyn-item">
    <div class="press-date">January 12, 2026</div><h3 class="press-title">Acme joins the Example Accelerator</h3>
    <div class="press-body w-richtext"><p>Acme was selected for the winter cohort.</p></div>
  </div>
</div></div></div></div>`;
    const items = itemisePage(html, "https://acme.example/press");
    expect(items).toEqual([
      {
        key: "title:acme acquires gripco",
        title: "Acme acquires Gripco",
        url: "https://acme.example/press#acme-acquires-gripco",
        publishedAt: "2026-03-03T00:00:00.000Z",
        text: "Acme Robotics has acquired Gripco, maker of soft grippers, for an undisclosed sum.",
      },
      expect.objectContaining({
        title: "Acme joins the Example Accelerator",
        url: "https://acme.example/press#acme-joins-the-example-accelerator",
        publishedAt: "2026-01-12T00:00:00.000Z",
      }),
    ]);
  });

  it("reads a Framer CMS list: alike cards, each with a heading and a date", () => {
    const card = (title: string, date: string, body: string) =>
      `
  <div class="framer-1q2w3e4 framer-v-1a2b3c" data-framer-name="Update" style="width:100%">
    <div class="framer-9ikx3n" data-framer-component-type="RichTextContainer"><p class="framer-text ` +
      `framer-styles-preset-12lj5ox">${date}</p></div>
    <div class="framer-1b4xrt" data-framer-component-type="RichTextContainer"><h3 class="framer-text ` +
      `framer-styles-preset-1wicq5s">${title}</h3></div>
    <div class="framer-zsqmv0" data-framer-component-type="RichTextContainer"><p ` +
      `class="framer-text">${body}</p></div>
  </div>`;
    const html =
      `<div id="main" data-framer-hydrate-v2="{}"><div class="framer-72rtr7" data-framer-name="Desktop">
<div class="framer-1wxhnqc" data-framer-name="Updates">` +
      `${card("Bulk picking is here", "Oct 20, 2026", "Pick up to 40 items per pass.")}` +
      `${card("Picker API v2", "Sep 1, 2026", "A new API for fleet control.")}</div></div></div>`;
    const items = itemisePage(html, "https://acme.example/updates");
    expect(items.map((i) => [i.title, i.publishedAt, i.text, i.url])).toEqual([
      [
        "Bulk picking is here",
        "2026-10-20T00:00:00.000Z",
        "Pick up to 40 items per pass.",
        "https://acme.example/updates#bulk-picking-is-here",
      ],
      [
        "Picker API v2",
        "2026-09-01T00:00:00.000Z",
        "A new API for fleet control.",
        "https://acme.example/updates#picker-api-v2",
      ],
    ]);
  });

  it("reads Hugo PaperMod's list, whose link is an empty anchor labelled for the post", () => {
    const html =
      `<main class="main"><header class="page-header"><h1>Changelog</h1></header>
<article class="post-entry"><header class="entry-header"><h2 class="entry-hint-parent">Fleet dashboard ` +
      `3.2</h2></header>
  <div class="entry-content"><p>Maps now show each picker's battery level...</p></div>
  <footer class="entry-footer"><span title="2026-11-10 00:00:00 +0000 UTC">November 10, 2026</span>&nbsp;·&nbsp;1 ` +
      `min</footer>
  <a class="entry-link" aria-label="post link to Fleet dashboard 3.2" ` +
      `href="https://acme.example/changelog/fleet-dashboard-3-2/"></a></article>
<footer class="page-footer"><nav class="pagination"><a class="next" ` +
      `href="https://acme.example/changelog/page/2/">Next&nbsp;&nbsp;»</a></nav></footer></main>`;
    expect(itemisePage(html, "https://acme.example/changelog/")).toEqual([
      {
        key: "https://acme.example/changelog/fleet-dashboard-3-2/",
        title: "Fleet dashboard 3.2",
        url: "https://acme.example/changelog/fleet-dashboard-3-2/",
        publishedAt: "2026-11-10T00:00:00.000Z",
        text: "Maps now show each picker's battery level...",
      },
    ]);
  });

  it("reads a Next.js page from its __NEXT_DATA__ posts (slug resolved under the page)", () => {
    const data = {
      props: {
        pageProps: {
          navigation: [{ label: "Blog", href: "/blog" }],
          posts: [
            {
              slug: "we-are-hiring-a-vp-sales",
              title: "We're hiring a VP of Sales",
              date: "2026-11-12T08:00:00.000Z",
              excerpt: "Help us take Picker to Europe.",
            },
            {
              slug: "picker-2-ships",
              title: "Picker 2 ships",
              date: "2026-10-01T08:00:00.000Z",
              excerpt: "<p>Now shipping to <strong>all</strong> customers.</p>",
            },
          ],
        },
        __N_SSG: true,
      },
      page: "/blog",
      query: {},
      buildId: "kX3v9sd0Qw",
      isFallback: false,
      gsp: true,
    };
    const html =
      `<!DOCTYPE html><html><head><meta name="next-head-count" content="3"></head><body><div id="__next"><main ` +
      `class="max-w-3xl">
<a class="group block" href="/blog/we-are-hiring-a-vp-sales"><h2 class="text-2xl font-bold">We're hiring a VP of ` +
      `Sales</h2><p>Help us take Picker to Europe.</p></a>
<a class="group block" href="/blog/picker-2-ships"><h2 class="text-2xl font-bold">Picker 2 ships</h2><p>Now shipping ` +
      `to all customers.</p></a></main></div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
    expect(itemisePage(html, "https://acme.example/blog")).toEqual([
      {
        key: "https://acme.example/blog/we-are-hiring-a-vp-sales",
        title: "We're hiring a VP of Sales",
        url: "https://acme.example/blog/we-are-hiring-a-vp-sales",
        publishedAt: "2026-11-12T00:00:00.000Z",
        text: "Help us take Picker to Europe.",
      },
      expect.objectContaining({
        title: "Picker 2 ships",
        url: "https://acme.example/blog/picker-2-ships",
        text: "Now shipping to all customers.",
      }),
    ]);
  });

  it(
    "reads a Next.js changelog whose __NEXT_DATA__ entries have " +
      "slugs but no page: the page URL plus the rendered entry's id",
    () => {
      // The slug names the entry's anchor (<article id="2026-11-13">, a heading linking to "#2026-11-13"); nothing
      // links to /changelog/2026-11-13.
      const data = {
        props: {
          pageProps: {
            entries: [
              {
                slug: "2026-11-13",
                date: "2026-11-13",
                title: "Webhooks v2 is now available",
                body: "Signed payloads and retries.",
                tags: ["API"],
              },
              {
                slug: "2026-10-08",
                date: "2026-10-08",
                title: "Schema diffs in pull requests",
                body: "Every migration's diff as a comment.",
              },
            ],
          },
          __N_SSG: true,
        },
        page: "/changelog",
        buildId: "Qh7eLw0Ds9",
      };
      const entry = (e: (typeof data.props.pageProps.entries)[number]) =>
        `<article class="Changelog_entry__nV3s1" id="${e.slug}"><div class="Changelog_meta__b2Ww0"><time ` +
        `dateTime="${e.date}">${e.date}</time></div><h2 class="Changelog_title__1aQeR"><a ` +
        `href="#${e.slug}">${e.title}</a></h2><p>${e.body}</p></article>`;
      const html =
        `<!DOCTYPE html><html><body><div id="__next"><header><a href="/">Quillstack</a><nav><a ` +
        `href="/blog">Blog</a><a href="/changelog">Changelog</a></nav></header>
<main><h1>Changelog</h1>${data.props.pageProps.entries.map(entry).join("")}</main></div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
      const items = itemisePage(html, "https://quill.example/changelog");
      expect(items.map((i) => [i.title, i.url, i.key])).toEqual([
        [
          "Webhooks v2 is now available",
          "https://quill.example/changelog#2026-11-13",
          "title:webhooks v2 is now available",
        ],
        [
          "Schema diffs in pull requests",
          "https://quill.example/changelog#2026-10-08",
          "title:schema diffs in pull requests",
        ],
      ]);
    },
  );

  it("anchors a Next.js data entry rendered inline under the id around its title, else a slug of its title", () => {
    const data = {
      props: {
        pageProps: {
          posts: [
            {
              slug: "acme-acquires-widgets",
              title: "Acme acquires Widgets Inc.",
              date: "2026-11-16",
              excerpt: "Widgets joins Acme.",
            },
            { slug: "soc2", title: "Acme is SOC 2 compliant", date: "2026-10-20", excerpt: "Report on request." },
          ],
        },
      },
      page: "/news",
    };
    const html =
      `<html><body><div id="__next"><nav><a href="/news">News</a></nav><main>
<article id="acme-acquires-widgets-inc" class="border-b py-10"><time dateTime="2026-11-16">November 16, ` +
      `2026</time><h2 class="mt-3 text-2xl">Acme acquires Widgets Inc.</h2><p>Widgets joins Acme.</p></article>
<article class="border-b py-10"><time dateTime="2026-10-20">October 20, 2026</time><h2 class="mt-3 text-2xl">Acme is ` +
      `SOC 2 compliant</h2><p>Report on request.</p></article>
</main></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
    expect(itemisePage(html, "https://acme.example/news").map((i) => i.url)).toEqual([
      "https://acme.example/news#acme-acquires-widgets-inc",
      "https://acme.example/news#acme-is-soc-2-compliant",
    ]);
  });

  it(
    "reads a Squarespace 7.1 press page: releases in html blocks, the date styled as a heading above the title, " +
      "inside the page-wide <article>",
    () => {
      const block = (id: string, date: string, title: string, text: string, extra = "") =>
        `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-${id}"><div ` +
        `class="sqs-block-content"><div class="sqs-html-content"><h4 style="white-space:pre-wrap;">${date}</h4><h3 ` +
        `style="white-space:pre-wrap;">${title}</h3><p class="" style="white-space:pre-wrap;">${text}</p>${extra}</` +
        `div></div></div>`;
      const html =
        `<main id="page" class="container" role="main"><article class="sections" id="sections" ` +
        `data-page-sections="64f1"><section class="page-section"><div class="content-wrapper"><div ` +
        `class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-section-1"><div ` +
        `class="row sqs-row"><div class="col sqs-col-12 span-12">
<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-intro"><div ` +
        `class="sqs-block-content"><div class="sqs-html-content"><h1 ` +
        `style="white-space:pre-wrap;">Press</h1><p>News from Acme. Press enquiries: <a ` +
        `href="mailto:press@acme.example">press@acme.example</a>.</p></div></div></div>
${block(
  "a1",
  "November 16, 2026",
  "Acme partners with Siemens",
  "Acme and Siemens signed a partnership.",
  `<p style="white-space:pre-wrap;"><a href="https://press.siemens.example/global/en" target="_blank">Read the ` +
    `announcement on the Siemens press site</a></p>`,
)}
<div class="sqs-block horizontalrule-block sqs-block-horizontalrule" data-block-type="47" id="block-hr1"><div ` +
        `class="sqs-block-content"><hr /></div></div>
${block("a2", "September 23, 2026", "Acme opens a sales office in Munich", "Our second office.")}
</div></div></div></div></div></section></article></main>`;
      expect(
        itemisePage(html, "https://acme.example/press").map((i) => [i.title, i.url, i.publishedAt, i.text]),
      ).toEqual([
        [
          "Acme partners with Siemens",
          "https://acme.example/press#acme-partners-with-siemens",
          "2026-11-16T00:00:00.000Z",
          "Acme and Siemens signed a partnership. Read the announcement on the Siemens press site",
        ],
        [
          "Acme opens a sales office in Munich",
          "https://acme.example/press#acme-opens-a-sales-office-in-munich",
          "2026-09-23T00:00:00.000Z",
          "Our second office.",
        ],
      ]);
    },
  );

  it(
    "takes a link to another site as an entry's URL only when it " +
      "is the title's (press coverage), not a reference in its text",
    () => {
      const html =
        `<main><h1>In the press</h1>
<div class="w-dyn-list"><div role="list" class="w-dyn-items">
<div role="listitem" class="w-dyn-item"><div class="press-date">Nov 3, 2026</div><h3><a ` +
        `href="https://techcrunch.example/2026/11/03/acme">Acme raises $40M</a></h3></div>
<div role="listitem" class="w-dyn-item"><div class="press-date">Oct 1, 2026</div><h3>Acme partners with Example ` +
        `Bank</h3><p>A partnership for card issuing. <a href="https://bank.example/news/acme">Read more on Example ` +
        `Bank's site</a></p></div>
</div></div></main>`;
      expect(itemisePage(html, "https://acme.example/press").map((i) => i.url)).toEqual([
        "https://techcrunch.example/2026/11/03/acme",
        "https://acme.example/press#acme-partners-with-example-bank",
      ]);
    },
  );

  it("reads a press page written as headings each followed by a date and text", () => {
    const html =
      `<div class="container"><h1>Press releases</h1>
<h2 id="series-b">Acme Robotics raises $40M Series B</h2><p class="date">November 2, 2026</p><p>Acme Robotics raised ` +
      `a $40M Series B led by Example Ventures.</p>
<h2>Acme names Maria Chen CFO</h2><p class="date">2 October 2026</p><p>Maria joins from Example Bank.</p>
<h2>Media contact</h2><p>press@acme.example</p></div>`;
    expect(itemisePage(html, PAGE).map((i) => [i.title, i.url, i.publishedAt, i.text])).toEqual([
      [
        "Acme Robotics raises $40M Series B",
        `${PAGE}#series-b`,
        "2026-11-02T00:00:00.000Z",
        "Acme Robotics raised a $40M Series B led by Example Ventures.",
      ],
      [
        "Acme names Maria Chen CFO",
        `${PAGE}#acme-names-maria-chen-cfo`,
        "2026-10-02T00:00:00.000Z",
        "Maria joins from Example Bank.",
      ],
    ]);
  });

  it("reads a changelog of date headings each over its own list as one entry per date", () => {
    const html = `<article id="block-root" class="notion-root"><h1>Changelog</h1>
<h3 id="w46">Week of 9 November 2026</h3><ul><li><strong>Introducing Panels.</strong> Recruit participants.</li>
<li>Fixed: tags disappeared</li></ul>
<h3 id="w45">Week of 2 November 2026</h3><ul><li>Transcripts now tell 8 speakers apart</li></ul></article>`;
    expect(itemisePage(html, PAGE).map((i) => [i.title, i.url, i.publishedAt])).toEqual([
      ["Week of 9 November 2026", `${PAGE}#w46`, "2026-11-09T00:00:00.000Z"],
      ["Week of 2 November 2026", `${PAGE}#w45`, "2026-11-02T00:00:00.000Z"],
    ]);
    // A date heading over a title is that title's date, not an entry of its own.
    const release = "<h4>November 16, 2026</h4><h3>Scheduled reports</h3><p>Send any dashboard by email.</p>";
    expect(itemisePage(release, PAGE).map((i) => i.title)).toEqual(["Scheduled reports"]);
  });

  it("keys entries stably: reordered or re-rendered, they are the same entries", () => {
    const page = (order: string[]) =>
      `<main>${order
        .map(
          (t, i) =>
            `<article class="item-${i}"><h3>${t}</h3><time datetime="2026-0${i + 1}-01">x</time><p>About ` +
            `${t}.</p></article>`,
        )
        .join("")}</main>`;
    const a = itemisePage(page(["Alpha release", "Beta release"]), PAGE).map((i) => i.key);
    const b = itemisePage(page(["Beta release", "Alpha  Release"]), PAGE).map((i) => i.key);
    expect(new Set(b)).toEqual(new Set(a));
  });

  it("finds no entries on a news page that has none of these shapes (it is then compared as text)", () => {
    const html =
      `<main><h1>News</h1><p>We post our news on LinkedIn. Follow us ` +
      `there.</p><h2>Contact</h2><p>press@acme.example</p></main>`;
    expect(itemisePage(html, PAGE)).toEqual([]);
  });

  it("does not take navigation or a site-wide footer for entries", () => {
    const html =
      `<nav><ul><li><h3>Product</h3><p>Updated May 1, 2026</p></li><li><h3>Company</h3><p>Updated May 2, ` +
      `2026</p></li></ul></nav><main><p>Nothing yet.</p></main>`;
    expect(itemisePage(html, PAGE)).toEqual([]);
  });
});
