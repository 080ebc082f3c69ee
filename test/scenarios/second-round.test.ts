import { beforeAll, describe, expect, it } from "vitest";
import { runCorpus, type ScenarioOutcome } from "./harness";
import { loadCorpus, needsBrowser } from "./scenario";
import { scoreOutcome } from "./score";

/*
 * The second round's scenarios (scenario.json `issue: 32`; docs/pipeline.md §The scenario corpus), run once through the
 * product as the corpus runs them, and held to what each point promises beyond the corpus' scores: which source found
 * the event, what its evidence says, why a namesake was dropped, what the requests carried. The
 * one that needs a browser runs in the browser suite (test/browser/rendering.test.ts).
 */

const SCENARIOS = loadCorpus().filter((s) => s.issue === 32 && !needsBrowser(s));
let byId: Map<string, ScenarioOutcome>;

beforeAll(async () => {
  const outcomes = (await runCorpus({ modes: ["local"], only: SCENARIOS.map((s) => s.id) })).local;
  byId = new Map(outcomes.map((o) => [o.scenario.id, o]));
}, 300_000);

type Finding = {
  type: string;
  headline: string;
  url: string | null;
  quote: { added: string };
  cues: string[];
  sources?: string[];
  tiedBy?: string[];
};
type Analysis = {
  findings: Finding[];
  sources: { name: string; status: string; reason: string | null; requests: number }[];
  namesakes: { source: string; item: string; why: string }[];
};

function outcome(id: string): ScenarioOutcome & { analysis: Analysis } {
  const o = byId.get(id);
  if (!o) throw new Error(`scenario ${id} did not run`);
  expect(o.error).toBeNull();
  return { ...o, analysis: o.signal!.analysis as unknown as Analysis };
}

const source = (a: Analysis, name: string) => a.sources.find((s) => s.name === name);

it("runs every scenario of the second round to a passing score", () => {
  expect(SCENARIOS.length).toBeGreaterThanOrEqual(15);
  const failing = SCENARIOS.map((s) => scoreOutcome(byId.get(s.id)!)).filter((s) => !s.pass);
  expect(
    failing.map(
      (s) =>
        `${s.id}: got ${s.gotType}, alert ${s.alertSent}, evidence ` +
        `${s.evidenceCorrect}${s.error ? `, ${s.error}` : ""}`,
    ),
  ).toEqual([]);
});

