import { describe, expect, it } from "vitest";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import {
  comparableLine,
  comparableText,
  comparableUrl,
  articleText,
  isNoiseLine,
  readableText,
} from "../../src/pipeline/collect/normalize-noise";
import { htmlPage } from "../../src/pipeline/collect/snapshot";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { sha256Hex } from "../../src/platform/crypto";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";

/*
 * Noise is not news (docs/pipeline.md): a change counts only if it survives normalisation. Each kind of noise on its
 * own gives no change; the same page with one real sentence more does.
 */

const URL = "https://startup.example/";

/** The home page as a snapshot keeps it: readable text (no consent banner), hash over the comparable text. */
async function home(html: string): Promise<SnapshotPage> {
  const text = readableText(html);
  return {
    kind: "home",
    url: URL,
    ok: true,
    fetchable: true,
    title: "Home",
    text,
    textHash: await sha256Hex(comparableText(text)),
  };
}

async function diffOf(before: string, after: string) {
  return diffSnapshots([await home(before)], [await home(after)]);
}

const page = (
  main: string,
  head = "",
  extra = "",
) => `<!doctype html><html><head><title>Lumen</title>${head}</head><body>
<nav><a href="/">Home</a><a href="/blog">Blog</a></nav>
<main>
<h1>Observability for data pipelines</h1>
<p>Lumen watches every job in your warehouse and tells you what broke before your customers do.</p>
${main}
</main>
${extra}
</body></html>`;

