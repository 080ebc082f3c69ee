import { describe, expect, it } from "vitest";
import { discoverPages } from "../../src/pipeline/collect/extract/discover";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { otherInHeadline } from "../../src/pipeline/collect/mentions";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import type { RawFinding } from "../../src/pipeline/judge/finding";
import { toldBefore } from "../../src/pipeline/judge/told-before";
import type { AnalysisInput } from "../../src/pipeline/judge/types";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { readText } from "../../src/pipeline/read/index";
import { ctx, counted, NOW } from "../support/readings";

/*
 * Shapes of fintech and consumer-app sites and their press (docs/pipeline.md "Reading statements", "Watch items",
 * "Judging on evidence"): a fees page, a round the site dated in French, a namesake's headline, a bank joining a
 * network, a new chief executive in German, an app on another platform, a milestone member, a founder's notes.
 */

describe("a fees page", () => {
  it("is a pricing page, and a change to it answers a watch item asking for prices or fees", () => {
    const html = `<html><body><nav><a href="/send">Send</a><a href="/fees">Fees</a></nav></body></html>`;
    expect(discoverPages(extractPage(html, "https://wayfare.example/"), "https://wayfare.example/").pricing).toContain(
      "https://wayfare.example/fees",
    );
    const items = parseWatchItems("Pricing/fee changes, new corridors");
    const change = { type: "product_update", text: "Debit card: free. Credit card: 2.9% of the amount sent." };
    expect(watchMatchesOf(items, { ...change, sitePage: "pricing" }).map((m) => m.label)).toEqual([
      "Pricing/fee changes",
    ]);
    expect(watchMatchesOf(items, { ...change, sitePage: "product" })).toEqual([]);
  });
});

describe("a round the company's own press page dated long ago, in French", () => {
  it("is old news in an article stamped this week", () => {
    const text = "Sablier lève 3 millions d'euros pour généraliser l'acompte sur salaire";
    const statements = readText(text, ctx("Sablier")).readings;
    const press = {
      ok: true,
      url: "https://sablier.example/presse",
      kind: "press",
      items: [{ title: "Sablier lève 3 millions d'euros en seed", publishedAt: "2024-05-14T00:00:00Z" }],
    } as unknown as SnapshotPage;
    const input = { pages: [press], previousPages: [], now: NOW } as unknown as AnalysisInput;
    const finding = { type: "fundraising", text, tiedBy: ["name"], statements } as unknown as RawFinding;
    expect(statements.some((s) => s.counted)).toBe(true);
    expect(toldBefore(finding, input).statements?.some((s) => s.counted)).toBe(false);
  });
});

describe("a headline about another organisation of the same first word", () => {
  it("names it, unless it names the company", () => {
    expect(otherInHeadline("Palisade Roofing raises $12 million to expand across Texas", "Palisade Pay")).toBe(
      "Palisade Roofing",
    );
    expect(otherInHeadline("Palisade Pay raises $12 million to expand across Texas", "Palisade Pay")).toBeNull();
    expect(otherInHeadline("Tarragon lays off about 40% of staff as customers delay", "Tarragon Batteries")).toBeNull();
  });
});

describe("events told the way fintech and consumer apps tell them", () => {
  it.each([
    ["Lakeshore Community Bank joins the Ledgerline network", "Ledgerline", "customer_partnership"],
    ["Dr. Sabine Roth wird CEO von Klarheit", "Klarheit Versicherung", "leadership_change"],
    ["Fernwork is on Android", "Fernwork", "product_update"],
    [
      "Paylode receives Payment Solution Service Provider licence from the Central Bank of Nigeria",
      "Paylode",
      "corporate_event",
    ],
    ["Some time on Saturday the one millionth maker created a Stitchcraft account.", "Stitchcraft", "metrics_shared"],
  ])("%s", (text, name, type) => {
    expect(counted(text, ctx(name))).toContain(type);
  });

  it("a feature named after another's product is the company's when its site names the company", () => {
    const text = "Today, USDC payouts are generally available through the Corridor API.";
    expect(counted(text, ctx("Corridor Labs"))).toContain("product_update");
    const others = "Today, OpenAI researchers released a new reasoning model through the Corridor API.";
    expect(counted(others, ctx("Corridor Labs"))).not.toContain("product_update");
    expect(counted("Today, USDC payouts are generally available.", ctx("Corridor Labs"))).not.toContain(
      "product_update",
    );
  });

  it("a person joining the team is not a network joined", () => {
    expect(counted("Anna joins the team as a designer", ctx("Ledgerline"))).not.toContain("customer_partnership");
  });
});

describe("a watch list asking for user growth", () => {
  it("asks for metrics", () => {
    const items = parseWatchItems("User growth & GMV milestones; fundraising");
    const text = "The one millionth maker created a Stitchcraft account.";
    expect(watchMatchesOf(items, { type: "metrics_shared", text }).map((m) => m.label)).toContain("User growth");
  });

  it("asks for metrics when it names a count of people: milestones, numbers", () => {
    const items = parseWatchItems("User milestones and subscriber numbers, funding");
    expect(items.map((i) => i.type)).toEqual(["metrics_shared", "metrics_shared", "fundraising"]);
  });
});

describe("a founder's notes", () => {
  it("are the blog", () => {
    const html = `<html><body><nav><a href="/notes/">Notes</a><a href="/pricing">Pricing</a></nav></body></html>`;
    const found = discoverPages(extractPage(html, "https://fadebook.example/"), "https://fadebook.example/");
    expect(found.blog).toContain("https://fadebook.example/notes/");
  });
});

describe("a figure told for a later time, and a milestone without its article", () => {
  it("runway into a later year is a forecast, not a figure shared", () => {
    const text = "Our seed funding gives us runway into 2028 at our current size.";
    expect(counted(text, ctx("Simpan"))).not.toContain("metrics_shared");
  });

  it("a timeline's '1 millionth block laid' is no milestone told; 'the one millionth maker' is", () => {
    expect(counted("2026 — 1 millionth block laid.", ctx("Tessel Robotics"))).toEqual([]);
    expect(counted("The one millionth maker joined Stitchcraft.", ctx("Stitchcraft"))).toEqual(["metrics_shared"]);
  });

  it("a milestone in digits after a possessive is told ('Loomwell’s 100,000th'); a small ordinal is none", () => {
    const text = "A knitter in Leeds became Loomwell’s 100,000th paying member.";
    expect(counted(text, ctx("Loomwell"))).toEqual(["metrics_shared"]);
    expect(counted("We welcomed our 10,000th customer this week.", ctx("Loomwell"))).toEqual(["metrics_shared"]);
    expect(counted("Loomwell’s 5th birthday is a good moment to thank you.", ctx("Loomwell"))).toEqual([]);
    expect(counted("Our 2nd office opens its doors to the team.", ctx("Loomwell"))).not.toContain("metrics_shared");
  });
});