describe("point 1: Form D filings", () => {
  it(
    "reports the company's Form D as fundraising with its amounts, " +
      "first sale and the filing's URL, asked with SEC_USER_AGENT",
    () => {
      const o = outcome("webflow-sec-form-d-series-a");
      expect(o.signal!.type).toBe("fundraising");
      const f = o.analysis.findings.find((x) => x.sources?.includes("sec"))!;
      expect(f.headline).toContain("Form D: Larkspur Analytics, Inc. sold $9.5M of a $12M offering");
      expect(f.quote.added).toContain("Date of first sale: 2026-11-02.");
      expect(f.cues[0]).toMatch(/tied to the company by founder Maya Okafor, state TX/);
      expect(o.signal!.evidence.map((e) => e.url)).toContain(
        `${o.origins[2]}/sec-archives/Archives/edgar/data/1998877/000199887726000001/primary_doc.xml`,
      );
      const sec = o.apiRequests!.filter((r) => r.path.startsWith("/sec-"));
      expect(sec.map((r) => r.path)).toContain("/sec-search/LATEST/search-index?q=%22Larkspur%20Analytics%22&forms=D");
      expect(sec.map((r) => r.path)).toContain("/sec-data/submissions/CIK0001998877.json");
      expect(new Set(sec.map((r) => r.userAgent))).toEqual(new Set(["Partner Tracking corpus corpus@fund.example"]));
    },
  );

  it("drops a filer of the same name whose persons, state and industry are another company's, and says why", () => {
    const o = outcome("hugo-sec-namesake-filer-noise");
    expect(o.signal!.type).toBe("no_material_change");
    expect(source(o.analysis, "sec")).toMatchObject({ status: "ok" });
    const [n] = o.analysis.namesakes;
    expect(n).toMatchObject({ source: "sec", item: "Tidewater Labs LLC (CIK 2011223)" });
    expect(n!.why).toMatch(/none of them a founder/);
    expect(n!.why).toMatch(/is based in Tampa, FL, not Seattle, Washington/);
    expect(n!.why).toMatch(/files in Other Health Care, not the company's sector/);
    // The namesake's older filing is not read: its newest one settled who it is.
    expect(o.apiRequests!.filter((r) => r.path.includes("/primary_doc.xml"))).toHaveLength(1);
  });
});

describe("point 2: releases of what the company ships", () => {
  it("a new major version on npm is a product update quoting its changelog section", () => {
    const o = outcome("hugo-npm-sdk-major-version");
    const f = o.analysis.findings[0]!;
    expect(f).toMatchObject({
      type: "product_update",
      url: "https://www.npmjs.com/package/@brightwire/sdk/v/2.0.0",
      sources: ["npm"],
    });
    expect(f.quote.added).toContain("Streaming delivery logs");
    expect(o.apiRequests!.map((r) => r.path)).toContain("/npm/@brightwire%2Fsdk");
  });

  it("a first crate is a product update; crates.io is asked with the identifying User-Agent", () => {
    const o = outcome("plain-crates-first-release");
    expect(o.analysis.findings.map((f) => [f.type, f.url])).toContainEqual([
      "product_update",
      "https://crates.io/crates/kestrel-trace/0.1.0",
    ]);
    const crate = o.apiRequests!.find((r) => r.path === "/crates/api/v1/crates/kestrel-trace")!;
    expect(crate.userAgent).toBe("PartnerTrackingBot/1.0 (+https://example.com/bot)");
  });

  it("an app's 3.0 on the App Store, found from the badge link, quotes its release notes", () => {
    const o = outcome("webflow-appstore-badge-version-3");
    const f = o.analysis.findings[0]!;
    expect(f).toMatchObject({ type: "product_update", sources: ["appstore"] });
    expect(f.quote.added).toContain("Pantry scan");
    expect(o.apiRequests!.map((r) => r.path)).toContain("/appstore/lookup?id=1589432107");
  });

  it("patch releases (py-1.4.4 on GitHub, 1.4.4 on PyPI) are not news", () => {
    const o = outcome("nextjs-pypi-github-patch-release-noise");
    expect(o.signal!.type).toBe("no_material_change");
    expect(source(o.analysis, "github")).toMatchObject({ status: "ok" });
    expect(source(o.analysis, "pypi")).toMatchObject({ status: "ok", requests: 1 });
    expect(o.alert!.outcome).not.toBe("sent");
  });
});

describe("point 3: namesakes", () => {
  it("press about a namesake (another sector, another city, other founders) is dropped, each with its reason", () => {
    const o = outcome("ghost-press-namesake-fertility-noise");
    expect(o.signal!.type).toBe("no_material_change");
    const whys = o.analysis.namesakes.filter((n) => n.source === "news").map((n) => n.why);
    expect(whys).toEqual([
      expect.stringMatching(/tied by its name alone, and calls it Fertility \(Health & Bio\), not Developer Tools/),
      expect.stringMatching(/places it in Berlin \(Germany\), not Austin, Texas/),
      expect.stringMatching(/names Anna Schmidt as its founder, not Priya Raman or Tom Becker/),
    ]);
  });
});

describe("point 4: rate limits", () => {
  it("GitHub's 429 with Retry-After: 2 is waited out and retried: the 2.0 release is found", () => {
    const o = outcome("nextjs-github-429-retry-after-release");
    expect(source(o.analysis, "github")).toMatchObject({ status: "ok", requests: 3 });
    const orgs = o.apiRequests!.filter((r) => r.path.startsWith("/github/orgs/quillstack/repos"));
    // The before-run's request, then the after-run's refused one and its retry.
    expect(orgs).toHaveLength(3);
    expect(o.analysis.findings[0]).toMatchObject({
      type: "product_update",
      url: "https://github.com/quillstack/quillstack/releases/tag/v2.0.0",
    });
  });
});

describe("point 5: coverage on the site", () => {
  it("a new product page the menu links to is read and is a launch", () => {
    const o = outcome("webflow-products-menu-new-product-page");
    expect(o.analysis.findings[0]!.cues).toContain("a new product page the site's menu links to");
  });

  it("a number of users reached is metrics_shared", () => {
    expect(outcome("webflow-blog-10000-active-users-metrics").signal!.type).toBe("metrics_shared");
  });

  it("roles in new countries are an expansion the watch item on international expansion matches", () => {
    const o = outcome("rails-careers-first-roles-in-europe");
    expect(o.signal!.summary).toMatch(/opened its first roles in United Kingdom, Germany: international expansion/);
    expect(o.signal!.summary).toMatch(/Matches your watch item “International expansion”/);
  });

  it.each([
    ["wordpress-de-seed-finanzierungsrunde", "fundraising"],
    ["webflow-fr-lancement-produit", "product_update"],
    ["ghost-es-nueva-cto", "leadership_change"],
    ["hugo-de-uebernahme-durch-konzern", "corporate_event"],
    ["squarespace-fr-recrutement-six-postes", "hiring"],
  ])("%s: the same event type as an English site (%s)", (id, type) => {
    expect(outcome(id).signal!.type).toBe(type);
  });
});

describe("point 6: a site that needs a browser, without one", () => {
  it("is reported as needing JavaScript to render, not as no change", () => {
    const o = outcome("spa-shell-no-browser-reported");
    expect(o.signal!.type).toBe("other");
    expect(source(o.analysis, "site")).toMatchObject({
      status: "failed",
      reason: expect.stringMatching(/^website_needs_javascript: the page is an empty client-side shell/),
    });
  });
});