describe("noise is not news", () => {
  it.each([
    [
      "relative ages",
      "<p>Last deploy checked 3 minutes ago by our status robot.</p><p>Posted 2 days ago</p>",
      "<p>Last deploy checked 5 hours ago by our status robot.</p><p>Posted 4 days ago</p>",
    ],
    [
      "absolute dates",
      "<p>Status page updated Nov 3, 2026 at 09:00 UTC for all regions.</p><p>Next webinar: 2026-11-03, online</p>",
      "<p>Status page updated Nov 10, 2026 at 14:30 UTC for all regions.</p><p>Next webinar: 2026-11-17, online</p>",
    ],
    [
      "copyright and trademark years",
      "<p>© 2025 Lumen Labs, Inc. All rights reserved.</p><p>Lumen™ " +
        "2025 and the Lumen logo are trademarks of Lumen Labs</p>",
      "<p>© 2026 Lumen Labs, Inc. All rights reserved.</p><p>Lumen™ " +
        "2026 and the Lumen logo are trademarks of Lumen Labs</p>",
    ],
    [
      "a trademark notice's year range",
      "<p>Kestrel® and RootSense™ are trademarks of Kestrel Soil Ltd, 2021–2025.</p>",
      "<p>Kestrel® and RootSense™ are trademarks of Kestrel Soil Ltd, 2021–2026.</p>",
    ],
    [
      "counters",
      "<p>Trusted by 12,431 teams around the world</p><p>We have 12 open roles in four countries</p><p>How we cut " +
        "alert fatigue · 5 min read</p>",
      "<p>Trusted by 12,502 teams around the world</p><p>We have 14 open roles in four countries</p><p>How we cut " +
        "alert fatigue · 6 min read</p>",
    ],
    [
      "hashes and tokens in text",
      "<p>Deployed from commit 3f9a2c1e7b on the main branch</p><p>Session " +
        "reference eyJhbGciOiJIUzI1NiJ9x7Qw2 for support</p>",
      "<p>Deployed from commit 8d41b07aa2 on the main branch</p><p>Session " +
        "reference eyJ0eXAiOiJKV1QiLCJ4Mz9kP for support</p>",
    ],
    [
      "build ids and cache-busting queries in URLs written in the text",
      "<p>Download the agent at https://startup.example/_next/static/aB3dE5fG7h/agent.js?v=123 today</p><p>Docs: " +
        "https://startup.example/docs/main.3f9a2c.js?ver=6.4.2 for details</p>",
      "<p>Download the agent at https://startup.example/_next/static/Zx9Yw8Vu7t/agent.js?v=124 today</p><p>Docs: " +
        "https://startup.example/docs/main.77be01.js?ver=6.5.0 for details</p>",
    ],
  ])("%s", async (_kind, before, after) => {
    const d = await diffOf(page(before), page(after));
    expect(d.pageChanges).toEqual([]);
    expect(d.changed).toBe(false);
  });

  it(
    "a year outside a legal notice is still news: “Founded " + "in 2021” becoming “Founded in 2019” is a change",
    async () => {
      const d = await diffOf(
        page("<p>Acme was founded in 2021 in Lisbon by two engineers.</p>"),
        page("<p>Acme was founded in 2019 in Lisbon by two engineers.</p>"),
      );
      expect(d.changed).toBe(true);
    },
  );

  it("nonces, CSRF tokens and hidden inputs never reach the compared text", async () => {
    const withTokens = (csrf: string, nonce: string) =>
      page(
        `<form action="/demo" method="post"><input type="hidden" name="authenticity_token" value="${csrf}"><input ` +
          `type="email" name="email" placeholder="Work email"><button>Book a demo</button></form><script ` +
          `nonce="${nonce}">window.__ENV = {};</script>`,
        `<meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="${csrf}"><link ` +
          `rel="stylesheet" href="/assets/application-${nonce}.css" nonce="${nonce}">`,
      );
    const a = await home(withTokens("kT0m9xQ2v5Lr8s1Zp4Wn7Ya3Bc6Df0Gh", "r4nd0mN0nce1"));
    const b = await home(withTokens("Qm7Xz2Lp9Rt4Vw1Ks8Jn3Hy6Fd0Gb5Ca", "an0therN0nce2"));
    expect(b.textHash).toBe(a.textHash);
    expect(diffSnapshots([a], [b]).changed).toBe(false);
  });

  it("rotating testimonials and logo walls compare as a set: another order is no change", async () => {
    const quotes = [
      "“Lumen found the broken job before our CFO did.” — Priya, Head of Data at Acme",
      "“We retired three dashboards the week we installed it.” — Tom, Data Engineer at Globex",
      "“Alerts we actually read, for once.” — Ana, Analytics Lead at Initech",
    ];
    const logos = ["Acme", "Globex", "Initech", "Umbrella", "Hooli"];
    const block = (q: string[], l: string[]) =>
      `<section class="testimonials swiper"><div class="swiper-wrapper">` +
      `${q.map((x) => `<div class="swiper-slide"><blockquote>${x}</blockquote></div>`).join("")}</div></section>` +
      `<div class="logo-marquee">` +
      `${l.map((x) => `<img alt="${x}" src="/logos/${x}.svg"><span>${x} logo</span>`).join("\n")}</div>`;
    const d = await diffOf(
      page(block(quotes, logos)),
      page(block([quotes[2], quotes[0], quotes[1]], [...logos].reverse())),
    );
    expect(d.changed).toBe(false);
  });

  it("cookie and consent banners are left out, by their markup and by their text", async () => {
    const oneTrust = (n: number) =>
      `<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" class="otFlat"><p id="onetrust-policy-text">We ` +
      `and our ${n} partners use cookies to personalise content.</p><button ` +
      `id="onetrust-accept-btn-handler">Accept All Cookies</button></div></div>`;
    const bare = (v: string) =>
      `<div class="fixed bottom-0 z-50"><p>This website uses cookies to improve your experience (${v}). By ` +
      `continuing you agree to our partners' terms.</p><button>Accept all cookies</button></div>`;
    const before = page("", "", oneTrust(850) + bare("v1"));
    const after = page("", "", oneTrust(862) + bare("v2"));
    expect(readableText(after)).not.toMatch(/partners use cookies/);
    const d = await diffOf(before, after);
    expect(d.changed).toBe(false);
    // A banner that appears for the first time is not news either.
    expect((await diffOf(page(""), after)).changed).toBe(false);
  });

  it("whitespace and markup reflow: the same words in other blocks are no change", async () => {
    const before = page(`<p>Connect   your warehouse in five minutes and get alerts in Slack, email or PagerDuty.</p>`);
    const after = page(
      `<div class="hero__copy"><span>Connect your warehouse in five minutes</span>\n\n<div>and get alerts in Slack, ` +
        `email or PagerDuty.</div></div>`,
    );
    expect((await diffOf(before, after)).changed).toBe(false);
  });

  it("two cards' titles run together by new markup are the same words, not a new line", async () => {
    const before = page(
      `<ul><li><a>누적 설비용량 40MW 돌파</a></li><li><a>그린루프, 30억 원 규모 프리A 투자 유치</a></li></ul>`,
    );
    const after = page(`<div><a>누적 설비용량 40MW 돌파</a><a>그린루프, 30억 원 규모 프리A 투자 유치</a></div>`);
    expect((await diffOf(before, after)).pageChanges).toEqual([]);
  });

  it("a real sentence among the noise is still a change, quoted as the page wrote it", async () => {
    const before = page("<p>Trusted by 12,431 teams around the world</p><p>© 2025 Lumen Labs, Inc.</p>");
    const after = page(
      "<p>Trusted by 12,502 teams around the world</p><p>Lumen is now part of Datadog: we signed a definitive " +
        "agreement on Nov 3, 2026.</p><p>© 2026 Lumen Labs, Inc.</p>",
    );
    const d = await diffOf(before, after);
    expect(d.changed).toBe(true);
    expect(d.pageChanges).toEqual([
      expect.objectContaining({
        kind: "home",
        added: ["Lumen is now part of Datadog: we signed a definitive agreement on Nov 3, 2026."],
        removed: [],
      }),
    ]);
  });

  it("normalises each moving part to a fixed placeholder", () => {
    expect(comparableLine("Posted 3 days ago")).toBe(comparableLine("Posted 12 days ago"));
    expect(comparableLine("Published Nov 3, 2026")).toBe(comparableLine("Published 17 December 2025"));
    expect(comparableLine("12 open roles")).toBe(comparableLine("15 open roles"));
    expect(comparableLine("Trusted by ten teams")).not.toBe(comparableLine("Trusted by forty teams"));
    expect(comparableLine("We crossed 1,000 customers this quarter")).not.toBe(
      comparableLine("We crossed 2,000 customers this quarter"),
    );
    expect(comparableLine("We raised $40M")).not.toBe(comparableLine("We raised $60M"));
    expect(comparableUrl("https://s.example/wp-includes/css/style.min.css?ver=6.4.2")).toBe(
      "https://s.example/wp-includes/css/style.min.css",
    );
    expect(comparableUrl("https://s.example/_next/static/aB3dE5fG7h/_buildManifest.js")).toBe(
      comparableUrl("https://s.example/_next/static/Zx9Yw8Vu7t/_buildManifest.js"),
    );
    expect(comparableUrl("https://s.example/assets/main.3f9a2c.js?t=1700000000")).toBe(
      comparableUrl("https://s.example/assets/main.77be01.js?t=1700000999"),
    );
    expect(comparableUrl("https://s.example/blog/series-b?ref=home")).toBe("https://s.example/blog/series-b?ref=home");
  });

  it("a post list's date format and reading times (Hugo PaperMod's meta line) are no change", async () => {
    // PaperMod: <footer class="entry-footer"><span title='…'>{{ .Date | time.Format ":date_medium"
    // }}</span>&nbsp;·&nbsp;{{ .ReadingTime }} min&nbsp;·&nbsp;Author</footer>
    const entries = (posts: [string, string, string][]) =>
      posts
        .map(
          ([title, date, minutes]) =>
            `<article class="post-entry"><header class="entry-header"><h2 ` +
            `class="entry-hint-parent">${title}</h2></header><div class="entry-content"><p>${title} explained, ` +
            `with numbers from our own build farm.</p></div><footer class="entry-footer"><span title='2026-11-03 ` +
            `00:00:00 +0000 UTC'>${date}</span>&nbsp;·&nbsp;${minutes} min&nbsp;·&nbsp;Lumen ` +
            `engineering</footer><a class="entry-link" aria-label="post link to ${title}" ` +
            `href="/posts/x/"></a></article>`,
        )
        .join("\n");
    const before = entries([
      ["Remote caching at scale", "Nov 3, 2026", "4"],
      ["Why we moved to arm64", "Oct 19, 2026", "7"],
    ]);
    const after = entries([
      ["Remote caching at scale", "3 November 2026", "5"],
      ["Why we moved to arm64", "19 October 2026", "8"],
    ]);
    const d = await diffOf(page(before), page(after));
    expect(d.pageChanges).toEqual([]);
    expect(d.changed).toBe(false);
    expect(comparableLine("Nov 3, 2026 · 4 min · Lumen engineering")).toBe(
      comparableLine("3 November 2026 · 5 min · Lumen engineering"),
    );
    // A duration in a sentence is copy, not a reading time.
    expect(comparableLine("Set up in 5 min with our CLI")).not.toBe(comparableLine("Set up in 2 min with our CLI"));
  });

  it("live stat blocks tick: a number glued to its label and a tally of the period are no change", async () => {
    // Next.js / React stat blocks: <div class="Stats_item"><span class="Stats_value">4,918,220</span><span
    // class="Stats_label">forms submitted this month</span></div>
    const stats = (teams: string, forms: string, events: string) =>
      `<p class="Hero_social"><span class="Counter_value">${teams}</span> teams use Lumen</p><section ` +
      `class="Stats_stats"><div class="Stats_item"><span class="Stats_value">${forms}</span><span ` +
      `class="Stats_label">pipelines checked this month</span></div><div class="Stats_item"><span ` +
      `class="Stats_value">${events}</span><span class="Stats_label">anomalies caught so ` +
      `far</span></div></section>`;
    const d = await diffOf(page(stats("12,431", "4,918,220", "88,102")), page(stats("12,587", "5,102,744", "91,377")));
    expect(d.pageChanges).toEqual([]);
    expect(d.changed).toBe(false);
    expect(comparableLine("2,318 applications this year")).toBe(comparableLine("2,486 applications this year"));
    // A word or two may qualify what is counted (a Next.js hero's live tally).
    expect(comparableLine("48,210 product teams publish with Shipnote")).toBe(
      comparableLine("48,377 product teams publish with Shipnote"),
    );
    expect(comparableLine("1.2k GitHub stars")).toBe(comparableLine("1.3k GitHub stars"));
  });

  it("a tally is not a milestone, an amount of money or a product count stated in a sentence", async () => {
    expect(comparableLine("We raised $40M this year")).not.toBe(comparableLine("We raised $60M this year"));
    expect(comparableLine("Raised 40M this year")).not.toBe(comparableLine("Raised 60M this year"));
    expect(comparableLine("We crossed 5,000,000 forms submitted this month")).not.toBe(
      comparableLine("We crossed 6,000,000 forms submitted this month"),
    );
    const d = await diffOf(
      page("<p>Trusted by 12,431 teams</p>"),
      page("<p>Trusted by 12,587 teams</p><p>Acme raised $40M this year to expand into Europe</p>"),
    );
    expect(d.pageChanges[0]?.added).toEqual(["Acme raised $40M this year to expand into Europe"]);
  });

  it("hedged ages and badges that expire are no change; a leading “New” that is a name stays", () => {
    expect(comparableLine("Portland, OR · Posted about 1 month ago")).toBe(
      comparableLine("Portland, OR · Posted 27 days ago"),
    );
    expect(comparableLine("Posted over 2 years ago")).toBe(comparableLine("Posted 3 days ago"));
    expect(comparableLine("Remote (US) Posted 2 days ago New")).toBe(comparableLine("Remote (US) Posted 9 days ago"));
    expect(comparableLine("Integrations · New")).toBe(comparableLine("Integrations"));
    expect(comparableLine("New: Backend Engineer")).toBe(comparableLine("Backend Engineer"));
    expect(comparableLine("New York office opening")).not.toBe(comparableLine("York office opening"));
  });

  it("ages in the other languages read tick and say nothing; a count of time that is no age stays", () => {
    const same = (a: string, b: string) => expect(comparableLine(a)).toBe(comparableLine(b));
    same("Veröffentlicht vor 2 Wochen", "Veröffentlicht vor einem Monat");
    same("Publié il y a 3 jours", "Publié il y a 2 semaines");
    same("Publicado hace un mes", "Publicado hace 5 días");
    same("Geplaatst 3 weken geleden", "Geplaatst 1 maand geleden");
    same("Pubblicato 2 settimane fa", "Pubblicato 3 giorni fa");
    same("Publiceret for 3 uger siden", "Publiceret for 1 måned siden");
    same("Publicerad för 2 veckor sedan", "Publicerad för 3 dagar sedan");
    for (const line of ["Veröffentlicht vor 3 Wochen", "Publié il y a 2 jours", "Pubblicato 2 settimane fa"])
      expect(isNoiseLine(line)).toBe(true);
    expect(comparableLine("Free for 1 week")).not.toBe(comparableLine("Free for 2 week"));
    expect(comparableLine("Lancement en 2 semaines")).not.toBe(comparableLine("Lancement en 3 semaines"));
  });
});

