import { describe, expect, it } from "vitest";
import { NOW, ctx, counted } from "../support/readings";
import { itemisePage } from "../../src/pipeline/collect/extract/items";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { diffSnapshots, newPostsOf } from "../../src/pipeline/compare/index";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { readPage } from "../../src/pipeline/collect/snapshot";
import { LocalAnalyser } from "../../src/pipeline/judge/index";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";

/*
 * Shapes of healthcare, consumer-subscription, fintech and retail sites and their press (docs/pipeline.md "Reading
 * statements", "An item is its content", "Watch items"): whose event a sentence tells, when a figure is dated, what a
 * pricing page's layout adds, which card links a post, and which watch item a change is.
 */

describe("whose event a sentence tells", () => {
  it("a partner named with 'and the …' before the verb still makes the company a party", () => {
    const text = "Orvia Santé et la Mutuelle Horizon Atlantique s'associent pour 420 000 adhérents";
    expect(counted(text, ctx("Orvia Santé"))).toContain("customer_partnership");
  });

  it("the head a name stands behind, an aside between commas and a clause after a colon are someone else's", () => {
    const off = (name: string) => ctx(name, { ownSite: false });
    expect(counted("Sponsor bank behind savings app Pillarly raises $45 million", off("Pillarly"))).toEqual([]);
    expect(counted("Vezelpak, maker van papieren stazak voor Soepel, haalt 12 miljoen euro op", off("Soepel"))).toEqual(
      [],
    );
    expect(counted("Foodhall & Co is joining Greystone: what it means for Kindred", ctx("Kindred Tonic"))).toEqual([]);
    // Told of the company itself, the same shapes are its news.
    expect(counted("Pillarly, the savings app, raises $5 million", off("Pillarly"))).toContain("fundraising");
  });
});

describe("what a sentence says happened, and when", () => {
  it("a Swedish wind-down is a corporate event, dated ahead or not", () => {
    expect(counted("Hälsoporten avvecklar verksamheten", ctx("Hälsoporten"))).toEqual(["corporate_event"]);
    // "tjänsten" is no English past form: the date ahead is the closing's, not last year's.
    expect(counted("Hälsoporten lägger ner tjänsten den 31 december.", ctx("Hälsoporten"))).toEqual([
      "corporate_event",
    ]);
  });

  it("a figure passed is news, and the time it is compared with does not date it", () => {
    const arr = "Annual recurring revenue passed €30 million in October, 2.3 times what it was a year ago.";
    expect(counted(arr, ctx("Lumivia"))).toEqual(["metrics_shared"]);
    // A year of its own still dates a statement: recalled, not news.
    expect(counted("In 2021 we raised a seed round, up from nothing.", ctx("Lumivia"))).toEqual([]);
  });

  it("a group joined, a stake bought, a joint venture, a price revision, a service stopped, in five languages", () => {
    expect(counted("Termoluce entra nel Gruppo Castelvetri", ctx("Termoluce"))).toEqual(["corporate_event"]);
    const stake = "Pompe di calore, Castelvetri rileva il 70% della bolognese Termoluce";
    expect(counted(stake, ctx("Termoluce", { ownSite: false }))).toEqual(["corporate_event"]);
    const jv = "Grzewia i Enerpol Ciepło tworzą wspólne przedsiębiorstwo dla ciepłownictwa w małych miastach";
    expect(counted(jv, ctx("Grzewia"))).toEqual(["customer_partnership"]);
    expect(counted("料金プラン改定のお知らせ（2027年2月1日より）", ctx("Yoyakuru"))).toEqual(["product_update"]);
    const stop = "Công ty TNHH Công nghệ BếpSố xin thông báo sẽ ngừng cung cấp dịch vụ BếpSố kể từ ngày 31/12/2026.";
    expect(counted(stop, ctx("BepSo"))).toEqual(["corporate_event"]);
    expect(counted("Wir werden 45 der derzeit 210 Stellen abbauen.", ctx("Armatik"))).toEqual(["corporate_event"]);
    expect(counted("Armatik führt ab Dezember Kurzarbeit ein.", ctx("Armatik"))).toContain("corporate_event");
    // Someone else's stake in someone else is theirs.
    expect(counted("Castelvetri rileva il 70% della bolognese Fornaci", ctx("Termoluce", { ownSite: false }))).toEqual(
      [],
    );
  });

  it("a new partner bank behind the product is a partnership", () => {
    const c = ctx("Siskin");
    expect(counted("Siskin is moving to a new partner bank: what changes and what doesn't", c)).toEqual([
      "customer_partnership",
    ]);
    expect(counted("Starting December 8, our new partner bank will be Clearwater Community Bank.", c)).toEqual([
      "customer_partnership",
    ]);
    expect(counted("Banking services provided by Ashgrove Bank, N.A., Member FDIC.", c)).toEqual([]);
  });
});

