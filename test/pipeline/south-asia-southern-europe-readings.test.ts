import { describe, expect, it } from "vitest";
import { logoWalls } from "../../src/pipeline/collect/extract/logos";
import { KIND_PRIOR } from "../../src/pipeline/judge/post-finding";
import { pagePrior } from "../../src/pipeline/judge/processors/page-lines";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of South Asian and of Southern and South-Eastern European start-ups' sites (docs/pipeline.md "Reading
 * statements", "Judging on evidence", "Watch items"): a logo strip under its own heading, a case study of a customer
 * the logo wall showed, Italian
 * milestones, Croatian, Serbian and Slovenian takeovers, chiefs, rounds and distribution, their watch lists, and
 * rounds and launches in Bengali, Hindi and Tamil.
 */

describe("a gallery strip of logos", () => {
  const page = (heading: string) =>
    `<main><div class="sqs-layout"><div class="sqs-block"><h1>The platform behind regulated iGaming brands</h1>` +
    `<p>${"Player accounts, wallet, bonusing and sportsbook from one licensed platform. ".repeat(3)}</p></div>` +
    `<div class="sqs-block"><h3>${heading}</h3></div><div class="sqs-block gallery-block"><div class="sqs-gallery">` +
    ["Northbet", "Spinmarket", "Kavala Bet"]
      .map((n) => `<div class="slide"><img src="/l/${n}.png" alt="${n}"></div>`)
      .join("") +
    `</div></div><div class="sqs-block"><p>€2.1bn wagered on the platform in 2025 · 99.98% uptime</p></div>` +
    "</div></main>";

  it("is a wall of customers by the heading right before it, in a section too long to be its label", () => {
    expect(logoWalls(page("Powering brands in Malta, Greece and the Baltics")).customers).toEqual([
      "Northbet",
      "Spinmarket",
      "Kavala Bet",
    ]);
    expect(logoWalls(page("Certified by the regulators we answer to")).customers).toEqual([]);
  });

  it("keeps what a wall says of itself over the block before it", () => {
    const investors =
      `<main><section><h3>Insurers</h3><p>Price at quote time, not at renewal.</p></section>` +
      `<section data-name="Investors"><p>Backed by</p><div class="logos">` +
      ["Index Ventures", "Seedcamp", "Kima"].map((n) => `<div><img src="/i/${n}.svg" alt="${n}"></div>`).join("") +
      `</div></section><section><p>${"Flood, wildfire and heat scores for every address. ".repeat(6)}</p>` +
      "</section></main>";
    expect(logoWalls(investors).investors).toEqual(["Index Ventures", "Seedcamp", "Kima"]);
  });
});

describe("a likelihood before the event", () => {
  it("is a plan: “seguramente abriremos una ronda seed en primavera”", () => {
    const c = ctx("Cardumen");
    const likely = "Hemos hablado con algunos fondos, y seguramente abriremos una ronda seed en primavera.";
    expect(counted(likely, c)).toEqual([]);
    expect(counted("Hemos cerrado una ronda seed de 1,2 millones de euros.", c)).toContain("fundraising");
  });
});

describe("a customers page's new case study", () => {
  const card = [
    "Mlekarna Vrh: novo skladišče v Zagrebu v 10 tednih",
    "Kako je Mlekarna Vrh odprla center na Hrvaškem.",
  ];
  const texts = (customers: string[]) => ({
    before: "Reference\nZaupajo nam",
    after: `Reference\nZaupajo nam\n${card.join("\n")}`,
    customers,
  });

  it("is no new customer when the logo wall showed that customer, its places aside", () => {
    const change = { kind: "customers" as const, added: card, removed: [] };
    expect(pagePrior(change, texts(["Mlekarna Vrh", "Pekarna Sonce"]))).toEqual({});
    expect(pagePrior(change, texts(["Pekarna Sonce"]))).toEqual({ customer_partnership: KIND_PRIOR });
  });
});

describe("an Italian milestone", () => {
  it("is a metric: “ha superato le 1.000 navi collegate”, “5 milioni di euro di ARR”", () => {
    const c = ctx("Scia Marine");
    expect(counted("Questa settimana la piattaforma ha superato le 2.000 navi collegate.", c)).toContain(
      "metrics_shared",
    );
    expect(counted("Abbiamo raggiunto 5 milioni di euro di ARR.", c)).toContain("metrics_shared");
  });
});

describe("Croatian, Serbian and Slovenian news", () => {
  it("reads a group joined, a new chief, a round closed and a distributor's offer", () => {
    expect(counted("Bura Stay postaje dio grupe Alpstay", ctx("Bura Stay"))).toContain("corporate_event");
    expect(counted("Od 16. novembra Teretko ima novu generalnu direktorku.", ctx("Teretko"))).toContain(
      "leadership_change",
    );
    const round = "Zato sem vesel, da lahko povem tudi to: oktobra smo zaključili nov investicijski krog.";
    expect(counted(round, ctx("Zaloga"))).toContain("fundraising");
    expect(counted("Morava banka će Kadrovik nuditi svojim klijentima.", ctx("Kadrovik"))).toContain(
      "customer_partnership",
    );
  });

  it("types a watch list's items: financing, expansion, customers, a shutdown's risks", () => {
    const items = parseWatchItems(
      "Financiranje, širenje na nove gradove, veliki hotelski lanci kao kupci, rizici (gašenje)",
    );
    expect(items.map((i) => i.type)).toEqual([
      "fundraising",
      "corporate_event",
      "customer_partnership",
      "corporate_event",
    ]);
  });
});

describe("rounds and launches in Bengali, Hindi and Tamil", () => {
  it("are read", () => {
    const bengali = "আজ আমরা জানাচ্ছি, ডোকানবন্ধু সিরিজ এ রাউন্ডে বিনিয়োগ পেয়েছে।";
    expect(counted(bengali, ctx("DokanBondhu"))).toContain("fundraising");
    expect(counted("शिक्षक साथी ने सीरीज ए दौर में 50 करोड़ रुपये का निवेश जुटाया।", ctx("Shikshak Saathi"))).toContain(
      "fundraising",
    );
    expect(counted("உழவு செயலியில் இன்று முதல் புதிய வசதி அறிமுகமாகிறது.", ctx("Uzhavu"))).toContain("product_update");
  });
});
