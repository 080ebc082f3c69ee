import { describe, expect, it } from "vitest";
import { discoverPages, isNewsPostPath } from "../../src/pipeline/collect/extract/discover";
import { firstPhraseIn } from "../../src/pipeline/collect/extract/discover/offsite";
import { hasClassWord, parseHtml, findFirst } from "../../src/pipeline/collect/extract/dom";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { itemisePage, parseDate, slugOf, titleKey } from "../../src/pipeline/collect/extract/items";
import {
  firstClause,
  isFounderRole,
  looksLikePersonName,
  looksLikeRole,
  nameAndRole,
} from "../../src/pipeline/collect/extract/people/names";
import { placesIn, regionOf } from "../../src/pipeline/collect/extract/places";

/*
 * The word tables a company's own site is read with (collect/extract: discover/words.ts, people/words.ts,
 * places/data.ts, the class words of dom.ts and html.ts), each held to what its patterns used to match.
 */

const elementWithClass = (cls: string) =>
  findFirst(parseHtml(`<div class="${cls}"></div>`), (el) => el.name === "div")!;

describe("class words", () => {
  it("finds a word of a class name between hyphens or underscores, or its parts run together", () => {
    expect(hasClassWord(elementWithClass("c-team-member__photo"), ["team-member"])).toBe(true);
    expect(hasClassWord(elementWithClass("teammember"), ["team-member"])).toBe(true);
    expect(hasClassWord(elementWithClass("Team_Member"), ["team-member"])).toBe(true);
    expect(hasClassWord(elementWithClass("teammembers"), ["team-member"])).toBe(false);
    expect(hasClassWord(elementWithClass("post-tags"), ["tag", "tags"])).toBe(true);
    expect(hasClassWord(elementWithClass("hashtag"), ["tag", "tags"])).toBe(false);
  });

  it("tells the site's chrome by its names: a prefix, a chrome word and a suffix, nothing else", () => {
    const page = extractPage(
      '<div class="site-header"><a href="/a">A</a></div><div class="main-menu-wrapper"><a href="/b">B</a></div>' +
        '<div id="sitenav"><a href="/c">C</a></div><div class="header-image"><a href="/d">D</a></div>' +
        '<div data-framer-name="Navigation"><a href="/e">E</a></div>',
      "https://acme.test/",
    );
    const chrome = Object.fromEntries(page.links.map((l) => [l.text, l.inChrome === true]));
    expect(chrome).toEqual({ A: true, B: true, C: true, D: false, E: true });
  });
});

describe("discovery's labels", () => {
  it("reads a link's label as whole folded words in English, German, French and Spanish", () => {
    const page = {
      feeds: [],
      links: [
        { url: "https://acme.test/x1", text: "Über uns" },
        { url: "https://acme.test/x2", text: "Rejoignez-nous" },
        { url: "https://acme.test/x3", text: "What's new" },
        { url: "https://acme.test/x4", text: "Casos de éxito" },
        { url: "https://acme.test/x5", text: "Blogger tools" },
      ],
    };
    const found = discoverPages(page, "https://acme.test/");
    expect(found.team).toEqual(["https://acme.test/x1"]);
    expect(found.careers).toEqual(["https://acme.test/x2"]);
    expect(found.blog).toEqual(["https://acme.test/x3"]);
    expect(found.customers).toEqual(["https://acme.test/x4"]);
  });

  it("finds the about, careers, pricing and customers pages of sites in Portuguese, Italian and Dutch", () => {
    const page = {
      feeds: [],
      links: [
        { url: "https://acme.test/sobre", text: "Sobre nós" },
        { url: "https://acme.test/carreiras", text: "Carreiras" },
        { url: "https://acme.test/prezzi", text: "Prezzi" },
        { url: "https://acme.test/klanten", text: "Klanten" },
      ],
    };
    const found = discoverPages(page, "https://acme.test/");
    expect(found.team).toEqual(["https://acme.test/sobre"]);
    expect(found.careers).toEqual(["https://acme.test/carreiras"]);
    expect(found.pricing).toEqual(["https://acme.test/prezzi"]);
    expect(found.customers).toEqual(["https://acme.test/klanten"]);
  });

  it("reads a press room in Spanish, news in Finnish and Japanese, each as its own kind of news", () => {
    const page = {
      feeds: [],
      links: [
        { url: "https://acme.test/blog", text: "Blog" },
        { url: "https://acme.test/sala-de-prensa", text: "Sala de prensa" },
        { url: "https://acme.test/uutiset", text: "Uutiset" },
      ],
    };
    expect(discoverPages(page, "https://acme.test/").news.sort()).toEqual([
      "https://acme.test/blog",
      "https://acme.test/sala-de-prensa",
      "https://acme.test/uutiset",
    ]);
    // "In the media" in French, Spanish and Portuguese: the company's own room of news about it.
    for (const [path, label] of [
      ["medias/", "Dans les médias"],
      ["en-los-medios", "En los medios"],
      ["na-midia", "Na mídia"],
    ]) {
      const media = { feeds: [], links: [{ url: `https://acme.test/${path}`, text: label }] };
      expect(discoverPages(media, "https://acme.test/").news).toEqual([`https://acme.test/${path}`]);
    }
    const jp = { feeds: [], links: [{ url: "https://acme.test/info/", text: "お知らせ" }] };
    expect(discoverPages(jp, "https://acme.test/").blog).toEqual(["https://acme.test/info/"]);
  });

  it("knows a blog's listings (pages, tags, categories, authors, months) from its posts", () => {
    for (const p of ["/blog/page/2/", "/blog/tag/product/", "/category/company/", "/author/lena/", "/blog/2026/11/"])
      expect(isNewsPostPath(new URL(`https://acme.test${p}`)), p).toBe(false);
    for (const p of ["/blog/acme-raises-series-a/", "/blog/2026/11/13/acme-raises/", "/news/20261113/"])
      expect(isNewsPostPath(new URL(`https://acme.test${p}`)), p).toBe(true);
  });

  it("reads dates written in numbers, the year first or the day first with dots", () => {
    for (const d of ["2026.11.13", "2026/11/13", "2026年11月13日", "13.11.2026"])
      expect(parseDate(d), d).toBe("2026-11-13T00:00:00.000Z");
    expect(parseDate("v2.3.1")).toBeNull();
  });

  it("lists a Japanese newsroom's entries by their linked headlines, written without spaces", () => {
    const html = `<ul class="news-list">
      <li class="news-list__item"><time>2026.11.13</time><a href="/news/20261113/">当社株式の取得（子会社化）に関するお知らせ</a></li>
      <li class="news-list__item"><time>2026.10.29</time><a href="/news/20261029/">歯科DXセミナーに登壇しました</a></li></ul>`;
    expect(itemisePage(html, "https://acme.test/news/").map((i) => i.url)).toEqual([
      "https://acme.test/news/20261113/",
      "https://acme.test/news/20261029/",
    ]);
  });

  it("takes the label's phrase that comes first in the text", () => {
    expect(firstPhraseIn("News & Blog", ["blog", "news"])).toBe("news");
    expect(firstPhraseIn("Our release notes", ["blog", "release notes"])).toBe("release notes");
    expect(firstPhraseIn("Newsroom", ["news"])).toBeNull();
  });
});

