import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFixtureSites, type FixtureSite, type FixtureSites } from "../support/fixtures/sites";
import { pipelineRig, signalsOf, track, type PipelineRig } from "./_support";

/*
 * What a run reads, and within which bounds (docs/pipeline.md), through the real pipeline and fetcher on a fixture
 * site: a changelog beside a blog, inline press releases, sitemap.xml, and the page budget.
 */

let fx: FixtureSites;
let rig: PipelineRig;
let site: FixtureSite;

beforeAll(async () => {
  fx = await startFixtureSites();
  rig = await pipelineRig();
});
afterAll(async () => {
  await fx.close();
});
beforeEach(() => {
  for (const s of Object.values(fx.sites)) s.reset();
  site = fx.sites.globex;
});

interface NewPost {
  url: string;
  title: string;
  publishedAt: string | null;
}

async function refresh(id: string): Promise<void> {
  rig.clock.advance(3_600_000);
  const res = await rig.org.request("POST", `/api/v1/tracker/${id}/refresh`);
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  await rig.settle(id);
}

async function latest(id: string) {
  const signals = await signalsOf(rig.deps, id);
  const s = signals[signals.length - 1];
  return { signal: s, newPosts: (s.analysis as { changes?: { newPosts: NewPost[] } }).changes?.newPosts ?? [] };
}

