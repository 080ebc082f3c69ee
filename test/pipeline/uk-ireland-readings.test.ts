import { describe, expect, it } from "vitest";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { readPage, type PageKind, type SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { LocalAnalyser } from "../../src/pipeline/judge/index";
import type { AnalysisInput } from "../../src/pipeline/judge/types";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { postKindOf } from "../../src/pipeline/read/index";
import { pageKindOf } from "../../src/pipeline/read/page-kind";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of UK and Irish B2B start-ups' sites (docs/pipeline.md "Reading statements", "Judging on evidence"): a plan
 * named as such is no event; a founder's look back at what went wrong is a retrospective; a press page's link to
 * another's podcast is coverage, not the company's own show; a customers page's card for a customer the site named
 * before is that customer told again.
 */

describe("a plan named as such", () => {
  it("governs the event after it: “The plan is to get to £1m of monthly GMV first” raises nothing", () => {
    const c = ctx("Rebarly");
    expect(counted("The plan is to get to £1m of monthly GMV first.", c)).toEqual([]);
    expect(counted("Our goal is to raise a £5m Series A next year.", c)).toEqual([]);
    expect(counted("Rebarly raised a £5m Series A led by Hoxton Ventures.", c)).toContain("fundraising");
  });
});

describe("a founder's look back", () => {
  it("at what it got wrong, and “a look back”, are retrospectives", () => {
    expect(
      pageKindOf("https://rebarly.example/post/", "Rebarly at three: what we got wrong, and what's next", ""),
    ).toBe("retrospective");
    expect(pageKindOf("https://rebarly.example/post/", "A look back at our first year", "")).toBe("retrospective");
  });
});

describe("a press page's entry linking to another's podcast", () => {
  const home = { ok: true, kind: "home", url: "https://mouldscan.example/" } as SnapshotPage;
  const title = "Listen: our co-founder Aisha Rahman on why sensors alone won't fix damp";
  it("is coverage of the company's people elsewhere, not the company's own podcast", () => {
    const elsewhere = "https://www.insidehousing.example/podcasts/home-truths-episode-48";
    expect(postKindOf(elsewhere, title, "Home Truths (the Inside Housing podcast)", [home])).toBeNull();
    const own = "https://mouldscan.example/podcast/episode-12";
    expect(postKindOf(own, title, "Home Truths (the Inside Housing podcast)", [home])).toBe("podcast");
  });
});

describe("a customers page's new card", () => {
  const SITE = "https://permitflow.example";
  async function read(kind: PageKind, path: string, body: string): Promise<SnapshotPage> {
    const url = `${SITE}${path}`;
    const html = `<!doctype html><html><head><title>Permitflow</title></head><body>${body}</body></html>`;
    return readPage(kind, { ok: true, url, finalUrl: url, html, page: extractPage(html, url) }, 6000, `${SITE}/`);
  }
  const nav = '<nav><a href="/">Permitflow</a><a href="/customers/">Customers</a></nav>';
  const card = (slug: string, title: string, lede: string) =>
    `<article class="card"><h3><a href="/customers/${slug}/">${title}</a></h3><p>${lede}</p></article>`;
  const DALE = card("dalesford", "How Dalesford District Council went paperless", "Planning validation in a week.");

  async function typeWith(homeText: string) {
    const home = await read(
      "home",
      "/",
      `${nav}<main><h1>Planning software for councils</h1><p>${homeText}</p></main>`,
    );
    const before = [home, await read("customers", "/customers/", `${nav}<main>${DALE}</main>`)];
    const westshire = card(
      "westshire",
      "How Westshire Council cut validation times by 40%",
      "Two and a half years in, Westshire's planning team on what changed.",
    );
    const after = [home, await read("customers", "/customers/", `${nav}<main>${DALE}${westshire}</main>`)];
    const thingsToTrack = "New council contracts, funding";
    const input: AnalysisInput = {
      company: { name: "Permitflow", website: `${SITE}/`, description: null, founders: [] },
      thingsToTrack,
      watchItems: parseWatchItems(thingsToTrack),
      diff: diffSnapshots(before, after),
      pages: after,
      previousPages: before,
      now: new Date("2026-11-17T09:00:00Z"),
    };
    return (await new LocalAnalyser().analyse(input)).type;
  }

  it("is no new customer when the site named that customer before; a customer never named is one", async () => {
    expect(await typeWith("Trusted by Westshire Council and Dalesford District Council.")).toBe("no_material_change");
    expect(await typeWith("Trusted by Dalesford District Council.")).toBe("customer_partnership");
  });
});
