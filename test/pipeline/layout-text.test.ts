import { describe, expect, it } from "vitest";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { itemisePage } from "../../src/pipeline/collect/extract/items";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { newPostsOf } from "../../src/pipeline/compare/index";
import { postFinding } from "../../src/pipeline/judge/post-finding";

/*
 * Pages read as they are laid out (docs/pipeline.md "Collect"): a flex or grid container's items
 * are apart, whatever their tags; a press page's entries are their linked headlines.
 */

describe("text as it is laid out", () => {
  it("the items of a flex or grid row are separate lines, as a browser shows them", () => {
    const html =
      '<section><div class="flex items-center gap-4"><span class="font-semibold">As heard on 20VC</span>' +
      '<span>Our CEO joined the show to talk about estimating.</span><a href="/listen">Listen</a></div>' +
      '<div style="display: grid"><b>Fast</b><b>Accurate</b></div>' +
      "<p>Built for <b>general</b> contractors.</p></section>";
    const lines = extractPage(html, "https://acme.example/").text.split("\n");
    expect(lines).toContain("As heard on 20VC");
    expect(lines).toContain("Our CEO joined the show to talk about estimating.");
    expect(lines).toContain("Fast");
    // Inline elements in a paragraph stay in its line.
    expect(lines).toContain("Built for general contractors.");
  });
});

describe("inline elements side by side", () => {
  it("are two items when one ends a word and the next starts another; buttons are apart", () => {
    const html =
      '<ul><li><a href="/n/a">Acme raises A$18 million Series A</a><span class="date">19 March 2025</span></li></ul>' +
      '<div class="button-row"><a class="button w-button" href="/demo">Book a demo</a>' +
      '<a class="button secondary" href="/pricing">See pricing</a></div><p>Read the <b>A</b>cme story.</p>';
    const lines = extractPage(html, "https://acme.example/").text.split("\n");
    expect(lines).toContain("Acme raises A$18 million Series A 19 March 2025");
    expect(lines).toContain("Book a demo");
    expect(lines).toContain("See pricing");
    expect(lines).toContain("Read the Acme story.");
  });
});

describe("a press page's entries", () => {
  it("an entry without a heading is told by its linked headline, wherever the link leads", () => {
    const entry = (date: string, outlet: string, href: string, title: string) =>
      `<li><div class="flex gap-3"><time>${date}</time><span>${outlet}</span></div>` +
      `<a class="block text-lg" href="${href}">${title}</a></li>`;
    const html =
      "<main><h1>Press</h1><ul>" +
      entry(
        "Nov 13, 2026",
        "The Twenty Minute VC",
        "https://podcast.example/ana",
        "Ana Ribeiro on the last analog industry",
      ) +
      entry("Oct 2, 2026", "ENR", "https://enr.example/ai-takeoff", "The estimators' new assistant: AI takeoff tools") +
      "</ul></main>";
    const items = itemisePage(html, "https://acme.example/press");
    expect(items.map((i) => [i.title, i.url])).toEqual([
      ["Ana Ribeiro on the last analog industry", "https://podcast.example/ana"],
      ["The estimators' new assistant: AI takeoff tools", "https://enr.example/ai-takeoff"],
    ]);
  });

  it("a link inside an entry's sentence is a reference, not the entry's page", () => {
    const html =
      '<main><h1>Changelog</h1><article id="2-0-0"><h2>2.0.0 <small>November 12, 2026</small></h2>' +
      "<p>Parsel 2.0 is the biggest release since we launched.</p>" +
      '<p>See the <a href="/docs/migrate-to-v2">migration guide</a>. Pricing is unchanged.</p></article>' +
      '<article id="1-14-2"><h2>1.14.2 <small>November 3, 2026</small></h2><p>Fixed retries.</p></article></main>';
    const [entry] = itemisePage(html, "https://parsel.example/changelog");
    expect(entry?.url).toBe("https://parsel.example/changelog#2-0-0");
  });

  it("a new entry that lives elsewhere keeps the site's page that lists it, as evidence", () => {
    const press = (items: { title: string; url: string }[]): SnapshotPage => ({
      kind: "blog",
      url: "https://acme.example/press",
      ok: true,
      fetchable: true,
      items: items.map((i) => ({
        key: i.url,
        title: i.title,
        url: i.url,
        publishedAt: "2026-11-13T00:00:00Z",
        text: "",
      })),
    });
    const old = { title: "The estimators' new assistant", url: "https://enr.example/ai" };
    const episode = { title: "Ana Ribeiro on the last analog industry", url: "https://podcast.example/ana" };
    const [post] = newPostsOf([press([old])], [press([old, episode])], { now: new Date("2026-11-20T09:00:00Z") });
    expect(post).toMatchObject({ url: episode.url, listedOn: "https://acme.example/press" });
  });

  it("the national press profiling a founder by name, stating no event, amplifies the founder", () => {
    const title = "Inês Carvalho’s Vinhara wants to keep Portugal’s vineyards alive through drought";
    const f = postFinding(
      {
        url: "https://news.example/ft-vinhara",
        title,
        publishedAt: "2026-11-14T00:00:00Z",
        text: title,
        detail: { source: "news", text: title, tiedBy: ["name", "founder"], outlet: "Financial Times" },
      },
      {
        company: { name: "Vinhara", founders: ["Inês Carvalho"], website: null },
        now: new Date("2026-11-20T09:00:00Z"),
      },
    );
    expect(f.type).toBe("founder_amplified");
  });

  it("an episode listed under a founder's name amplifies the founder", () => {
    const f = postFinding(
      {
        url: "https://podcast.example/ana",
        title: "Ana Ribeiro, Tessellate: why construction is the last analog industry",
        publishedAt: "2026-11-13T00:00:00Z",
        text: "Podcast · The Twenty Minute VC",
      },
      {
        company: { name: "Tessellate", founders: ["Ana Ribeiro"], website: null },
        now: new Date("2026-11-20T09:00:00Z"),
      },
    );
    expect(f.type).toBe("founder_amplified");
  });
});

describe("a post's closing invitation to apply", () => {
  const reading = {
    company: { name: "Relayo", founders: ["Thomas Aubry"], website: null },
    now: new Date("2026-11-20"),
  };
  const post = (title: string, text: string) =>
    postFinding({ url: "https://relayo.example/blog/post", title, publishedAt: "2026-11-12T00:00:00Z", text }, reading);
  const story =
    "Every November the wards of Hôpital Saint-Roch plan the winter rota, and every November someone cries over a " +
    "spreadsheet.\nThis year the planners of ward 4B tried something else.\nThey kept the spreadsheet for the " +
    "holidays and let the rota plan itself for the rest.\nWe're hiring backend engineers in Lyon: see our open roles.";

  it("is no hiring: the post is about what its title and lede say", () => {
    expect(post("Winter on ward 4B", story).type).toBe("other");
  });

  it("a post whose title or lede is the hiring is", () => {
    const f = post(
      "We're hiring backend engineers in Lyon",
      "We're hiring backend engineers in Lyon to join the team.",
    );
    expect(f.type).toBe("hiring");
  });
});