const layout = (title: string, body: string, head = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>
<header class="site-header"><nav class="site-nav"><a href="/">Globex</a> <a href="/blog/">Blog</a> <a ` +
  `href="/changelog/">Changelog</a> <a href="/press">Press</a> <a href="/careers">Careers</a></nav></header>
<main>${body}</main><footer class="site-footer"><p>© 2026 Globex Financial, Inc.</p></footer></body></html>`;

const HOME = layout(
  "Globex | Treasury for startups",
  `<h1>Treasury for startups</h1><p>Globex is a Series A fintech that puts idle cash to work.</p>`,
);

/** A Ghost (Casper) blog index: linked post cards. */
const blogIndex = (posts: { slug: string; title: string; date: string; excerpt: string }[]) =>
  layout(
    "Blog | Globex",
    `<div class="post-feed">${posts
      .map(
        (p) =>
          `<article class="post-card post"><div class="post-card-content"><a class="post-card-content-link" ` +
          `href="/blog/${p.slug}/">
<header class="post-card-header"><h2 class="post-card-title">${p.title}</h2></header><div ` +
          `class="post-card-excerpt"><p>${p.excerpt}</p></div></a>
<footer class="post-card-meta"><time class="post-card-meta-date" datetime="${p.date}">${p.date}</time></footer></div>` +
          `</article>`,
      )
      .join("\n")}</div>`,
    `<link rel="alternate" type="application/rss+xml" title="Globex" href="/blog/rss/">`,
  );

/** A changelog whose entries live on the page itself: a heading, its date, what changed. */
const changelog = (entries: { title: string; date: string; text: string }[]) =>
  layout(
    "Changelog | Globex",
    `<h1>Changelog</h1><div class="changelog">` +
      `${entries
        .map(
          (e) =>
            `<section class="release"><h2>${e.title}</h2>` +
            `<p class="release-date">${e.date}</p><p>${e.text}</p></section>`,
        )
        .join("\n")}</div>`,
  );

/** A Webflow press page: a collection list of releases with no page of their own. */
const pressPage = (releases: { title: string; date: string; text: string }[]) =>
  layout(
    "Press | Globex",
    `<div class="section"><div class="w-container"><h1 class="press-heading">Press</h1><div class="w-dyn-list"><div ` +
      `role="list" class="press-list w-dyn-items">${releases
        .map(
          (r) =>
            `<div role="listitem" class="press-item w-dyn-item"><div class="press-date">${r.date}</div><h3 ` +
            `class="press-title">${r.title}</h3><div class="press-body w-richtext"><p>${r.text}</p></div></div>`,
        )
        .join("")}</div></div></div></div>`,
  );

const sitemap = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
  `${paths.map((p) => `<url><loc>${site.origin}${p}</loc></url>`).join("")}</urlset>`;

const POSTS = [
  { slug: "treasury-accounts", title: "Treasury accounts are live", date: "2026-09-01", excerpt: "Earn on idle cash." },
];
const ENTRIES = [{ title: "Multi-currency payouts", date: "October 4, 2026", text: "Pay out in EUR and GBP." }];
const RELEASES = [
  {
    title: "Globex joins the Example Accelerator",
    date: "January 12, 2026",
    text: "Globex was selected for the winter cohort.",
  },
];

function publishSite() {
  site.setPage("/", HOME);
  site.setPage("/blog", blogIndex(POSTS));
  site.setPage(
    "/blog/treasury-accounts",
    layout(
      "Treasury accounts are live | Globex",
      "<article><h1>Treasury accounts are live</h1><p>Earn on idle cash.</p></article>",
    ),
  );
  site.setPage("/changelog", changelog(ENTRIES));
  site.setPage("/press", pressPage(RELEASES));
  site.setPage(
    "/careers",
    layout(
      "Careers | Globex",
      "<h1>Careers</h1><ul><li><a href='/careers/backend-engineer'>Backend Engineer</a></li></ul>",
    ),
  );
  site.setPage("/sitemap.xml", sitemap(["/", "/blog/treasury-accounts", "/press", "/careers"]));
}

async function trackGlobex(): Promise<string> {
  publishSite();
  const id = await track(rig.org, {
    companyName: "Globex",
    companyWebsite: site.url,
    thingsToTrack: "Product Updates, acquisitions",
  });
  await rig.settle(id);
  return id;
}

describe("what a run reads on a company's own site", () => {
  it("reads a changelog beside the blog, and an entry new on the changelog is a new post", async () => {
    const id = await trackGlobex();
    const snapshot = await rig.deps.db
      .selectFrom("snapshots")
      .select("pages")
      .where("entity_id", "=", id)
      .executeTakeFirstOrThrow();
    const newsPages = (snapshot.pages as { kind: string; url: string; ok: boolean }[])
      .filter((p) => p.kind === "blog" && p.ok)
      .map((p) => p.url);
    expect(newsPages).toEqual(expect.arrayContaining([`${site.origin}/blog/`, `${site.origin}/changelog/`]));

    site.setPage(
      "/changelog",
      changelog([
        {
          title: "Instant transfers between accounts",
          date: "November 9, 2026",
          text: "Move money between Globex accounts in seconds.",
        },
        ...ENTRIES,
      ]),
    );
    await refresh(id);
    const { newPosts } = await latest(id);
    expect(newPosts).toEqual([
      {
        url: `${site.origin}/changelog/#instant-transfers-between-accounts`,
        title: "Instant transfers between accounts",
        publishedAt: "2026-11-09T00:00:00.000Z",
      },
    ]);
  });

  it(
    "diffs a press page whose releases are inline into a new " +
      "post with the page URL and its anchor, quoted as evidence",
    async () => {
      const id = await trackGlobex();
      site.setPage(
        "/press",
        pressPage([
          {
            title: "Globex acquires Initrode",
            date: "November 10, 2026",
            text: "Globex has acquired Initrode, a payroll start-up, to add payroll to its treasury accounts.",
          },
          ...RELEASES,
        ]),
      );
      await refresh(id);
      const { signal, newPosts } = await latest(id);
      const url = `${site.origin}/press#globex-acquires-initrode`;
      expect(newPosts).toEqual([{ url, title: "Globex acquires Initrode", publishedAt: "2026-11-10T00:00:00.000Z" }]);
      expect((signal.evidence as { url: string }[]).map((e) => e.url)).toContain(url);

      // Re-rendered in another order, nothing is new.
      site.setPage(
        "/press",
        pressPage([
          ...RELEASES,
          {
            title: "Globex acquires Initrode",
            date: "November 10, 2026",
            text: "Globex has acquired Initrode, a payroll start-up, to add payroll to its treasury accounts.",
          },
        ]),
      );
      await refresh(id);
      expect((await latest(id)).newPosts).toEqual([]);
    },
  );

  it(
    "a URL new in sitemap.xml under a news path is a new " + "post before any index links it, and its page is read",
    async () => {
      const id = await trackGlobex();
      site.setPage(
        "/blog/globex-raises-series-b",
        layout(
          "Globex raises a $30M Series B | Globex",
          "<article><h1>Globex raises a $30M Series B</h1><p>Led by Example Capital.</p></article>",
        ),
      );
      site.setPage(
        "/sitemap.xml",
        sitemap(["/", "/blog/treasury-accounts", "/blog/globex-raises-series-b", "/press", "/careers"]),
      );
      site.clearRequests();
      await refresh(id);
      const { newPosts } = await latest(id);
      expect(newPosts).toEqual([
        {
          url: `${site.origin}/blog/globex-raises-series-b`,
          title: "Globex raises a $30M Series B | Globex",
          publishedAt: null,
        },
      ]);
      expect(site.requestsTo("/blog/globex-raises-series-b")).toHaveLength(1);
    },
  );

  it("keeps to the page budget on a site of 30 pages: at most 12 requests a run besides robots.txt", async () => {
    const sections = [
      "blog",
      "news",
      "press",
      "changelog",
      "updates",
      "releases",
      "resources",
      "stories",
      "careers",
      "team",
      "about",
      "pricing",
      "customers",
    ];
    const others = Array.from({ length: 17 }, (_, i) => `page-${i}`);
    const feedHead = (s: string) => `<link rel="alternate" type="application/rss+xml" href="/${s}/feed.xml">`;
    site.setPage(
      "/",
      layout("Globex", `<ul>${[...sections, ...others].map((p) => `<li><a href="/${p}">${p}</a></li>`).join("")}</ul>`),
    );
    for (const s of sections)
      site.setPage(`/${s}`, layout(s, `<h1>${s}</h1><p>All about ${s} at Globex.</p>`, feedHead(s)));
    for (const p of others) site.setPage(`/${p}`, layout(p, `<p>${p}</p>`));
    const posts = (n: number) => Array.from({ length: n }, (_, i) => `/blog/post-${i}`);
    site.setPage("/sitemap.xml", sitemap(posts(10)));
    for (const p of posts(40)) site.setPage(p, layout(p, `<article><h1>${p}</h1></article>`));
    const id = await track(rig.org, {
      companyName: "Globex",
      companyWebsite: site.url,
      thingsToTrack: "Product Updates",
    });
    await rig.settle(id);

    // Thirty new posts at once: the run still reads at most its budget.
    site.setPage("/sitemap.xml", sitemap(posts(40)));
    site.clearRequests();
    await refresh(id);
    const made = site.requests.filter((r) => r.path !== "/robots.txt");
    expect(made.length).toBeLessThanOrEqual(12);
    expect(made.map((r) => r.path)).toEqual(expect.arrayContaining(["/", "/sitemap.xml", "/careers", "/pricing"]));
    const { signal, newPosts } = await latest(id);
    expect(newPosts).toHaveLength(30);
    // Posts that state no event are no news, each read and kept in the analysis with why.
    expect((signal.analysis as { findings: unknown[] }).findings.length).toBeGreaterThanOrEqual(1);
  });
});

