import { describe, expect, it } from "vitest";
import { extractLogos, logoWalls } from "../../src/pipeline/collect/extract/logos";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { investorLogoFindings, logoFindings } from "../../src/pipeline/judge/processors/logos";

/*
 * Customers shown only as logos (docs/pipeline.md "Customers and logos"): their names are in the images' alt text or
 * file names; a wall that gains a logo is a customer signal, a wall shuffled or re-rendered is none, and images about
 * the press, investors or integrations are not customers.
 */

const img = (src: string, alt: string) => `<img src="${src}" alt="${alt}" width="120" height="40" loading="lazy">`;

/** A Webflow home page: a header with the company's logo, a hero, a logo wall, a press strip, a footer. */
function home(wall: string[], opts: { press?: string[]; integrations?: string[] } = {}): string {
  const section = (cls: string, heading: string, imgs?: string[]) =>
    imgs ? `<section class="${cls}"><h2>${heading}</h2><div class="grid">${imgs.join("")}</div></section>` : "";
  return [
    "<!doctype html><html><head><title>Acme</title></head><body>",
    `<header class="navbar w-nav">${img("/images/acme-logo.svg", "Acme")}`,
    `<nav><a href="/customers">Customers</a></nav></header>`,
    `<section class="hero"><h1>Routing for fleets</h1>`,
    "<p>Plan every stop in minutes. In-store pickup and delivery.</p></section>",
    `<section class="logos-section"><div class="container"><div class="logos-heading">Trusted by 400 fleets</div>`,
    `<div class="w-layout-grid logo-grid">${wall.join("")}</div></div></section>`,
    section("press", "As seen in", opts.press),
    section("integrations", "Works with your stack", opts.integrations),
    `<footer class="footer">${img("/images/soc2.png", "SOC 2 Type II")}${img("/images/gdpr.png", "GDPR")}`,
    `${img("/images/iso.png", "ISO 27001")}</footer>`,
    "</body></html>",
  ].join("\n");
}

const WALL = [
  img("/images/6512f0c9a1b2c3d4e5f60718_dhl-logo.svg", "DHL logo"),
  img("/images/6512f0c9a1b2c3d4e5f60719_ikea.svg", "IKEA"),
  img("/images/6512f0c9a1b2c3d4e5f6071a_zalando.svg", "Zalando"),
  img("/images/6512f0c9a1b2c3d4e5f6071b_picnic.svg", "Picnic"),
];

describe("the customer logos a page shows", () => {
  it("are read from alt text, else from the file name, never from the header, footer, press or integrations", () => {
    const html = home(
      [...WALL, img("/uploads/logos/walmart-logo-color.svg", ""), img("/uploads/logos/pepsico_white@2x.png", "logo")],
      {
        press: [img("/p/techcrunch.svg", "TechCrunch"), img("/p/forbes.svg", "Forbes"), img("/p/wired.svg", "Wired")],
        integrations: [img("/i/slack.svg", "Slack"), img("/i/sap.svg", "SAP"), img("/i/salesforce.svg", "Salesforce")],
      },
    );
    expect(extractLogos(html)).toEqual(["DHL", "IKEA", "Zalando", "Picnic", "Walmart", "Pepsico"]);
  });

  it("a testimonial carousel under “What our customers say” shows people, not logos", () => {
    const quote = (name: string) =>
      `<div class="swiper-slide"><div class="testimonial__text">Renewal dates used to live in a spreadsheet nobody ` +
      `opened. Now nobody misses one, and our general counsel finally sleeps at night.</div>` +
      `${img(`/uploads/${name.toLowerCase().replace(" ", "-")}-150x150.jpg`, name)}` +
      `<cite>${name}, Legal Ops</cite></div>`;
    const html = `<html><body><section><h2>What our customers say</h2><div class="swiper-wrapper">${[
      "Hana Kobayashi",
      "Tom Reilly",
      "Marta Nowak",
    ]
      .map(quote)
      .join("")}</div></section></body></html>`;
    expect(extractLogos(html)).toEqual([]);
  });

  it("a group of images that says nothing of customers is not a wall of customers", () => {
    const gallery = `<html><body><section class="gallery"><h2>Life at Acme</h2><div>${[1, 2, 3, 4]
      .map((n) => img(`/photos/offsite-${n}.jpg`, `Our team at the offsite, day ${n}`))
      .join("")}</div></section></body></html>`;
    expect(extractLogos(gallery)).toEqual([]);
  });
});