const page = (kind: SnapshotPage["kind"], path: string, text: string): SnapshotPage => ({
  kind,
  url: `https://wordvale.example${path}`,
  ok: true,
  fetchable: true,
  textHash: text,
  text,
});

describe("what changed on a page", () => {
  it("prices laid out again with a free tier and an annual price's monthly sum are the same prices", () => {
    const table = "Pricing\nPremium monthly $7.99 · £6.99\nPremium annual $47.99 · £41.99\nAnnual plans save 50%.";
    const cards =
      "Simple, fair pricing\nFree\n$0\nPremium\n$47.99\n/year\nThat's $4.00 a month, billed annually\n" +
      "Monthly: $7.99 · £6.99. Annual: $47.99 · £41.99.";
    const when = { now: NOW };
    const same = diffSnapshots([page("pricing", "/pricing", table)], [page("pricing", "/pricing", cards)], when);
    expect(same.pageChanges[0]?.samePrices).toBe(true);
    const raised = cards.replace("$47.99\n/year", "$59.99\n/year").replace("$4.00", "$5.00");
    const changed = diffSnapshots([page("pricing", "/pricing", table)], [page("pricing", "/pricing", raised)], when);
    expect(changed.pageChanges[0]?.samePrices).toBeUndefined();
  });

  it("a card linking a post around its heading links it; a yearly post's year tells it from last year's", () => {
    const card = (slug: string, date: string, title: string) =>
      `<a class="framer-card" href="/blog/${slug}"><p>Impact · ${date}</p><h3>${title}</h3></a>`;
    const html = (cards: string[]) => `<html><body><section>${cards.join("")}</section></body></html>`;
    const last = card("lumivia-impact-report-2025", "20 November 2025", "Our 2025 impact report");
    const next = card("lumivia-impact-report-2026", "16 November 2026", "Our 2026 impact report");
    const items = itemisePage(html([next, last]), "https://lumivia.example/blog");
    expect(items[0]).toMatchObject({ url: "https://lumivia.example/blog/lumivia-impact-report-2026" });
    const blog = (h: string): SnapshotPage => ({
      ...page("blog", "/blog", ""),
      url: "https://lumivia.example/blog",
      items: itemisePage(h, "https://lumivia.example/blog"),
    });
    const found = newPostsOf([blog(html([last]))], [blog(html([next, last]))], { now: NOW });
    expect(found.map((p) => p.title)).toEqual(["Our 2026 impact report"]);
  });
});

