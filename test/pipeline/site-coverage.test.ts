import { describe, expect, it } from "vitest";
import { bestType, scoreText } from "../../src/pipeline/read/lexicon";
import { analyseLocally } from "../../src/pipeline/judge/index";
import { Deadline } from "../../src/pipeline/collect/deadline";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { discoverPages } from "../../src/pipeline/collect/extract/discover";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { parseDate } from "../../src/pipeline/collect/extract/items";
import { comparableLine } from "../../src/pipeline/collect/normalize-noise";
import type { SnapshotJob, SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { SiteReader } from "../../src/pipeline/collect/site";
import { siteSource } from "../../src/pipeline/collect/sources/site";
import { COLLECT_PORTS } from "../../src/pipeline/run";
import type { SourceContext } from "../../src/pipeline/collect/sources/types";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import type { Fetcher } from "../../src/platform/fetcher";
import { VirtualSleeper } from "../support/virtual-sleeper";

/*
 * What a run reads on the site (docs/pipeline.md): the menu's product pages, a reach stated as a milestone, roles in
 * new countries, and sites in German, French and Spanish getting the same event types as English ones.
 */

const typeOf = (text: string) => bestType(scoreText(text))?.type ?? "other";

describe("the same event types in German, French and Spanish", () => {
  it.each([
    // funding
    ["de", "Brightloop sichert sich 4,5 Millionen Euro in einer Seed-Finanzierungsrunde", "fundraising"],
    ["fr", "Atlas lève 10 millions d'euros pour conquérir l'Europe", "fundraising"],
    ["es", "Cobalto cierra una ronda de financiación de 3 millones de euros", "fundraising"],
    // launch
    ["de", "Wir stellen heute Fokus vor: ab sofort verfügbar für alle Kunden", "product_update"],
    ["fr", "Nous lançons Atlas, disponible dès aujourd'hui", "product_update"],
    ["es", "Cobalto lanza su nueva aplicación para comercios", "product_update"],
    // hiring
    ["de", "Wir stellen ein: 5 neue Stellen in München", "hiring"],
    ["fr", "Nous recrutons : six nouveaux postes à Saint-Malo", "hiring"],
    ["es", "Estamos contratando: 4 vacantes en Madrid", "hiring"],
    // leadership
    ["de", "Julia Weber wird neue Geschäftsführerin von Brightloop", "leadership_change"],
    ["fr", "Hugo Bernard rejoint Atelier Nuage en tant que directeur technique", "leadership_change"],
    ["es", "Laura Méndez se une a Cobalto como CTO", "leadership_change"],
    // acquisition
    ["de", "Datenfluss wird von der Nordwerk AG übernommen", "corporate_event"],
    ["fr", "Atelier Nuage est racheté par OVHcloud", "corporate_event"],
    ["es", "Cobalto es adquirida por Glovo", "corporate_event"],
  ])("%s: %s → %s", (_lang, text, type) => {
    expect(typeOf(text)).toBe(type);
  });

  it("a lone word states nothing in these languages either", () => {
    expect(typeOf("Unsere Kunden und Partner")).toBe("other");
    expect(typeOf("Nos clients et partenaires")).toBe("other");
    expect(typeOf("Nuestro equipo")).toBe("other");
  });

  it("dates written day first in those languages are an entry's date, and noise on a page", () => {
    expect(parseDate("12. November 2026")).toBe("2026-11-12T00:00:00.000Z");
    expect(parseDate("3 mars 2026")).toBe("2026-03-03T00:00:00.000Z");
    expect(parseDate("4 de noviembre de 2026")).toBe("2026-11-04T00:00:00.000Z");
    expect(comparableLine("Veröffentlicht am 12. November 2026")).toBe(
      comparableLine("Veröffentlicht am 19. November 2026"),
    );
    expect(comparableLine("Publié le 3 novembre 2026")).toBe(comparableLine("Publié le 10 novembre 2026"));
  });

  it.each([
    ["/stockists", "Stockists"],
    ["/pages/find-us", "Find us in stores"],
    ["/forhandlere", "Forhandlere"],
    ["/points-de-vente", "Points de vente"],
    ["/donde-comprar", "Dónde comprar"],
  ])("finds a brand's stockists page, %s, as its customers: the shops that carry it", (path, label) => {
    const home = "https://brand.example/";
    const url = new URL(path, home).href;
    expect(discoverPages({ links: [{ url, text: label }], feeds: [] }, home).customers).toEqual([url]);
  });

  it("finds the news, careers, team, pricing and customers pages by the menu's words in those languages", () => {
    const home = "https://brightloop.example/";
    const links = [
      ["/neuigkeiten/", "Neuigkeiten"],
      ["/karriere/", "Karriere"],
      ["/ueber-uns/", "Über uns"],
      ["/preise/", "Preise"],
      ["/kunden/", "Kunden"],
    ].map(([p, text]) => ({ url: new URL(p!, home).href, text: text! }));
    const found = discoverPages({ links, feeds: [] }, home);
    expect([found.news[0], found.careers[0], found.team[0], found.pricing[0], found.customers[0]]).toEqual(
      links.map((l) => l.url),
    );
    const fr = discoverPages(
      {
        links: [
          { url: "https://atelier.example/actualites", text: "Actualités" },
          { url: "https://atelier.example/recrutement", text: "Recrutement" },
        ],
        feeds: [],
      },
      "https://atelier.example/",
    );
    expect([fr.news[0], fr.careers[0]]).toEqual([
      "https://atelier.example/actualites",
      "https://atelier.example/recrutement",
    ]);
    const es = discoverPages(
      {
        links: [
          { url: "https://cobalto.example/noticias/", text: "Noticias" },
          { url: "https://cobalto.example/trabaja-con-nosotros", text: "Trabaja con nosotros" },
        ],
        feeds: [],
      },
      "https://cobalto.example/",
    );
    expect([es.news[0], es.careers[0]]).toEqual([
      "https://cobalto.example/noticias/",
      "https://cobalto.example/trabaja-con-nosotros",
    ]);
  });

  it("a founder's site calls its posts Writing, Essays or Letters: each is a blog", () => {
    for (const [path, text] of [
      ["/writing", "Writing"],
      ["/essays/", "Essays"],
      ["/letters", "Letters"],
    ] as const) {
      const found = discoverPages(
        { links: [{ url: `https://quarrylight.example${path}`, text }], feeds: [] },
        "https://quarrylight.example/",
      );
      expect(found.news[0], text).toBe(`https://quarrylight.example${path}`);
    }
  });
});

describe("the menu's product pages", () => {
  it("are the menu's links under product, solutions, platform or features (not a link in the content)", () => {
    const html =
      `<html><body><header><nav><a href="/products/ledger">Ledger</a><a ` +
      `href="/solutions/marketplaces">Marketplaces</a><a href="/platform">Platform</a><a ` +
      `href="/blog">Blog</a></nav></header>
<main><p>Read about <a href="/features/exports">exports</a>.</p></main><footer><a ` +
      `href="/features">Features</a></footer></body></html>`;
    const page = extractPage(html, "https://ledgerline.example/");
    expect(discoverPages(page, "https://ledgerline.example/").product).toEqual([
      "https://ledgerline.example/products/ledger",
      "https://ledgerline.example/solutions/marketplaces",
      "https://ledgerline.example/platform",
      "https://ledgerline.example/features",
    ]);
  });

  it("are a studio's games or apps, the product section named by what it makes, but not the web app's sign-in", () => {
    const html =
      `<html><body><header><nav><a href="/games">Games</a><a href="/studio">Studio</a><a ` +
      `href="/app">Log in</a><a href="/jeux">Jeux</a></nav></header><main><p>Hi</p></main></body></html>`;
    const page = extractPage(html, "https://burin.example/");
    expect(discoverPages(page, "https://burin.example/").product).toEqual([
      "https://burin.example/games",
      "https://burin.example/jeux",
    ]);
  });
});

describe("the menu's product pages, read by the site source", () => {
  // A Webflow-style menu: news, careers, about, pricing, and a Platform dropdown of four pages.
  const ORIGIN = "https://tallyforge.example";
  const PLATFORM = ["forecasting", "planning", "reporting", "integrations"].map((p) => `/platform/${p}`);
  const page = (title: string, body = "") =>
    `<!doctype html><html><head><title>${title}</title></head><body><header><nav><a href="/">Tallyforge</a>
<div class="w-dropdown"><div class="w-dropdown-toggle">Platform</div><nav ` +
    `class="w-dropdown-list">` +
    `${PLATFORM.map((p) => `<a href="${p}" class="w-dropdown-link">${p.split("/")[2]}</a>`).join("")}</nav></div>
<a href="/blog">Blog</a><a href="/careers">Careers</a><a href="/about">About</a><a ` +
    `href="/pricing">Pricing</a></nav></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const fetcher: Fetcher = {
    async fetchPage(url) {
      const path = new URL(url).pathname;
      if (path === "/" || ["/blog", "/careers", "/about", "/pricing", ...PLATFORM].includes(path))
        return { ok: true, url, status: 200, contentType: "text/html; charset=utf-8", body: page(path), redirects: [] };
      return { ok: false, url, reason: "http_error", status: 404, detail: "HTTP 404" };
    },
  };
  const collect = async (budget: number) => {
    const reader = new SiteReader(fetcher, new Deadline(20_000, new VirtualSleeper()), [], budget);
    const target = { website: `${ORIGIN}/`, companyLinkedinUrl: null, companyTwitterUrl: null, founders: [] };
    const { pages } = await siteSource.collect({
      reader,
      unseenPosts: COLLECT_PORTS.unseenPosts,
      target,
      previous: null,
      pages: [],
      textChars: 4_000,
      now: new Date(),
      endpoints: {} as SourceContext["endpoints"],
    });
    return pages.filter((p) => p.kind === "product").map((p) => new URL(p.url).pathname);
  };

  it("are read, every page of a dropdown, within PAGE_BUDGET", async () => {
    expect(await collect(12)).toEqual(PLATFORM);
  });

  it("come after the news, careers, team and pricing pages when the budget is short", async () => {
    // Home, then four steady pages; three requests stay for the sitemap, a feed and a new post.
    expect(await collect(8)).toEqual([]);
    expect(await collect(10)).toEqual(PLATFORM.slice(0, 2));
  });
});

describe("a reach stated as a milestone", () => {
  it.each([
    "We crossed 1,000 paying customers",
    "Loomly crossed 10,000 monthly active users this week",
    "Now trusted by 12,000 teams",
    "We now serve 800 clinics",
  ])("%s is metrics_shared", (text) => {
    expect(typeOf(text)).toBe("metrics_shared");
  });
});

describe("roles in countries the company had none in", () => {
  const careers = (jobs: [string, string][]): SnapshotPage => ({
    kind: "careers",
    url: "https://pallet.example/careers",
    ok: true,
    fetchable: true,
    jobs: jobs.map(
      ([title, location]): SnapshotJob => ({ title, team: null, location, url: null, key: `${title}|${location}` }),
    ),
  });
  const home: SnapshotPage = {
    kind: "home",
    url: "https://pallet.example/",
    ok: true,
    fetchable: true,
    text: "Pallet Robotics",
  };
  const before = [
    home,
    careers([
      ["Robotics Engineer", "Pittsburgh, PA"],
      ["Technician", "Dallas, TX"],
    ]),
  ];

  it("are an expansion finding the watch item on international expansion matches", () => {
    const after = [
      home,
      careers([
        ["Robotics Engineer", "Pittsburgh, PA"],
        ["Technician", "Dallas, TX"],
        ["Account Executive", "London, United Kingdom"],
      ]),
    ];
    const diff = diffSnapshots(before, after);
    expect(diff.jobs?.newCountries?.map((c) => c.name)).toEqual(["United Kingdom"]);
    const signal = analyseLocally({
      company: { name: "Pallet Robotics", website: "https://pallet.example/", description: null, founders: [] },
      thingsToTrack: "International expansion",
      watchItems: parseWatchItems("International expansion"),
      diff,
      pages: after,
      previousPages: before,
      now: new Date("2026-11-17T09:00:00Z"),
    });
    expect(signal.summary).toMatch(/opened its first roles in United Kingdom: international expansion/);
    expect(signal.matchedWatchItems).toEqual(["International expansion"]);
    expect(signal.severity).not.toBe("low");
  });

  it("its evidence leads with the role named for the country, then the senior ones", () => {
    const withUrls = (page: SnapshotPage): SnapshotPage => ({
      ...page,
      jobs: (page.jobs ?? []).map((j) => ({ ...j, url: `https://pallet.example/jobs/${j.key.replaceAll(" ", "-")}` })),
    });
    const after = withUrls(
      careers([
        ["Robotics Engineer", "Pittsburgh, PA"],
        ["Technician", "Dallas, TX"],
        ["Android Engineer", "Warsaw, Poland"],
        ["Engineering Manager", "Warsaw, Poland"],
        ["Head of Operations", "Warsaw, Poland"],
        ["Country Lead, Poland", "Warsaw, Poland"],
      ]),
    );
    const diff = diffSnapshots(before, [home, after]);
    const signal = analyseLocally({
      company: { name: "Pallet Robotics", website: "https://pallet.example/", description: null, founders: [] },
      thingsToTrack: "International expansion",
      watchItems: parseWatchItems("International expansion"),
      diff,
      pages: [home, after],
      previousPages: before,
      now: new Date("2026-11-17T09:00:00Z"),
    });
    expect(signal.evidence.map((e) => e.title).slice(1, 3)).toEqual([
      "Country Lead, Poland (Warsaw, Poland)",
      "Head of Operations (Warsaw, Poland)",
    ]);
  });

  it("a new role in a country it already hires in, or one it does not place, is no expansion", () => {
    expect(
      diffSnapshots(before, [
        home,
        careers([
          ["Robotics Engineer", "Pittsburgh, PA"],
          ["Technician", "Dallas, TX"],
          ["Engineer", "Austin, TX"],
          ["Writer", "Remote"],
        ]),
      ]).jobs?.newCountries,
    ).toBeUndefined();
    // A listing that placed no role has nothing to compare with.
    const unplaced = [home, careers([["Engineer", "Remote"]])];
    expect(
      diffSnapshots(unplaced, [
        home,
        careers([
          ["Engineer", "Remote"],
          ["Sales", "Berlin, Germany"],
        ]),
      ]).jobs?.newCountries,
    ).toBeUndefined();
  });
});

