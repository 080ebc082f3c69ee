import { describe, expect, it } from "vitest";
import { QUOTE_CHARS } from "../../src/pipeline/judge/finding";
import { LocalAnalyser } from "../../src/pipeline/judge/index";
import type { AnalysisInput } from "../../src/pipeline/judge/types";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { recommendationFor } from "../../src/pipeline/signal";
import type { SnapshotPage, SnapshotPerson } from "../../src/pipeline/collect/snapshot";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { compactEvidence } from "../../src/services/shared/compact";

/*
 * What the local analyser makes of a run's changes (docs/pipeline.md): corporate events
 * are high and escalate; leadership changes name the person and the title; every finding carries
 * the URL that changed, the changed text quoted, and which watch items it matched and why.
 */

const SITE = "https://acme.example/";

function page(kind: SnapshotPage["kind"], path: string, extra: Partial<SnapshotPage> = {}): SnapshotPage {
  const url = `${SITE}${path}`;
  return {
    kind,
    url,
    ok: true,
    fetchable: true,
    finalUrl: url,
    title: `${kind} | Acme`,
    textHash: `${kind}-1`,
    text: "",
    links: [],
    ...extra,
  };
}

const person = (name: string, role: string, isFounder = false): SnapshotPerson => ({
  name,
  role,
  isFounder,
  linkedinUrl: null,
  twitterUrl: null,
  websiteUrl: null,
  bio: null,
});

const HOME =
  "Robots that run your warehouse\nAcme Robotics builds autonomous warehouse robots for mid-size logistics teams.";
const TEAM = [
  person("Jane Doe", "CEO & Co-founder", true),
  person("Marcus Chen", "CTO & Co-founder", true),
  person("Ana Ruiz", "Robotics Engineer"),
];

const before: SnapshotPage[] = [page("home", "", { text: HOME }), page("team", "team", { people: TEAM })];

function run(after: SnapshotPage[], thingsToTrack: string, previous = before) {
  const input: AnalysisInput = {
    company: { name: "Acme Robotics", website: SITE, description: null, founders: ["Jane Doe", "Marcus Chen"] },
    thingsToTrack,
    watchItems: parseWatchItems(thingsToTrack),
    diff: diffSnapshots(previous, after),
    pages: after,
    previousPages: previous,
    now: new Date("2026-11-10T12:00:00Z"),
  };
  return new LocalAnalyser().analyse(input);
}

const homeSaying = (line: string) => page("home", "", { textHash: "home-2", text: `${line}\n${HOME}` });
type StoredFinding = {
  type: string;
  url: string | null;
  quote: { added: string; removed: string };
  matchedWatchItems: string[];
  watchMatches: { label: string; why: string }[];
  cues: string[];
};
const findingsOf = (analysis: Record<string, unknown>) => analysis.findings as StoredFinding[];

describe("corporate events", () => {
  it(
    "an acquisition on the home page is a corporate event, " + "high and escalate, even when nothing watched matched",
    async () => {
      const s = await run(
        [homeSaying("Acme Robotics has been acquired by Siemens. Read the announcement."), before[1]],
        "Product Updates",
      );
      expect(s).toMatchObject({
        type: "corporate_event",
        severity: "high",
        recommendation: "escalate",
        needsAttention: true,
        matchedWatchItems: [],
      });
    },
  );

  it.each([
    ["a merger", "Acme merges with Globex to build the largest warehouse robotics company in Europe."],
    ["a shutdown", "After six years, we are shutting down Acme Robotics. Thank you to every customer."],
    ["layoffs", "Today we made the hard decision of laying off 30% of our team."],
    ["a rebrand", "Acme Robotics is now Nimbus."],
  ])("%s is a corporate event, high and escalate, and matches the words watched for it", async (_what, line) => {
    const s = await run([homeSaying(line), before[1]], "M&A, shutdown, layoffs, rebrand");
    expect(s).toMatchObject({ type: "corporate_event", severity: "high", recommendation: "escalate" });
    expect(s.matchedWatchItems.length).toBeGreaterThan(0);
  });

  it("a corporate event asks to escalate at any severity it is given", () => {
    expect(recommendationFor("high", "corporate_event")).toBe("escalate");
    expect(recommendationFor("medium", "corporate_event")).toBe("escalate");
    expect(recommendationFor("none", "corporate_event")).toBe("no_action");
  });
});