describe("a post is its article", () => {
  const post = (body: string) =>
    `<html><body><nav><a href="/">Home</a></nav>${body}` +
    `<footer class="site-footer"><p>Acme Payments A.Ş., licensed by the central bank.</p></footer></body></html>`;
  const words = "Our CEO was a guest on a podcast this week and told the story of our first year. ".repeat(4);

  it("keeps a post's one article and leaves the site's footer out", async () => {
    const html = post(`<main><article><h1>On the podcast</h1><p>${words}</p></article></main>`);
    expect(articleText(html)).toContain("told the story");
    expect(articleText(html)).not.toMatch(/licensed/);
    const page = await htmlPage(
      "post",
      { ok: true, url: URL, finalUrl: URL, html, page: extractPage(html, URL) },
      20_000,
    );
    expect(page.text).not.toMatch(/licensed/);
    // Other pages keep their footer: a home page's address says where the company is.
    const home = await htmlPage(
      "home",
      { ok: true, url: URL, finalUrl: URL, html, page: extractPage(html, URL) },
      20_000,
    );
    expect(home.text).toMatch(/licensed/);
  });

  it("takes the one main when the page has several articles, and nothing from a page with neither", () => {
    const cards = `<article><p>${words}</p></article><article><p>Related: our seed round.</p></article>`;
    expect(articleText(post(`<main>${cards}</main>`))).toContain("Related");
    expect(articleText(post(`<div><p>${words}</p></div>`))).toBeNull();
    // A teaser is not the post.
    expect(articleText(post("<article><p>Read more</p></article>"))).toBeNull();
  });
});