describe("a careers link that answers nothing", () => {
  // A French site whose footer links an English "/careers" that is a 404; its menu's "/recrutement" is the page.
  const ORIGIN = "https://brocante.example";
  const html = (body: string) =>
    `<!doctype html><html><head><title>Brocante</title></head><body><header><nav><a href="/">Brocante</a>` +
    `<a href="/recrutement">Recrutement</a></nav></header><main>${body}</main>` +
    `<footer><a href="/careers">Careers</a></footer></body></html>`;
  const fetcher: Fetcher = {
    async fetchPage(url) {
      const path = new URL(url).pathname;
      const body =
        path === "/"
          ? html("<h1>Meubles de seconde main</h1>")
          : path === "/recrutement"
            ? html('<h1>Nous recrutons</h1><a href="https://jobs.lever.co/brocante">Voir nos offres</a>')
            : null;
      return body
        ? { ok: true, url, status: 200, contentType: "text/html; charset=utf-8", body, redirects: [] }
        : { ok: false, url, reason: "http_error", status: 404, detail: "HTTP 404" };
    },
  };

  it("gives way to the next: the board it links is found", async () => {
    const reader = new SiteReader(fetcher, new Deadline(20_000, new VirtualSleeper()), [], 12);
    const target = { website: `${ORIGIN}/`, companyLinkedinUrl: null, companyTwitterUrl: null, founders: [] };
    const { pages } = await siteSource.collect({
      reader,
      unseenPosts: COLLECT_PORTS.unseenPosts,
      target,
      previous: null,
      pages: [],
      textChars: 4_000,
      now: new Date(),
      endpoints: {} as SourceContext["endpoints"],
    });
    const careers = pages.find((p) => p.kind === "careers");
    expect(careers?.url).toBe(`${ORIGIN}/recrutement`);
    expect(careers?.boards).toEqual([{ provider: "lever", token: "brocante" }]);
  });
});
