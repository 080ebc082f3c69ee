import { describe, expect, it } from "vitest";
import { placesIn } from "../../src/pipeline/collect/extract/places";
import { discoverPages } from "../../src/pipeline/collect/extract/discover";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { extractLogos } from "../../src/pipeline/collect/extract/logos";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { pageKindOf } from "../../src/pipeline/read/index";
import { NOW, ctx, counted } from "../support/readings";
import { isRoutineRelease } from "../../src/pipeline/read/release-labels";

/*
 * Shapes of Dutch, Flemish and Scandinavian sites, and of a US and UK generalist's (docs/pipeline.md "Reading
 * statements", "watch items", "Processors"): their press rooms, countries, titles, cuts, rounds, names, shelves and
 * fixes; a watch list's two kinds joined by "or"; badges above a press strip; a year's total beside a month's price.
 */

describe("events told in Danish, Norwegian, Swedish and Dutch", () => {
  it.each([
    ["Sparkel ansetter Kari Haugen som ny administrerende direktør", "Sparkel", "leadership_change"],
    ["I dag har jeg fortalt vores team, at vi siger farvel til 14 kolleger.", "Kvitto", "corporate_event"],
    ["Ristet åbner sin første kaffebar i Sverige", "Ristet", "corporate_event"],
    ["Fysioterapi-appen Medvind henter 60 millioner kroner", "Medvind", "fundraising"],
    ["Pengeplan heter nå Ruta", "Pengeplan", "corporate_event"],
    ["Nordlæg kommer på hylderne hos Matas", "Nordlæg", "customer_partnership"],
    ["Havregott lanseras i 380 ICA-butiker", "Havregott", "customer_partnership"],
    [
      "Spaarkas Limburg en Facturo hebben een samenwerkingsovereenkomst ondertekend.",
      "Facturo",
      "customer_partnership",
    ],
    // "Vorige week" opening the sentence is when, not who.
    ["Vorige week reed de 25.000ste Fietsdepot-fiets de winkel uit.", "Fietsdepot", "metrics_shared"],
    [
      "Dublin – Coverlane has been authorised by the Central Bank of Ireland as an insurance intermediary.",
      "Coverlane",
      "corporate_event",
    ],
  ])("%j is a %j of %j", (text, name, type) => {
    expect(counted(text, ctx(name))).toContain(type);
  });

  it("a week's bug fixes in Swedish are upkeep", () => {
    expect(isRoutineRelease("Vecka 46", "Buggfix: bankkopplingen tappade ibland transaktioner.")).toBe(true);
    expect(isRoutineRelease("Vecka 46", "Nytt: exportera kvitton till Fortnox.")).toBe(false);
  });

  it("“Tre år med Søvna” looks back", () => {
    const body = "I 2023 lanserte vi appen. I 2024 hentet vi 8 millioner kroner.";
    expect(pageKindOf("https://sovna.example/tre-ar", "Tre år med Søvna – dette har vi lært", body)).toBe(
      "retrospective",
    );
  });

  it("the Nordic names of countries are places", () => {
    expect(placesIn("Sverige")[0]?.place.country).toBe("SE");
    expect(placesIn("Tyskland")[0]?.place.country).toBe("DE");
  });

  it("a Dutch press room and a Norwegian blog are news pages", () => {
    const html =
      '<html><body><nav><a href="/pers">Pers</a> <a href="/blogg">Blogg</a> <a href="/over-ons">Over ons</a></nav>' +
      "</body></html>";
    const found = discoverPages(extractPage(html, "https://cardiolens.example/"), "https://cardiolens.example/");
    expect(found.news).toEqual(
      expect.arrayContaining(["https://cardiolens.example/pers", "https://cardiolens.example/blogg"]),
    );
  });
});

describe("a watch list in the Nordic languages and Dutch, and two kinds joined by “or”", () => {
  const types = (list: string) => parseWatchItems(list).map((i) => i.type);

  it("names leadership, retail chains and pricing in its own words", () => {
    expect(types("Lederskifte (ny daglig leder, CFO)")).toEqual(["leadership_change"]);
    expect(types("Nya stora kedjor och återförsäljare")[0]).toBe("customer_partnership");
    const prices = "Per 1 december 2026 passen we onze prijzen aan.";
    expect(watchMatchesOf(parseWatchItems("Prijswijzigingen"), { type: "product_update", text: prices })).toHaveLength(
      1,
    );
  });

  it("“raise again or run into trouble (closing, …)” is two items, and a closing matches the second", () => {
    const items = parseWatchItems("Whether they raise again or run into trouble (closing, selling the business).");
    expect(items.map((i) => i.label)).toEqual([
      "Whether they raise again",
      "run into trouble (closing, selling the business)",
    ]);
    const closing = { type: "corporate_event", text: "Kindling Box is closing. Our final boxes ship December 4." };
    expect(watchMatchesOf(items, closing).map((m) => m.label)).toEqual([
      "run into trouble (closing, selling the business)",
    ]);
    // "or" inside brackets, or before a bare word completing the first's head, keeps one item.
    expect(parseWatchItems("Capital raised (equity or debt)")).toHaveLength(1);
    expect(parseWatchItems("Changes of CEO or founders")).toHaveLength(1);
  });

  it("“We don't follow hiring or product news” excludes both", () => {
    const items = parseWatchItems("Funding and M&A only. We don't follow hiring or product news for this one.");
    expect(items.filter((i) => i.excluded).map((i) => i.type)).toEqual(["product_update", "hiring"]);
    const roles = { type: "hiring", text: "Accrualist is hiring a Senior Accountant in Leeds" };
    expect(watchMatchesOf(items, roles)).toEqual([]);
  });
});

describe("a page's furniture", () => {
  it("two award badges above an “As featured in” strip are no customers", () => {
    const html =
      '<main><section><h1>Intake and conflict checks</h1><p>For law firms.</p></section><section class="badges">' +
      '<img src="/g2-leader.svg" alt="G2 Leader Winter 2027"><img src="/g2-easiest.svg" alt="G2 Easiest To Use">' +
      '</section><section><div>As featured in</div><div><img src="/tc.svg" alt="TechCrunch">' +
      '<img src="/atl.svg" alt="Above the Law"><img src="/law360.svg" alt="Law360">' +
      '<img src="/forbes.svg" alt="Forbes">' +
      "</div></section></main>";
    expect(extractLogos(html)).toEqual([]);
  });

  it("a month's price now also shown as its year's total is the same price", () => {
    const page = (text: string): SnapshotPage => ({
      kind: "pricing",
      url: "https://rotaboard.example/pricing",
      ok: true,
      fetchable: true,
      textHash: text,
      text,
    });
    const monthly =
      "Pricing\nAnnual (save 20%)\nStarter £39/month, Practice £79/month, billed yearly.\n£49 · £99 monthly";
    const yearly =
      "Simple pricing\n£39/month, billed annually\n£468 a year · or £49 month to month\n£79/month, billed annually\n" +
      "£948 a year · or £99 month to month";
    expect(diffSnapshots([page(monthly)], [page(yearly)], { now: NOW }).pageChanges[0]?.samePrices).toBe(true);
    const raised = yearly.replace("£39", "£45").replace("£468", "£540");
    expect(diffSnapshots([page(monthly)], [page(raised)], { now: NOW }).pageChanges[0]?.samePrices).toBeUndefined();
  });
});