describe("leadership changes", () => {
  it("a new executive on the team page names the person and the title", async () => {
    const s = await run(
      [
        before[0],
        page("team", "team", {
          textHash: "team-2",
          people: [...TEAM, person("Priya Patel", "Chief Operating Officer")],
        }),
      ],
      "leadership changes",
    );
    expect(s.type).toBe("leadership_change");
    expect(s.summary).toContain("Priya Patel Chief Operating Officer");
    expect(s.matchedWatchItems).toEqual(["leadership changes"]);
    expect(s.evidence[0].url).toBe(`${SITE}team`);
  });

  it("a founder who leaves names the person and the title they had", async () => {
    const s = await run(
      [before[0], page("team", "team", { textHash: "team-2", people: TEAM.filter((p) => p.name !== "Marcus Chen") })],
      "Fundraising Signals",
    );
    expect(s.type).toBe("leadership_change");
    expect(s.summary).toContain("Marcus Chen (CTO & Co-founder)");
    expect(findingsOf(s.analysis)[0]).toMatchObject({
      url: `${SITE}team`,
      quote: { added: "", removed: "Marcus Chen — CTO & Co-founder" },
    });
  });

  it("an engineer joining is not a leadership change", async () => {
    const s = await run(
      [
        before[0],
        page("team", "team", { textHash: "team-2", people: [...TEAM, person("Leo Park", "Field Engineer")] }),
      ],
      "leadership changes",
    );
    expect(s.type).toBe("hiring");
    expect(s.matchedWatchItems).toEqual([]);
  });
});

describe("noise", () => {
  it("a cookie banner that mentions partners is no finding: no_material_change, nothing watched matched", async () => {
    const s = await run(
      [
        homeSaying("We and our partners use cookies to personalise content and ads. Accept all · Manage preferences"),
        before[1],
      ],
      "Customer/Partnership Signals",
    );
    expect(s).toMatchObject({
      type: "no_material_change",
      severity: "none",
      recommendation: "no_action",
      matchedWatchItems: [],
      evidence: [],
    });
  });
});

describe("evidence", () => {
  it("every finding carries the URL that changed and the changed text quoted, added and removed", async () => {
    const changedHome = page("home", "", {
      textHash: "home-2",
      text:
        HOME.replace("mid-size logistics teams", "grocery and pharmacy warehouses") +
        "\nAcme partners with Siemens, the industrial automation company.",
    });
    const s = await run(
      [
        changedHome,
        page("team", "team", { textHash: "team-2", people: [...TEAM, person("Priya Patel", "VP of Sales")] }),
      ],
      "partnerships with industrial companies",
    );
    const findings = findingsOf(s.analysis);
    for (const f of findings) expect(f.url, JSON.stringify(f)).toMatch(/^https:\/\/acme\.example\//);
    const home = findings.find((f) => f.url === SITE)!;
    expect(home.type).toBe("customer_partnership");
    expect(home.quote.added).toContain("Acme partners with Siemens, the industrial automation company.");
    expect(home.quote.added).toContain("grocery and pharmacy warehouses");
    expect(home.quote.removed).toBe("Acme Robotics builds autonomous warehouse robots for mid-size logistics teams.");
    expect(home.cues).toEqual(["partners with"]);
    expect(home.watchMatches).toEqual([
      {
        label: "partnerships with industrial companies",
        by: "words",
        terms: expect.any(Array),
        why: "“industrial”, “companies” found as “company” (word form)",
      },
    ]);
    const watched = (s.analysis.watchItems as { label: string; matched: boolean; why: string[] }[])[0];
    expect(watched).toMatchObject({
      label: "partnerships with industrial companies",
      matched: true,
      why: [home.watchMatches[0].why],
    });
  });

  it("cuts each side of a quote to a sensible length", async () => {
    const long = Array.from(
      { length: 20 },
      (_, i) => `Line ${i} of a long announcement that keeps going about warehouse robots and their many virtues.`,
    );
    const s = await run(
      [page("home", "", { textHash: "home-2", text: `${long.join("\n")}\n${HOME}` }), before[1]],
      "Product Updates",
    );
    const quote = findingsOf(s.analysis)[0].quote;
    expect(quote.added.length).toBeLessThanOrEqual(QUOTE_CHARS + 2);
    expect(quote.added.startsWith(long[0])).toBe(true);
    expect(quote.added.endsWith("…")).toBe(true);
  });

  it("the compact view's evidence comes first from the strongest finding", async () => {
    // A watched acquisition post and an unwatched team change: the post leads, in the stored and the compact evidence.
    const post = `${SITE}blog/acme-joins-siemens`;
    const after = [
      before[0],
      page("team", "team", { textHash: "team-2", people: [...TEAM, person("Leo Park", "Field Engineer")] }),
      page("feed", "blog/feed.xml", {
        feedItems: [
          { title: "Acme Robotics has been acquired by Siemens", url: post, publishedAt: "2026-11-09T09:00:00Z" },
        ],
      }),
    ];
    const s = await run(after, "M&A", [...before, page("feed", "blog/feed.xml", { feedItems: [] })]);
    expect(s.type).toBe("corporate_event");
    expect(compactEvidence(s.evidence)[0]).toEqual({ url: post, title: "Acme Robotics has been acquired by Siemens" });
    expect(findingsOf(s.analysis)[0]).toMatchObject({
      url: post,
      quote: { added: "Acme Robotics has been acquired by Siemens" },
    });
  });
});