describe("names and roles", () => {
  it("reads a name with its particles and an honorific, and not a heading", () => {
    expect(looksLikePersonName("Dr. Ana de la Cruz")).toBe(true);
    expect(looksLikePersonName("Meet the Team")).toBe(false);
    expect(looksLikePersonName("Series 2 Launch")).toBe(false);
  });

  it("reads a role by its words, and a founder's by founder, co-founder or founding", () => {
    expect(looksLikeRole("Recruiting Lead")).toBe(true);
    expect(looksLikeRole("Loves hiking")).toBe(false);
    expect(isFounderRole("Co-founder & CTO")).toBe(true);
    expect(isFounderRole("Cofounder")).toBe(true);
    expect(isFounderRole("Founding Engineer")).toBe(true);
    expect(isFounderRole("Founders Fund partner")).toBe(false);
  });

  it("splits a name and a role written on one line at the first separator", () => {
    expect(nameAndRole("Jane Doe · Head of Growth")).toEqual(["Jane Doe", "Head of Growth"]);
    expect(nameAndRole("Jane Doe - CEO")).toEqual(["Jane Doe", "CEO"]);
    expect(nameAndRole("Jane-Marie Doe")).toBeNull();
  });

  it("cuts a line at its first sentence's end, not at an abbreviation's dot", () => {
    expect(firstClause("CEO. Ex-Google.")).toBe("CEO");
    expect(firstClause("Sr. Engineer. Ex-Google")).toBe("Sr. Engineer");
    expect(firstClause("CTO; previously at Acme")).toBe("CTO");
  });
});

describe("places", () => {
  it("reads a state's code after a comma and a country's code set apart", () => {
    expect(placesIn("Austin, TX").map((p) => p.place)).toEqual([
      { country: "US", state: "TX", city: "austin" },
      { country: "US", state: "TX" },
    ]);
    expect(placesIn("Remote - DE").map((p) => p.place)).toEqual([{ country: "DE" }]);
    expect(placesIn("Remote DE")).toEqual([]);
    expect(placesIn("U.S.-based team").map((p) => p.name)).toEqual(["U.S"]);
  });

  it("names a country's region from the regions table", () => {
    expect(regionOf("DE")).toBe("Europe");
    expect(regionOf("BR")).toBe("Latin America");
    expect(regionOf("ZZ")).toBeNull();
  });
});

describe("entries' keys and dates", () => {
  it("keeps a title's key to its ASCII letters and digits, accents dropped; other scripts' titles to words", () => {
    expect(slugOf("Café Öl, v2!")).toBe("cafe-ol-v2");
    expect(slugOf("Straße")).toBe("stra-e");
    expect(slugOf("日本語")).toBe("日本語");
    expect(slugOf("—")).toBe("item");
    expect(titleKey("We're  hiring!")).toBe("title:we re hiring");
  });

  it("reads an ISO date first, then a month's name before or after the day", () => {
    expect(parseDate("2026-03-03 · 4 min read")).toBe("2026-03-03T00:00:00.000Z");
    expect(parseDate("Nov 3rd, 2026")).toBe("2026-11-03T00:00:00.000Z");
    expect(parseDate("3 de noviembre de 2026")).toBe("2026-11-03T00:00:00.000Z");
    expect(parseDate("3. März 2026")).toBe("2026-03-03T00:00:00.000Z");
    expect(parseDate("Nov 3")).toBeNull();
  });
});