describe("logos from run to run", () => {
  const page = (html: string): SnapshotPage => ({
    kind: "home",
    url: "https://acme.example/",
    ok: true,
    fetchable: true,
    textHash: "same text",
    text: "Acme",
    logos: extractLogos(html),
  });
  const when = { now: new Date("2026-11-17T09:00:00Z") };

  it("a wall shuffled, or re-rendered by another builder with other file names, is no change", () => {
    const reordered = [...WALL].reverse().map((i) => i.replace("/images/", "https://framerusercontent.com/images/"));
    expect(diffSnapshots([page(home(WALL))], [page(home(reordered))], when).changed).toBe(false);
  });

  it("new logos on the wall are new customers, a customer signal naming them", () => {
    const more = [...WALL, img("/images/walmart.svg", "Walmart"), img("/images/unilever.svg", "")];
    const diff = diffSnapshots([page(home(WALL))], [page(home(more))], when);
    expect(diff.logos).toEqual([
      { kind: "home", url: "https://acme.example/", added: ["Walmart", "Unilever"], removed: [] },
    ]);
    const [finding] = logoFindings({
      company: { name: "Acme", website: "https://acme.example/", description: null, founders: [] },
      thingsToTrack: "",
      watchItems: [],
      diff,
      pages: [],
      now: when.now,
    });
    expect(finding).toMatchObject({ type: "customer_partnership", url: "https://acme.example/" });
    expect(finding!.headline).toBe("added Walmart, Unilever to the customer logos on its home page");
  });

  it("a logo the customers page showed last run, now on the home strip, is no new customer", () => {
    const customers: SnapshotPage = {
      ...page(home([...WALL, img("/images/walmart.svg", "Walmart")])),
      kind: "customers",
      url: "https://acme.example/customers",
    };
    const homeNow = page(home([...WALL.slice(1), img("/images/walmart.svg", "Walmart")]));
    const diff = diffSnapshots([page(home(WALL)), customers], [homeNow, customers], when);
    expect((diff.logos ?? []).flatMap((c) => c.added)).toEqual([]);
  });

  it("a wall read empty last run (a rebuilt site's first wall) is a baseline: nothing looks new once", () => {
    const diff = diffSnapshots([{ ...page(home(WALL)), logos: [] }], [page(home(WALL))], when);
    expect((diff.logos ?? []).flatMap((c) => c.added)).toEqual([]);
  });

  it("a snapshot from before logos were read is a baseline: nothing looks new once", () => {
    const { logos: _none, ...older } = page(home(WALL));
    expect(diffSnapshots([older], [page(home([...WALL, img("/images/walmart.svg", "Walmart")]))], when).changed).toBe(
      false,
    );
  });
});

describe("the investors a page shows", () => {
  const backedBy = (names: string[]) =>
    `<html><body><section class="investors"><h2>Backed by</h2><div class="row">${names
      .map((n) => img(`/img/${n.toLowerCase().replace(" ", "-")}.svg`, n))
      .join("")}</div></section>${home(WALL)}</body></html>`;
  const page = (html: string): SnapshotPage => ({
    kind: "home",
    url: "https://acme.example/",
    ok: true,
    fetchable: true,
    textHash: "same text",
    text: "Acme",
    logos: logoWalls(html).customers,
    investorLogos: logoWalls(html).investors,
  });

  it("are a wall of their own, apart from the customers", () => {
    const walls = logoWalls(backedBy(["Seedcamp", "Point Nine", "LocalGlobe"]));
    expect(walls.investors).toEqual(["Seedcamp", "Point Nine", "LocalGlobe"]);
    expect(walls.customers).toEqual(["DHL", "IKEA", "Zalando", "Picnic"]);
  });

  it("an investor new on the wall is a round, named by its logo; the customers' wall is untouched", () => {
    const before = page(backedBy(["Seedcamp", "Point Nine", "LocalGlobe"]));
    const after = page(backedBy(["Index Ventures", "Seedcamp", "Point Nine", "LocalGlobe"]));
    const diff = diffSnapshots([before], [after], { now: new Date("2026-11-17T09:00:00Z") });
    expect(diff.logos).toEqual([
      { kind: "home", url: "https://acme.example/", wall: "investors", added: ["Index Ventures"], removed: [] },
    ]);
    const input = {
      company: { name: "Acme", website: "https://acme.example/", description: null, founders: [] },
      thingsToTrack: "",
      watchItems: [],
      diff,
      pages: [],
      now: new Date("2026-11-17T09:00:00Z"),
    };
    expect(investorLogoFindings(input)[0]).toMatchObject({ type: "fundraising", url: "https://acme.example/" });
    expect(logoFindings(input)).toEqual([]);
  });
});