describe("a slow site", () => {
  it("whose pages stop answering still gets its one signal per run, naming the pages lost and why", async () => {
    // A short fetch timeout, so pages that hang are given up on quickly; the run's deadline stays.
    const slowRig = await pipelineRig({ fetcher: { timeoutMs: 400 } });
    publishSite();
    const id = await track(slowRig.org, {
      companyName: "Globex",
      companyWebsite: site.url,
      thingsToTrack: "Product Updates",
    });
    await slowRig.settle(id);
    for (const path of ["/blog", "/changelog", "/press", "/careers"]) site.setHandler(path, () => undefined);
    slowRig.clock.advance(3_600_000);
    const res = await slowRig.org.request("POST", `/api/v1/tracker/${id}/refresh`);
    expect(res.status).toBeLessThan(300);
    await slowRig.settle(id);

    const signals = await signalsOf(slowRig.deps, id);
    expect(signals).toHaveLength(2);
    const lost = (signals[1].analysis as { changes: { pagesLost: { url: string; reason: string }[] } }).changes
      .pagesLost;
    expect(lost.map((p) => [new URL(p.url).pathname, p.reason])).toEqual(
      expect.arrayContaining([
        ["/blog/", "timeout"],
        ["/changelog/", "timeout"],
        ["/press", "timeout"],
        ["/careers", "timeout"],
      ]),
    );
  });
});