describe("which watch item a change is", () => {
  const labels = (track: string, type: string, text: string) =>
    watchMatchesOf(parseWatchItems(track), { type, text }).map((m) => m.label);

  it("a compound's qualifier found alone is not the compound; a category head is any news of its qualifier", () => {
    const track = "New tests and product launches, lab accreditations (CLIA, CAP)";
    expect(labels(track, "corporate_event", "An update on our team and our labs")).not.toContain(
      "lab accreditations (CLIA, CAP)",
    );
    expect(labels("lab accreditations", "product_update", "Our Raleigh lab earns CAP accreditation")).toEqual([
      "lab accreditations",
    ]);
    expect(labels("Regulatory milestones", "product_update", "We received regulatory clearance")).toEqual([
      "Regulatory milestones",
    ]);
  });

  it("an example of several words in brackets, in the headline, is what the item asks for", () => {
    const track = "Technical milestones (pilot plant, first verified tonnes), carbon credit sales";
    expect(labels(track, "corporate_event", "Our Outokumpu pilot plant is running")).toEqual([
      "Technical milestones (pilot plant, first verified tonnes)",
    ]);
  });

  it("a sentence saying the prices stayed as they were is no pricing change", () => {
    const entry = "fern-large-latest now points to fern-large-2026-11-12\nPrices and rate limits are unchanged.";
    expect(labels("New models and pricing changes", "product_update", entry)).not.toContain("pricing changes");
    const raised = "fern-large prices go from $2 to $3 per million tokens";
    expect(labels("New models and pricing changes", "product_update", raised)).toContain("pricing changes");
  });

  it("a workforce cut is no 'new' thing, and what it leaves unaffected is not what it is about", () => {
    const track = "New tests and product launches, lab accreditations (CLIA, CAP)";
    const letter =
      "An update on our team and our labs\nWe will close our Phoenix laboratory testing site and are parting ways " +
      "with 86 colleagues.\nOur CLIA certification and CAP accreditation for the Raleigh lab are unaffected.";
    expect(labels(track, "corporate_event", letter)).toEqual([]);
    expect(labels(track, "product_update", "We now offer 12 new tests, from ferritin to vitamin D")).toContain(
      "New tests",
    );
  });

  it("capital raised is fundraising", () => {
    const track = "Capital raised (equity or debt), new cities";
    expect(labels(track, "fundraising", "Bodamoto secures US$14 million debt facility")).toEqual([
      "Capital raised (equity or debt)",
    ]);
  });
});

describe("a steady page's new lines", () => {
  const SITE = "https://relaywell.example";
  const at = (kind: SnapshotPage["kind"], path: string, body: string) => {
    const url = `${SITE}${path}`;
    const html = `<!doctype html><html><head><title>Relaywell</title></head><body>${body}</body></html>`;
    return readPage(kind, { ok: true, url, finalUrl: url, html, page: extractPage(html, url) }, 6000, `${SITE}/`);
  };
  const analyse = async (before: SnapshotPage[], after: SnapshotPage[], track: string) =>
    new LocalAnalyser().analyse({
      company: { name: "Relaywell", website: `${SITE}/`, description: null, founders: [] },
      thingsToTrack: track,
      watchItems: parseWatchItems(track),
      diff: diffSnapshots(before, after),
      pages: after,
      previousPages: before,
      now: NOW,
    });
  const customers = "<h1>Customers</h1><p>Northlake Behavioral Health</p><p>Cedar Valley Clinics</p>";

  it("a customer's round told on the customers page is the customer's news, not a new customer", async () => {
    const before = [await at("customers", "/customers", customers)];
    const news = "<p>News: Northlake raises $45M Series B to open 30 new clinics →</p>";
    const after = [await at("customers", "/customers", `${customers}${news}`)];
    const s = await analyse(before, after, "Fundraising, large new customers");
    expect(s.type).not.toBe("customer_partnership");
    expect(["none", "low"]).toContain(s.severity);
  });

  it("a sale's bar is a promotion, whatever words it uses", async () => {
    const home = "<h1>Knitwear made to last</h1><p>Jumpers and cardigans knitted in Scotland.</p>";
    const bar = "<p>Black Friday early access: 25% off everything from 20 November — sign up for early access</p>";
    const s = await analyse(
      [await at("home", "/", home)],
      [await at("home", "/", `${bar}${home}`)],
      "New product lines",
    );
    expect(s.type).toBe("no_material_change");
  });
});