describe("walls as builders write them", () => {
  it("reads a CSS module's camel-cased class, not a section after the wall (“Customer stories”)", () => {
    const html =
      `<main><section><h1>Field service runs on Relaypoint</h1></section>` +
      `<section class="LogoWall_wall__3nX0c"><ul class="LogoWall_grid__2mLqT">` +
      ["carrier", "trane", "goettl"]
        .map((n) => `<li>${img(`/_next/image?url=%2Fimg%2F${n}.svg&w=384`, "")}</li>`)
        .join("") +
      `</ul></section><section><h2>Customer stories</h2><a href="/customers/x">How X cut drive time</a>` +
      "</section></main>";
    expect(extractLogos(html)).toEqual(["Carrier", "Trane", "Goettl"]);
  });

  it("reads a ticker that repeats its list to loop, labelled a few containers up", () => {
    const names = ["Bergli Beck", "Sportmarkt Rigi", "Drogerie Aeschbach"];
    const list = (hidden: boolean) =>
      `<li aria-hidden="${hidden}">` +
      names.map((n, i) => `<div data-framer-name="Logo">${img(`/images/${i}.svg`, n)}</div>`).join("") +
      "</li>";
    const html =
      `<main><section data-framer-name="Logos"><p>Über 900 Filialen planen mit Schichtwerk</p>` +
      `<div class="framer-ticker"><section style="display:flex"><ul style="display:flex">${list(false)}${list(true)}` +
      "</ul></section></div></section></main>";
    expect(extractLogos(html)).toEqual(names);
  });

  it("never takes a label from the page around the wall (a menu drawn without <nav> saying “Team”)", () => {
    const wall = ["orsted.png", "vattenfall.svg", "skagen-marine.png"]
      .map((f) => `<div class="notion-column"><figure>${img(`/images/${f}`, "")}</figure></div>`)
      .join("");
    const html =
      `<div class="super-root"><div class="super-navbar"><a href="/team">Team</a><a href="/jobs">Jobs</a></div>` +
      `<main class="super-content page__customers"><div class="notion-root"><h1>Customers</h1>` +
      `<div class="notion-column-list">${wall}</div></div></main></div>`;
    expect(logoWalls(html, { customersPage: true }).customers).toEqual(["Orsted", "Vattenfall", "Skagen Marine"]);
  });

  it("names a logo by its file before an image service's variant; an unlabelled wall on a customers page", () => {
    const cdn = "https://images.spr.so/cdn-cgi/imagedelivery/j42No7y/5ac562c8e3214cdbe5e8";
    const html =
      `<main><h1>Customers</h1><div class="notion-column-list">` +
      ["orsted_logo_2024.png", "vattenfall-primary.svg", "siemens-gamesa.png"]
        .map((f) => `<div class="notion-column"><figure>${img(`${cdn}/${f}/w=384,quality=90`, "")}</figure></div>`)
        .join("") +
      `</div><h2>What they say</h2><blockquote>“Whole campaigns in an afternoon.”</blockquote></main>`;
    expect(logoWalls(html, { customersPage: true }).customers).toEqual(["Orsted", "Vattenfall", "Siemens Gamesa"]);
    expect(
      logoWalls(`<main><div class="gallery">${html.slice(html.indexOf('<div class="notion-column">'))}`).customers,
    ).toEqual([]);
  });
});
